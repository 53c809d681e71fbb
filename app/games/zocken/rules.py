"""Zocken (rules ZO-1 to ZO-15): seven coloured dice, nine fields, bets on more than 50.

A turn: the active seat picks a die by colour and throws it (``Throw``); the
die must then be placed (``Place``) on a free field where every placed die
still reads as one monotone row (ZO-4); a die that fits nowhere goes OUT by
itself (ZO-5: it may not go OUT while it fits). Fields are numbered 0 to 8:
0 and 8 are the escape fields, 1 to 7 the row fields, each beside a circle of
one colour. After the third die the other seats, from the active seat's
left, bet or not (``Bet``, ZO-12). After the seventh die the turn is scored
and the bets settled; five rounds, then the game ends (ZO-14).

Each throw's value comes from the deal number, the turn and how many dice
were thrown in it, so the same deal and actions give the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from app.core.rules import Event, GameInfo, ModuleRules, RuleError, evolve
from app.core.seen import NO_DEAL, open_action, open_event

INFO = GameInfo("zocken", 1, 8, undo=False, rule_prefix="ZO", rotates_start=True)

#: ZO-2 Decision: the dice colours, also the default order of the circles from left to right.
COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "white")
DICE = 7
#: Fields 0 to 8: 0 and 8 are the escape fields (ZO-6), 1 to 7 the row.
FIELDS = 9
LEFT_ESCAPE, RIGHT_ESCAPE = 0, 8
ESCAPES = (LEFT_ESCAPE, RIGHT_ESCAPE)
ROW = tuple(range(1, 8))
#: ZO-14: every player has five turns.
ROUNDS = 5
#: ZO-12: the bets are asked for once this many dice of the turn are down.
BET_AFTER = 3
#: ZO-13: more than this wins the bets.
BET_LINE = 50
BET_LOSS = 20
VALID_POINTS = 50
ESCAPE_COST = 10
OUT_COST = 20
#: ZO-9 Decision: points by number of colour matches (ten times the triangular numbers).
COLOR_POINTS = (0, 10, 30, 60, 100, 150, 210, 280)
#: The choices of the board option (ZO-2): circles in the order of COLOURS, or shuffled each game.
BOARDS = ("fixed", "shuffled")


def color_points(matches: int) -> int:
    """Return the points for ``matches`` colour matches (ZO-9)."""
    if not 0 <= matches <= DICE:
        raise ValueError(f"matches must be 0 to {DICE}: {matches}")
    return COLOR_POINTS[matches]


def turn_score(valid: bool, matches: int, escapes: int, outs: int) -> int:
    """Return a turn's score: 50 for a valid sequence (ZO-8), the matches (ZO-9), -10 an escape die and
    -20 a die OUT (ZO-10). ``turn_score(True, 3, 1, 0)`` is the rulebook's 100 (ZO-11)."""
    return (VALID_POINTS if valid else 0) + color_points(matches) - ESCAPE_COST * escapes - OUT_COST * outs


@dataclass(frozen=True)
class Die:
    """A die on the table: its colour (an index of COLOURS) and the face it shows."""

    colour: int
    value: int


@dataclass(frozen=True)
class ZockenState:
    """A Zocken position.

    Attributes:
        deal: the deal number (the dice's throws come from it).
        circles: the colour of the circle beside each row field 1 to 7, left to right.
        totals: each seat's points so far.
        first: the seat that had the first turn.
        turns: turns completed in the whole game.
        fields: the nine fields, 0 and 8 the escape fields; None where empty.
        out: the dice on the OUT field this turn.
        rolled: the die thrown and not yet placed, or None.
        asking: the seat asked to bet now, or None when no bet is being asked for.
        bettors: the seats that bet on this turn, in the order asked.
        asked: True once this turn's bets have been asked for.
        history: each completed turn's score, in the order played.
    """

    deal: int
    circles: tuple[int, ...]
    totals: tuple[int, ...]
    first: int = 0
    turns: int = 0
    fields: tuple[Die | None, ...] = (None,) * FIELDS
    out: tuple[Die, ...] = ()
    rolled: Die | None = None
    asking: int | None = None
    bettors: tuple[int, ...] = ()
    asked: bool = False
    history: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        """Return how many seats play."""
        return len(self.totals)

    @property
    def active(self) -> int:
        """Return the seat whose turn it is."""
        return (self.first + self.turns) % self.players

    @property
    def round(self) -> int:
        """Return the round being played, 1 to 5 (5 once the game is over)."""
        return min(ROUNDS, self.turns // self.players + 1)

    @property
    def placed(self) -> int:
        """Return how many dice of this turn are down (on a field or OUT)."""
        return sum(d is not None for d in self.fields) + len(self.out)

    def in_hand(self) -> tuple[int, ...]:
        """Return the colours of the dice not yet thrown this turn, in the order of COLOURS."""
        used = {d.colour for d in self.fields if d is not None} | {d.colour for d in self.out}
        if self.rolled is not None:
            used.add(self.rolled.colour)
        return tuple(c for c in range(DICE) if c not in used)


@dataclass(frozen=True)
class Throw:
    """Throw the die of this colour (ZO-3)."""

    colour: int


@dataclass(frozen=True)
class Place:
    """Put the thrown die on a field, 0 to 8 (ZO-4, ZO-6)."""

    field: int


@dataclass(frozen=True)
class Bet:
    """Bet (or not) that the active seat's turn scores more than 50 (ZO-12)."""

    yes: bool


ACTIONS = (Throw, Place, Bet)


def monotone(values: list[int]) -> bool:
    """Return True when the values never fall or never rise (ZO-4): equal neighbours and gaps are fine."""
    up = all(a <= b for a, b in zip(values, values[1:]))
    down = all(a >= b for a, b in zip(values, values[1:]))
    return up or down


def values_of(fields: tuple[Die | None, ...] | tuple[int, ...]) -> tuple[int, ...]:
    """Return the nine fields as values, 0 where empty."""
    return tuple(0 if d is None else d if isinstance(d, int) else d.value for d in fields)


def fits(values: tuple[int, ...], field: int, value: int) -> bool:
    """Return True when ``value`` may go on ``field`` (free, and the row stays monotone: ZO-4, escape
    fields counting as positions 0 and 8, ZO-6)."""
    if values[field]:
        return False
    row = [value if i == field else v for i, v in enumerate(values) if v or i == field]
    return monotone(row)


def fitting(values: tuple[int, ...], value: int) -> tuple[int, ...]:
    """Return every field where ``value`` may go now, left to right."""
    return tuple(f for f in range(FIELDS) if fits(values, f, value))


def matches(state_or_fields: Any, circles: tuple[int, ...] | None = None) -> int:
    """Return the colour matches: dice on a row field beside a circle of their colour (ZO-9)."""
    if circles is None:
        fields, circles = state_or_fields.fields, state_or_fields.circles
    else:
        fields = state_or_fields
    return sum(1 for f in ROW if fields[f] is not None and fields[f].colour == circles[f - 1])


def matching_field(circles: tuple[int, ...], colour: int) -> int:
    """Return the row field whose circle has this colour."""
    return circles.index(colour) + 1


def parts(state: ZockenState) -> dict:
    """Return the turn's score as its parts: valid, matches, escapes, outs, and the score."""
    escapes = sum(state.fields[f] is not None for f in ESCAPES)
    outs = len(state.out)
    valid = outs == 0 and state.placed == DICE
    n = matches(state)
    return {"valid": valid, "matches": n, "escapes": escapes, "outs": outs,
            "score": turn_score(valid, n, escapes, outs)}


def throw_value(deal: int, turn: int, throw: int) -> int:
    """Return the face of the ``throw``-th die thrown in turn ``turn`` of deal ``deal``."""
    return random.Random(f"zocken:{deal}:{turn}:{throw}").randint(1, 6)


def new_game(players: int = 1, seed: int = 1, options: Mapping[str, Any] | None = None) -> ZockenState:
    """Return the first position: an empty board, the circles fixed or shuffled (ZO-2), seat ``first`` to throw."""
    if not INFO.min_players <= players <= INFO.max_players:
        raise RuleError("wrong_player_count", count=players, low=INFO.min_players, high=INFO.max_players)
    options = options or {}
    first = options.get("first", 0)
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players:
        raise RuleError("bad_option", option="first", value=first)
    board = options.get("board", "fixed")
    if board not in BOARDS:
        raise RuleError("bad_option", option="board", value=board)
    circles = list(range(DICE))
    if board == "shuffled":
        random.Random(f"zocken-board:{seed}").shuffle(circles)
    return ZockenState(deal=seed, circles=tuple(circles), totals=(0,) * players, first=first)


def is_over(state: ZockenState) -> bool:
    """Return True after five rounds (ZO-14)."""
    return state.turns >= ROUNDS * state.players


def scores(state: ZockenState) -> tuple[int, ...]:
    """Return each seat's total."""
    return state.totals


def to_act(state: ZockenState) -> tuple[int, ...]:
    """Return the seat to bet, or the active seat."""
    if is_over(state):
        return ()
    return (state.asking,) if state.asking is not None else (state.active,)


def legal_actions(state: ZockenState, seat: int) -> list:
    """Return the actions ``seat`` may take now."""
    if seat not in to_act(state):
        return []
    if state.asking is not None:
        return [Bet(True), Bet(False)]
    if state.rolled is not None:
        return [Place(f) for f in fitting(values_of(state.fields), state.rolled.value)]
    return [Throw(c) for c in state.in_hand()]


def apply(state: ZockenState, seat: int, action: Any) -> tuple[ZockenState, list[Event]]:
    """Return the state after one action; raise RuleError if it is illegal."""
    if is_over(state):
        raise RuleError("game_is_over")
    if seat not in to_act(state):
        raise RuleError("not_your_turn", seat=seat)
    if isinstance(action, Bet):
        return _bet(state, seat, action)
    if state.asking is not None:
        raise RuleError("zocken_bet_first", seat=state.asking)
    if isinstance(action, Throw):
        return _throw(state, seat, action)
    if isinstance(action, Place):
        return _place(state, seat, action)
    raise RuleError("unknown_action")


def _throw(state: ZockenState, seat: int, action: Throw) -> tuple[ZockenState, list[Event]]:
    if state.rolled is not None:
        raise RuleError("zocken_place_first", colour=state.rolled.colour, value=state.rolled.value)
    if not isinstance(action.colour, int) or action.colour not in state.in_hand():
        raise RuleError("zocken_die_not_in_hand", colour=action.colour)
    die = Die(action.colour, throw_value(state.deal, state.turns, state.placed))
    where = fitting(values_of(state.fields), die.value)
    matching = matching_field(state.circles, die.colour)
    events = [Event("thrown", seat, {"colour": die.colour, "value": die.value, "fits": where,
                                     "match": matching if matching in where else None})]
    if where:
        return evolve(state, rolled=die), events
    # ZO-5: a die that fits nowhere goes OUT, at once.
    new = evolve(state, out=state.out + (die,))
    events.append(Event("out", seat, {"colour": die.colour, "value": die.value, "outs": len(new.out)}))
    return _after_die(new, seat, events)


def _place(state: ZockenState, seat: int, action: Place) -> tuple[ZockenState, list[Event]]:
    if state.rolled is None:
        raise RuleError("zocken_throw_first")
    field = action.field
    if not isinstance(field, int) or isinstance(field, bool) or not 0 <= field < FIELDS:
        raise RuleError("zocken_no_such_field", field=field)
    die = state.rolled
    values = values_of(state.fields)
    if values[field]:
        raise RuleError("zocken_field_taken", field=field)
    if not fits(values, field, die.value):
        raise RuleError("zocken_breaks_sequence", field=field, value=die.value)
    fields = tuple(die if i == field else d for i, d in enumerate(state.fields))
    new = evolve(state, fields=fields, rolled=None)
    match = field in ROW and state.circles[field - 1] == die.colour
    events = [Event("placed", seat, {"colour": die.colour, "value": die.value, "field": field, "match": match,
                                     "escape": field in ESCAPES})]
    return _after_die(new, seat, events)


def _after_die(state: ZockenState, seat: int, events: list[Event]) -> tuple[ZockenState, list[Event]]:
    """Open the bets after the third die (ZO-12), or score the turn after the seventh."""
    if state.placed == BET_AFTER and state.players > 1 and not state.asked:
        asking = (state.active + 1) % state.players
        events.append(Event("bets_open", state.active, {"asking": asking}))
        return evolve(state, asking=asking, asked=True), events
    if state.placed < DICE:
        return state, events
    return _end_turn(state, events)


def _bet(state: ZockenState, seat: int, action: Bet) -> tuple[ZockenState, list[Event]]:
    if state.asking is None:
        raise RuleError("zocken_no_bet_now")
    if not isinstance(action.yes, bool):
        raise RuleError("unknown_action")
    bettors = state.bettors + ((seat,) if action.yes else ())
    nxt = (seat + 1) % state.players
    events = [Event("bet", seat, {"yes": action.yes, "on": state.active})]
    if nxt == state.active:
        # "last": the seat whose bet was just said (the summary leaves out a list of that seat alone).
        events.append(Event("bets_closed", state.active, {"bettors": bettors, "last": seat}))
        return evolve(state, bettors=bettors, asking=None), events
    return evolve(state, bettors=bettors, asking=nxt), events


def _end_turn(state: ZockenState, events: list[Event]) -> tuple[ZockenState, list[Event]]:
    """Score the turn (ZO-8 to ZO-10), settle the bets (ZO-13), pass the dice on."""
    active = state.active
    p = parts(state)
    totals = list(state.totals)
    totals[active] += p["score"]
    won = p["score"] > BET_LINE
    each = p["score"] // 2 if won else -BET_LOSS
    for s in state.bettors:
        totals[s] += each
    turn_in_round = state.turns % state.players
    events.append(Event("turn_scored", active, {**p, "total": totals[active], "round": state.round,
                                                "best": max(state.history + (p["score"],))}))
    if state.bettors:
        events.append(Event("bets_settled", active, {"bettors": state.bettors, "won": won, "each": each,
                                                     "totals": tuple(totals)}))
    new = ZockenState(deal=state.deal, circles=state.circles, totals=tuple(totals), first=state.first,
                      turns=state.turns + 1, history=state.history + (p["score"],))
    if is_over(new):
        events.append(Event("game_over", data={"scores": new.totals, "best": max(new.history)}))
    elif turn_in_round == state.players - 1 and state.players > 1:
        events.append(Event("round_over", data={"round": state.round, "totals": new.totals}))
    return new, events


def view(state: ZockenState, seat: int) -> ZockenState:
    """Return what ``seat`` may know: everything (nothing in Zocken is secret)."""
    return state


def mask(state: ZockenState, seat: int | None) -> ZockenState:
    """Return the state as any seat, or a watcher, may know it: every die lies open (ZO-3 to ZO-7), but the
    deal number is hidden, since each throw still to come follows from it (``throw_value``)."""
    return evolve(state, deal=NO_DEAL)


#: Every event of Zocken is open to all: the dice are thrown, placed and scored on the table.
mask_event = open_event
#: Every move of Zocken is made on the table: a die thrown, a die placed, a bet said aloud (ZO-12).
mask_action = open_action


RULES = ModuleRules(INFO, ZockenState, ACTIONS, new_game=new_game, legal_actions=legal_actions, apply=apply,
                    is_over=is_over, scores=scores, to_act=to_act, mask=mask, mask_event=mask_event,
                    mask_action=mask_action)
