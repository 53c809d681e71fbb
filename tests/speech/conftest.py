"""Shared fixtures for the speech tests."""

from __future__ import annotations

import shutil
import sys
import time

import pytest


def _wait_for(predicate, timeout: float = 2.0, step: float = 0.001) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return bool(predicate())


@pytest.fixture
def wait_for():
    """wait_for(predicate, timeout=2.0) -> bool: poll every millisecond."""
    return _wait_for


@pytest.fixture
def closing():
    """closing(speaker) -> speaker, closed at the end of the test."""
    made = []

    def add(speaker):
        made.append(speaker)
        return speaker

    yield add
    for speaker in made:
        speaker.close()


@pytest.fixture
def long_child():
    """argv of a child that runs for 5 s and exits at once on SIGTERM."""
    sleep = shutil.which("sleep")
    if sleep:
        return [sleep, "5"]
    return [sys.executable, "-c", "import time; time.sleep(5)"]


@pytest.fixture
def no_sound_config(tmp_path, monkeypatch):
    """HOME without an .asoundrc: on a machine with no sound card, aplay and
    espeak-ng then print ALSA errors on stderr (which must never show)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("ALSA_CONFIG_PATH", raising=False)
    return home


@pytest.fixture(autouse=True)
def a_sound_device(tmp_path, monkeypatch):
    """Every speech test runs as on a machine with a sound card (most machines that run
    tests here have none); the tests of a machine without one take it away (no_sound_device)."""
    import app.speech.sound as sound

    card = tmp_path / "snd"
    card.mkdir(exist_ok=True)
    (card / "pcmC0D0p").touch()
    monkeypatch.setattr(sound, "DEVICES", str(card / "pcmC*"))


@pytest.fixture
def no_sound_device(tmp_path, monkeypatch):
    """A Linux machine with no sound card, no sound server and no ALSA configuration."""
    import app.speech.sound as sound

    monkeypatch.setattr(sound, "DEVICES", str(tmp_path / "no-snd" / "pcmC*"))
    monkeypatch.setattr(sound, "CONFIGS", (str(tmp_path / "no-asoundrc"),))
    monkeypatch.setattr(sound.sys, "platform", "linux")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "no-runtime"))
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.delenv("ALSA_CONFIG_PATH", raising=False)
    return sound
