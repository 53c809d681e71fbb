"""A table server in a process of its own, as a service starts it, for the set-up tests (deploy/)."""

from __future__ import annotations

import json
import queue
import re
import signal
import subprocess
import threading
import time
from pathlib import Path

from app import PROJECT_ROOT

DEPLOY = PROJECT_ROOT / "deploy"


class Started:
    """A server process, what it printed, and the one table it said."""

    def __init__(self, process: subprocess.Popen, limit: float = 60.0) -> None:
        self.process = process
        self.lines: list[str] = []
        # Its lines are read on a thread: a server that says no table must fail the test, not hang it.
        got: queue.Queue[str] = queue.Queue()

        def read() -> None:
            assert process.stdout is not None
            for line in process.stdout:
                self.lines.append(line)
                got.put(line)
            got.put("")

        threading.Thread(target=read, daemon=True).start()
        deadline = time.monotonic() + limit
        while True:
            try:
                line = got.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                line = ""
            found = re.match(r"table (\w+) (wss?://\S+)", line)
            if found:
                self.code, self.url = found.group(1), found.group(2)
                self.port = int(self.url.rsplit(":", 1)[1])
                return
            if not line:
                self.kill()
                raise AssertionError("the server said no table:\n" + "".join(self.lines))

    def terminate(self, limit: float) -> int:
        """Send SIGTERM, as systemd and podman stop a service; return its exit code (within ``limit`` s)."""
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(limit)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"the server did not stop within {limit} s of SIGTERM")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)


def saved_moves(saves: Path, code: str) -> int:
    """Return how many moves the table's own file holds (its game's actions)."""
    return len(json.loads((saves / f"{code}.json").read_text())["match"]["actions"])


def free_port() -> int:
    """Return a port free on 127.0.0.1 now (for a server that must be told one: nginx)."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def certificate(folder: Path) -> tuple[Path, Path]:
    """Make a self-signed certificate for localhost and 127.0.0.1 in ``folder``; return it and its key."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "2", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=60)
    return cert, key


async def stop_tasks(tasks) -> None:
    """Cancel ``tasks`` until they are done (at most 10 s). Once: a bot client whose connection dropped
    just as it was cancelled can swallow the cancel (Python 3.11's wait_for) and wait 30 s to reconnect."""
    import asyncio

    for _ in range(100):
        pending = [task for task in tasks if not task.done()]
        if not pending:
            return
        for task in pending:
            task.cancel()
        await asyncio.wait(pending, timeout=0.1)
    raise AssertionError("the players' tasks did not stop")
