"""A lone ESC is the Escape key after a short wait, and the input poll wakes for it (issue 33, 8)."""

from __future__ import annotations

from importlib.metadata import version

import os
import sys
import threading
import time

import pytest
from textual import constants, events

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the Linux driver")


def test_the_poll_sleeps_only_until_a_reads_wait_for_a_sequence_ends(monkeypatch):
    from app.ui import quick_escape

    monkeypatch.delenv("ESCDELAY", raising=False)
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.1)
    quick_escape.use_quick_escape()
    assert constants.ESCAPE_DELAY == quick_escape.WAIT
    assert quick_escape.poll_wait(None, 50.0) == quick_escape.POLL  # nothing read: Textual's own poll
    due = quick_escape.wait_due(50.0)  # bytes read at 50 s: a lone ESC among them is the key at this time
    assert due == 50.0 + quick_escape.WAIT + quick_escape.MARGIN
    assert quick_escape.poll_wait(due, 50.0) == due - 50.0 < quick_escape.POLL
    assert quick_escape.poll_wait(due, 50.02) == due - 50.02
    assert quick_escape.poll_wait(due, due) == quick_escape.POLL  # over: Textual's own poll again


def test_the_players_escdelay_is_kept(monkeypatch):
    from app.ui import quick_escape

    monkeypatch.setenv("ESCDELAY", "300")
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.3)
    quick_escape.use_quick_escape()
    assert constants.ESCAPE_DELAY == 0.3


def test_the_app_uses_the_quick_driver_on_linux(monkeypatch):
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.ui.app import make_app
    from app.ui.quick_escape import QuickEscapeDriver

    monkeypatch.setattr(constants, "ESCAPE_DELAY", constants.ESCAPE_DELAY)  # put back after the test
    monkeypatch.setattr(constants, "DRIVER", None)
    session = Session(speaker=RecordingSpeaker())
    driver = make_app(session).get_driver_class()
    # The quick loop is Textual 8's, copied: on an older release (make test-oldest) the driver keeps its own.
    assert issubclass(driver, QuickEscapeDriver) == version("textual").startswith("8."), driver.__mro__
    session.close()


def test_without_textual_s_parser_the_app_keeps_textual_s_own_driver(monkeypatch):
    """The one private name (``XTermParser``) gone in a release: Textual's own Linux driver, its Escape slower."""
    import app.ui
    from app.ui.driver import with_quick_escape
    from textual.drivers.linux_driver import LinuxDriver

    monkeypatch.delitem(sys.modules, "app.ui.quick_escape", raising=False)
    monkeypatch.delattr(app.ui, "quick_escape", raising=False)
    monkeypatch.setitem(sys.modules, "textual._xterm_parser", None)  # its import fails
    assert with_quick_escape(LinuxDriver) is LinuxDriver


async def test_the_driver_gives_a_lone_esc_as_escape_and_a_whole_sequence_as_its_key(monkeypatch):
    """The poll wakes for a lone ESC's wait: here Textual's 0.1 s poll is made 60 s, so the Escape can only
    come (within the test's 5 s) from that wake."""
    from app.ui import quick_escape
    from app.ui.quick_escape import QuickEscapeDriver

    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.025)
    monkeypatch.setattr(quick_escape, "POLL", 60.0)
    read, write = os.pipe()
    driver = QuickEscapeDriver(None)  # type: ignore[arg-type]  (the input thread needs no app)
    driver.fileno = read
    keys: list[str] = []
    driver.process_message = lambda message: keys.append(message.key) if isinstance(message, events.Key) else None
    thread = threading.Thread(target=driver.run_input_thread, daemon=True)
    thread.start()
    try:
        os.write(write, b"\x1b")
        deadline = time.monotonic() + 5
        while not keys and time.monotonic() < deadline:
            time.sleep(0.01)
        assert keys == ["escape"]
        os.write(write, b"\x1b[A")  # an arrow's sequence, in one piece as a terminal sends it
        while len(keys) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert keys == ["escape", "up"]
    finally:
        quick_escape.POLL = 0.1  # the poll's last sleep, as the driver stops
        driver.exit_event.set()
        os.write(write, b"x")  # wakes the poll from its long sleep
        thread.join(5)
        os.close(write)
        os.close(read)
    assert not thread.is_alive()
