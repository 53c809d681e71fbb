"""Why an action was refused, and what went wrong with a file: as sentences.

Every ``RuleError.msg_id`` any game raises has a sentence here; a test
checks that none is missing.
"""

from __future__ import annotations

from typing import Any, Callable

from app.core.rules import RuleError
from app.text.i18n import _, ngettext
from app.games.zoker.words import card_name, pile_name, shared_attributes


def _not_a_pair(p: dict, full: bool) -> str:
    from app.games.zoker.cards import common_attributes

    a, b = p["card"], p["other"]
    return _("{card} and {other} are not a pair: {shared}.").format(
        card=card_name(a, full), other=card_name(b, full),
        shared=shared_attributes(p.get("common") or common_attributes(a, b)))


#: msg_id -> function(params, full) -> sentence.
RULE_ERRORS: dict[str, Callable[[dict, bool], str]] = {
    "not_a_pair": _not_a_pair,
    "place_is_empty": lambda p, f: _("That place is empty."),
    "pile_is_empty": lambda p, f: _("{pile} is empty.").format(pile=pile_name(p["pile"]).capitalize()),
    "same_pile": lambda p, f: _("A pile cannot move onto itself."),
    "same_card": lambda p, f: _("Choose two different cards."),
    "no_such_place": lambda p, f: _("There is no such place."),
    "no_such_pile": lambda p, f: _("There is no such pile."),
    "stock_is_empty": lambda p, f: _("The stock is empty."),
    "deal_needs_space": lambda p, f: ngettext(
        "You can deal when {needed} places are empty; now {empty} place is empty.",
        "You can deal when {needed} places are empty; now {empty} places are empty.",
        p["empty"]).format(needed=p["needed"], empty=p["empty"]),
    "game_is_over": lambda p, f: _("The game is over."),
    "unknown_action": lambda p, f: _("That move does not exist in this game."),
    "nothing_to_undo": lambda p, f: _("There is nothing to undo."),
    "undo_not_allowed": lambda p, f: _("This game does not allow undo."),
    "not_your_turn": lambda p, f: _("It is not your turn."),
    "ladder_needs_four": lambda p, f: _("A ladder needs four different cards."),
    "not_a_ladder": lambda p, f: _("These four cards are not a ladder: a ladder is one straight line of the cube."),
    "round_not_over": lambda p, f: _("This game is not over yet."),
    "match_is_over": lambda p, f: _("The match is over; start a new one."),
    "bad_option": lambda p, f: _("That choice of rules is not possible here."),
    "already_turned_up": lambda p, f: _("That card is already face up: {card}.").format(
        card=card_name(p["card"], f)),
    "too_few_cards": lambda p, f: _("Fewer than two cards are left on the table."),
    "deal_is_automatic": lambda p, f: _("In this game new cards are dealt automatically when no pair is left."),
    "finish_the_turn": lambda p, f: _("Turn up your second card first."),
    "card_not_in_hand": lambda p, f: _("{card} is not in your hand.").format(card=card_name(p["card"], f)),
    "wrong_player_count": lambda p, f: _("This game is for {low} to {high} players.").format(
        low=p["low"], high=p["high"]),
}


def rule_error(err: RuleError, full: bool = False) -> str:
    """Return the sentence that tells the player why an action was refused."""
    sentence = RULE_ERRORS.get(err.msg_id)
    if sentence is None:
        return _("That move is not allowed.")
    return sentence(err.params, full)


#: Problems the store reports (see app.store.problems.PROBLEM_IDS) -> sentences.
PROBLEMS: dict[str, Callable[[dict], str]] = {
    "settings_corrupt": lambda p: _(
        "The settings file could not be read. It was moved to {moved_to} and the defaults are used.").format(**p),
    "settings_unreadable": lambda p: _(
        "The settings file {path} could not be read ({error}). The defaults are used.").format(**p),
    "settings_bad_value": lambda p: _(
        "The setting {key} had a value that does not fit, {value}; {used} is used instead.").format(**p),
    "settings_write_failed": lambda p: _(
        "The settings could not be saved ({error}). They stay in use until you quit.").format(**p),
    "autosave_corrupt": lambda p: _(
        "The saved game could not be read. It was moved to {moved_to}.").format(**p),
    "autosave_unreadable": lambda p: _(
        "The saved game {path} could not be read ({error}).").format(**p),
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
}


def problem(msg_id: str, params: dict[str, Any]) -> str:
    """Return the sentence for a problem the store met."""
    sentence = PROBLEMS.get(msg_id)
    if sentence is None:
        return _("Something went wrong with a file: {detail}.").format(detail=msg_id)
    try:
        return sentence(params)
    except KeyError:
        return _("Something went wrong with a file: {detail}.").format(detail=msg_id)
