"""Braille through a real BRLTTY (issue 13, point 3): BRLTTY runs with its virtual display driver,
whose display is this test (it reads what BRLTTY shows and presses its keys), and Tabletalk writes
through BrlAPI. .ci/run installs brltty and python3-brlapi; without them this test cannot run."""

from __future__ import annotations

import shutil
import subprocess
import threading
import time

import pytest

from app.speech import braille
from app.speech.recording import RecordingSpeaker
from tests.screenreader.braille_display import Display, free_port

pytestmark = pytest.mark.skipif(shutil.which("brltty") is None or braille.load_brlapi() is None,
                                reason="brltty and python3-brlapi are not installed (.ci/run installs them)")


@pytest.fixture
def brltty(tmp_path):
    display_port, api = free_port(), free_port() - 4101
    if not 0 < api < 1000:
        api = 17
    proc = subprocess.Popen(["brltty", "-n", "-b", "vr", "-d", f"server:127.0.0.1:{display_port}", "-x", "no",
                             "-s", "no", "-A", f"auth=none,host=127.0.0.1:{api}", "-f", "/dev/null",
                             "-L", str(tmp_path / "brltty.log")],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # A watchdog: should a call into BrlAPI ever wait for good, BRLTTY is ended, so the call fails.
    watchdog = threading.Timer(60, proc.kill)
    watchdog.start()
    try:
        display = Display(display_port)
        yield display, f"127.0.0.1:{api}".encode()
    finally:
        watchdog.cancel()
        proc.kill()
        proc.wait(5)


def connect(host: bytes):
    deadline = time.monotonic() + 10
    while True:
        line = braille.open_braille(host, b"none", check=False)
        if line is not None and line.width > 1:
            return line
        if line is not None:
            line.close()
        assert time.monotonic() < deadline, "BrlAPI never answered"
        time.sleep(0.1)


def test_each_announcement_is_brailled_and_a_long_one_pans(brltty):
    from app.session import Session
    from app.store.settings import Settings

    display, host = brltty
    line = connect(host)
    assert line.width == 40
    session = Session(speaker=RecordingSpeaker(), settings=Settings(speech="off"))
    try:
        session.use_braille(line)
        # BRLTTY shows its own greeting for a few seconds first; an announcement replaces it after that.
        deadline = time.monotonic() + 15
        while not display.shows("Your turn.", timeout=0.5):
            session.say("Your turn.")
            assert time.monotonic() < deadline, display.lines[-3:]
        long = "Eva plays green S1: it beats red M2 and goes on top. Your turn to follow."
        session.say(long)
        assert display.shows(long[:40])
        display.press("FWINRT")  # the display's pan-right key
        assert display.shows(long[40:80])
        display.press("FWINLT")
        assert display.shows(long[:40])
    finally:
        session.close()
