"""Every backend honours the Speaker protocol; backend-specific behaviour."""

from __future__ import annotations

import signal
import sys
import types

import pytest

from app.speech import LANGUAGES, RecordingSpeaker, SilentSpeaker, Speaker
from app.speech.base import SpeechUnavailable
from app.speech.espeak_backend import EspeakSpeaker
from app.speech.pyttsx3_backend import Pyttsx3Speaker
from app.speech.speechd_backend import SpeechdSpeaker, ssip_rate

# -- a stand-in for the speechd module ------------------------------------


class FakeSSIPClient:
    instances: list["FakeSSIPClient"] = []

    def __init__(self, name, *args, **kwargs):
        self.name = name
        self.calls: list[tuple] = []
        FakeSSIPClient.instances.append(self)

    def set_priority(self, priority):
        self.calls.append(("priority", priority))

    def set_language(self, lang):
        self.calls.append(("language", lang))

    def set_rate(self, rate):
        self.calls.append(("rate", rate))

    def speak(self, text, callback=None, event_types=None):
        self.calls.append(("speak", text))

    def cancel(self, scope="self"):
        self.calls.append(("cancel",))

    def close(self):
        self.calls.append(("close",))


def fake_speechd(fail: bool = False):
    module = types.SimpleNamespace()
    module.Priority = types.SimpleNamespace(MESSAGE="message", TEXT="text", IMPORTANT="important")
    if fail:
        def refuse(*a, **k):
            raise OSError("connection refused")
        module.SSIPClient = refuse
    else:
        module.SSIPClient = FakeSSIPClient
    return module


# -- every backend --------------------------------------------------------

FACTORIES = {
    "off": lambda: SilentSpeaker(),
    "off-with-reason": lambda: SilentSpeaker("espeak-ng not found", requested="espeak"),
    "recording": lambda: RecordingSpeaker(),
    "pyttsx3": lambda: Pyttsx3Speaker(),
    "pyttsx3-dummy-driver": lambda: Pyttsx3Speaker(driver="dummy"),
    "espeak": lambda: EspeakSpeaker(),
    "speechd-fake": lambda: SpeechdSpeaker(module=fake_speechd()),
}


@pytest.fixture(params=sorted(FACTORIES))
def any_speaker(request, closing, no_sound_config):
    return closing(FACTORIES[request.param]())


def test_protocol_conformance(any_speaker, capfd):
    sp = any_speaker
    assert isinstance(sp, Speaker)
    assert isinstance(sp.name, str) and sp.name
    assert isinstance(sp.status, str)
    for lang in LANGUAGES:
        sp.set_language(lang)
        assert sp.say(f"Language {lang}, one two three.") is None
    sp.set_language("sv_SE")  # a locale name is fine too
    for rate in (80, 175, 400, 1000, 10):
        assert sp.set_rate(rate) is None
    assert sp.say("queued", interrupt=False) is None
    assert sp.say("") is None
    sp.say("Det är din tur.")  # how fast say() returns is measured by make bench, not here
    assert sp.stop() is None
    with pytest.raises(ValueError):
        sp.set_language("de")
    if hasattr(sp, "wait_idle"):
        assert sp.wait_idle(10)
    assert sp.speaking() is False  # stopped, then idle: quiet
    assert sp.close() is None
    assert sp.close() is None  # twice is fine
    sp.say("after close")  # ignored, never raises
    sp.stop()
    out, err = capfd.readouterr()
    assert out == "" and err == "", "a backend wrote to the terminal"


def test_working_backends_have_empty_status(closing):
    for name in ("pyttsx3", "espeak", "recording", "off"):
        sp = closing(FACTORIES[name]())
        assert sp.status == "", (name, sp.status)


# -- pyttsx3 on Linux: in-process synthesis, aplay child -------------------

pytestmark_linux = pytest.mark.skipif(sys.platform != "linux", reason="Linux playback path")


@pytestmark_linux
def test_pyttsx3_linux_interrupt_cuts_off_the_player(closing, wait_for):
    # A stand-in player that "plays" for 5 s: the real synthesis runs first.
    slow_player = (sys.executable, "-c", "import time; time.sleep(5)")
    sp = closing(Pyttsx3Speaker("sv", player=slow_player))
    runner = sp.engine.runner
    runner.keep_history = True
    sp.say("Det är din tur att spela nu.")
    assert wait_for(lambda: len(runner.history) == 1, timeout=5)
    assert wait_for(lambda: sp.engine.last_voice.endswith("sv"), timeout=5)  # set just after the player starts
    first = runner.history[0]
    wav = first.argv[-1]
    assert wav.endswith(".wav")
    sp.say("Andra", interrupt=False)
    sp.set_language("fi")
    sp.say("Nyt on sinun vuorosi.")
    assert wait_for(lambda: first.ended_at is not None, timeout=4)
    assert first.returncode == -signal.SIGTERM, "the 5 s player was not cut off"
    assert wait_for(lambda: len(runner.history) == 2, timeout=5)
    assert wait_for(lambda: sp.engine.last_voice.endswith("fi"), timeout=5)
    sp.stop()
    assert sp.wait_idle(2)
    assert len(runner.history) == 2  # "Andra" was dropped


@pytestmark_linux
def test_pyttsx3_linux_plays_with_aplay_and_cleans_up(closing, no_sound_config, capfd):
    sp = closing(Pyttsx3Speaker("en"))
    sp.engine.runner.keep_history = True
    sp.say("one", interrupt=False)
    sp.say("two", interrupt=False)
    assert sp.wait_idle(10)
    history = sp.engine.runner.history
    assert [r.argv[0].rsplit("/", 1)[-1] for r in history] == ["aplay", "aplay"]
    tmpdir = sp.engine._dir
    sp.close()
    import os

    assert tmpdir is not None and not os.path.exists(tmpdir)
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_pyttsx3_native_engine_with_dummy_driver(closing):
    sp = closing(Pyttsx3Speaker("en", driver="dummy"))
    started = []
    sp.engine.engine.connect("started-utterance", lambda name=None, **kw: started.append(name))
    for i in range(3):
        sp.say(f"word {i}", interrupt=False)
    assert sp.wait_idle(5)
    assert len(started) == 3
    assert sp.worker.errors == 0


def test_pyttsx3_s_espeak_driver_started_here_is_told_to_our_synthesis(monkeypatch):
    """pyttsx3's espeak driver starts libespeak-ng in its own asynchronous mode, once per process: the engine
    that starts it tells ``espeak_lib`` (which reads no private flag of pyttsx3's), whose synthesis is then
    no longer paced by its own callback; the dummy driver leaves the library alone."""
    import pyttsx3.engine

    from app.speech import espeak_lib
    from app.speech.pyttsx3_backend import NativePyttsx3Engine

    monkeypatch.setattr(espeak_lib, "_pyttsx3_owns", False)
    dummy = NativePyttsx3Engine("dummy")
    dummy.open()
    dummy.close()
    assert espeak_lib.paced()

    class EspeakEngine:
        """pyttsx3's Engine as its espeak driver is chosen (by default on Linux), not started for real."""

        driver_name = "espeak"

        def __init__(self, driver_name):
            assert driver_name is None  # pyttsx3 chooses

        def connect(self, *_args): ...

        def startLoop(self, _use_driver_loop): ...  # noqa: N802 - pyttsx3's name

        def getProperty(self, _name):  # noqa: N802 - pyttsx3's name
            return []

        def stop(self): ...

        def iterate(self): ...

        def endLoop(self): ...  # noqa: N802 - pyttsx3's name

    monkeypatch.setattr(pyttsx3.engine, "Engine", EspeakEngine)
    engine = NativePyttsx3Engine(None)
    engine.open()
    engine.close()
    assert not espeak_lib.paced()


def test_pyttsx3_init_failure_is_a_reason():
    with pytest.raises(SpeechUnavailable, match="pyttsx3 init failed"):
        Pyttsx3Speaker(driver="no_such_driver")


# -- espeak-ng program -----------------------------------------------------


def test_espeak_command_follows_language_and_rate(closing, no_sound_config, capfd):
    sp = closing(EspeakSpeaker("en", keep_history=True))
    sp.say("hello", interrupt=False)
    sp.set_language("is")
    sp.set_rate(220)
    sp.say("-5 stig", interrupt=False)  # a leading dash is text, not an option
    assert sp.wait_idle(10)
    a, b = sp.engine.runner.history
    assert a.argv[1:] == ["-v", "en", "-s", "175", "--", "hello"]
    assert b.argv[1:] == ["-v", "is", "-s", "220", "--", "-5 stig"]
    assert a.returncode == 0 and b.returncode == 0
    out, err = capfd.readouterr()
    assert out == "" and err == "", "espeak-ng's ALSA errors reached the terminal"


# -- speech-dispatcher -------------------------------------------------------


def test_speechd_sends_cancel_before_an_interrupting_utterance(closing):
    FakeSSIPClient.instances.clear()
    sp = closing(SpeechdSpeaker("sv", 175, module=fake_speechd()))
    sp.say("ett", interrupt=False)
    sp.say("två", interrupt=False)
    assert sp.wait_idle(2)
    sp.set_language("cs")
    sp.set_rate(250)
    sp.say("tři")
    assert sp.wait_idle(2)
    sp.stop()
    assert sp.wait_idle(2)
    sp.close()
    client = FakeSSIPClient.instances[-1]
    assert client.calls == [
        ("priority", "message"),
        ("language", "sv"),
        ("rate", 0),
        ("speak", "ett"),
        ("speak", "två"),
        ("cancel",),
        ("language", "cs"),
        ("rate", ssip_rate(250)),
        ("speak", "tři"),
        ("cancel",),
        ("cancel",),  # the worker falls silent on close
        ("close",),
    ]


def test_speechd_without_server_is_a_reason():
    with pytest.raises(SpeechUnavailable, match="speech-dispatcher not running"):
        SpeechdSpeaker(module=fake_speechd(fail=True))


def test_ssip_rate_mapping():
    assert ssip_rate(175) == 0
    assert ssip_rate(80) == -100
    assert ssip_rate(400) > 50
    assert ssip_rate(10_000) == 100


@pytestmark_linux
def test_pyttsx3_reports_a_player_that_keeps_failing(closing):
    failing = (sys.executable, "-c", "import sys; sys.exit(1)")
    sp = closing(Pyttsx3Speaker("en", player=failing))
    assert sp.status == ""
    for word in ("one", "two", "three"):
        sp.say(word, interrupt=False)
    assert sp.wait_idle(10)
    assert sp.status.startswith("python"), sp.status
    assert "exit 1" in sp.status
