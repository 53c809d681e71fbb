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
