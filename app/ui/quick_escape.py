"""The Escape key reaches the app some 25 ms after it is pressed, not 100 to 200 ms (issue 33, 8).

A terminal sends Escape as the one byte that also begins every arrow's and
function key's sequence, so Textual waits ``ESCDELAY`` (100 ms by default)
for more bytes before it takes a lone ESC as the key. Its Linux driver looks
at that wait only when its input poll returns, every 100 ms when no byte
comes: a lone Escape came 100 to 200 ms late. Escape leaves the settings,
the rules and the help, and was the slowest key in the Orca bench (docs/
accessibility.md, "How soon a key is heard"). Here the wait is ``WAIT``
(unless the player set ``ESCDELAY``) and the poll wakes when it ends.

The one place ``app/ui`` uses Textual's private modules (its parser): only on the release its loop
was copied from (``driver_or``), and the app starts without it if they move.

A key's whole sequence comes in one read from a local terminal or over SSH;
25 ms is the wait tmux and Vim users commonly set.
"""

from __future__ import annotations

import os
import selectors
from codecs import getincrementaldecoder
from importlib.metadata import version

from textual import constants
from textual._parser import ParseError
from textual._time import get_time
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver

#: How long a lone ESC waits for the rest of a sequence before it is the Escape key (seconds).
WAIT = 0.025
#: The input poll's longest sleep (Textual's own), so the driver sees its exit soon.
POLL = 0.1


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


def poll_wait(parser: XTermParser) -> float:
    """Return how long the input poll may sleep: until the parser's wait for a sequence ends, if it waits."""
    due = parser._timeout_time
    if due is None:
        return POLL
    return min(POLL, max(0.0, due - get_time()))


class QuickEscapeDriver(LinuxDriver):
    """Textual 8.2's Linux driver, whose input poll wakes when a lone ESC's wait ends (``poll_wait``)."""

    def run_input_thread(self) -> None:
        # Textual's LinuxDriver.run_input_thread, but the poll sleeps ``poll_wait``, not always 0.1 s.
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        fileno = self.fileno
        parser = XTermParser(self._debug)
        decode = getincrementaldecoder("utf-8")().decode

        def process(selector_events, final: bool = False) -> None:
            for number, (_key, mask) in enumerate(selector_events):
                if mask & selectors.EVENT_READ:
                    data = decode(os.read(fileno, 1024 * 4), final=final and number == len(selector_events) - 1)
                    if not data:
                        break  # stdin is piped
                    for event in parser.feed(data):
                        self.process_message(event)
            for event in parser.tick():
                self.process_message(event)

        try:
            while not self.exit_event.is_set():
                process(selector.select(poll_wait(parser)))
            selector.unregister(self.fileno)
            process(selector.select(POLL), final=True)
        finally:
            selector.close()
            try:
                for _event in parser.feed(""):
                    pass
            except (EOFError, ParseError):
                pass
