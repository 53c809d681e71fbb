"""The running match, autosaved after every action as JSON in the data folder.

This module knows nothing of Match: it stores and returns the dict that
``Match.to_json`` makes, so app.core never imports the store. Typical use::

    data, problems = load_match()
    if data is not None:
        try:
            match = Match.from_json(data, on_change=lambda m: save_match(m.to_json()))
        except ValueError:
            problems += reject_match()
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.store.atomic import move_aside, write_atomic
from app.store.paths import data_dir
from app.store.problems import Problem, error_code

AUTOSAVE_FILE = "autosave.json"


def autosave_path() -> Path:
    """Return the path of the autosave file."""
    return data_dir() / AUTOSAVE_FILE


def save_match(data: dict[str, Any]) -> list[Problem]:
    """Write ``data`` (from ``Match.to_json``) atomically; return [] or the problem met.

    On a failure the previous autosave is intact.

    Raises:
        TypeError: when ``data`` is not JSON-ready (a programming error).
    """
    import msgspec  # here, not at the top: a start without a saved game never needs it

    text = msgspec.json.encode(data).decode("utf-8")  # as json.dumps wrote it before: compact, keys in order
    path = autosave_path()
    try:
        write_atomic(path, text)
    except OSError as exc:
        return [Problem("autosave_write_failed", {"path": str(path), "error": error_code(exc)})]
    return []


def load_match() -> tuple[dict[str, Any] | None, list[Problem]]:
    """Return the autosaved match data (None when there is none) and any problems met.

    A file that is not a JSON object (for example one cut off half way) is
    moved aside and reported as "autosave_corrupt"; None is returned.
    """
    path = autosave_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, []
    except OSError as exc:
        try:
            moved = str(move_aside(path))
        except OSError:
            moved = ""
        return None, [Problem("autosave_unreadable",
                              {"path": str(path), "error": error_code(exc), "moved_to": moved})]
    import msgspec

    # msgspec reads saves as it reads the network (app.net.protocol); Match.from_json then reads the fields.
    try:
        data = msgspec.json.decode(raw, type=dict[str, Any])
    except msgspec.DecodeError:  # not JSON, not UTF-8, or not an object
        data = None
    if data is None:
        try:
            moved = str(move_aside(path))
        except OSError as exc:
            return None, [Problem("autosave_unreadable",
                                  {"path": str(path), "error": error_code(exc), "moved_to": ""})]
        return None, [Problem("autosave_corrupt", {"path": str(path), "moved_to": moved})]
    return data, []


def reject_match() -> list[Problem]:
    """Move aside an autosave that parsed but cannot be resumed (Match.from_json refused it).

    Returns [Problem("autosave_unusable", ...)], or [] when there is no file.
    """
    path = autosave_path()
    try:
        moved = move_aside(path)
    except FileNotFoundError:
        return []
    except OSError as exc:
        return [Problem("autosave_unreadable",
                        {"path": str(path), "error": error_code(exc), "moved_to": ""})]
    return [Problem("autosave_unusable", {"path": str(path), "moved_to": str(moved)})]


def move_aside_match() -> str:
    """Move the autosave aside like reject_match, returning the new path ("" when nothing moved)."""
    rejected = reject_match()
    return str(rejected[0].params.get("moved_to", "")) if rejected else ""


def clear_match() -> None:
    """Delete the autosave (the match ended or the player declined to resume). Never raises."""
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError:
        pass
