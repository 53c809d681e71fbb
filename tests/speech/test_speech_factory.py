"""make_speaker and available_backends: missing engines mean silence with a reason."""

from __future__ import annotations

import shutil
import sys

import pytest

from app import speech
from app.speech import BACKENDS, SilentSpeaker, Speaker, available_backends, make_speaker


@pytest.fixture
def empty_path(tmp_path, monkeypatch):
    """No program can be found on PATH."""
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    return empty


def test_off_is_silent_without_a_reason():
    sp = make_speaker("off", language="sv", rate=300)
    assert isinstance(sp, SilentSpeaker)
    assert sp.status == "" and sp.name == "off"
    assert (sp.language, sp.rate) == ("sv", 300)


def test_unknown_backend_and_bad_arguments_never_raise():
    sp = make_speaker("festival")
    assert isinstance(sp, SilentSpeaker)
    assert "unknown speech backend" in sp.status
    sp = make_speaker("off", language="xx", rate="fast")
    assert (sp.language, sp.rate) == ("en", 175)


def test_espeak_missing_binary_gives_reason(empty_path):
    sp = make_speaker("espeak")
    assert isinstance(sp, SilentSpeaker)
    assert sp.status == "espeak-ng not found"
    assert sp.requested == "espeak"


@pytest.mark.skipif(sys.platform != "linux", reason="the Linux pyttsx3 path plays with aplay")
def test_pyttsx3_missing_player_gives_reason(empty_path):
    sp = make_speaker("pyttsx3")
    assert isinstance(sp, SilentSpeaker)
    assert sp.status == "aplay not found"


def hide_modules(monkeypatch, *names):
    """Make importlib find none of ``names`` (as on a machine without them)."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name in names else real(name, *a))


def test_which_finding_nothing_gives_reasons(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda *a, **k: None)
    hide_modules(monkeypatch, "speechd", "prism")
    for backend in ("espeak", "auto"):
        sp = make_speaker(backend)
        assert isinstance(sp, SilentSpeaker), backend
        assert "espeak-ng not found" in sp.status
    assert make_speaker("auto").status.startswith("no speech engine (")
    assert "espeak" not in available_backends()
    assert available_backends()[-1] == "off"


def test_missing_espeak_library_gives_reason(monkeypatch):
    from app.speech import espeak_lib
    from app.speech.base import SpeechUnavailable

    def no_library():
        raise SpeechUnavailable("libespeak-ng not found")

    monkeypatch.setattr(espeak_lib, "ensure_ready", no_library)
    if sys.platform == "linux":
        sp = make_speaker("pyttsx3")
        assert isinstance(sp, SilentSpeaker)
        assert sp.status == "libespeak-ng not found"


def test_an_engine_crashing_on_start_never_raises(monkeypatch):
    from app.speech import espeak_lib

    def boom():
        raise RuntimeError("boom")

    monkeypatch.setattr(espeak_lib, "ensure_ready", boom)
    if sys.platform == "linux":
        sp = make_speaker("pyttsx3")
        assert isinstance(sp, SilentSpeaker)
        assert sp.status == "pyttsx3 failed: RuntimeError"


def test_speechd_missing_module_gives_reason(monkeypatch):
    hide_modules(monkeypatch, "speechd", "prism")  # neither binding for speech-dispatcher
    sp = make_speaker("speechd")
    assert isinstance(sp, SilentSpeaker)
    assert sp.status == "speechd module not installed"
    assert "speechd" not in available_backends()


def test_auto_falls_back_to_the_next_engine(monkeypatch, closing):
    monkeypatch.setattr(speech, "AUTO_ORDER", ("speechd", "espeak"))
    monkeypatch.setattr(speech, "backend_problem",
                        lambda name: "speechd module not installed" if name == "speechd" else "")
    sp = closing(make_speaker("auto", language="nl"))
    assert sp.name == "espeak" and sp.status == "" and sp.language == "nl"


def test_auto_on_this_machine_speaks(closing):
    sp = closing(make_speaker("auto"))
    assert isinstance(sp, Speaker)
    assert sp.name == "pyttsx3", f"auto fell back: {sp.status}"
    assert sp.status == ""


def test_available_backends_lists_what_works_here():
    found = available_backends()
    assert found[-1] == "off"
    assert set(found) <= set(BACKENDS)
    assert "espeak" in found and "pyttsx3" in found, (
        "espeak-ng, libespeak-ng1 and aplay are needed: apt-get install espeak-ng libespeak-ng1 alsa-utils"
    )
