"""Braille through BRLTTY on Linux (BrlAPI): each announcement and focus echo on the display.

Only when BRLTTY runs (a look at the processes first, so a start without it
costs nothing and prints nothing). The binding is Debian's python3-brlapi,
loaded from the system's dist-packages when the venv has none. Long lines
pan with the display's own panning keys; each new announcement starts at its
beginning. When the player's screen reader speaks (prism_backend), it
brailles too, and this stays unused.
"""

from __future__ import annotations

import glob
import importlib
import importlib.util
import logging
import sys
import threading
import time
from typing import Any

from .processes import any_running

log = logging.getLogger(__name__)

#: Where Debian puts python3-brlapi (the venv's Python is the same 3.x).
SYSTEM_PACKAGES = "/usr/lib/python3/dist-packages"
#: How often the display's keys are looked at (seconds).
POLL = 0.05


def load_brlapi() -> Any | None:
    """Return the brlapi module, from the venv or the system's packages; None without it."""
    try:
        return importlib.import_module("brlapi")
    except ImportError:
        pass
    tag = f"cpython-{sys.version_info.major}{sys.version_info.minor}"
    for path in glob.glob(f"{SYSTEM_PACKAGES}/brlapi.{tag}-*.so"):
        try:
            spec = importlib.util.spec_from_file_location("brlapi", path)
            if spec is None or spec.loader is None:
                continue
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            return module
        except Exception:  # built for another Python, or a missing library
            log.debug("brlapi at %s does not load", path, exc_info=True)
    return None


class BrailleLine:
    """One line of text on the braille display, panned by the display's keys."""

    def __init__(self, brlapi: Any, host: bytes | None = None, auth: bytes | None = None,
                 priority: int | None = None) -> None:
        self._brlapi = brlapi
        args = [a for a in (host, auth)]
        while args and args[-1] is None:
            args.pop()
        self.connection = brlapi.Connection(*args)
        try:
            self.connection.enterTtyMode()
        except Exception:  # no tty of ours that BRLTTY knows (no screen driver): the whole display
            self.connection.enterTtyModeWithPath([])
        if priority is not None:
            # Beside a screen reader on the same display (Orca asks for BrlAPI's default, 50), the
            # client of the higher priority is shown (BrlAPI 0.8, BRLTTY 6.1 and later).
            try:
                self.connection.setParameter(brlapi.PARAM_CLIENT_PRIORITY, 0, False, priority)
            except Exception:
                log.debug("BRLTTY did not take the priority", exc_info=True)
        self.width = max(1, self.connection.displaySize[0])
        self.text = ""
        self.offset = 0
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._keys, name="tabletalk-braille", daemon=True).start()

    def show(self, text: str) -> None:
        """Show ``text`` from its beginning."""
        with self._lock:
            self.text, self.offset = text, 0
            self._write()

    def pan(self, direction: int) -> None:
        """Show the next (1) or previous (-1) window of the line; at an end, stay."""
        with self._lock:
            offset = self.offset + direction * self.width
            if 0 <= offset < max(1, len(self.text)):
                self.offset = offset
                self._write()

    def _write(self) -> None:
        try:
            self.connection.writeText(self.text[self.offset:self.offset + self.width])
        except Exception:
            log.debug("braille write failed", exc_info=True)

    def _keys(self) -> None:
        brlapi = self._brlapi
        while not self._closed:
            # Polled, not a blocking read: closing the connection while a read waits in the library
            # could hang the program's exit.
            try:
                with self._lock:
                    code = None if self._closed else self.connection.readKey(False)
            except Exception:
                return  # BRLTTY went away: the display is simply not written any more
            if code is None:
                time.sleep(POLL)
                continue
            key = self.connection.expandKeyCode(code)
            command = key.get("command")
            if command == getattr(brlapi, "KEY_CMD_FWINRT", None):
                self.pan(1)
            elif command == getattr(brlapi, "KEY_CMD_FWINLT", None):
                self.pan(-1)

    def close(self) -> None:
        with self._lock:
            self._closed = True
        try:
            self.connection.leaveTtyMode()
            self.connection.closeConnection()
        except Exception:
            pass


def open_braille(host: bytes | None = None, auth: bytes | None = None, *, check: bool = True,
                 priority: int | None = None) -> BrailleLine | None:
    """Return the braille line when BRLTTY runs and answers, else None (and nothing is printed).

    ``priority``: BrlAPI's client priority (0-100), to be shown over a screen reader's own braille.
    """
    if not sys.platform.startswith("linux") or (check and not any_running(("brltty",))):
        return None
    brlapi = load_brlapi()
    if brlapi is None:
        return None
    try:
        return BrailleLine(brlapi, host, auth, priority)
    except Exception:
        log.debug("BRLTTY did not answer", exc_info=True)
        return None
