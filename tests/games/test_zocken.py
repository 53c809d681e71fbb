"""Zocken's rules, rule by rule (ZO-1 to ZO-15)."""

from __future__ import annotations

from dataclasses import replace

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rules import RuleError
from app.games.zocken import color_points, turn_score
from app.games.zocken import rules as zo

R, O, Y, G, B, P, W = range(7)  # noqa: E741 - the colours' initials, as the rules write them


def board(*cells, circles=tuple(range(7)), players=1, out=()):
    """Return a state with the nine fields given as None or (colour, value)."""
    fields = tuple(None if c is None else zo.Die(*c) for c in cells)
    return zo.ZockenState(deal=1, circles=circles, totals=(0,) * players, fields=fields,
                          out=tuple(zo.Die(*d) for d in out))


def test_zo1_zo2_seven_dice_nine_fields_default_circles_in_order():
    state = zo.new_game(1, 5)
    assert zo.COLOURS == ("red", "orange", "yellow", "green", "blue", "purple", "white")
    assert len(state.fields) == 9 and state.circles == tuple(range(7)) and state.in_hand() == tuple(range(7))


def test_zo2_the_board_setting_shuffles_the_circles_the_same_way_for_a_deal():
    shuffled = [zo.new_game(1, seed, {"board": "shuffled"}).circles for seed in range(1, 20)]
    assert all(sorted(c) == list(range(7)) for c in shuffled)
    assert len(set(shuffled)) > 1
    assert zo.new_game(1, 3, {"board": "shuffled"}) == zo.new_game(1, 3, {"board": "shuffled"})
    with pytest.raises(RuleError, match=r"^bad_option\b"):
        zo.new_game(1, 3, {"board": "round"})


def test_zo3_the_player_chooses_which_die_to_throw_and_places_it_before_the_next():
    state = zo.new_game(1, 7)
    assert zo.legal_actions(state, 0) == [zo.Throw(c) for c in range(7)]
    state, events = zo.apply(state, 0, zo.Throw(G))
    assert events[0].kind == "thrown" and events[0]["colour"] == G
    assert state.rolled is not None and state.rolled.colour == G
    assert all(isinstance(a, zo.Place) for a in zo.legal_actions(state, 0))
    with pytest.raises(RuleError) as err:
        zo.apply(state, 0, zo.Throw(R))
    assert err.value.msg_id == "zocken_place_first"
    state, _ = zo.apply(state, 0, zo.Place(4))
    with pytest.raises(RuleError) as err:
        zo.apply(state, 0, zo.Throw(G))
    assert err.value.msg_id == "zocken_die_not_in_hand"


@pytest.mark.parametrize("row", [(2, 3, 3, 4, 5, 5, 6), (1, 1, 1, 3, 4, 4, 5), (6, 5, 5, 4, 3, 2, 1)])
def test_zo4_the_rulebooks_valid_sequences(row):
    assert zo.monotone(list(row))


def test_zo4_an_invalid_four_breaks_the_sequence():
    """The rulebook's example: 5-5-4-3-3-X-X; a 4 fits nowhere, 1, 2 or 3 still fit."""
    state = board(None, (R, 5), (O, 5), (Y, 4), (G, 3), (B, 3), None, None, None)
    values = zo.values_of(state.fields)
    assert zo.fitting(values, 4) == ()
    for v in (1, 2, 3):
        assert set(zo.fitting(values, v)) >= {6, 7}
    assert zo.fitting(values, 3) == (6, 7, 8)


def test_zo4_direction_is_fixed_once_two_different_values_are_down():
    values = zo.values_of(board(None, (R, 2), None, (O, 2), None, None, None, None, None).fields)
    assert set(zo.fitting(values, 1)) == {0, 4, 5, 6, 7, 8}  # equal neighbours: either way still open
    values = zo.values_of(board(None, (R, 2), None, (O, 4), None, None, None, None, None).fields)
    assert zo.fitting(values, 1) == (0,)  # rising: a 1 only left of the 2
    assert zo.fitting(values, 5) == (4, 5, 6, 7, 8)


def test_zo5_a_die_that_fits_nowhere_goes_out_by_itself_and_one_that_fits_may_not():
    state = board(None, (R, 5), (O, 5), (Y, 4), (G, 3), (B, 3), None, None, None)
    state = replace(state, deal=next(d for d in range(1, 500) if zo.throw_value(d, 0, 5) == 4))
    new, events = zo.apply(state, 0, zo.Throw(P))
    assert [e.kind for e in events] == ["thrown", "out"]
    assert new.out == (zo.Die(P, 4),) and new.rolled is None
    assert not hasattr(zo, "PutOut")  # there is no action to put a fitting die OUT


def test_zo6_escape_fields_count_in_the_sequence_as_positions_0_and_8():
    values = zo.values_of(board((R, 1), (O, 1), (Y, 2), None, (G, 4), (B, 4), (P, 5), (W, 6), None).fields)
    assert zo.fitting(values, 6) == (8,)
    assert zo.fitting(values, 3) == (3,)
    state = board((R, 1), (O, 1), (Y, 2), None, (G, 4), (B, 4), (P, 5), (W, 6), None)
    assert zo.parts(state) == {"valid": True, "matches": 4, "escapes": 1, "outs": 0, "score": 140}


def test_zo6_an_escape_die_never_matches():
    state = board((R, 1), None, None, None, None, None, None, None, None)
    assert zo.matches(state) == 0


def test_zo7_a_placed_die_never_moves():
    state = zo.apply(zo.new_game(1, 2), 0, zo.Throw(R))[0]
    state, _ = zo.apply(state, 0, zo.Place(1))
    assert all(a != zo.Place(1) for a in zo.legal_actions(zo.apply(state, 0, zo.Throw(O))[0], 0))


def test_zo8_zo9_zo10_the_score_table():
    assert [color_points(n) for n in range(8)] == [0, 10, 30, 60, 100, 150, 210, 280]
    assert turn_score(True, 0, 0, 0) == 50
    assert turn_score(False, 2, 1, 1) == 30 - 10 - 20
    assert turn_score(True, 7, 0, 0) == 330
    with pytest.raises(ValueError):
        color_points(8)


def test_zo11_the_rulebooks_example_scores_100():
    assert turn_score(valid=True, matches=3, escapes=1, outs=0) == 100
    state = board((W, 1), (R, 1), (B, 2), (Y, 3), None, (O, 4), (P, 6), (G, 6), None)
    assert zo.parts(state) == {"valid": True, "matches": 3, "escapes": 1, "outs": 0, "score": 100}


def play_turn(state, place=min, bets=None):
    """Play the active seat's turn: dice in colour order, each on ``place`` of its fields; bets as given."""
    events = []
    active = state.active
    while state.active == active and not zo.is_over(state) and (state.turns == state.turns):
        seat = zo.to_act(state)[0]
        if state.asking is not None:
            action = zo.Bet(bool(bets and bets.get(seat)))
        elif state.rolled is not None:
            action = zo.Place(place(a.field for a in zo.legal_actions(state, seat)))
        else:
            action = zo.Throw(state.in_hand()[0])
        turns = state.turns
        state, new = zo.apply(state, seat, action)
        events += new
        if state.turns != turns:
            break
    return state, events


def test_zo12_after_three_dice_each_other_seat_from_the_left_is_asked_to_bet():
    state = zo.new_game(4, 9, {"first": 2})
    asked = []
    for _ in range(3):
        state, _ = zo.apply(state, 2, zo.Throw(state.in_hand()[0]))
        if state.rolled is not None:
            state, _ = zo.apply(state, 2, zo.legal_actions(state, 2)[0])
    assert state.asking == 3 and zo.to_act(state) == (3,)
    with pytest.raises(RuleError, match=r"^not_your_turn\b"):
        zo.apply(state, 2, zo.Throw(state.in_hand()[0]))
    for seat, yes in ((3, True), (0, False), (1, True)):
        asked.append(state.asking)
        state, events = zo.apply(state, seat, zo.Bet(yes))
    assert asked == [3, 0, 1] and state.asking is None and state.bettors == (3, 1)
    assert events[-1].kind == "bets_closed"


def test_zo12_solo_has_no_bets():
    state, events = play_turn(zo.new_game(1, 4))
    assert not any(e.kind.startswith("bet") for e in events)


@pytest.mark.parametrize("seed", range(1, 30))
def test_zo13_bets_are_settled_half_the_score_or_minus_20(seed):
    state = zo.new_game(3, seed)
    state, events = play_turn(state, bets={1: True, 2: True})
    scored = next(e for e in events if e.kind == "turn_scored")
    settled = next(e for e in events if e.kind == "bets_settled")
    score = scored["score"]
    each = score // 2 if score > 50 else -20
    assert settled["won"] == (score > 50) and settled["each"] == each
    assert state.totals == (score, each, each)


def test_zo14_five_rounds_then_the_highest_total_wins():
    for players in (1, 3):
        state = zo.new_game(players, 3)
        turns = 0
        while not zo.is_over(state):
            state, _ = play_turn(state)
            turns += 1
        assert turns == 5 * players and len(state.history) == 5 * players
        assert zo.scores(state) == state.totals
        if players == 1:
            assert state.totals[0] == sum(state.history)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(1, 10_000), players=st.integers(1, 8))
def test_random_play_loses_no_die_and_scores_add_up(seed, players):
    rng = random.Random(seed)
    state = zo.new_game(players, seed)
    settled = [0] * players
    while not zo.is_over(state):
        seat = zo.to_act(state)[0]
        state, events = zo.apply(state, seat, rng.choice(zo.legal_actions(state, seat)))
        on_board = sum(d is not None for d in state.fields) + len(state.out) + (state.rolled is not None)
        assert on_board + len(state.in_hand()) == 7
        for e in events:
            if e.kind == "turn_scored":
                settled[e.seat] += e["score"]
            if e.kind == "bets_settled":
                for s in e["bettors"]:
                    settled[s] += e["each"]
    assert list(state.totals) == settled


def test_zo8_the_turn_so_far_keeps_its_sequence_until_a_die_goes_out():
    """Mid-turn the 50 of a valid sequence is still to be had; a die OUT loses it (ZO-5, ZO-8)."""
    from app.core.seats import Seat
    from app.games.zocken.text import TELLER
    from app.text.telling import Told

    class Match:
        def __init__(self, state):
            self.state, self.seats = state, (Seat("", human=True), Seat("Eva"))

    start = zo.new_game(2, 1)
    escape = replace(start, fields=(zo.Die(0, 5),) + (None,) * 8)
    said = TELLER.holdings(Told(Match(escape), 0, False))
    assert "This turn so far: sequence 50, 1 escape field minus 10." in said
    out = replace(escape, out=(zo.Die(1, 6),))
    assert "no valid sequence" in TELLER.holdings(Told(Match(out), 0, False))


def test_zo13_a_settled_bet_is_said_in_the_bettors_person():
    """"Bet won: you gain 60." to the bettor; "Bet lost: Eva loses 20." of one other; "each" for several."""
    from app.core.rules import Event
    from app.core.seats import Seat
    from app.games.zocken import text as zt

    state = zo.new_game(3, 1)
    seats = (Seat("", human=True), Seat("Eva"), Seat("Aino"))

    def said(bettors, won):
        data = {"bettors": bettors, "won": won, "each": 60 if won else -20, "totals": (0, 0, 0)}
        return zt.event(Event("bets_settled", 2, data), state, seats, 0, False)

    assert said((0,), True) == "Bet won: you gain 60."
    assert said((1,), False) == "Bet lost: Eva loses 20."
    assert said((1,), True) == "Bet won: Eva gains 60."
    assert said((0, 1), False) == "Bets lost: you and Eva lose 20 each."
