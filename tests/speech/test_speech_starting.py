"""start_speaker: make_speaker on a thread; what is said meanwhile waits for the engine.
And the first player started ahead by the pyttsx3 backend's prepare()."""

from __future__ import annotations

import os
import sys
import threading

import pytest

from app.speech import SilentSpeaker, start_speaker
from app.speech.pyttsx3_backend import Pyttsx3Speaker
from app.speech.recording import RecordingSpeaker
from app.speech.starting import StartingSpeaker
from app.speech.worker import SpeechWorker, Utterance


class Gate:
    """A make() for StartingSpeaker that waits until opened, and records what it made."""

    def __init__(self, make=None) -> None:
        self.opened = threading.Event()
        self.made: list = []
        self.asked: list = []
        self._make = make or (lambda backend, language, rate: PreparingSpeaker(language=language, rate=rate))

    def __call__(self, backend, language, rate):
        self.asked.append((backend, language, rate))
        assert self.opened.wait(5)
        speaker = self._make(backend, language, rate)
        self.made.append(speaker)
        return speaker


class PreparingSpeaker(RecordingSpeaker):
    prepared = 0

    def prepare(self) -> None:
        self.prepared += 1


def said(speaker) -> list[tuple[str, bool]]:
    return [(u.text, u.interrupt) for u in speaker.utterances]


def test_sentences_said_while_starting_are_kept(closing):
    gate = Gate()
    sp = closing(StartingSpeaker("auto", "sv", 200, make=gate))
    sp.say("old")
    sp.say("menu")  # interrupts: "old" is dropped, as a worker's queue would
    sp.say("problem", interrupt=False)
    sp.set_rate(250)
    sp.set_language("fi")
    assert sp.speaking()
    gate.opened.set()
    inner = sp.started
    assert inner is gate.made[0]
    assert gate.asked == [("auto", "sv", 200)]
    assert said(inner) == [("menu", True), ("problem", False)]
    assert (inner.language, inner.rate) == ("fi", 250)
    assert inner.prepared == 0  # a sentence was waiting: no need to prepare
    sp.say("next", interrupt=False)
    assert said(inner)[-1] == ("next", False)


def test_the_session_says_its_first_sentence_without_waiting_for_the_voice(closing):
    """__main__ says the menu's first sentence while the voice starts: Session.say must not wait for it."""
    from app.session import Session
    from app.store.settings import Settings

    gate = Gate()
    sp = closing(StartingSpeaker("auto", "en", 175, make=gate))
    session = Session(speaker=sp, settings=Settings(language="en"))
    saying = threading.Thread(target=session.say, args=("Main menu.", "info"))
    saying.start()
    saying.join(3)  # a say that waited for the start would still be waiting: the gate is shut
    assert not saying.is_alive() and sp.starting
    gate.opened.set()
    assert said(sp.started) == [("Main menu.", True)] and not sp.starting
    session.close()


def test_started_engine_is_prepared_when_nothing_waits(closing):
    gate = Gate()
    gate.opened.set()
    sp = closing(StartingSpeaker("auto", make=gate))
    assert sp.started.prepared == 1
    assert sp.status == "" and sp.name == "recording"


def test_status_gives_the_fallback_and_its_reason_once_started(tmp_path, monkeypatch):
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    sp = start_speaker("espeak", "nl", 150)
    assert isinstance(sp, StartingSpeaker)
    sp.say("hello")  # never raises, whatever the engine
    assert sp.started is not None  # waits for the start
    assert sp.status == "espeak-ng not found"
    assert isinstance(sp.started, SilentSpeaker) and sp.started.requested == "espeak"
    assert sp.name == "off"
    assert not sp.speaking()
    sp.close()


def test_off_and_unknown_are_silent_at_once():
    off = start_speaker("off", "sv", 300)
    assert isinstance(off, SilentSpeaker) and off.status == ""
    unknown = start_speaker("festival")
    assert isinstance(unknown, SilentSpeaker) and "unknown speech backend" in unknown.status


def test_a_make_that_raises_gives_silence_with_the_reason():
    def broken(backend, language, rate):
        raise RuntimeError("boom")

    sp = StartingSpeaker("pyttsx3", make=broken)
    assert isinstance(sp.started, SilentSpeaker)
    assert sp.status == "pyttsx3 failed: RuntimeError"
    sp.close()


def test_closed_while_starting_closes_the_engine_when_it_comes():
    gate = Gate()
    sp = StartingSpeaker("auto", make=gate)
    sp.say("menu")
    sp.close()
    gate.opened.set()
    assert sp.started is None
    assert sp._thread.join(5) is None and gate.made[0].closed
    assert said(gate.made[0]) == []
    assert sp.status == ""
    sp.say("later")  # nothing, and no error


def test_nothing_asked_waits_for_a_start_that_hangs_and_the_news_comes_when_it_ends(closing):
    """Issue 36: speech-dispatcher with no sound device took 1.8 s to start or give up, and the menu
    asked why speech was off before it painted. Status and name answer at once; the reason comes by
    when_started."""
    gate = Gate(make=lambda backend, language, rate: SilentSpeaker("no sound device found", requested=backend))
    sp = closing(StartingSpeaker("auto", "en", 175, make=gate, reader=False))
    told: list[str] = []
    answers: list = []
    asking = threading.Thread(target=lambda: answers.extend([sp.status, sp.name, sp.speaking()]))
    asking.start()
    asking.join(3)  # the gate is shut: an answer that waited for the start would still be waiting
    assert not asking.is_alive() and answers == ["", "starting", False]
    assert sp.starting and not sp.may_be_reader
    sp.when_started(lambda: told.append(sp.status))
    assert told == []
    gate.opened.set()
    assert sp._thread.join(5) is None and told == ["no sound device found"]
    assert sp.status == "no sound device found" and sp.name == "off"
    sp.when_started(lambda: told.append("at once"))  # already started: called at once
    assert told[-1] == "at once"


def test_a_session_asks_which_route_without_waiting_when_no_reader_runs(closing):
    from app.session import Session
    from app.store.settings import Settings

    gate = Gate()
    sp = closing(StartingSpeaker("auto", "en", 175, make=gate, reader=False))
    session = Session(speaker=sp, settings=Settings(language="en"))
    answers: list = []
    asking = threading.Thread(target=lambda: answers.extend(
        [session.through_reader(), session.reader_reads_screen(), session.speech_notice()]))
    asking.start()
    asking.join(3)
    assert not asking.is_alive() and answers == [False, False, ""]
    assert closing(StartingSpeaker("auto", make=lambda *a: RecordingSpeaker())).may_be_reader  # one may run
    assert closing(StartingSpeaker("screenreader", make=lambda *a: RecordingSpeaker(), reader=False)).may_be_reader
    gate.opened.set()
    session.close()


def test_a_held_start_waits_for_begin_and_sentences_wait_with_it(closing):
    """Line mode holds the voice's start until its first line is written (it would only compete)."""
    made = threading.Event()

    def make(backend, language, rate):
        made.set()
        return RecordingSpeaker()

    sp = closing(StartingSpeaker("auto", "en", 175, make=make, reader=False, held=True))
    sp.say("Tabletalk, line mode.")
    assert not made.wait(0.3) and sp.starting  # held: nothing made before begin()
    sp.begin()
    assert made.wait(5) and said(sp.started) == [("Tabletalk, line mode.", True)]


def test_after_a_voice_with_no_sound_device_the_next_is_tried_once_begun(monkeypatch):
    """The fallback after an unheard voice (speech-dispatcher: imports, a server that may take seconds)
    waits for the first frame; the first voice does not."""
    import app.speech as speech

    tried: list[str] = []

    def construct(name, language, rate):
        tried.append(name)
        return SilentSpeaker("no sound device found" if name == "pyttsx3" else "", requested=name)

    monkeypatch.setattr(speech, "backend_problem", lambda name: "")
    monkeypatch.setattr(speech, "_construct", construct)
    waits: list[list[str]] = []
    speaker = speech.make_speaker("auto", reader=False, unheard_wait=lambda: waits.append(list(tried)))
    assert tried == ["pyttsx3", "espeak"] and waits == [["pyttsx3"]]
    assert speaker.requested == "espeak" and speaker.status == ""


class PrepEngine:
    def __init__(self) -> None:
        self.calls: list = []
        self.release = threading.Event()

    def open(self) -> None:
        pass

    def prepare(self, utt: Utterance) -> None:
        self.calls.append(("prepare", utt.language, utt.rate))
        assert self.release.wait(5)

    def speak(self, utt, token) -> None:
        self.calls.append(("speak", utt.text))

    def silence(self) -> None:
        pass

    def close(self) -> None:
        pass


def test_worker_prepare_is_not_speaking_and_comes_before_the_first_sentence(wait_for):
    engine = PrepEngine()
    worker = SpeechWorker(engine)
    try:
        worker.prepare(Utterance("", "cs", 120, False))
        assert wait_for(lambda: engine.calls == [("prepare", "cs", 120)])
        assert not worker.speaking() and worker.pending() == 0
        worker.submit(Utterance("hello"))
        assert worker.speaking()
        engine.release.set()
        assert worker.wait_idle(5)
        assert engine.calls == [("prepare", "cs", 120), ("speak", "hello")]
    finally:
        engine.release.set()
        worker.close()


def test_worker_prepare_is_dropped_by_a_sentence_that_interrupts_and_skipped_when_busy():
    engine = PrepEngine()
    engine.release.set()
    worker = SpeechWorker(engine)
    try:
        with worker._cond:  # the worker cannot take anything off the queue meanwhile
            worker.prepare(Utterance("", "sv"))
            worker.submit(Utterance("first"))
            worker.prepare(Utterance("", "fi"))  # something waits: not added
        assert worker.wait_idle(5)
        assert engine.calls == [("speak", "first")]
    finally:
        worker.close()


@pytest.mark.skipif(sys.platform != "linux", reason="Linux playback path")
def test_prepare_starts_the_first_player_ahead(tmp_path, closing, wait_for):
    out = tmp_path / "heard.wav"
    sp = closing(Pyttsx3Speaker("en", player=("sh", "-c", 'cat "$1" > "$0"', str(out))))
    engine = sp.engine
    engine.runner.keep_history = True
    sp.prepare()
    assert wait_for(lambda: engine._armed is not None and engine.last_voice == "gmw/en", timeout=5)
    armed = engine._armed
    assert armed.proc.poll() is None  # waiting on its FIFO
    sp.say("Main menu.")
    assert sp.wait_idle(10)
    [record] = engine.runner.history
    assert record.pid == armed.proc.pid and record.returncode == 0
    assert out.read_bytes()[:4] == b"RIFF"
    assert not os.path.exists(armed.path)
    sp.say("Again.")  # later players start with their sentence
    assert sp.wait_idle(10)
    assert len(engine.runner.history) == 2 and engine.runner.history[1].pid != armed.proc.pid


@pytest.mark.skipif(sys.platform != "linux", reason="Linux playback path")
def test_a_player_started_ahead_and_never_used_is_ended(tmp_path, wait_for):
    sp = Pyttsx3Speaker("en", player=("sh", "-c", 'cat "$1" > "$0"', str(tmp_path / "heard.wav")))
    sp.prepare()
    assert wait_for(lambda: sp.engine._armed is not None, timeout=5)
    armed = sp.engine._armed
    sp.close()
    assert armed.proc.returncode is not None
    assert not os.path.exists(armed.path)
