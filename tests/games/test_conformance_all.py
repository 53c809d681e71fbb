"""Every registered game keeps the rules contract (after OpenSpiel's random_sim_test)."""

import json
import random

import pytest

from app.core.rules import RuleError
from app.games import REGISTRY


def playout(rules, seed: int):
    state = rules.new_game(rules.info.min_players, seed, {})
    rng = random.Random(seed)
    trail = [state]
    for _ in range(2000):
        if rules.is_over(state):
            break
        seats = rules.to_act(state)
        assert seats, "a game that is not over has someone to act"
        seat = seats[0]
        actions = list(rules.legal_actions(state, seat))
        assert actions, "whoever may act has a legal action"
        action = rng.choice(actions)
        assert rules.action_from_json(json.loads(json.dumps(rules.action_to_json(action)))) == action
        state, events = rules.apply(state, seat, action)
        trail.append(state)
    else:
        raise AssertionError("the game did not end")
    return trail


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_end_and_round_trip(game_id, seed):
    rules = REGISTRY[game_id]
    trail = playout(rules, seed)
    assert rules.to_act(trail[-1]) == ()
    assert len(rules.scores(trail[-1])) == rules.info.min_players
    for state in trail:
        assert rules.state_from_json(json.loads(json.dumps(rules.state_to_json(state)))) == state


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_same_seed_and_actions_give_the_same_game(game_id):
    rules = REGISTRY[game_id]
    assert playout(rules, 11) == playout(rules, 11)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_illegal_actions_raise_and_change_nothing(game_id):
    rules = REGISTRY[game_id]
    state = rules.new_game(rules.info.min_players, 5, {})
    snapshot = rules.state_to_json(state)
    with pytest.raises(RuleError):
        rules.apply(state, 0, object())
    with pytest.raises(RuleError):
        rules.apply(state, 99, rules.legal_actions(state, 0)[0])
    assert rules.state_to_json(state) == snapshot
    assert rules.legal_actions(state, 99) == []
