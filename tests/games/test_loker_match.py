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
