"""Loker bots (NL): legal at every level, only the seat's view, easy below medium over seeded deals."""

from __future__ import annotations

import random
import statistics

from app.games.loker import bot
from app.games.loker import rules as nl


def play(players: int, deal: int, levels: list[str]) -> nl.LokerState:
    state, rng = nl.new_game(players, deal), random.Random(deal)
    while not state.over:
        seat = state.turn
        action = bot.choose(state, seat, levels[seat], rng)
        assert action in nl.legal_actions(state, seat)
        state, _ = nl.apply(state, seat, action)
    return state


def test_every_level_plays_legal_moves_to_the_end_with_chips_too():
    for deal in range(30):
        for level in ("easy", "medium", "hard"):
            play(1 + deal % 10, deal, [level] * 10)
    state, rng = nl.new_game(3, 5, {"chips": 2}), random.Random(1)
    while not state.over:
        state, _ = nl.apply(state, state.turn, bot.choose(state, state.turn, "hard", rng))


def test_medium_exchanges_the_free_cards_of_its_best_figure():
    assert bot._medium_discard((7, 7, 7, 1, 3, 5)) == (1, 3, 5)
    assert bot._medium_discard((2, 2, 5, 5, 0, 8)) == (0, 8)


def test_medium_and_hard_take_more_points_than_easy_over_300_seeded_deals():
    points = {"easy": [], "medium": [], "hard": []}
    for deal in range(300):
        players = (2, 3, 4)[deal % 3]
        levels = [("easy", "medium", "hard")[(i + deal) % 3] for i in range(players)]
        state = play(players, deal, levels)
        for seat, level in enumerate(levels):
            points[level].append(state.won[seat])
    mean = {k: statistics.mean(v) for k, v in points.items()}
    assert mean["medium"] > mean["easy"] + 0.5 and mean["hard"] > mean["easy"] + 0.5
