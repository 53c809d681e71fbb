"""Zocken's bots: easy throws and places at random, medium follows a rule of thumb, hard plays the
best policy: the exact expected value of every choice (``odds``), from the first die on.
Medium and hard bet when the chance of beating 50 (exact, under the best policy) is over
0.4 (ZO-13: a won bet brings half of a score over 50, at least 30, a lost one costs 20, so a bet
pays from a chance of about 0.4); easy bets at random.
"""

from __future__ import annotations

import random

from app.games.zocken import odds
from app.games.zocken import rules as zo

#: A won bet brings half the score (at least 30), a lost one costs 20: bet from this chance on.
BET_FROM = 0.4


def _direction(values: tuple[int, ...]) -> int:
    """Return +1 for a rising row, -1 for a falling one, 0 while undecided."""
    row = [v for v in values if v]
    for a, b in zip(row, row[1:]):
        if a != b:
            return 1 if b > a else -1
    return 0


def thumb_place(state: zo.ZockenState) -> int:
    """Return the field a rule of thumb picks: the die's own circle if it fits, else the row field
    nearest where its value belongs in a rising (or the row's) order; an escape field only if nothing else fits."""
    die = state.rolled
    where = zo.fitting(zo.values_of(state.fields), die.value)
    own = zo.matching_field(state.circles, die.colour)
    if own in where:
        return own
    row = [f for f in where if f in zo.ROW] or list(where)
    direction = _direction(zo.values_of(state.fields)) or 1
    ideal = 1 + (die.value - 1) * 1.2 if direction > 0 else 7 - (die.value - 1) * 1.2
    return min(row, key=lambda f: (abs(f - ideal), f))


def thumb_throw(state: zo.ZockenState) -> int:
    """Return a die whose circle is still free, the lowest colour first; else the first die in hand."""
    values = zo.values_of(state.fields)
    live = [c for c in state.in_hand() if not values[zo.matching_field(state.circles, c)]]
    return (live or list(state.in_hand()))[0]


def chance_estimate(state: zo.ZockenState) -> float:
    """Return the chance of beating 50 under the best policy, exact (asked before a throw: at a bet)."""
    return odds.chance_over(state) if state.rolled is None else 0.5


def choose(state: zo.ZockenState, seat: int, level: str, rng: random.Random):
    """Return the bot's action for ``seat``."""
    legal = zo.legal_actions(state, seat)
    if state.asking is not None:
        if level == "easy":
            return zo.Bet(rng.random() < 0.5)
        return zo.Bet(chance_estimate(state) > BET_FROM)
    if level == "easy":
        return rng.choice(legal)
    exact = level == "hard"
    if state.rolled is not None:
        return zo.Place(odds.best_place(state) if exact else thumb_place(state))
    return zo.Throw(odds.best_throw(state) if exact else thumb_throw(state))
