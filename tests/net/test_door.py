"""The door keeps a connection that has sent nothing as its socket only (issue 34, point 7), on the loopback.

A flood of idle connections makes no transport and no websockets connection: each waits at the door,
counted by its address, until its first bytes come (then it is a websockets connection like any other), it
closes (closed with nothing made), or its time runs out (closed by the server). What the door saves in
memory is the flood bench's (``bench/flood_bench.py``).
"""

import asyncio
import socket
import sys

import pytest

from app.net.client import TableClient
from app.net.door import Door
from app.net.server import Limits
from tests.net.players import open_table, start_server


def _idle(port: int, sources: list[str], each: int) -> list[socket.socket]:
    """Open ``each`` connections from every address in ``sources`` that never send a byte."""
    socks = []
    for source in sources:
        for _ in range(each):
            sock = socket.socket()
            sock.bind((source, 0))
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", port))
            socks.append(sock)
    return socks


async def _until(condition, tries: int = 500) -> bool:
    """Poll ``condition`` every 10 ms, at most ``tries`` times; return whether it came true."""
    for _ in range(tries):
        if condition():
            return True
        await asyncio.sleep(0.01)
    return condition()


def _counting_takes(server) -> list[str]:
    """Count the connections the server makes websockets ones of (``take``)."""
    taken, take = [], server.take

    def counted(key, head):
        taken.append(key)
        return take(key, head)

    server.take = counted
    return taken


async def test_idle_connections_wait_at_the_door_and_go_without_a_websockets_connection():
    server, url = await start_server(limits=Limits(rate=1000, burst=1000, waiting_per_address=8))
    table = open_table(server, "zoker-memo", 2)
    taken = _counting_takes(server)
    sources = [f"127.0.3.{i}" for i in range(1, 6)]
    idle = _idle(int(url.rsplit(":", 1)[1]), sources, 10)  # 10 from each: 8 wait, 2 are closed at once
    try:
        assert await _until(lambda: len(server.door.waiting) == 40)
        assert server.gate.waiting == {source: 8 for source in sources}
        assert server.open_connections == 40
        assert taken == [] and not server._server.handler_tasks  # nothing but their sockets
        player = TableClient(url, table.code, "Ann")
        assert (await player.connect()).seat == 0  # one who speaks is taken in at once
        assert taken == ["127.0.0.1"]
        await player.close()
    finally:
        for sock in idle:
            sock.close()
    try:
        assert await _until(lambda: not server.door.waiting and not server.gate.waiting)
        assert await _until(lambda: server.open_connections == 0)
        assert taken == ["127.0.0.1"]  # the flood closed: none of it became a connection to close
        assert sys.getsizeof(server.door.waiting) == sys.getsizeof({})  # the table the flood grew went too
    finally:
        await server.stop()


async def test_a_connection_that_sends_nothing_is_closed_when_its_time_is_up():
    server, url = await start_server(limits=Limits(rate=1000, burst=1000, hello_s=0.3))
    [sock] = _idle(int(url.rsplit(":", 1)[1]), ["127.0.3.9"], 1)
    try:
        assert await _until(lambda: len(server.door.waiting) == 1)

        def closed() -> bool:
            try:
                return sock.recv(1) == b""
            except BlockingIOError:
                return False
            except OSError:
                return True

        assert await _until(closed, tries=500)  # a look a second: within 1.3 s, polled for 5
        assert server.door.waiting == {} and server.gate.waiting == {} and server.open_connections == 0
    finally:
        sock.close()
        await server.stop()


async def test_where_the_loop_cannot_watch_a_file_asyncio_accepts_and_the_limit_still_holds(monkeypatch):
    monkeypatch.setattr(Door, "open", lambda self, listeners, ssl=None: False)  # as on Windows' proactor loop
    server, url = await start_server(limits=Limits(rate=1000, burst=1000, waiting_per_address=4))
    table = open_table(server, "zoker-memo", 2)
    idle = _idle(int(url.rsplit(":", 1)[1]), ["127.0.0.2"], 10)
    try:
        assert await _until(lambda: server.gate.waiting.get("127.0.0.2") == 4)
        assert server.door.waiting == {}  # asyncio made each a websockets connection
        player = TableClient(url, table.code, "Ann")
        assert (await player.connect()).seat == 0
        await player.close()
    finally:
        for sock in idle:
            sock.close()
        await server.stop()
    assert await _until(lambda: not server.gate.waiting)


@pytest.mark.parametrize("first", [b"GET", b"\x16\x03\x01"])
async def test_a_connection_whose_first_bytes_are_not_a_handshake_is_taken_and_closed(first):
    server, url = await start_server(limits=Limits(rate=1000, burst=1000, hello_s=2))
    taken = _counting_takes(server)
    reader, writer = await asyncio.open_connection("127.0.0.1", int(url.rsplit(":", 1)[1]))
    try:
        writer.write(first + b" nonsense\r\n\r\n")
        await writer.drain()
        await asyncio.wait_for(reader.read(), 5)  # websockets closes it (what it answers is its own)
        assert reader.at_eof() and len(taken) == 1
        writer.close()  # websockets waits for the other side's end before it lets a connection go
        assert await _until(lambda: server.open_connections == 0 and not server.gate.waiting)
    finally:
        writer.close()
        await server.stop()


async def test_a_request_that_comes_in_pieces_waits_at_the_door_until_it_is_whole():
    server, url = await start_server(limits=Limits(rate=1000, burst=1000, hello_s=5))
    taken = _counting_takes(server)
    port = int(url.rsplit(":", 1)[1])
    request = (f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    _, quitter = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request[:30])
        quitter.write(request[:30])
        await writer.drain()
        await quitter.drain()
        assert await _until(lambda: sorted(len(head) for _key, _since, head in server.door.waiting.values())
                            == [30, 30])
        assert taken == []  # half a request is no connection yet
        quitter.close()  # one goes away at the door: nothing was made of it
        assert await _until(lambda: len(server.door.waiting) == 1)
        writer.write(request[30:])
        answer = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
        assert answer.startswith(b"HTTP/1.1 101")  # the whole request, in the order it came, was answered
        assert taken == ["127.0.0.1"] and server.door.waiting == {}
    finally:
        writer.close()
        await server.stop()
    assert await _until(lambda: server.open_connections == 0 and not server.gate.waiting)
