"""A Loker match at the table (NL-5, NL-12, NL-13): the dealer moves left, chips and the pot carry over,
a target score or a seat that cannot pay ends it, and a save keeps the chips."""

from __future__ import annotations

import random

from app.core.match import Match
from app.core.seats import Seat
from app.games.loker import bot
from app.games.loker import rules as nl
from app.games.loker import text as loker_text


def seats(n: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"P{i}", False, "medium") for i in range(n))


def finish(match: Match) -> None:
    rng = random.Random(match.deal)
    while not match.is_over():
        seat = match.to_act()[0]
        match.act(seat, bot.choose(match.state, seat, "medium", rng))


def test_nl5_nl13_chips_and_pot_carry_to_the_next_deal_and_the_dealer_moves_left():
    match = Match.start("loker", 3, seats(3), {"chips": 10})
    assert match.state.chips == (9, 9, 9) and match.state.pot == 3
    dealer = match.state.dealer
    finish(match)
    after = match.state
    match.next_round()
    assert match.state.dealer == (dealer + 1) % 3
    assert match.state.chips == tuple(c - 1 for c in after.chips)
    assert match.state.pot == after.pot + 3
    assert sum(match.state.chips) + match.state.pot == 30  # no chip lost or made


def test_nl13_a_seat_that_cannot_pay_ends_the_match_and_is_named():
    match = Match.start("loker", 3, seats(2), {"chips": 1})
    # One chip each: the opening chip leaves none, so neither can pay the next deal.
    assert match.state.chips == (0, 0)
    finish(match)
    assert match.match_over() and nl.cannot_pay(match.state)
    said = loker_text.cannot_pay(match.state, match.seats, None)
    assert said.endswith("can no longer pay: the match ends.") and "P0" in said


def test_nl12_a_target_score_ends_the_match():
    match = Match.start("loker", 1, seats(2), {"target": 3})
    while not match.match_over():
        finish(match)
        if not match.match_over():
            match.next_round()
    assert max(match.standings()) >= 3 and match.round_no > 1


def test_a_saved_loker_match_keeps_its_chips():
    match = Match.start("loker", 3, seats(3), {"chips": 10})
    finish(match)
    match.next_round()
    copy = Match.from_json(match.to_json())
    assert copy.state == match.state and copy.carried == match.carried


def test_the_screen_and_counts_give_chips_and_pot():
    state = nl.new_game(2, 1, {"chips": 20})
    told = loker_text.holdings(state, seats(2), 0)
    assert "Chips: you 19; P1 19; in the pot 2." in told
    assert loker_text.chips_count(19) == "19 chips" and loker_text.pot_line(2) == "Pot: 2"


def test_a_deal_saved_before_the_own_discards_were_kept_still_resumes():
    match = Match.start("loker", 5, seats(2))
    seat = match.to_act()[0]
    out = tuple(sorted(match.state.hands[seat])[:2])
    match.act(seat, nl.Exchange(out))
    data = match.to_json()
    assert data["state"]["thrown"][seat] == list(out)
    del data["state"]["thrown"]  # as an older version saved it
    again = Match.from_json(data)
    assert again.state.thrown[seat] == out and nl.view(again.state, seat).thrown == out


# Issue 23: NL-12 as corrected at the default table (a "match" of one game), NL-13's chips winner.

def test_nl12_at_a_table_of_one_game_the_dealer_still_moves_left_into_the_next_match():
    match = Match.start("loker", 3, seats(3), rounds=1)
    dealers = [match.state.dealer]
    for deal in range(4, 8):
        finish(match)
        assert match.match_over()
        match = Match.start("loker", deal, seats(3), rounds=1, follows=match)
        dealers.append(match.state.dealer)
    assert dealers == [(dealers[0] + i) % 3 for i in range(5)]
    # A fresh match (not played on from one) starts again at the first seat.
    assert Match.start("loker", 9, seats(3), rounds=1).state.dealer == dealers[0]
    # The save keeps where the deal is round the table.
    assert Match.from_json(match.to_json()).state == match.state


def test_nl12_nl13_with_chips_the_match_runs_until_a_seat_cannot_pay_whatever_was_set():
    match = Match.start("loker", 3, seats(3), {"chips": 10}, rounds=1)
    assert match.rounds == 0  # the chips decide its length
    finish(match)
    assert not match.match_over()
    after = match.state
    match.next_round()
    assert match.state.chips == tuple(c - 1 for c in after.chips)


def test_nl12_chips_carry_into_a_match_played_on_and_start_afresh_once_a_seat_cannot_pay():
    match = Match.start("loker", 3, seats(3), {"chips": 10, "target": 1})
    finish(match)
    while not match.match_over():
        match.next_round()
        finish(match)
    held, pot = match.state.chips, match.state.pot
    assert not nl.cannot_pay(match.state)  # the target ended it, not the chips
    on = Match.start("loker", 20, seats(3), {"chips": 10, "target": 1}, follows=match)
    assert on.state.chips == tuple(c - 1 for c in held) and on.state.pot == pot + 3
    broke = Match.start("loker", 3, seats(2), {"chips": 1})
    finish(broke)
    assert nl.cannot_pay(broke.state)
    fresh = Match.start("loker", 4, seats(2), {"chips": 1}, follows=broke)
    assert fresh.state.chips == (0, 0) and fresh.state.pot == 2


def test_nl13_the_table_may_let_the_most_chips_win():
    from app.text.telling import Told

    match = Match.start("loker", 3, seats(3), {"chips": 10, "winner": "chips"})
    match.state = nl.LokerState(**{**match.state.__dict__, "chips": (4, 15, 0), "over": True})
    said = loker_text.TELLER.match_over(Told(match, 0))
    assert said == "The match is over; the most chips win. P1 wins. Chips: P1 15 chips; you 4 chips; P2 0 chips."
    points = Match.start("loker", 3, seats(3), {"chips": 10})
    assert loker_text.TELLER.match_over(Told(points, 0)) is None  # the table's standings by place points


def test_nl5_nl13_the_dealer_the_pot_and_what_an_exchange_cost_are_said():
    state = nl.new_game(3, 2, {"chips": 10, "dealer": 1})
    assert loker_text.deal_line(state, seats(3), 0) == (
        "P1 deals. P2 starts. The pot holds 3 chips with everyone's opening chip; each card exchanged costs a chip.")
    assert loker_text.deal_line(nl.new_game(3, 2, {"dealer": 0}), seats(3), 0, starter=False) == "You deal."
    seat = state.turn
    after, events = nl.apply(state, seat, nl.Exchange(tuple(sorted(state.hands[seat])[:2])))
    said = loker_text.event(events[0], after, seats(3), 0)
    assert said == "P2 exchanges 2 cards. P2 pays 2 chips; the pot holds 5."
    assert "P1 deals." in loker_text.read_table(after, seats(3), 0)


def test_nl12_a_new_match_plays_on_only_from_a_match_played_to_its_end():
    """Issue 37: the one decision both front ends' new-match command follow (Match.played_on): a finished
    match is played on (dealer left, chips carried, NL-12); one given up, or between its games, is not."""
    match = Match.start("loker", 3, seats(3), {"chips": 10, "target": 10})
    assert match.played_on() is None  # in play
    finish(match)
    assert not match.match_over() and match.played_on() is None  # a game over, the match not
    while not match.match_over():
        match.next_round()
        finish(match)
    assert match.played_on() is match
    on = Match.start("loker", 30, seats(3), match.options, follows=match.played_on())
    assert on.state.dealer == (match.state.dealer + 1) % 3 and on.carried == nl.carry(match.state)
