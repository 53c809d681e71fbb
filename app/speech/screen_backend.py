"""The "screen" route: the player's screen reader reads what Tabletalk shows; no voice of ours.

Used when a screen reader runs that Tabletalk cannot reach through an API
(Orca 43 to 48): the reader reads the terminal, so Tabletalk's own voice
stays off (two voices would talk over each other). Each utterance goes to a
``sink``: the full-screen app shows it on its reading line, where the reader
reads it; line mode has no sink, since each announcement is printed on its
own line anyway.

A reader cuts off what it is saying when new text appears, so utterances
given together ("Moved red L1 to pile 2." and "Your turn.") are shown as one
line: what a key's handler says goes out as one line as soon as the handler
is done (the sink's ``soon``, no wait), what other threads say within
``JOIN`` of each other (a timer). Two lines are never shown less than ``GAP``
apart: a reader that gets a second change before it has fetched the first
reads a blank (Orca said "blank" for a key pressed 20 ms after a game
started); words given meanwhile wait for the gap and go out as one line. One
that may not interrupt waits until the one before has had time to be said at
the player's rate. Readers
do not say when they have finished: ``speaking()`` is that estimate, which
paces the bots.
"""

from __future__ import annotations

import threading
import time
from typing import Callable

from .base import DEFAULT_RATE, clamp_rate, clean_text, normalise_language, spoken_ms
from .speech_log import note

#: Utterances said from another thread (or with no screen yet) this close together are shown as one
#: (seconds). A key's own words do not wait for it: they go out once its handler is done (issue 33, 8).
JOIN = 0.03
#: Two lines are never shown closer together than this (seconds).
GAP = 0.05


class ScreenSpeaker:
    """A Speaker whose words the running screen reader reads from the screen."""

    name = "screen"

    def __init__(self, reader: str, language: str = "en", rate: int = DEFAULT_RATE, lines: bool = False) -> None:
        #: The reader that reads the screen ("Orca"), for the settings line.
        self.reader = reader
        #: Line mode: every utterance is printed already, and no sink will come.
        self.lines = lines
        self.status = ""
        self.language = normalise_language(language)
        self.rate = clamp_rate(rate)
        self._sink: Callable[[str], None] | None = None
        #: The last line given while there was no sink (said before the screen was there).
        self._unshown = ""
        self._lock = threading.Lock()
        self._pending: list[str] = []
        self._busy_until = 0.0
        self._timer: threading.Timer | None = None
        #: A show is due through the sink's ``soon`` (the screen's thread, after the work in hand).
        self._due = False
        #: When the last line was shown (time.monotonic()).
        self._shown_at = -GAP
        self._closed = False

    def say(self, text: str, interrupt: bool = True) -> None:
        text = clean_text(text)
        if not text:
            return
        with self._lock:
            if self._closed:
                return
            if self.lines:
                # Line mode printed it already: the reader reads it now, and is busy about this long.
                start = max(time.monotonic(), 0.0 if interrupt else self._busy_until)
                self._busy_until = start + spoken_ms(text, self.rate) / 1000
                note("screen", text)
                return
            if interrupt:
                self._pending = [text]
                self._busy_until = 0.0
            else:
                self._pending.append(text)
            self._arrange()

    def _arrange(self) -> None:
        """Arrange for the pending words to be shown: once the work in hand is done when said on the
        screen's thread, after the join timer from any other, never sooner than the gap or (words that
        do not interrupt) the end of the line before. Called with the lock held."""
        if self._due:
            return  # the screen's thread shows everything pending once its work in hand is done
        now = time.monotonic()
        wait = max(self._shown_at + GAP, self._busy_until) - now
        if self._timer is not None and wait > 0:
            return  # the timer already waits for the gap or the line before
        if wait <= 0 and self._show_soon():
            return
        self._schedule(max(JOIN, wait))

    def _show_soon(self) -> bool:
        """Have the sink's ``soon`` show the pending words once the screen's thread is done with its work
        in hand; False when it cannot (another thread, no screen). Called with the lock held."""
        soon = getattr(self._sink, "soon", None)
        if soon is None or not soon(self._show_due):
            return False
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._due = True
        return True

    def _show_due(self) -> None:
        with self._lock:
            if not self._due:
                return  # stopped meanwhile
            self._due = False
        self._show()

    def _schedule(self, delay: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = threading.Timer(delay, self._show)
        self._timer.daemon = True
        self._timer.start()

    def _show(self) -> None:
        with self._lock:
            self._timer = None
            if not self._pending or self._closed:
                return
            now = time.monotonic()
            if now < self._shown_at + GAP:
                # A line went out a moment ago (a timer's, while the key's words were due): wait for the gap.
                self._schedule(self._shown_at + GAP - now)
                return
            line = " ".join(self._pending)
            self._pending = []
            self._shown_at = now
            self._busy_until = now + spoken_ms(line, self.rate) / 1000
            sink = self._sink
            self._unshown = "" if sink is not None else line
        if sink is not None:
            note("screen", line)
        if sink is not None:
            sink(line)

    @property
    def sink(self) -> Callable[[str], None] | None:
        """Called with each line to show (from a timer thread, or the screen's); None: nothing to show it on.

        A sink may have ``soon(show)``: it runs ``show`` on the screen's thread once the work in
        hand (a key's handler) is done, and returns False when called from another thread. What
        that work says is then one line, shown with no timer's wait.
        """
        return self._sink

    @sink.setter
    def sink(self, sink: Callable[[str], None] | None) -> None:
        # The first sentence is said before the screen is there: it is shown once the screen is.
        with self._lock:
            self._sink = sink
            if sink is not None and self._unshown:
                self._pending.insert(0, self._unshown)
                self._unshown = ""
                if self._timer is None and not self._due:
                    self._schedule(JOIN)

    def stop(self) -> None:
        with self._lock:
            self._pending = []
            self._busy_until = 0.0
            self._due = False
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None

    def speaking(self) -> bool:
        with self._lock:
            return bool(self._pending) or time.monotonic() < self._busy_until

    def set_language(self, lang: str) -> None:
        self.language = normalise_language(lang)

    def set_rate(self, rate: int) -> None:
        self.rate = clamp_rate(rate)

    def close(self) -> None:
        self.stop()
        with self._lock:
            self._closed = True

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until everything given was shown (for tests)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if not self._pending:
                    return True
            time.sleep(0.01)
        return False

    def __repr__(self) -> str:
        return f"ScreenSpeaker(reader={self.reader!r})"
