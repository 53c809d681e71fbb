"""The "pyttsx3" backend, the engine of record.

Windows (SAPI5) and macOS (NSSpeechSynthesizer): pyttsx3 itself, owned by
the worker thread and driven with its external loop (startLoop(False) +
iterate()), so that engine.stop() runs on the thread that owns the engine
(COM and Cocoa objects must not be used from another thread). An interrupt
is seen within 10 ms.

Linux: pyttsx3's eSpeak driver cannot be interrupted (platform notes), so
each utterance is synthesised in this process with pyttsx3's libespeak-ng
binding (espeak_lib.py, 1 to 10 ms a sentence) and played by an
``aplay -q <file>.wav`` child that an interrupt terminates at once. The
file is a FIFO: the player is started first (it opens the sound device
meanwhile) and gets the WAV as it is synthesised, header first, so the
sound starts after the first chunk rather than after the whole sentence,
and the rest is made no more than AHEAD_S ahead of the player (where FIFOs
cannot be made, a whole WAV file is written first).
"""

from __future__ import annotations

import itertools
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import espeak_lib
from .base import DEFAULT_RATE, SpeechUnavailable, clamp_rate
from .children import ChildRunner, Feed
from .worker import CancelToken, Utterance, WorkerSpeaker

#: Synthesis step of this backend on Linux (exposed for tests and tools).
synthesise_to_file = espeak_lib.synthesise_to_file

PLAYER = ("aplay", "-q")
#: Seconds of sound synthesised ahead of the player, at most (streaming through a FIFO). The
#: library makes sound a thousand times faster than it is played, so a long sentence was all
#: made at once: the menu's first one (13 s) took the processor from the screen being loaded.
#: Now the first seconds are made at once and the rest as the player goes on; a sentence cut
#: off is never made in full.
AHEAD_S = 3.0


def uses_native_engine() -> bool:
    """True where pyttsx3 drives the system voice itself (Windows, macOS)."""
    return sys.platform in ("win32", "darwin")


def problem() -> str:
    """"" if this backend can start here, else the reason (cheap checks only)."""
    if uses_native_engine():
        try:
            import pyttsx3  # noqa: F401
        except ImportError:
            return "pyttsx3 not installed"
        return ""
    reason = espeak_lib.problem()
    if reason:
        return reason
    if shutil.which(PLAYER[0]) is None:
        return f"{PLAYER[0]} not found"
    return ""


@dataclass
class _Armed:
    """A player started ahead of the first sentence, waiting on its FIFO."""

    path: Path
    fd: int
    proc: Any  # subprocess.Popen


class EspeakLibPlayerEngine:
    """Linux: synthesise in this process, play through a child we can stop.

    ``prepare()`` (the first thing the worker does when the speaker is
    started by start_speaker) sets the voice and starts the player of the
    first sentence on its FIFO, so that both are ready when it comes (a real
    player opens the sound device meanwhile). Only that first player is
    started ahead: later ones start with their sentence, as before.
    """

    def __init__(self, player: tuple[str, ...] = PLAYER, keep_history: bool = False) -> None:
        self.player = tuple(player)
        self.runner = ChildRunner(keep_history=keep_history)
        self._dir: str | None = None
        self._count = itertools.count()
        self._armed: _Armed | None = None
        self._prepared = False
        self.last_voice = ""
        #: Why no sound can be played here, found at open() (see sound.py), or "".
        self.device_problem = ""

    def open(self) -> None:
        program = shutil.which(self.player[0])
        if program is None:
            raise SpeechUnavailable(f"{self.player[0]} not found")
        self.player = (program, *self.player[1:])
        if Path(program).name == PLAYER[0]:
            from .sound import sound_problem

            self.device_problem = sound_problem()
        espeak_lib.ensure_ready()
        self._dir = tempfile.mkdtemp(prefix="tabletalk-speech-")

    def prepare(self, utt: Utterance) -> None:
        """Start the first sentence's player on its FIFO, then set the voice and rate (the
        first time takes about 5 ms of loading). Only the first call does anything."""
        if self._prepared:
            return
        self._prepared = True
        fifo = self._fifo()
        if fifo is not None:
            path, fd = fifo
            proc = self.runner.start([*self.player, str(path)])
            if proc is None:
                self._drop_fifo(path, fd)
            else:
                self._armed = _Armed(path, fd, proc)
        self.last_voice = espeak_lib.prepare(utt.language, utt.rate)

    def _fifo(self) -> tuple[Path, int] | None:
        """A new FIFO in our folder and our end of it; None where FIFOs cannot be made."""
        path = Path(self._dir or tempfile.gettempdir()) / f"u{next(self._count)}.wav"
        try:
            os.mkfifo(path)
            # Read and write: opening never waits for the player, and writing
            # does not fail if the player has gone (the bytes are dropped).
            return path, os.open(path, os.O_RDWR | os.O_NONBLOCK)
        except (OSError, AttributeError):
            try:
                path.unlink()
            except OSError:
                pass
            return None

    @staticmethod
    def _drop_fifo(path: Path, fd: int) -> None:
        try:
            os.close(fd)
        except OSError:
            pass
        try:
            path.unlink()
        except OSError:
            pass

    def _disarm(self) -> _Armed | None:
        """Take the player started ahead; None if there is none or it has already exited."""
        armed, self._armed = self._armed, None
        if armed is not None and armed.proc.poll() is not None:
            self._drop_fifo(armed.path, armed.fd)
            armed = None
        return armed

    def speak(self, utt: Utterance, token: CancelToken) -> None:
        armed = self._disarm()
        started = None
        if armed is not None:
            path, fd, started = armed.path, armed.fd, armed.proc
        else:
            fifo = self._fifo()
            if fifo is None:  # no FIFOs here: a whole file, then the player
                path = Path(self._dir or tempfile.gettempdir()) / f"u{next(self._count)}.wav"
                self._speak_file(utt, token, path)
                return
            path, fd = fifo
        feed = Feed(fd)
        made = [0.0, 0.0]  # seconds of sound made, and when the first piece was handed over
        paced = espeak_lib.paced()
        try:
            def on_audio(pcm: bytes, sample_rate: int) -> None:
                feed.write(pcm if feed.written or feed.waiting else espeak_lib.wav_header(sample_rate) + pcm)
                if not made[0]:
                    made[1] = time.monotonic()
                made[0] += len(pcm) / 2 / sample_rate
                # No more than AHEAD_S made ahead of the player; a cancel, or a player that has
                # gone (no sound device), ends the wait at once.
                while paced and not token.cancelled and not player_gone():
                    ahead = made[0] - (time.monotonic() - made[1]) - AHEAD_S
                    if ahead <= 0 or token.wait(min(ahead, 0.25)):
                        return
                    feed.flush()  # keep the pipe full meanwhile

            def player_gone() -> bool:
                player = self.runner.running
                return player is not None and player.poll() is not None

            def synthesise() -> None:
                self.last_voice = espeak_lib.prepare(utt.language, utt.rate)
                result = espeak_lib.synthesise(utt.text, utt.language, utt.rate, token, on_audio)
                self.last_voice = result.voice
                if not (feed.written or feed.waiting):  # no sound at all: an empty WAV, not an error
                    feed.write(espeak_lib.wav_header(result.sample_rate, 0))
                feed.finish()

            # The player starts first (and opens the sound device) while the
            # voice is set and the sentence synthesised (or was started by
            # prepare()), and gets each piece as it is made.
            self.runner.run([*self.player, str(path)], token, during=synthesise, feed=feed,
                            started=started)
        finally:
            feed.close()
            try:
                path.unlink()
            except OSError:
                pass

    def _speak_file(self, utt: Utterance, token: CancelToken, path: Path) -> None:
        try:
            result = espeak_lib.synthesise_to_file(utt.text, utt.language, utt.rate, path, token)
            self.last_voice = result.voice
            if result.cancelled or token.cancelled or not result.pcm:
                return
            self.runner.run([*self.player, str(path)], token)
        finally:
            try:
                path.unlink()
            except OSError:
                pass

    @property
    def runtime_problem(self) -> str:
        """No sound device found at start, or the player failed three times in a row."""
        if self.device_problem:
            return self.device_problem
        if self.runner.failures >= 3:
            player = Path(self.player[0]).name
            return f"{player} failed (exit {self.runner.last_failure}): no sound device?"
        return ""

    def silence(self) -> None:
        return None

    def close(self) -> None:
        armed = self._disarm()
        if armed is not None:
            self.runner.discard(armed.proc)
            self._drop_fifo(armed.path, armed.fd)
        if self._dir:
            shutil.rmtree(self._dir, ignore_errors=True)
            self._dir = None


def _co_initialize() -> None:
    """COM must be initialised on each thread that uses SAPI5."""
    if sys.platform != "win32":
        return
    try:
        import pythoncom

        pythoncom.CoInitialize()
    except Exception:
        try:
            import comtypes

            comtypes.CoInitialize()
        except Exception:
            pass


def _run_loop_pump():
    """On macOS, NSSpeechSynthesizer's callbacks need the thread's run loop."""
    if sys.platform != "darwin":
        return None
    try:
        from Foundation import NSDate, NSDefaultRunLoopMode, NSRunLoop
    except Exception:
        return None

    def pump(seconds: float) -> None:
        NSRunLoop.currentRunLoop().runMode_beforeDate_(
            NSDefaultRunLoopMode, NSDate.dateWithTimeIntervalSinceNow_(seconds))

    return pump


def _matches(voice, lang: str) -> bool:
    for code in getattr(voice, "languages", None) or []:
        if isinstance(code, bytes):
            code = code.decode("utf-8", "ignore")
        code = str(code).lstrip("\x05").replace("-", "_").lower()
        if code == lang or code.startswith(lang + "_"):
            return True
    return False


class NativePyttsx3Engine:
    """pyttsx3 with the platform's own driver (or any named driver: tests use "dummy")."""

    TICK = 0.01

    def __init__(self, driver: str | None = None) -> None:
        self.driver = driver
        self.engine: Any = None  # pyttsx3's Engine, once open (pyttsx3 has no types)
        self.voices: list = []
        self._language: str | None = None
        self._rate: int | None = None
        self._finished: set[str] = set()
        self._count = itertools.count()
        self._pump = None
        self.voice_missing: set[str] = set()

    def open(self) -> None:
        _co_initialize()
        try:
            import pyttsx3.engine
        except ImportError:
            raise SpeechUnavailable("pyttsx3 not installed") from None
        try:
            # A fresh Engine (pyttsx3.init() would hand out one shared per driver).
            self.engine = pyttsx3.engine.Engine(self.driver)
            if self.engine.driver_name == "espeak":  # (the driver pyttsx3 chose, when given none)
                espeak_lib.pyttsx3_started()  # it started libespeak-ng in its own mode, for good
            self.engine.connect("finished-utterance", self._on_finished)
            self.engine.startLoop(False)
        except Exception as exc:
            first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
            raise SpeechUnavailable(f"pyttsx3 init failed: {first[:100]}") from None
        try:
            self.voices = list(self.engine.getProperty("voices") or [])
        except Exception:
            self.voices = []
        self._pump = _run_loop_pump()

    def prepare(self, utt: Utterance) -> None:
        """Choose the voice and rate now."""
        self._apply(utt)

    def _on_finished(self, name=None, completed=True, **_kw) -> None:
        if name is not None:
            self._finished.add(str(name))

    def _apply(self, utt: Utterance) -> None:
        if utt.language != self._language:
            self._language = utt.language
            voice = next((v for v in self.voices if _matches(v, utt.language)), None)
            try:
                if voice is not None:
                    self.engine.setProperty("voice", voice.id)
                else:
                    self.voice_missing.add(utt.language)
                    self.engine.setProperty("voice", utt.language)  # eSpeak takes a code
            except Exception:
                pass
        if utt.rate != self._rate:
            self._rate = utt.rate
            try:
                self.engine.setProperty("rate", clamp_rate(utt.rate))
            except Exception:
                pass

    def _tick(self, token: CancelToken) -> None:
        try:
            self.engine.iterate()
        except Exception:
            pass
        if self._pump is not None:
            self._pump(self.TICK)
        else:
            token.wait(self.TICK)

    def speak(self, utt: Utterance, token: CancelToken) -> None:
        self._apply(utt)
        name = f"u{next(self._count)}"
        self.engine.say(utt.text, name)
        # Safety net if the driver never reports the end: twice the expected time + 5 s.
        words = max(1, len(utt.text.split()))
        limit = time.monotonic() + 5.0 + 2 * 60.0 * words / max(1, utt.rate)
        while name not in self._finished:
            if token.cancelled or time.monotonic() > limit:
                self._stop()
                break
            self._tick(token)
        self._finished.discard(name)

    def _stop(self) -> None:
        try:
            self.engine.stop()
        except Exception:
            pass
        try:
            self.engine.iterate()
        except Exception:
            pass

    def silence(self) -> None:
        if self.engine is not None:
            self._stop()

    def close(self) -> None:
        if self.engine is None:
            return
        self._stop()
        try:
            self.engine.endLoop()
        except Exception:
            pass
        self.engine = None


class Pyttsx3Speaker(WorkerSpeaker):
    """The pyttsx3 backend. Raises SpeechUnavailable when it cannot start.

    ``driver`` forces pyttsx3's own engine with that driver on any platform
    (tests use "dummy"); by default Linux uses the eSpeak NG + aplay path.
    """

    def __init__(self, language: str = "en", rate: int = DEFAULT_RATE, *,
                 driver: str | None = None, player: tuple[str, ...] | None = None) -> None:
        engine: NativePyttsx3Engine | EspeakLibPlayerEngine
        if driver is not None or uses_native_engine():
            engine = NativePyttsx3Engine(driver)
        else:
            engine = EspeakLibPlayerEngine(player or PLAYER)
        super().__init__(engine, name="pyttsx3", language=language, rate=rate)


__all__ = [
    "EspeakLibPlayerEngine",
    "NativePyttsx3Engine",
    "Pyttsx3Speaker",
    "problem",
    "synthesise_to_file",
    "uses_native_engine",
]
