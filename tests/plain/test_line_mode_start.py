"""Line mode's start on every machine (issue 36): its first line never waits for the voice, and
without a terminal Tabletalk goes to line mode instead of drawing a full screen into a pipe.

Nothing here measures time: waits are bounded, so a start that never comes fails the test.
"""

from __future__ import annotations

import io
import os
import pty
import select
import subprocess
import sys
import threading
import time

from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.speech.starting import StartingSpeaker
from app.store.settings import Settings

WAIT_S = 60  # only a limit for a broken build
NOTICE = "Speech is off: no sound device was found. Everything is shown as text."
NOT_A_TERMINAL = "Line mode: the full screen needs a terminal"


class HeldStart:
    """A voice whose start waits until let go (speech-dispatcher slow to start, or giving up)."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.made = RecordingSpeaker()
        self.made.status = "no sound device found"

    def __call__(self, backend, language, rate):
        assert self.go.wait(WAIT_S), "never let go"
        return self.made


class Output(io.StringIO):
    """stdout for a line mode run on another thread: what was written so far, read safely."""

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()

    def write(self, text: str) -> int:
        with self.lock:
            return super().write(text)

    def text(self) -> str:
        with self.lock:
            return self.getvalue()


def wait_until(check, timeout: float = WAIT_S) -> bool:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def test_the_first_line_comes_while_the_voice_starts_and_the_reason_follows(tabletalk_home):
    start = HeldStart()
    voice = StartingSpeaker("auto", "en", 175, make=start, reader=False)
    session = Session(speaker=voice, settings=Settings(language="en", speech="auto"))
    out = Output()
    mode = PlainMode(session, io.StringIO("where\n"), out)
    run = threading.Thread(target=mode.run, daemon=True)
    try:
        run.start()
        assert wait_until(lambda: "Tabletalk, line mode." in out.text()), out.text()
        assert voice.starting and NOTICE not in out.text()
        start.go.set()
        run.join(WAIT_S)
        assert not run.is_alive()
        text = out.text()
        # A script's lines wait for the start: the reason comes after the first line, before any answer.
        assert text.index("Tabletalk, line mode.") < text.index(NOTICE) < text.index("Main menu", text.index(NOTICE))
        assert text.count(NOTICE) == 1
    finally:
        start.go.set()
        session.close()


def run_app(home, stdin, stdout, extra=()):
    env = dict(os.environ, TABLETALK_HOME=str(home), LANG="C.UTF-8")
    return subprocess.Popen([sys.executable, "-m", "app", "--speech", "off", "--lang", "en", *extra],
                            stdin=stdin, stdout=stdout, stderr=subprocess.STDOUT, env=env, start_new_session=True)


def test_commands_through_a_pipe_play_in_line_mode_without_plain(tabletalk_home):
    proc = run_app(tabletalk_home, subprocess.PIPE, subprocess.PIPE)
    try:
        out, _ = proc.communicate("where\nquit\n".encode(), timeout=WAIT_S)
    finally:
        if proc.poll() is None:
            proc.kill()
    text = out.decode("utf-8", "replace")
    assert proc.returncode == 0, text
    assert text.splitlines()[0].startswith(NOT_A_TERMINAL), text
    assert "Tabletalk, line mode." in text and "Goodbye." in text
    assert "\x1b[" not in text  # no full screen's escapes


def test_output_to_a_pipe_from_a_terminal_goes_to_line_mode_and_stays_bounded(tabletalk_home):
    """`tabletalk 2>&1 | tee log`: the full screen redrew without end into the pipe (5.9 GB in four
    minutes). Now line mode answers what is typed at the terminal, and writes nothing unasked."""
    master, slave = pty.openpty()
    read, write = os.pipe()
    proc = run_app(tabletalk_home, slave, write)
    os.close(slave)
    os.close(write)
    got = b""

    def read_until(text: bytes, timeout: float = WAIT_S) -> bool:
        nonlocal got
        deadline = time.monotonic() + timeout
        while text not in got:
            left = deadline - time.monotonic()
            if left <= 0 or len(got) > 1_000_000:
                return False
            if select.select([read], [], [], min(left, 0.5))[0]:
                chunk = os.read(read, 65536)
                if not chunk:
                    return False
                got += chunk
        return True

    try:
        assert read_until(b"Tabletalk, line mode."), got[-2000:]
        settled = len(got)
        # A while with no key pressed: a program that redraws would write on and on.
        quiet_deadline = time.monotonic() + 1.0
        while time.monotonic() < quiet_deadline:
            if select.select([read], [], [], 0.1)[0]:
                chunk = os.read(read, 65536)
                if not chunk:
                    break
                got += chunk
        assert len(got) - settled < 4096, got[settled:settled + 400]
        os.write(master, b"quit\n")
        assert read_until(b"Goodbye."), got[-2000:]
        assert proc.wait(timeout=WAIT_S) == 0
        text = got.decode("utf-8", "replace")
        assert text.startswith(NOT_A_TERMINAL) and len(got) < 65536
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(WAIT_S)
        os.close(master)
        os.close(read)
