"""Line mode's line editor on a POSIX terminal, in cbreak mode, the table's news printed around it.

An event that comes while nothing is typed is printed on its own line, and
the prompt is not printed again after it: a screen reader reads a terminal's
new text up to the line the cursor is on, so a prompt (or a half-typed
command) after the news was read as part of it ("Olle says: hello Anna>").
After the news the cursor waits at its end (Orca said nothing of new text
that did not end at the cursor when the last key was a backspace or an
arrow); the next key or line drawn starts on the line below.

An event that comes while a line is being typed waits, with the terminal's
bell as its cue, and is printed when the line is sent (Enter, even on a line
emptied), before its answer (``print_above``, ``take_held``): printed at
once it was read with the typed text, and the echo of the next key cut it
off. What waited is kept for the ``news`` command (``held_last``).
Measured with Orca 43 in MATE Terminal (tests/screenreader: the sitting
that types over a race's card). Typing at the end echoes only the letter typed;
backspace, the arrows, Home, End, Delete, Ctrl-A/E/K/U/W/L, the history
(up and down) and Ctrl-D on an empty line (end) work as in a shell.

While Tabletalk speaks for Orca in another language (``lead``, see
app/speech/reader_voice.py), Orca must read none of it: the prompt then
starts with "~", news is written with the prompt after it, as an answer is,
and Orca's terminal script leaves text with a line that starts with "~"
unsaid.
"""

from __future__ import annotations

import os
import time
from typing import Callable, TextIO

# How many terminal cells a text takes (wide letters two, combining marks none): Rich's measure, the one
# Textual draws with, so line mode and the screens agree.
from rich.cells import cell_len

from app.plain.streams import LiveInput

#: How long a terminal is given to take the blank lines that make room for an answer (see answer).
ROOM_S = 0.05
#: Cursor and line control (VT100, understood by every terminal emulator in use).
_CLEAR_BELOW = "\033[J"


class TerminalInput(LiveInput):
    """A small line editor on a POSIX terminal in cbreak mode (see the module's docstring)."""

    def __init__(self, fd: int, stdout: TextIO, encoding: str = "utf-8") -> None:
        import signal
        import termios

        super().__init__(fd, stdout, encoding)
        self._saved: list | None = termios.tcgetattr(fd)
        mode = termios.tcgetattr(fd)
        mode[3] &= ~(termios.ICANON | termios.ECHO)  # keys one at a time, echoed by us; Ctrl-C still interrupts
        mode[6][termios.VMIN], mode[6][termios.VTIME] = 1, 0
        self._mode = mode
        termios.tcsetattr(fd, termios.TCSADRAIN, mode)
        # Back from Ctrl-Z (the shell set the terminal its own way meanwhile): our mode again, the line redrawn.
        self._old_cont = None
        if hasattr(signal, "SIGCONT"):
            try:
                self._old_cont = signal.signal(signal.SIGCONT, self._continued)
            except ValueError:  # not the main thread
                pass
        self.buffer = ""
        self.point = 0  # the cursor, as an index in buffer
        self.prompt = ""
        self.bare = False  # news was printed on an empty line: the prompt is not shown again until an answer
        self.parked = False  # the cursor waits at the end of that news, the (empty) line being one row below
        self.held: list[str] = []  # news that came while a line was being typed, waiting for it to be sent
        self.shown = False  # the prompt and buffer are on the screen, the cursor in them
        self._at = 0  # where the cursor is, in cells from the start of the prompt
        self._drawn = 0  # how many cells the prompt and the buffer take
        self._escape = ""  # an escape sequence begun in one read and not yet ended
        self.history: list[str] = []
        self._back = 0  # how far back in the history up has gone
        self._draft = ""
        #: What the prompt starts with, asked at each drawing: "~" while Orca is kept from the lines.
        self.lead: Callable[[], str] = lambda: ""

    def close(self) -> None:
        import signal
        import termios

        if self._old_cont is not None:
            signal.signal(signal.SIGCONT, self._old_cont)
            self._old_cont = None
        if self._saved is not None:
            termios.tcsetattr(self.fd, termios.TCSADRAIN, self._saved)
            self._saved = None

    def _continued(self, signum, frame) -> None:
        import termios

        if self._saved is not None:
            termios.tcsetattr(self.fd, termios.TCSADRAIN, self._mode)
            if self.shown:
                self.shown = False
                self._write(self._unpark() or "\n")
                self._draw()

    def leave_line(self) -> None:
        if self.shown:
            self.shown = False
            self._write(self._unpark() or "\n")

    # Drawing

    def _columns(self) -> int:
        try:
            columns = os.get_terminal_size(self.stdout.fileno()).columns
        except (OSError, ValueError, AttributeError):
            columns = 0
        return columns if columns >= 10 else 80  # 0: a terminal that does not say

    def _write(self, text: str) -> None:
        self.stdout.write(text)
        self.stdout.flush()

    def page(self, text: str) -> tuple[str, str]:
        try:
            rows = os.get_terminal_size(self.stdout.fileno()).lines
        except (OSError, ValueError, AttributeError):
            rows = 0
        if rows < 6:  # a terminal that does not say, or too small to page in
            return text, ""
        columns = self._columns()
        lines = text.splitlines(keepends=True)
        heights = [max(1, -(-cell_len(line.rstrip("\n")) // columns)) for line in lines]
        if sum(heights) <= rows - 1:  # the prompt takes the last row
            return text, ""
        used = taken = 0
        while taken < len(lines) and used + heights[taken] <= rows - 2:  # and the "more" line one
            used += heights[taken]
            taken += 1
        taken = max(1, taken)
        return "".join(lines[:taken]), "".join(lines[taken:])

    def _unpark(self) -> str:
        """Return the move from the end of the news the cursor waits at to the line below it ("" if none)."""
        if not self.parked:
            return ""
        self.parked = False
        return "\033[B\r"

    def _to_start(self) -> str:
        """Return the moves from the cursor to the first cell of the prompt."""
        if self.parked:
            return self._unpark()
        rows = self._at // self._columns()
        return "\r" + (f"\033[{rows}A" if rows else "")

    def _place(self, at: int) -> str:
        """Return the moves from the end of what was just drawn (``drawn`` cells) to cell ``at``."""
        cols = self._columns()
        end = self._drawn
        move = ""
        up = end // cols - at // cols
        if up:
            move += f"\033[{up}A"
        move += "\r"
        if at % cols:
            move += f"\033[{at % cols}C"
        return move

    def _lead(self) -> str:
        """Return the prompt as shown on the line being typed ("" after news on an empty line)."""
        return "" if self.bare else self.lead() + self.prompt

    def _draw(self, before: str = "") -> None:
        """Draw ``before`` (lines of news) and then the prompt and the buffer, the cursor at the point."""
        text = self._lead() + self.buffer
        self._drawn = cell_len(text)
        out = before + text
        if self._drawn and self._drawn % self._columns() == 0:
            out += " \r"  # the cursor leaves the right margin for the next row, where its cell says it is
        at = cell_len(self._lead() + self.buffer[:self.point])
        if at != self._drawn:
            out += self._place(at)
        self._at = at
        self.shown = True
        self._write(out)

    def _redraw(self) -> None:
        self._draw(self._to_start() + _CLEAR_BELOW if self.shown else "")

    def show_prompt(self, prompt: str, before: str = "") -> None:
        self.prompt, self.buffer, self.point, self.shown, self.bare = prompt, "", 0, False, False
        self._draw(self._unpark() + before)

    def answer(self, text: str, prompt: str) -> None:
        # One write: a screen reader reads text that comes in pieces as utterances that cut each other off.
        before = self._to_start() + _CLEAR_BELOW if self.shown else ""
        self.prompt, self.buffer, self.point, self.shown, self.bare = prompt, "", 0, False, False
        rows = text.count("\n")
        if rows > 1:
            # Text that scrolls the screen as it comes loses its first line to a screen reader (the
            # terminal reports that line as text that was there before). So the screen is scrolled
            # first, with blank lines the terminal takes on their own, and the text written into them.
            self._write(before + "\n" * rows + f"\033[{rows}A")
            time.sleep(ROOM_S)
            before = ""
        self._draw(before + text)

    def print_above(self, text: str) -> None:
        if not self.shown:
            print(text, file=self.stdout, flush=True)
            return
        if self.buffer:
            if not self.held:
                self._write("\a")  # the cue that news waits: the terminal's bell, no text to be read
            self.held.append(text)
            return
        # On an empty line the news takes the prompt's place, and nothing comes after it: the reader
        # reads the news alone. The player's first key starts the line below, with no prompt before it.
        # (News that waited for a line since emptied comes first, in order.)
        text = self.take_held() + text
        if self.lead():
            # Orca is kept from the lines: the news, and the prompt after it in the same write.
            self._draw(self._to_start() + _CLEAR_BELOW + text + "\n")
            return
        out = self._to_start() + _CLEAR_BELOW + text + "\n"  # the terminal adds the "\r" (ONLCR)
        self.bare, self.buffer, self.point, self._at, self._drawn = True, "", 0, 0, 0
        # The cursor goes back to the end of the news: Orca reads new text that ends at the cursor even
        # when the last key was no letter or Enter (a backspace, an arrow); else it said nothing at all.
        # The line below, where typing goes on, is reached by the next thing drawn (_to_start).
        column = cell_len(text.rsplit("\n", 1)[-1]) % self._columns()
        if column:
            out += f"\033[A\033[{column}C"
            self.parked = True
        self._write(out)

    def take_held(self) -> str:
        held, self.held = self.held, []
        if held:
            self.held_last = held
        return "".join(line + "\n" for line in held)

    def clear_screen(self) -> None:
        shown, self.shown, self.parked = self.shown, False, False
        self.held, self.held_last = [], []  # what waited was told to the last player: it goes with the screen
        self._write("\033[2J\033[3J\033[H")
        print("-" * 20, file=self.stdout, flush=True)
        if shown:
            self._draw()

    def set_prompt(self, prompt: str) -> None:
        if prompt != self.prompt:
            self.prompt = prompt
            if self.shown and not self.bare:
                self._redraw()

    # Keys

    def _feed(self, text: str) -> list[str]:
        lines = []
        text, self._escape = self._escape + text, ""
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\033":
                end = _sequence_end(text, i)
                if end is None:
                    self._escape = text[i:]  # the rest comes with the next read
                    break
                self._key(text[i:end])
                i = end
                continue
            i += 1
            if ch in "\r\n":
                lines.append(self._enter())
                if ch == "\r" and text[i:i + 1] == "\n":
                    i += 1
                self._waiting = text[i:]
                break
            elif ch == "\x04":  # Ctrl-D: the end on an empty line, else delete
                if self.buffer:
                    self._key("\033[3~")
                else:
                    self.ended = True
                    self._write(self._unpark() or "\n")
                    self.shown = False
                    break
            elif ch in "\x7f\x08":
                if self.point:
                    end = self.point == len(self.buffer)
                    gone = self.buffer[self.point - 1]
                    self.buffer = self.buffer[:self.point - 1] + self.buffer[self.point:]
                    self.point -= 1
                    if end and cell_len(gone) == 1 and self._at % self._columns():
                        self._at -= 1
                        self._write("\b \b")  # at the end of the line: only the letter goes
                    else:
                        self._redraw()
            elif ch == "\x01":
                self._key("\033[H")
            elif ch == "\x05":
                self._key("\033[F")
            elif ch == "\x02":
                self._key("\033[D")
            elif ch == "\x06":
                self._key("\033[C")
            elif ch == "\x10":
                self._key("\033[A")
            elif ch == "\x0e":
                self._key("\033[B")
            elif ch == "\x0b":  # Ctrl-K: delete to the end
                self.buffer = self.buffer[:self.point]
                self._redraw()
            elif ch == "\x15":  # Ctrl-U: delete to the start
                self.buffer, self.point = self.buffer[self.point:], 0
                self._redraw()
            elif ch == "\x17":  # Ctrl-W: delete the word before the cursor
                head = self.buffer[:self.point].rstrip()
                cut = len(head) - len(head.split(" ")[-1]) if head else 0
                self.buffer, self.point = self.buffer[:cut] + self.buffer[self.point:], cut
                self._redraw()
            elif ch == "\x0c":  # Ctrl-L: a clean screen, the line kept
                self._write("\033[H\033[2J")
                self.shown = self.parked = False
                self._draw()
            elif ch == "\t" or ch >= " " and ch != "\x7f":
                self._insert(" " if ch == "\t" else ch)
        if self.ended and not lines and self.buffer:
            lines.append(self.buffer)
        return lines

    def _insert(self, ch: str) -> None:
        at_end = self.point == len(self.buffer)
        self.buffer = self.buffer[:self.point] + ch + self.buffer[self.point:]
        self.point += 1
        if at_end and self.shown:
            # At the end of the line only the letter is written: a screen reader says just that letter.
            self._at += cell_len(ch)
            self._drawn = self._at
            self._write(self._unpark() + ch + (" \r" if self._at % self._columns() == 0 and cell_len(ch) else ""))
        else:
            self._redraw()

    def _enter(self) -> str:
        line = self.buffer
        if line.strip() and (not self.history or self.history[-1] != line):
            self.history.append(line)
        self._back, self._draft = 0, ""
        self.point = len(line)
        if self.shown and self._at != cell_len(self._lead() + line):
            self._redraw()  # the cursor to the end, so the news after it starts below the whole line
        lead = self.lead()
        # With Orca kept from the lines, the new line starts with the lead too, the answer written over it:
        # when Orca fell behind, it took the typed line and its Enter for one insertion after Return, and
        # read whatever stood there by then, the answer (the Icelandic one, once in three sittings).
        self._write(self._unpark() or ("\n" + lead + "\r" if lead else "\n"))
        self.buffer, self.point, self.shown = "", 0, False
        return line + "\n"

    def _key(self, sequence: str) -> None:
        """Carry out a key that sends an escape sequence (arrows, Home, End, Delete)."""
        code = sequence[2:] if sequence[1:2] in "[O" else ""
        if code in ("D",) and self.point:
            self.point -= 1
        elif code == "C" and self.point < len(self.buffer):
            self.point += 1
        elif code in ("H", "1~", "7~"):
            self.point = 0
        elif code in ("F", "4~", "8~"):
            self.point = len(self.buffer)
        elif code == "3~" and self.point < len(self.buffer):
            self.buffer = self.buffer[:self.point] + self.buffer[self.point + 1:]
        elif code in ("A", "B"):
            if not self._history(1 if code == "A" else -1):
                return
        else:
            return
        self._redraw()

    def _history(self, step: int) -> bool:
        back = min(max(self._back + step, 0), len(self.history))
        if back == self._back:
            return False
        if self._back == 0:
            self._draft = self.buffer
        self._back = back
        self.buffer = self._draft if back == 0 else self.history[-back]
        self.point = len(self.buffer)
        return True


def _sequence_end(text: str, start: int) -> int | None:
    """Return the index after the escape sequence at ``start``, None if it is not complete yet."""
    if start + 1 >= len(text):
        return None
    kind = text[start + 1]
    if kind not in "[O":
        return start + 1  # Escape alone, or Alt and a key: the Escape is dropped
    i = start + 2
    while i < len(text):
        if "@" <= text[i] <= "~":
            return i + 1
        i += 1
    return None
