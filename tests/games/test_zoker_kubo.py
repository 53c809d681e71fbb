"""Zoker Kubo: rules ZK-1 to ZK-9 and ZC-1 (app.games.zoker.kubo.rules)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.match import Match
from app.core.rules import RuleError
from app.core.seats import default_seats
from app.games.zoker.cards import DECK, LINES, Card, parse_card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo.rules import RULES, Claim, Draw, EndTurn, KuboState, Place


def c(name: str) -> Card:
    return parse_card(name)


def cards(*names) -> tuple[Card, ...]:
    return tuple(c(n) for n in names)


def make(hands, cube=(), stock=(), *, turn=0, face="colour", scoring="auto", phase="place",
         points=None, placed_before=None) -> KuboState:
    """Return a hand-made position: the starting corners of ``face`` plus ``cube`` (names, placed by seat 0)."""
    start = tuple((-1, x) for x in kubo.starting_cards(face))
    n = len(hands)
    return KuboState(hands=tuple(cards(*h) for h in hands), stock=cards(*stock),
                     placed=start + tuple((0, c(x)) for x in cube), turn=turn, phase=phase,
                     placed_before=placed_before or (0,) * n, points=points or (0,) * n,
                     face=face, scoring=scoring)


def line_index(*names) -> int:
    want = set(cards(*names))
    return next(i for i, line in enumerate(LINES) if set(line.cards) == want)


# ZK-5: the structures

def test_zk5_the_cube_holds_48_straights_24_diagonals_and_4_zokers():
    kinds = Counter(line.kind for line in LINES)
    assert kinds == {"straight": 48, "diagonal": 24, "zoker": 4}
    assert len({frozenset(line.cards) for line in LINES}) == 76


def test_zk5_points_are_1_2_and_12():
    assert {line.kind: line.points for line in LINES} == {"straight": 1, "diagonal": 2, "zoker": 12}


def test_zk5_a_zoker_runs_corner_to_corner_through_all_four_levels():
    for line in LINES:
        if line.kind == "zoker":
            assert sorted(x.colour for x in line.cards) == [0, 1, 2, 3]
            assert {line.cards[0].values, line.cards[-1].values} & {(0, 0, 0), (0, 0, 3), (0, 3, 0), (0, 3, 3)}


# ZK-1: setup

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_zk1_four_corners_placed_four_cards_each_and_the_first_draws_one(players):
    state = kubo.new_game(players, 7)
    assert state.cube == frozenset(cards("blue S1", "blue S4", "blue XL1", "blue XL4"))
    assert [len(h) for h in state.hands] == [5] + [4] * (players - 1)  # ZK-2: player 1 drew one
    everything = [x for h in state.hands for x in h] + list(state.stock) + list(state.cube)
    assert sorted(everything) == sorted(DECK)
    assert kubo.to_act(state) == (0,)


# ZK-3: placement

def test_zk3_a_card_next_to_a_placed_card_in_its_level_may_go():
    state = make([("blue S2", "blue M3")])
    legal = kubo.legal_actions(state, 0)
    assert Place(c("blue S2")) in legal          # next to blue S1
    assert Place(c("blue M3")) not in legal      # no neighbour yet


def test_zk3_a_card_directly_above_a_placed_card_may_go():
    state = make([("green S1",)])
    assert Place(c("green S1")) in kubo.legal_actions(state, 0)


def test_zk3_a_card_without_a_neighbour_explains_itself():
    state = make([("blue M3",)])
    with pytest.raises(RuleError) as err:
        kubo.apply(state, 0, Place(c("blue M3")))
    assert err.value.msg_id == "no_neighbour"


def test_zk3_zk4_no_card_can_go_under_another_and_the_error_names_the_card_above():
    state = make([("blue S2",)], cube=("blue S3", "green S2"))
    with pytest.raises(RuleError) as err:
        kubo.apply(state, 0, Place(c("blue S2")))
    assert err.value.msg_id == "card_would_go_under"
    assert err.value.params == {"card": c("blue S2"), "above": c("green S2")}
    assert kubo.dead(c("blue S2"), state.cube, "colour")


def test_zk3_over_every_random_game_no_card_ever_lies_under_a_later_one():
    # ZK-3 a as corrected: not only the place directly above, any place above in the column.
    for seed in range(30):
        state, moves = playout(3, seed)
        order = {card: i for i, (_, card) in enumerate(state.placed)}
        for card, i in order.items():
            for up in kubo.column_above(card, state.face):
                if up in order:
                    assert order[up] > i, (card, up)


def test_zk3_zk4_smallest_case_a_card_never_goes_under_a_card_two_levels_up():
    # Green S1, orange S1 and orange S2 placed: blue S2 has a neighbour (blue S1) and green S2 is empty,
    # but orange S2 lies two levels above it, so blue S2 is refused and dead.
    state = make([("blue S2", "green S2")], cube=("green S1", "orange S1", "orange S2"))
    assert Place(c("blue S2")) not in kubo.legal_actions(state, 0)
    with pytest.raises(RuleError) as err:
        kubo.apply(state, 0, Place(c("blue S2")))
    assert err.value.msg_id == "card_would_go_under"
    assert err.value.params == {"card": c("blue S2"), "above": c("orange S2")}
    assert kubo.dead(c("blue S2"), state.cube, "colour")
    assert kubo.dead(c("green S2"), state.cube, "colour")   # directly under orange S2
    assert c("blue S2") not in kubo.open_places(state.cube, "colour")


def test_zk3_zk4_a_card_three_levels_up_kills_the_whole_column_below_it():
    state = make([("blue M1",)], cube=("green S1", "orange S1", "red S1", "blue S2", "red M1"))
    for name in ("blue M1", "green M1", "orange M1"):
        assert kubo.dead(c(name), state.cube, "colour")
        assert kubo.covering(c(name), state.cube, "colour") == c("red M1")
    assert kubo.why_not(c("blue M1"), state.cube, "colour").params["above"] == c("red M1")


def test_zk3_the_refusal_names_the_nearest_card_above():
    state = make([("blue S2",)], cube=("blue S3", "green S3", "green S2", "orange S2", "red S2"))
    assert kubo.why_not(c("blue S2"), state.cube, "colour").params["above"] == c("green S2")


def test_zk3_finnish_reading_equal_in_two_one_step_in_the_third_never_below():
    # The Finnish edition's wording gives the same places as ZK-3 (a) and (b) for random cubes.
    rng = random.Random(3)
    for _ in range(200):
        cube = frozenset(rng.sample(DECK, rng.randrange(4, 40)))
        for card in DECK:
            if card in cube:
                continue
            near = any(sum(x == y for x, y in zip(card.values, o.values)) == 2
                       and sum(abs(x - y) for x, y in zip(card.values, o.values)) == 1
                       and not (o.colour == card.colour + 1 and o.size == card.size and o.shape == card.shape)
                       for o in cube)
            assert kubo.placeable(card, cube, "colour") == (near and kubo.free_above(card, cube, "colour"))


# ZK-2: the turn

def test_zk2_placing_two_lets_the_next_turn_fill_up_to_five():
    state = make([("blue S2", "blue S3", "red XL4"), ("orange L3",)], stock=("red L1", "red L2", "red L3", "red M1", "red M2"))
    state, _ = kubo.apply(state, 0, Place(c("blue S2")))
    state, _ = kubo.apply(state, 0, Place(c("blue S3")))
    state, _ = kubo.apply(state, 0, EndTurn())
    state, _ = kubo.apply(state, 1, EndTurn())   # seat 1 draws one, places none
    assert state.turn == 0 and state.phase == "draw"
    assert kubo.legal_actions(state, 0) == [Draw(False), Draw(True)]
    state, events = kubo.apply(state, 0, Draw(True))
    assert len(state.hands[0]) == 5 and events[0].kind == "drew"


def test_zk2_placing_one_means_drawing_one():
    state = make([("blue S2", "red XL4"), ("orange L3",)], stock=("red L1", "red L2", "red L3"))
    state, _ = kubo.apply(state, 0, Place(c("blue S2")))
    state, _ = kubo.apply(state, 0, EndTurn())
    state, _ = kubo.apply(state, 1, EndTurn())
    assert state.phase == "place" and len(state.hands[0]) == 2


def test_zk2_placing_none_is_allowed_and_the_turn_passes():
    state = make([("red XL4",), ("orange L3",)], stock=("red L1",))
    state, events = kubo.apply(state, 0, EndTurn())
    assert state.turn == 1 and cards("orange L3", "red L1") == state.hands[1]
    assert [e.kind for e in events] == ["turn_over", "turn", "drew"]


def test_zk2_an_empty_stock_draws_nothing():
    state = make([("red XL4",), ("orange L3",)], stock=())
    state, events = kubo.apply(state, 0, EndTurn())
    assert state.hands[1] == cards("orange L3")
    assert "drew" not in [e.kind for e in events]


# ZK-5, ZK-6: scoring

def test_zk5_automatic_scoring_counts_a_completed_straight_once():
    state = make([("blue S3", "red XL4")], cube=("blue S2",))
    state, events = kubo.apply(state, 0, Place(c("blue S3")))
    line = line_index("blue S1", "blue S2", "blue S3", "blue S4")
    assert [e.kind for e in events] == ["placed", "scored"]
    assert events[1]["line"] == line and state.points == (1,)
    assert state.scored == ((line, 0),)


def test_zk5_one_card_can_complete_a_straight_and_a_diagonal_at_once():
    state = make([("blue M2", "red XL4")], cube=("blue L3", "blue M1", "blue M3", "blue M4"))
    state, events = kubo.apply(state, 0, Place(c("blue M2")))
    assert sorted(e["points"] for e in events if e.kind == "scored") == [1, 2]
    assert state.points == (3,)


def test_zk6_claiming_the_active_player_claims_during_the_turn():
    state = make([("blue S3", "red XL4"), ("red L1",)], cube=("blue S2",), scoring="claim")
    state, events = kubo.apply(state, 0, Place(c("blue S3")))
    line = line_index("blue S1", "blue S2", "blue S3", "blue S4")
    assert [e.kind for e in events] == ["placed"] and state.pending == (line,)
    state, events = kubo.apply(state, 0, Claim(line))
    assert state.points == (1, 0) and events[0]["stolen"] is False
    with pytest.raises(RuleError) as err:
        kubo.apply(state, 0, Claim(line))
    assert err.value.msg_id == "line_already_scored"


def test_zk6_a_missed_structure_can_be_stolen_with_point_after_the_turn():
    state = make([("blue S3", "red XL4"), ("red L1",), ("red L2",)], cube=("blue S2",), scoring="claim")
    state, _ = kubo.apply(state, 0, Place(c("blue S3")))
    state, events = kubo.apply(state, 0, EndTurn())
    assert state.phase == "steal" and kubo.to_act(state) == (1,)
    assert events[-1].kind == "point_chance"
    line = line_index("blue S1", "blue S2", "blue S3", "blue S4")
    state, events = kubo.apply(state, 1, Claim(line))
    assert state.points == (0, 1, 0) and events[0]["stolen"] is True


def test_zk6_what_nobody_claims_right_after_the_turn_is_lost():
    state = make([("blue S3", "red XL4"), ("red L1",), ("red L2",)], cube=("blue S2",), scoring="claim")
    state, _ = kubo.apply(state, 0, Place(c("blue S3")))
    state, _ = kubo.apply(state, 0, EndTurn())
    state, _ = kubo.apply(state, 1, EndTurn())
    state, events = kubo.apply(state, 2, EndTurn())
    line = line_index("blue S1", "blue S2", "blue S3", "blue S4")
    assert state.scored == ((line, -1),) and state.points == (0, 0, 0)
    assert "lost" in [e.kind for e in events] and state.turn == 1
    with pytest.raises(RuleError) as err:
        kubo.apply(state, 1, Claim(line))
        assert err.value.msg_id == "line_lost"  # nobody scored it: not "already scored"


def test_zk6_a_wrong_claim_says_what_is_missing_and_changes_nothing():
    state = make([("blue S3", "red XL4")], cube=("blue S2",), scoring="claim")
    line = line_index("blue S1", "blue M1", "blue L1", "blue XL1")
    with pytest.raises(RuleError) as err:
        kubo.apply(state, 0, Claim(line))
    assert err.value.msg_id == "line_not_complete"
    assert err.value.params["missing"] == cards("blue M1", "blue L1")


def test_zk6_claims_are_refused_under_automatic_scoring():
    state = make([("blue S3", "red XL4")], cube=("blue S2",))
    with pytest.raises(RuleError) as err:
        kubo.apply(state, 0, Claim(0))
    assert err.value.msg_id == "scoring_is_automatic"


# ZK-7: the three ends

ZOKER = ("blue S1", "green M2", "orange L3", "red XL4")


def test_zk7a_completing_a_zoker_ends_the_game_at_once():
    state = make([("red XL4", "red L1"), ("red M1",)], cube=("green M2", "orange L3", "orange XL4"))
    state, events = kubo.apply(state, 0, Place(c("red XL4")))
    assert state.ended == "zoker" and kubo.is_over(state)
    assert state.points == (12, 0) and kubo.scores(state) == (11, -1)  # ZK-8: a card left each
    assert events[-1].kind == "game_over" and events[-1]["reason"] == "zoker"


def test_zk7a_when_claiming_only_a_claimed_zoker_ends_the_game():
    state = make([("red XL4", "red L1"), ("red M1",)], cube=("green M2", "orange L3", "orange XL4"),
                 scoring="claim")
    state, _ = kubo.apply(state, 0, Place(c("red XL4")))
    assert not kubo.is_over(state)
    state, events = kubo.apply(state, 0, Claim(line_index(*ZOKER)))
    assert state.ended == "zoker" and kubo.scores(state) == (11, -1)


def test_zk7a_an_unclaimed_zoker_is_lost_and_the_game_goes_on():
    state = make([("red XL4", "red L1"), ("red M1",)], cube=("green M2", "orange L3", "orange XL4"),
                 scoring="claim", stock=("red L2",))
    state, _ = kubo.apply(state, 0, Place(c("red XL4")))
    state, _ = kubo.apply(state, 0, EndTurn())
    state, _ = kubo.apply(state, 1, EndTurn())
    assert not kubo.is_over(state) and (line_index(*ZOKER), -1) in state.scored


def test_zk7b_placing_the_whole_hand_ends_the_game():
    state = make([("blue S2",), ("red M1", "red L1")], stock=("red L2",))
    state, events = kubo.apply(state, 0, Place(c("blue S2")))
    assert state.ended == "hand" and kubo.scores(state) == (0, -2)


def test_zk7b_when_claiming_the_turn_ends_first_for_the_claims():
    state = make([("blue S3",), ("red M1",)], cube=("blue S2",), scoring="claim")
    state, _ = kubo.apply(state, 0, Place(c("blue S3")))
    assert not kubo.is_over(state)
    state, _ = kubo.apply(state, 0, Claim(line_index("blue S1", "blue S2", "blue S3", "blue S4")))
    state, _ = kubo.apply(state, 0, EndTurn())
    assert state.ended == "hand" and kubo.scores(state) == (1, -1)


def full_but(*missing) -> tuple[str, ...]:
    gone = set(cards(*missing)) | set(kubo.starting_cards("colour"))
    return tuple(str(x) for x in DECK if x not in gone)


def test_zk7c_a_full_red_level_leaves_no_place_and_ends_the_game():
    # Everything placed but blue M2 (dead under green M2), green M3 (dead under orange M3) and red XL3.
    cube = full_but("blue M2", "green M3", "red XL3")
    state = make([("red XL3", "blue M2"), ("green M3",)], cube=cube)
    assert kubo.open_places(state.cube, "colour") == (c("red XL3"),)
    state, events = kubo.apply(state, 0, Place(c("red XL3")))
    assert state.ended == "blocked"
    assert kubo.scores(state)[1] == state.points[1] - 1


def test_zk7c_is_exact_a_single_supported_free_place_keeps_the_game_going():
    # Orange M2 is dead (red M2 directly above it); so is green M2, though orange M2 is empty: red M2 lies
    # two levels above it (ZK-3 a, ZK-4 as corrected). Red XL3 alone keeps the game going.
    cube = full_but("green M2", "orange M2", "red XL3")
    state = frozenset(cards(*cube)) | set(kubo.starting_cards("colour"))
    assert set(kubo.open_places(frozenset(state), "colour")) == set(cards("red XL3"))
    assert kubo.dead(c("orange M2"), frozenset(state), "colour")
    assert kubo.dead(c("green M2"), frozenset(state), "colour")
    # With red M2 taken away too, green M2 and orange M2 are free above and supported: open.
    gap = frozenset(state) - {c("red M2")}
    assert set(kubo.open_places(gap, "colour")) == set(cards("green M2", "orange M2", "red M2", "red XL3"))
    # Without any neighbour an empty place is not open, even with nothing above.
    lone = frozenset(kubo.starting_cards("colour"))
    assert c("blue M3") not in kubo.open_places(lone, "colour")
    assert set(kubo.open_places(lone, "colour")) == set(cards(
        "blue S2", "blue M1", "blue S3", "blue M4", "blue L1", "blue XL2", "blue L4", "blue XL3",
        "green S1", "green S4", "green XL1", "green XL4"))


def test_zk7c_brute_force_agrees_with_open_places_on_random_cubes():
    rng = random.Random(5)
    for _ in range(300):
        cube = frozenset(rng.sample(DECK, rng.randrange(4, 64)))
        expected = []
        for card in DECK:
            if card in cube:
                continue
            ups = [Card(colour, card.size, card.shape) for colour in range(card.colour + 1, 4)]
            near = [o for o in cube if sum(abs(x - y) for x, y in zip(card.values, o.values)) == 1
                    and o not in ups]
            if not any(up in cube for up in ups) and near:
                expected.append(card)
        assert list(kubo.open_places(cube, "colour")) == expected


def test_decision_a_whole_round_of_passes_with_an_empty_stock_ends_the_game():
    state = make([("blue S2", "red XL4"), ("red M1",)], stock=())
    state, _ = kubo.apply(state, 0, EndTurn())
    assert not kubo.is_over(state)
    state, _ = kubo.apply(state, 1, EndTurn())
    assert state.ended == "stuck" and kubo.scores(state) == (-2, -1)


# ZK-8: minus points and rounds

def test_zk8_each_card_left_in_hand_costs_a_point_only_at_the_end():
    state = make([("blue S3", "red XL4", "red L1"), ("red M1",)], cube=("blue S2",))
    state, _ = kubo.apply(state, 0, Place(c("blue S3")))
    assert kubo.scores(state) == (1, 0)


def test_zk8_a_match_of_several_rounds_sums_the_scores():
    seats = default_seats(2)
    match = Match.start("zoker-kubo", 5, seats, rounds=2)
    rng = random.Random(1)
    totals = [0, 0]
    for round_no in (1, 2):
        while not match.is_over():
            seat = match.to_act()[0]
            match.act(seat, rng.choice(match.legal_actions(seat)))
        for i, s in enumerate(match.scores()):
            totals[i] += s
        if round_no == 1:
            match.next_round()
    assert match.standings() == tuple(totals)
    assert match.match_over()


# ZK-9: the other faces

@pytest.mark.parametrize("face, corners", [
    ("colour", ("blue S1", "blue S4", "blue XL1", "blue XL4")),
    ("size", ("blue S1", "blue S4", "red S1", "red S4")),
    ("shape", ("blue S4", "blue XL4", "red S4", "red XL4")),
])
def test_zk9_each_face_starts_from_its_four_corners(face, corners):
    assert set(kubo.starting_cards(face)) == set(cards(*corners))
    assert kubo.new_game(2, 1, {"face": face}).cube == frozenset(cards(*corners))


def test_zk9_size_face_above_is_one_size_larger():
    assert kubo.above(c("green S2"), "size") == c("green M2")
    state = make([("green S2", "blue M1")], cube=("blue M4",), face="size")
    assert Place(c("blue M1")) in kubo.legal_actions(state, 0)      # above blue S1
    state = make([("blue S2",)], cube=("blue M2",), face="size")
    with pytest.raises(RuleError) as err:
        kubo.apply(state, 0, Place(c("blue S2")))
    assert err.value.msg_id == "card_would_go_under" and err.value.params["above"] == c("blue M2")


def test_zk9_shape_face_grows_from_four_corners_towards_one():
    assert kubo.above(c("green S4"), "shape") == c("green S3")
    assert kubo.above(c("green S1"), "shape") is None
    state = make([("blue S3", "green S4")], face="shape")
    legal = kubo.legal_actions(state, 0)
    assert Place(c("blue S3")) in legal and Place(c("green S4")) in legal
    state = make([("blue S4",)], face="shape")
    assert kubo.why_not(c("blue S4"), state.cube, "shape").msg_id == "already_placed"


@pytest.mark.parametrize("face", ["size", "shape"])
def test_zk9_random_games_on_other_faces_never_put_a_card_under_another(face):
    for seed in range(15):
        state, _ = playout(2, seed, {"face": face})
        order = {card: i for i, (_, card) in enumerate(state.placed)}
        for card, i in order.items():
            for up in kubo.column_above(card, face):
                if up in order:
                    assert order[up] > i


# Properties over random legal play (hypothesis) and JSON

def playout(players: int, seed: int, options=None):
    rng = random.Random(seed)
    state = kubo.new_game(players, seed, options)
    moves = []
    while not kubo.is_over(state):
        seat = kubo.to_act(state)[0]
        legal = kubo.legal_actions(state, seat)
        act = [a for a in legal if not isinstance(a, EndTurn)]
        action = rng.choice(act) if act and rng.random() < 0.85 else legal[-1]
        state, _ = kubo.apply(state, seat, action)
        moves.append((seat, action))
        assert len(moves) < 2000
    return state, moves


SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
GAMES = st.tuples(st.integers(2, 5), st.integers(0, 10_000), st.sampled_from(sorted(kubo.FACES)),
                  st.sampled_from(kubo.SCORINGS))


@SETTINGS
@given(GAMES)
def test_property_random_play_never_loses_or_duplicates_a_card_and_ends(game):
    players, seed, face, scoring = game
    state, _ = playout(players, seed, {"face": face, "scoring": scoring})
    everything = [x for h in state.hands for x in h] + list(state.stock) + [x for _, x in state.placed]
    assert sorted(everything) == sorted(DECK)
    assert state.ended in ("zoker", "hand", "blocked", "stuck")


@SETTINGS
@given(GAMES)
def test_property_zk3_no_offered_placement_lies_under_any_placed_card(game):
    """ZK-3 a as corrected: at every step of random play, no legal placement has a placed card anywhere
    above it in its column, and every card refused for that reason is counted dead (ZK-4)."""
    players, seed, face, scoring = game
    rng = random.Random(seed)
    state = kubo.new_game(players, seed, {"face": face, "scoring": scoring})
    axis, direction = kubo.FACES[face]
    while not kubo.is_over(state):
        seat = kubo.to_act(state)[0]
        legal = kubo.legal_actions(state, seat)
        cube = state.cube
        for action in legal:
            if isinstance(action, Place):
                card = action.card
                higher = [o for o in cube if all(o.values[a] == card.values[a] for a in range(3) if a != axis)
                          and (o.values[axis] - card.values[axis]) * direction > 0]
                assert not higher, (card, higher)
        for card in state.hands[seat]:
            if card not in cube and any(up in cube for up in kubo.column_above(card, face)):
                assert kubo.dead(card, cube, face) and Place(card) not in legal
        act = [a for a in legal if not isinstance(a, EndTurn)]
        action = rng.choice(act) if act and rng.random() < 0.85 else legal[-1]
        state, _ = kubo.apply(state, seat, action)


@SETTINGS
@given(GAMES)
def test_property_scores_add_up_to_the_lines_each_seat_scored_minus_its_hand(game):
    players, seed, face, scoring = game
    state, _ = playout(players, seed, {"face": face, "scoring": scoring})
    for seat in range(players):
        earned = sum(LINES[i].points for i, s in state.scored if s == seat)
        assert kubo.scores(state)[seat] == earned - len(state.hands[seat])
    lines = [i for i, _ in state.scored]
    assert len(lines) == len(set(lines))                      # each structure scored once
    assert set(lines) == set(kubo.complete_lines(state.cube))  # and every completed one is accounted for


@SETTINGS
@given(GAMES)
def test_property_states_survive_json_exactly(game):
    players, seed, face, scoring = game
    state, moves = playout(players, seed, {"face": face, "scoring": scoring})
    assert RULES.state_from_json(json.loads(json.dumps(RULES.state_to_json(state)))) == state
    for _, action in moves[:40]:
        assert RULES.action_from_json(json.loads(json.dumps(RULES.action_to_json(action)))) == action


def test_same_deal_and_actions_give_the_same_game():
    a, moves = playout(3, 42)
    state = kubo.new_game(3, 42)
    for seat, action in moves:
        state, _ = kubo.apply(state, seat, action)
    assert state == a


def test_bad_options_are_refused():
    with pytest.raises(RuleError, match=r"^bad_option\b"):
        kubo.new_game(2, 1, {"face": "up"})
    with pytest.raises(RuleError, match=r"^bad_option\b"):
        kubo.new_game(2, 1, {"scoring": "never"})
    with pytest.raises(RuleError, match=r"^wrong_player_count\b"):
        kubo.new_game(6, 1)


def test_zk8_a_match_to_a_target_score_ends_when_a_total_reaches_it():
    from app.core.match import Match
    from app.core.seats import Seat

    seats = (Seat("Ann", True), Seat("Eva", False, "easy"))
    match = Match.start("zoker-kubo", 3, seats, {"face": "colour", "scoring": "auto", "target": 20})
    assert not match.match_over()
    match.totals = (19, 4)
    match.state = kubo.new_game(2, 3)
    assert kubo.match_ends(match.state, (21, 4), match.options)
    assert not kubo.match_ends(match.state, (19, 4), match.options)
    assert not kubo.match_ends(match.state, (99, 4), {"target": 0})
