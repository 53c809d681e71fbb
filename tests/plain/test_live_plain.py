"""Line mode lives in real time (docs/architecture.md "Line mode in real time"): in a terminal the
table's events are printed when they happen, while the player types or waits, and what is half
typed is shown again below them (ZZ-13 for the race).

The terminal tests run Tabletalk in a pseudo-terminal and wait for its output with a generous
timeout; nothing asserts how long anything took.
"""

from __future__ import annotations

import fcntl
import io
import os
import pty
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

import pytest

from app import version
from app.games.zipzap import rules as zz
from app.plain.live import PipeInput, TerminalInput
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from test_zipzap_plain import card_words

WAIT_S = 90  # only a limit for a broken build: the tests never measure time
ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


class Terminal:
    """Tabletalk's line mode in a pseudo-terminal of 80 columns."""

    def __init__(self, home: Path, preexec_fn=None) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, TABLETALK_HOME=str(home), LANG="C.UTF-8")
        self.proc = subprocess.Popen([sys.executable, "-m", "app", "--plain", "--speech", "off", "--lang", "en"],
                                     stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True,
                                     preexec_fn=preexec_fn)
        os.close(slave)
        self.fd = master
        self.raw = ""

    def type(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def expect(self, text: str, after: int = 0) -> int:
        """Wait until ``text`` is in the output (escapes removed) past ``after``; return where it ends."""
        deadline = time.monotonic() + WAIT_S
        while True:
            at = self.screen_text().find(text, after)
            if at >= 0:
                return at + len(text)
            left = deadline - time.monotonic()
            if left <= 0 or self.proc.poll() is not None and not select.select([self.fd], [], [], 0)[0]:
                raise AssertionError(f"never saw {text!r}; got {self.screen_text()[-2000:]!r}")
            if select.select([self.fd], [], [], min(left, 0.5))[0]:
                try:
                    self.raw += os.read(self.fd, 65536).decode("utf-8", "replace")
                except OSError:
                    pass

    def screen_text(self) -> str:
        """The output with the cursor moves and clears taken out ("\\r" and "\\n" kept)."""
        return ESCAPE.sub("", self.raw)

    def close(self) -> None:
        try:
            self.type("\x15quit\n")
            self.proc.wait(timeout=WAIT_S)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
            os.close(self.fd)


@pytest.fixture
def terminal(tabletalk_home):
    # A player who has been here before (no tour), with a quick bot pace (it is still a pace).
    config = tabletalk_home / "config"
    config.mkdir(parents=True)
    (config / "settings.toml").write_text('language = "en"\nspeech = "off"\nbot_pace = 300\n')
    term = Terminal(tabletalk_home)
    yield term
    term.close()


def table_lines(lines: list[str], monkeypatch, clock=None) -> tuple[PlainMode, io.StringIO]:
    """The same lines typed into line mode in this process (a fresh home), to know what the terminal will say."""
    monkeypatch.setenv("TABLETALK_HOME", tempfile.mkdtemp())
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"),
                      clock=clock)
    out = io.StringIO()
    mode = PlainMode(session, io.StringIO(""), out)
    for line in lines:
        mode.handle(line)
    return mode, out


SETUP = ["players 2", "option mode race", "option speed 10"]  # Eva reacts in 7.5 to 12.5 seconds


def race_deal(monkeypatch) -> tuple[int, str, str, str]:
    """Return a race deal where only Eva can play at the start and the player can follow her card:
    the deal, Eva's play as said, a card of the player's that fits it, and that play as said."""
    for deal in range(1, 100):
        clock = [0]
        mode, out = table_lines(SETUP + [f"zipzap {deal}"], monkeypatch, lambda: clock[0])
        s = mode.session
        if zz.to_act(s.match.state) != (1,):
            continue
        clock[0] = s.next_due()
        said = len(out.getvalue().splitlines())
        assert s.advance() == 1
        news = out.getvalue().splitlines()[said:]
        fits = zz.fitting(s.match.state, s.match.state.hands[0])
        if len(news) != 1 or not fits:
            continue
        clock[0] += 1000
        said = len(out.getvalue().splitlines())
        mode.handle("play " + card_words(fits[0]))
        return deal, news[0], card_words(fits[0]), out.getvalue().splitlines()[said]
    raise AssertionError("no deal where Eva plays first and the player can follow")


def test_zz13_the_race_goes_on_while_the_player_types_nothing_and_a_fitting_card_counts(terminal, monkeypatch):
    deal, eva, card, mine = race_deal(monkeypatch)
    t = terminal
    t.expect("> ")
    for line in SETUP:
        t.type(line + "\n")
    t.type(f"zipzap {deal}\n")
    opened = t.expect(f"Zip Zap, deal {deal}.")
    opened = t.expect("\r\n> ", opened)
    t.type("to")  # half typed, no Enter
    at = t.expect("to\a", opened)  # Eva plays, though no line was typed since the start: the bell says so
    # Her play waits for the line: printed now, a screen reader read it with "> to", and the next key cut it.
    assert eva not in t.screen_text()[opened:]
    t.type("p\n")
    at = t.expect("p\r\n", at)
    # Sent: what waited comes first, on its own line, then the answer (after the room made for it).
    at = t.expect(f"\r\n{eva}\r\nOn top: {card_words_of(eva)}, played by Eva.", at)
    t.type("news\n")
    at = t.expect("news\r\n" + eva + "\r\n", at)  # what came while typing, said again
    t.type(f"play {card}\n")
    at = t.expect(mine, at)  # the card counts: said as the player's play, not refused as too late
    assert mine.startswith(card.capitalize() + ", you")
    assert "too late" not in t.screen_text()[at - len(mine):]


def card_words_of(said: str) -> str:
    """ "Green 5, Eva." -> "green 5" """
    return said.split(",")[0].lower()


def test_a_paced_table_s_bots_move_after_the_prompt_without_a_line(terminal, monkeypatch):
    setup = ["players 2", "option mode turns"]
    mode, out = table_lines(setup + ["zipzap 1"], monkeypatch)
    said = len(out.getvalue().splitlines())
    mode.handle("pass")
    after = out.getvalue().splitlines()[said:]
    assert after[0] == "You pass." and len(after) > 3 and "Eva" in after[1]
    t = terminal
    t.expect("> ")
    for line in setup:
        t.type(line + "\n")
    t.type("zipzap 1\n")
    at = t.expect("Your cards: ")
    t.type("pass\n")
    at = t.expect("You pass.\r\n", at)
    prompt = t.expect("> ", at)
    # Each of Eva's moves is printed after the prompt came back, with no Enter pressed in between.
    for line in after[1:]:
        at = t.expect(line, at)
    assert prompt < t.screen_text().find(after[1], prompt - 2)
    assert t.screen_text()[prompt:].count("\n") >= len(after) - 1


def test_a_pipe_gets_whole_lines_and_bots_at_once(tabletalk_home):
    """A script through a pipe: no prompt, no redrawing, the bots' moves before the next line is read."""
    proc = subprocess.run([sys.executable, "-m", "app", "--plain", "--speech", "off", "--lang", "en"],
                          input="players 2\noption mode turns\nzipzap 1\npass\ntop\nquit\n", capture_output=True,
                          text=True, env=dict(os.environ, TABLETALK_HOME=str(tabletalk_home)), timeout=WAIT_S,
                          check=True)
    lines = proc.stdout.splitlines()
    assert "\x1b" not in proc.stdout and "> " not in proc.stdout
    at = lines.index("You pass.")
    top = next(i for i, line in enumerate(lines) if line.startswith("On top: "))
    assert top > at + 2 and any("Eva" in line for line in lines[at + 1:top])


# The line editor itself, on a pseudo-terminal of this process


@pytest.fixture
def editor():
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 20, 0, 0))
    out = os.fdopen(os.dup(slave), "w", encoding="utf-8")
    ed = TerminalInput(slave, out)
    yield ed, master
    ed.close()
    out.close()
    os.close(slave)
    os.close(master)


def drain(master: int) -> str:
    text = ""
    while select.select([master], [], [], 0.2)[0]:
        text += os.read(master, 65536).decode("utf-8", "replace")
    return text


def test_the_editor_keeps_what_is_typed_and_edits_it(editor):
    ed, master = editor
    ed.show_prompt("> ")
    os.write(master, "plai\x7fy red \x1b[D\x1b[D\x1b[D\x1b[Dold \x1b[F6".encode())
    assert ed.read(5) == []
    assert (ed.buffer, ed.point) == ("play old red 6", len("play old red 6"))
    os.write(master, b"\x17\x17\x17\x01x\x0b")
    assert ed.read(5) == [] and ed.buffer == "x"
    os.write(master, "\x15färg 5\nnext".encode())
    assert ed.read(5) == ["färg 5\n"]
    assert ed.read(0) == []  # "next" waits, typed but not entered
    assert ed.buffer == "next"
    os.write(master, b"\x1b[A")
    assert ed.read(5) == [] and ed.buffer == "färg 5"  # up: the line before
    os.write(master, b"\x1b[B")
    assert ed.read(5) == [] and ed.buffer == "next"  # down: the line being typed, kept


def test_news_on_an_empty_line_is_the_last_text_written(editor):
    """A screen reader reads a terminal's new text up to the cursor's line: a prompt written after the news
    was read as part of it ("Olle says: hello from Olle Anna>", issue 33)."""
    ed, master = editor
    ed.show_prompt("Anna> ")
    drain(master)
    ed.print_above("Olle says: hello.")
    shown = drain(master)
    assert shown.startswith("\r\x1b[J")  # the prompt's place
    # Nothing after the news; the cursor goes back to its end (a reader reads new text that ends there).
    assert shown.endswith("Olle says: hello.\r\n\x1b[A\x1b[17C")
    ed.print_above("Eva plays.")
    assert drain(master) == "\x1b[B\r\x1b[JEva plays.\r\n\x1b[A\x1b[10C"  # the line below, then the same
    os.write(master, b"h")
    assert ed.read(5) == [] and drain(master) == "\x1b[B\rh"  # the first key: its letter alone, on the line below
    os.write(master, b"and\n")
    assert ed.read(5) == ["hand\n"]
    ed.answer("Your cards: none.\n", "Anna> ")  # an answer brings the prompt back
    assert ESCAPE.sub("", drain(master)).endswith("Your cards: none.\r\nAnna> ")


def test_news_that_comes_while_a_line_is_typed_waits_for_it_with_the_bell(editor):
    ed, master = editor
    ed.show_prompt("> ")
    os.write(master, b"pla")
    ed.read(5)
    drain(master)
    ed.print_above("Green 5, Eva.")
    ed.print_above("Red 5, Bram.")
    assert drain(master) == "\a"  # one bell, no text: the line being typed is left alone
    os.write(master, b"y\n")
    assert ed.read(5) == ["play\n"]
    assert ed.take_held() == "Green 5, Eva.\nRed 5, Bram.\n"  # line mode prints it before the answer
    assert ed.take_held() == "" and ed.held_last == ["Green 5, Eva.", "Red 5, Bram."]
    # Emptied, the line still holds it back: Enter alone brings it (a reader said the deleted text, not news
    # written after a backspace).
    ed.show_prompt("> ")
    os.write(master, b"ab")
    ed.read(5)
    ed.print_above("News.")
    os.write(master, b"\x7f\x7f")
    ed.read(5)
    assert "News." not in drain(master) and ed.held == ["News."]
    os.write(master, b"\n")
    assert ed.read(5) == ["\n"] and ed.take_held() == "News.\n"
    # News that comes on a line emptied meanwhile brings what waited first, in order.
    os.write(master, b"ab")
    ed.read(5)
    ed.print_above("First.")
    os.write(master, b"\x15")
    ed.read(5)
    drain(master)
    ed.print_above("Second.")
    assert ESCAPE.sub("", drain(master)).endswith("First.\r\nSecond.\r\n")
    assert ed.held == [] and ed.held_last == ["First."]
    # Hot seat: what waited was the last player's to hear, and goes with the screen.
    os.write(master, b"ab")
    ed.read(5)
    ed.print_above("Your cards: red 5.")
    ed.clear_screen()
    assert ed.held == [] and ed.held_last == [] and ed.take_held() == ""


def test_ctrl_d_on_an_empty_line_ends_and_the_terminal_is_given_back(editor):
    ed, master = editor
    before = termios.tcgetattr(ed.fd)
    assert not before[3] & termios.ICANON
    ed.show_prompt("> ")
    os.write(master, b"\x04")
    assert ed.read(5) == []
    assert ed.read(5) is None
    ed.close()
    assert termios.tcgetattr(ed.fd)[3] & termios.ICANON


def test_pipes():
    r, w = os.pipe()
    pipe = PipeInput(r, io.StringIO())
    os.write(w, "top\nplay jo".encode())
    assert pipe.read(5) == ["top\n"]
    os.write(w, "ker 5\n".encode())
    assert pipe.read(5) == ["play joker 5\n"]
    os.close(w)
    assert pipe.read(5) is None
    os.close(r)


def test_ctrl_c_says_goodbye_on_a_line_of_its_own_and_gives_the_terminal_back(terminal):
    t = terminal
    at = t.expect("> ")
    t.type("hal")
    t.expect("hal", at)
    t.proc.send_signal(__import__("signal").SIGINT)
    at = t.expect("Goodbye.", at)
    assert t.screen_text()[:at].removesuffix("Goodbye.").endswith("> hal\r\n")
    assert t.proc.wait(timeout=WAIT_S) == 0


def ignore_ctrl_c() -> None:  # in the child, before Python starts: as a shell's background job does
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def test_ctrl_c_works_when_the_parent_ignored_it(tabletalk_home):
    """Issue 36: a parent that ignores SIGINT (a background job, a launcher, a CI runner) hands that on;
    Tabletalk sets its own Ctrl-C handling at start, so it still says goodbye and ends."""
    config = tabletalk_home / "config"
    config.mkdir(parents=True)
    (config / "settings.toml").write_text('language = "en"\nspeech = "off"\n')
    t = Terminal(tabletalk_home, preexec_fn=ignore_ctrl_c)
    try:
        at = t.expect("> ")
        t.proc.send_signal(__import__("signal").SIGINT)
        t.expect("Goodbye.", at)
        assert t.proc.wait(timeout=WAIT_S) == 0
    finally:
        t.close()


def test_ctrl_c_handed_to_another_thread_still_ends_the_wait_for_a_line():
    """The kernel may hand Ctrl-C to any thread (a voice's, a braille display's): Python's handler only
    notes it there, and without the wake-up pipe the wait for the player's next key went on."""
    import signal
    import threading

    # Tabletalk's own Ctrl-C handling (app.__main__.own_ctrl_c), not whatever pytest's parent left:
    # with SIGINT ignored the interrupt never comes (the test then fails; it never hangs).
    old_handler = signal.signal(signal.SIGINT, signal.default_int_handler)
    read, write = os.pipe()
    live = PipeInput(read, io.StringIO())
    late, done = threading.Event(), threading.Event()

    def interrupt_from_another_thread():
        time.sleep(0.2)
        signal.pthread_kill(threading.get_ident(), signal.SIGINT)  # this thread's, not the main one's
        if not done.wait(10):
            late.set()
            os.write(write, b"a key\n")  # what woke a wait that missed the interrupt (the test fails, not hangs)

    other = threading.Thread(target=interrupt_from_another_thread, daemon=True)
    other.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            with live:
                while not late.is_set():  # bounded: the key written when the interrupt is late ends it
                    live.read(None)
        assert not late.is_set(), "the interrupt was seen only when a key came"
    finally:
        done.set()
        other.join()
        os.close(read)
        os.close(write)
        signal.signal(signal.SIGINT, old_handler)


def test_an_answer_taller_than_the_terminal_comes_a_page_at_a_time(terminal):
    """The menu's help is taller than 24 rows: its top would scroll away before a screen reader reads it
    (Orca reads a scrolled text from its first line still shown). A page that fits, then Enter for the rest."""
    t = terminal
    at = t.expect("> ")
    t.type("help\n")
    start = t.expect("Main menu commands:", at)
    more = re.compile(r"Press Enter for (\d+) more lines\.")
    at = t.expect("more lines.", start)
    page = t.screen_text()[start:at]
    found = more.search(page)
    assert found and "quit: stop" not in page
    assert page.count("\n") <= 22, page  # the page, its last line and the prompt fit in 24 rows
    t.type("\n")  # Enter alone: the rest
    end = t.expect("quit: stop; your game is saved", at)
    # The commands and the heading "Anywhere:" (on this page or the first, as the menu's length has it).
    rest = [line for line in t.screen_text()[at:end].split("\r\n") if ": " in line or line.strip() == "Anywhere:"]
    assert len(rest) == int(found.group(1)), rest
    # Another command instead of Enter leaves the rest unshown, and is carried out.
    t.type("help\n")
    at = t.expect("more lines.", end)
    t.type("where\n")
    at = t.expect("Main menu", at)
    t.type("\n")
    t.expect("> ", at)
    assert "quit: stop" not in t.screen_text()[at:]


def test_news_is_listed_in_help_and_says_when_nothing_came(monkeypatch):
    mode, out = table_lines(["help", "news"], monkeypatch)
    lines = out.getvalue().splitlines()
    assert "news: what came while you typed" in lines
    assert lines[-1] == "Nothing came while you typed."


def test_while_orca_is_kept_from_the_lines_each_write_has_a_line_that_starts_with_the_lead(editor):
    """Issue 33, 1: Orca's terminal script leaves unsaid new text with a line that starts with "~"
    (reader_voice.line_lead): the first lines, an answer and news each go in one write with the prompt
    after them, and the prompt starts with "~"."""
    ed, master = editor
    ed.lead = lambda: "~"
    ed.show_prompt("> ", "Tabletalk, radový režim.\n")
    assert drain(master) == "Tabletalk, radový režim.\r\n~> "
    os.write(master, b"o\n")
    assert ed.read(5) == ["o\n"]
    assert drain(master) == "o\r\n~\r"  # Enter: the line below starts with "~" too, the answer written over it
    ed.answer("Tabletalk 0.1.0\n", "> ")
    assert ESCAPE.sub("", drain(master)).endswith("Tabletalk 0.1.0\r\n~> ")
    ed.print_above("Olle hraje.")  # news on an empty line: the prompt after it, in the same write
    shown = drain(master)
    assert shown.startswith("\r\x1b[J") and shown.endswith("Olle hraje.\r\n~> ") and not ed.bare
    os.write(master, b"h")
    assert ed.read(5) == [] and drain(master) == "h"  # typing goes on after the prompt
    ed.lead = lambda: ""  # back in English: Orca reads the lines again
    ed.answer("Language: English.\n", "> ")
    assert ESCAPE.sub("", drain(master)).endswith("Language: English.\r\n> ")


def test_line_mode_writes_its_lines_with_the_tilde_prompt_while_our_voice_speaks_for_orca(monkeypatch):
    """Issue 33, 1, in this process on a pseudo-terminal: with a voice that keeps Orca from the lines
    (reader_voice.ReaderVoiceSpeaker in line mode, stood in for), the first lines, each answer and the
    farewell are each written with a line that starts with "~" after them; Orca leaves those unsaid."""
    import threading

    monkeypatch.setenv("TABLETALK_HOME", tempfile.mkdtemp())
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    speaker = RecordingSpeaker()
    speaker.keeps_lines = True
    session = Session(speaker=speaker, settings=Settings(language="cs", speech="auto", bot_pace=0))
    stdin = os.fdopen(os.dup(slave), "r", encoding="utf-8")
    stdout = os.fdopen(os.dup(slave), "w", encoding="utf-8")
    mode = PlainMode(session, stdin, stdout)
    run = threading.Thread(target=mode.run, daemon=True)
    run.start()
    out = ""
    deadline = time.monotonic() + WAIT_S
    while "~> " not in out and time.monotonic() < deadline:
        out += drain(master)
    assert out.endswith("\r\n~> ") and out.startswith("Tabletalk")  # the first lines, then the prompt
    os.write(master, b"about\r")
    while out.count("~> ") < 2 and time.monotonic() < deadline:
        out += drain(master)
    assert ESCAPE.sub("", out).endswith("Tabletalk " + version() + "\r\n~> ")
    os.write(master, b"quit\r")
    run.join(WAIT_S)
    out += drain(master)
    assert not run.is_alive() and out.endswith("\r\n~\r")  # the farewell, a "~" below it for the shell to cover
    stdin.close()
    stdout.close()
    os.close(slave)
    os.close(master)


def test_when_the_voice_kept_for_orca_does_not_start_the_opening_is_written_again_for_orca(monkeypatch):
    """Issue 33, 1, bad input (no speech-dispatcher): the first lines went out with the "~" prompt, kept from
    Orca for a voice of ours expected to speak them; that voice did not start (Orca reads the lines), so the
    opening is written again, with a prompt Orca reads."""
    import threading

    from app.speech.starting import StartingSpeaker

    monkeypatch.setenv("TABLETALK_HOME", tempfile.mkdtemp())
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    speaker = StartingSpeaker("auto", "cs", make=lambda backend, language, rate: RecordingSpeaker(), held=True)
    speaker.keeps_lines_expected = True  # Orca 43 runs: start_speaker expects our voice to keep the lines
    session = Session(speaker=speaker, settings=Settings(language="cs", speech="auto", bot_pace=0))
    stdin = os.fdopen(os.dup(slave), "r", encoding="utf-8")
    stdout = os.fdopen(os.dup(slave), "w", encoding="utf-8")
    mode = PlainMode(session, stdin, stdout)
    run = threading.Thread(target=mode.run, daemon=True)
    run.start()
    out = ""
    deadline = time.monotonic() + WAIT_S
    while "Tabletalk" not in ESCAPE.sub("", out).rpartition("~> ")[2] and time.monotonic() < deadline:
        out += drain(master)
    plain = ESCAPE.sub("", out)
    assert plain.startswith("Tabletalk") and "\r\n~> " in plain  # the first lines, kept from Orca
    again = plain.rpartition("~> ")[2]
    # Written again as news (the last text, no prompt after it: docs/accessibility.md), with no "~" line.
    assert "Tabletalk" in again and "~" not in again
    os.write(master, b"quit\r")
    run.join(WAIT_S)
    assert not run.is_alive()
    stdin.close()
    stdout.close()
    os.close(slave)
    os.close(master)
