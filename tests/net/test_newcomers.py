"""Hosting and joining as a newcomer types them (issue 34, point 8): the whole sentence joins, names are one a
seat, chat names the seat, the seat list is right at once, a port in use is a sentence, and after a restart
the bots wait for the humans."""

import asyncio
import socket
import subprocess
import sys

from app.core.seats import Seat
from app.net.client import TableClient
from app.net.remote import RemoteTable
from app.net.server import TableRules, TableServer
from app.net.sitting import parse_join
from app.table import Notice
from app.text import online
from tests.net.players import ServerThread, start_server


def _until(condition, seconds=10.0):
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def test_the_join_takes_the_hosts_whole_sentence_and_a_code_with_spaces():
    said = online.hosting("192.168.1.20:4747", "vm", "5W8VS")
    assert parse_join(said.split()) == ("192.168.1.20:4747", "5W8VS", "")
    assert parse_join("join vm:4747 5 W 8 V S".split()) == ("vm:4747", "5W8VS", "")
    assert parse_join("join 5w8vs".split(), "vm:4747") == ("vm:4747", "5W8VS", "")
    assert parse_join("join".split()) is None


def test_a_second_anna_is_anna_2_and_everyone_sees_the_seats_at_once():
    host = ServerThread()
    first = second = None
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        first = RemoteTable(host.url, table.code, "Anna")
        second = RemoteTable(host.url, table.code, "anna")
        assert [s.name for s in second.match.seats] == ["Anna", "anna 2"]
        # The first Anna's list has the second at once, from the notice, before any move.
        assert _until(lambda: first.news() is not None and first.match.seats[1].name == "anna 2")
        assert first.present == (True, True)
        second.chat("hello")
        heard = []
        assert _until(lambda: heard.extend(first.news()) or any(
            isinstance(m, Notice) and m.kind == "chat" for m in heard))
        chat = next(m for m in heard if isinstance(m, Notice) and m.kind == "chat")
        said = online.notice(chat.kind, first.match.seats, chat.seat, chat.name, chat.text)
        assert said == "anna 2, seat 2, says: hello"
    finally:
        for remote in (first, second):
            if remote is not None:
                remote.close()
        host.stop()


def test_a_port_in_use_is_a_sentence(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = subprocess.run([sys.executable, "-m", "app.net.server", "--host", "127.0.0.1", "--port", str(port),
                              "--saves", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert online.port_taken(port) in run.stdout and "Traceback" not in run.stderr


async def test_after_a_restart_the_bots_wait_for_the_humans_hold(tmp_path):
    """Zip Zap's bots raced before the humans were back; now they wait until every human is back."""
    server, url = await start_server(saves=tmp_path)
    for deal in range(1, 200):  # a deal the human leads
        table = server.open_table("zipzap", (Seat("", True), Seat("Eva", False, "hard"), Seat("Bo", False, "hard")),
                                  deal=deal, rules=TableRules(hold_s=30, bot_delay_s=0))
        if table.match.to_act() == (0,) and table.match.legal_actions(0):
            break
    human = TableClient(url, table.code, "Ann")
    await human.connect()
    lead = table.match.legal_actions(0)[0]  # the human leads: from now on the seats race
    assert table.play(0, lead)
    assert table.match.racing() and set(table.match.to_act()) - {0}
    token, code = human.token, table.code
    await human.close()
    await server.stop()
    again = TableServer(tmp_path)
    again.resume_tables()
    host, port = await again.start("127.0.0.1", 0)
    try:
        resumed = again.tables[code]
        moves = resumed.match.moves
        await asyncio.sleep(1.0)  # the bots' reaction times are well under a second: none may move
        assert resumed.match.moves == moves and resumed._awaited == {0}
        back = TableClient(f"ws://{host}:{port}", code, "Ann", token=token)
        assert (await back.connect()).resumed
        for _ in range(500):  # now they play
            if resumed.match.moves > moves:
                break
            await asyncio.sleep(0.01)
        assert resumed.match.moves > moves
        await back.close()
    finally:
        await again.stop()


def test_where_says_the_tables_address_and_code_again():
    from tests.net.test_line_mode_online import _plain

    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        mode, out = _plain("Ann")
        mode.handle(f"join {host.url} {' '.join(table.code)}")
        assert mode.session.remote is not None
        said = mode.session.where()
        assert said.endswith(online.table_at(host.url, table.code))
        assert f"Table at {host.url}, code {' '.join(table.code)}." in said
        mode.session.close()
    finally:
        host.stop()
