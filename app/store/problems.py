"""Problems the store meets and reports instead of crashing.

The store never speaks to the player: it returns :class:`Problem` values, a
message id and its parameters, and the text layer turns them into sentences
(in the player's language). Every id the store can return is listed in
:data:`PROBLEM_IDS`, with the parameters it carries.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from typing import Any

#: msg_id -> the names of its params. Values are str, except "used" (the setting's
#: own type: str, int or bool) and "version" (int). Paths are absolute.
PROBLEM_IDS: dict[str, tuple[str, ...]] = {
    # settings.toml is not valid TOML (or not UTF-8); it was moved to moved_to.
    "settings_corrupt": ("path", "moved_to"),
    # settings.toml could not be read (error: an errno name such as "EACCES");
    # moved_to is "" when it could not be moved aside either.
    "settings_unreadable": ("path", "error", "moved_to"),
    # One setting had a value that cannot be used ("value": what the file said, as
    # text, at most 40 characters); "used" is what is used instead (its default,
    # or the nearest allowed value for a rate out of range).
    "settings_bad_value": ("path", "key", "value", "used"),
    # Saving settings failed; the settings in use are kept for this session.
    "settings_write_failed": ("path", "error"),
    # autosave.json is not valid JSON (for example half written); moved aside.
    "autosave_corrupt": ("path", "moved_to"),
    # autosave.json could not be read; moved_to is "" when it stays in place.
    "autosave_unreadable": ("path", "error", "moved_to"),
    # autosave.json is valid JSON but not a match this version can resume
    # (see autosave.reject_match); moved aside.
    "autosave_unusable": ("path", "moved_to"),
    # Writing the autosave failed (disk full, read-only ...).
    "autosave_write_failed": ("path", "error"),
    # results.db is not a usable SQLite database; moved aside, a fresh one made.
    "results_corrupt": ("path", "moved_to"),
    # results.db was written by a newer Tabletalk (version: int); left untouched,
    # results are kept in memory only for this session.
    "results_newer_version": ("path", "version"),
    # results.db could not be opened or written; results are kept in memory
    # only for this session (open) or this one was not recorded (write).
    "results_unavailable": ("path", "error"),
    "results_write_failed": ("path", "error"),
    # Another Tabletalk holds the data folder (path: the folder); this one
    # neither resumes nor saves games (see app.store.lock).
    "table_in_use": ("path",),
}


@dataclass(frozen=True)
class Problem:
    """Something that went wrong in the store, for the text layer to say.

    Attributes:
        msg_id: one of :data:`PROBLEM_IDS`.
        params: the values the sentence needs (see :data:`PROBLEM_IDS`).
    """

    msg_id: str
    params: dict[str, Any] = field(default_factory=dict)


def error_code(exc: BaseException) -> str:
    """Return a short, language-free name for an error ("ENOSPC", "EACCES" ...)."""
    number = getattr(exc, "errno", None)
    if isinstance(number, int) and number in errno.errorcode:
        return errno.errorcode[number]
    return type(exc).__name__
