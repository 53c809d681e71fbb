"""The Zoker deck and cube: ZD-1, ZD-2, ZP-1, ZP-2, ZT-1, ZK-5."""

import itertools

import pytest

from app.games.zoker.cards import (
    DECK, LINES, Card, beats, common_attributes, compatible, lines_through, pairs_of, parse_card,
)


def test_zd1_zd2_sixty_four_distinct_cards_weakest_and_strongest():
    assert len(DECK) == len(set(DECK)) == 64
    assert min(DECK) == parse_card("blue S1") and max(DECK) == parse_card("red XL4")
    assert parse_card("red XL4").code == "XL4" and str(parse_card("Orange m2")) == "orange M2"


@pytest.mark.parametrize("text", ["purple S1", "red XXL4", "red S5", "red", "", "red S1 extra"])
def test_zd2_parse_card_refuses_what_is_not_a_card(text):
    with pytest.raises(ValueError):
        parse_card(text)


def test_zd1_attribute_values_are_checked():
    with pytest.raises(ValueError):
        Card(4, 0, 0)


@pytest.mark.parametrize("a, b, shared", [
    ("green S1", "green S3", ("colour", "size")),
    ("green S1", "green L1", ("colour", "shape")),
    ("green S1", "red S1", ("size", "shape")),
])
def test_zp1_each_kind_of_pair(a, b, shared):
    a, b = parse_card(a), parse_card(b)
    assert compatible(a, b) and compatible(b, a)
    assert common_attributes(a, b) == shared


def test_zp1_not_pairs():
    card = parse_card("green S1")
    assert not compatible(card, card)  # all three equal
    assert not compatible(card, parse_card("green M2"))  # one equal
    assert not compatible(card, parse_card("red XL4"))  # none equal


def test_zp1_every_card_has_nine_partners():
    assert all(len(pairs_of(card)) == 9 for card in DECK)


def test_zt1_rulebook_example_goes_round_in_a_circle():
    orange_s1, green_l1, green_m2 = map(parse_card, ("orange S1", "green L1", "green M2"))
    assert beats(orange_s1, green_l1) and beats(green_l1, green_m2) and beats(green_m2, orange_s1)


@pytest.mark.parametrize("a, b", [
    ("red S1", "blue XL1"),    # stronger colour, weaker size: colour has priority
    ("blue XL1", "blue S4"),   # stronger size, weaker shape: size has priority
    ("green M2", "green M1"),  # stronger in one, equal in two
    ("green L3", "red S1"),    # stronger in two (size, shape), weaker colour
])
def test_zt1_cases(a, b):
    assert beats(parse_card(a), parse_card(b)) and not beats(parse_card(b), parse_card(a))


def test_zt1_exactly_one_of_two_different_cards_wins():
    for a, b in itertools.permutations(DECK, 2):
        assert beats(a, b) != beats(b, a)
    assert not any(beats(c, c) for c in DECK)


def test_zk5_seventy_six_lines_of_three_kinds():
    kinds = [line.kind for line in LINES]
    assert (kinds.count("straight"), kinds.count("diagonal"), kinds.count("zoker")) == (48, 24, 4)
    assert len({frozenset(line.cards) for line in LINES}) == 76
    assert all(len(set(line.cards)) == 4 for line in LINES)
    assert {line.points for line in LINES} == {1, 2, 12}


def test_zk5_zokers_run_through_all_four_levels_corner_to_corner():
    for line in (l for l in LINES if l.kind == "zoker"):
        assert [c.colour for c in line.cards] == [0, 1, 2, 3]
        assert {line.cards[0].size, line.cards[0].shape} <= {0, 3}


def test_zp2_straights_are_ladders_of_pairs():
    for line in (l for l in LINES if l.kind == "straight"):
        assert all(compatible(a, b) for a, b in itertools.combinations(line.cards, 2))


def test_zk5_lines_through_a_corner_and_a_centre():
    assert len(lines_through(parse_card("blue S1"))) == 7   # a corner: 3 + 3 + 1
    assert len(lines_through(parse_card("green M2"))) == 7  # an inner point: 3 + 3 + 1
    assert len(lines_through(parse_card("blue M1"))) == 4   # an edge point: 3 straights + 1 diagonal
