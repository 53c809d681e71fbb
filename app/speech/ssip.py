"""SSIP, speech-dispatcher's protocol: the speech rate in its terms (which speech-dispatcher and
prismatoid's backends share), and a small client of our own that sets the language."""

from __future__ import annotations

import os
import socket
from typing import Mapping

from .base import DEFAULT_RATE, MAX_RATE, MIN_RATE


def ssip_rate(wpm: int) -> int:
    """Words per minute -> SSIP rate -100..100 (0 is the engine's normal speed,
    about DEFAULT_RATE words per minute for eSpeak NG)."""
    if wpm <= DEFAULT_RATE:
        value = (wpm - DEFAULT_RATE) * 100 / (DEFAULT_RATE - MIN_RATE)
    else:
        value = (wpm - DEFAULT_RATE) * 100 / (MAX_RATE + 50 - DEFAULT_RATE)
    return max(-100, min(100, int(round(value))))


# A speech-dispatcher connection of our own ------------------------------------------------

#: How long a command may wait for speech-dispatcher's answer (seconds).
TIMEOUT = 2.0


def socket_path(environ: Mapping[str, str] | None = None) -> str:
    """Where speech-dispatcher listens for this user: SPEECHD_ADDRESS, else its place in XDG_RUNTIME_DIR."""
    env = os.environ if environ is None else environ
    address = env.get("SPEECHD_ADDRESS", "")
    if address.startswith("unix_socket:"):
        return address.split(":", 1)[1]
    runtime = env.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}"
    return os.path.join(runtime, "speech-dispatcher", "speechd.sock")


class SSIPError(OSError):
    """speech-dispatcher refused a command or went away."""


class SSIPClient:
    """A few SSIP commands over speech-dispatcher's Unix socket, each answered before the next.

    The ``speechd`` module is not in the venv and prismatoid's binding picks a
    voice by its index, not a language; this says exactly ``SET self LANGUAGE
    cs``, which is what gives a Czech sentence a Czech voice whatever the
    player's screen reader uses.
    """

    def __init__(self, path: str | None = None, name: str = "tabletalk") -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(TIMEOUT)
        try:
            self.sock.connect(path or socket_path())
        except OSError as exc:
            self.sock.close()
            raise SSIPError(f"speech-dispatcher not running ({exc.strerror or exc})") from None
        self._in = self.sock.makefile("rb")
        user = os.environ.get("USER") or str(os.getuid())
        self.command(f"SET self CLIENT_NAME {user}:{name}:main")
        self.command("SET self PRIORITY message")

    def command(self, line: str) -> str:
        """Send one command line; return the answer's last line (raise SSIPError unless it is 2xx)."""
        self._send(line + "\r\n")
        return self._answer()

    def _send(self, data: str) -> None:
        try:
            self.sock.sendall(data.encode("utf-8"))
        except OSError as exc:
            raise SSIPError(f"speech-dispatcher stopped ({exc})") from None

    def _answer(self) -> str:
        while True:
            try:
                raw = self._in.readline()
            except OSError as exc:
                raise SSIPError(f"speech-dispatcher stopped ({exc})") from None
            if not raw:
                raise SSIPError("speech-dispatcher stopped")
            line = raw.decode("utf-8", "replace").rstrip("\r\n")
            if len(line) >= 4 and line[3] == "-":
                continue  # more lines of the same answer follow
            if not line[:1] == "2":
                raise SSIPError(f"speech-dispatcher said {line!r}")
            return line

    def set_language(self, lang: str) -> None:
        self.command(f"SET self LANGUAGE {lang}")

    def set_rate(self, value: int) -> None:
        self.command(f"SET self RATE {int(value)}")

    def speak(self, text: str) -> None:
        """Queue ``text`` (SSIP's data block: a line that starts with a dot gets a second one)."""
        self.command("SPEAK")
        lines = [("." + ln if ln.startswith(".") else ln) for ln in text.replace("\r", "").split("\n")]
        self._send("\r\n".join(lines) + "\r\n.\r\n")
        self._answer()

    def cancel(self) -> None:
        self.command("CANCEL self")

    def close(self) -> None:
        try:
            self._send("QUIT\r\n")
        except OSError:
            pass
        try:
            self._in.close()
            self.sock.close()
        except OSError:
            pass
