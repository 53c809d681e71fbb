"""eSpeak NG inside this process, through pyttsx3's libespeak-ng binding.

pyttsx3's own eSpeak driver cannot be used on Linux (it plays through a
blocking ``os.system("aplay ...")``, cannot be interrupted, prints "Audio
saved to ..." on stdout and, once save_to_file was used, keeps writing every
later say() into that file: see shared/notes/platform.md). This module uses
the same library binding (``pyttsx3.drivers._espeak``) but drives it itself:
libespeak-ng in synchronous mode, the audio collected by our own callback,
one utterance at a time under a process-wide lock. The caller then plays the
WAV through a child process it can stop (pyttsx3_backend.py).

A synthesis takes 2 to 5 ms for a sentence and is itself cancellable: the
callback returns 1 (abort) once the CancelToken is cancelled.

If pyttsx3's espeak driver was started in this process too (it initialises
the library in its asynchronous "retrieval" mode, once per process), we work
in that mode instead: Synth returns at once and we wait for the end event.
"""

from __future__ import annotations

import ctypes
import threading
import wave
from dataclasses import dataclass, field
from pathlib import Path

from .base import ESPEAK_VOICES, SpeechUnavailable, clamp_rate, clean_text, normalise_language
from .worker import CancelToken

_LOCK = threading.Lock()
_E = None  # the pyttsx3.drivers._espeak module once loaded
_we_initialised = False
_sample_rate = 22050
_callback_obj = None
_job: "_Job | None" = None

#: Longest a synthesis may take in the asynchronous mode before we give up.
ASYNC_TIMEOUT = 30.0


@dataclass
class Synthesis:
    """The audio of one utterance: 16-bit mono PCM."""

    pcm: bytes
    sample_rate: int
    voice: str  # the voice eSpeak NG used, e.g. "gmq/sv"
    cancelled: bool = False

    @property
    def duration(self) -> float:
        return len(self.pcm) / 2 / self.sample_rate if self.sample_rate else 0.0

    def write_wav(self, path: str | Path) -> None:
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(self.sample_rate)
            w.writeframes(self.pcm)


@dataclass
class _Job:
    token: CancelToken | None
    chunks: list = field(default_factory=list)
    done: threading.Event = field(default_factory=threading.Event)
    sample_rate: int | None = None


def _load():
    """The binding module; SpeechUnavailable with the reason if it cannot load."""
    global _E
    if _E is not None:
        return _E
    try:
        import pyttsx3  # noqa: F401
    except ImportError:
        raise SpeechUnavailable("pyttsx3 not installed") from None
    try:
        from pyttsx3.drivers import _espeak
    except Exception:  # RuntimeError from pyttsx3 when the library is missing
        raise SpeechUnavailable("libespeak-ng not found") from None
    _E = _espeak
    return _E


def _pyttsx3_owns_library() -> bool:
    """True if pyttsx3's espeak driver initialised libespeak-ng (async mode)."""
    try:
        from pyttsx3.drivers.espeak import EspeakDriver
    except Exception:
        return False
    return bool(getattr(EspeakDriver, "_moduleInitialized", False))


def _callback(wav, numsamples, events):
    job = _job
    if job is None:
        return 0
    E = _E
    try:
        if numsamples > 0 and wav:
            job.chunks.append(ctypes.string_at(wav, numsamples * 2))
        if events:
            i = 0
            while True:
                ev = events[i]
                if ev.type == E.EVENT_LIST_TERMINATED:
                    break
                if ev.type == E.EVENT_MSG_TERMINATED:
                    job.done.set()
                elif ev.type == 8:  # espeakEVENT_SAMPLERATE
                    job.sample_rate = ev.id.number or job.sample_rate
                i += 1
    except Exception:  # never let an exception cross into C
        return 1
    if job.token is not None and job.token.cancelled:
        job.done.set()
        return 1
    return 0


def ensure_ready() -> None:
    """Load and start libespeak-ng once per process (SpeechUnavailable if not possible)."""
    global _we_initialised, _sample_rate, _callback_obj
    E = _load()
    with _LOCK:
        if _callback_obj is None:
            _callback_obj = E.t_espeak_callback(_callback)
        if _we_initialised or _pyttsx3_owns_library():
            return
        rate = E.Initialize(E.AUDIO_OUTPUT_SYNCHRONOUS, 200, None, 0)
        if rate is None or rate <= 0:
            raise SpeechUnavailable("libespeak-ng failed to start")
        _sample_rate = int(rate)
        _we_initialised = True


def problem() -> str:
    """"" if in-process eSpeak NG works here, else the reason."""
    try:
        ensure_ready()
    except SpeechUnavailable as exc:
        return str(exc)
    return ""


def voice_for(lang: str) -> str:
    """The eSpeak NG voice name for one of our languages."""
    return ESPEAK_VOICES[normalise_language(lang)]


def synthesise(text: str, lang: str, rate: int, token: CancelToken | None = None) -> Synthesis:
    """Synthesise ``text`` in ``lang`` at ``rate`` words per minute."""
    global _job
    ensure_ready()
    E = _E
    text = clean_text(text)
    with _LOCK:
        sync = _we_initialised and not _pyttsx3_owns_library()
        E.cSetSynthCallback(_callback_obj)
        E.SetVoiceByName(voice_for(lang).encode("utf-8"))
        current = E.GetCurrentVoice()
        voice = ""
        if current and current.contents.identifier:
            voice = current.contents.identifier.decode("utf-8", "replace")
        E.SetParameter(E.RATE, clamp_rate(rate), 0)
        job = _Job(token)
        _job = job
        try:
            if text and not (token is not None and token.cancelled):
                E.Synth(text.encode("utf-8"), flags=E.ENDPAUSE | E.CHARS_UTF8)
                if not sync:
                    _wait_async(E, job, token)
        finally:
            _job = None
    sample_rate = _sample_rate if sync else (job.sample_rate or 22050)
    cancelled = token is not None and token.cancelled
    return Synthesis(b"".join(job.chunks), sample_rate, voice, cancelled)


def _wait_async(E, job: _Job, token: CancelToken | None) -> None:
    waited = 0.0
    while not job.done.wait(0.01):
        waited += 0.01
        if (token is not None and token.cancelled) or waited > ASYNC_TIMEOUT:
            E.Cancel()
            return


def synthesise_to_file(text: str, lang: str, rate: int, path: str | Path,
                       token: CancelToken | None = None) -> Synthesis:
    """Synthesise to a WAV file (22050 Hz mono 16-bit); the pyttsx3 backend's
    synthesis step on Linux, exposed for tests and tools."""
    result = synthesise(text, lang, rate, token)
    result.write_wav(path)
    return result
