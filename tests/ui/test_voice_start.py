"""The first frame never waits for the voice (issue 36): the menu is painted while the voice still
starts, and why speech is off is shown and said once the start has ended."""

from __future__ import annotations

import threading

from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.speech.starting import StartingSpeaker
from app.ui.app import make_app
from app.ui.menu_items import first_sentence
from app.ui.screens.menu import MenuScreen
from ui_helpers import screen_text, until

NOTICE = "Speech is off: no sound device was found. Everything is shown as text."


class HeldStart:
    """A voice whose start waits until let go (speech-dispatcher slow to start, or giving up)."""

    def __init__(self, status: str) -> None:
        self.go = threading.Event()
        self.made = RecordingSpeaker()
        self.made.status = status

    def __call__(self, backend, language, rate):
        assert self.go.wait(30), "never let go"
        return self.made


async def test_the_menu_is_painted_while_the_voice_starts_and_says_why_it_is_silent_once_known(home):
    start = HeldStart("no sound device found")
    voice = StartingSpeaker("auto", "en", 175, make=start, reader=False)
    session = Session(speaker=voice)
    session.say(first_sentence(session), "info")  # as __main__ does, before Textual
    app = make_app(session, opening_said=True)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen) and voice.starting
            text = screen_text(app)
            assert "Zoker Solo" in text and "Speech is off" not in text
            start.go.set()
            assert await until(pilot, lambda: NOTICE in screen_text(app)), screen_text(app)[-600:]
            assert await until(pilot, lambda: NOTICE in start.made.said)
            assert start.made.said[0].startswith("Main menu:")  # kept while starting, then said first
            await pilot.press("down")
            await pilot.pause()
            assert start.made.said.count(NOTICE) == 1
    finally:
        start.go.set()
        session.close()


async def test_a_voice_started_before_the_menu_opens_is_told_once(home):
    start = HeldStart("no sound device found")
    start.go.set()
    voice = StartingSpeaker("auto", "en", 175, make=start, reader=False)
    assert voice.started is start.made
    session = Session(speaker=voice)
    app = make_app(session)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert await until(pilot, lambda: NOTICE in screen_text(app))
            await pilot.press("down")
            await pilot.pause()
            assert start.made.said.count(NOTICE) == 1
    finally:
        session.close()
