"""A shared table read as a conversation (issue 33, 7): one name per seat everywhere, your own chat
line echoed, and no name before the prompt to be read after every piece of news."""

from __future__ import annotations

from app.core.seats import Seat
from app.net.server import TableRules
from tests.net.players import ServerThread
from tests.net.test_line_mode_online import _plain, _wait_for


def test_a_player_who_sits_down_later_has_one_name_in_the_moves_where_counts_and_chat():
    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        anna, anna_out = _plain("Anna")
        olle, olle_out = _plain("Olle")
        anna.handle(f"join {host.url} {table.code}")
        olle.handle(f"join {host.url} {table.code}")
        _wait_for(anna, lambda: "Olle sits down at seat 2." in anna_out.getvalue())
        # Anna's view came before Olle sat: the seat had no name, and where and counts said "Player 2".
        for line in ("where", "counts"):
            anna.handle(line)
        said = anna_out.getvalue()
        assert "Player 2" not in said
        assert "Olle" in said.splitlines()[-1]  # the counts name Olle's seat
        olle.handle("say hello from Olle")
        _wait_for(anna, lambda: "Olle, seat 2, says: hello from Olle" in anna_out.getvalue())
        assert olle_out.getvalue().splitlines()[-1] == "You say: hello from Olle"
        assert "Olle, seat 2, says" not in olle_out.getvalue()
        for mode in (anna, olle):
            mode.session.close()
    finally:
        host.stop()


def test_the_prompt_at_a_shared_table_names_nobody():
    """Hot seat names whose keyboard it is; at a shared table each has a keyboard of their own."""
    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        anna, _out = _plain("Anna")
        anna.handle(f"join {host.url} {table.code}")
        assert anna.in_table_game() and anna.prompt() == "> "
        anna.session.close()
    finally:
        host.stop()
