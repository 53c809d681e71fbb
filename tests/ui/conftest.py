"""Fixtures for the Textual UI tests: a Session with a RecordingSpeaker, in a temporary home."""

from __future__ import annotations

import pytest

from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.text import i18n
from app.ui.app import make_app

from ui_helpers import DEAL


@pytest.fixture(autouse=True)
def true_colour(monkeypatch):
    """Draw in true colour whatever terminal runs the tests (the app picks its tones by TERM and
    COLORTERM); a test of 16 colours or NO_COLOR sets its own."""
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("COLORTERM", "truecolor")
    monkeypatch.delenv("NO_COLOR", raising=False)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Keep settings, autosave and results in the test's own folder, in English."""
    monkeypatch.setenv("TABLETALK_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    yield tmp_path
    i18n.set_language("en")


@pytest.fixture
def speaker() -> RecordingSpeaker:
    """A speaker that records what would be said."""
    return RecordingSpeaker()


@pytest.fixture
def fixed_deal(monkeypatch) -> int:
    """Make every new game from the menu deal number DEAL."""
    monkeypatch.setattr("app.session.starting.random_deal", lambda: DEAL)
    return DEAL


@pytest.fixture
def session(home, speaker):
    """A Session that speaks into the recording speaker; bots move at once (bot pace 0)."""
    s = Session(speaker=speaker)
    s.settings.bot_pace = 0
    yield s
    s.close()


@pytest.fixture
def app(session):
    """The app, made by the same factory the program uses."""
    return make_app(session)


@pytest.fixture(autouse=True)
def quick_pilot(monkeypatch):
    """Let Pilot.press check for idleness every 2 ms instead of 20 ms.

    Pilot waits until the app is idle after each key; its default step makes
    a key cost about 60 ms, and a whole deal by keys is some 430 keys. The
    test still waits for every message the key caused (Pilot._wait_for_screen).
    """
    import textual._wait

    monkeypatch.setattr(textual._wait, "SLEEP_GRANULARITY", 0.002)
    monkeypatch.setattr(textual._wait, "SLEEP_IDLE", 0.0005)
