"""What every game says about its match, told to the seat at the keyboard.

Each game's ``text`` module has ``TELLER``, an instance of a subclass of
``Teller``; the Session and line mode ask it, never the game's functions by
name. A sentence is made from a ``Told``: the match, the seat listening
(the viewer, who is "you" and hears its own cards) and the verbosity.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from app.core.rules import GAME_OVER, Event
from app.text.seats import your_turn


@dataclass(frozen=True)
class Told:
    """Whom a sentence is for, and about what.

    Attributes:
        match: the match (``app.core.match.Match``): state, seats, deal, actions.
        viewer: the seat at the keyboard, or None while the keyboard passes.
        full: full verbosity.
        keys: the player presses keys (the Textual screens) rather than typing commands (line mode),
            so a question names the keys.
    """

    match: Any
    viewer: int | None
    full: bool = False
    keys: bool = False

    @property
    def state(self) -> Any:
        """Return the state of the game in play."""
        return self.match.state

    @property
    def seats(self) -> tuple:
        """Return the seats of the match."""
        return self.match.seats


#: The sections every game's rules are told in, in order.
SECTIONS = ("goal", "setup", "turn", "scoring", "end")


def section_name(key: str) -> str:
    """Return a rules section's name in the current language."""
    from app.text.i18n import pgettext

    return {"goal": pgettext("rules", "Goal"), "setup": pgettext("rules", "Setup"),
            "turn": pgettext("rules", "A turn"), "scoring": pgettext("rules", "Scoring"),
            "end": pgettext("rules", "The end")}[key]


#: Names a rules section could start with, which keep their capital after a colon.
GAME_WORDS = ("Zoker", "Zip Zap", "Zocken", "Numeramis", "Loker", "King Loker")


def rules_section(rules: list[tuple[str, str]], at: int) -> str:
    """Return one section of a game's rules as said: "Goal, 1 of 5: Build one pile ..."."""
    from app.text.i18n import _

    from app.text.phrases import after_colon

    key, text = rules[at]
    # The section's first sentence follows its heading's colon: small there where the language wants it.
    return _("{section}, {number} of {count}: {text}").format(
        section=section_name(key), number=at + 1, count=len(rules), text=after_colon(text, GAME_WORDS))


def rules_intro(game: str) -> str:
    """Return the heading of a game's rules."""
    from app.text.i18n import _

    return _("Rules of {game}.").format(game=game)


class Teller:
    """A game's sentences about its match; a game overrides what it has.

    Attributes:
        errors: the game's own ``RuleError.msg_id`` -> function(params, full) -> sentence
            (``app.text.errors`` has the ones every game shares).
        cues: the game's own event kinds that play a sound cue, and the cue of each.
        won: the game's event kinds that play the "won" cue when they are the viewer's (took a trick, a
            pair, scored).
    """

    errors: Mapping[str, Callable[[dict, bool], str]] = {}
    #: The game's own event kinds -> sound cue names (``app.speech.earcons``), played beside the sentence.
    cues: Mapping[str, str] = {}
    #: The game's event kinds whose seat, when it is the viewer's, hears the "won" cue.
    won: frozenset[str] = frozenset()

    def cue(self, events: Sequence[Event], viewer: int | None) -> str | None:
        """Return the sound cue a move's events call for: the game is over, the viewer took cards or
        scored (``won``), or the game's own cue for one of its events (``cues``: the last one counts)."""
        if any(e.kind == GAME_OVER for e in events):
            return "game_over"
        if any(e.kind in self.won and e.seat == viewer for e in events):
            return "won"
        return next((self.cues[e.kind] for e in reversed(events) if e.kind in self.cues), None)

    def event(self, ev: Event, told: Told) -> str:
        """Return the sentence for one event ("" to say nothing)."""
        return ""

    def taken_back(self, ev: Event, then: Told, now: Told) -> str:
        """Return what an undo says of one event of the move it took back: the event as it was said when the
        move was made (``then``: the table just after it); a game whose sentence says a total overrides this
        to say the total as it is ``now``, after the undo."""
        return self.event(ev, then)

    def read_table(self, told: Told) -> str:
        """Return the whole table, as "read the table" says it."""
        return ""

    def read_hand(self, told: Told) -> str:
        """Return the viewer's own cards (or the closest thing the game has)."""
        return self.read_table(told)

    def holdings(self, told: Told) -> str:
        """Return what each seat has won or taken so far ("" in a game for one)."""
        return ""

    def where(self, told: Told) -> str | None:
        """Return "where am I", or None for the table's own (game, deal, turn, holdings)."""
        return None

    def deal_opening(self, told: Told, first_game: bool) -> str:
        """Return what the table says as a deal starts, after its number ("" for nothing): Loker's dealer
        and pot. ``first_game``: the first game of the match (later ones have said who starts)."""
        return ""

    def match_over(self, told: Told) -> str | None:
        """Return the end of a match in the game's own words, or None for the table's standings."""
        return None

    def turn_prompt(self, told: Told) -> str:
        """Return what the player at the keyboard hears when the turn comes to them."""
        return your_turn()

    def rules(self) -> list[tuple[str, str]]:
        """Return the game's rules in short sections, in order: (section key, text).

        The keys are those of ``SECTIONS`` (goal, setup, turn, scoring, end);
        each text is a few sentences, with one example where it helps.
        """
        return []

    def rules_for(self, options: Mapping[str, Any] | None) -> list[tuple[str, str]]:
        """Return the rules as ``rules`` does, told for the variants chosen (a table's or a match's options);
        a game whose rules depend on a variant overrides this."""
        return self.rules()

    def option_row(self, key: str, value: Any) -> str:
        """Return one variant as a row of the table setup ("Cards at the start: 16")."""
        return ""

    def options_line(self, options: Mapping[str, Any]) -> str:
        """Return the variants set, as one or two sentences ("" for a game without any)."""
        return ""
