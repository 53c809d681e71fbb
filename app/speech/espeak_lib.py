"""eSpeak NG inside this process, through our own small libespeak-ng binding (libespeak.py).

pyttsx3's own eSpeak driver cannot be used on Linux (it plays through a
blocking ``os.system("aplay ...")``, cannot be interrupted, prints "Audio
saved to ..." on stdout and, once save_to_file was used, keeps writing every
later say() into that file: see shared/notes/platform.md). This module drives
the library itself, through a ctypes binding of its own (libespeak.py; pyttsx3's
is a private module, ``pyttsx3.drivers._espeak``, so it is not used):
libespeak-ng in synchronous mode, the audio collected by our own callback,
one utterance at a time under a process-wide lock. The caller then plays the
WAV through a child process it can stop (pyttsx3_backend.py).

A synthesis takes 1 to 10 ms for a sentence and is itself cancellable: the
callback returns 1 (abort) once the CancelToken is cancelled. The library
hands over the audio in chunks of up to BUFFER_MS; ``synthesise(...,
on_audio=...)`` passes each one on at once (the pyttsx3 backend streams it to
the player). Every call into the library gives up the GIL and must get it
back from a UI thread that is busy drawing, so the voice and rate are only
set when they change (``prepare()`` sets them, or finds them set).

If pyttsx3's espeak driver was started in this process too (it initialises
the library in its asynchronous "retrieval" mode, once per process), we work
in that mode instead: Synth returns at once and we wait for the end event.
"""

from __future__ import annotations

import ctypes
import struct
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .base import ESPEAK_VOICES, SpeechUnavailable, clamp_rate, clean_text, normalise_language
from .worker import CancelToken

_LOCK = threading.Lock()
_E = None  # the libespeak binding module once loaded
_we_initialised = False
#: True once pyttsx3's espeak driver started the library here (``pyttsx3_started``).
_pyttsx3_owns = False
_sample_rate = 22050
_callback_obj = None
_job: "_Job | None" = None
#: (voice name, rate, voice identifier) last set in the synchronous mode.
_voice_set: tuple[str, int, str] | None = None

#: Longest a synthesis may take in the asynchronous mode before we give up.
ASYNC_TIMEOUT = 30.0
#: Milliseconds of audio in each chunk the library hands over (and the
#: granularity of a cancel during synthesis). Each chunk's callback needs the
#: GIL back, which at start-up means taking it from the thread that is
#: loading the screen: the menu's first sentence came in 75 chunks of 200 ms
#: and slowed the first paint; in 1 s chunks it is about 15. A chunk takes
#: a millisecond or two to make, so a cancel is still seen at once (and the
#: player is stopped at once anyway).
BUFFER_MS = 1000


#: The data size a streamed WAV header gives (the length is not known yet):
#: players read to the end of the stream, as they do for sox's pipes.
STREAMED = 0x7FFFFFFF - 36


def wav_header(sample_rate: int, size: int = STREAMED) -> bytes:
    """The 44-byte header of a WAV of ``size`` bytes of 16-bit mono PCM."""
    return struct.pack("<4sI4s4sIHHIIHH4sI", b"RIFF", 36 + size, b"WAVE", b"fmt ", 16, 1, 1,
                       sample_rate, sample_rate * 2, 2, 16, b"data", size)


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

    def wav_bytes(self) -> bytes:
        """The audio as a WAV file (RIFF, PCM, mono, 16-bit)."""
        return wav_header(self.sample_rate, len(self.pcm)) + self.pcm

    def write_wav(self, path: str | Path) -> None:
        Path(path).write_bytes(self.wav_bytes())


@dataclass
class _Job:
    token: CancelToken | None
    on_audio: "Callable[[bytes, int], None] | None" = None
    chunks: list = field(default_factory=list)
    done: threading.Event = field(default_factory=threading.Event)
    sample_rate: int | None = None


def _load():
    """The binding module; SpeechUnavailable with the reason if it cannot load."""
    global _E
    if _E is not None:
        return _E
    try:
        from . import libespeak
    except OSError:  # the library is missing (or cannot be loaded here)
        raise SpeechUnavailable("libespeak-ng not found") from None
    _E = libespeak
    return _E


def paced() -> bool:
    """True when a synthesis may wait in its callback for as long as it likes: our synchronous
    mode (in pyttsx3's asynchronous one a synthesis ends after ASYNC_TIMEOUT)."""
    return not _pyttsx3_owns_library()


def load_binding() -> None:
    """Import our binding, which loads libespeak-ng, without starting the library
    (SpeechUnavailable with the reason if it cannot load)."""
    _load()


def pyttsx3_started() -> None:
    """Note that pyttsx3's espeak driver has started libespeak-ng in this process: it does so once per
    process, in its asynchronous mode, and keeps it. Told by the one place that starts that driver
    (``pyttsx3_backend.NativePyttsx3Engine``), so pyttsx3's own private flag is never read."""
    global _pyttsx3_owns
    _pyttsx3_owns = True


def _pyttsx3_owns_library() -> bool:
    """True if pyttsx3's espeak driver initialised libespeak-ng (async mode)."""
    return _pyttsx3_owns


def _callback(wav, numsamples, events):
    job = _job
    if job is None:
        return 0
    E = _E
    assert E is not None, "a job runs only once the binding is loaded"
    try:
        chunk = ctypes.string_at(wav, numsamples * 2) if numsamples > 0 and wav else b""
        if chunk:
            job.chunks.append(chunk)
        ended = False
        if events:
            i = 0
            while True:
                ev = events[i]
                if ev.type == E.EVENT_LIST_TERMINATED:
                    break
                if ev.type == E.EVENT_MSG_TERMINATED:
                    ended = True
                elif ev.type == E.EVENT_SAMPLERATE:
                    job.sample_rate = ev.id.number or job.sample_rate
                i += 1
        if chunk and job.on_audio is not None and not (job.token is not None and job.token.cancelled):
            job.on_audio(chunk, job.sample_rate or _sample_rate)
        if ended:
            job.done.set()
    except Exception:  # never let an exception cross into C
        job.done.set()
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
        rate = E.Initialize(E.AUDIO_OUTPUT_SYNCHRONOUS, BUFFER_MS, None, 0)
        if rate is None or rate <= 0:
            raise SpeechUnavailable("libespeak-ng failed to start")
        _sample_rate = int(rate)
        E.cSetSynthCallback(_callback_obj)
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


def _set_voice(E, lang: str, rate: int, sync: bool) -> str:
    """Set the voice and rate (under _LOCK); return the voice's identifier.

    In the synchronous mode nobody else touches the library, so what was set
    last is remembered and not set again.
    """
    global _voice_set
    name = voice_for(lang)
    rate = clamp_rate(rate)
    if sync and _voice_set is not None and _voice_set[:2] == (name, rate):
        return _voice_set[2]
    _voice_set = None
    if not sync:
        E.cSetSynthCallback(_callback_obj)  # pyttsx3's driver sets its own
    E.SetVoiceByName(name.encode("utf-8"))
    current = E.GetCurrentVoice()
    voice = ""
    if current and current.contents.identifier:
        voice = current.contents.identifier.decode("utf-8", "replace")
    E.SetParameter(E.RATE, rate, 0)
    if sync:
        _voice_set = (name, rate, voice)
    return voice


def _synchronous() -> bool:
    return _we_initialised and not _pyttsx3_owns_library()


def prepare(lang: str, rate: int) -> str:
    """Start the library and set the voice and rate, ready for a sentence; return the voice's identifier."""
    ensure_ready()
    with _LOCK:
        return _set_voice(_E, lang, rate, _synchronous())


def synthesise(text: str, lang: str, rate: int, token: CancelToken | None = None,
               on_audio: Callable[[bytes, int], None] | None = None) -> Synthesis:
    """Synthesise ``text`` in ``lang`` at ``rate`` words per minute.

    ``on_audio(pcm, sample_rate)``, if given, gets each chunk as soon as it
    is made (on this thread, inside the library's call: it must be quick).
    """
    global _job
    ensure_ready()
    E = _E
    assert E is not None, "ensure_ready loaded the binding"
    text = clean_text(text)
    with _LOCK:
        sync = _synchronous()
        voice = _set_voice(E, lang, rate, sync)
        job = _Job(token, on_audio)
        _job = job
        try:
            if text and not (token is not None and token.cancelled):
                E.Synth(text.encode("utf-8"), E.ENDPAUSE | E.CHARS_UTF8)
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
