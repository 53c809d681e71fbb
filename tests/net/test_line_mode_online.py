"""Line mode at a shared table: join by address and code, play by typed commands, chat (issue 27, 1 and 7)."""

import io
import re
import time

from app.core.seats import Seat
from app.net.server import TableRules
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from tests.net.players import ServerThread


def _plain(name="Ann", lang="en"):
    session = Session(speaker=RecordingSpeaker(lang), settings=Settings(language=lang, speech="off",
                                                                          player_name=name))
    out = io.StringIO()
    return PlainMode(session, io.StringIO(), out), out


def _play_until_over(mode, words, limit=30.0):
    s = mode.session
    end = time.monotonic() + limit
    while time.monotonic() < end:
        mode._tick()
        if s.match.is_over():
            return
        if s.my_turn():
            for word in words:  # the first that the rules take
                if s.my_turn():
                    mode.handle(word)
        else:
            time.sleep(0.01)
    raise AssertionError("the game did not end: " + mode.stdout.getvalue()[-800:])


def test_join_plays_loker_to_the_end_by_typed_commands_and_remembers_the_address():
    host = ServerThread()
    try:
        table = host.open_table("loker", (Seat("", True), Seat("Eva", False, "easy"), Seat("Bram", False, "easy")), deal=9,
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        mode, out = _plain()
        mode.handle(f"join {host.url} {table.code}")
        assert mode.where == "loker" and mode.session.remote is not None
        assert f"at table {' '.join(table.code)}: you sit at seat 1." in out.getvalue()
        _play_until_over(mode, ("close", "pass"))
        assert host.do(lambda: table.match.is_over())
        assert "Game over" in out.getvalue()
        assert mode.session.settings.last_table == host.url
        mode.session.start("zoker-solo")  # a game here leaves the shared table
        assert mode.session.remote is None and mode.session.table.match is mode.session.match
        mode.session.close()
    finally:
        host.stop()


def test_join_with_a_wrong_code_says_so_and_stays_in_the_menu():
    host = ServerThread()
    try:
        mode, out = _plain()
        mode.handle(f"join {host.url} NOPE9")
        assert "There is no table with that code." in out.getvalue()
        assert mode.where == "menu" and mode.session.remote is None
        mode.handle("join 127.0.0.1:1 ABCDE")  # nobody listens on port 1
        assert "No table answers at 127.0.0.1:1." in out.getvalue()
    finally:
        host.stop()


def test_say_reaches_the_others_who_can_mute_it():
    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        ann, ann_out = _plain("Ann")
        bo, bo_out = _plain("Bo")
        ann.handle(f"join {host.url} {table.code}")
        bo.handle(f"join {host.url} {table.code}")
        ann.handle("say hello, Bo")
        _wait_for(bo, lambda: "Ann, seat 1, says: hello, Bo" in bo_out.getvalue())
        bo.handle("chat off")
        assert bo.session.settings.chat is False
        ann.handle("say second")
        ann.handle("say third")
        _wait_for(bo, lambda: len(bo.session.remote.heard) >= 3)
        assert "second" not in bo_out.getvalue()
        for mode in (ann, bo):
            mode.session.close()
    finally:
        host.stop()


def _wait_for(mode, done, limit=30.0):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        mode._tick()
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("nothing came")


def test_host_in_line_mode_opens_the_table_set_and_another_player_joins_it(monkeypatch):
    from app.net import hosting, sitting

    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")  # tests talk on the loopback only
    monkeypatch.setattr(hosting, "PORT", 0)
    ann, ann_out = _plain("Ann")
    bo, bo_out = _plain("Bo")
    try:
        for line in ("players 3", "seat 2 human", "seat 3 easy", "host loker"):
            ann.handle(line)
        said = ann_out.getvalue()
        found = re.search(r"Your table is open at \S+:(\d+), code ([A-Z0-9 ]+)\. Others type: join", said)
        assert found and ann.where == "loker" and ann.session.remote is not None
        port, code = found.group(1), found.group(2)
        bo.handle(f"join 127.0.0.1:{port} {code}")  # the code typed apart, as it was said
        assert "you sit at seat 2." in bo_out.getvalue()
        _wait_for(ann, lambda: "Bo sits down at seat 2." in ann_out.getvalue())
        end = time.monotonic() + 30
        while time.monotonic() < end:
            for mode in (ann, bo):
                mode._tick()
                if mode.session.my_turn():
                    for word in ("close", "pass"):
                        if mode.session.my_turn():
                            mode.handle(word)
            if ann.session.match.is_over() and bo.session.match.is_over():
                break
            time.sleep(0.01)
        assert ann.session.match.is_over() and bo.session.match.is_over()
    finally:
        for mode in (ann, bo):
            mode.session.close()
        sitting.stop_hosting()


def test_a_player_who_quit_takes_the_same_seat_back_with_the_same_code():
    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=30, bot_delay_s=0))
        ann, _ = _plain("Ann")
        ann.handle(f"join {host.url} {table.code}")
        seat = ann.session.remote.seat
        ann.session.close()  # Tabletalk quits (or crashes): its seat waits for it
        again, out = _plain("Ann")
        again.handle(f"join {host.url} {table.code.lower()}")
        assert again.session.remote.seat == seat and again.session.remote.welcome.resumed
        bo, _ = _plain("Bo")
        bo.handle(f"join {host.url} {table.code}")
        assert bo.session.remote.seat != seat  # a newcomer gets the other seat, not Ann's
        for mode in (again, bo):
            mode.session.close()
    finally:
        host.stop()


def test_where_at_a_shared_table_names_no_deal_before_the_end():
    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("Eva", False, "easy")), rounds=2,
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        mode, out = _plain()
        mode.handle(f"join {host.url} {table.code}")
        mode.handle("where")
        said = out.getvalue().splitlines()[-1]
        assert said.startswith("Zoker Memo, game 1 of 2.") and "deal" not in said
        mode.session.close()
    finally:
        host.stop()
