"""The Escape key reaches the app some 25 ms after it is pressed, not 100 to 200 ms (issue 33, 8).

A terminal sends Escape as the one byte that also begins every arrow's and
function key's sequence, so Textual waits ``ESCDELAY`` (100 ms by default)
for more bytes before it takes a lone ESC as the key. Its Linux driver looks
at that wait only when its input poll returns, every 100 ms when no byte
comes: a lone Escape came 100 to 200 ms late. Escape leaves the settings,
the rules and the help, and was the slowest key in the Orca bench (docs/
accessibility.md, "How soon a key is heard"). Here the wait is ``WAIT``
(unless the player set ``ESCDELAY``) and the poll wakes when it ends.

The one private name of Textual's that ``app/ui`` reads: its terminal parser, ``XTermParser`` (in
``textual._xterm_parser``). Nothing public does this: ``ESCDELAY`` (``constants.ESCAPE_DELAY``) is the
wait, and public, but Textual's Linux driver still sleeps its 0.1 s poll in one method
(``run_input_thread``) before it looks whether the wait is over; so the loop is copied here, and the
copy must feed the bytes to the parser Textual's loop feeds, which has no public name. Used only on the
release that loop was copied from (``driver_or``), and the app starts with Textual's own driver if the
parser moves (``driver.with_quick_escape``).

A key's whole sequence comes in one read from a local terminal or over SSH;
25 ms is the wait tmux and Vim users commonly set.
"""

from __future__ import annotations

import os
import selectors
import time
from codecs import getincrementaldecoder
from importlib.metadata import version

from textual import constants
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver

#: How long a lone ESC waits for the rest of a sequence before it is the Escape key (seconds).
WAIT = 0.025
#: The input poll's longest sleep (Textual's own), so the driver sees its exit soon.
POLL = 0.1
#: How long past a read's wait the poll wakes (seconds): the parser's own wait surely over by then.
MARGIN = 0.001


def driver_or(base: type) -> type:
    """Return ``QuickEscapeDriver`` (with the quick wait set) on the Textual releases its input loop was
    copied from (8), else ``base``: another release keeps its own loop and its 100 to 200 ms."""
    if not version("textual").startswith("8."):
        return base
    use_quick_escape()
    return QuickEscapeDriver


def use_quick_escape() -> None:
    """Make a lone ESC the Escape key after ``WAIT``, unless the player's ``ESCDELAY`` says otherwise."""
    if "ESCDELAY" not in os.environ:
        constants.ESCAPE_DELAY = WAIT  # type: ignore[misc]  # Final in Textual, but read by the parser at each ESC


def poll_wait(due: float | None, now: float) -> float:
    """Return how long the input poll may sleep at ``now``: until ``due``, when the wait for the rest of a
    sequence that the last bytes read may have begun is over (``None`` or past: Textual's own poll)."""
    if due is None or now >= due:
        return POLL
    return min(POLL, due - now)


def wait_due(read_at: float) -> float:
    """Return when the parser's wait for the rest of a sequence begun by bytes read at ``read_at`` is over:
    a lone ESC among them is then the Escape key. (Asked of every read: the parser's own record of its wait
    is private, and one more wake a key costs nothing.)"""
    return read_at + constants.ESCAPE_DELAY + MARGIN


class QuickEscapeDriver(LinuxDriver):
    """Textual 8.2's Linux driver, whose input poll wakes when a lone ESC's wait ends (``poll_wait``)."""

    def run_input_thread(self) -> None:
        # Textual's LinuxDriver.run_input_thread, but the poll sleeps ``poll_wait``, not always 0.1 s.
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        fileno = self.fileno
        parser = XTermParser()  # (no debug log of the bytes: the driver keeps that switch in a private name)
        decode = getincrementaldecoder("utf-8")().decode

        def process(selector_events, final: bool = False) -> bool:
            """Feed what was read to the parser; return True when bytes came."""
            came = False
            for number, (_key, mask) in enumerate(selector_events):
                if mask & selectors.EVENT_READ:
                    data = decode(os.read(fileno, 1024 * 4), final=final and number == len(selector_events) - 1)
                    if not data:
                        break  # stdin is piped
                    came = True
                    for event in parser.feed(data):
                        self.process_message(event)
            for event in parser.tick():
                self.process_message(event)
            return came

        try:
            due: float | None = None
            while not self.exit_event.is_set():
                if process(selector.select(poll_wait(due, time.monotonic()))):
                    due = wait_due(time.monotonic())
            selector.unregister(self.fileno)
            process(selector.select(POLL), final=True)
        finally:
            selector.close()
            try:
                for _event in parser.feed(""):
                    pass
            except Exception:  # the parser's end (Textual's own loop ignores its EOFError and ParseError)
                pass
