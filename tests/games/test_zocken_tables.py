"""Zocken's exact values from an empty board (ZO-15): the shipped opening table (values-*.xz) against
values recomputed from nothing, the canonical positions against the rules' own states, the hard
bot's mean against the best policy's exact value, and the chance of beating 50 (ZO-13)."""

from __future__ import annotations

from dataclasses import replace

import math
import random
import statistics

import pytest

from app.games.zocken import odds, solve
from app.games.zocken import rules as zo
from app.games.zocken.bot import choose
from tests.games.test_zocken_odds import _brute as brute  # plain expectimax over the rules' states

#: The best policy's exact expected score of a turn from an empty board (solve.value(EMPTY)).
BEST = 91.66102251943302


@pytest.fixture
def from_nothing():
    """Compute without the table, then forget what was computed so other tests read the table again."""
    solve.clear()
    solve.use_table = False
    yield
    solve.use_table = True
    solve.clear()


def test_zo15_the_table_holds_every_opening_position_once():
    """Two parts: up to two dice thrown (what a turn's first decisions need), and the third die."""
    from app.games.zocken.tables import thrown

    opening, third = solve.table(0), solve.table(1)
    assert len(opening) == 9058 and len(third) == 79021
    assert len(_keys_with(2)) == sum(thrown(k) == 2 for k in opening)
    assert solve.encode(solve.EMPTY) in opening
    assert {thrown(k) for k in opening} == {0, 1, 2} and {thrown(k) for k in third} == {3}
    assert {key[0] for key in third} == {"U", "R"}


def test_zo15_the_best_policy_from_an_empty_board_is_the_tables_value():
    solve.clear()
    assert odds.best_policy_value() == pytest.approx(BEST, abs=1e-9)
    assert odds.expected(zo.new_game(1, 1)) == pytest.approx(BEST, abs=1e-9)
    shuffled = zo.new_game(1, 4, {"board": "shuffled"})
    assert shuffled.circles != tuple(range(7))
    assert odds.expected(shuffled) == pytest.approx(BEST, abs=1e-9)  # ZO-2: colours do not change the odds


def _opening_positions(seed: int, thrown: int, board: str) -> zo.ZockenState:
    rng = random.Random(seed)
    state = zo.new_game(1, seed, {"board": board})
    while state.placed < thrown or state.rolled is not None:
        state, _ = zo.apply(state, 0, rng.choice(zo.legal_actions(state, 0)))
    return state


@pytest.mark.parametrize("seed", range(1, 13))
def test_zo15_table_entries_match_values_recomputed_from_nothing(seed, from_nothing):
    """Twelve positions with two or three dice thrown (one with the board shuffled): the table's value
    equals the value computed from nothing, and the table is never read while recomputing."""
    state = _opening_positions(seed, 2 + seed % 2, "shuffled" if seed % 3 == 0 else "fixed")
    key = odds._key(zo.values_of(state.fields), frozenset(state.in_hand()), state.circles, zo.matches(state),
                    bool(state.out))
    assert solve.thrown(key) == state.placed
    recomputed = solve.value(key)
    assert int(solve.table(state.placed == 3)[solve.encode(key)]) == round(recomputed * solve.SCALE)


def test_zo15_the_opening_table_keeps_its_own_recursion():
    """The empty board and every position with one die thrown: each value is the best choice's average
    over the throws of the values the table gives the positions after it (the deeper entries are
    checked against values from nothing above)."""
    solve.clear()
    table = solve.table(0)
    opening = [key for key in _keys_with(1)] + [solve.EMPTY]
    assert len(opening) == 193
    for key in opening:
        step = max(solve.throw_value(key, c) for c in solve.choices(key))
        assert round(step * solve.SCALE) == int(table[solve.encode(key)])


def _keys_with(thrown: int):
    """Yield the positions with ``thrown`` dice thrown, found by throwing from the empty board."""
    seen, frontier = {solve.EMPTY}, [solve.EMPTY]
    for _ in range(thrown):
        nxt = []
        for key in frontier:
            for choice in solve.choices(key):
                for v in solve.SIDES:
                    moves = [solve.successor(key, choice, v, where)[0] for where, _ in solve.places(key, choice, v)]
                    for after in moves or [solve._after_out(key, choice)]:
                        if after not in seen:
                            seen.add(after)
                            nxt.append(after)
        frontier = nxt
    return frontier


@pytest.mark.parametrize("seed", range(20, 32))
def test_zo15_canonical_positions_agree_with_plain_expectimax(seed):
    """Escape fields, OUT dice, equal values (direction still open) and shuffled circles included."""
    rng = random.Random(seed)
    circles = tuple(rng.sample(range(7), 7))
    state = replace(zo.new_game(1, seed), circles=circles)
    while state.placed < 4 or state.rolled is not None:
        legal = zo.legal_actions(state, 0)
        escapes = [a for a in legal if isinstance(a, zo.Place) and a.field in zo.ESCAPES]
        state, _ = zo.apply(state, 0, escapes[0] if escapes and seed % 2 else rng.choice(legal))
    assert odds.expected(state) == pytest.approx(brute((state.fields, state.out), circles), abs=1e-9)


def test_zo4_an_open_direction_is_valued_both_ways():
    """Four equal dice: the row may still rise or fall; the canonical key keeps the direction open."""
    fives = (None, None, zo.Die(0, 5), zo.Die(1, 5), zo.Die(2, 5), zo.Die(3, 5)) + (None,) * 3
    state = replace(zo.new_game(1, 1), fields=fives, circles=(3, 4, 0, 1, 2, 5, 6))
    key = odds._key(zo.values_of(fives), frozenset(state.in_hand()), state.circles, zo.matches(state), False)
    assert key[0] == "U"
    assert odds.expected(state) == pytest.approx(brute((fives, ()), state.circles), abs=1e-9)


def _policy_chances(state: zo.ZockenState) -> tuple[float, float]:
    """Return the lowest and highest chance of scoring over 50 among the policies that take a best
    expected choice at every step (they differ only where choices tie)."""
    found = odds.die_values(state)
    top = max(found.values())
    options = []
    for colour in (c for c in found if found[c] > top - 1e-9):
        lo_c, hi_c = 0.0, 0.0
        for v in range(1, 7):
            lo_v, hi_v = _after_throw(state, colour, v)
            lo_c += lo_v / 6
            hi_c += hi_v / 6
        options.append((lo_c, hi_c))
    low = min(o[0] for o in options)
    high = max(o[1] for o in options)
    return low, high


def _after_throw(state, colour, v):
    rolled = replace(state, rolled=zo.Die(colour, v))
    where = zo.fitting(zo.values_of(state.fields), v)
    if not where:
        nxt = replace(state, out=state.out + (zo.Die(colour, v),))
        return _ends(nxt)
    found = odds.place_values(rolled)
    top = max(found.values())
    results = []
    for f in (f for f in found if found[f] > top - 1e-9):
        fields = tuple(zo.Die(colour, v) if i == f else d for i, d in enumerate(state.fields))
        results.append(_ends(replace(state, fields=fields)))
    return min(r[0] for r in results), max(r[1] for r in results)


def _ends(state):
    if state.placed == zo.DICE:
        over = float(zo.parts(state)["score"] > zo.BET_LINE)
        return over, over
    return _policy_chances(state)


@pytest.mark.parametrize("seed", range(1, 9))
def test_zo13_the_chance_of_beating_50_is_exact_for_a_best_policy(seed):
    state = _opening_positions(seed, 4, "fixed")
    low, high = _policy_chances(state)
    assert low - 1e-9 <= odds.chance_over(state) <= high + 1e-9


TURNS = 500


def test_zo15_the_hard_bot_scores_the_best_policys_value():
    """Hard plays the best policy: over 500 seeded solo turns its mean is within three standard errors
    of the exact expected score (a tolerance under 10 % of it; `make bench` shows 1,000 turns)."""
    scores = []
    for seed in range(1, TURNS + 1):
        state = zo.new_game(1, seed)
        rng = random.Random(seed)
        while state.turns == 0:
            state, _ = zo.apply(state, 0, choose(state, 0, "hard", rng))
        scores.append(state.history[0])
    mean = statistics.mean(scores)
    error = statistics.stdev(scores) / math.sqrt(TURNS)
    assert abs(mean - BEST) < 3 * error
    assert 3 * error < 0.1 * BEST  # the tolerance says something: under 10 % of the value
