"""BRLTTY's virtual braille display ("vr" driver), played by the test: it reads what BRLTTY shows."""

from __future__ import annotations

import socket
import threading
import time


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Display:
    """The virtual braille display BRLTTY's "vr" driver talks to: 40 cells, keys on demand."""

    def __init__(self, port: int) -> None:
        deadline = time.monotonic() + 10
        while True:
            try:
                self.sock = socket.create_connection(("127.0.0.1", port))
                break
            except OSError:
                assert time.monotonic() < deadline, "BRLTTY's virtual driver never listened"
                time.sleep(0.05)
        self.sock.sendall(b"cells 40\n")
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.sock.makefile("rb"):
            self.lines.append(line.decode(errors="replace").rstrip())

    def press(self, command: str) -> None:
        self.sock.sendall(command.encode() + b"\n")

    def shows(self, text: str, timeout: float = 10.0) -> bool:
        """Wait until the display's text starts with ``text``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            shown = [line for line in self.lines if line.startswith("Visual ")]
            if shown and shown[-1][len('Visual "'):].startswith(text):
                return True
            time.sleep(0.05)
        return False
