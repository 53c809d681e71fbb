"""What a player hears when the network changes under a shared table (issue 38, point 7): a connection drops
and comes back, the seat is taken back from another window, a bot takes a seat over, a player leaves, the
server stops. Each in line mode (the printed lines) and on the screen (what the screen's own tick says).

The protocol under these words is tested in test_nothing_lost.py; here it is the sentences that reach the
player, through the one path both front ends share (``Session.hear_table``)."""

from __future__ import annotations

import io
import time

from app.core.seats import Seat
from app.net.server import TableRules
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from tests.net.players import ServerThread


async def until(pilot, check, tries: int = 2000) -> bool:
    """Let the app run until ``check()`` holds (the server's news comes on its own thread), 20 s at most."""
    for _ in range(tries):
        if check():
            return True
        await pilot.pause(0.01)
    return check()


DROPPED = "The connection to the table was lost; trying again."
BACK = "Back at the table."
STOPPED = "The table server stopped."


def _plain(name: str) -> tuple[PlainMode, io.StringIO]:
    session = Session(speaker=RecordingSpeaker("en"), settings=Settings(language="en", speech="off",
                                                                          player_name=name))
    out = io.StringIO()
    return PlainMode(session, io.StringIO(), out), out


def _lines(out: io.StringIO) -> list[str]:
    return out.getvalue().splitlines()


def _wait_for(modes, done, limit: float = 30.0) -> None:
    """Let every line mode hear its table until ``done()`` holds (bounded: what never comes fails)."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        for mode in modes:
            mode._tick()
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("nothing came: " + " | ".join(m.stdout.getvalue()[-400:] for m in modes))


def _two_at_a_table(host: ServerThread, hold_s: float):
    """Ann and Bo, in line mode, at a Zoker Memo table of two human seats; Ann has heard Bo sit down."""
    table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                            rules=TableRules(hold_s=hold_s, bot_delay_s=0))
    (ann, ann_out), (bo, bo_out) = _plain("Ann"), _plain("Bo")
    ann.handle(f"join {host.url} {table.code}")
    bo.handle(f"join {host.url} {table.code}")
    _wait_for([ann], lambda: "Bo sits down at seat 2." in _lines(ann_out))
    return table, ann, ann_out, bo, bo_out


def _break(host: ServerThread, table, seat: int) -> None:
    """Break a seat's connection as a network does: no closing words, the socket just goes."""
    host.do(lambda: table.conns[seat].transport.abort())


def test_a_dropped_connection_is_said_then_the_return_and_where_the_game_stands():
    host = ServerThread()
    try:
        table, ann, ann_out, bo, bo_out = _two_at_a_table(host, hold_s=30)
        _break(host, table, ann.session.remote.seat)
        _wait_for([ann, bo], lambda: BACK in _lines(ann_out) and "Ann is back at the table." in _lines(bo_out))
        lines = _lines(ann_out)
        # News first: the drop, then the return, then where the game stands (a full where, not a guess).
        assert lines.index(DROPPED) < lines.index(BACK)
        assert lines[lines.index(BACK) + 1].startswith("Zoker Memo. Your turn. Cards taken: ")
        # The other player heard how long the seat waits, before the return.
        heard = _lines(bo_out)
        assert heard.index("Ann dropped out; the seat is kept for 30 seconds.") < heard.index(
            "Ann is back at the table.")
        assert ann.session.remote.seat == 0 and host.do(lambda: table.match.seats[0].human)
        for mode in (ann, bo):
            mode.session.close()
    finally:
        host.stop()


def test_a_seat_taken_back_from_another_window_is_said_in_the_window_that_lost_it():
    host = ServerThread()
    try:
        table, ann, ann_out, bo, bo_out = _two_at_a_table(host, hold_s=30)
        again, again_out = _plain("Ann")  # a second Tabletalk on the same data folder, the same name
        again.handle(f"join {host.url} {table.code}")
        assert again.session.remote.seat == ann.session.remote.seat
        _wait_for([ann, bo], lambda: "Your seat was taken back from another window." in _lines(ann_out)
                  and "Ann is back at the table." in _lines(bo_out))
        assert DROPPED not in _lines(ann_out)  # taken back is final: no trying again
        for mode in (ann, bo, again):
            mode.session.close()
    finally:
        host.stop()


def test_a_player_who_stays_away_is_said_dropped_then_played_by_a_bot():
    host = ServerThread()
    try:
        table, ann, ann_out, bo, bo_out = _two_at_a_table(host, hold_s=1)
        bo.session.close()  # Tabletalk quits without a word: the seat is held, then a bot plays it
        _wait_for([ann], lambda: "A bot plays for Bo now." in _lines(ann_out))
        heard = _lines(ann_out)
        assert heard.index("Bo dropped out; the seat is kept for 1 second.") < heard.index("A bot plays for Bo now.")
        assert not host.do(lambda: table.match.seats[1].human)
        ann.session.close()
    finally:
        host.stop()


def test_a_player_who_leaves_for_a_game_here_is_played_by_a_bot_at_once():
    """Starting a game here sends the protocol's leave: the others hear a bot takes the seat now, not that it
    waits the hold time (an hour here: only the leave can make the bot come)."""
    host = ServerThread()
    try:
        table, ann, ann_out, bo, bo_out = _two_at_a_table(host, hold_s=3600)
        bo.session.start("zoker-solo")  # as solo, typed after menu, does
        assert bo.session.remote is None and bo.session.match.game_id == "zoker-solo"
        _wait_for([ann], lambda: "A bot plays for Bo now." in _lines(ann_out))
        assert not any("dropped out" in line for line in _lines(ann_out))
        assert not host.do(lambda: table.match.seats[1].human)
        # The same join (from the menu: a new line mode on the same data folder) takes the seat back.
        again, _ = _plain("Bo")
        again.handle(f"join {host.url} {table.code}")
        assert again.session.remote.seat == 1 and again.session.remote.welcome.resumed
        _wait_for([ann], lambda: "Bo is back at the table." in _lines(ann_out))
        assert host.do(lambda: table.match.seats[1].human)
        for mode in (ann, bo, again):
            mode.session.close()
    finally:
        host.stop()


def test_a_server_that_stops_is_said_stopped_then_lost_then_closed_when_the_tries_give_up():
    """The server tells every seat it stops before it closes them: the news first (why the connection went),
    then the tries to come back (a server started again resumes its tables), then that they gave up."""
    host = ServerThread()
    stopped = False
    try:
        table, ann, ann_out, bo, bo_out = _two_at_a_table(host, hold_s=30)
        ann.session.remote.client.give_up_s = 0.5  # a minute in play; the words are the same
        host.stop()
        stopped = True
        _wait_for([ann, bo], lambda: "The connection to the table is closed." in _lines(ann_out)
                  and DROPPED in _lines(bo_out))
        lines = _lines(ann_out)
        assert lines.index(STOPPED) < lines.index(DROPPED) < lines.index("The connection to the table is closed.")
        assert lines.count(STOPPED) == 1 and BACK not in lines
        # Every seat heard it, the other one too, and no one heard the other drop out: the server went.
        heard = _lines(bo_out)
        assert heard.index(STOPPED) < heard.index(DROPPED)
        assert not any("dropped out" in line for line in lines + heard)
        for mode in (ann, bo):
            mode.session.close()
    finally:
        if not stopped:
            host.stop()


async def test_on_the_screen_a_drop_and_the_return_are_said_by_the_screens_own_tick(tmp_path, monkeypatch):
    """The full screen hears the table on a timer of its own: nothing is typed, and the words still come."""
    from app.net import sitting
    from app.ui.app import make_app

    monkeypatch.setenv("LANG", "en_US.UTF-8")
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker)
    session.settings.player_name = "Ann"
    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=1, bot_delay_s=0))
        bo, bo_out = _plain("Bo")
        app = make_app(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert sitting.join(session, [host.url, table.code])
            app.push_screen(app.game_screen(session.match.game_id))  # as the menu's join does
            bo.handle(f"join {host.url} {table.code}")

            assert await until(pilot, lambda: "Bo sits down at seat 2." in speaker.said)
            _break(host, table, session.remote.seat)
            assert await until(pilot, lambda: BACK in speaker.said)
            assert speaker.said.index(DROPPED) < speaker.said.index(BACK)
            # Bo quits; after the hold a bot plays the seat, and the screen says so.
            bo.session.close()
            assert await until(pilot, lambda: "A bot plays for Bo now." in speaker.said)
            assert "Bo dropped out; the seat is kept for 1 second." in speaker.said
    finally:
        session.close()
        host.stop()


async def test_on_the_screen_a_server_that_stops_is_said_before_the_connection_is_lost(monkeypatch):
    """The screen's own tick says the server's notice, then the drop: nothing typed."""
    from app.net import sitting
    from app.ui.app import make_app

    monkeypatch.setenv("LANG", "en_US.UTF-8")
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker)
    session.settings.player_name = "Ann"
    host = ServerThread()
    stopped = False
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=30, bot_delay_s=0))
        app = make_app(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert sitting.join(session, [host.url, table.code])
            app.push_screen(app.game_screen(session.match.game_id))

            assert STOPPED not in speaker.said
            host.stop()
            stopped = True
            assert await until(pilot, lambda: DROPPED in speaker.said)
            assert STOPPED in speaker.said and speaker.said.index(STOPPED) < speaker.said.index(DROPPED)
    finally:
        session.close()
        if not stopped:
            host.stop()
