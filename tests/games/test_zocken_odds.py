"""Expected values in Zocken (ZO-15): the memoised odds equal a plain expectimax over the rules'
own states and scores; the hint and the hard bot use them; bets follow the chance of beating 50."""

from __future__ import annotations

from dataclasses import replace

import random
from functools import lru_cache

import pytest

from app.games.zocken import odds
from app.games.zocken import rules as zo
from app.games.zocken.bot import choose


@lru_cache(maxsize=None)
def _brute(key, circles) -> float:
    """The expected score of the turn by plain expectimax over states, scored by ``zo.parts``."""
    fields, out = key
    state = zo.ZockenState(deal=1, circles=circles, totals=(0,), fields=fields, out=out)
    if state.placed == zo.DICE:
        return zo.parts(state)["score"]
    best = float("-inf")
    for colour in state.in_hand():
        total = 0.0
        for v in range(1, 7):
            die = zo.Die(colour, v)
            where = zo.fitting(zo.values_of(fields), v)
            if not where:
                total += _brute((fields, out + (die,)), circles)
            else:
                total += max(_brute((tuple(die if i == f else d for i, d in enumerate(fields)), out), circles)
                             for f in where)
        best = max(best, total / 6)
    return best


def position(seed: int, down: int, circles=tuple(range(7))) -> zo.ZockenState:
    rng = random.Random(seed)
    state = replace(zo.new_game(1, seed), circles=circles)
    while state.placed < down:
        state, _ = zo.apply(state, 0, rng.choice(zo.legal_actions(state, 0)))
    if state.rolled is not None:
        state, _ = zo.apply(state, 0, rng.choice(zo.legal_actions(state, 0)))
    return state


@pytest.mark.parametrize("seed", range(1, 9))
def test_zo15_expected_values_are_exact(seed):
    circles = tuple(random.Random(seed).sample(range(7), 7))
    state = position(seed, 4, circles)
    assert odds.expected(state) == pytest.approx(_brute((state.fields, state.out), circles), abs=1e-9)
    for colour, value in odds.die_values(state).items():
        assert value <= odds.expected(state) + 1e-9
    assert max(odds.die_values(state).values()) == pytest.approx(odds.expected(state))


def test_zo15_place_values_match_the_states_they_lead_to():
    state = position(3, 3)
    state, _ = zo.apply(state, 0, zo.Throw(state.in_hand()[0]))
    while state.rolled is None:  # it went OUT: throw again
        state, _ = zo.apply(state, 0, zo.Throw(state.in_hand()[0]))
    for field, value in odds.place_values(state).items():
        after, _ = zo.apply(state, 0, zo.Place(field))
        assert value == pytest.approx(odds.expected(after))
    assert odds.best_place(state) in odds.place_values(state)


def test_zo15_the_hard_bot_plays_the_best_expected_choice_and_bets_on_its_chance():
    state = position(5, 3)
    assert choose(state, 0, "hard", random.Random(1)) == zo.Throw(odds.best_throw(state))
    chance = odds.chance_over(state)
    assert 0 <= chance <= 1
    table = replace(state, totals=(0, 0), asking=1, asked=True)
    assert choose(table, 1, "hard", random.Random(1)) == zo.Bet(chance > 0.4)


def test_zo15_the_hint_names_the_best_choice():
    from app.games.zocken import text as zt

    state = position(5, 3)
    best = odds.best_throw(state)
    assert zt.hint(state, odds).startswith(f"Best die: {zt.colour_name(best)}, expected ")
