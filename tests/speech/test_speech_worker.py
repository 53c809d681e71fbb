"""The worker thread: queueing, interrupting, stopping, with stand-in children."""

from __future__ import annotations

import os
import signal
import sys
import threading

import pytest

from app.speech.children import ChildRunner, CommandEngine
from app.speech.worker import CancelToken, Utterance, WorkerSpeaker


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def fake_speaker(argv, closing):
    """A Speaker whose every utterance is the child ``argv``; records the texts started."""
    started: list[str] = []

    def argv_for(utt: Utterance):
        started.append(utt.text)
        return argv

    engine = CommandEngine(argv_for, keep_history=True)
    speaker = closing(WorkerSpeaker(engine, name="fake"))
    return speaker, engine.runner.history, started


def test_interrupt_terminates_old_child_and_drops_queue(closing, long_child, wait_for):
    """The old child is cut off (SIGTERM, long before its 5 s end) and the queue dropped.

    How fast that is (well under 100 ms) is measured by `make bench` (speech_bench), not here.
    """
    speaker, history, started = fake_speaker(long_child, closing)
    speaker.say("first")
    assert wait_for(lambda: len(history) == 1), "the first child never started"
    first = history[0]
    speaker.say("second", interrupt=False)
    speaker.say("third", interrupt=False)
    assert speaker.worker.pending() == 2

    speaker.say("fourth")  # interrupt=True is the default
    assert wait_for(lambda: first.ended_at is not None, timeout=4.0)
    assert first.returncode == -signal.SIGTERM, "the old child ran to its end instead of being cut off"
    assert _gone(first.pid)

    assert wait_for(lambda: len(history) == 2)
    assert started == ["first", "fourth"], "queued utterances were not dropped"
    assert speaker.worker.pending() == 0


def test_non_interrupting_says_are_spoken_in_order(closing, wait_for):
    speaker, history, started = fake_speaker([sys.executable, "-c", "pass"], closing)
    for word in ("one", "two", "three"):
        speaker.say(word, interrupt=False)
    assert speaker.wait_idle(10)
    assert started == ["one", "two", "three"]
    assert [r.returncode for r in history] == [0, 0, 0]


def test_speaking_is_true_while_spoken_or_queued_and_false_after(closing, long_child, wait_for):
    """speaking() is what the bots' pace waits on: True from say() until the last utterance ends."""
    speaker, history, started = fake_speaker(long_child, closing)
    assert not speaker.speaking()
    speaker.say("first")
    assert speaker.speaking()  # queued, maybe not started yet: already speaking
    assert wait_for(lambda: len(history) == 1)
    speaker.say("second", interrupt=False)
    assert speaker.speaking()
    speaker.stop()
    assert wait_for(lambda: not speaker.speaking(), timeout=1.0)
    assert started == ["first"]


def test_stop_cuts_off_and_empties_queue(closing, long_child, wait_for):
    speaker, history, started = fake_speaker(long_child, closing)
    speaker.say("first")
    speaker.say("second", interrupt=False)
    assert wait_for(lambda: len(history) == 1)
    speaker.stop()
    assert wait_for(lambda: history[0].ended_at is not None, timeout=4.0)
    assert history[0].returncode == -signal.SIGTERM
    assert speaker.wait_idle(2)
    assert started == ["first"]


def test_close_kills_child_and_ends_thread(closing, long_child, wait_for):
    speaker, history, started = fake_speaker(long_child, closing)
    speaker.say("first")
    assert wait_for(lambda: len(history) == 1)
    speaker.close()
    assert not speaker.worker._thread.is_alive()
    assert history[0].ended_at is not None and _gone(history[0].pid)
    speaker.say("after close")  # does nothing, raises nothing
    speaker.stop()
    speaker.close()
    assert started == ["first"]


def test_child_ignoring_sigterm_is_killed(closing, tmp_path, wait_for):
    ready = tmp_path / "ready"
    stubborn = [
        sys.executable, "-c",
        "import pathlib, signal, sys, time\n"
        "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
        "pathlib.Path(sys.argv[1]).touch()\n"
        "time.sleep(10)\n",
        str(ready),
    ]
    speaker, history, started = fake_speaker(stubborn, closing)
    speaker.say("stubborn")
    assert wait_for(ready.exists, timeout=5.0)
    speaker.say("next")
    assert wait_for(lambda: history[0].ended_at is not None, timeout=8.0)
    assert history[0].returncode == -signal.SIGKILL, "a child that ignores SIGTERM must be killed"


def test_say_never_waits_for_the_engine(closing, wait_for):
    """say() only queues: 200 calls return while the engine is stuck in an utterance.

    How long a call takes (a few microseconds) is measured by `make bench` (speech_bench).
    """
    release = threading.Event()
    spoken: list[str] = []

    class StuckEngine:
        def open(self) -> None: ...
        def speak(self, utt: Utterance, token: CancelToken) -> None:
            spoken.append(utt.text)
            release.wait(10)  # deaf to cancelling: only the end of the test lets it go
        def silence(self) -> None: ...
        def close(self) -> None: ...

    speaker = closing(WorkerSpeaker(StuckEngine(), name="stuck"))
    speaker.say("first")
    assert wait_for(lambda: spoken == ["first"])

    def announce() -> None:
        for i in range(200):
            speaker.say(f"announcement {i}", interrupt=False)
        speaker.say("last")  # interrupting a stuck engine returns at once too

    caller = threading.Thread(target=announce)
    caller.start()
    caller.join(10)
    stuck = caller.is_alive()
    pending = speaker.worker.pending()
    release.set()
    assert not stuck, "say() waited for the engine"
    assert pending == 1 and spoken == ["first"]
    assert wait_for(lambda: spoken == ["first", "last"])


def test_empty_text_is_not_spoken(closing):
    speaker, history, started = fake_speaker([sys.executable, "-c", "pass"], closing)
    speaker.say("")
    speaker.say("   \n ")
    assert speaker.wait_idle(2)
    assert started == []


def test_language_and_rate_travel_with_each_utterance(closing):
    seen: list[tuple[str, int]] = []

    def argv_for(utt):
        seen.append((utt.language, utt.rate))
        return [sys.executable, "-c", "pass"]

    speaker = closing(WorkerSpeaker(CommandEngine(argv_for), name="fake"))
    speaker.say("a", interrupt=False)
    speaker.set_language("sv")
    speaker.set_rate(250)
    speaker.say("b", interrupt=False)
    speaker.set_language("cs")
    speaker.set_rate(10)  # clamped to 80
    speaker.say("c", interrupt=False)
    assert speaker.wait_idle(10)
    assert seen == [("en", 175), ("sv", 250), ("cs", 80)]


def test_runner_does_not_start_a_cancelled_utterance():
    token = CancelToken()
    token.cancel()
    runner = ChildRunner(keep_history=True)
    assert runner.run(["sleep", "5"], token) is None
    assert runner.history == []


def test_cancel_callback_runs_once_even_if_registered_late():
    token = CancelToken()
    calls = []
    token.on_cancel(lambda: calls.append("early"))
    token.cancel()
    token.cancel()
    token.on_cancel(lambda: calls.append("late"))
    assert calls == ["early", "late"]
    assert token.cancelled and token.wait(0)


def test_engine_that_fails_to_open_reports_reason():
    class Broken:
        def open(self):
            raise OSError("no audio device")

        def speak(self, utt, token): ...
        def silence(self): ...
        def close(self): ...

    from app.speech.base import SpeechUnavailable

    with pytest.raises(SpeechUnavailable, match="no audio device"):
        WorkerSpeaker(Broken(), name="broken")


def test_engine_errors_do_not_reach_the_caller(closing):
    class Flaky:
        def open(self): ...
        def speak(self, utt, token):
            raise RuntimeError("synthesis failed")
        def silence(self): ...
        def close(self): ...

    speaker = closing(WorkerSpeaker(Flaky(), name="flaky"))
    speaker.say("one", interrupt=False)
    speaker.say("two", interrupt=False)
    assert speaker.wait_idle(2)
    assert speaker.worker.errors == 2
