"""Expected scores in Zocken (ZO-15): the exact value of every choice of a turn, from an empty board on.

The values come from ``solve`` (canonical positions, expectimax, remembered): up to the third die
they are read from the shipped table (``values-*.xz``, written by ``python -m app.games.zocken.tables``),
after it they are computed in a few milliseconds. Colours enter only through which field each die
matches, so the fixed and the shuffled board (ZO-2) get exact values alike.

``die_values`` and ``place_values`` give the expected final score of the turn for each choice;
``expected`` the value of the position; ``chance_over`` the probability that the turn scores more
than 50 (for bets) when its player plays for the best expected score.
"""

from __future__ import annotations

from app.games.zocken import solve
from app.games.zocken.rules import (DICE, ESCAPES, ESCAPE_COST, FIELDS, OUT_COST, ZockenState, fitting,
                                    matches, matching_field, values_of)

def _key(values: tuple[int, ...], hand: frozenset[int], circles: tuple[int, ...], made: int, out: bool) -> tuple:
    """Return the canonical key of nine field values, the colours still in hand, the matches and OUT."""
    types = "".join("E" if f in ESCAPES else ("L" if circles[f - 1] in hand and not values[f] else "D")
                    for f in range(FIELDS))
    dead = sum(1 for c in hand if values[matching_field(circles, c)])
    return solve.key_of(values, types, dead, made, out)


def _costs_so_far(state: ZockenState) -> int:
    return -ESCAPE_COST * sum(state.fields[f] is not None for f in ESCAPES) - OUT_COST * len(state.out)


def _outcomes(state: ZockenState, hand: frozenset[int], colour: int, v: int) -> dict[int | None, float]:
    """Return field -> expected points still to come when die ``colour`` showing ``v`` goes there
    (costs of escape fields included); {None: ...} when it must go OUT."""
    values = values_of(state.fields)
    rest = hand - {colour}
    made = matches(state)
    out = bool(state.out)
    where = fitting(values, v)
    if not where:
        return {None: solve.value(_key(values, rest, state.circles, made, True)) - OUT_COST}
    own = matching_field(state.circles, colour)
    found: dict[int | None, float] = {}
    for f in where:
        after = values[:f] + (v,) + values[f + 1:]
        found[f] = (solve.value(_key(after, rest, state.circles, made + (f == own), out))
                    - (ESCAPE_COST if f in ESCAPES else 0))
    return found


def expected(state: ZockenState) -> float:
    """Return the expected score of the turn from here, playing best (before a throw, or with a die thrown)."""
    if state.rolled is not None:
        return max(place_values(state).values())
    hand = frozenset(state.in_hand())
    return solve.value(_key(values_of(state.fields), hand, state.circles, matches(state), bool(state.out))) \
        + _costs_so_far(state)


def die_values(state: ZockenState) -> dict[int, float]:
    """Return colour -> expected turn score when that die is thrown next and play is best after."""
    hand = frozenset(state.in_hand())
    base = _costs_so_far(state)
    return {c: sum(max(_outcomes(state, hand, c, v).values()) for v in range(1, 7)) / 6 + base
            for c in state.in_hand()}


def place_values(state: ZockenState) -> dict[int, float]:
    """Return field -> expected turn score when the thrown die goes there (empty when it must go OUT)."""
    die = state.rolled
    if die is None:
        return {}
    hand = frozenset(state.in_hand()) | {die.colour}
    found = _outcomes(state, hand, die.colour, die.value)
    base = _costs_so_far(state)
    return {f: e + base for f, e in found.items() if f is not None}


def best_throw(state: ZockenState) -> int:
    """Return the colour of the die with the highest expected score (the lowest colour on a tie)."""
    found = die_values(state)
    return max(found, key=lambda c: (round(found[c], 9), -c))


def best_place(state: ZockenState) -> int:
    """Return the field with the highest expected score for the thrown die (the leftmost on a tie)."""
    found = place_values(state)
    return max(found, key=lambda f: (round(found[f], 9), -f))


def chance_over(state: ZockenState) -> float:
    """Return the probability that the turn scores more than 50 when its player plays for the best score."""
    if state.rolled is not None:
        raise ValueError("ask before a throw")
    hand = frozenset(state.in_hand())
    key = _key(values_of(state.fields), hand, state.circles, matches(state), bool(state.out))
    return solve.chance(key, _costs_so_far(state))


def best_policy_value() -> float:
    """Return the exact expected score of a turn from an empty board under the best policy."""
    return solve.value(solve.EMPTY)


__all__ = ["best_place", "best_policy_value", "best_throw", "chance_over", "die_values", "expected",
           "place_values", "DICE", "FIELDS"]
