"""The pairs and ladders trainer (ZP-1 to ZP-3) and the cube explorer (ZC-1)."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from app.core.match import Match
from app.core.rules import RuleError
from app.core.seats import default_seats
from app.games.zoker.explorer import cube as explorer
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.cards import DECK, LINES, Card, compatible, parse_card
from app.games.zoker.pairs.rules import RULES, PairsState, TakeLadder, TakePair


def make(names: dict[int, str], score: int = 0) -> PairsState:
    """Return a table with the named cards at the given places, the rest taken."""
    table: list = [None] * pairs.TABLE_SIZE
    for place, name in names.items():
        table[place] = parse_card(name)
    return PairsState(table=tuple(table), score=score)


# ZP-3: the deal


def test_zp3_deal_lays_20_distinct_cards_in_4_rows_of_5():
    state = pairs.new_game(1, 1)
    assert (pairs.ROWS, pairs.COLUMNS) == (4, 5)
    assert len(state.table) == 20
    assert all(c is not None for c in state.table)
    assert len(set(state.table)) == 20
    assert (state.score, state.pairs, state.ladders) == (0, 0, 0)


def test_zp3_numbered_deals_repeat_and_differ():
    assert pairs.new_game(1, 55) == pairs.new_game(1, 55)
    assert len({pairs.new_game(1, n).table for n in range(1, 31)}) == 30


def test_zp3_trainer_is_for_one_player():
    with pytest.raises(RuleError) as err:
        pairs.new_game(3, 1)
    assert err.value.msg_id == "wrong_player_count"


# ZP-1, ZP-3: taking a pair


def test_zp1_pair_is_taken_and_scores_one_point():
    state = make({0: "green M1", 7: "green M4", 12: "red XL3"})
    new, events = pairs.apply(state, 0, TakePair(0, 7))
    assert new.table[0] is None and new.table[7] is None
    assert new.table[12] == parse_card("red XL3")
    assert (new.score, new.pairs, new.ladders) == (pairs.PAIR_POINTS, 1, 0) == (1, 1, 0)
    assert events[0].kind == "pair_taken"
    assert events[0]["common"] == ("colour", "size")


def test_zp1_pair_may_be_picked_in_either_order():
    state = make({0: "blue L2", 1: "red L2", 2: "green S1", 3: "green S2"})
    new, _ = pairs.apply(state, 0, TakePair(1, 0))
    assert new.table[0] is None and new.table[1] is None


def test_zp3_legal_actions_list_every_pair_on_the_table():
    state = pairs.new_game(1, 9)
    expected = {frozenset((i, j)) for i, j in itertools.combinations(range(20), 2)
                if compatible(state.table[i], state.table[j])}
    got = {frozenset((a.first, a.second)) for a in pairs.legal_actions(state) if isinstance(a, TakePair)}
    assert got == expected


@pytest.mark.parametrize("first, second, common", [
    ("orange S1", "orange M2", ("colour",)),
    ("orange S1", "red M1", ("shape",)),
    ("blue L3", "red L1", ("size",)),
    ("blue S1", "red XL4", ()),
])
def test_zp3_wrong_pick_is_explained_by_what_the_cards_share(first, second, common):
    state = make({0: first, 1: second, 2: "green S1", 3: "green S2"})
    before = RULES.state_to_json(state)
    with pytest.raises(RuleError) as err:
        pairs.apply(state, 0, TakePair(0, 1))
    assert err.value.msg_id == "not_a_pair"
    assert err.value.params["common"] == common
    assert err.value.params["card"] == parse_card(first)
    assert err.value.params["other"] == parse_card(second)
    assert RULES.state_to_json(state) == before


@pytest.mark.parametrize("action, msg_id", [
    (TakePair(2, 2), "same_card"),
    (TakePair(2, 5), "place_is_empty"),
    (TakePair(2, 20), "no_such_place"),
    (TakeLadder((2, 3, 3, 2)), "ladder_needs_four"),
    (TakeLadder((0, 1, 2, 3)), "not_a_ladder"),
    ("two cards", "unknown_action"),
])
def test_zp3_bad_picks_carry_a_message_id(action, msg_id):
    state = make({0: "orange S1", 1: "red M1", 2: "green S1", 3: "green S2"})
    with pytest.raises(RuleError) as err:
        pairs.apply(state, 0, action)
    assert err.value.msg_id == msg_id


def test_zp3_only_seat_0_plays():
    state = pairs.new_game(1, 2)
    with pytest.raises(RuleError) as err:
        pairs.apply(state, 1, pairs.legal_actions(state)[0])
    assert err.value.msg_id == "not_your_turn"
    assert RULES.legal_actions(state, 1) == []


# ZP-2: ladders


def test_zp2_ladder_is_a_straight_line_of_four():
    assert pairs.is_ladder(tuple(map(parse_card, ("green S1", "green M1", "green L1", "green XL1"))))
    assert pairs.is_ladder(tuple(map(parse_card, ("red L4", "blue L4", "orange L4", "green L4"))))
    for line in LINES:
        assert pairs.is_ladder(line.cards) == (line.kind == "straight")


def test_zp2_three_cards_or_a_mixed_four_are_no_ladder():
    assert not pairs.is_ladder(tuple(map(parse_card, ("green S1", "green M1", "green L1"))))
    assert not pairs.is_ladder(tuple(map(parse_card, ("green S1", "green M1", "green L1", "green L2"))))


def test_zp2_ladder_on_the_table_is_offered_and_scores_three():
    state = make({3: "green L1", 4: "green S1", 9: "green XL1", 15: "green M1", 19: "red XL4"})
    ladders = [a for a in pairs.legal_actions(state) if isinstance(a, TakeLadder)]
    assert ladders == [TakeLadder((3, 4, 9, 15))]
    new, events = pairs.apply(state, 0, TakeLadder((15, 9, 4, 3)))
    assert (new.score, new.pairs, new.ladders) == (pairs.LADDER_POINTS, 0, 1) == (3, 0, 1)
    assert events[0].kind == "ladder_taken"
    assert [c for c in new.table if c is not None] == [parse_card("red XL4")]


def test_zp2_ladder_scores_more_than_its_two_pairs():
    assert pairs.LADDER_POINTS > 2 * pairs.PAIR_POINTS


# ZP-3: the end


def test_zp3_ends_when_no_pair_is_left():
    state = make({0: "blue S1", 1: "green M2", 2: "orange L3"})  # a diagonal: no pair
    assert pairs.is_over(state)
    assert RULES.to_act(state) == ()
    assert pairs.legal_actions(state) == []
    with pytest.raises(RuleError) as err:
        pairs.apply(state, 0, TakePair(0, 1))
    assert err.value.msg_id == "game_is_over"


def test_zp3_last_pair_reports_game_over():
    state = make({0: "blue S1", 1: "blue S2", 5: "orange L3"}, score=4)
    new, events = pairs.apply(state, 0, TakePair(0, 1))
    assert pairs.is_over(new)
    assert events[-1].kind == "game_over"
    assert events[-1]["score"] == 5 and events[-1]["left"] == 1


def test_zp3_whole_game_score_adds_up():
    rng = random.Random(3)
    for deal in range(1, 21):
        state = pairs.new_game(1, deal)
        while not pairs.is_over(state):
            state, _ = pairs.apply(state, 0, rng.choice(pairs.legal_actions(state)))
        assert state.score == state.pairs * pairs.PAIR_POINTS + state.ladders * pairs.LADDER_POINTS
        left = sum(c is not None for c in state.table)
        assert left == 20 - 2 * state.pairs - 4 * state.ladders
        remaining = [c for c in state.table if c is not None]
        assert not any(compatible(a, b) for a, b in itertools.combinations(remaining, 2))


def test_zp3_json_round_trip_and_match_undo():
    match = Match.start("zoker-pairs", 17, default_seats(1))
    rng = random.Random(17)
    states = [match.state]
    while not match.is_over():
        match.act(0, rng.choice(match.legal_actions(0)))
        states.append(match.state)
        text = json.dumps(RULES.state_to_json(match.state))
        assert RULES.state_from_json(json.loads(text)) == match.state
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.state == match.state
    while match.can_undo():
        states.pop()
        match.undo()
        assert match.state == states[-1]


# ZC-1: the cube explorer


def test_zc1_explorer_starts_at_the_weakest_card():
    assert explorer.START == Card(0, 0, 0)


@pytest.mark.parametrize("attribute, delta, expected", [
    ("colour", 1, "orange M2"),
    ("colour", -1, "blue M2"),
    ("size", 1, "green L2"),
    ("size", -1, "green S2"),
    ("shape", 1, "green M3"),
    ("shape", -1, "green M1"),
])
def test_zc1_step_moves_one_place_along_an_axis(attribute, delta, expected):
    assert explorer.step(parse_card("green M2"), attribute, delta) == parse_card(expected)


@pytest.mark.parametrize("name, attribute, delta", [
    ("blue M2", "colour", -1),
    ("red M2", "colour", 1),
    ("green S2", "size", -1),
    ("green XL2", "size", 1),
    ("green M1", "shape", -1),
    ("green M4", "shape", 1),
])
def test_zc1_step_off_the_cube_returns_none(name, attribute, delta):
    assert explorer.step(parse_card(name), attribute, delta) is None


def test_zc1_every_card_is_reachable_and_steps_are_pairs():
    seen = {explorer.START}
    todo = [explorer.START]
    while todo:
        card = todo.pop()
        for attribute in ("colour", "size", "shape"):
            for delta in (-1, 1):
                nxt = explorer.step(card, attribute, delta)
                if nxt is None:
                    continue
                assert compatible(card, nxt)  # one step changes one attribute (ZP-1)
                assert explorer.step(nxt, attribute, -delta) == card
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
    assert seen == set(DECK)
