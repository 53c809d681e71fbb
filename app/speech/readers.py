"""Which screen reader runs here, and whether Tabletalk can speak through its API.

A screen reader reads the terminal by itself: every new line of line mode,
and whatever changes on a full-screen program's screen. So when one runs,
each piece of news must reach the player by one route only (DESIGN.md, "One
voice"):

- through the reader's API, where it has one that prismatoid reaches (NVDA,
  JAWS, VoiceOver, Orca 49 and later through its D-Bus remote controller),
  with the full-screen terminal kept quiet;
- else by the reader reading the terminal (Orca 43 to 48, or any reader whose
  API cannot be reached): Tabletalk's own voice stays off and the screen shows
  each utterance on one reading line (``screen_backend.py``).

On Linux a look at /proc says whether Orca runs for this user in this
desktop session (the same D-Bus session bus, display or login session as
ours: processes.running_in_session; a few milliseconds); only then is
prismatoid loaded to ask for its API. Elsewhere prismatoid is asked.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .processes import running_in_session

#: Linux screen readers, by process name -> the name players know.
LINUX_READERS = {"orca": "Orca"}


@dataclass(frozen=True)
class Reader:
    """A running screen reader: its name, and whether its API speaks for us."""

    name: str
    api: bool


def running_linux_reader(proc: Path = Path("/proc"), env=None) -> str:
    """Return the name of the screen reader that runs for this user in this desktop session ("Orca"),
    or "" (a reader of another user or another display reads none of our terminal)."""
    for process, name in LINUX_READERS.items():
        if running_in_session((process,), proc, env):
            return name
    return ""


def api_reader(module: Any = None) -> str:
    """Return the name of a running reader prismatoid can speak through, or "" (never raises)."""
    try:
        from .prism_backend import load_prism, running_reader

        prism = load_prism(module)
        found = running_reader(prism, prism.Context())
    except Exception:
        return ""
    if found is None:
        return ""
    backend, name = found
    try:
        backend.stop()  # made only to ask: nothing is said
    except Exception:
        pass
    return str(name)


#: Windows' flag that a screen reader runs (SystemParametersInfo), and its name for the settings line.
SPI_GETSCREENREADER = 0x0046
WINDOWS_READER = "Narrator"


def windows_reader_flag() -> bool:
    """Return True when Windows says a screen reader runs (Narrator sets it, and so do NVDA and JAWS)."""
    if sys.platform != "win32":
        return False  # ctypes.windll is Windows' own
    try:
        import ctypes

        flag = ctypes.c_int(0)
        ok = ctypes.windll.user32.SystemParametersInfoW(SPI_GETSCREENREADER, 0, ctypes.byref(flag), 0)
        return bool(ok and flag.value)
    except Exception:  # not Windows, or no user32
        return False


def find_reader(proc: Path = Path("/proc"), module: Any = None) -> Reader | None:
    """Return the screen reader that runs here, or None."""
    if sys.platform.startswith("linux"):
        name = running_linux_reader(proc)
        if not name:
            return None
        reached = api_reader(module)
        return Reader(reached or name, api=bool(reached))
    reached = api_reader(module)
    if reached:
        return Reader(reached, api=True)
    if sys.platform == "win32" and windows_reader_flag():
        # A reader prismatoid does not know (Narrator): it reads the console by itself.
        return Reader(WINDOWS_READER, api=False)
    return None


def reader_running(proc: Path = Path("/proc")) -> bool:
    """Return True when a screen reader runs (on Linux a look at /proc only, no library loaded)."""
    if sys.platform.startswith("linux"):
        return bool(running_linux_reader(proc))
    return bool(api_reader()) or (sys.platform == "win32" and windows_reader_flag())
