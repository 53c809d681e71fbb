"""The sentences that put a card, a pile or a count in a slot, rendered with sample names (see test_inflection)."""

from __future__ import annotations

from dataclasses import replace

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zoker.cards import parse_card

SEATS = (Seat("Ada"), Seat("Eva", human=False))
RED_XL4, BLUE_M3, GREEN_S1, ORANGE_L2, ORANGE_M2, BLUE_S1 = (
    parse_card(n) for n in ("red XL4", "blue M3", "green S1", "orange L2", "orange M2", "blue S1"))


def _tiko(kind, seat, full=False, **data):
    from app.games.zoker.tiko import rules, text

    state = rules.new_game(2, 5)
    return text.event(Event(kind, seat, data), state, SEATS, 0, full)


def _tiko_preview(card, top, full=False):
    from app.games.zoker.tiko import rules, text

    state = replace(rules.new_game(2, 5), trick=((1, top),))
    return text.preview(card, state, full)


def _solo(kind, full=False, **data):
    from app.games.zoker.solo import text

    return text.event(Event(kind, None, data), full)


def _solo_hint(action):
    from app.games.zoker.solo import rules, text

    state = rules.new_game(1, 42)
    state = replace(state, upper=(RED_XL4,) + state.upper[1:])
    return text.hint(state, action)


def _memo(seat, full, taken):
    from app.games.zoker.memo import rules, text

    state = rules.new_game(2, 11)
    state = replace(state, taken=tuple((RED_XL4,) * n for n in taken))
    data = {"cards": (BLUE_M3, BLUE_S1), "common": ("colour", "shape")}
    return text.event(Event("pair_taken", seat, data), state, SEATS, 0, full)


def _refusal(card, full=False):
    from app.games.zoker.words import RULE_ERRORS

    return RULE_ERRORS["card_not_in_hand"]({"card": card}, full)


def _in_pile(under):
    from app.games.zoker.words import found_in_pile

    return found_in_pile(GREEN_S1, 2, under)


def _pairs_of(card, full=False):
    from app.games.zoker.explorer import text

    return text.cube_pairs(card, full).split(". ")[0] + "."


def _solo_rules():
    from app.games.zoker.solo import rules

    return rules


#: name -> what renders it, in the current language.
CASES = {
    "lead, you": lambda: _tiko("played", 0, card=RED_XL4, lead=True, on_top=True),
    "lead, Eva": lambda: _tiko("played", 1, card=BLUE_M3, lead=True, on_top=True),
    "play on top": lambda: _tiko("played", 0, card=GREEN_S1, lead=False, on_top=True),
    "play under": lambda: _tiko("played", 0, card=ORANGE_L2, lead=False, on_top=False),
    "full, beats": lambda: _tiko("played", 0, True, card=RED_XL4, top=GREEN_S1, lead=False, on_top=True),
    "full, Eva under": lambda: _tiko("played", 1, True, card=BLUE_M3, top=ORANGE_L2, lead=False, on_top=False),
    "full, you take 1": lambda: _tiko("trick_won", 0, True, card=RED_XL4, cards=(RED_XL4, GREEN_S1), won=1),
    "full, Eva takes 5": lambda: _tiko("trick_won", 1, True, card=BLUE_S1, cards=(BLUE_S1,) * 3, won=5),
    "full, Eva takes 2": lambda: _tiko("trick_won", 1, True, card=ORANGE_M2, cards=(ORANGE_M2,) * 4, won=2),
    "trick, you have 1": lambda: _tiko("trick_won", 0, won=1),
    "trick, Eva has 3": lambda: _tiko("trick_won", 1, won=3),
    "preview, beats": lambda: _tiko_preview(RED_XL4, GREEN_S1),
    "preview full, under": lambda: _tiko_preview(GREEN_S1, RED_XL4, True),
    "not in hand": lambda: _refusal(ORANGE_M2),
    "not in hand, full": lambda: _refusal(ORANGE_M2, True),
    "starts pile": lambda: _solo("card_moved", card=RED_XL4, onto=None, pile=1),
    "to pile": lambda: _solo("card_moved", card=GREEN_S1, onto=BLUE_S1, pile=2, place=0, height=3),
    "full onto": lambda: _solo("card_moved", True, card=GREEN_S1, onto=BLUE_S1, pile=2, place=5, height=1),
    "pile onto pile": lambda: _solo("pile_moved", source=0, target=2, count=1, height=3),
    "hint, card": lambda: _solo_hint(_solo_rules().MoveCard(0, 3)),
    "hint, pile": lambda: _solo_hint(_solo_rules().MovePile(1, 0)),
    "memo full, you take": lambda: _memo(0, True, (2, 4)),
    "memo full, Eva takes": lambda: _memo(1, True, (2, 5)),
    "memo, you take": lambda: _memo(0, False, (1, 0)),
    "memo, Eva takes": lambda: _memo(1, False, (0, 4)),
    "under 2 cards": lambda: _in_pile(2),
    "pairs of": lambda: _pairs_of(ORANGE_M2),
    "pairs of, full": lambda: _pairs_of(RED_XL4, True),
}
