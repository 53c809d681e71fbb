"""Speech timings: say() on the caller's thread, and how fast an interrupt
silences the utterance that is playing.

    .venv/bin/python bench/speech_bench.py

1. say() call time over 200 calls (median, p95, max) for each backend that
   works here, interrupting and queueing.
2. Start latency: say() to the start of the child that plays it (for
   pyttsx3 that includes the in-process synthesis and the WAV file).
3. Interrupt latency: time from say(..., interrupt=True) on the caller's
   thread to the exit of the old utterance's child (as the worker reaped it),
   over 20 interrupts, for
   - a stand-in child (`sleep 5`),
   - the pyttsx3 backend's real player, aplay, kept busy playing an endless
     stream (needs an audio device; `pcm.!default { type null }` in
     ~/.asoundrc is enough),
   - the espeak backend (espeak-ng speaking a long text).
"""

from __future__ import annotations

import shutil
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.speech import available_backends, make_speaker  # noqa: E402
from app.speech.children import CommandEngine  # noqa: E402
from app.speech.espeak_backend import EspeakSpeaker  # noqa: E402
from app.speech.pyttsx3_backend import Pyttsx3Speaker  # noqa: E402
from app.speech.worker import WorkerSpeaker  # noqa: E402

CALLS = 200
INTERRUPTS = 20
LONG_TEXT = " ".join(["Det är din tur att spela, välj ett kort ur handen."] * 60)


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def say_times(speaker, interrupt: bool) -> list[float]:
    times = []
    for i in range(CALLS):
        t0 = time.perf_counter()
        speaker.say(f"Announcement number {i}: green M2, row 3.", interrupt=interrupt)
        times.append(time.perf_counter() - t0)
    return times


def wait_for(predicate, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.0005)
    return predicate()


def interrupt_latencies(speaker, runner, text: str, settle: float = 0.05) -> list[float] | str:
    """Seconds from an interrupting say() to the old child's exit."""
    runner.keep_history = True
    out = []
    speaker.say(text)
    for _ in range(INTERRUPTS):
        if not wait_for(lambda: runner.history and runner.history[-1].ended_at is None, 5):
            return "no child kept playing (no audio device?)"
        time.sleep(settle)
        old = runner.history[-1]
        if old.ended_at is not None:
            return "the child ended by itself before the interrupt (no audio device?)"
        t0 = time.monotonic()
        speaker.say(text)
        if not wait_for(lambda: old.ended_at is not None, 2):
            return "the old child did not exit within 2 s"
        out.append(old.ended_at - t0)
    speaker.stop()
    return out


def row(label: str, values) -> None:
    if isinstance(values, str):
        print(f"  {label:<44} n/a: {values}")
        return
    ms = [v * 1000 for v in values]
    print(f"  {label:<44} median {statistics.median(ms):7.3f} ms   p95 {pct(ms, 95):7.3f} ms   "
          f"max {max(ms):7.3f} ms   (n={len(ms)})")


def reader_calls() -> None:
    """say() to the call into the screen reader (prismatoid's output()), through the real worker
    and PrismEngine; the reader is a stand-in that notes the time (no NVDA, JAWS or Orca runs here)."""
    from types import SimpleNamespace

    from app.speech.prism_backend import ScreenReaderSpeaker

    calls: list[float] = []

    class Reader:
        features = SimpleNamespace(is_supported_at_runtime=True, supports_output=True, supports_is_speaking=True)
        speaking = False

        def output(self, text, interrupt=False):
            calls.append(time.perf_counter())

        def stop(self):
            pass

    class Context:
        backends_count = 1

        def id_of(self, index):
            return 1

        def name_of(self, backend_id):
            return "stand-in reader"

        def create(self, backend_id):
            return Reader()

    prism = SimpleNamespace(BackendId=SimpleNamespace(NVDA=1), Context=Context)
    speaker = ScreenReaderSpeaker("sv", module=prism)
    delays = []
    for i in range(INTERRUPTS * 5):
        count = len(calls)
        t0 = time.perf_counter()
        speaker.say(f"Det är din tur, spelare {i}.")
        if not wait_for(lambda: len(calls) > count, 2):
            break
        delays.append(calls[count] - t0)
        speaker.wait_idle(1) if hasattr(speaker, "wait_idle") else time.sleep(0.01)
    row("screenreader backend (stand-in reader)", delays or "no call")
    speaker.close()


def main() -> None:
    print(f"speech backends here: {', '.join(available_backends())}")

    print(f"\nsay() on the caller's thread, {CALLS} calls")
    for backend in available_backends():
        speaker = make_speaker(backend, language="sv")
        if speaker.status:
            print(f"  {backend}: off ({speaker.status})")
            continue
        for interrupt in (True, False):
            speaker.stop()
            row(f"{backend}, interrupt={interrupt}", say_times(speaker, interrupt))
        speaker.stop()
        speaker.close()

    print(f"\nsay() -> the child that speaks it has started, {INTERRUPTS} utterances")
    for name, cls in (("pyttsx3 backend (synthesis + aplay)", Pyttsx3Speaker),
                      ("espeak backend (espeak-ng)", EspeakSpeaker)):
        try:
            speaker = cls("sv")
        except Exception as exc:  # noqa: BLE001
            row(name, str(exc))
            continue
        runner = speaker.engine.runner
        runner.keep_history = True
        starts = []
        for i in range(INTERRUPTS):
            speaker.wait_idle(5)
            count = len(runner.history)
            t0 = time.monotonic()
            speaker.say(f"Det är din tur, spelare {i}.")
            if not wait_for(lambda: len(runner.history) > count, 2):
                break
            starts.append(runner.history[count].started_at - t0)
        row(name, starts or "no child started")
        speaker.close()

    print(f"\nsay() -> the screen reader's output() call, {INTERRUPTS * 5} utterances")
    reader_calls()

    print(f"\nsay(interrupt=True) -> old child exited, {INTERRUPTS} interrupts")
    sleep = shutil.which("sleep") or "sleep"
    engine = CommandEngine(lambda utt: [sleep, "5"])
    fake = WorkerSpeaker(engine, name="fake")
    row("stand-in child (sleep 5)", interrupt_latencies(fake, engine.runner, "x"))
    fake.close()

    if shutil.which("aplay"):
        endless = ("aplay", "-q", "-t", "raw", "-f", "S16_LE", "-r", "22050", "-c", "1", "/dev/zero")
        try:
            sp = Pyttsx3Speaker("sv", player=endless)
        except Exception as exc:  # noqa: BLE001
            row("pyttsx3 backend: aplay playing", str(exc))
        else:
            row("pyttsx3 backend: aplay playing", interrupt_latencies(sp, sp.engine.runner, "Din tur."))
            sp.close()
    try:
        es = EspeakSpeaker("sv")
    except Exception as exc:  # noqa: BLE001
        row("espeak backend: espeak-ng speaking", str(exc))
    else:
        row("espeak backend: espeak-ng speaking", interrupt_latencies(es, es.engine.runner, LONG_TEXT, 0.02))
        es.close()


if __name__ == "__main__":
    main()
