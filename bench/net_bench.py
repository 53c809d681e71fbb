"""Shared tables on the loopback: from a play to the news at every other client, and tables per server process.

The table server runs in a process of its own (``python -m app.net.server``),
the clients in ``CLIENT_PROCESSES`` others (one a processor, at least two;
both clients of a table in the same one), all on 127.0.0.1. The clients stand
in for the players' own computers: spread so, and at a lower priority than the
server (nice 10), their processor time is not what limits the server; each
process's share is printed beside the server's, and the whole machine's. (Other programs running at
the usual priority then slow the clients more than the server.) Their collector is off while they play:
one process holds hundreds of players' connections, a player's computer one.

- six clients at one Zip Zap race: each plays a fitting card 0.2 to 0.6 s
  after the news that lets it (the first to reach the server counts); for
  each play the server takes, the time from the moment its client sent it
  to the moment each of the other five clients has the news: p50 and p95;
- tables of four (two clients and two of the server's bots each, in the
  race): as many tables as a step allows, the same latency at each step,
  until its p95 passes the goal (20 ms) or the largest step (500 tables);
- a flood of idle connections (``bench/flood_bench.py``): how soon a player
  joins while another address holds 1,100 of them, and the server's memory
  before, at the height of and after 3,000 of them (and of 3,000 that sent
  half a handshake, or a whole one and no hello): medians of several runs.

Figures only; nothing here asserts a time.
"""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
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
#: The clients stand in for players' own computers: they are spread over this many processes (one a
#: processor, at least two), each playing whole tables, so that they are not what limits the server.
CLIENT_PROCESSES = max(2, os.cpu_count() or 1)
#: ... at a lower priority (``os.nice``): on one machine the server then does not wait behind them for a
#: processor (at the same priority its loop ran up to 25 ms late at p95 with 500 tables, at this one 4 ms).
CLIENT_NICE = 10
STEPS = (25, 50, 100, 200, 500)
SECONDS = 10.0


def start_server(saves: str, tables: int, seats: str, players: int):
    """Start a table server process; return it, its address and its tables' codes."""
    command = [sys.executable, "-m", "app.net.server", "--host", "127.0.0.1", "--port", "0", "--saves", saves,
               "--game", "zipzap", "--players", str(players), "--seats", seats, "--games", "0",
               "--tables", str(tables), "--bot-delay", "0",
               # The clients stand in for many computers, but all come from 127.0.0.1, a hundred hellos at once.
               "--waiting", "100000"]
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
    """A client that plays a fitting card a human's moment after the news, and notes when news came.

    It acts on each message as it arrives (no polling): when its seat may play it waits 0.2 to 0.6 s,
    looks again and plays; when the game is over it asks for the next one.
    """

    def __init__(self, url: str, code: str, name: str, sent: dict, heard: list, seed: int) -> None:
        self.client = TableClient(url, code, name, on_message=self._got)
        self.client.on_raw = self._arrived
        self.client.open_timeout = 60  # hundreds of clients say hello at once
        self.sent, self.heard, self.rng = sent, heard, random.Random(seed)
        self._at = 0.0
        self._match = (None, None)
        self._until = 0.0
        self._busy = False  # a play is being thought over, or a request waits for its answer
        self._tasks: set[asyncio.Task] = set()

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
        self._consider()

    async def sit(self) -> None:
        """Take the seat (before the clock of the measure starts)."""
        await self.client.connect()

    def start(self, until: float) -> None:
        """Play from now until ``until`` (``time.perf_counter``)."""
        self._until = until
        self._runner = self._spawn(self.client.run())
        self._consider()

    async def stop(self) -> None:
        """Stop playing: let the requests under way have their answers, then close."""
        self._until = 0.0
        asking = self._tasks - {self._runner}
        if asking:
            await asyncio.wait(asking, timeout=10)
        self._runner.cancel()  # before closing: a connection that ends is otherwise taken for a drop
        await self.client.close()

    def _consider(self) -> None:
        if self._busy or time.perf_counter() >= self._until:
            return
        match = self.match()
        if match.is_over():
            self._busy = True
            self._spawn(self._ask(p.NextGame()))
        elif self.client.seat in match.to_act():
            self._busy = True
            asyncio.get_running_loop().call_later(self.rng.uniform(0.2, 0.6), self._play)

    def _play(self) -> None:
        match, seat = self.match(), self.client.seat
        if seat in match.to_act() and not match.is_over() and time.perf_counter() < self._until:
            action = choose(match.game_id, match.state, seat, "hard", self.rng)
            self._spawn(self._ask(p.Act(match.rules.action_to_json(action)), seat))
        else:
            self._busy = False
            self._consider()

    def _spawn(self, coroutine) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _ask(self, message, seat=None) -> None:
        start = time.perf_counter()
        try:
            async with asyncio.timeout(5):  # not wait_for: it would send from a task of its own, a turn later
                answer = await self.client.request(message)
        except (Refusal, TimeoutError):
            answer = None
        if seat is not None and isinstance(answer, p.News):
            self.sent[(seat, answer.view.round_no, answer.view.moves)] = start
        self._busy = False
        self._consider()


def latencies(sent: dict, heard: list) -> list[float]:
    """Return, in ms, the time from each play sent to each other client's news of it."""
    return [(at - sent[key]) * 1000 for key, at in heard if key in sent]


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[q - 1] if len(values) > 1 else float("nan")


async def play_tables(url: str, codes: list[str], first: int, clients: int, seconds: float, ready, go):
    """Seat the clients of some tables, say so (``ready``), wait for ``go``, let them play for ``seconds``;
    return the latencies (ms) and the processor seconds this process used while they played."""
    found = []
    players = []
    for t, code in enumerate(codes, first):
        sent, heard = {}, []
        found.append((sent, heard))
        players += [Player(url, code, f"P{i}", sent, heard, t * 10 + i) for i in range(clients)]
    for at in range(0, len(players), 100):  # everyone seated first, a hundred hellos at a time
        await asyncio.gather(*(pl.sit() for pl in players[at:at + 100]))
    ready()
    await asyncio.get_running_loop().run_in_executor(None, go.wait)
    for pl in players:
        pl.heard.clear()  # the measure starts now: news of the moves made while others sat down are left out
    # Hundreds of players' computers in one process: its collector went over all their connections and
    # views 4 or 5 times in 10 s at 500 tables, 30 to 90 ms of processor each (frozen after seating, still
    # 15 to 60: each view lasts until the next news), and the news waited in the socket meanwhile. One
    # player's computer holds one connection: the collector is off while they play.
    gc.disable()
    mine = time.process_time()
    until = time.perf_counter() + seconds
    for pl in players:
        pl.start(until)
    await asyncio.sleep(seconds)
    mine = time.process_time() - mine
    gc.enable()
    await asyncio.gather(*(pl.stop() for pl in players))
    return [ms for sent, heard in found for ms in latencies(sent, heard)], mine


def client_process(url: str, codes: list[str], first: int, clients: int, seconds: float, pipe, go) -> None:
    """Play the clients of ``codes`` in this process (one of the bench's client processes); send back the
    latencies and processor seconds through ``pipe``."""
    try:
        os.nice(CLIENT_NICE)
    except (AttributeError, OSError):  # no nice here: the clients run at the server's priority
        pass
    pipe.send(asyncio.run(play_tables(url, codes, first, clients, seconds, lambda: pipe.send("seated"), go)))


def measure(tables: int, seats: str, players: int, clients: int, seconds: float) -> tuple[list[float], float, list,
                                                                                            float]:
    """Return the latencies (ms) of a run, the share of a processor the server used, each client
    process's share, and the processors the whole machine used meanwhile (others' programs too)."""
    with tempfile.TemporaryDirectory(dir=os.environ.get("NET_BENCH_SAVES")) as saves:
        server, url, codes = start_server(saves, tables, seats, players)
        context = multiprocessing.get_context("spawn")
        go, procs, pipes = context.Event(), [], []
        try:
            parts = min(CLIENT_PROCESSES, tables)
            for i in range(parts):
                ours, theirs = context.Pipe()
                first, last = tables * i // parts, tables * (i + 1) // parts
                procs.append(context.Process(target=client_process, daemon=True,
                                             args=(url, codes[first:last], first, clients, seconds, theirs, go)))
                pipes.append(ours)
                procs[-1].start()
            for pipe in pipes:
                if not pipe.poll(300) or pipe.recv() != "seated":
                    raise SystemExit("the clients could not sit down")
            cpu, machine = _cpu(server.pid), _machine()
            go.set()
            time.sleep(seconds)
            cpu, machine = _cpu(server.pid) - cpu, _machine(machine)
            found = [pipe.recv() for pipe in pipes]
        finally:
            for proc in procs:
                proc.join(30)
                if proc.is_alive():
                    proc.kill()
            server.kill()
            server.wait()
    return [ms for part, _ in found for ms in part], cpu / seconds, [mine / seconds for _, mine in found], machine


def _machine(since: tuple[int, int] | None = None):
    """Return the machine's busy and total processor ticks (Linux /proc/stat), or with ``since`` (an
    earlier return) how many processors were busy on average in between (0 elsewhere)."""
    try:
        ticks = [int(t) for t in open("/proc/stat").readline().split()[1:]]
    except (OSError, ValueError):
        return (0, 0) if since is None else 0.0
    now = (sum(ticks) - ticks[3] - ticks[4], sum(ticks))  # not idle, not waiting for the disk
    if since is None:
        return now
    return (os.cpu_count() or 1) * (now[0] - since[0]) / max(1, now[1] - since[1])


def _cpu(pid: int) -> float:
    """Return the processor seconds a process has used (Linux /proc; 0 elsewhere)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def work_ms() -> float:
    """Return the milliseconds a fixed piece of Python work takes here (the median of five): the same
    machine was up to half again as slow at some hours as at others, other tenants' work unseen by it."""
    times = []
    for _ in range(5):
        start = time.perf_counter()
        sum(i * i for i in range(1_000_000))
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    print(f"machine: {os.cpu_count()} processors, load {os.getloadavg()[0]:.1f}, a fixed piece of work "
          f"{work_ms():.0f} ms; the server and the client processes share it")
    print(f"clients: in {CLIENT_PROCESSES} processes (one a processor, at least two) at nice {CLIENT_NICE}, "
          f"each playing whole tables; the server in one process of its own at the usual priority")
    ms, cpu, mine, machine = measure(1, "human,human,human,human,human,human", 6, 6, SECONDS)
    print(f"six clients, one Zip Zap race, {SECONDS:.0f} s: {len(ms)} news (a play to each other client): "
          f"p50 {percentile(ms, 50):.1f} ms, p95 {percentile(ms, 95):.1f} ms (goal p95 < {GOAL_MS:.0f} ms)")
    held, step_ok = 0, []
    for tables in STEPS:
        ms, cpu, mine, machine = measure(tables, "human,human,medium,medium", 4, 2, SECONDS)
        p95 = percentile(ms, 95)
        each = " + ".join(f"{m * 100:.0f}%" for m in mine)
        print(f"{tables} tables of four (2 clients, 2 server bots each): {len(ms)} news, p50 "
              f"{percentile(ms, 50):.1f} ms, p95 {p95:.1f} ms; processor: server {cpu * 100:.0f}%, "
              f"clients {each} = {sum(mine) * 100:.0f}% ({len(mine)} processes); the machine "
              f"{machine * 100:.0f}% of {os.cpu_count()} processors, other programs "
              f"{max(0.0, machine - cpu - sum(mine)) * 100:.0f}%")
        if p95 < GOAL_MS and all(step_ok):
            held = tables
        step_ok.append(p95 < GOAL_MS)
    print(f"tables of four one server process held at p95 < {GOAL_MS:.0f} ms: {held} (goal 500; steps {STEPS})")
    from bench import flood_bench

    flood_bench.main()  # joining during a flood of idle connections, and the memory after one


if __name__ == "__main__":
    main()
