"""The Pairs and ladders trainer (ZP-3) and the cube explorer (ZC-1)."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rules import RuleError
from app.games.zoker import explorer, pairs
from app.games.zoker.cards import DECK, LINES, Card, compatible, parse_card
from app.games.zoker.pairs import PairsState, TakeLadder, TakePair

C = parse_card


def table_of(*names: str) -> PairsState:
    cards = [C(n) for n in names]
    return PairsState(tuple(cards + [None] * (20 - len(cards))))


def test_zp3_twenty_cards_face_up_from_a_numbered_deal():
    state = pairs.new_game(1, 5)
    assert len(state.table) == 20 and all(state.table) and len(set(state.table)) == 20
    assert state == pairs.new_game(1, 5) != pairs.new_game(1, 6)


def test_zp3_a_pair_is_removed_and_scores_one():
    state = table_of("green S1", "green S3", "red XL4", "blue M2")
    new, events = pairs.apply(state, 0, TakePair(0, 1))
    assert new.table[0] is None and new.table[1] is None
    assert (new.score, new.pairs) == (1, 1)
    assert events[0].kind == "pair_taken" and events[0]["common"] == ("colour", "size")


def test_zp3_a_wrong_pick_is_explained_by_what_the_cards_share():
    state = table_of("green S1", "green M2", "green S3", "red XL4")
    with pytest.raises(RuleError) as err:
        pairs.apply(state, 0, TakePair(0, 1))
    assert err.value.msg_id == "not_a_pair" and err.value.params["common"] == ("colour",)
    with pytest.raises(RuleError) as err:
        pairs.apply(state, 0, TakePair(0, 3))
    assert err.value.params["common"] == ()
    for action, msg in ((TakePair(0, 0), "same_card"), (TakePair(0, 19), "place_is_empty"),
                        (TakePair(0, 25), "no_such_place")):
        with pytest.raises(RuleError) as err:
            pairs.apply(state, 0, action)
        assert err.value.msg_id == msg


def test_zp2_zp3_a_ladder_of_four_scores_three():
    state = table_of("green S1", "green M1", "green L1", "green XL1", "red M4", "red M3")
    assert TakeLadder((0, 1, 2, 3)) in pairs.legal_actions(state)
    new, events = pairs.apply(state, 0, TakeLadder((3, 1, 0, 2)))
    assert (new.score, new.ladders) == (3, 1) and events[0].kind == "ladder_taken"


def test_zp2_four_cards_that_are_not_a_line_are_no_ladder():
    state = table_of("green S1", "green M1", "green L1", "green XL2", "red M4", "red M3")
    with pytest.raises(RuleError) as err:
        pairs.apply(state, 0, TakeLadder((0, 1, 2, 3)))
    assert err.value.msg_id == "not_a_ladder"
    assert pairs.is_ladder(tuple(next(l for l in LINES if l.kind == "straight").cards))
    assert not pairs.is_ladder(tuple(next(l for l in LINES if l.kind == "diagonal").cards))


def test_zp3_the_round_ends_when_no_pair_is_left():
    state = table_of("green S1", "green S3", "red XL4")
    new, events = pairs.apply(state, 0, TakePair(0, 1))
    assert pairs.is_over(new) and events[-1].kind == "game_over" and events[-1]["left"] == 1


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 10_000), st.randoms(use_true_random=False))
def test_zp_property_random_play_keeps_cards_and_scores_consistent(deal, rng):
    state = pairs.new_game(1, deal)
    start = set(state.table)
    taken = []
    while not pairs.is_over(state):
        action = rng.choice(pairs.legal_actions(state))
        state, events = pairs.apply(state, 0, action)
        taken += list(events[0]["cards"])
        assert pairs.RULES.state_from_json(json.loads(json.dumps(pairs.RULES.state_to_json(state)))) == state
    assert set(taken) | {c for c in state.table if c} == start
    assert state.score == state.pairs + 3 * state.ladders
    left = [c for c in state.table if c]
    assert not any(compatible(a, b) for a in left for b in left)


def test_zc1_explorer_steps_within_a_level_and_between_levels_and_stops_at_edges():
    card = explorer.START
    assert card == C("blue S1")
    assert explorer.step(card, "size", 1) == C("blue M1")
    assert explorer.step(card, "shape", 1) == C("blue S2")
    assert explorer.step(card, "colour", 1) == C("green S1")
    for attribute in ("colour", "size", "shape"):
        assert explorer.step(card, attribute, -1) is None
        assert explorer.step(C("red XL4"), attribute, 1) is None


def test_zc1_explorer_reaches_every_card():
    seen, frontier = {explorer.START}, [explorer.START]
    while frontier:
        card = frontier.pop()
        for attribute in ("colour", "size", "shape"):
            for delta in (1, -1):
                nxt = explorer.step(card, attribute, delta)
                if nxt is not None and nxt not in seen:
                    seen.add(nxt)
                    frontier.append(nxt)
    assert seen == set(DECK)
