"""Shared tables on the loopback: from a play to the news at every other client, and tables per server process.

The table server runs in a process of its own (``python -m app.net.server``),
the clients in this one, all on 127.0.0.1:

- six clients at one Zip Zap race: each plays a fitting card 0.2 to 0.6 s
  after the news that lets it (the first to reach the server counts); for
  each play the server takes, the time from the moment its client sent it
  to the moment each of the other five clients has the news: p50 and p95;
- tables of four (two clients and two of the server's bots each, in the
  race): as many tables as a step allows, the same latency at each step,
  until its p95 passes the goal (20 ms) or the largest step (500 tables).

Figures only; nothing here asserts a time.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time

from app.bots import choose
from app.net import protocol as p
from app.net.client import Refusal, TableClient, match_from_view

GOAL_MS = 20.0
STEPS = (25, 50, 100, 200, 500)
SECONDS = 10.0


def start_server(saves: str, tables: int, seats: str, players: int):
    """Start a table server process; return it, its address and its tables' codes."""
    command = [sys.executable, "-m", "app.net.server", "--host", "127.0.0.1", "--port", "0", "--saves", saves,
               "--game", "zipzap", "--players", str(players), "--seats", seats, "--games", "0",
               "--tables", str(tables), "--bot-delay", "0"]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              env={**os.environ, "PYTHONPATH": root})
    codes, url = [], ""
    for line in server.stdout:
        found = re.match(r"table (\w+) (wss?://\S+)", line)
        if found:
            codes.append(found.group(1))
            url = found.group(2)
            if len(codes) == tables:
                return server, url, codes
    raise SystemExit("the table server did not start")


class Player:
    """A client that plays a fitting card a human's moment after the news, and notes when news came."""

    def __init__(self, url: str, code: str, name: str, sent: dict, heard: list, seed: int) -> None:
        self.client = TableClient(url, code, name, on_message=self._got)
        self.client.on_raw = self._arrived
        self.client.open_timeout = 60  # hundreds of clients say hello at once
        self.sent, self.heard, self.rng = sent, heard, random.Random(seed)
        self.changed = asyncio.Event()
        self._at = 0.0
        self._match = (None, None)

    def _arrived(self, raw) -> None:
        self._at = time.perf_counter()  # when the frame reached this client, before it is decoded

    def match(self):
        """Return the match as this seat last saw it (made once a view)."""
        view = self.client.seen.view
        if self._match[0] is not view:
            self._match = (view, match_from_view(view))
        return self._match[1]

    def _got(self, message) -> None:
        now = self._at
        if isinstance(message, p.News) and message.actor is not None and message.actor != self.client.seat:
            self.heard.append(((message.actor, message.view.round_no, message.view.moves), now))
        self.changed.set()

    async def sit(self) -> None:
        """Take the seat (before the clock of the measure starts)."""
        await self.client.connect()

    async def play(self, until: float) -> None:
        runner = asyncio.create_task(self.client.run())
        try:
            while time.perf_counter() < until:
                match = self.match()
                seat = self.client.seat
                if match.is_over():
                    await self._ask(p.NextGame())
                elif seat in match.to_act():
                    await asyncio.sleep(self.rng.uniform(0.2, 0.6))
                    match = self.match()
                    if seat in match.to_act() and not match.is_over():
                        action = choose(match.game_id, match.state, seat, "hard", self.rng)
                        await self._ask(p.Act(match.rules.action_to_json(action)), seat)
                    continue
                self.changed.clear()
                try:
                    await asyncio.wait_for(self.changed.wait(), 1.0)
                except asyncio.TimeoutError:
                    pass
        finally:
            runner.cancel()
            await self.client.close()

    async def _ask(self, message, seat=None) -> None:
        start = time.perf_counter()
        try:
            answer = await asyncio.wait_for(self.client.request(message), 5)
        except (Refusal, asyncio.TimeoutError):
            return
        if seat is not None and isinstance(answer, p.News):
            self.sent[(seat, answer.view.round_no, answer.view.moves)] = start


def latencies(sent: dict, heard: list) -> list[float]:
    """Return, in ms, the time from each play sent to each other client's news of it."""
    return [(at - sent[key]) * 1000 for key, at in heard if key in sent]


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[q - 1] if len(values) > 1 else float("nan")


async def run_tables(url: str, codes: list[str], clients: int, seconds: float, pid: int):
    """Seat the clients, let them play for ``seconds``; return the latencies (ms) and the processor seconds
    the server and this process used meanwhile."""
    found = []
    players = []
    for t, code in enumerate(codes):
        sent, heard = {}, []
        found.append((sent, heard))
        players += [Player(url, code, f"P{i}", sent, heard, t * 10 + i) for i in range(clients)]
    for at in range(0, len(players), 100):  # everyone seated first, a hundred hellos at a time
        await asyncio.gather(*(pl.sit() for pl in players[at:at + 100]))
    for pl in players:
        pl.heard.clear()  # the measure starts now: news of the moves made while others sat down are left out
    cpu, mine = _cpu(pid), time.process_time()
    until = time.perf_counter() + seconds
    await asyncio.gather(*(pl.play(until) for pl in players))
    cpu, mine = _cpu(pid) - cpu, time.process_time() - mine
    return [ms for sent, heard in found for ms in latencies(sent, heard)], cpu, mine


def measure(tables: int, seats: str, players: int, clients: int, seconds: float) -> tuple[list[float], float, float]:
    """Return the latencies (ms) of a run, and the share of a processor the server and the clients used."""
    with tempfile.TemporaryDirectory(dir=os.environ.get("NET_BENCH_SAVES")) as saves:
        server, url, codes = start_server(saves, tables, seats, players)
        try:
            found, cpu, mine = asyncio.run(run_tables(url, codes, clients, seconds, server.pid))
        finally:
            server.kill()
            server.wait()
    return found, cpu / seconds, mine / seconds


def _cpu(pid: int) -> float:
    """Return the processor seconds a process has used (Linux /proc; 0 elsewhere)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def main() -> None:
    print(f"machine: {os.cpu_count()} processors, load {os.getloadavg()[0]:.1f}; server and clients share it")
    ms, cpu, mine = measure(1, "human,human,human,human,human,human", 6, 6, SECONDS)
    print(f"six clients, one Zip Zap race, {SECONDS:.0f} s: {len(ms)} news (a play to each other client): "
          f"p50 {percentile(ms, 50):.1f} ms, p95 {percentile(ms, 95):.1f} ms (goal p95 < {GOAL_MS:.0f} ms)")
    held, step_ok = 0, []
    for tables in STEPS:
        ms, cpu, mine = measure(tables, "human,human,medium,medium", 4, 2, SECONDS)
        p95 = percentile(ms, 95)
        print(f"{tables} tables of four (2 clients, 2 server bots each): {len(ms)} news, p50 "
              f"{percentile(ms, 50):.1f} ms, p95 {p95:.1f} ms; processor: server {cpu * 100:.0f}%, clients {mine * 100:.0f}%")
        if p95 < GOAL_MS and all(step_ok):
            held = tables
        step_ok.append(p95 < GOAL_MS)
    print(f"tables of four one server process held at p95 < {GOAL_MS:.0f} ms: {held} (goal 500; steps {STEPS})")


if __name__ == "__main__":
    main()
