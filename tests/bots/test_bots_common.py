"""Every bot, through ``app.bots.choose``: legal actions only, games that end, the same game from the same seed."""

from __future__ import annotations

import random

import pytest

from app.bots import choose
from app.games import GAMES
from app.core.seats import LEVELS
from app.games import REGISTRY

#: Far above any real game's length (a Memo game of 64 cards is a few hundred actions).
MAX_STEPS = 5000


def play(game_id: str, players: int, seed: int, options=None, levels=None, check_legal: bool = True):
    """Play an all-bot game; levels rotate over the seats unless given. Return (final state, actions)."""
    rules = REGISTRY[game_id]
    levels = levels or tuple(LEVELS[(seed + seat) % len(LEVELS)] for seat in range(players))
    rngs = [random.Random(seed * 7 + seat) for seat in range(players)]
    state = rules.new_game(players, seed, options)
    actions = []
    while not rules.is_over(state):
        assert len(actions) < MAX_STEPS, f"{game_id} {options} deal {seed} does not end"
        seat = rules.to_act(state)[0]
        action = choose(game_id, state, seat, levels[seat], rngs[seat])
        if check_legal:
            assert action in rules.legal_actions(state, seat), (levels[seat], action)
        state, _ = rules.apply(state, seat, action)
        actions.append(action)
    return state, actions


def test_memo_and_tiko_have_their_own_bots():
    assert {"zoker-memo", "zoker-tiko"} <= {g.id for g in GAMES.values() if g.has_bot}


MEMO_OPTIONS = [{"start": start, "easy": easy, "refill": refill}
                for start in (2, 3, 7, 16, 33, 64) for easy in (False, True) for refill in ("auto", "manual")]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_memo_bots_choose_only_legal_actions_and_every_game_ends(players):
    for i, options in enumerate(MEMO_OPTIONS):
        state, _ = play("zoker-memo", players, seed=100 * players + i, options=options)
        assert REGISTRY["zoker-memo"].is_over(state)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [1, 2, 5])
def test_memo_manual_refill_ends_at_every_level(level, players):
    """ZM-3 manual variant: the bots ask for the deal themselves, so no game stalls."""
    for seed in range(1, 9):
        for start in (4, 16, 64):
            options = {"refill": "manual", "start": start, "easy": seed % 2 == 0}
            state, actions = play("zoker-memo", players, seed, options, levels=(level,) * players)
            assert not state.stock


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_tiko_bots_choose_only_legal_actions_and_every_game_ends(players):
    for seed in range(1, 16):
        state, actions = play("zoker-tiko", players, seed)
        # ZT-5: every card dealt was played; whole deals of 4 per seat.
        assert sum(REGISTRY["zoker-tiko"].scores(state)) == len(actions) == 64 - len(state.stock)


@pytest.mark.parametrize("game_id, players, options", [
    ("zoker-memo", 3, {"refill": "manual"}), ("zoker-memo", 2, {"easy": True}), ("zoker-tiko", 4, None)])
def test_same_seed_same_bot_game(game_id, players, options):
    first = play(game_id, players, 5, options, check_legal=False)
    assert play(game_id, players, 5, options, check_legal=False) == first


def test_games_without_a_chooser_still_get_a_legal_random_action():
    rules = REGISTRY["zoker-solo"]
    state = rules.new_game(1, 3, None)
    action = choose("zoker-solo", state, 0, "hard", random.Random(1))
    assert action in rules.legal_actions(state, 0)
