"""``tabletalk serve`` as a process of its own (issue 39, point 1), on the loopback only: it says where the
lobby is, a player comes in and creates a table, and the process stops on Ctrl-C (SIGINT) or SIGTERM, saving it."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from app.net import protocol as p
from tests.net.test_lobby import create, enter


def _serve(saves: Path, *more) -> tuple[subprocess.Popen, str, list[str]]:
    """Start ``tabletalk serve`` on a free loopback port; return it, its address and what it printed."""
    command = [sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", "0", "--saves", str(saves),
               *more]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2]),
                                   "TABLETALK_HOME": str(saves / "home")})
    lines: queue.Queue[str] = queue.Queue()
    printed: list[str] = []
    threading.Thread(target=lambda: [lines.put(line) for line in server.stdout] + [lines.put("")],
                     daemon=True).start()
    deadline = time.monotonic() + 30
    while True:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            break
        printed.append(line)
        found = re.match(r"lobby (ws://\S+)", line)
        if found:
            return server, found.group(1), printed
        if not line:
            break
    server.kill()
    raise AssertionError(f"the server said no lobby: {printed}")


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
async def test_serve_opens_a_lobby_where_a_table_is_created_and_stops_on_ctrl_c_or_sigterm(tmp_path, stop):
    """SIGTERM is how systemd and a container's stop end it: saved the same (deploy/, docs/online.md)."""
    server, url, printed = _serve(tmp_path, "--idle", "600")
    try:
        assert any("Players type: online" in line for line in printed), printed
        eva = await enter(url, "Eva", "sv")
        assert isinstance(eva.got[0], p.LobbyWelcome) and eva.got[0].tables == []
        code = await create(eva, "zipzap", ["human", "medium"])
        await eva.close()
        server.send_signal(stop)
        assert server.wait(timeout=20) == 0
        assert (tmp_path / f"{code}.json").exists()  # a server stopped saves its open tables
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(5)
