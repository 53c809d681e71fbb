"""The Zoker deck: rules ZD-1, ZD-2, ZP-1, ZP-2, ZT-1, ZK-5 (app.games.zoker.cards)."""

from __future__ import annotations

import itertools

import pytest

from app.games.zoker.cards import (
    ATTRIBUTES, COLOURS, DECK, LINES, SHAPES, SIZES, Card, beats, common_attributes,
    compatible, lines_through, pairs_of, parse_card,
)


# ZD-1, ZD-2: the deck


def test_zd1_deck_has_64_unique_cards():
    assert len(DECK) == 64
    assert len(set(DECK)) == 64


def test_zd1_attributes_run_weakest_first():
    assert COLOURS == ("blue", "green", "orange", "red")
    assert SIZES == ("S", "M", "L", "XL")
    assert len(SHAPES) == 4
    assert ATTRIBUTES == ("colour", "size", "shape")


def test_zd2_every_combination_occurs_once():
    assert {c.values for c in DECK} == set(itertools.product(range(4), repeat=3))


def test_zd2_weakest_and_strongest():
    assert str(DECK[0]) == "blue S1"
    assert str(DECK[-1]) == "red XL4"
    assert min(DECK) == Card(0, 0, 0)
    assert max(DECK) == Card(3, 3, 3)


def test_zd2_code_is_size_then_corners():
    assert Card(3, 3, 3).code == "XL4"
    assert Card(2, 0, 0).code == "S1"
    assert Card(1, 1, 2).code == "M3"
    assert str(Card(2, 2, 1)) == "orange L2"


@pytest.mark.parametrize("attribute", ["colour", "size", "shape"])
def test_zd1_attribute_outside_0_to_3_is_refused(attribute):
    values = {"colour": 0, "size": 0, "shape": 0, attribute: 4}
    with pytest.raises(ValueError):
        Card(**values)
    values[attribute] = -1
    with pytest.raises(ValueError):
        Card(**values)


def test_zd2_parse_card_reads_every_card_name():
    for card in DECK:
        assert parse_card(str(card)) == card


def test_zd2_parse_card_ignores_case_and_spaces():
    assert parse_card("  ORANGE s1 ") == Card(2, 0, 0)
    assert parse_card("Red xl4") == Card(3, 3, 3)


@pytest.mark.parametrize("text", [
    "", "red", "purple S1", "red XXL4", "red S5", "red S0", "red XL", "red 4",
    "red S1 extra", "S1 red",
])
def test_zd2_parse_card_refuses_what_is_no_card(text):
    with pytest.raises(ValueError):
        parse_card(text)


# ZP-1: pairs


def test_zp1_same_colour_and_size_is_a_pair():
    assert compatible(parse_card("green M1"), parse_card("green M4"))


def test_zp1_same_colour_and_shape_is_a_pair():
    assert compatible(parse_card("green S3"), parse_card("green XL3"))


def test_zp1_same_size_and_shape_is_a_pair():
    assert compatible(parse_card("blue L2"), parse_card("red L2"))


def test_zp1_one_or_no_common_attribute_is_no_pair():
    assert not compatible(parse_card("green M1"), parse_card("green L2"))
    assert not compatible(parse_card("green M1"), parse_card("red L2"))


def test_zp1_a_card_is_not_its_own_pair():
    assert not any(compatible(c, c) for c in DECK)


def test_zp1_every_card_has_nine_partners():
    for card in DECK:
        partners = pairs_of(card)
        assert len(partners) == 9
        assert all(compatible(card, p) and compatible(p, card) for p in partners)


def test_zp1_common_attributes_names_what_two_cards_share():
    assert common_attributes(parse_card("orange S1"), parse_card("orange M2")) == ("colour",)
    assert common_attributes(parse_card("blue L2"), parse_card("red L2")) == ("size", "shape")
    assert common_attributes(parse_card("blue S1"), parse_card("red XL4")) == ()


# ZT-1: which card beats which


def test_zt1_rulebook_example_is_not_transitive():
    orange_s1, green_l1, green_m2 = map(parse_card, ("orange S1", "green L1", "green M2"))
    assert beats(orange_s1, green_l1)
    assert beats(green_l1, green_m2)
    assert beats(green_m2, orange_s1)


def test_zt1_stronger_in_two_attributes_wins_whatever_the_third():
    assert beats(parse_card("red XL1"), parse_card("blue S4"))
    assert beats(parse_card("green M4"), parse_card("blue S1"))


def test_zt1_stronger_in_one_and_equal_in_two_wins():
    assert beats(parse_card("blue S2"), parse_card("blue S1"))
    assert not beats(parse_card("blue S1"), parse_card("blue S2"))


def test_zt1_one_up_one_down_goes_by_priority_colour_size_shape():
    # colour over size
    assert beats(parse_card("green S1"), parse_card("blue M1"))
    # colour over shape
    assert beats(parse_card("green S1"), parse_card("blue S2"))
    # size over shape
    assert beats(parse_card("blue M1"), parse_card("blue S4"))


def test_zt1_any_two_different_cards_are_ordered_one_way_only():
    for a, b in itertools.permutations(DECK, 2):
        assert beats(a, b) != beats(b, a), (a, b)
    assert not any(beats(c, c) for c in DECK)


def test_zt1_strongest_card_beats_all_weakest_loses_to_all():
    strongest, weakest = Card(3, 3, 3), Card(0, 0, 0)
    assert all(beats(strongest, c) for c in DECK if c != strongest)
    assert not any(beats(weakest, c) for c in DECK)


# ZP-2, ZK-5: lines of the cube


def test_zk5_there_are_76_lines():
    assert len(LINES) == 76
    kinds = [line.kind for line in LINES]
    assert kinds.count("straight") == 48
    assert kinds.count("diagonal") == 24
    assert kinds.count("zoker") == 4


def test_zk5_each_line_is_four_distinct_cards_and_lines_differ():
    for line in LINES:
        assert len(line.cards) == 4
        assert len(set(line.cards)) == 4
    assert len({frozenset(line.cards) for line in LINES}) == 76


def test_zk5_points_by_kind():
    points = {line.kind: line.points for line in LINES}
    assert points == {"straight": 1, "diagonal": 2, "zoker": 12}


def test_zk5_straight_is_a_ladder_varying_one_attribute():
    # ZP-2: four cards pairwise compatible along the same two attributes.
    for line in LINES:
        if line.kind == "straight":
            common = {common_attributes(a, b) for a, b in itertools.combinations(line.cards, 2)}
            assert len(common) == 1 and len(common.pop()) == 2
            assert all(compatible(a, b) for a, b in itertools.combinations(line.cards, 2))


def test_zk5_diagonal_keeps_exactly_one_attribute():
    for line in LINES:
        if line.kind == "diagonal":
            fixed = [i for i in range(3) if len({c.values[i] for c in line.cards}) == 1]
            assert len(fixed) == 1
            assert not any(compatible(a, b) for a, b in itertools.combinations(line.cards, 2))


def test_zk5_every_zoker_runs_blue_to_red_through_all_levels():
    zokers = [line for line in LINES if line.kind == "zoker"]
    corners = set()
    for line in zokers:
        assert [c.colour for c in line.cards] == [0, 1, 2, 3]
        for i in (1, 2):
            assert sorted(c.values[i] for c in line.cards) == [0, 1, 2, 3]
        corners |= {line.cards[0], line.cards[-1]}
    # The four space diagonals join the eight corners of the cube.
    assert corners == {Card(c, s, f) for c in (0, 3) for s in (0, 3) for f in (0, 3)}


def test_zk5_lines_are_evenly_spaced_in_the_cube():
    for line in LINES:
        steps = {tuple(b.values[i] - a.values[i] for i in range(3))
                 for a, b in zip(line.cards, line.cards[1:])}
        assert len(steps) == 1
        assert all(abs(d) <= 1 for d in steps.pop())


def test_zk5_lines_through_a_corner_and_a_centre_card():
    # As in 4x4x4 tic-tac-toe: a corner lies on 7 lines, an inner cell on 7 too,
    # an edge cell on 4.
    assert len(lines_through(Card(0, 0, 0))) == 7
    assert len(lines_through(Card(1, 1, 1))) == 7
    assert len(lines_through(Card(0, 0, 1))) == 4
