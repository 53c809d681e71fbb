"""Numeramis Loker's rules, rule by rule (NL-1 to NL-13); NL-11 is the rulebook's example, hand by hand."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from app.core.rules import RuleError
from app.games.loker import evaluate
from app.games.loker import rules as nl
from app.games.loker.hands import places, points


def test_nl1_eighty_cards_eight_of_each_number():
    assert len(nl.DECK) == 80 and Counter(nl.DECK) == {n: 8 for n in range(10)}


def test_nl1_zero_comes_before_one_in_a_straight():
    assert evaluate((0, 1, 2, 3, 4, 9)).figure == "straight5"
    assert evaluate((0, 1, 2, 3, 4, 5)).figure == "straight6"


@pytest.mark.parametrize("hand, figure", [
    ((2, 2, 5, 5, 3, 8), "two_pairs"), ((2, 3, 4, 5, 6, 9), "straight5"), ((3, 3, 5, 5, 7, 7), "three_pairs"),
    ((4, 5, 6, 7, 8, 9), "straight6"), ((7, 7, 7, 1, 3, 5), "three"), ((8, 8, 8, 2, 2, 1), "three_two"),
    ((9, 9, 9, 8, 8, 8), "two_threes"), ((9, 9, 9, 9, 1, 2), "four"), ((8, 8, 8, 8, 3, 3), "four_two"),
    ((9, 9, 9, 9, 9, 1), "loker"), ((9, 9, 9, 9, 9, 9), "king_loker")])
def test_nl1_every_figure(hand, figure):
    assert evaluate(hand).figure == figure


def test_nl2_one_pair_or_a_short_straight_is_no_hand():
    assert evaluate((0, 0, 2, 4, 6, 8)).figure is None
    assert evaluate((1, 2, 3, 4, 6, 8)).figure is None


def test_nl3_a_higher_rank_always_wins():
    assert evaluate((0, 0, 0, 0, 0, 1)) > evaluate((9, 9, 9, 9, 8, 8))
    ranks = [evaluate(h) for h in [(8, 8, 9, 9, 7, 5), (5, 6, 7, 8, 9, 9), (0, 0, 1, 1, 2, 2), (0, 1, 2, 3, 4, 5),
                                   (0, 0, 0, 1, 2, 4), (0, 0, 0, 1, 1, 2), (1, 1, 1, 0, 0, 0), (0, 0, 0, 0, 1, 2),
                                   (0, 0, 0, 0, 1, 1), (0, 0, 0, 0, 0, 1), (0,) * 6]]
    assert ranks == sorted(ranks) and len(set(r.rank for r in ranks)) == 11


def test_nl4_groups_larger_first_then_higher():
    assert evaluate((7, 7, 7, 2, 2, 2)) > evaluate((6, 6, 6, 3, 3, 3))
    assert evaluate((8, 8, 8, 2, 2, 1)) > evaluate((7, 7, 7, 9, 9, 1))  # the three first
    assert evaluate((8, 8, 8, 3, 3, 1)) > evaluate((8, 8, 8, 2, 2, 9))  # then the two
    assert evaluate((5, 6, 7, 8, 9, 0)) > evaluate((4, 5, 6, 7, 8, 8))
    assert evaluate((9, 9, 1, 1, 0, 2)) > evaluate((8, 8, 7, 7, 5, 6))


def test_nl4_then_the_free_cards_highest_first():
    a, b = evaluate((7, 7, 7, 7, 7, 9)), evaluate((7, 7, 7, 7, 7, 6))
    assert a > b and a.free == (9,)
    assert evaluate((5, 5, 2, 2, 9, 0)) > evaluate((5, 5, 2, 2, 8, 7))
    assert evaluate((4, 4, 4, 9, 1, 0)) > evaluate((4, 4, 4, 8, 7, 6))


def test_nl4_equal_hands_share_the_place():
    values = [evaluate((5, 5, 2, 2, 9, 0)), evaluate((2, 5, 0, 9, 2, 5)), evaluate((1, 1, 1, 3, 4, 8))]
    assert values[0] == values[1]
    assert places(values) == [2, 2, 1] and points(values) == [2, 2, 3]


def test_nl5_six_each_one_at_a_time_from_the_dealers_left_who_starts():
    s = nl.new_game(4, 11, {"dealer": 2})
    cards = list(nl.DECK)
    nl.rng_for("loker", 11).shuffle(cards)
    assert s.hands[3] == tuple(cards[0:24:4]) and s.hands[0] == tuple(cards[1:24:4])
    assert s.hands[2] == tuple(cards[3:24:4]) and s.turn == 3 and len(s.stock) == 80 - 24


def test_nl5_a_match_start_given_as_first_seat():
    s = nl.new_game(3, 1, {"first": 1})
    assert s.dealer == 0 and s.turn == 1


def test_nl6_exchange_pass_close():
    s = replace(nl.new_game(2, 3, {"dealer": 1}), hands=((1, 1, 2, 2, 3, 9), (0, 2, 4, 6, 8, 9)))
    stock = s.stock
    s, ev = nl.apply(s, 0, nl.Exchange((9, 3)))
    assert s.hands[0] == (1, 1, 2, 2) + stock[:2] and ev[0].kind == "exchanged" and s.turn == 0
    s, ev = nl.apply(s, 0, nl.Pass())  # the exchange was the turn
    assert s.turn == 1 and [e.kind for e in ev] == ["turn_ended"]
    s, ev = nl.apply(s, 1, nl.Pass())
    assert ev[0].kind == "passed" and s.turn == 0 and s.round == 1
    with pytest.raises(RuleError, match=r"^exchange_count\b"):
        nl.apply(s, 0, nl.Exchange((1, 1, 2, 2)))
    with pytest.raises(RuleError, match=r"^card_not_in_hand\b"):
        nl.apply(s, 0, nl.Exchange((7,) if 7 not in s.hands[0] else (5, 5, 5)))


def test_nl6_every_action_has_an_event_and_the_seat_to_act_has_a_legal_action():
    """NL-6/NL-7: after an exchange the same seat passes or closes; the pass that only ends the turn
    still reports an event, and the seat to act always has a legal action (one player, 5, 10)."""
    for players in (1, 5, 10):
        s = nl.new_game(players, 5)
        seat = s.turn
        s = replace(s, hands=tuple((1, 1, 2, 2, 3, 9) if i == seat else h for i, h in enumerate(s.hands)))
        s, ev = nl.apply(s, seat, nl.Exchange((9,)))
        assert s.turn == seat and s.exchanged and nl.legal_actions(s, seat) == [nl.Pass(), nl.Close()]
        s, ev = nl.apply(s, seat, nl.Pass())
        assert ev and ev[0].kind == "turn_ended" and not s.exchanged
        assert not s.over and nl.legal_actions(s, s.turn)  # a pass that ends a turn does not end the game
        rng = random.Random(players)
        while not s.over:
            s, ev = nl.apply(s, s.turn, rng.choice(nl.legal_actions(s, s.turn)))
            assert ev
            assert nl.to_act(s) == (() if s.over else (s.turn,))
            assert all(bool(nl.legal_actions(s, i)) == (i in nl.to_act(s)) for i in range(players))


def test_nl6_close_needs_a_figure():
    s = replace(nl.new_game(2, 3, {"dealer": 1}), hands=((0, 0, 2, 4, 6, 8), (0, 2, 4, 6, 8, 9)))
    assert nl.Close() not in nl.legal_actions(s, 0)
    with pytest.raises(RuleError, match=r"^no_figure\b"):
        nl.apply(s, 0, nl.Close())


def test_nl7_at_most_two_exchanges_a_deal():
    s = replace(nl.new_game(1, 5, {"after_two": "show"}), hands=((0, 1, 3, 5, 7, 9),))
    for _ in range(2):
        s, _ev = nl.apply(s, 0, nl.Exchange((s.hands[0][0],)))
        s, _ev = nl.apply(s, 0, nl.Pass())
    assert s.over and s.exchanges == (2,)
    s = replace(nl.new_game(2, 5), exchanges=(2, 0))
    assert not any(isinstance(a, nl.Exchange) for a in nl.legal_actions(s, 1 - s.dealer if s.turn else 0))
    with pytest.raises(RuleError, match=r"^no_exchanges_left\b"):
        nl.apply(replace(s, turn=0), 0, nl.Exchange((s.hands[0][0],)))


def _close_from(players, closer_position):
    s = nl.new_game(players, 9, {"dealer": players - 1})
    hands = list(s.hands)
    hands[closer_position] = (3, 3, 4, 4, 0, 9)
    s = replace(s, hands=tuple(hands))
    for seat in range(closer_position):
        s, _ev = nl.apply(s, seat, nl.Pass())
    return nl.apply(s, closer_position, nl.Close())


def test_nl8_the_seats_after_the_closer_up_to_the_one_before_the_starter_get_a_last_turn():
    s, ev = _close_from(5, 2)
    assert ev[0].kind == "closed" and s.last == (3, 4) and s.turn == 3
    s, ev = nl.apply(s, 3, nl.Exchange((s.hands[3][0],)))
    assert [e.kind for e in ev] == ["exchanged", "laid"] and s.turn == 4
    s, ev = nl.apply(s, 4, nl.Close())
    assert ev[0].kind == "laid" and s.over and [e.kind for e in ev][-2:] == ["show_down", "game_over"]


def test_nl8_the_starter_closing_gives_everyone_else_a_last_turn_and_the_last_seat_none():
    assert _close_from(4, 0)[0].last == (1, 2, 3)
    s, ev = _close_from(4, 3)
    assert s.over and ev[-1].kind == "game_over"


def test_nl8_no_exchange_past_the_limit_on_a_last_turn():
    s, _ev = _close_from(3, 0)
    s = replace(s, exchanges=(0, 2, 0))
    assert nl.legal_actions(s, 1) == [nl.Close()]


def test_nl9_two_rounds_without_a_close_end_the_deal_void():
    s = nl.new_game(3, 2)
    for _ in range(6):
        s, ev = nl.apply(s, s.turn, nl.Pass())
    assert s.over and s.void and nl.scores(s) == (0, 0, 0) and [e.kind for e in ev][-2:] == ["void", "game_over"]


def test_nl9_variant_show_down_after_two_rounds():
    s = nl.new_game(3, 2, {"after_two": "show"})
    for _ in range(6):
        s, ev = nl.apply(s, s.turn, nl.Pass())
    assert s.over and not s.void and ev[-2].kind == "show_down" and ev[-2]["after_two"]


def test_nl10_places_and_points_shared_places_and_no_hand():
    values = [evaluate(h) for h in [(9, 9, 9, 9, 9, 9), (1, 1, 2, 2, 5, 7), (2, 1, 1, 2, 5, 7), (0, 0, 2, 4, 6, 8)]]
    assert places(values) == [1, 2, 2, 4] and points(values) == [4, 3, 3, 0]


def test_nl11_the_rulebooks_example_hand_by_hand():
    # Alojz 0, Bedřich 1, David 2, Cyril 3; Cyril deals, so Alojz starts.
    A, B, D, C = range(4)
    s = nl.new_game(4, 1, {"dealer": C})
    draws = (7, 7, 2, 5, 2, 6, 5, 8, 5, 7, 9, 0)
    s = replace(s, hands=((6, 5, 4, 1, 0, 2), (7, 7, 7, 4, 2, 5), (2, 2, 2, 2, 0, 9), (0, 0, 0, 0, 0, 9)),
                stock=draws + s.stock)
    assert s.turn == A
    s, _ = nl.apply(s, A, nl.Exchange((0,)))
    s, _ = nl.apply(s, A, nl.Pass())
    s, _ = nl.apply(s, B, nl.Exchange((4, 2, 5)))
    s, _ = nl.apply(s, B, nl.Pass())
    s, _ = nl.apply(s, D, nl.Exchange((0, 9)))
    s, _ = nl.apply(s, D, nl.Pass())
    s, _ = nl.apply(s, C, nl.Exchange((9,)))
    s, _ = nl.apply(s, C, nl.Pass())
    assert sorted(s.hands[C]) == [0, 0, 0, 0, 0, 5] and sorted(s.hands[D]) == [2, 2, 2, 2, 2, 6]
    s, _ = nl.apply(s, A, nl.Exchange((1, 2)))
    s, ev = nl.apply(s, A, nl.Close())  # "KONEC": Alojz lays down a straight of five
    assert evaluate(ev[0]["hand"]).figure == "straight5" and evaluate(ev[0]["hand"]).cards == (8, 7, 6, 5, 4)
    assert evaluate(ev[0]["hand"]).free == (5,) and s.last == (B, D, C)
    s, _ = nl.apply(s, B, nl.Exchange((2, 5)))
    s, _ = nl.apply(s, D, nl.Close())  # David exchanges nothing and lays down
    s, ev = nl.apply(s, C, nl.Exchange((5,)))
    show = next(e for e in ev if e.kind == "show_down")
    assert [(seat, place, pts) for seat, _h, place, pts in show["ranked"]] == [(C, 1, 4), (B, 2, 3), (D, 3, 2),
                                                                               (A, 4, 1)]
    assert [evaluate(s.hands[x]).figure for x in (C, B, D, A)] == ["king_loker", "loker", "loker", "straight5"]
    assert evaluate(s.hands[B]).free == (9,) and evaluate(s.hands[D]).free == (6,)
    assert nl.scores(s) == (1, 3, 2, 4)


def test_nl12_a_match_of_deals_moves_the_dealer_left():
    m = nl.LokerMatch.start(3, 100, deals=3, dealer=0)
    dealers = []
    while True:
        dealers.append(m.state.dealer)
        while not m.state.over:
            m = replace(m, state=nl.apply(m.state, m.state.turn, nl.Pass())[0])
        if m.is_over():
            break
        m = m.next_deal()
    assert dealers == [0, 1, 2] and m.played == 2


def test_nl12_a_match_to_a_target_score():
    m = nl.LokerMatch.start(2, 5, target=4, dealer=0, after_two="show")
    deals = 0
    while True:
        deals += 1
        while not m.state.over:
            m = replace(m, state=nl.apply(m.state, m.state.turn, nl.Pass())[0])
        if m.is_over():
            break
        m = m.next_deal()
    assert max(m.standings()) >= 4 and deals >= 2


def test_nl13_chips_opening_chip_exchanges_and_the_pot():
    s = nl.new_game(2, 4, {"chips": 5, "dealer": 1})
    assert s.chips == (4, 4) and s.pot == 2
    s = replace(s, hands=((1, 1, 1, 1, 1, 2), (0, 2, 4, 6, 8, 9)))
    s, _ = nl.apply(s, 0, nl.Pass())
    s, _ = nl.apply(s, 1, nl.Exchange((0, 2, 4)))
    assert s.chips == (4, 1) and s.pot == 5
    s, _ = nl.apply(s, 1, nl.Pass())
    s, _ = nl.apply(s, 0, nl.Close())
    s, ev = nl.apply(s, 1, nl.Pass())
    assert s.over and s.chips[0] == 9 and s.pot == 0
    with pytest.raises(RuleError, match=r"^not_enough_chips\b"):
        nl.apply(replace(nl.new_game(2, 4, {"chips": 1, "dealer": 1})), 0, nl.Exchange((nl.new_game(2, 4).hands[0][0],)))


def test_nl13_the_match_ends_when_a_seat_cannot_pay_the_opening_chip():
    m = nl.LokerMatch.start(2, 8, dealer=0, chips=2)
    rng = random.Random(2)
    for _ in range(50):
        while not m.state.over:
            seat = m.state.turn
            m = replace(m, state=nl.apply(m.state, seat, rng.choice(nl.legal_actions(m.state, seat)))[0])
        if m.is_over():
            break
        m = m.next_deal()
    assert m.is_over() and min(m.state.chips) < 1


def test_states_round_trip_through_json_and_a_deal_number_replays():
    s = nl.new_game(4, 21, {"chips": 20})
    s2 = nl.RULES.state_from_json(nl.RULES.state_to_json(s))
    assert s2 == s and nl.new_game(4, 21, {"chips": 20}) == s
    a = nl.Exchange((s.hands[s.turn][0],))
    assert nl.RULES.action_from_json(nl.RULES.action_to_json(a)) == a


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 10), st.integers(0, 10_000), st.sampled_from(["void", "show"]), st.sampled_from([0, 3, 20]),
       st.randoms(use_true_random=False))
def test_random_legal_play_keeps_every_card_and_chip_and_ends(players, seed, after_two, chips, rng):
    s = nl.new_game(players, seed, {"after_two": after_two, "chips": chips})
    total = sum(s.chips) + s.pot
    for _ in range(200):
        if nl.is_over(s):
            break
        seat = nl.to_act(s)[0]
        s, _ = nl.apply(s, seat, rng.choice(nl.legal_actions(s, seat)))
        assert Counter(sum(s.hands, ()) + s.stock + s.discards) == Counter(nl.DECK)
        assert sum(s.chips) + s.pot == total
    assert nl.is_over(s)
    if not s.void:
        assert sorted(nl.scores(s), reverse=True)[0] in (players, 0)
        assert nl.RULES.state_from_json(nl.RULES.state_to_json(s)) == s
