"""Zoker Kubo bots (app.games.zoker.kubo.bot): legal choices, hidden cards unseen, each level's habit, strength."""

from __future__ import annotations

import dataclasses
import random

import pytest

from app.bots import choose
from app.games.zoker.cards import DECK, LINES, parse_card
from app.games.zoker.kubo import bot
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo.rules import Claim, Draw, EndTurn, KuboState, Place

GAME = "zoker-kubo"
LEVELS = ("easy", "medium", "hard")


def c(name: str):
    return parse_card(name)


def make(hands, cube=(), stock=(), **kw) -> KuboState:
    start = tuple((-1, x) for x in kubo.starting_cards("colour"))
    n = len(hands)
    return KuboState(hands=tuple(tuple(c(x) for x in h) for h in hands), stock=tuple(c(x) for x in stock),
                     placed=start + tuple((0, c(x)) for x in cube), placed_before=(0,) * n, points=(0,) * n, **kw)


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("scoring", ["auto", "claim"])
def test_bots_of_every_level_choose_only_legal_actions_and_every_game_ends(players, scoring):
    for seed in range(4):
        state = kubo.new_game(players, seed, {"scoring": scoring})
        rng = random.Random(seed)
        steps = 0
        while not kubo.is_over(state):
            seat = kubo.to_act(state)[0]
            action = choose(GAME, state, seat, LEVELS[(seat + seed) % 3], rng)
            assert action in kubo.legal_actions(state, seat)
            state, _ = kubo.apply(state, seat, action)
            steps += 1
            assert steps < 2000


def test_bots_decide_from_their_own_view_only():
    """Swapping the cards of the other hands and the stock changes no bot's choice."""
    for seed in range(6):
        state = kubo.new_game(3, seed)
        seat = kubo.to_act(state)[0]
        hidden = [x for s, h in enumerate(state.hands) if s != seat for x in h] + list(state.stock)
        random.Random(seed).shuffle(hidden)
        hands, at = list(state.hands), 0
        for s in range(3):
            if s != seat:
                hands[s] = tuple(hidden[at:at + len(hands[s])])
                at += len(hands[s])
        other = dataclasses.replace(state, hands=tuple(hands), stock=tuple(hidden[at:]))
        for level in LEVELS:
            assert (bot.choose(state, seat, level, random.Random(1))
                    == bot.choose(other, seat, level, random.Random(1)))


def test_medium_and_hard_take_a_structure_they_can_complete():
    state = make([("blue S3", "red XL4"), ("red L1",)], cube=("blue S2",), stock=("red M1",))
    for level in ("medium", "hard"):
        assert bot.choose(state, 0, level, random.Random(1)) == Place(c("blue S3"))


def test_medium_does_not_hand_the_next_player_a_structure():
    # Placing blue S2 makes blue S1, S2, _, S4 with blue S3 open: a straight handed to the next player.
    state = make([("blue S2", "red XL4"), ("red L1",)], stock=tuple(str(x) for x in DECK[40:50]))
    assert bot.choose(state, 0, "medium", random.Random(1)) == EndTurn()
    assert bot.handed_over(kubo.view(state, 0), state.cube | {c("blue S2")}, frozenset()) > 0


def test_hard_ends_the_game_by_placing_its_whole_hand_when_that_wins():
    state = make([("blue S2",), ("red L1", "red L2")])
    assert bot.plan(kubo.view(state, 0)) == [c("blue S2")]


def test_hard_claims_everything_and_steals_everything():
    state = make([("blue S3", "red XL4"), ("red L1",)], cube=("blue S2",), scoring="claim")
    state, _ = kubo.apply(state, 0, Place(c("blue S3")))
    line = state.pending[0]
    assert bot.choose(state, 0, "hard", random.Random(1)) == Claim(line)
    state, _ = kubo.apply(state, 0, EndTurn())
    assert state.phase == "steal"
    assert bot.choose(state, 1, "hard", random.Random(1)) == Claim(line)


def test_easy_notices_less_than_hard():
    state = make([("blue S3", "red XL4"), ("red L1",)], cube=("blue S2",), scoring="claim")
    state, _ = kubo.apply(state, 0, Place(c("blue S3")))
    state, _ = kubo.apply(state, 0, EndTurn())
    steals = sum(isinstance(bot.choose(state, 1, "easy", random.Random(i)), Claim) for i in range(200))
    assert 20 < steals < 90  # about a quarter


def test_the_draw_choice_is_made():
    state = dataclasses.replace(make([("red L1",), ("red L2",)], stock=("red M1", "red M2", "red M3", "red M4")),
                                phase="draw", placed_before=(2, 0))
    for level in ("medium", "hard"):
        assert bot.choose(state, 0, level, random.Random(1)) == Draw(True)


def test_medium_beats_easy_and_hard_beats_medium_over_seeded_games():
    """A small strength test, seats swapped every game (bench/kubo_bots.py prints the 300-game table)."""
    from bench.kubo_bots import pairing

    times = {"easy": [], "medium": [], "hard": []}
    share, medium, easy = pairing("medium", "easy", 20, times)
    assert share > 0.5 and medium > easy
    share, hard, medium = pairing("hard", "medium", 10, times)
    assert hard > medium


def test_with_the_stock_empty_medium_places_a_card_it_would_hold_back_while_the_stock_lasts():
    # Blue S2 makes blue S1, S2, _, S4 with blue S3 open: a straight handed over. While the stock lasts medium
    # holds it back; with the stock empty the card is a sure minus point in hand, so it goes.
    held = make([("blue S2", "red XL4"), ("red L1",)], stock=tuple(str(x) for x in DECK[40:50]))
    assert bot.choose(held, 0, "medium", random.Random(1)) == EndTurn()
    empty = make([("blue S2", "red XL4"), ("red L1",)], stock=())
    assert bot.choose(empty, 0, "medium", random.Random(1)) == Place(c("blue S2"))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_behind_does_not_pass_into_the_stuck_ending(level):
    """Stock empty and every other seat passed: passing would end the game (ZK-7 Decision) with this seat
    behind, so it places what it can."""
    state = dataclasses.replace(make([("blue S2", "blue S3", "red XL4"), ("red L1",)], stock=()),
                                passes=1, points=(0, 3))
    assert bot.passing_ends(kubo.view(state, 0))
    assert isinstance(bot.choose(state, 0, level, random.Random(1)), Place)


def test_hard_ahead_holds_back_and_lets_the_stuck_ending_come():
    # Ahead by more than its cards in hand, with the others all passed: ending now wins; placing blue S2
    # would only hand over blue S3's straight.
    state = dataclasses.replace(make([("blue S2", "red XL4"), ("blue S3", "red L1")], stock=()),
                                passes=1, points=(10, 0))
    assert bot.choose(state, 0, "hard", random.Random(1)) == EndTurn()


def test_over_seeded_games_no_bot_passes_into_a_lost_stuck_ending_with_a_card_it_could_place():
    for players in (2, 3, 4):
        for seed in range(3):
            state, rng = kubo.new_game(players, seed), random.Random(seed)
            while not kubo.is_over(state):
                seat = kubo.to_act(state)[0]
                level = ("medium", "hard")[(seat + seed) % 2]
                action = bot.choose(state, seat, level, rng)
                view = kubo.view(state, seat)
                if (isinstance(action, EndTurn) and state.phase == "place" and bot.passing_ends(view)
                        and any(kubo.placeable(x, view.cube, view.face) for x in view.hand)):
                    assert bot._ends_ahead(view, 0, len(view.hand)), (players, seed, seat)
                state, _ = kubo.apply(state, seat, action)
