"""Nothing lost at a shared table (issue 27, point 5): a dropped seat waits, then a bot takes it over;
a server killed with kill -9 resumes its tables from their saves and the clients come back by themselves;
TLS when the host gives a certificate."""

import asyncio
import json
import os
import queue
import re
import shutil
import signal
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from app.net import protocol as p
from app.net.client import TableClient, match_from_view
from app.net.server import TableRules, TableServer
from app.core.seats import Seat
from tests.net.players import FAST, BotClient, start_server


class Listener:
    """A client that only keeps what it is sent."""

    def __init__(self, url, code, name, token="", ssl=None):
        self.messages = []
        self.changed = asyncio.Event()
        self.client = TableClient(url, code, name, token, ssl=ssl, on_message=self._got)

    def _got(self, message):
        self.messages.append(message)
        self.changed.set()

    async def wait_for(self, test, limit=20.0):
        """Wait until ``test(message)`` holds for a message received; return it."""
        loop = asyncio.get_running_loop()
        end = loop.time() + limit
        while True:
            found = next((m for m in self.messages if test(m)), None)
            if found is not None:
                return found
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), max(0.01, end - loop.time()))

    def notices(self, kind):
        return [m for m in self.messages if isinstance(m, p.Notice) and m.kind == kind]


async def test_a_dropped_player_keeps_the_seat_comes_back_to_it_then_a_bot_takes_over():
    server, url = await start_server()
    table = server.open_table("zoker-memo", (Seat("", True), Seat("", True)), deal=4,
                              rules=TableRules(hold_s=0.5, bot_delay_s=0))
    ann, bo = Listener(url, table.code, "Ann"), Listener(url, table.code, "Bo")
    try:
        await ann.client.connect()
        ann_runner = asyncio.create_task(ann.client.run())
        await bo.client.connect()
        bo_runner = asyncio.create_task(bo.client.run())
        seat, token = ann.client.seat, ann.client.token
        # Ann's connection breaks (no goodbye): Bo hears she dropped and how long the seat waits.
        ann_runner.cancel()
        await ann.client._conn.close()
        left = await bo.wait_for(lambda m: isinstance(m, p.Notice) and m.kind == "left")
        assert left.seat == seat and left.name == "Ann" and left.hold == 0  # half a second, said in whole ones
        assert table.match.seats[seat].human
        # She comes back in time with her token: the same seat, and where the game stands.
        again = Listener(url, table.code, "Ann", token=token)
        welcome = await again.client.connect()
        assert welcome.seat == seat and welcome.resumed
        assert match_from_view(welcome.view).state == match_from_view(table.view(seat)).state
        await bo.wait_for(lambda m: isinstance(m, p.Notice) and m.kind == "back")
        # She drops again and stays away: after the hold a bot plays her seat, and the table says so.
        await again.client._conn.close()
        bot = await bo.wait_for(lambda m: isinstance(m, p.Notice) and m.kind == "bot", limit=10)
        assert bot.seat == seat and not table.match.seats[seat].human
        # The game goes on to its end with the bot in her place.
        player = BotClient(url, table.code, "Bo2")
        player.client.seen.token = bo.client.token
        bo_runner.cancel()
        await bo.client._conn.close()
        await player.play()
        assert table.match.is_over()
    finally:
        await server.stop()


def _start(saves: Path, port: int = 0, *more) -> tuple[subprocess.Popen, str, str]:
    """Start a table server in a process of its own; return it, its address and its table's code."""
    command = [sys.executable, "-m", "app.net.server", "--host", "127.0.0.1", "--port", str(port),
               "--saves", str(saves), "--bot-delay", "0", "--hold", "60", *more]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    # Its lines are read on a thread: a server that says no table (none resumed) must fail the test, not hang it.
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in server.stdout] + [lines.put("")],
                     daemon=True).start()
    deadline = time.monotonic() + 30
    while True:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            break
        found = re.match(r"table (\w+) (wss?://\S+)", line)
        if found:
            return server, found.group(2), found.group(1)
        if not line:
            break
    server.kill()
    raise AssertionError("the server said no table")


def _journaled_moves(saves: Path, code: str) -> int:
    """Return the number of moves in the table's last whole line of the journals a killed server left."""
    last = None
    for journal in sorted(saves.glob("journal-*.log")):
        for line in journal.read_bytes().split(b"\n")[:-1]:  # after the last newline: a line cut short
            if line.startswith(f"{code}.json\t".encode()):
                last = json.loads(line.split(b"\t", 1)[1])
    return len(last["match"]["actions"]) if last else 0


async def test_a_server_killed_with_kill_9_resumes_its_table_and_the_clients_come_back(tmp_path):
    saves = tmp_path / "tables"
    server, url, code = _start(saves, 0, "--game", "zoker-tiko", "--players", "2")
    port = int(url.rsplit(":", 1)[1])
    try:
        ann, bo = BotClient(url, code, "Ann", seed=1), BotClient(url, code, "Bo", seed=2)
        for bot in (ann, bo):
            bot.client.give_up_s = 30
        playing = asyncio.gather(ann.play(), bo.play())
        # Let them play a few moves, then kill the server without warning.
        while ann.client.seen.view is None or ann.client.seen.view.moves < 4 or not _journaled_moves(saves, code):
            await asyncio.sleep(0.01)
        server.send_signal(signal.SIGKILL)
        server.wait()
        moves = ann.client.seen.view.moves
        # The moves since the table opened are in the journal (its file was written at the opening).
        on_disk = _journaled_moves(saves, code)
        assert on_disk >= 1
        server, _, again = _start(saves, port, "--resume-only")
        assert again == code
        await asyncio.wait_for(playing, 60)  # they came back by themselves and finished the game
        # Whichever seat came back first hears the other come back (the second was away at the first's).
        assert any(isinstance(m, p.Notice) and m.kind == "reconnected" for m in ann.messages + bo.messages)
        # The first seat back finds the table at the journal's last move (no one else can move before).
        assert min(m.view.moves for m in ann.messages + bo.messages
                   if isinstance(m, p.Welcome) and m.resumed) == on_disk
        final = match_from_view(ann.client.seen.view)
        assert final.is_over() and ann.client.seen.view.moves > moves
    finally:
        server.kill()
        server.wait()


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test's certificate")
async def test_a_table_with_a_certificate_speaks_tls(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
                    "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key),
                    "-out", str(cert)], check=True, capture_output=True)
    server = TableServer(None, FAST)
    table = server.open_table("zocken", (Seat("", True), Seat("Eva", False)), deal=2,
                              rules=TableRules(bot_delay_s=0))
    context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH)
    context.load_cert_chain(cert, key)
    served = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    served.load_cert_chain(cert, key)
    host, port = await server.start("127.0.0.1", 0, served)
    try:
        trusting = ssl.create_default_context(cafile=str(cert))
        player = BotClient(f"wss://{host}:{port}", table.code, "Ann")
        player.client.ssl = trusting
        await player.play()
        assert table.match.is_over()
        # A plain connection to a TLS table gets nowhere.
        with pytest.raises(Exception):
            await TableClient(f"ws://{host}:{port}", table.code, "Bo").connect()
    finally:
        await server.stop()
