"""Backups of the saves (issue 39, point 8), as docs/online.md says to take them: the tables folder copied with
``cp -a`` while the server runs (its journal with it), the server then lost (kill -9), and a server started on
the copy elsewhere with --resume-only gives a player, by the token their Tabletalk kept, the same seat at the
move the copy holds."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
from pathlib import Path

from app.net.client import TableClient
from tests.deploy.servers import Started, stop_tasks
from tests.net.players import BotClient


def _server(saves: Path, *more: str) -> Started:
    return Started(subprocess.Popen(
        [sys.executable, "-m", "app.net.server", "--host", "127.0.0.1", "--port", "0", "--saves", str(saves),
         "--bot-delay", "0", "--hold", "60", *more],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=saves.parent))


def _journaled_moves(saves: Path, code: str) -> int:
    """Return how many moves the table's last whole line in the journals holds (0: none yet)."""
    last = None
    for journal in sorted(saves.glob("journal-*.log")):
        for line in journal.read_bytes().split(b"\n")[:-1]:
            if line.startswith(f"{code}.json\t".encode()):
                last = json.loads(line.split(b"\t", 1)[1])
    return len(last["match"]["actions"]) if last else 0


async def test_a_copy_of_the_tables_folder_taken_live_restores_every_seat(tmp_path):
    live, backup = tmp_path / "live" / "tables", tmp_path / "backup"
    live.parent.mkdir()
    backup.mkdir()
    first = _server(live, "--game", "zoker-tiko", "--players", "2")
    ann, bo = BotClient(first.url, first.code, "Ann", seed=1), BotClient(first.url, first.code, "Bo", seed=2)
    playing = [asyncio.ensure_future(ann.play()), asyncio.ensure_future(bo.play())]
    try:
        for _ in range(2000):  # at most 20 s
            if _journaled_moves(live, first.code) >= 4:
                break
            await asyncio.sleep(0.01)
        # The backup, while they play: the whole folder, its journal with it.
        subprocess.run(["cp", "-a", str(live), str(backup)], check=True, timeout=60)
        seat, token = ann.client.seat, ann.client.token
    finally:
        first.process.send_signal(signal.SIGKILL)  # then the machine is lost
        first.kill()
        await stop_tasks(playing)
    copied = backup / "tables"
    assert list(copied.glob("journal-*.log"))  # the moves since the opening are only there
    moves = _journaled_moves(copied, first.code)  # its last whole line (a line cut by the copy is skipped)
    assert moves >= 4
    restored = _server(copied, "--resume-only")
    try:
        assert restored.code == first.code
        client = TableClient(restored.url, restored.code, "Ann", token)
        welcome = await asyncio.wait_for(client.connect(), 20)
        await client.close()
        assert welcome.resumed and welcome.seat == seat and welcome.view.moves == moves
    finally:
        assert restored.terminate(30) == 0
