"""Order on a table server (issue 39, 4): the operator bans and mutes names and addresses through a file
the server reads again when it changes, and a command that edits it; a table's host removes a player.
Real connections on the loopback (127.0.0.2 stands for another computer)."""

from __future__ import annotations

import asyncio
import os
import re
import socket

import pytest
import websockets

from app.net import names, order
from app.net import protocol as p
from app.net.client import Refusal, TableClient
from app.net.server import TableRules, TableServer
from tests.net.players import FAST, human_seats


async def _server(tmp_path, lines: str = "") -> tuple[TableServer, str, object]:
    path = tmp_path / "order.txt"
    path.write_text(lines)
    server = TableServer(None, FAST, order=path)
    host, port = await server.start("127.0.0.1", 0)
    table = server.open_table("zoker-memo", human_seats(3), rules=TableRules(hold_s=30, bot_delay_s=0), owner=0)
    return server, f"ws://{host}:{port}", table


class Player:
    """A client that keeps every message it got."""

    def __init__(self, url: str, code: str, name: str, token: str = "", proof: str = "") -> None:
        self.got: list = []
        self.changed = asyncio.Event()
        self.client = TableClient(url, code, name, token, reconnect=False, on_message=self._got, proof=proof)
        self.runner: asyncio.Task | None = None

    def _got(self, message) -> None:
        self.got.append(message)
        self.changed.set()

    async def sit(self) -> Player:
        await self.client.connect()
        self.runner = asyncio.create_task(self.client.run())
        return self

    async def wait(self, found, limit: float = 10.0):
        async with asyncio.timeout(limit):
            while True:
                for message in self.got:
                    if found(message):
                        return message
                self.changed.clear()
                await self.changed.wait()

    async def close(self) -> None:
        await self.client.close()
        if self.runner is not None:
            self.runner.cancel()


def _chat(text: str):
    return lambda m: isinstance(m, p.Notice) and m.kind == "chat" and m.text == text


async def _hello_from(address: str, url: str, code: str, name: str) -> str:
    """Say hello from ``address`` (a loopback address of its own) and return the reason it was closed, or
    "welcome"."""
    port = int(url.rsplit(":", 1)[1])
    async with websockets.connect(url, local_addr=(address, 0), open_timeout=5) as conn:
        await conn.send(p.encode(p.Hello(p.VERSION, code, name)).decode())
        answer = p.decode_server(await asyncio.wait_for(conn.recv(), 5))
    assert port
    return answer.reason if isinstance(answer, p.Closing) else "welcome"


def _can_bind(address: str) -> bool:
    try:
        with socket.socket() as s:
            s.bind((address, 0))
        return True
    except OSError:
        return False


async def test_a_banned_name_is_refused_at_hello_and_an_edit_of_the_file_counts_at_once(tmp_path):
    server, url, table = await _server(tmp_path, "# the operator's\nban name Spoiler\n")
    try:
        with pytest.raises(Refusal) as refusal:
            await TableClient(url, table.code, "SPOILER", reconnect=False).connect()
        assert refusal.value.reason == "banned"
        anna = await Player(url, table.code, "Anna").sit()
        order.edit(tmp_path / "order.txt", "ban", "name", "Bo", add=True)  # no restart
        with pytest.raises(Refusal) as refusal:
            await TableClient(url, table.code, "Bo", reconnect=False).connect()
        assert refusal.value.reason == "banned"
        order.edit(tmp_path / "order.txt", "ban", "name", "spoiler", add=False)
        spoiler = await Player(url, table.code, "Spoiler").sit()
        for player in (anna, spoiler):
            await player.close()
    finally:
        await server.stop()


@pytest.mark.skipif(not _can_bind("127.0.0.2"), reason="the loopback does not take 127.0.0.2 here")
async def test_a_banned_address_or_network_is_refused_and_others_are_not(tmp_path):
    server, url, table = await _server(tmp_path, "ban address 127.0.0.2\nban address 10.0.0.0/8\n")
    try:
        assert await _hello_from("127.0.0.2", url, table.code, "Anna") == "banned"
        assert await _hello_from("127.0.0.1", url, table.code, "Anna") == "welcome"
        (tmp_path / "order.txt").write_text("ban address 127.0.0.0/30\n")  # a network: .0 to .3
        assert await _hello_from("127.0.0.3", url, table.code, "Bo") == "banned"
        (tmp_path / "order.txt").write_text("ban address 127.0.0.128/25\n")
        assert await _hello_from("127.0.0.2", url, table.code, "Bo") == "welcome"
    finally:
        await server.stop()


def test_addresses_and_networks_of_both_kinds_match_as_written():
    rules = order.read_rules("ban address 2001:db8::/32\nban address 10.0.0.0/8\nmute address ::1\n"
                             "ban name  Anna   Berg \nnot an order\nban address not-an-address\n")
    assert rules.applies("ban", (), "2001:db8:0:1::5") and not rules.applies("ban", (), "2001:db9::1")
    assert rules.applies("ban", (), "10.200.3.4") and rules.applies("ban", (), "::ffff:10.1.2.3")
    assert not rules.applies("ban", (), "11.0.0.1") and rules.applies("mute", (), "::1")
    assert rules.applies("ban", ("anna berg",), "") and not rules.applies("mute", ("Anna Berg",), "")


async def test_a_muted_player_is_told_and_nobody_hears_their_chat_until_the_mute_is_lifted(tmp_path, capsys):
    server, url, table = await _server(tmp_path, "mute name Loud\n")
    try:
        anna, loud, bo = [await Player(url, table.code, name).sit() for name in ("Anna", "Loud", "Bo")]
        await loud.client.send(p.Chat("SHOUT"))
        await loud.wait(lambda m: isinstance(m, p.Notice) and m.kind == "muted")
        await bo.client.send(p.Chat("after"))  # sent later than Loud's line, so it reaches Anna after it
        await anna.wait(_chat("after"))
        assert not any(_chat("SHOUT")(m) for m in anna.got + bo.got)
        # The operator lifts the mute with the command; the server reads the file again at the next line.
        assert order.main(["--order", str(tmp_path / "order.txt"), "unmute", "Loud"]) == 0
        await loud.client.send(p.Chat("hello again"))
        await anna.wait(_chat("hello again"))
        for player in (anna, loud, bo):
            await player.close()
    finally:
        await server.stop()


def test_serve_order_edits_the_file_and_lists_its_orders(tmp_path, capsys):
    from app.__main__ import main

    path = tmp_path / "order.txt"
    assert main(["serve-order", "--order", str(path), "ban", "10.0.0.0/8"]) == 0
    assert main(["serve-order", "--order", str(path), "ban", "Anna", "Berg"]) == 0
    assert main(["serve-order", "--order", str(path), "mute", "name", "192.0.2.1"]) == 0  # a name like an address
    assert main(["serve-order", "--order", str(path), "ban", "2001:db8::/32"]) == 0
    assert main(["serve-order", "--order", str(path), "ban", "anna  berg"]) == 0  # once is enough
    assert order.orders(path) == ["ban address 10.0.0.0/8", "mute name 192.0.2.1", "ban address 2001:db8::/32",
                                  "ban name anna berg"]
    capsys.readouterr()
    assert main(["serve-order", "--order", str(path), "unban", "10.0.0.0/8"]) == 0
    assert capsys.readouterr().out.splitlines() == ["mute name 192.0.2.1", "ban address 2001:db8::/32",
                                                    "ban name anna berg"]
    rules = order.read_rules(path.read_text())
    assert rules.applies("ban", ("Anna Berg",), "") and not rules.applies("ban", (), "10.1.1.1")
    with pytest.raises(SystemExit):
        order.main(["--order", str(path), "ban", "address", "not-an-address"])


async def test_the_host_removes_a_player_who_hears_why_and_cannot_take_the_seat_back(tmp_path):
    server, url, table = await _server(tmp_path)
    try:
        anna_proof = names.proof_for(os.urandom(32), url)
        host = await Player(url, table.code, "Host").sit()
        anna = await Player(url, table.code, "Anna", proof=anna_proof).sit()
        bo = await Player(url, table.code, "Bo").sit()
        assert (host.client.seat, anna.client.seat, bo.client.seat) == (0, 1, 2)
        # Only the table's host removes: Bo may not.
        answer = await bo.client.request(p.Remove(1))
        assert isinstance(answer, p.Refused) and answer.msg_id == "not_table_owner"
        answer = await host.client.request(p.Remove(0))  # nor the host themselves
        assert isinstance(answer, p.Refused) and answer.msg_id == "no_player_there"
        token = anna.client.token
        answer = await host.client.request(p.Remove(1))
        assert isinstance(answer, p.Notice) and answer.kind == "removed" and answer.name == "Anna"
        await anna.wait(lambda m: isinstance(m, p.Closing) and m.reason == "removed")
        assert anna.client.closed == "removed"
        told = await bo.wait(lambda m: isinstance(m, p.Notice) and m.kind == "removed")
        assert told.seat == 1 and told.seats is not None and not told.seats[1].human  # a bot plays it
        # Her token takes the seat back no more, and her name sits at this table no more.
        with pytest.raises(Refusal) as refusal:
            await TableClient(url, table.code, "Anna", token, reconnect=False, proof=anna_proof).connect()
        assert refusal.value.reason == "removed"
        with pytest.raises(Refusal) as refusal:
            await TableClient(url, table.code, "Someone", token, reconnect=False).connect()
        assert refusal.value.reason == "table_full"
        # Nor does her key under another name: her proof is the same whatever the name.
        with pytest.raises(Refusal) as refusal:
            await TableClient(url, table.code, "Not Anna", reconnect=False, proof=anna_proof).connect()
        assert refusal.value.reason == "removed"
        for player in (host, anna, bo):
            await player.close()
    finally:
        await server.stop()
    saved = table.saved().decode()
    assert re.search(r'"owner":0', saved) and '"removed":["anna"]' in saved
    assert names.digest(anna_proof) in saved and anna_proof not in saved


def test_the_table_keeps_its_host_and_the_removed_after_a_restart(tmp_path):
    server = TableServer(tmp_path / "saves", FAST)
    table = server.open_table("zoker-memo", human_seats(2), owner=0)
    table.removed.add("anna")
    table.removed_keys.add(names.digest("ab" * 32))
    table.save_now(wait=True)
    again = TableServer(tmp_path / "saves", FAST)
    assert again.resume_tables() == []
    back = again.tables[table.code]
    assert back.owner == 0 and back.barred("ANNA") and not back.barred("Bo")
    assert back.barred("Bo", "ab" * 32) and not back.barred("Bo", "cd" * 32)
    server.writer.close()
    again.writer.close()


def test_line_mode_the_host_removes_a_player_and_everyone_hears_it(monkeypatch):
    from app.net import hosting
    from tests.net.test_line_mode_online import _plain, _wait_for

    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")  # tests talk on the loopback only
    monkeypatch.setattr(hosting, "PORT", 0)
    host, host_out = _plain("Ann")
    bo, bo_out = _plain("Bo")
    cy, cy_out = _plain("Cy")
    try:
        for line in ("players 3", "seat 2 human", "seat 3 human", "host memo"):
            host.handle(line)
        found = re.search(r"Others type: join (\S+) ([A-Z0-9 ]+)", host_out.getvalue())
        assert found, host_out.getvalue()
        for player in (bo, cy):
            player.handle(f"join {found.group(1)} {found.group(2)}")
        _wait_for(host, lambda: "Cy sits down at seat 3." in host_out.getvalue())
        _wait_for(bo, lambda: "Cy sits down at seat 3." in bo_out.getvalue())
        bo.handle("remove Cy")
        assert "Only the table's host can remove a player." in bo_out.getvalue()
        host.handle("remove Zed")
        assert "Nobody at this table is called Zed." in host_out.getvalue()
        host.handle("remove cy")
        assert "You removed Cy from the table; a bot plays seat 3." in host_out.getvalue()
        _wait_for(cy, lambda: "The table's host removed you from the table." in cy_out.getvalue())
        _wait_for(bo, lambda: "The host removed Cy from the table; a bot plays the seat." in bo_out.getvalue())
        cy.handle("menu")
        cy.handle(f"join {found.group(1)} {found.group(2)}")  # with the seat's token kept in seats.json
        assert cy_out.getvalue().splitlines()[-1] == "The table's host removed you from the table."
    finally:
        for player in (host, bo, cy):
            player.session.close()
        from app.net import sitting

        sitting.stop_hosting()


def test_the_chat_line_s_slash_remove_names_whom():
    from app.ui import words

    assert words.removing("/remove Anna  Berg") == "Anna Berg"
    assert words.removing("/REMOVE 2") == "2"
    assert words.removing("/remove") == ""
    assert words.removing("remove Anna") is None and words.removing("/shrug") is None


async def test_on_the_screen_the_host_removes_a_player_from_the_chat_line(monkeypatch):
    from app.net import sitting
    from app.speech.recording import RecordingSpeaker
    from app.session import Session
    from app.ui.app import make_app
    from tests.net.players import ServerThread
    from tests.net.test_line_mode_online import _plain, _wait_for
    from tests.net.test_notices_heard import until

    monkeypatch.setenv("LANG", "en_US.UTF-8")
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker)
    session.settings.player_name = "Ann"
    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", human_seats(2), rules=TableRules(hold_s=30, bot_delay_s=0), owner=0)
        bo, bo_out = _plain("Bo")
        app = make_app(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert sitting.join(session, [host.url, table.code])
            app.push_screen(app.game_screen(session.match.game_id))  # as the menu's join does
            bo.handle(f"join {host.url} {table.code}")
            assert await until(pilot, lambda: "Bo sits down at seat 2." in speaker.said)
            keys = {"/": "slash", " ": "space"}
            await pilot.press("apostrophe", *[keys.get(ch, ch) for ch in "/remove Bo"], "enter")
            assert await until(pilot, lambda: "You removed Bo from the table; a bot plays seat 2." in speaker.said)
            _wait_for(bo, lambda: "The table's host removed you from the table." in bo_out.getvalue())
            bo.session.close()
    finally:
        session.close()
        host.stop()


def _ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


@pytest.mark.skipif(not _ipv6_loopback(), reason="no IPv6 loopback here")
async def test_an_ipv6_address_is_banned_by_its_network(tmp_path):
    path = tmp_path / "order.txt"
    path.write_text("ban address ::1/128\n")
    server = TableServer(None, FAST, order=path)
    host, port = await server.start("::1", 0)
    table = server.open_table("zoker-memo", human_seats(2))
    url = f"ws://[::1]:{port}"
    try:
        with pytest.raises(Refusal) as refusal:
            await TableClient(url, table.code, "Anna", reconnect=False).connect()
        assert refusal.value.reason == "banned"
        path.write_text("ban address 2001:db8::/32\n")
        anna = await Player(url, table.code, "Anna").sit()
        await anna.close()
    finally:
        await server.stop()


async def test_tabletalk_host_reads_the_order_file_it_is_given(tmp_path):
    from app.net.server import parse_args, serve

    path = tmp_path / "order.txt"
    path.write_text("ban name Spoiler\n")
    args = parse_args(["--host", "127.0.0.1", "--port", "0", "--saves", str(tmp_path / "saves"),
                       "--order", str(path), "--players", "2"])
    found: list = []
    running = asyncio.create_task(serve(args, lambda server, host, port: found.append((server, port))))
    try:
        async with asyncio.timeout(10):
            while not found:
                await asyncio.sleep(0.01)
        server, port = found[0]
        code = next(iter(server.tables))
        with pytest.raises(Refusal) as refusal:
            await TableClient(f"ws://127.0.0.1:{port}", code, "Spoiler", reconnect=False).connect()
        assert refusal.value.reason == "banned"
    finally:
        running.cancel()
        with pytest.raises(asyncio.CancelledError):
            await running


async def test_the_host_removes_a_player_who_dropped_and_whose_seat_a_bot_plays(tmp_path):
    server, url, _table = await _server(tmp_path)
    table = server.open_table("zoker-memo", human_seats(2), rules=TableRules(hold_s=0, bot_delay_s=0), owner=0)
    try:
        host, bo = [await Player(url, table.code, name).sit() for name in ("Host", "Bo")]
        token = bo.client.token
        await bo.close()  # no hold: a bot plays Bo's seat at once, and his token would take it back
        await host.wait(lambda m: isinstance(m, p.Notice) and m.kind == "bot")
        answer = await host.client.request(p.Remove(1))
        assert isinstance(answer, p.Notice) and answer.kind == "removed"
        with pytest.raises(Refusal) as refusal:
            await TableClient(url, table.code, "Bo", token, reconnect=False).connect()
        assert refusal.value.reason == "removed"
        answer = await host.client.request(p.Remove(1))  # a bot's seat now: nobody to remove
        assert isinstance(answer, p.Refused) and answer.msg_id == "no_player_there"
        await host.close()
    finally:
        await server.stop()
