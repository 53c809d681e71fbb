"""The Pairs and ladders trainer (rules ZP-1 to ZP-3): the deck's tutorial.

Twenty cards lie face up in 4 rows of 5. The player takes out pairs (two
cards equal in exactly two attributes) and ladders (four cards in one line
of the cube along one axis) until no pair is left.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from app.core.rng import rng_for
from app.core.rules import Event, GameInfo, ModuleRules, RuleError, evolve
from app.core.seen import nothing_hidden, open_action, open_event
from app.games.zoker.cards import DECK, LINES, Card, common_attributes, compatible

INFO = GameInfo("zoker-pairs", 1, 1, undo=True, rule_prefix="ZP")
ROWS, COLUMNS = 4, 5
#: ZP-3: about twenty cards face up.
TABLE_SIZE = ROWS * COLUMNS
#: ZP-3 Decision: a pair scores 1; a ladder of four scores 3, more than its two pairs.
PAIR_POINTS, LADDER_POINTS = 1, 3


@dataclass(frozen=True)
class PairsState:
    """A trainer position.

    Attributes:
        table: twenty places in reading order (4 rows of 5), None where taken.
        score: points so far.
        pairs: pairs taken.
        ladders: ladders taken.
    """

    table: tuple[Card | None, ...]
    score: int = 0
    pairs: int = 0
    ladders: int = 0


@dataclass(frozen=True)
class TakePair:
    """Take the two cards at places ``first`` and ``second`` as a pair (ZP-1)."""

    first: int
    second: int


@dataclass(frozen=True)
class TakeLadder:
    """Take four cards that form a ladder (ZP-2)."""

    places: tuple[int, int, int, int]

    @classmethod
    def of(cls, places: Iterable[int]) -> TakeLadder:
        """Return the ladder of these four places (another number of them is a ValueError)."""
        a, b, c, d = places
        return cls((a, b, c, d))


ACTIONS = (TakePair, TakeLadder)


def is_ladder(cards: tuple[Card, ...]) -> bool:
    """Return True when four cards form a ladder: a straight line of the cube (ZP-2)."""
    return len(cards) == 4 and any(
        line.kind == "straight" and set(line.cards) == set(cards) for line in LINES)


def new_game(players: int = 1, seed: int = 1, options: Mapping[str, Any] | None = None) -> PairsState:
    """Deal twenty cards face up from deal number ``seed`` (ZP-3)."""
    if players != 1:
        raise RuleError("wrong_player_count", count=players, low=1, high=1)
    cards = list(DECK)
    rng_for(INFO.game_id, seed).shuffle(cards)
    return PairsState(table=tuple(cards[:TABLE_SIZE]))


def _cards_at(state: PairsState) -> list[tuple[int, Card]]:
    return [(i, c) for i, c in enumerate(state.table) if c is not None]


def legal_actions(state: PairsState, seat: int = 0) -> list:
    """Return every pair and ladder that can be taken now."""
    if seat != 0:
        return []
    present = _cards_at(state)
    actions: list = [TakePair(i, j) for (i, a), (j, b) in itertools.combinations(present, 2)
                     if compatible(a, b)]
    where = {c: i for i, c in present}
    for line in LINES:
        if line.kind == "straight" and all(c in where for c in line.cards):
            actions.append(TakeLadder.of(sorted(where[c] for c in line.cards)))
    return actions


def is_over(state: PairsState) -> bool:
    """Return True when no pair is left on the table (ZP-3)."""
    return not any(isinstance(a, TakePair) for a in legal_actions(state))


def _card(state: PairsState, place: int) -> Card:
    if not 0 <= place < TABLE_SIZE:
        raise RuleError("no_such_place", place=place)
    card = state.table[place]
    if card is None:
        raise RuleError("place_is_empty", place=place)
    return card


def apply(state: PairsState, seat: int, action: Any) -> tuple[PairsState, list[Event]]:
    """Return the state after taking a pair or ladder, or raise RuleError with the reason."""
    if seat != 0:
        raise RuleError("not_your_turn", seat=seat)
    if is_over(state):
        raise RuleError("game_is_over")
    if isinstance(action, TakePair):
        if action.first == action.second:
            raise RuleError("same_card", place=action.first)
        a, b = _card(state, action.first), _card(state, action.second)
        if not compatible(a, b):
            # ZP-3: a wrong pick is explained by what the cards do share.
            raise RuleError("not_a_pair", card=a, other=b, common=common_attributes(a, b))
        places: tuple[int, ...] = (action.first, action.second)
        points = PAIR_POINTS
        new = evolve(state, pairs=state.pairs + 1)
        event = Event("pair_taken", data={"cards": (a, b), "places": places,
                                          "common": common_attributes(a, b)})
    elif isinstance(action, TakeLadder):
        if len(set(action.places)) != 4:
            raise RuleError("ladder_needs_four")
        cards = tuple(_card(state, p) for p in action.places)
        if not is_ladder(cards):
            raise RuleError("not_a_ladder", cards=cards)
        places, points = tuple(action.places), LADDER_POINTS
        new = evolve(state, ladders=state.ladders + 1)
        event = Event("ladder_taken", data={"cards": cards, "places": places})
    else:
        raise RuleError("unknown_action")
    table = list(state.table)
    for p in places:
        table[p] = None
    new = evolve(new, table=tuple(table), score=state.score + points)
    events = [event]
    if is_over(new):
        events.append(Event("game_over", data={
            "score": new.score, "pairs": new.pairs, "ladders": new.ladders,
            "left": sum(c is not None for c in new.table)}))
    return new, events


#: Nothing in the trainer is hidden: its twenty cards lie face up (ZP-3), the rest of the deck is not in play,
#: and the state holds no deal number.
mask, mask_event, mask_action = nothing_hidden, open_event, open_action

RULES = ModuleRules(INFO, PairsState, ACTIONS, new_game=new_game, legal_actions=legal_actions,
                    apply=apply, is_over=is_over, scores=lambda state: (state.score,), mask=mask,
                    mask_event=mask_event, mask_action=mask_action)
