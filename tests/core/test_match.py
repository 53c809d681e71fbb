"""The Match: numbered deals, undo, rounds and totals, saving and replay."""

import json
import random

import pytest

from app.core.match import Match
from app.core.rules import RuleError
from app.core.seats import Seat, default_seats


def play_out(match: Match, seed: int) -> None:
    rng = random.Random(seed)
    while not match.is_over():
        match.act(0, rng.choice(match.legal_actions(0)))


def test_rounds_add_scores_to_totals_and_deal_the_next_number():
    match = Match.start("zoker-pairs", 10, default_seats(1))
    with pytest.raises(RuleError) as err:
        match.next_round()
    assert err.value.msg_id == "round_not_over"
    play_out(match, 1)
    first = match.scores()[0]
    match.next_round()
    assert (match.round_no, match.deal, match.totals) == (2, 11, (first,))
    assert match.state == match.rules.new_game(1, 11, {})
    assert match.actions == [] and not match.can_undo()


def test_saved_match_keeps_round_and_totals():
    match = Match.start("zoker-pairs", 3, default_seats(1))
    play_out(match, 2)
    match.next_round()
    match.act(0, match.legal_actions(0)[0])
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert (again.round_no, again.totals, again.deal, again.state) == (
        match.round_no, match.totals, match.deal, match.state)


def test_autosave_hook_runs_after_every_change():
    saved = []
    match = Match.start("zoker-solo", 5, default_seats(1), on_change=lambda m: saved.append(len(m.actions)))
    match.act(0, match.legal_actions(0)[0])
    match.undo()
    assert saved == [0, 1, 0]


def test_damaged_save_is_refused_with_a_reason():
    match = Match.start("zoker-solo", 5, default_seats(1))
    data = match.to_json()
    data["actions"] = [[0, {"type": "MoveCard", "place": 99, "pile": 0}]]
    with pytest.raises(ValueError):
        Match.from_json(data)
    with pytest.raises(ValueError):
        Match.from_json({"format": 999})


def test_seats_name_humans_and_bots():
    seats = default_seats(3, "Eva")
    assert seats[0] == Seat("Eva", human=True) and not seats[1].human
    with pytest.raises(ValueError):
        Seat("x", human=False, level="genius")
