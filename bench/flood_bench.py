"""A table server under a flood of idle connections, on the loopback only (issue 34, points 4 and 7).

- joining during a flood: the server in a process of its own allowed 1,024 open files (soft and hard,
  ``resource.setrlimit``), 1,100 connections from 127.0.0.2 that never say hello, then a player from
  127.0.0.1: how long until the welcome (goal: under 1 s);
- memory after a flood: 3,000 idle connections from 200 addresses (127.0.1.x, 15 each: under the limit
  per address, so the server holds them all), then closed: the server's resident memory before, at the
  flood's height, and once they are gone, and after/before (goal: at most 1.10), the median of several
  runs, with the trim after a flood (``app.net.collector.Trimmer``) and without it (``--no-trim``); then
  the same connections each sending the first line of a handshake and no more (they wait at the door of
  ``app.net.door`` as the idle ones do), and each sending a whole handshake and then no hello (they pass
  the door and are websockets connections), on Python's allocator and on the system's
  (``PYTHONMALLOC=malloc``).

Figures only; nothing here asserts a time.
"""

from __future__ import annotations

import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

from app.net.client import TableClient
from app.net.guard import raise_open_files

#: The server of the first figure: its open files limited before it starts.
LIMITED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))
from app.net.server import main
sys.exit(main(sys.argv[1:]))
"""


def start(saves: str, limited: bool, *extra: str, env: dict | None = None):
    """Start a server process; return it, its table's code and its address (its output goes to a file)."""
    log = open(os.path.join(saves, "server.log"), "wb")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    command = [sys.executable, "-c", LIMITED] if limited else [sys.executable, "-m", "app.net.server"]
    proc = subprocess.Popen(command + ["--host", "127.0.0.1", "--port", "0", "--saves", saves, "--game",
                                       "zoker-memo", "--players", "2", *extra],
                            stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONPATH": root, **(env or {})})
    end = time.monotonic() + 30
    while time.monotonic() < end:
        for line in open(log.name, encoding="utf-8", errors="replace"):
            if line.startswith("table "):
                _, code, url = line.split()
                return proc, code, url
        time.sleep(0.05)
    proc.kill()
    raise SystemExit("the table server did not start")


def flood(port: int, sources: list[str], each: int) -> list[socket.socket]:
    """Open ``each`` idle connections from every address in ``sources`` (in waves the listen queue takes)."""
    socks = []
    for source in sources:
        for _ in range(each):
            if len(socks) % 50 == 0:
                time.sleep(0.05)
            sock = socket.socket()
            sock.bind((source, 0))
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", port))
            socks.append(sock)
    return socks


def rss_mb(pid: int) -> float:
    """Return a process's resident memory in MB (Linux /proc; 0 elsewhere)."""
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def open_files(pid: int) -> int:
    """Return how many files a process has open (Linux /proc; 0 elsewhere)."""
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


async def join_time(url: str, code: str, limit_s: float = 30.0) -> float:
    """Return the seconds from the first try to the welcome (the player tries again until ``limit_s``)."""
    start = time.monotonic()
    while time.monotonic() - start < limit_s:
        client = TableClient(url, code, "Ann", reconnect=False)
        client.open_timeout = 2
        try:
            await client.connect()
        except (OSError, asyncio.TimeoutError, Exception):  # noqa: BLE001 - any failure: try again
            await asyncio.sleep(0.1)
            continue
        await client.close()
        return time.monotonic() - start
    return float("inf")


def join_during_flood() -> None:
    with tempfile.TemporaryDirectory() as saves:
        proc, code, url = start(saves, limited=True)
        try:
            socks = flood(int(url.rsplit(":", 1)[1]), ["127.0.0.2"], 1100)
            time.sleep(1.0)  # the flood lands
            took = asyncio.run(join_time(url, code))
            print(f"join during a flood: 1,100 idle connections from 127.0.0.2, the server allowed 1,024 files "
                  f"({open_files(proc.pid)} open): a player from 127.0.0.1 joined in {took:.3f} s (goal < 1 s); "
                  f"server log {os.path.getsize(os.path.join(saves, 'server.log')) / 1024:.1f} KB")
            for sock in socks:
                sock.close()
        finally:
            proc.kill()
            proc.wait()


#: What each connection of a flood sends: nothing, the first line of a handshake, or a whole handshake (and
#: then no hello). ``{port}`` is the server's.
SENDS = {
    "idle": ("idle connections", ""),
    "half": ("connections that sent half a handshake", "GET / HTTP/1.1\r\n"),
    "whole": ("connections that sent a whole handshake and no hello",
              "GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"),
}


def memory_after_flood(*extra: str, env: dict | None = None, sends: str = "idle", runs: int = 1) -> None:
    """Print the memory before, at the height of and after a flood whose connections each send ``sends``
    (a key of ``SENDS``), the median of ``runs`` runs."""
    figures = [_memory_after_flood(extra, env, sends) for _ in range(runs)]
    before, height, after = (statistics.median(f[i] for f in figures) for i in range(3))
    held = min(f[3] for f in figures)
    ratios = [f[2] / f[0] for f in figures]
    how = "without the trim" if extra else "with the trim after a flood"
    if env:
        how += ", " + " ".join(f"{k}={v}" for k, v in env.items())
    what = SENDS[sends][0]
    print(f"memory {how}, {held} {what} from 200 addresses (median of {runs}): {before:.1f} MB before, "
          f"{height:.1f} MB at the height, {after:.1f} MB after they closed: "
          f"after/before {statistics.median(ratios):.2f} ({', '.join(f'{r:.2f}' for r in ratios)}; goal at most 1.10)")


def _memory_after_flood(extra, env, sends) -> tuple[float, float, float, int]:
    with tempfile.TemporaryDirectory() as saves:
        proc, code, url = start(saves, False, *extra, env=env)
        try:
            time.sleep(2.0)  # the start settles (the first collection and freeze)
            before, files = rss_mb(proc.pid), open_files(proc.pid)
            sources = [f"127.0.1.{i}" for i in range(1, 201)]
            socks = flood(int(url.rsplit(":", 1)[1]), sources, 15)
            end = time.monotonic() + 15
            while open_files(proc.pid) < files + 2900 and time.monotonic() < end:
                time.sleep(0.1)
            if SENDS[sends][1]:
                data = SENDS[sends][1].format(port=url.rsplit(":", 1)[1]).encode()
                for sock in socks:
                    try:
                        sock.send(data)
                    except OSError:
                        pass
                time.sleep(2.0)  # each is read (a whole handshake is answered, and waits for its hello)
            held, height = open_files(proc.pid) - files, rss_mb(proc.pid)
            for sock in socks:
                sock.close()
            end = time.monotonic() + 20  # the connections go, then a look (every 2 s) trims
            while open_files(proc.pid) > files + 5 and time.monotonic() < end:
                time.sleep(0.2)
            time.sleep(5.0)
            return before, height, rss_mb(proc.pid), held
        finally:
            proc.kill()
            proc.wait()


def main() -> None:
    soft, _hard = raise_open_files()
    if soft < 3500:
        print(f"flood figures left out: this process may open only {soft} files")
        return
    join_during_flood()
    # Idle connections wait at the server's door as their sockets only (app.net.door): little to give back.
    memory_after_flood(runs=5)
    memory_after_flood("--no-trim", runs=3)
    # Half a handshake waits at the door too. A whole one passes it: each is then a websockets connection
    # (about 13 KB) until its hello's time is up; after them Python's allocator keeps each 1 MB arena that a
    # survivor of the flood holds (the system's allocator gives nearly all back).
    memory_after_flood(sends="half", runs=3)
    memory_after_flood(sends="whole", runs=3)
    memory_after_flood(env={"PYTHONMALLOC": "malloc"}, sends="whole", runs=3)


if __name__ == "__main__":
    main()
