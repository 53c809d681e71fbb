"""Bad input gets a clear answer and harms nobody (issue 27, point 6).

Each kind of bad connection gets its reason (a ``Closing`` message and the
same reason in the close frame) and is closed; the table goes on, and a fuzz
of thousands of malformed and out-of-turn messages leaves every table's game
intact and playable to its end.
"""

import asyncio
import json
import random

import pytest
import websockets

from app.core.match import Match
from app.net import protocol as p
from app.net.client import Refusal, TableClient
from app.net.server import Limits
from tests.net.players import open_table, start_server


async def _raw(url):
    return await websockets.connect(url, max_size=p.MAX_SERVER_MESSAGE)


async def _closed_with(conn) -> str:
    """Return the reason the server closed ``conn`` with (after its Closing message, if any)."""
    reason = ""
    try:
        async for raw in conn:
            message = p.decode_server(raw)
            if isinstance(message, p.Closing):
                reason = message.reason
    except websockets.ConnectionClosed:
        pass
    # The close frame says it too (websockets itself refuses a frame over the size limit: code 1009).
    if conn.close_code == 1009:
        assert reason == ""  # the library closed it, before any words of ours
    else:
        assert conn.close_reason == reason
    return reason or ("too_large" if conn.close_code == 1009 else conn.close_reason)


def _hello(code, version=p.VERSION, token=""):
    return p.encode(p.Hello(version, code, "X", token)).decode()


async def test_each_refusal_has_its_reason_and_the_table_goes_on():
    server, url = await start_server(limits=Limits(rate=5, burst=5))
    table = open_table(server, "zoker-memo", 2)
    try:
        cases = {
            "wrong_code": [_hello("ZZZZZ")],
            "version": [_hello(table.code, version=p.VERSION + 1)],
            "not_protocol": [b"\x00\xff not json"],
            "not_hello": [json.dumps({"t": "act", "action": {}})],
        }
        for reason, frames in cases.items():
            conn = await _raw(url)
            for frame in frames:
                await conn.send(frame)
            assert await _closed_with(conn) == reason
        # Seated, then bad: too large, too many, not the protocol.
        for reason, frames in {"too_large": ["x" * (p.MAX_CLIENT_MESSAGE + 10)],
                               "too_many": [p.encode(p.Chat("hi")).decode()] * 30,
                               "not_protocol": ['{"t": "act", "action": 5}']}.items():
            conn = await _raw(url)
            await conn.send(_hello(table.code))
            welcome = p.decode_server(await conn.recv())
            assert isinstance(welcome, p.Welcome)
            for frame in frames:
                try:
                    await conn.send(frame)
                except websockets.ConnectionClosed:
                    break
            assert await _closed_with(conn) == reason
            table.take_over(welcome.seat)  # free the seat for the next case's player
            table.tokens.pop(welcome.seat)
            table._set_seat(welcome.seat, table.match.seats[welcome.seat].__class__("", True))
        # Two players take both seats; a third is told the table is full.
        first, second = TableClient(url, table.code, "A"), TableClient(url, table.code, "B")
        await first.connect()
        await second.connect()
        with pytest.raises(Refusal) as refused:
            await TableClient(url, table.code, "C").connect()
        assert refused.value.reason == "table_full"
        await first.close()
        await second.close()
    finally:
        await server.stop()


def _wrong(rng: random.Random, other_seat_moves: list) -> str:
    """Return a message of the protocol that the table must refuse: out of turn, no such move, no next game."""
    kind = rng.randrange(5)
    if kind == 0:
        return p.encode(p.Act(rng.choice(other_seat_moves), ref=1)).decode()  # a legal move, not this seat's
    if kind == 1:
        return json.dumps({"t": "act", "ref": 1, "action": {"type": rng.choice(["X", "Turn", "Play", "Bet", ""]),
                                                            "card": rng.randrange(-5, 99), "place": [1, "a"]}})
    if kind == 2:
        return json.dumps({"t": "act", "ref": 1, "action": {"type": "Turn", "place": [[[[[[[[1]]]]]]]]}})
    if kind == 3:
        return p.encode(p.NextGame(ref=1)).decode()
    return json.dumps({"t": "act", "ref": 1, "action": {}})


def _malformed(rng: random.Random) -> str | bytes:
    """Return bytes that are not a message of the protocol."""
    kind = rng.randrange(4)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60)))
    if kind == 1:
        return json.dumps(rng.choice([None, 1, "x", [], {}, {"t": "nope"}, {"t": "act"}, {"t": 5}]))
    if kind == 2:
        return json.dumps({"t": "act", "action": 5, "ref": "x"})
    return json.dumps({"t": "hello", "version": 1, "code": "A"})  # a second hello


@pytest.mark.parametrize("game_id,players", [("zoker-memo", 2), ("zipzap", 3), ("loker", 3), ("zoker-kubo", 2)])
async def test_a_fuzz_of_bad_messages_leaves_every_game_intact(game_id, players):
    rng = random.Random(game_id)
    server, url = await start_server()
    table = open_table(server, game_id, players, deal=3)
    rules = table.match.rules
    refused = closed = 0
    try:
        tokens = []
        for round_ in range(120):
            conn = await _raw(url)
            # Each seat once, then back to the seats with their tokens (a bot holds them meanwhile).
            await conn.send(_hello(table.code, token=tokens[round_ % players] if len(tokens) == players else ""))
            welcome = p.decode_server(await conn.recv())
            seat = welcome.seat
            if len(tokens) < players:
                tokens.append(welcome.token)
            before = table.match.to_json()
            other = (seat + 1) % players
            moves = [rules.action_to_json(a) for a in table.match.legal_actions(other)] or [{}]
            for _ in range(rng.randrange(5, 25)):
                await conn.send(_wrong(rng, moves))
            await conn.send(_malformed(rng))
            try:
                async for raw in conn:  # each wrong message is refused; the malformed one closes
                    message = p.decode_server(raw)
                    refused += isinstance(message, p.Refused)
                    closed += isinstance(message, p.Closing) and message.reason in ("not_protocol", "not_hello")
            except websockets.ConnectionClosed:
                pass
            while seat in table.conns:  # the server has heard the close
                await asyncio.sleep(0.001)
            table.take_over(seat)
            # Nothing but legal moves changed the game (a bot's, between rounds): it replays from its save.
            after = table.match.to_json()
            assert Match.from_json(after).state == table.match.state
            assert after["actions"][:len(before["actions"])] == before["actions"]
        assert refused >= 1000 and closed == 120
    finally:
        await server.stop()
    # Still playable, by the bots that took the seats over (a race's bots take their time: five moves do).
    server, url = await start_server()
    server.tables[table.code] = table
    table.server = server
    table.schedule()
    moves = len(table.match.actions)
    for _ in range(4000):
        if table.match.is_over() or len(table.match.actions) >= moves + 5:
            break
        await asyncio.sleep(0.005)
    await server.stop()
    # The wait's own condition, either half: a game near its end may end within the five moves.
    assert table.match.is_over() or len(table.match.actions) >= moves + 5


async def test_names_and_chat_reach_the_others_printable():
    server, url = await start_server()
    table = open_table(server, "zoker-memo", 2)
    try:
        ann, bo = TableClient(url, table.code, "An\x1b[2Jn\n"), None
        await ann.connect()
        got = []
        bo = TableClient(url, table.code, "Bo", on_message=got.append)
        await bo.connect()
        runner = asyncio.create_task(bo.run())
        await ann.send(p.Chat("hi\x07  there\r\n"))
        for _ in range(200):
            if any(isinstance(m, p.Notice) and m.kind == "chat" for m in got):
                break
            await asyncio.sleep(0.01)
        chat = next(m for m in got if isinstance(m, p.Notice) and m.kind == "chat")
        assert (chat.name, chat.text) == ("An[2Jn", "hi there")
        runner.cancel()
        await ann.close()
        await bo.close()
    finally:
        await server.stop()
