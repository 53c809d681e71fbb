"""The table side of a game here (``app.table.LocalTable``): its bots, the race's reactions and the
autosave, with no Session, no voice and no words; the player's side only says when to move a bot."""

import random

import pytest

from app.bots import choose
from app.core.match import Match
from app.core.rules import RuleError
from app.core.seats import Seat
from app.store import autosave
from app.table import LocalTable

BOTS = (Seat("Eva", False, "medium"), Seat("Aino", False, "medium"))


def test_the_bots_play_a_whole_game_through_the_table():
    """Asked move by move, the table's bots play a Tiko game out, each move the seeded one."""
    table = LocalTable(Match.start("zoker-tiko", 4, BOTS), saves=False)
    moves = 0
    while (seat := table.bot_to_act()) is not None:
        match = table.match
        rng = random.Random(f"{match.game_id}:{match.deal}:{match.round_no}:{len(match.actions)}")
        expected = choose(match.game_id, match.state, seat, "medium", rng)
        table.bot_move(seat)
        assert table.match.actions[-1] == (seat, expected)
        moves += 1
    assert table.match.is_over() and moves == len(table.match.actions) > 10


def test_a_human_seat_is_never_moved_by_the_table():
    table = LocalTable(Match.start("zoker-tiko", 4, (Seat("Ann", True),) + BOTS[:1]), saves=False)
    while (seat := table.bot_to_act()) is not None:
        table.bot_move(seat)
    assert list(table.match.to_act()) == [0]  # Ann's turn: her player acts


def _race(deal: int) -> LocalTable:
    seats = (Seat("Ann", True),) + BOTS
    match = Match.start("zipzap", deal, seats, {"mode": "race", "speed": "normal", "scoring": "hands"})
    return LocalTable(match, saves=False)


def test_in_a_race_each_bot_that_can_play_gets_a_reaction_to_each_news():
    table = next(t for t in map(_race, range(1, 100)) if t.next_reaction() is not None)
    assert table.racing() and table.bot_to_act() is None  # in a race the bots go by the clock
    seat, ms = table.next_reaction()
    assert not table.match.seats[seat].human and ms == min(table.reactions.values()) > 0
    assert set(table.reactions) <= set(table.match.to_act())
    before = dict(table.reactions)
    table.bot_move(seat, at=ms)
    # The news of that move: the reactions are to it, worked out again from the new position.
    assert table.match.actions[-1][0] == seat
    assert table.reactions != before
    assert set(table.reactions) <= set(table.match.to_act())


def test_a_bot_whose_card_came_too_late_waits_for_the_next_news():
    table = next(t for t in map(_race, range(1, 100)) if t.next_reaction() is not None)
    seat, ms = table.next_reaction()
    table.match.act = lambda *args: (_ for _ in ()).throw(RuleError("too_late"))
    with pytest.raises(RuleError, match=r"^too_late\b"):
        table.bot_move(seat, at=ms)
    assert seat not in table.reactions


def test_the_table_autosaves_every_move_and_keeps_no_save_of_a_game_over():
    table = LocalTable(Match.start("zoker-solo", 7, (Seat("Ann", True),)))
    table.save()
    assert autosave.load_match()[0]["deal"] == 7
    match = table.match
    rng = random.Random(1)
    table.act(0, choose("zoker-solo", match.state, 0, "easy", rng))
    assert len(autosave.load_match()[0]["actions"]) == 1
    while not match.is_over():
        table.act(0, choose("zoker-solo", match.state, 0, "easy", rng))
    assert autosave.load_match()[0] is None


def test_a_table_that_does_not_save_never_touches_the_saved_game():
    """A guest window's table: the saved game is the other window's."""
    LocalTable(Match.start("zoker-solo", 7, (Seat("Ann", True),))).save()
    saved = autosave.autosave_path().read_bytes()
    table = LocalTable(Match.start("zoker-solo", 8, (Seat("Ann", True),)), saves=False)
    table.save()
    table.act(0, choose("zoker-solo", table.match.state, 0, "easy", random.Random(2)))
    assert autosave.autosave_path().read_bytes() == saved


def test_a_failed_save_is_reported_once_a_streak(monkeypatch):
    from app.store.problems import Problem

    said = []
    monkeypatch.setattr(autosave, "save_match", lambda data: [Problem("autosave_write_failed", {"path": "x", "error": "ENOSPC"})])
    table = LocalTable(Match.start("zoker-solo", 7, (Seat("Ann", True),)), report=said.append)
    rng = random.Random(3)
    for _ in range(2):
        table.act(0, choose("zoker-solo", table.match.state, 0, "easy", rng))
    assert len(said) == 1 and table.save_error == "ENOSPC"
    monkeypatch.setattr(autosave, "save_match", lambda data: [])
    table.act(0, choose("zoker-solo", table.match.state, 0, "easy", rng))
    assert table.save_error == ""
