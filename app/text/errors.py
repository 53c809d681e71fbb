"""Why an action was refused, and what went wrong with a file: as sentences.

The msg_ids every game shares have their sentence here; a game's own are in
its teller's ``errors``. A test checks that no msg_id is left without one.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from app.core.rules import RuleError
from app.text.i18n import _


#: msg_id -> function(params, full) -> sentence.
RULE_ERRORS: dict[str, Callable[[dict, bool], str]] = {
    "game_is_over": lambda p, f: _("The game is over."),
    "unknown_action": lambda p, f: _("That move does not exist in this game."),
    "nothing_to_undo": lambda p, f: _("There is nothing to undo."),
    "undo_not_allowed": lambda p, f: _("This game does not allow undo."),
    "not_your_turn": lambda p, f: _("It is not your turn."),
    # A shared table (app.net): the connection broke before the table answered.
    "connection_lost": lambda p, f: _("The connection to the table was lost; trying again."),
    # Order at a shared table (app.net.order): only the player who opened it removes others.
    "not_table_owner": lambda p, f: _("Only the table's host can remove a player."),
    "no_player_there": lambda p, f: _("There is no other player at that seat to remove."),
    "round_not_over": lambda p, f: _("This game is not over yet."),
    "match_is_over": lambda p, f: _("The match is over; start a new one."),
    "bad_option": lambda p, f: _("That choice of rules is not possible here."),
    "wrong_player_count": lambda p, f: _("This game is for {low} to {high} players.").format(
        low=p["low"], high=p["high"]),
}


def rule_error(err: RuleError, full: bool = False, game_errors: Mapping[str, Callable] | None = None) -> str:
    """Return the sentence that tells the player why an action was refused.

    ``game_errors`` are the game's own sentences (its teller's ``errors``); they come first.
    """
    sentence = (game_errors or {}).get(err.msg_id) or RULE_ERRORS.get(err.msg_id)
    if sentence is None:
        return _("That move is not allowed.")
    try:
        return sentence(err.params, full)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        # Details that do not fit the sentence (a modified server's refusal): the plain sentence, never a crash.
        return _("That move is not allowed.")


#: Problems the store reports (see app.store.problems.PROBLEM_IDS) -> sentences.
PROBLEMS: dict[str, Callable[[dict], str]] = {
    "settings_corrupt": lambda p: _(
        "The settings file could not be read. It was moved to {moved_to} and the defaults are used.").format(**p),
    "settings_unreadable": lambda p: (_(
        "The settings file {path} could not be read ({error}). It was moved to {moved_to} "
        "and the defaults are used.") if p.get("moved_to") else _(
        "The settings file {path} could not be read ({error}). It was left where it is "
        "and the defaults are used.")).format(**p),
    "settings_bad_value": lambda p: _(
        "The setting {key} had a value that does not fit, {value}; {used} is used instead.").format(**p),
    "settings_write_failed": lambda p: _(
        "The settings could not be saved ({error}). They stay in use until you quit.").format(**p),
    "autosave_corrupt": lambda p: _(
        "The saved game could not be read. It was moved to {moved_to}.").format(**p),
    "autosave_unreadable": lambda p: (_(
        "The saved game {path} could not be read ({error}). It was moved to {moved_to}.")
        if p.get("moved_to") else _(
        "The saved game {path} could not be read ({error}). It was left where it is.")).format(**p),
    "autosave_unusable": lambda p: _(
        "The saved game is from another version or damaged, so it cannot be resumed. "
        "It was moved to {moved_to}.").format(**p),
    "autosave_write_failed": lambda p: _(
        "The game could not be saved ({error}). Play goes on.").format(**p),
    "results_corrupt": lambda p: _(
        "The results file could not be read. It was moved to {moved_to} and a new one was started.").format(**p),
    "results_newer_version": lambda p: _(
        "The results file was written by a newer Tabletalk; it is left as it is and "
        "results are kept only until you quit.").format(**p),
    "results_unavailable": lambda p: _(
        "The results file {path} cannot be used ({error}); results are kept only until you quit.").format(**p),
    "results_write_failed": lambda p: _(
        "This result could not be saved ({error}).").format(**p),
    "table_in_use": lambda p: _(
        "Tabletalk is already open in another window. This window will neither resume "
        "nor save games; you may still play.").format(**p),
}


def error_words(code: str) -> str:
    """Return an error the store met ("ENOSPC") as a person would say it ("the disk is full")."""
    words = {
        "ENOSPC": lambda: _("the disk is full"),
        "EDQUOT": lambda: _("the disk is full"),
        "EROFS": lambda: _("the disk can only be read, not written"),
        "EACCES": lambda: _("Tabletalk may not write there"),
        "EPERM": lambda: _("Tabletalk may not write there"),
        "ENOTDIR": lambda: _("a file stands where a folder should be"),
        "EEXIST": lambda: _("a file stands where a folder should be"),
        "EISDIR": lambda: _("a folder stands where a file should be"),
        "ENOENT": lambda: _("its folder is missing"),
        "EIO": lambda: _("the disk reported an error"),
    }.get(code)
    return words() if words is not None else _("error {code}").format(code=code)


def problem(msg_id: str, params: dict[str, Any]) -> str:
    """Return the sentence for a problem the store met."""
    sentence = PROBLEMS.get(msg_id)
    if sentence is None:
        return _("Something went wrong with a file: {detail}.").format(detail=msg_id)
    if "error" in params:
        params = {**params, "error": error_words(str(params["error"]))}
    try:
        return sentence(params)
    except KeyError:
        return _("Something went wrong with a file: {detail}.").format(detail=msg_id)


#: The reasons app.speech gives for speech being off (short English codes, see
#: app.speech.base) -> sentences; the first pattern that matches the whole reason.
SPEECH_REASONS: tuple[tuple[str, Callable[[dict], str]], ...] = (
    (r"no sound device found", lambda p: _("no sound device was found")),
    (r"(?P<player>\S+) failed \(exit (?P<code>-?\d+)\): no sound device\?", lambda p: _(
        "the sound could not be played ({player} failed); is there a sound device?").format(**p)),
    (r"speech-dispatcher not running", lambda p: _("speech-dispatcher is not running")),
    (r"no screen reader running", lambda p: _("no screen reader is running")),
    (r"orca takes no speech", lambda p: _("this Orca takes no speech from other programs; version 49 does")),
    (r"screen reader stopped", lambda p: _("the screen reader stopped answering")),
    (r"speech-dispatcher stopped", lambda p: _("speech-dispatcher stopped answering")),
    (r"prismatoid could not start", lambda p: _("the screen reader library could not start")),
    (r"(?P<program>\S+) not found", lambda p: _("{program} not found").format(**p)),
    (r"(?P<program>\S+?)(?: module)? not installed",
     lambda p: _("{program} is not installed").format(**p)),
    (r"(?P<engine>\S+) did not start in time", lambda p: _("{engine} did not start in time").format(**p)),
    (r"unknown speech backend '(?P<name>.*)'",
     lambda p: _("there is no speech engine called {name}").format(**p)),
    (r"(?:pyttsx3 init failed|engine failed to start|\S+ failed): (?P<detail>.*)",
     lambda p: _("the speech engine could not start ({detail})").format(**p)),
    (r"(?P<detail>libespeak-ng) failed to start",
     lambda p: _("the speech engine could not start ({detail})").format(**p)),
)


def speech_reason(status: str) -> str:
    """Return why speech is off (a Speaker's ``status``) as a sentence in the current language."""
    import re

    status = str(status).strip()
    many = re.fullmatch(r"no speech engine \((?P<reasons>.*)\)", status)
    if many:
        reasons = "; ".join(speech_reason(r) for r in many["reasons"].split("; "))
        return _("no speech engine could start: {reasons}").format(reasons=reasons)
    for pattern, sentence in SPEECH_REASONS:
        found = re.fullmatch(pattern, status)
        if found:
            return sentence(found.groupdict())
    return status  # a reason without a sentence yet: said as the engine gave it
