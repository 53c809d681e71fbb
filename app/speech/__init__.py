"""Speech: the Speaker protocol and its backends.

    speaker = make_speaker("auto", language="sv", rate=175)
    if speaker.status:            # speech is off, and why ("espeak-ng not found")
        show_once(speaker.status)
    speaker.say("Din tur.")       # returns at once; cuts off what was playing
    speaker.say("Nästa", interrupt=False)   # queued after it
    speaker.set_language("fi"); speaker.set_rate(220)
    speaker.close()

Backends: "screenreader" (the player's running screen reader, speech and
braille, through prismatoid), "pyttsx3" (the engine of record: SAPI5 on
Windows, the system voice on macOS, eSpeak NG + aplay on Linux), "espeak"
(the espeak-ng program), "speechd" (speech-dispatcher), "off" (text only),
and "auto": with a screen reader running, that reader (through its API, or
reading the screen: "screen", see readers.py), else the first of pyttsx3,
espeak, speechd that starts and can be heard. make_speaker never
raises: an engine that is missing gives a SilentSpeaker whose ``status``
says why.

start_speaker is make_speaker on a thread of its own (the program's start
uses it): it returns at once, the sentences said meanwhile are kept until
the engine is there, and ``status`` says the same as make_speaker's speaker
would once the start has ended ("" before: nothing waits for a voice;
``when_started`` calls back then, see starting.py).
"""

from __future__ import annotations

import sys
from typing import Callable

from .base import (
    DEFAULT_RATE,
    ESPEAK_VOICES,
    LANGUAGES,
    MAX_RATE,
    MIN_RATE,
    Speaker,
    SpeechUnavailable,
    clamp_rate,
    normalise_language,
)
from .off import SilentSpeaker


def __getattr__(name: str):
    # The recording backend is for tests and tools: not loaded at start-up.
    if name == "RecordingSpeaker":
        from .recording import RecordingSpeaker

        return RecordingSpeaker
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Names make_speaker accepts.
BACKENDS: tuple[str, ...] = ("auto", "screenreader", "pyttsx3", "espeak", "speechd", "off")
#: The order "auto" tries.
AUTO_ORDER: tuple[str, ...] = ("pyttsx3", "espeak", "speechd")


def backend_problem(name: str) -> str:
    """"" if backend ``name`` looks usable here, else the short reason.

    Cheap checks only (programs on PATH, modules importable, the eSpeak NG
    library loadable); starting the engine may still fail (make_speaker
    then reports that reason).
    """
    if name == "off":
        return ""
    if name == "screenreader":
        from . import prism_backend

        return prism_backend.problem()
    if name == "pyttsx3":
        from . import pyttsx3_backend

        return pyttsx3_backend.problem()
    if name == "espeak":
        from . import espeak_backend

        return espeak_backend.problem()
    if name == "speechd":
        from . import speechd_backend

        return speechd_backend.problem()
    return f"unknown speech backend {name!r}"


def available_backends() -> list[str]:
    """The backends that look usable here, in the order "auto" tries them, then "off"."""
    found = []
    for name in ("screenreader", *AUTO_ORDER):
        try:
            if not backend_problem(name):
                found.append(name)
        except Exception:
            pass
    return found + ["off"]


def _construct(name: str, language: str, rate: int) -> Speaker:
    if name == "screenreader":
        from .prism_backend import ScreenReaderSpeaker

        return ScreenReaderSpeaker(language, rate)
    if name == "pyttsx3":
        from .pyttsx3_backend import Pyttsx3Speaker

        return Pyttsx3Speaker(language, rate)
    if name == "espeak":
        from .espeak_backend import EspeakSpeaker

        return EspeakSpeaker(language, rate)
    if name == "speechd":
        from .speechd_backend import SpeechdSpeaker

        return SpeechdSpeaker(language, rate)
    raise SpeechUnavailable(f"unknown speech backend {name!r}")


def make_speaker(backend: str = "auto", language: str = "en", rate: int = DEFAULT_RATE,
                 lines: bool = False, reader: bool | None = None,
                 unheard_wait: Callable[[], object] | None = None) -> Speaker:
    """A Speaker for ``backend``; a SilentSpeaker with the reason if it cannot run.

    "auto" first asks which screen reader runs (readers.py): with one, each
    piece of news goes by one route, the reader's API in the full-screen app
    where it has one, else the reader reading the terminal in its language and
    speech-dispatcher with the language set in the others (reader_voice.py; in
    line mode, ``lines``, the same with Orca 43 to 48, which then reads none
    of the lines; Orca 49 reads each printed line, in a voice set for the
    language (orca_voice.OrcaLinesSpeaker); any other reader reads each line).
    Without one it takes the first voice of AUTO_ORDER that starts and can be
    heard; a voice that cannot find a sound device is kept only when no later
    one (speech-dispatcher, with its own audio path) starts. ``reader``: whether
    a screen reader runs, when the caller has just looked (False spares a
    second look through the running programs). ``unheard_wait``: called
    before the next voice is tried after one with no sound device (the
    voice's thread waits there until the screen is drawn: see start_speaker).
    """
    try:
        language = normalise_language(language)
    except ValueError:
        language = "en"
    rate = clamp_rate(rate)
    backend = str(backend or "auto").strip().lower()
    if backend == "off":
        return SilentSpeaker("", requested="off", language=language, rate=rate)
    if backend not in BACKENDS:
        return SilentSpeaker(f"unknown speech backend {backend!r}", requested=backend,
                             language=language, rate=rate)
    if backend == "auto":
        from .readers import find_reader

        found = find_reader() if reader is not False else None
        if found is not None:
            if found.api and not lines:
                speaker = _first_of(("screenreader",), language, rate)[0]
                if speaker is not None and not speaker.status:
                    return speaker
            if not lines or not found.api and sys.platform.startswith("linux"):
                # The reader reads the screen in its own language; others go through speech-dispatcher
                # (in line mode, Orca 43 to 48: the lines are then kept from it, see reader_voice.line_lead;
                # Orca 49 reads lines that start with "~" all the same, so it reads each line, in a voice
                # set for the language through its remote controller: orca_voice.OrcaLinesSpeaker).
                from .reader_voice import ReaderVoiceSpeaker

                return ReaderVoiceSpeaker(found.name, language, rate, lines=lines)
            if found.name.lower() == "orca" and sys.platform.startswith("linux"):
                # Orca 49 reads each line in its current voice: it is set for the language (orca_voice.py).
                from .orca_voice import OrcaLinesSpeaker

                return OrcaLinesSpeaker(found.name, language, rate)
            from .screen_backend import ScreenSpeaker

            return ScreenSpeaker(found.name, language, rate, lines=True)
    order = AUTO_ORDER if backend == "auto" else (backend,)
    speaker, reasons = _first_of(order, language, rate, unheard_wait)
    if speaker is not None:
        return speaker
    status = reasons[0] if len(reasons) == 1 else "no speech engine (" + "; ".join(reasons) + ")"
    return SilentSpeaker(status, requested=backend, language=language, rate=rate)


def _first_of(order: tuple[str, ...], language: str, rate: int,
              unheard_wait: Callable[[], object] | None = None) -> tuple[Speaker | None, list[str]]:
    """Start the first backend of ``order`` that can be heard; else return (a voice with no sound
    device, or None) and the reasons each failed."""
    reasons: list[str] = []
    unheard: Speaker | None = None
    for name in order:
        if unheard is not None and unheard_wait is not None:
            unheard_wait()
        try:
            reason = backend_problem(name)
            if not reason:
                speaker = _construct(name, language, rate)
                if not speaker.status or len(order) == 1:
                    if unheard is not None:
                        unheard.close()
                    return speaker, reasons
                # No sound device: speech-dispatcher, later in the order, may still be heard.
                if unheard is None:
                    unheard = speaker
                else:
                    speaker.close()
                reason = speaker.status
        except SpeechUnavailable as exc:
            reason = str(exc)
        except Exception as exc:  # never let a broken engine stop the game
            reason = f"{name} failed: {type(exc).__name__}"
        reasons.append(reason)
    return unheard, reasons


def start_speaker(backend: str = "auto", language: str = "en", rate: int = DEFAULT_RATE,
                  lines: bool = False, reader: bool | None = None, held: bool = False) -> Speaker:
    """make_speaker(backend, language, rate, lines, reader), started on a thread: returns at once
    (after importing what that thread would import: ``_import_ahead``).

    "off" and unknown backends give make_speaker's SilentSpeaker directly; any
    other a StartingSpeaker (starting.py) that becomes what make_speaker gives.
    Work that only competes with the program's own start waits for its
    ``begin()`` (the first frame drawn, line mode's first line written;
    issue 36): with ``held`` (line mode) the whole start, else only what
    comes after a voice with no sound device (speech-dispatcher, ~100 ms
    of imports and a server that may take seconds).
    """
    name = str(backend or "auto").strip().lower()
    if name not in BACKENDS or name == "off":
        return make_speaker(backend, language, rate)
    try:
        language = normalise_language(language)
    except ValueError:
        language = "en"
    import threading

    from .starting import BEGIN_TIMEOUT, StartingSpeaker

    if not held:
        _import_ahead(name)  # held: nothing to overlap with, the thread imports them after the first line
    begun = threading.Event()  # StartingSpeaker.begin() sets it
    speaker = StartingSpeaker(name, language, clamp_rate(rate), reader=reader, held=held, begun=begun,
                              make=lambda b, lang, r: make_speaker(b, lang, r, lines=lines, reader=reader,
                                                                   unheard_wait=lambda: begun.wait(BEGIN_TIMEOUT)))
    # Line mode's first line is written before the voice has started: whether Orca must be kept from it
    # is known from what make_speaker will do (reader_voice.line_lead).
    speaker.keeps_lines_expected = lines and name == "auto" and reader is True and sys.platform.startswith("linux")
    return speaker


def _import_ahead(backend: str) -> None:
    """Import here what the voice's thread would import first (see start_speaker).

    Importing is Python work: on the voice's thread it only waited for the GIL
    while this thread imported the rest of the program, and held both back
    (docs/startup.md, fifth round). What is left for that thread is mostly C
    work that lets the GIL go: starting libespeak-ng, the voice, the player.
    """
    if backend not in ("auto", "pyttsx3"):
        return
    from . import pyttsx3_backend, readers, sound  # noqa: F401

    if not pyttsx3_backend.uses_native_engine():
        try:
            pyttsx3_backend.espeak_lib.load_binding()
        except SpeechUnavailable:
            pass  # the voice's start finds it again, and falls back with the reason


__all__ = [
    "AUTO_ORDER",
    "BACKENDS",
    "DEFAULT_RATE",
    "ESPEAK_VOICES",
    "LANGUAGES",
    "MAX_RATE",
    "MIN_RATE",
    "RecordingSpeaker",
    "SilentSpeaker",
    "Speaker",
    "SpeechUnavailable",
    "available_backends",
    "backend_problem",
    "make_speaker",
    "start_speaker",
]
