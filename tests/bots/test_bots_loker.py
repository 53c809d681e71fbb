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


def mean_places(players: int, deals: int) -> dict[str, float]:
    """Each deal three times, the levels rotated round the table; no hand takes the last place."""
    places = {"easy": [], "medium": [], "hard": []}
    for deal in range(deals):
        for shift in range(3):
            levels = [("easy", "medium", "hard")[(i + deal + shift) % 3] for i in range(players)]
            state = play(players, deal, levels)
            if state.void:
                continue
            for seat, _value, place, _points in nl.ranking(state):
                places[levels[seat]].append(place if place is not None else players)
    return {k: statistics.mean(v) for k, v in places.items()}


def test_hard_places_better_than_medium_and_medium_than_easy_over_seeded_deals():
    """NL-10 places: the bench (python -m bench loker_bots) runs 1,000 deals at 2, 4, 6 and 10 seats."""
    for players, deals in ((10, 20), (4, 40)):
        mean = mean_places(players, deals)
        assert mean["hard"] < mean["medium"] < mean["easy"], (players, mean)


def test_hard_weighs_the_exchanges_exactly_and_keeps_its_figure():
    view = nl.view(nl.LokerState(**{**nl.new_game(4, 3).__dict__, "hands": ((9, 9, 9, 5, 2, 0),) * 4}), 0)
    out, score = bot._hard_plan(view)
    assert out == (0, 2, 5) and score > bot._worth(5, [1, 1, 1], bot.WITHIN[5][9])


def test_hard_closes_a_strong_hand_and_plays_on_with_a_weak_one():
    state = nl.new_game(4, 3)
    strong = nl.LokerState(**{**state.__dict__, "hands": ((9, 9, 9, 9, 8, 8),) + state.hands[1:]})
    weak = nl.LokerState(**{**state.__dict__, "hands": ((1, 1, 0, 0, 5, 7),) + state.hands[1:]})
    seat = state.turn
    strong = nl.LokerState(**{**strong.__dict__, "turn": 0})
    weak = nl.LokerState(**{**weak.__dict__, "turn": 0})
    assert bot.choose(strong, 0, "hard", random.Random(1)) == nl.Close()
    assert bot.choose(weak, 0, "hard", random.Random(1)) != nl.Close()
    assert seat == state.turn
