"""Line mode in real time: typed lines and the table's own events, as they come.

Line mode waits for two things at once: what the player types, and the next
event of the table (a bot's move at the bot pace, a race's play at its time).
``LiveInput.read(timeout)`` returns the lines typed by then, so the loop in
``app.plain.loop`` can let the table move in between. ``live_input`` picks the reader:

- On a terminal (POSIX): a small line editor in the terminal's cbreak mode
  (``app.plain.editor``: what a screen reader hears of it is told there).
- On a pipe or a file: whole lines, as they come; events print between them
  (``app.plain.streams``).
- Anything else (a text stream with no file descriptor, a Windows console):
  ``live_input`` returns None and line mode reads a line at a time, as before.
"""

from __future__ import annotations

import os
from typing import TextIO

from app.plain.editor import TerminalInput
from app.plain.streams import LiveInput, PipeInput


def _fileno(stream) -> int | None:
    try:
        return stream.fileno()
    except (AttributeError, OSError, ValueError):
        return None


def live_input(stdin: TextIO, stdout: TextIO) -> "LiveInput | None":
    """Return a reader that can wait for a line and for a time at once, or None where it cannot."""
    fd = _fileno(stdin)
    if fd is None or os.name == "nt":
        return None
    encoding = getattr(stdin, "encoding", None) or "utf-8"
    if stdin.isatty() and stdout.isatty():
        try:
            import termios  # noqa: F401 (POSIX only)
        except ImportError:
            return None
        return TerminalInput(fd, stdout, encoding)
    return PipeInput(fd, stdout, prompts=stdin.isatty(), encoding=encoding)


__all__ = ["LiveInput", "PipeInput", "TerminalInput", "live_input"]
