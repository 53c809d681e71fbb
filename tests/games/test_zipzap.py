"""Zip Zap rules (ZZ-1 to ZZ-15), each test named by the rule it proves."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from app.core.rules import RuleError
from app.games.zipzap import rules as zz
from app.games.zipzap.rules import ZAP_CARD, Card, Pass, Play, Zap

R = zz.RULES


def c(text: str) -> Card:
    """Return a card from "red 5", "wild 3" or "zap"."""
    if text == "zap":
        return ZAP_CARD
    colour, number = text.split()
    return Card(colour, int(number))


def table(hands, top="red 5", mode="race", stock=("blue 9",), owner=-1, **kw) -> zz.ZipZapState:
    """Return a position with these hands (lists of card names) and this top card."""
    hands = tuple(tuple(c(x) for x in h) for h in hands)
    return zz.ZipZapState(hands=hands, stock=tuple(c(x) for x in stock), pile=(c(top),), owners=(owner,),
                          played=owner, mode=mode, totals=(0,) * len(hands), **{"rounds": 4, **kw})


def test_zz1_the_deck_has_56_cards_five_series_and_six_zaps():
    assert len(zz.NUMBER_CARDS) == 50 and zz.ZAP_CARDS == 6
    assert Counter(card.colour for card in zz.NUMBER_CARDS) == {k: 10 for k in zz.COLOURS + (zz.WILD,)}


@pytest.mark.parametrize("players,dealt", [(2, 12), (3, 12), (4, 12), (5, 9), (6, 8)])
def test_zz2_zz4_deal_sizes_and_one_zap_card_each(players, dealt):
    state = R.new_game(players, 7)
    for hand in state.hands:
        assert len(hand) == dealt + 1 and hand.count(ZAP_CARD) == 1


@pytest.mark.parametrize("players,out", [(2, 2), (3, 1), (4, 0), (6, 0)])
def test_zz3_series_left_out_with_two_and_three_players(players, out):
    state = R.new_game(players, 11)
    assert len(state.left_out) == out
    cards = [x for h in state.hands for x in h if not x.is_zap] + list(state.stock) + list(state.pile)
    assert len(cards) == 50 - 10 * out
    assert not any(x.colour in state.left_out for x in cards)


def test_zz3_the_series_left_out_is_chosen_at_random_each_round():
    outs = {R.new_game(3, seed).left_out for seed in range(1, 40)}
    assert len(outs) == 4


def test_zz5_the_first_card_is_turned_again_while_nobody_can_play():
    for seed in range(1, 300):
        state, events = zz._deal(R.new_game(2, seed), 1, 0, 0)
        flips = [e for e in events if e.kind == "flipped"]
        if len(flips) > 1:
            assert flips[-1]["again"]
            if state.leader < 0:
                assert zz._anyone_fits(state)
            return
    pytest.fail("no deal turned a second card")


def test_zz5_decision_when_the_draw_pile_runs_out_and_nothing_fits_the_starting_seat_leads():
    state = R.new_game(6, 216)  # six players: only two cards are left to turn, and neither fits
    assert not state.stock and len(state.pile) == 2
    assert not zz._anyone_fits(state)
    assert state.leader == state.first == 0 and R.to_act(state) == (0,)
    assert all(isinstance(a, Play) for a in R.legal_actions(state, 0))


def test_zz6_on_a_single_colour_the_same_colour_or_the_joker_one_higher():
    assert zz.fits(c("red 6"), c("red 5")) and zz.fits(c("wild 6"), c("red 5"))
    assert not zz.fits(c("blue 6"), c("red 5")) and not zz.fits(c("red 7"), c("red 5"))
    assert not zz.fits(c("red 5"), c("red 5"))


def test_zz6_on_a_joker_any_colour_one_higher():
    for colour in zz.COLOURS + (zz.WILD,):
        assert zz.fits(Card(colour, 4), c("wild 3"))
    assert not zz.fits(c("blue 5"), c("wild 3"))


def test_zz6_anyone_may_play_at_any_time_in_the_race():
    state = table([["red 6", "blue 1"], ["wild 6", "green 2"], ["yellow 1", "green 3"]])
    assert R.to_act(state) == (0, 1)
    assert Play(c("wild 6")) in R.legal_actions(state, 1)


def test_zz7_a_ten_stops_the_chain_and_its_player_leads():
    state = table([["red 10", "blue 1", "yellow 8"], ["red 9", "green 2"]], top="red 9")
    state, events = R.apply(state, 0, Play(c("red 10")))
    assert state.leader == 0 and R.to_act(state) == (0,)
    assert events[-1].kind == "lead" and events[-1]["reason"] == "ten"
    state, _ = R.apply(state, 0, Play(c("blue 1")))  # any card
    assert state.top == c("blue 1") and state.hands[0] == (c("yellow 8"),)


def test_zz8_when_nobody_can_play_the_last_player_leads_any_card():
    state = table([["red 6", "blue 1", "blue 8"], ["green 2", "yellow 4"]])
    state, events = R.apply(state, 0, Play(c("red 6")))
    assert state.leader == 0 and events[-1]["reason"] == "stuck"
    with pytest.raises(RuleError) as err:
        R.apply(state, 1, Play(c("green 2")))
    assert err.value.msg_id == "someone_leads"
    state, events = R.apply(state, 0, Play(c("blue 8")))
    assert state.top == c("blue 8") and events[0]["lead"]


def test_zz9_zap_only_by_the_last_number_card_player_then_they_lead():
    state = table([["red 6", "blue 1", "zap"], ["red 7", "yellow 4", "zap"]])
    state, _ = R.apply(state, 0, Play(c("red 6")))
    with pytest.raises(RuleError) as err:
        R.apply(state, 1, Zap())
    assert err.value.msg_id == "zap_not_yours"
    state, events = R.apply(state, 0, Zap())
    assert events[0].kind == "zap" and state.top == ZAP_CARD and state.leader == 0
    assert Zap() not in R.legal_actions(state, 0)
    assert ZAP_CARD not in state.hands[0]


def test_zz9_zap_once_per_round():
    state = table([["red 6", "red 8", "blue 1"], ["red 7", "yellow 4", "zap"]])
    state, _ = R.apply(state, 0, Play(c("red 6")))
    with pytest.raises(RuleError) as err:
        R.apply(state, 0, Zap())
    assert err.value.msg_id == "zap_used"


def test_zz10_the_first_card_down_counts_and_the_second_is_too_late():
    state = table([["red 6", "blue 1"], ["wild 6", "green 2"]])
    state, _ = R.apply(state, 1, Play(c("wild 6"), at=1500))
    before = state
    with pytest.raises(RuleError) as err:
        R.apply(state, 0, Play(c("red 6"), at=1500))
    assert err.value.msg_id == "too_late" and err.value.params["seat"] == 1
    assert state == before


def test_zz10_an_action_stamped_before_the_last_one_is_refused():
    state = table([["red 6", "red 7", "blue 1"], ["green 2", "yellow 4"]])
    state, _ = R.apply(state, 0, Play(c("red 6"), at=900))
    with pytest.raises(RuleError) as err:
        R.apply(state, 0, Play(c("red 7"), at=800))
    assert err.value.msg_id == "too_late"


def test_zz10_several_cards_in_a_row():
    state = table([["red 6", "red 7", "wild 8", "blue 1"], ["green 2", "yellow 9"]])
    for name in ("red 6", "red 7", "wild 8"):
        state, _ = R.apply(state, 0, Play(c(name)))
    assert state.top == c("wild 8") and state.hands[0] == (c("blue 1"),)


def test_zz11_the_round_ends_when_a_hand_is_empty_and_hands_score_1_3_5():
    state = table([["red 6"], ["green 2", "wild 4", "zap"], ["blue 3"]], rounds=1)
    state, events = R.apply(state, 0, Play(c("red 6")))
    over = next(e for e in events if e.kind == "round_over")
    assert over.seat == 0 and over["points"] == (0, 1 + 3 + 5, 1)
    assert R.is_over(state) and R.scores(state) == (0, 9, 1)
    assert zz.winners(state) == (0,)


def test_zz11_the_zap_card_counts_as_a_card_so_zap_can_go_out():
    state = table([["red 6", "zap"], ["green 2", "wild 4"]], stock=("blue 9", "blue 8"))
    state, _ = R.apply(state, 0, Play(c("red 6")))
    state, events = R.apply(state, 0, Zap())
    assert any(e.kind == "round_over" and e.seat == 0 for e in events)


@pytest.mark.parametrize("players,rounds", [(2, 4), (3, 6), (4, 4), (5, 5), (6, 6)])
def test_zz12_as_many_rounds_as_players_two_each_with_two_or_three(players, rounds):
    assert R.new_game(players, 1).rounds == rounds


def test_zz12_the_next_round_is_dealt_and_the_start_moves_on():
    state = table([["red 6"], ["green 2", "wild 4"]], stock=("blue 9",))
    state, events = R.apply(state, 0, Play(c("red 6")))
    assert not R.is_over(state) and state.round_no == 2 and state.first == 1
    assert [e.kind for e in events][:3] == ["played", "round_over", "dealt"]
    assert state.totals == (0, 4)


def test_zz12_variant_one_point_to_whoever_goes_out_most_wins():
    state = replace(table([["red 6"], ["green 2", "wild 4"]]), scoring="one", rounds=1)
    state, _ = R.apply(state, 0, Play(c("red 6")))
    assert R.scores(state) == (1, 0) and zz.winners(state) == (0,)


def test_zz14_turn_based_one_seat_at_a_time_plays_or_passes():
    state = table([["red 6", "red 7", "blue 1"], ["wild 8", "green 2"]], mode="turns")
    assert R.to_act(state) == (0,)
    with pytest.raises(RuleError, match=r"^not_your_turn\b"):
        R.apply(state, 1, Play(c("wild 8")))
    state, _ = R.apply(state, 0, Play(c("red 6")))
    assert R.to_act(state) == (0,)  # several in a row (ZZ-10)
    state, _ = R.apply(state, 0, Pass())
    assert R.to_act(state) == (1,)
    with pytest.raises(RuleError) as err:
        R.apply(state, 1, Play(c("wild 8")))
    assert err.value.msg_id == "does_not_fit"


def test_zz14_a_whole_round_of_passes_makes_the_last_player_lead():
    state = table([["red 6", "blue 1"], ["red 7", "green 2"]], mode="turns")
    state, _ = R.apply(state, 0, Play(c("red 6")))
    state, _ = R.apply(state, 0, Pass())
    state, events = R.apply(state, 1, Pass())
    assert state.leader == 0 and events[-1].kind == "lead"


def test_zz14_no_passing_in_the_race():
    state = table([["red 6", "blue 1"], ["red 7", "green 2"]])
    with pytest.raises(RuleError) as err:
        R.apply(state, 0, Pass())
    assert err.value.msg_id == "no_passing"


def test_zz15_the_fitting_cards_of_a_hand():
    state = table([["red 6", "wild 6", "blue 6"], ["green 2"]])
    assert zz.fitting(state, state.hands[0]) == [c("red 6"), c("wild 6")]


def test_same_deal_same_game_and_json_round_trip():
    a, b = R.new_game(4, 99), R.new_game(4, 99)
    assert a == b
    assert R.state_from_json(json.loads(json.dumps(R.state_to_json(a)))) == a
    for action in (Play(c("red 3"), at=1234), Zap(at=5), Pass(at=7)):
        assert R.action_from_json(json.loads(json.dumps(R.action_to_json(action)))) == action


def _all_cards(state) -> Counter:
    return Counter([x for h in state.hands for x in h] + list(state.stock) + list(state.pile))


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(1, 10**6), mode=st.sampled_from(zz.MODES),
       scoring=st.sampled_from(zz.SCORINGS), choices=st.randoms(use_true_random=False))
def test_property_no_card_lost_or_duplicated_scores_add_up_every_game_ends(players, seed, mode, scoring,
                                                                           choices):
    state = R.new_game(players, seed, {"mode": mode, "scoring": scoring})
    round_no, at, steps, before = 1, 0, 0, R.scores(state)
    whole = _all_cards(state)
    while not R.is_over(state):
        steps += 1
        assert steps < 3000, "the game does not end"
        seat = choices.choice(R.to_act(state))
        action = choices.choice(R.legal_actions(state, seat))
        at += choices.randint(0, 900)
        state, events = R.apply(state, seat, R.stamp(action, at) if mode == "race" else action)
        for e in events:
            if e.kind == "round_over":
                assert tuple(a - b for a, b in zip(e["totals"], before)) == e["points"]
                before = e["totals"]
        if state.round_no != round_no and not R.is_over(state):
            round_no, whole = state.round_no, _all_cards(state)
        elif not R.is_over(state):
            assert _all_cards(state) == whole  # within a round, nothing lost or duplicated
    if scoring == "one":
        assert sum(R.scores(state)) == state.rounds
    assert R.state_from_json(json.loads(json.dumps(R.state_to_json(state)))) == state


def test_random_race_playouts_never_refuse_a_legal_action():
    rng = random.Random(5)
    for seed in range(20):
        state = R.new_game(rng.randint(2, 6), seed)
        while not R.is_over(state):
            seat = rng.choice(R.to_act(state))
            state, _ = R.apply(state, seat, rng.choice(R.legal_actions(state, seat)))
