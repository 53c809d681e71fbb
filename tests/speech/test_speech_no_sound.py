"""eSpeak NG installed but no sound card: the status says so (issue 10, point 8)."""

from __future__ import annotations

import sys

import pytest

from app.session import Session
from app.speech import make_speaker
from app.speech.sound import NO_SOUND_DEVICE
from app.store.settings import Settings

linux = pytest.mark.skipif(sys.platform != "linux", reason="the Linux sound path")


def test_a_machine_without_any_sound_is_told(no_sound_device):
    assert no_sound_device.sound_problem() == NO_SOUND_DEVICE


@pytest.mark.parametrize("what", ["device", "server", "pulse", "config"])
def test_any_way_to_play_is_enough(no_sound_device, tmp_path, monkeypatch, what):
    if what == "device":
        (tmp_path / "no-snd").mkdir()
        (tmp_path / "no-snd" / "pcmC1D0p").touch()
    elif what == "server":
        (tmp_path / "no-runtime").mkdir()
        (tmp_path / "no-runtime" / "pipewire-0").touch()
    elif what == "pulse":
        monkeypatch.setenv("PULSE_SERVER", "tcp:localhost")
    else:
        (tmp_path / "no-asoundrc").touch()
    assert no_sound_device.sound_problem() == ""


@linux
@pytest.mark.parametrize("backend", ["espeak", "pyttsx3"])
def test_the_engines_say_why_nothing_is_heard(no_sound_device, backend, closing):
    sp = closing(make_speaker(backend, "en"))
    if sp.name == "off":
        pytest.skip(f"{backend} is not installed here: {sp.status}")
    assert sp.status == NO_SOUND_DEVICE


@linux
def test_the_notice_is_said_in_the_players_language(no_sound_device, closing, monkeypatch):
    sp = closing(make_speaker("espeak", "en"))
    if sp.name == "off":
        pytest.skip(f"espeak-ng is not installed here: {sp.status}")
    session = Session(speaker=sp, settings=Settings(language="en", speech="espeak"))
    try:
        assert session.speech_notice() == ("Speech is off: no sound device was found. "
                                           "Everything is shown as text.")
        from app.text import errors

        monkeypatch.setattr(errors, "_", lambda text: f"<{text}>")  # as a catalog would
        assert "<no sound device was found>" in session.speech_notice()
    finally:
        session.close()


REASONS = {
    "espeak-ng not found": "espeak-ng not found",
    "aplay not found": "aplay not found",
    "libespeak-ng not found": "libespeak-ng not found",
    "pyttsx3 not installed": "pyttsx3 is not installed",
    "speechd module not installed": "speechd is not installed",
    "speech-dispatcher not running": "speech-dispatcher is not running",
    "no sound device found": "no sound device was found",
    "aplay failed (exit 1): no sound device?":
        "the sound could not be played (aplay failed); is there a sound device?",
    "espeak did not start in time": "espeak did not start in time",
    "unknown speech backend 'klatt'": "there is no speech engine called klatt",
    "pyttsx3 failed: RuntimeError": "the speech engine could not start (RuntimeError)",
    "pyttsx3 init failed: no voice": "the speech engine could not start (no voice)",
    "engine failed to start: boom": "the speech engine could not start (boom)",
    "libespeak-ng failed to start": "the speech engine could not start (libespeak-ng)",
    "no speech engine (libespeak-ng not found; espeak-ng not found; speechd module not installed)":
        "no speech engine could start: libespeak-ng not found; espeak-ng not found; "
        "speechd is not installed",
}


@pytest.mark.parametrize("status", sorted(REASONS))
def test_every_reason_is_a_sentence_to_translate(status, monkeypatch):
    from app.text import errors

    assert errors.speech_reason(status) == REASONS[status]
    monkeypatch.setattr(errors, "_", lambda text: f"<{text}>")
    assert errors.speech_reason(status).startswith("<")


def test_reasons_the_factory_gives_have_sentences(monkeypatch):
    from app.text import errors

    for status in (make_speaker("klatt").status,):
        assert errors.speech_reason(status) != status
