"""A table's save is the local autosave's format (``Match.to_json``), written fast, and resumes exactly."""

import json
import random

import msgspec
import pytest

from app.bots import choose
from app.core.match import Match
from app.core.seats import Seat
from app.net.client import state_from_json
from app.net.saves import match_json
from tests.net.test_play_online import GAMES


@pytest.mark.parametrize("game_id,players", GAMES)
def test_a_tables_save_is_the_matchs_own_json(game_id, players):
    seats = (Seat("Ann"),) + tuple(Seat(f"B{i}", False) for i in range(1, players))
    match = Match.start(game_id, 5, seats, {})
    rng = random.Random(2)
    for _ in range(40):
        if match.is_over():
            break
        seat = match.to_act()[0]
        action = choose(game_id, match.state, seat, "easy", rng)
        if hasattr(match.state, "clock"):  # a race's moves carry their time on its clock (Zip Zap)
            action = match.rules.stamp(action, match.state.clock + 5)
        match.act(seat, action)
    fast = json.loads(msgspec.json.encode(match_json(match)))
    assert fast == json.loads(json.dumps(match.to_json()))
    assert Match.from_json(fast).state == match.state
    # A front end reads the state it is sent as the rules would.
    assert state_from_json(match.rules, fast["state"]) == match.rules.state_from_json(fast["state"]) == match.state


async def test_a_table_is_on_disk_whole_before_anyone_can_sit_at_it(tmp_path):
    """Later saves are written on the writer thread; the first is written at once, so a server killed
    during its first moves (kill -9 mid-write leaves only a temporary file) still finds the table."""
    from app.net.server import TableServer

    server = TableServer(tmp_path)
    try:
        table = server.open_table("zoker-tiko", (Seat("", True), Seat("", True)), deal=5)
        saved = json.loads((tmp_path / f"{table.code}.json").read_text())
        assert saved["code"] == table.code and saved["match"]["deal"] == 5
    finally:
        await server.stop()


def test_a_save_after_every_move_writes_the_same_json_as_a_whole_one():
    """A table keeps each action's JSON once made (``Actions``): saved after every move, through an undo
    and into the next game, its file says exactly what a save made from nothing says."""
    from app.net.saves import Actions

    seats = (Seat("Ann"), Seat("B1", False), Seat("B2", False))
    match = Match.start("zipzap", 3, seats, {}, rounds=0)
    kept, rng = Actions(), random.Random(4)
    for move in range(400):
        if match.is_over():
            match.next_round()
        else:
            seat = match.to_act()[0]
            action = match.rules.stamp(choose("zipzap", match.state, seat, "easy", rng), match.state.clock + 5)
            match.act(seat, action)
            if move == 30:  # the list loses its last move and grows again
                match.actions.pop()
        assert msgspec.json.encode(match_json(match, kept)) == msgspec.json.encode(match_json(match))
    assert match.round_no > 1
