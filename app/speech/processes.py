"""Which programs run here (Linux): a look at /proc, a millisecond or so, no library loaded."""

from __future__ import annotations

import os
from pathlib import Path


def any_running(names: tuple[str, ...], proc: Path = Path("/proc")) -> bool:
    """Return True when a process whose name is one of ``names`` runs."""
    # os.listdir and raw reads: pathlib's glob and read_text took about four times as long, and
    # a start looks here several times (the reader, BRLTTY) while the rest of the program loads.
    wanted = {name.encode() for name in names}
    try:
        entries = os.listdir(proc)
    except OSError:
        return False
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            fd = os.open(os.path.join(proc, entry, "comm"), os.O_RDONLY)
        except OSError:
            continue  # the process ended meanwhile
        try:
            if os.read(fd, 64).strip() in wanted:
                return True
        except OSError:
            continue
        finally:
            os.close(fd)
    return False


#: What ties a program to the desktop session a terminal is in: a screen reader with the same
#: D-Bus session bus, X display or Wayland display (in the same runtime folder), or login session
#: reads that terminal; one of another session (another user's, a test desktop's) does not.
SESSION_KEYS = ("DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_ID")


def _environ(path: str) -> dict[str, str] | None:
    """Return a process's environment (as it started), or None when it cannot be read."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError:
        return None
    pairs = (item.split(b"=", 1) for item in raw.split(b"\0") if b"=" in item)
    return {k.decode("utf-8", "replace"): v.decode("utf-8", "replace") for k, v in pairs}


def same_session(theirs: dict[str, str] | None, ours) -> bool:
    """Return True when a process of environment ``theirs`` belongs to the desktop session of ``ours``.

    An environment that cannot be read (the kernel hides it) is taken as the
    same session: the process is the user's own, and a reader missed is worse
    than one assumed. One that can be read must share one of SESSION_KEYS.
    """
    if theirs is None:
        return True
    for key in SESSION_KEYS:
        mine = ours.get(key, "")
        if not mine or theirs.get(key, "") != mine:
            continue
        if key == "WAYLAND_DISPLAY" and theirs.get("XDG_RUNTIME_DIR", "") != ours.get("XDG_RUNTIME_DIR", ""):
            continue  # "wayland-0" of another user or another runtime folder
        return True
    return False


def running_in_session(names: tuple[str, ...], proc: Path = Path("/proc"), env=None,
                       uid: int | None = None) -> bool:
    """Return True when a process named one of ``names`` runs for this user in this desktop session.

    Not any process of that name on the machine (issue 33): on a shared machine
    another user's Orca, or one on another display, reads none of our screen.
    ``env`` and ``uid`` are ours (os.environ, os.getuid()) unless a test gives others.
    """
    wanted = {name.encode() for name in names}
    ours = os.environ if env is None else env
    me = os.getuid() if uid is None else uid
    try:
        entries = os.listdir(proc)
    except OSError:
        return False
    for entry in entries:
        if not entry.isdigit():
            continue
        base = os.path.join(proc, entry)
        try:
            with open(os.path.join(base, "comm"), "rb") as f:
                if f.read(64).strip() not in wanted:
                    continue
            if os.stat(base).st_uid != me:
                continue  # another user's
        except OSError:
            continue  # the process ended meanwhile
        if same_session(_environ(os.path.join(base, "environ")), ours):
            return True
    return False
