"""Zoker Memo bots (app.bots.memo): memory by level, the turn strategy, hidden cards unseen, strength."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.bots import choose
from app.games.zoker.memo import bot
from app.core.seats import LEVELS
from app.games.zoker.memo import rules as memo
from app.games.zoker.cards import Card, parse_card
from app.games.zoker.memo.rules import NEVER, AskDeal, MemoState, TurnUp

GAME = "zoker-memo"
#: Sixteen cards of which no two are a pair (colour and size fix the shape: a Latin square).
LATIN = tuple(Card(c, s, (c + s) % 4) for c in range(4) for s in range(4))


def make(table: dict[int, str | Card], seen: dict[int, int] | None = None, *, size: int = 16,
         stock=(), turn_no: int = 10, up: int | None = None, manual: bool = False, easy: bool = False) -> MemoState:
    """Return a two-seat position: ``table`` place -> card, ``seen`` place -> turn last seen."""
    places: list = [None] * size
    for place, card in table.items():
        places[place] = card if isinstance(card, Card) else parse_card(card)
    marks = [NEVER] * size
    for place, turn in (seen or {}).items():
        marks[place] = turn
    return MemoState(players=2, columns=4, table=tuple(places), stock=tuple(parse_card(c) for c in stock),
                     taken=((), ()), up=up, turn_no=turn_no, seen=tuple(marks), easy=easy, manual=manual)


# Memory


def test_memory_draw_is_stable_and_uniform_enough():
    draws = [bot.memory_draw(0, place, turn) for place in range(16) for turn in range(50)]
    assert draws == [bot.memory_draw(0, place, turn) for place in range(16) for turn in range(50)]
    assert all(0 <= u < 1 for u in draws)
    assert 0.45 < sum(draws) / len(draws) < 0.55
    assert bot.memory_draw(0, 3, 7) != bot.memory_draw(1, 3, 7)


def test_retention_is_ordered_by_level():
    assert 0 < bot.RETENTION["easy"] < bot.RETENTION["medium"] < bot.RETENTION["hard"] < 1


def test_a_better_memory_holds_everything_a_worse_one_does_and_forgetting_lasts():
    table = {p: LATIN[p] for p in range(16)}
    seen = {p: p for p in range(16)}
    for turn_no in range(16, 60, 3):
        view = memo.view(make(table, seen, turn_no=turn_no), 0)
        easy, medium, hard = (set(bot.remembered(view, level)) for level in LEVELS)
        assert easy <= medium <= hard
        later = memo.view(make(table, seen, turn_no=turn_no + 1), 0)
        # Once forgotten, a card stays forgotten until it is seen again.
        assert set(bot.remembered(later, "hard")) <= hard


def test_cards_seen_this_turn_are_always_remembered():
    state = make({p: LATIN[p] for p in range(16)}, {p: 10 for p in range(16)}, turn_no=10)
    for level in LEVELS:
        for seat in (0, 1):
            assert set(bot.remembered(memo.view(state, seat), level)) == set(range(16))


def test_memory_fades_by_level_as_documented():
    """Over many sightings four turns old, each level keeps about RETENTION ** 4 of them."""
    for level in LEVELS:
        kept = sum(bot.memory_draw(0, place, turn) < bot.RETENTION[level] ** 4
                   for place in range(64) for turn in range(100))
        assert abs(kept / 6400 - bot.RETENTION[level] ** 4) < 0.03


# Strategy (hard remembers these fresh sightings)


def test_takes_a_remembered_pair_first_card_then_its_partner():
    # Places 2 and 9 hold a pair (same colour and size); the others pair with neither.
    state = make({0: LATIN[0], 2: "red XL1", 5: LATIN[5], 9: "red XL2", 12: LATIN[10]},
                 {0: 9, 2: 9, 5: 9, 9: 8}, turn_no=10)
    action = choose(GAME, state, 0, "hard", random.Random(1))
    assert action == TurnUp(2)
    state, _ = memo.apply(state, 0, action)
    assert choose(GAME, state, 0, "hard", random.Random(1)) == TurnUp(9)


def test_turns_an_unknown_card_first_and_prefers_one_nobody_turned_yet():
    table = {p: LATIN[p] for p in range(16)}
    state = make(table, {p: 9 for p in range(14)}, turn_no=10)
    for seed in range(20):
        assert choose(GAME, state, 0, "medium", random.Random(seed)) in (TurnUp(14), TurnUp(15))


def test_second_card_is_the_remembered_partner_of_the_first():
    table = {p: LATIN[p] for p in range(16)}
    table[6] = Card(LATIN[0].colour, LATIN[0].size, (LATIN[0].shape + 1) % 4)  # pairs with place 0
    state = make(table, {6: 9}, turn_no=10)
    state, _ = memo.apply(state, 0, TurnUp(0))
    assert choose(GAME, state, 0, "hard", random.Random(3)) == TurnUp(6)


def test_second_card_is_unknown_when_nothing_remembered_pairs_with_the_first():
    table = {p: LATIN[p] for p in range(16)}
    table[15] = Card(LATIN[8].colour, LATIN[8].size, (LATIN[8].shape + 1) % 4)  # a pair unseen, not with place 0
    state = make(table, {p: 9 for p in range(8)}, turn_no=10)
    state, _ = memo.apply(state, 0, TurnUp(0))
    for seed in range(10):
        action = choose(GAME, state, 0, "hard", random.Random(seed))
        assert action.place >= 8


def test_manual_asks_for_the_deal_when_every_card_is_known_and_no_pair_remembered():
    state = make({p: LATIN[p] for p in range(16)}, {p: 9 for p in range(16)}, stock=("red XL4", "red XL3"),
                 manual=True)
    for level in LEVELS:
        assert choose(GAME, state, 0, level, random.Random(1)) == AskDeal()


def test_manual_keeps_turning_while_some_card_was_never_seen():
    state = make({p: LATIN[p] for p in range(16)}, {p: 9 for p in range(15)}, stock=("red XL4",), manual=True)
    assert choose(GAME, state, 0, "hard", random.Random(1)) == TurnUp(15)


def test_manual_asks_for_the_deal_with_one_card_left():
    state = make({4: "red XL4"}, {}, stock=("red XL3", "blue S1"), manual=True)
    assert choose(GAME, state, 0, "easy", random.Random(1)) == AskDeal()


def test_manual_takes_a_remembered_pair_rather_than_ask():
    state = make({0: "red XL1", 1: "red XL2", 2: LATIN[0]}, {0: 9, 1: 9, 2: 9}, stock=("blue S1",), manual=True)
    assert choose(GAME, state, 0, "hard", random.Random(1)) == TurnUp(0)


def test_easy_pairs_variant_counts_one_common_attribute():
    # LATIN[0] (blue S1) and LATIN[5] (green M3) share nothing; LATIN[1] (blue M2) shares the colour with blue S1.
    state = make({0: LATIN[0], 5: LATIN[5], 1: LATIN[1]}, {0: 9, 5: 9, 1: 9}, easy=True)
    assert choose(GAME, state, 0, "hard", random.Random(1)) == TurnUp(0)
    state, _ = memo.apply(state, 0, TurnUp(0))
    assert choose(GAME, state, 0, "hard", random.Random(1)) == TurnUp(1)


# Bots never see a hidden card


def random_position(seed: int, players: int, options: dict, steps: int) -> MemoState:
    """Return the position after up to ``steps`` bot actions of a seeded game."""
    rng = random.Random(seed)
    state = memo.new_game(players, seed, options)
    for _ in range(steps):
        if memo.is_over(state):
            break
        seat = state.turn
        state, _ = memo.apply(state, seat, choose(GAME, state, seat, rng.choice(LEVELS), rng))
    return state


def hidden_shuffled(state: MemoState, rng: random.Random) -> MemoState:
    """Return the same position as every seat sees it, the never-seen face-down cards and the stock shuffled."""
    hidden = [p for p, c in enumerate(state.table) if c is not None and state.seen[p] == NEVER and p != state.up]
    cards = [state.table[p] for p in hidden]
    rng.shuffle(cards)
    table = list(state.table)
    for place, card in zip(hidden, cards):
        table[place] = card
    stock = list(state.stock)
    rng.shuffle(stock)
    return dataclasses.replace(state, table=tuple(table), stock=tuple(stock))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(1, 10_000), players=st.integers(1, 5), steps=st.integers(0, 120),
       start=st.sampled_from([2, 5, 16, 30, 64]), easy=st.booleans(), manual=st.booleans())
def test_choice_depends_only_on_what_the_seat_may_see(seed, players, steps, start, easy, manual):
    state = random_position(seed, players, {"start": start, "easy": easy, "refill": "manual" if manual else "auto"},
                            steps)
    if memo.is_over(state):
        return
    twin = hidden_shuffled(state, random.Random(seed))
    seat = state.turn
    assert memo.view(twin, seat) == memo.view(state, seat)
    for level in LEVELS:
        assert (choose(GAME, twin, seat, level, random.Random(seed))
                == choose(GAME, state, seat, level, random.Random(seed)))


# Strength


def win_tally(strong: str, weak: str, games: int, options=None) -> tuple[int, int, int]:
    """Return (wins, ties, losses) of ``strong`` over two-seat games, seats alternating on each deal."""
    wins = ties = losses = 0
    for game in range(games):
        seat = game % 2
        levels = (strong, weak) if seat == 0 else (weak, strong)
        state = memo.new_game(2, game // 2 + 1, options)
        rngs = [random.Random(game * 2 + s) for s in (0, 1)]
        while not memo.is_over(state):
            s = state.turn
            state, _ = memo.apply(state, s, choose(GAME, state, s, levels[s], rngs[s]))
        mine, theirs = memo.scores(state)[seat], memo.scores(state)[1 - seat]
        wins, ties, losses = wins + (mine > theirs), ties + (mine == theirs), losses + (mine < theirs)
    return wins, ties, losses


def test_hard_beats_easy():
    wins, ties, losses = win_tally("hard", "easy", 60)
    assert wins >= 0.75 * (wins + losses)  # measured (bench): about 100%


def test_medium_beats_easy_with_easy_pairs():
    wins, ties, losses = win_tally("medium", "easy", 60, {"easy": True})
    assert wins > losses
