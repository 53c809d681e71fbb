"""Lines typed, read without blocking the table's events: what every live reader shares, and a pipe's.

``LiveInput`` waits for a line and for a time at once (``read(timeout)``), wakes for a signal
(Ctrl-C) whichever thread the kernel gave it to, and says how an answer is written;
``PipeInput`` reads whole lines from a pipe or a file. The terminal's line editor is
``app.plain.editor``; ``app.plain.live.live_input`` picks one.
"""

from __future__ import annotations

import codecs
import os
import select
from typing import TextIO


class LiveInput:
    """Lines typed, read without blocking the table's events."""

    def __init__(self, fd: int, stdout: TextIO, encoding: str = "utf-8") -> None:
        self.fd, self.stdout = fd, stdout
        try:
            self._decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
        except LookupError:
            self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.ended = False
        self._waiting = ""  # keys typed after a line (a paste): read after that line is carried out
        #: The news that waited while the last line was typed (for the news command), oldest first.
        self.held_last: list[str] = []

    def __enter__(self) -> "LiveInput":
        self._listen_for_signals()
        return self

    def __exit__(self, *exc) -> None:
        self._stop_listening_for_signals()
        self.close()

    # Ctrl-C while waiting: the kernel may hand a signal to any thread of the process (a voice's, a
    # braille display's), and Python's handler only notes it there; the main thread, waiting in select
    # for the player's next key, would not wake until one came. Python writes each signal to a wake-up
    # pipe, which the wait listens to as well.

    _wakeup: tuple[int, int] | None = None

    def _listen_for_signals(self) -> None:
        import signal

        read, write = os.pipe()
        os.set_blocking(read, False)
        os.set_blocking(write, False)
        try:
            self._old_wakeup = signal.set_wakeup_fd(write, warn_on_full_buffer=False)
        except ValueError:  # not the main thread: signals are not ours to wait for
            os.close(read)
            os.close(write)
            return
        self._wakeup = (read, write)

    def _stop_listening_for_signals(self) -> None:
        import signal

        if self._wakeup is None:
            return
        signal.set_wakeup_fd(self._old_wakeup)
        for fd in self._wakeup:
            os.close(fd)
        self._wakeup = None

    def close(self) -> None:
        """Give the terminal back as it was."""

    def read(self, timeout: float | None) -> list[str] | None:
        """Wait up to ``timeout`` seconds (None: until a line) and return the lines typed, [] if none
        by then; None at the end of input (after any lines before it)."""
        if self._waiting:
            text, self._waiting = self._waiting, ""
            return self._feed(text)
        if self.ended:
            return None
        woken = [self._wakeup[0]] if self._wakeup else []
        ready, _w, _x = select.select([self.fd, *woken], [], [], timeout)
        if woken and woken[0] in ready:
            try:
                os.read(woken[0], 512)  # the signal's handler runs as this thread goes on
            except BlockingIOError:
                pass
            if self.fd not in ready:
                return []
        if not ready:
            return []
        data = os.read(self.fd, 4096)
        if not data:
            self.ended = True
            lines = self._finish()
            return lines or None
        return self._feed(self._decoder.decode(data))

    def _feed(self, text: str) -> list[str]:
        raise NotImplementedError

    def _finish(self) -> list[str]:
        return []

    def print_above(self, text: str) -> None:
        """Print a line of the table's news without spoiling what is being typed."""
        print(text, file=self.stdout, flush=True)

    def take_held(self) -> str:
        """Return the news that waited while the line just sent was typed (whole lines, "" for none)."""
        return ""

    def clear_screen(self) -> None:
        """Hot seat: empty a terminal's screen and scrollback of the last player's cards."""
        print("-" * 20, file=self.stdout, flush=True)

    def show_prompt(self, prompt: str, before: str = "") -> None:
        """Show the prompt on a new line, ready for typing (after ``before``, lines not yet written)."""
        if before:
            self.stdout.write(before)
            self.stdout.flush()

    def leave_line(self) -> None:
        """Leave the line being typed for good (the sitting ends): what follows starts on a new line."""

    def answer(self, text: str, prompt: str) -> None:
        """Print the answer to the lines just typed (whole lines), then show the prompt for the next."""
        if text:
            self.stdout.write(text)
            self.stdout.flush()
        self.show_prompt(prompt)

    def set_prompt(self, prompt: str) -> None:
        """Change the prompt on the screen (whose keyboard it is), keeping what is typed."""

    def page(self, text: str) -> tuple[str, str]:
        """Return what of ``text`` (whole lines) fits on the screen above the prompt, and the rest.

        A pipe takes it all. On a terminal an answer taller than the screen would scroll its top
        away before it is read: a screen reader reads a scrolled text from its first line still shown.
        """
        return text, ""


class PipeInput(LiveInput):
    """Whole lines from a pipe or a file; nothing is echoed or redrawn."""

    def __init__(self, fd: int, stdout: TextIO, prompts: bool = False, encoding: str = "utf-8") -> None:
        super().__init__(fd, stdout, encoding)
        self._partial = ""
        self.prompts = prompts  # a terminal that echoes itself: the prompt is shown, nothing redrawn

    def show_prompt(self, prompt: str, before: str = "") -> None:
        print(before + (prompt if self.prompts else ""), end="", file=self.stdout, flush=True)

    def _feed(self, text: str) -> list[str]:
        *lines, self._partial = (self._partial + text).split("\n")
        return [line + "\n" for line in lines]

    def _finish(self) -> list[str]:
        rest = self._partial + self._decoder.decode(b"", final=True)
        self._partial = ""
        return [rest] if rest else []
