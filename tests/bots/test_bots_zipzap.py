"""Zip Zap bots (ZZ-13): reaction times by speed and level, the cards each level sheds first, hidden cards
unseen, and the levels' order in seeded races (the full figures: bench/zipzap_bench.py)."""

from __future__ import annotations

import dataclasses
import random

from app.bots import choose, reaction
from app.games.zipzap import bot
from app.games.zipzap import rules as zz
from app.games.zipzap.rules import ZAP_CARD, Card, Play, Zap


def position(hands, top="red 5", owner=-1, **kw) -> zz.ZipZapState:
    def card(text):
        if text == "zap":
            return ZAP_CARD
        colour, number = text.split()
        return Card(colour, int(number))
    return zz.ZipZapState(hands=tuple(tuple(card(x) for x in h) for h in hands), stock=(card("blue 9"),),
                          pile=(card(top),), owners=(owner,), played=owner, totals=(0,) * len(hands), **kw)


def test_zz13_reaction_by_speed_and_level():
    state = zz.new_game(2, 1)
    times = {(speed, level): reaction("zipzap", state, 1, level, {"speed": speed}, random.Random(3))
             for speed in ("relaxed", "normal", "fast", 4) for level in ("easy", "medium", "hard")}
    for speed in ("relaxed", "normal", "fast", 4):
        assert times[speed, "hard"] < times[speed, "medium"] < times[speed, "easy"]
    assert times["fast", "medium"] < times["normal", "medium"] < times["relaxed", "medium"] < times[4, "medium"]
    low, high = bot.base_ms(4) * (1 - bot.SPREAD), bot.base_ms(4) * (1 + bot.SPREAD)
    assert low <= times[4, "medium"] <= high


def test_medium_keeps_its_joker_and_hard_sheds_it_when_the_end_is_near():
    far = position([["red 6", "wild 6", "blue 1", "blue 2", "blue 3"], ["green 1"] * 5])
    near = position([["red 6", "wild 6", "blue 1", "blue 2", "blue 3"], ["green 1", "green 2"]])
    assert bot.choose(far, 0, "medium", random.Random(1)) == Play(Card("red", 6))
    assert bot.choose(far, 0, "hard", random.Random(1)) == Play(Card("red", 6))
    assert bot.choose(near, 0, "hard", random.Random(1)) == Play(Card("wild", 6))


def test_hard_calls_zap_when_another_seat_is_near_going_out():
    hands = [["red 7", "blue 2", "blue 3", "blue 4", "zap"], ["green 1", "green 2"]]
    state = position(hands, top="red 6", owner=0)
    assert Zap() in zz.legal_actions(state, 0)
    assert bot.choose(state, 0, "hard", random.Random(1)) == Zap()
    far = position([hands[0], ["green 1"] * 6], top="red 6", owner=0)
    assert bot.choose(far, 0, "hard", random.Random(1)) == Play(Card("red", 7))


def test_bots_see_only_their_view():
    state = zz.new_game(4, 12)
    for seat in range(4):
        for level in ("easy", "medium", "hard"):
            other = (seat + 1) % 4
            hidden = list(state.hands[other])
            random.Random(seat).shuffle(hidden)
            swapped = list(state.hands)
            swapped[other] = tuple(reversed(hidden))
            changed = dataclasses.replace(state, hands=tuple(swapped), stock=tuple(reversed(state.stock)))
            if zz.legal_actions(state, seat):
                assert choose("zipzap", state, seat, level, random.Random(5)) == \
                    choose("zipzap", changed, seat, level, random.Random(5))


def _race(levels: tuple[str, str], rounds: int) -> float:
    """Return the share of rounds the first level wins in two-seat races (reaction times as in play)."""
    won, deal = [0, 0], 0
    while sum(won) < rounds:
        deal += 1
        seat_levels = levels if deal % 2 else levels[::-1]
        state, rng = zz.new_game(2, deal), random.Random(deal)
        while not state.over:
            timed = [(bot.reaction_ms(state, s, seat_levels[s], {}, rng), s) for s in zz.to_act(state)]
            seat = min(timed)[1]
            state, events = zz.apply(state, seat, bot.choose(state, seat, seat_levels[seat], rng))
            for e in events:
                if e.kind == "round_over":
                    won[levels.index(seat_levels[e.seat])] += 1
    return won[0] / sum(won)


def test_zz13_levels_in_order_hard_over_medium_over_easy():
    assert _race(("medium", "easy"), 120) > 0.6
    assert _race(("hard", "medium"), 120) > 0.6
