"""The lobby of a public server (issue 39, points 1 and 5; ``app.net.lobby``), on the loopback only.

Raw WebSocket connections speak the protocol: each lobby player hears who is there and the open tables,
every change as an event (a player came or went, a table opened, a seat taken, a table closed, chat);
tables are created with checked games, seats and options; a table ends when it is over and its last player
has gone, or when idle; and one connection flooding the lobby is closed while the others still hear.
"""

from __future__ import annotations

import asyncio
import json

import pytest
import websockets

from app.net import protocol as p
from app.net.lobby import Lobby
from app.net.server import Limits, TableRules, TableServer

#: Every wait in these tests is bounded by this many seconds.
WAIT = 5.0


async def start_lobby(limits: Limits | None = None, saves=None, **settings) -> tuple[TableServer, Lobby, str]:
    server = TableServer(saves, limits or Limits())
    lobby = Lobby(server, TableRules(hold_s=0, bot_delay_s=0), **settings)
    host, port = await server.start("127.0.0.1", 0)
    lobby.start()
    return server, lobby, f"ws://{host}:{port}"


class Peer:
    """One raw connection: what it sends, and every message it received, decoded."""

    def __init__(self, conn) -> None:
        self.conn, self.got = conn, []
        self.raw: list[str] = []
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        try:
            async for raw in self.conn:
                self.raw.append(raw)
                self.got.append(p.decode_server(raw))
        except websockets.ConnectionClosed:
            pass

    async def send(self, message) -> None:
        await self.conn.send(p.encode(message).decode())

    async def until(self, found, what: str = "a message"):
        """Return the first message received for which ``found`` is true, waiting at most WAIT seconds."""
        async with asyncio.timeout(WAIT):
            while True:
                for message in self.got:
                    if found(message):
                        return message
                await asyncio.sleep(0.01)

    def news(self, kind: str) -> list[p.LobbyNews]:
        return [m for m in self.got if isinstance(m, p.LobbyNews) and m.kind == kind]

    async def close(self) -> None:
        await self.conn.close()
        self._reader.cancel()


async def enter(url: str, name: str, language: str = "en") -> Peer:
    peer = Peer(await websockets.connect(url))
    await peer.send(p.LobbyHello(p.VERSION, name, language))
    await peer.until(lambda m: isinstance(m, p.LobbyWelcome))
    return peer


async def sit(url: str, code: str, name: str) -> Peer:
    peer = Peer(await websockets.connect(url))
    await peer.send(p.Hello(p.VERSION, code, name))
    await peer.until(lambda m: isinstance(m, p.Welcome))
    return peer


def kind_is(kind: str, **fields):
    return lambda m: isinstance(m, p.LobbyNews) and m.kind == kind and all(
        getattr(m, k) == v for k, v in fields.items())


async def create(peer: Peer, game: str, seats: list[str], options=None, ref: int = 1) -> str:
    await peer.send(p.Create(game, seats, options or {}, 1, ref))
    answer = await peer.until(lambda m: isinstance(m, p.LobbyNews) and m.ref == ref)
    assert answer.kind == "created", answer
    return answer.code


async def test_a_lobby_player_hears_who_is_there_tables_opened_seats_taken_and_chat():
    server, lobby, url = await start_lobby()
    try:
        eva = await enter(url, "Eva", "sv")
        olga = await enter(url, "Olga", "fi")
        welcome = olga.got[0]
        assert welcome.players == ["Eva", "Olga"] and welcome.tables == []
        await eva.until(kind_is("came", name="Olga"))
        code = await create(eva, "zipzap", ["human", "human", "hard", "medium"])
        opened = await olga.until(kind_is("opened"))
        info = opened.table
        assert (info.code, info.game_id, info.host, info.language) == (code, "zipzap", "Eva", "sv")
        assert [s.human for s in info.seats] == [True, True, False, False]
        assert info.options == server.tables[code].match.options
        # A seat taken is heard by everyone in the lobby, with who sits where.
        seated = await sit(url, code, "Eva")
        changed = await olga.until(lambda m: kind_is("changed")(m) and m.table.seats[0].present)
        assert changed.table.seats[0].name == "Eva"
        # A third who comes now hears the table as it is.
        anna = await enter(url, "Anna", "nl")
        listed = anna.got[0].tables
        assert [t.code for t in listed] == [code] and listed[0].seats[0].present
        # A line of chat is heard by the others, not said back to its sender.
        await olga.send(p.Chat("Hej, anyone for Zip Zap?"))
        said = await eva.until(kind_is("chat"))
        assert (said.name, said.text) == ("Olga", "Hej, anyone for Zip Zap?")
        await anna.until(kind_is("chat"))
        assert not olga.news("chat")
        await anna.close()
        await eva.until(kind_is("went", name="Anna"))
        await seated.close()
    finally:
        await server.stop()


async def test_a_name_taken_in_the_lobby_gets_a_number():
    server, lobby, url = await start_lobby()
    try:
        first = await enter(url, "Eva")
        second = await enter(url, "eva")
        assert second.got[0].name == "eva 2" and first.got[0].name == "Eva"
    finally:
        await server.stop()


@pytest.mark.parametrize("game,seats,options,why", [
    ("nosuchgame", ["human", "human"], {}, "bad_game"),
    ("zoker-solo", ["human"], {}, "bad_game"),  # a game for one: no table to share
    ("zipzap", ["human"] * 9, {}, "bad_seats"),
    ("zipzap", ["hard", "hard"], {}, "bad_seats"),  # nobody to sit down: a table that would only burn time
    ("zipzap", ["human", "wizard"], {}, "bad_table"),
    ("zipzap", ["human", "human"], {"no_such_option": 1}, "bad_table"),
])
async def test_a_table_that_cannot_be_made_is_refused_with_why(game, seats, options, why):
    server, lobby, url = await start_lobby()
    try:
        eva = await enter(url, "Eva")
        await eva.send(p.Create(game, seats, options, 1, ref=7))
        answer = await eva.until(lambda m: isinstance(m, p.LobbyNews) and m.ref == 7)
        assert (answer.kind, answer.text) == ("refused", why)
        assert not server.tables
    finally:
        await server.stop()


async def test_a_player_may_have_only_so_many_tables_open():
    server, lobby, url = await start_lobby(per_player=2)
    try:
        eva = await enter(url, "Eva")
        await create(eva, "zipzap", ["human", "human"], ref=1)
        await create(eva, "zipzap", ["human", "human"], ref=2)
        await eva.send(p.Create("zipzap", ["human", "human"], {}, 1, 3))
        answer = await eva.until(lambda m: isinstance(m, p.LobbyNews) and m.ref == 3)
        assert (answer.kind, answer.text) == ("refused", "too_many_tables") and len(server.tables) == 2
    finally:
        await server.stop()


async def test_an_old_client_is_refused_with_the_reason_version():
    server, lobby, url = await start_lobby()
    try:
        for hello in (p.Hello(3, "ABCDE", "Old"), p.LobbyHello(3, "Old")):
            peer = Peer(await websockets.connect(url))
            await peer.send(hello)
            closing = await peer.until(lambda m: isinstance(m, p.Closing))
            assert closing.reason == "version"
    finally:
        await server.stop()


async def test_a_host_server_without_a_lobby_says_so():
    server = TableServer(None, Limits())
    host, port = await server.start("127.0.0.1", 0)
    try:
        peer = Peer(await websockets.connect(f"ws://{host}:{port}"))
        await peer.send(p.LobbyHello(p.VERSION, "Eva"))
        assert (await peer.until(lambda m: isinstance(m, p.Closing))).reason == "no_lobby"
    finally:
        await server.stop()


async def test_a_finished_table_closes_when_its_last_player_leaves(tmp_path):
    server, lobby, url = await start_lobby(saves=tmp_path)
    try:
        eva = await enter(url, "Eva")
        olga = await enter(url, "Olga")
        code = await create(eva, "zoker-memo", ["human", "easy"])
        seated = await sit(url, code, "Eva")
        table = server.tables[code]
        # The game is played to its end here (the rules' own moves), then the player goes.
        from app.bots.table import bot_action

        while not table.match.is_over():
            seat = table.match.to_act()[0]
            table.play(seat, bot_action(table.match, seat))
        assert code in server.tables  # over, but a player still sits there
        await seated.close()
        await olga.until(kind_is("ended", code=code))
        assert code not in server.tables
        # Its file is marked ended: a server started again on the folder does not bring it back.
        await server.stop()
        again = TableServer(tmp_path, Limits())
        assert again.resume_tables() == [] and again.tables == {}
        again.writer.close()
        assert not (tmp_path / f"{code}.json").exists()
    finally:
        await server.stop()


async def test_an_idle_table_closes_and_its_players_and_the_lobby_are_told():
    server, lobby, url = await start_lobby(idle_s=0.3)
    try:
        eva = await enter(url, "Eva")
        code = await create(eva, "zoker-memo", ["human", "human"])
        seated = await sit(url, code, "Eva")
        closing = await seated.until(lambda m: isinstance(m, p.Closing), "the table's end")
        assert closing.reason == "table_closed"
        await eva.until(kind_is("ended", code=code))
        assert code not in server.tables
    finally:
        await server.stop()


async def test_one_connection_flooding_the_lobby_is_closed_and_the_others_still_hear():
    server, lobby, url = await start_lobby(Limits(rate=20, burst=40))
    try:
        eva, olga = await enter(url, "Eva"), await enter(url, "Olga")
        flood = await enter(url, "Flood")
        # Too long a chat line, and too large a message, each close the connection that sent it.
        long_line = await enter(url, "Long")
        await long_line.send(p.Chat("x" * (p.MAX_CHAT + 1)))
        assert (await long_line.until(lambda m: isinstance(m, p.Closing))).reason == "too_large"
        huge = await enter(url, "Huge")
        await huge.conn.send(json.dumps({"t": "chat", "text": "y" * p.MAX_CLIENT_MESSAGE}))
        async with asyncio.timeout(WAIT):
            await huge._reader
        assert huge.conn.close_code == 1009
        # Messages faster than the rate: closed with too_many, having been heard only up to its burst.
        for i in range(500):
            try:
                await flood.send(p.Chat(f"spam {i}"))
            except websockets.ConnectionClosed:
                break
        assert (await flood.until(lambda m: isinstance(m, p.Closing))).reason == "too_many"
        await eva.until(kind_is("went", name="Flood"))
        assert len([n for n in eva.news("chat") if n.name == "Flood"]) <= 40
        # The others are still in the lobby, and hear each other.
        await olga.send(p.Chat("still here"))
        await eva.until(kind_is("chat", name="Olga", text="still here"))
        assert "Olga" in [pl.name for pl in lobby.players.values()]
    finally:
        await server.stop()


async def test_the_connections_one_address_may_open_before_their_hello_are_limited_in_the_lobby_too():
    server, lobby, url = await start_lobby(Limits(waiting_per_address=4))
    idle = []
    try:
        for _ in range(8):
            idle.append(await asyncio.open_connection("127.0.0.1", int(url.rsplit(":", 1)[1])))
        # The door keeps 4 of them; the rest are closed before any handshake.
        closed = 0
        for reader, _writer in idle:
            try:
                async with asyncio.timeout(1):
                    closed += await reader.read(1) == b""
            except TimeoutError:
                pass
        assert closed == 4
        for _reader, writer in idle:
            writer.close()
        # Once they are gone, a player from the same address comes into the lobby.
        async with asyncio.timeout(WAIT):
            while server.gate.waiting.get("127.0.0.1"):
                await asyncio.sleep(0.01)
        eva = await enter(url, "Eva")
        assert eva.got[0].name == "Eva"
    finally:
        await server.stop()


async def test_a_table_takes_only_so_many_spectators(monkeypatch):
    from app.net import lobby as lobby_module

    monkeypatch.setattr(lobby_module, "MAX_WATCHERS", 2)
    server, lobby, url = await start_lobby()
    try:
        eva = await enter(url, "Eva")
        code = await create(eva, "zipzap", ["human", "human"])
        watchers = []
        for name in ("A", "B", "C"):
            peer = Peer(await websockets.connect(url))
            await peer.send(p.Watch(p.VERSION, code, name))
            watchers.append(await peer.until(lambda m: isinstance(m, (p.Watching, p.Closing))))
        assert [type(m) for m in watchers] == [p.Watching, p.Watching, p.Closing]
        assert watchers[2].reason == "table_full" and sorted(server.tables[code].watchers.values()) == ["A", "B"]
    finally:
        await server.stop()


async def test_the_lobby_keeps_a_claimed_name_its_owner_s_and_the_operator_s_bans_and_mutes(tmp_path):
    """Issue 39, points 3 and 4 in the lobby: its hello is checked as a table's is (app.net.names,
    app.net.order): a claimed name needs its proof, a banned name is kept out, a muted one is told and
    nobody hears its chat."""
    from app.net import names

    order_file = tmp_path / "order.txt"
    order_file.write_text("ban name Spoiler\nmute name Mutt\n")
    server = TableServer(tmp_path / "tables", Limits(), order=order_file)
    lobby = Lobby(server, TableRules(hold_s=0, bot_delay_s=0))
    host, port = await server.start("127.0.0.1", 0)
    lobby.start()
    url = f"ws://{host}:{port}"
    proof = names.proof_for(b"k" * 32, f"{host}:{port}")
    try:
        anna = Peer(await websockets.connect(url))
        await anna.send(p.LobbyHello(p.VERSION, "Anna", "en", proof))
        await anna.until(lambda m: isinstance(m, p.LobbyWelcome))

        async def refused(name: str, proof: str = "") -> str:
            peer = Peer(await websockets.connect(url))
            await peer.send(p.LobbyHello(p.VERSION, name, "en", proof))
            closing = await peer.until(lambda m: isinstance(m, (p.Closing, p.LobbyWelcome)))
            await peer.close()
            return getattr(closing, "reason", "welcomed")

        assert await refused("anna") == "name_taken"  # no proof
        assert await refused("Anna", names.proof_for(b"x" * 32, f"{host}:{port}")) == "name_taken"  # another's
        assert await refused("Spoiler") == "banned"
        again = Peer(await websockets.connect(url))  # the owner, a second time: the name is still theirs
        await again.send(p.LobbyHello(p.VERSION, "Anna", "en", proof))
        assert (await again.until(lambda m: isinstance(m, p.LobbyWelcome))).name == "Anna 2"
        mutt = await enter(url, "Mutt")
        await mutt.send(p.Chat("hello all"))
        await mutt.until(kind_is("muted"))
        await anna.send(p.Chat("anyone?"))
        await mutt.until(kind_is("chat", name="Anna", text="anyone?"))
        assert not anna.news("chat")  # Mutt's line went to nobody
        for peer in (anna, again, mutt):
            await peer.close()
    finally:
        await server.stop()
