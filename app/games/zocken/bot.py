"""Zocken's bots: easy throws and places at random; medium throws the dice in colour order (a die
whose circle is still free first) and places each where its exact expected value is highest; hard
plays the best policy: the exact expected value of every choice (``odds``), from the first die on.
Over 1,000 seeded solo turns (`make bench`) they score about -36, 73 and 91 against the best
policy's 91.66.
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
    if state.rolled is not None:
        return zo.Place(odds.best_place(state))
    return zo.Throw(odds.best_throw(state) if level == "hard" else thumb_throw(state))
