"""How fast a lobby change reaches every lobby player, and what an idle lobby player costs the server
(issue 39; figures printed, never asserted). Loopback only.

A server with a lobby runs in this process's thread; N raw lobby connections come in from a second
event loop; one of them says a line, and the time until the last of the others has it is taken, 20
times. The server's resident memory is read before the players come and once they are all in.

    python -m bench.lobby_bench [PLAYERS]
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time

import websockets

from app.net import protocol as p
from app.net.hosting import ServerThread
from app.net.lobby import Lobby
from app.net.table_server import Limits


def resident_kb() -> int:
    """Return this process's resident memory in KB (Linux)."""
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


async def players(url: str, count: int) -> list:
    conns = []
    for i in range(count):
        conn = await websockets.connect(url, max_size=p.MAX_SERVER_MESSAGE, compression=None)
        await conn.send(p.encode(p.LobbyHello(p.VERSION, f"P{i}", "en")).decode())
        await conn.recv()
        conns.append(conn)
    return conns


async def round_trip(conns: list, text: str) -> float:
    """Return seconds from a line said by the first player until every other one has it."""

    async def hear(conn) -> None:
        while True:
            message = p.decode_server(await conn.recv())
            if isinstance(message, p.LobbyNews) and message.kind == "chat" and message.text == text:
                return

    listeners = [asyncio.ensure_future(hear(conn)) for conn in conns[1:]]
    start = time.perf_counter()
    await conns[0].send(p.encode(p.Chat(text)).decode())
    await asyncio.wait_for(asyncio.gather(*listeners), 30)
    return time.perf_counter() - start


async def run(count: int, server: ServerThread) -> None:
    before = resident_kb()
    conns = await players(server.url, count)
    # Who came is lobby news too: let it settle before the memory is read and the lines are timed.
    await asyncio.sleep(1.0)
    for conn in conns:
        while True:
            try:
                await asyncio.wait_for(conn.recv(), 0.001)
            except asyncio.TimeoutError:
                break
    after = resident_kb()
    times = [await round_trip(conns, f"line {i}") for i in range(20)]
    times.sort()
    print(f"{count} lobby players: a line heard by all in p50 {statistics.median(times) * 1000:.1f} ms, "
          f"p95 {times[int(len(times) * 0.95) - 1] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms")
    print(f"resident memory of this process (server and clients together): {before / 1024:.1f} MB before, "
          f"{after / 1024:.1f} MB with them in: {(after - before) / count:.1f} KB a player, both ends")
    for conn in conns:
        await conn.close()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    count = int(args[0]) if args else 200
    server = ServerThread(limits=Limits(waiting_per_address=count + 16))
    server.do(lambda: Lobby(server.server))
    try:
        asyncio.run(run(count, server))
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
