"""The table server's garbage collector: what lives long is frozen, so that a collection looks only at what is new.

Python's collection of its oldest generation goes over every object it follows, and every table's news
waits for it. At 500 tables of four (1000 connections) the server holds about 145,000 of them: some 37,000
at the start (the modules, and the tables: about 10 a table), then about 100 a connection (its coroutines,
futures, buffers, headers); a collection of them all took 40 to 90 ms and came while the connections sat
down and while they played (issue 27; ``docs/online.md``).

``Freezer`` freezes (``gc.freeze``: collections pass them over) what is alive once the tables are open,
and after each collection of the oldest generation what survived it: all alive at that moment, most of it
kept for as long as its connection or table is. A frozen object is still freed when nothing refers to it
any more; only one in a cycle cannot be, so every ``WHOLE_EVERY_S`` seconds everything is unfrozen,
collected once whole (the one long pause left) and frozen again: garbage waits at most that long.
"""

from __future__ import annotations

import asyncio
import gc

#: Seconds between two collections of everything, the frozen objects too (the cycles among them freed).
WHOLE_EVERY_S = 600.0
#: The oldest generation's number (2).
OLDEST = len(gc.get_threshold()) - 1


class Freezer:
    """Keeps the server's collections short: see the module's docstring."""

    def __init__(self, whole_every_s: float = WHOLE_EVERY_S) -> None:
        self.whole_every_s = whole_every_s
        self._timer: asyncio.TimerHandle | None = None

    def start(self) -> None:
        """Freeze what is alive now, and from now on what survives each collection of the oldest generation
        (on the running loop: it sets the timer of the whole collections)."""
        gc.collect()
        gc.freeze()
        gc.callbacks.append(self._collected)
        self._timer = asyncio.get_running_loop().call_later(self.whole_every_s, self.whole)

    def _collected(self, phase: str, info: dict) -> None:
        if phase == "stop" and info["generation"] == OLDEST:
            gc.freeze()  # the young generations are empty after it: only its survivors are frozen

    def whole(self) -> None:
        """Collect everything, the frozen objects too, and freeze what survives; set the next time."""
        gc.unfreeze()
        gc.collect()  # its survivors are frozen by ``_collected``
        self._timer = asyncio.get_running_loop().call_later(self.whole_every_s, self.whole)

    def trim(self) -> None:
        """Give the memory of what is gone back to the system: a whole collection (the connections of a
        flood that ended are cycles among frozen objects, kept until the next one otherwise), then the C
        allocator's free pages returned (``malloc_trim``, glibc's; nothing elsewhere)."""
        if self._timer is not None:
            self._timer.cancel()
        self.whole()
        malloc_trim()

    def stop(self) -> None:
        """Let the collector go over everything again."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._collected in gc.callbacks:
            gc.callbacks.remove(self._collected)
        gc.unfreeze()


def malloc_trim() -> bool:
    """Return the C allocator's free memory to the system where it can (glibc's ``malloc_trim``); True if
    it could."""
    trim = _libc_trim()
    return bool(trim(0)) if trim is not None else False


_TRIM: list = []


def _libc_trim():
    """Return glibc's ``malloc_trim`` (None elsewhere), found once: found at the first trim, ctypes' own
    objects would be made in the free places of the arenas the flood left, and keep them from going back."""
    if not _TRIM:
        import ctypes
        import ctypes.util

        try:
            _TRIM.append(ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim)
        except (OSError, AttributeError):
            _TRIM.append(None)
    return _TRIM[0]


class Trimmer:
    """Watches how many connections are open and trims (``Freezer.trim``) once many have gone: after a
    flood of idle connections ends, the server's memory comes back to what it was."""

    #: Seconds between two looks.
    EVERY_S = 2.0
    #: A fall of at least this many connections, and a quarter of the most seen, is worth a trim.
    FALL = 100

    def __init__(self, count, freezer: Freezer) -> None:
        self.count, self.freezer = count, freezer
        self.most = self.before = count()
        self._timer: asyncio.TimerHandle | None = None
        _libc_trim()  # now, before any flood
        self.trims = 0

    def start(self) -> None:
        """Look every ``EVERY_S`` on the running loop."""
        self._timer = asyncio.get_running_loop().call_later(self.EVERY_S, self.look)

    def note(self) -> None:
        """A connection was made: remember the most open at once."""
        self.most = max(self.most, self.count())

    def look(self) -> None:
        """Trim when the connections fell far since the most seen; set the next look."""
        now = self.count()
        if self.most - now >= max(self.FALL, self.most // 4) and now >= self.before:
            self.freezer.trim()  # the fall is over (no fewer than at the last look): all it freed goes back
            self.trims += 1
            self.most = now
        self.before = now
        self._timer = asyncio.get_running_loop().call_later(self.EVERY_S, self.look)

    def stop(self) -> None:
        """Look no more."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
