"""Line mode in a public server's lobby (issue 39, point 1; ``app.plain.online``), on the loopback only.

Two players come into the lobby with ``online ADDRESS``, hear each other and the open tables (counts
first, one line a table), one creates a table, the other hears it and joins it by its number, they talk in
the lobby, and ``lobby`` gives a seat up and comes back; in another language the commands are its own.
"""

from __future__ import annotations

import io
import time

from app.net.lobby import Lobby
from app.net.server import TableRules
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from tests.net.players import ServerThread


class LobbyThread(ServerThread):
    """A public server (a table server with a lobby) on a thread of its own, on a free loopback port."""

    def __init__(self, **settings) -> None:
        super().__init__()
        self.lobby = self.do(lambda: Lobby(self.server, TableRules(hold_s=5, bot_delay_s=0), **settings))
        self.do(self.lobby.start)
        self.address = self.url.removeprefix("ws://")


def _plain(name: str, lang: str = "en"):
    session = Session(speaker=RecordingSpeaker(lang), settings=Settings(language=lang, speech="off",
                                                                          player_name=name))
    out = io.StringIO()
    return PlainMode(session, io.StringIO(), out), out


def _wait_for(mode, done, limit: float = 10.0) -> None:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        mode._tick()
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("nothing came: " + mode.stdout.getvalue()[-600:])


def test_two_players_meet_in_the_lobby_one_creates_a_table_and_the_other_joins_it_by_number():
    server = LobbyThread()
    eva, eva_out = _plain("Eva")
    olga, olga_out = _plain("Olga")
    try:
        eva.handle(f"online {server.address}")
        said = eva_out.getvalue()
        assert f"You are in the lobby at {server.address} as Eva." in said
        assert "0 tables, 1 player. Here: Eva." in said
        olga.handle(f"online {server.address}")
        assert "0 tables, 2 players. Here: Eva and Olga." in olga_out.getvalue()
        _wait_for(eva, lambda: "Olga came to the lobby." in eva_out.getvalue())
        # The table is set as for host: players, seats, then create.
        for line in ("players 3", "seat 2 human", "seat 3 easy", "create zipzap"):
            eva.handle(line)
        assert eva.where == "zipzap" and eva.session.remote is not None
        assert "you sit at seat 1." in eva_out.getvalue()
        _wait_for(olga, lambda: "A new table. Table 1: Zip Zap" in olga_out.getvalue())
        assert "opened by Eva" in olga_out.getvalue()
        olga.handle("tables")
        _wait_for(olga, lambda: "1 table, 2 players." in olga_out.getvalue())
        assert "Table 1: Zip Zap, 1 of 3 seats free, English, opened by Eva." in olga_out.getvalue()
        olga.handle("join 1")
        assert olga.where == "zipzap" and "you sit at seat 2." in olga_out.getvalue()
        _wait_for(eva, lambda: "Olga sits down at seat 2." in eva_out.getvalue())
        # A seat taken is lobby news too: the table's line with its free seats, said to the lobby's players.
        _wait_for(eva, lambda: "Table 1: Zip Zap, 0 of 3 seats free" in eva_out.getvalue())
        # Back to the lobby: the seat is given up (a bot plays it), and the lobby is said again.
        olga.handle("lobby")
        assert olga.where == "menu" and olga.session.remote is None
        _wait_for(eva, lambda: "A bot plays for Olga now." in eva_out.getvalue())
        # Talk in the lobby: Eva is at her table and in the lobby at once.
        olga.handle("say good game")
        assert "You say: good game" in olga_out.getvalue()
        _wait_for(eva, lambda: "Olga says: good game" in eva_out.getvalue())
    finally:
        for mode in (eva, olga):
            mode.leave_lobby()
            mode.session.close()
        server.stop()


def test_lobby_commands_in_swedish_and_what_is_said_when_no_server_answers():
    server = LobbyThread()
    anna, out = _plain("Anna", "sv")
    try:
        anna.handle("online 127.0.0.1:1")  # nobody listens on port 1
        assert anna.lobby is None and "127.0.0.1:1" in out.getvalue()
        anna.handle(f"online {server.address}")
        assert anna.lobby is not None
        anna.handle("skapa zipzap")  # the table set by default: one human seat, and bots
        assert anna.where == "zipzap" and anna.session.remote is not None
        anna.handle("lobby")
        anna.handle("borden")
        assert anna.where == "menu"
    finally:
        anna.leave_lobby()
        anna.session.close()
        server.stop()


def test_watch_says_a_tables_moves_with_nobodys_cards_and_the_players_hear_who_watches():
    server = LobbyThread()
    eva, eva_out = _plain("Eva")
    olga, olga_out = _plain("Olga")
    try:
        eva.handle(f"online {server.address}")
        for line in ("players 2", "seat 2 easy", "create memo"):
            eva.handle(line)
        assert eva.where == "zoker-memo"
        olga.handle(f"online {server.address}")
        olga.handle("watch 1")
        assert "You watch table 1: Zoker Memo. Type lobby to stop." in olga_out.getvalue()
        _wait_for(eva, lambda: "Olga watches." in eva_out.getvalue())
        before = olga_out.getvalue()
        # Eva plays until a move is heard by the spectator, told as to nobody's seat.
        end = time.monotonic() + 10
        while olga_out.getvalue() == before and time.monotonic() < end:
            if eva.session.my_turn():
                eva.handle("turn 1 1")
                eva.handle("turn 1 2")
            eva._tick()
            olga._tick()
            time.sleep(0.02)
        heard = olga_out.getvalue()[len(before):]
        assert heard.strip() and "you" not in heard.lower().split(), heard
        olga.handle("lobby")
        assert olga.watching is None
        _wait_for(eva, lambda: "Olga stopped watching." in eva_out.getvalue())
    finally:
        for mode in (eva, olga):
            mode.leave_lobby()
            mode.session.close()
        server.stop()
