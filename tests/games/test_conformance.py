"""The rules contract (DESIGN.md, "The rules contract"), checked over every registered game.

Random playouts with fixed seeds, in the manner of OpenSpiel's random
simulation test: every game ends, ``to_act`` and ``legal_actions`` agree,
an illegal action raises RuleError and changes nothing, the same seed and
actions give the same game, and states and actions survive JSON.
"""

from __future__ import annotations

import json
import random

import pytest

from app.core.match import Match
from app.core.rules import Event, GameInfo, RuleError
from app.core.seats import default_seats
from app.games import REGISTRY

GAMES = sorted(REGISTRY)
SEEDS = (1, 2, 3, 1234, 999_999)
#: No game here lasts anywhere near this many actions.
MAX_STEPS = 5000


def player_counts(rules) -> list[int]:
    info = rules.info
    return sorted({info.min_players, (info.min_players + info.max_players) // 2, info.max_players})


def cases():
    return [(g, n) for g in GAMES for n in player_counts(REGISTRY[g])]


def playout(rules, players: int, seed: int):
    """Play random legal actions from deal ``seed``; return states, (seat, action)s, events."""
    rng = random.Random(seed)
    state = rules.new_game(players, seed, None)
    states, moves, events = [state], [], []
    while not rules.is_over(state):
        assert len(moves) < MAX_STEPS, "the game does not end"
        seat = rng.choice(rules.to_act(state))
        action = rng.choice(list(rules.legal_actions(state, seat)))
        state, new_events = rules.apply(state, seat, action)
        states.append(state)
        moves.append((seat, action))
        events.append(new_events)
    return states, moves, events


def test_registry_holds_the_zoker_games():
    assert {"zoker-solo", "zoker-pairs"} <= set(REGISTRY)


@pytest.mark.parametrize("game_id", GAMES)
def test_game_info_matches_its_registry_key(game_id):
    info = REGISTRY[game_id].info
    assert isinstance(info, GameInfo)
    assert info.game_id == game_id
    assert 1 <= info.min_players <= info.max_players
    assert info.rule_prefix


@pytest.mark.parametrize("game_id, players", cases())
def test_random_playouts_end_and_keep_to_act_and_legal_actions_consistent(game_id, players):
    rules = REGISTRY[game_id]
    for seed in SEEDS:
        states, moves, events = playout(rules, players, seed)
        for state in states:
            acting = rules.to_act(state)
            assert isinstance(acting, tuple)
            assert (acting == ()) == rules.is_over(state)
            for seat in range(players):
                legal = list(rules.legal_actions(state, seat))
                assert bool(legal) == (seat in acting), (seat, acting)
            scores = rules.scores(state)
            assert len(scores) == players
            assert all(isinstance(s, int) for s in scores)
        for batch in events:
            assert batch and all(isinstance(e, Event) for e in batch)


@pytest.mark.parametrize("game_id, players", cases())
def test_illegal_actions_raise_rule_error_and_change_nothing(game_id, players):
    rules = REGISTRY[game_id]
    rng = random.Random(7)
    for seed in SEEDS[:3]:
        states, moves, _ = playout(rules, players, seed)
        tried = 0
        for i, state in enumerate(states):
            before = json.dumps(rules.state_to_json(state), sort_keys=True)
            legal_by_seat = {s: list(rules.legal_actions(state, s)) for s in range(players)}
            # Actions that were legal earlier in this game and are not legal now.
            stale = [(s, a) for s, a in moves[:i] if a not in legal_by_seat[s]]
            candidates = rng.sample(stale, min(4, len(stale)))
            candidates.append((0, object()))  # not an action of any game
            if moves[i:]:
                seat, action = moves[i]
                candidates.append((players, action))  # no such seat
                candidates += [(s, action) for s in range(players) if not legal_by_seat[s]]
            for seat, action in candidates:
                with pytest.raises(RuleError) as err:
                    rules.apply(state, seat, action)
                assert isinstance(err.value.msg_id, str) and err.value.msg_id
                assert isinstance(err.value.params, dict)
                assert json.dumps(rules.state_to_json(state), sort_keys=True) == before
                tried += 1
        assert tried > len(states)


@pytest.mark.parametrize("game_id, players", cases())
def test_finished_game_refuses_every_action(game_id, players):
    rules = REGISTRY[game_id]
    states, moves, _ = playout(rules, players, 11)
    end = states[-1]
    for seat, action in moves[-5:]:
        with pytest.raises(RuleError, match=r"^game_is_over\b"):
            rules.apply(end, seat, action)


@pytest.mark.parametrize("game_id, players", cases())
def test_same_seed_and_actions_give_the_same_game(game_id, players):
    rules = REGISTRY[game_id]
    for seed in SEEDS:
        states, moves, events = playout(rules, players, seed)
        assert rules.new_game(players, seed, None) == states[0]
        state = rules.new_game(players, seed, None)
        for (seat, action), expected_state, expected_events in zip(moves, states[1:], events):
            state, got = rules.apply(state, seat, action)
            assert state == expected_state
            assert got == expected_events
    openings = {json.dumps(rules.state_to_json(rules.new_game(players, s, None)), sort_keys=True)
                for s in SEEDS}
    assert len(openings) == len(SEEDS)


@pytest.mark.parametrize("game_id, players", cases())
def test_states_and_actions_survive_json(game_id, players):
    rules = REGISTRY[game_id]
    for seed in SEEDS[:3]:
        states, moves, _ = playout(rules, players, seed)
        for state in states:
            data = json.loads(json.dumps(rules.state_to_json(state)))
            assert rules.state_from_json(data) == state
        for _, action in moves:
            data = json.loads(json.dumps(rules.action_to_json(action)))
            assert rules.action_from_json(data) == action


@pytest.mark.parametrize("game_id, players", cases())
def test_saved_match_replays_and_undo_restores(game_id, players):
    rules = REGISTRY[game_id]
    states, moves, _ = playout(rules, players, 5)
    match = Match.start(game_id, 5, default_seats(players))
    for seat, action in moves:
        match.act(seat, action)
    assert match.state == states[-1]
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.state == match.state and again.history == match.history
    if rules.info.undo:
        for state in reversed(states[:-1]):
            match.undo()
            assert match.state == state
        assert not match.can_undo()
    else:
        assert not match.can_undo()
        with pytest.raises(RuleError, match=r"^undo_not_allowed\b"):
            match.undo()
