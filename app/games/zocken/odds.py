"""Expected scores in Zocken (ZO-15): the exact value of every choice of a turn, by expectimax.

A turn's future depends only on the values on the nine fields, which
remaining dice can still match a free circle (each colour has one circle),
how many remaining dice cannot, the matches made and whether a die went OUT.
Escape fields and OUT cost a fixed amount each, so they are added outside.
Positions reached by different dice are the same key. Exact values are
cheap once three dice are down (about 0.1 s cold, then looked up); from an
emptier board the tree is too large for a quick answer, so ``EXACT_FROM``
marks where the hint and the hard bot switch from a rule of thumb to them.

``die_values`` and ``place_values`` give the expected final score of the turn
for each choice; ``chance_over`` the probability that it scores more than 50
(for bets).
"""

from __future__ import annotations

from functools import lru_cache

from app.games.zocken.rules import (BET_LINE, DICE, ESCAPES, ESCAPE_COST, FIELDS, OUT_COST, ROW, ZockenState,
                                    color_points, fitting, matching_field, values_of, VALID_POINTS)

_SIDES = (1, 2, 3, 4, 5, 6)
#: The dice down from which the exact values answer within a bot's time (0.1 s cold).
EXACT_FROM = 3


def _key(state: ZockenState) -> tuple:
    """Return (values, live fields mask, dead dice, matches, any out) for the dice still in hand."""
    values = values_of(state.fields)
    live, dead = 0, 0
    for colour in state.in_hand():
        field = matching_field(state.circles, colour)
        if values[field]:
            dead += 1
        else:
            live |= 1 << field
    from app.games.zocken.rules import matches

    return values, live, dead, matches(state), bool(state.out)


@lru_cache(maxsize=None)
def _value(values: tuple[int, ...], live: int, dead: int, matches: int, out: bool) -> float:
    """Return the expected future points (colour points, validity, future escape and OUT costs)."""
    if not live and not dead:
        return color_points(matches) + (0 if out else VALID_POINTS)
    best = float("-inf")
    for choice in _choices(live, dead):
        best = max(best, _throw_value(values, live, dead, matches, out, choice))
    return best


def _choices(live: int, dead: int) -> list[int]:
    """Return the dice worth telling apart: each live one (by its field), and one dead one (-1)."""
    out = [f for f in ROW if live >> f & 1]
    if dead:
        out.append(-1)
    return out


def _throw_value(values, live, dead, matches, out, choice) -> float:
    total = 0.0
    for v in _SIDES:
        total += _best_place(values, live, dead, matches, out, choice, v)[0]
    return total / 6


def _after(values, live, dead, matches, out, choice, v, field):
    """Return the expected points after die ``choice`` showing ``v`` goes on ``field`` (None: OUT)."""
    if choice == -1:
        live2, dead2 = live, dead - 1
    else:
        live2, dead2 = live & ~(1 << choice), dead
    if field is None:
        return _value(values, live2, dead2, matches, True) - OUT_COST
    new_values = values[:field] + (v,) + values[field + 1:]
    m = matches + (field == choice)
    if field in ROW and field != choice and live2 >> field & 1:
        # The die whose circle this was can no longer match: it is dead now.
        live2 &= ~(1 << field)
        dead2 += 1
    cost = ESCAPE_COST if field in ESCAPES else 0
    return _value(new_values, live2, dead2, m, out) - cost


@lru_cache(maxsize=None)
def _best_place(values, live, dead, matches, out, choice, v) -> tuple[float, int | None]:
    where = fitting(values, v)
    if not where:
        return _after(values, live, dead, matches, out, choice, v, None), None
    best, at = float("-inf"), None
    for f in where:
        e = _after(values, live, dead, matches, out, choice, v, f)
        if e > best + 1e-12:
            best, at = e, f
    return best, at


def _costs_so_far(state: ZockenState) -> int:
    return -ESCAPE_COST * sum(state.fields[f] is not None for f in ESCAPES) - OUT_COST * len(state.out)


def expected(state: ZockenState) -> float:
    """Return the expected score of the turn from here, playing best (before a throw, or with a die thrown)."""
    if state.rolled is not None:
        return max(place_values(state).values())
    return _value(*_key(state)) + _costs_so_far(state)


def die_values(state: ZockenState) -> dict[int, float]:
    """Return colour -> expected turn score when that die is thrown next and play is best after."""
    values, live, dead, matches, out = _key(state)
    base = _costs_so_far(state)
    found = {}
    for colour in state.in_hand():
        field = matching_field(state.circles, colour)
        choice = field if live >> field & 1 else -1
        found[colour] = _throw_value(values, live, dead, matches, out, choice) + base
    return found


def place_values(state: ZockenState) -> dict[int, float]:
    """Return field -> expected turn score when the thrown die goes there (empty when it must go OUT)."""
    die = state.rolled
    if die is None:
        return {}
    hand = state.in_hand() + (die.colour,)
    probe = ZockenState(deal=state.deal, circles=state.circles, totals=state.totals, fields=state.fields,
                        out=state.out)
    values, live, dead, matches, out = _key(probe)
    del hand
    field = matching_field(state.circles, die.colour)
    choice = field if live >> field & 1 else -1
    base = _costs_so_far(state)
    return {f: _after(values, live, dead, matches, out, choice, die.value, f) + base
            for f in fitting(values, die.value)}


def best_throw(state: ZockenState) -> int:
    """Return the colour of the die with the highest expected score (the lowest colour on a tie)."""
    found = die_values(state)
    return max(found, key=lambda c: (found[c], -c))


def best_place(state: ZockenState) -> int:
    """Return the field with the highest expected score for the thrown die (the leftmost on a tie)."""
    found = place_values(state)
    return max(found, key=lambda f: (round(found[f], 9), -f))


# The chance of scoring more than 50, for bets (ZO-13): an exact expectation under the best-score policy.

@lru_cache(maxsize=None)
def _chance(values, live, dead, matches, out, costs) -> float:
    if not live and not dead:
        return float(color_points(matches) + (0 if out else VALID_POINTS) + costs > BET_LINE)
    choices = _choices(live, dead)
    choice = max(choices, key=lambda c: _throw_value(values, live, dead, matches, out, c))
    total = 0.0
    for v in _SIDES:
        _, field = _best_place(values, live, dead, matches, out, choice, v)
        if choice == -1:
            live2, dead2 = live, dead - 1
        else:
            live2, dead2 = live & ~(1 << choice), dead
        if field is None:
            total += _chance(values, live2, dead2, matches, True, costs - OUT_COST)
            continue
        nv = values[:field] + (v,) + values[field + 1:]
        m = matches + (field == choice)
        if field in ROW and field != choice and live2 >> field & 1:
            live2 &= ~(1 << field)
            dead2 += 1
        total += _chance(nv, live2, dead2, m, out, costs - (ESCAPE_COST if field in ESCAPES else 0))
    return total / 6


def chance_over(state: ZockenState) -> float:
    """Return the probability that the turn scores more than 50 when its player plays for the best score."""
    if state.rolled is not None:
        raise ValueError("ask before a throw")
    return _chance(*_key(state), _costs_so_far(state))


__all__ = ["best_place", "best_throw", "chance_over", "die_values", "expected", "place_values", "DICE", "FIELDS"]
