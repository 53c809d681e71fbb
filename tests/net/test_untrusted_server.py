"""A client trusts no bytes (issue 34, points 3 and 6): a stand-in server sends names, chat and reasons with
escape sequences, bells and bidi controls, and frames no table sends; the player's Tabletalk shows, prints
and says only printable text, and ends the connection with a reason, never a traceback."""

import asyncio
import json

import pytest
import websockets

from app.core.seats import Seat
from app.net import protocol as p
from app.net.client import TableClient
from app.net.remote import RemoteTable
from app.table import Notice
from app.net.server import TableServer
from app.text import online

#: What a modified host may try to write to a joiner's terminal.
NASTY = "\x1b[2J\x1b]0;owned\x07Ev\u202eil\x00\x9b31m\u200b\r\nend\x7f"


def _printable(value) -> bool:
    if isinstance(value, str):
        return value.isprintable()
    if isinstance(value, (list, tuple)):
        return all(_printable(v) for v in value)
    if isinstance(value, dict):
        return all(_printable(k) and _printable(v) for k, v in value.items())
    if hasattr(value, "__struct_fields__"):
        return all(_printable(getattr(value, f)) for f in value.__struct_fields__)
    return True


def _welcome_frame() -> str:
    """A real table's welcome, with a seat's name made nasty."""
    server = TableServer()
    table = server.open_table("zoker-memo", (Seat("", True), Seat("Ann", True)))
    view = table.view(0)
    view.seats[1].name = NASTY
    return p.encode(p.Welcome(p.VERSION, table.code, 0, "tok", view)).decode()


async def _stand_in(frames):
    """Serve on the loopback: answer any hello with ``frames``, then wait."""
    async def handler(conn):
        await conn.recv()
        for frame in frames:
            await conn.send(frame)
        await asyncio.sleep(5)

    server = await websockets.serve(handler, "127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"


def _notice(kind, **fields):
    return json.dumps({"t": "notice", "kind": kind, **fields})  # json.dumps escapes every control as \\uXXXX


async def test_names_chat_and_reasons_with_controls_arrive_printable():
    frames = [_welcome_frame(),
              _notice("chat", seat=1, name=NASTY, text=NASTY),
              _notice("joined", seat=1, name=NASTY),
              json.dumps({"t": "refused", "msg_id": NASTY, "params": {NASTY: NASTY}, "ref": 0}),
              json.dumps({"t": "closing", "reason": NASTY})]
    server, url = await _stand_in(frames)
    try:
        remote = await asyncio.to_thread(RemoteTable, url, "ABCDE", "Me")
        try:
            got = []
            for _ in range(500):
                got += await asyncio.to_thread(remote.news)
                if any(isinstance(m, Notice) and m.kind == "joined" for m in got):
                    break
                await asyncio.sleep(0.01)
            assert all(s.name.isprintable() for s in remote.match.seats)
            assert "Ev" in remote.match.seats[1].name and "owned" in remote.match.seats[1].name
            notices = [m for m in got if isinstance(m, Notice)]
            assert [n.kind for n in notices][:2] == ["chat", "joined"]
            for n in notices:
                assert _printable(n)
                said = online.notice(n.kind, remote.match.seats, n.seat, n.name, n.text)
                assert said.isprintable() and "\x1b" not in said and "\x07" not in said
            assert all(_printable(m) for m in remote.heard)
        finally:
            await asyncio.to_thread(remote.close)
    finally:
        server.close()


def test_decoding_takes_out_every_control_and_keeps_the_words():
    message = p.decode_server(_notice("chat", seat=0, name="Anna\x1b[31m", text="hej\u202e då\x07\n"))
    assert message.name == "Anna[31m" and message.text == "hej då "
    assert p.clean("Þórunn Šťastná") == "Þórunn Šťastná"
    # A frame without a backslash or a control goes the quick way, unchanged.
    assert p.decode_server(_notice("chat", seat=0, name="Åsa", text="ok")).name == "Åsa"


@pytest.mark.parametrize("frame", [
    '{"t":"news","actor":null,"events":[' + "[" * 5000 + "]" * 5000 + '],"view":{}}',
    '{"t":"news","actor":null,"events":[{"$m":[1,2,3]}],"view":' + "null" + "}",
    "not json",
    '{"t":"welcome"}',
    b"\xff\xfe binary",
])
def test_a_frame_no_table_sends_is_a_protocol_error(frame):
    with pytest.raises(p.ProtocolError):
        message = p.decode_server(frame)
        p.unpack(message.events[0])


def test_nesting_too_deep_for_unpack_is_a_protocol_error():
    deep = 0
    for _ in range(5000):
        deep = {"$l": [deep]}
    with pytest.raises(p.ProtocolError):
        p.unpack(deep)


async def test_a_client_sent_a_bad_frame_ends_with_a_reason_not_a_traceback():
    good = _welcome_frame()
    bad_news = '{"t":"news","actor":null,"events":[{"$e":"app.nothing:X","v":1}],"view":' + \
        json.dumps(json.loads(good)["view"]) + "}"
    server, url = await _stand_in([good, bad_news])
    got = []
    try:
        client = TableClient(url, "ABCDE", "Me", on_message=got.append, reconnect=False)
        await client.connect()
        await asyncio.wait_for(client.run(), 5)
        assert client.closed == "not_protocol"
        assert isinstance(got[-1], p.Closing) and got[-1].reason == "not_protocol"
        assert online.closed("not_protocol")
    finally:
        server.close()


@pytest.mark.parametrize("params", [{}, {"low": 2}])
def test_a_refusal_whose_details_do_not_fit_its_sentence_is_still_said(params):
    """A modified server may send a known refusal with details missing: the player hears the plain
    sentence, and the program does not stop on a KeyError."""
    from app.core.rules import RuleError
    from app.text.errors import rule_error

    assert rule_error(RuleError("wrong_player_count", **params)) == "That move is not allowed."


def test_a_refusal_with_its_details_is_said_with_them():
    from app.core.rules import RuleError
    from app.text.errors import rule_error

    assert rule_error(RuleError("wrong_player_count", low=2, high=5)) == "This game is for 2 to 5 players."
