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
and "auto" (the first of screenreader, pyttsx3, espeak, speechd that
starts: a running screen reader first, since its voice is the player's own). make_speaker never
raises: an engine that is missing gives a SilentSpeaker whose ``status``
says why.

start_speaker is make_speaker on a thread of its own (the program's start
uses it): it returns at once, the sentences said meanwhile are kept until
the engine is there, and ``status`` waits for the start and then says the
same as make_speaker's speaker would (see starting.py).
"""

from __future__ import annotations

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
AUTO_ORDER: tuple[str, ...] = ("screenreader", "pyttsx3", "espeak", "speechd")


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
    for name in AUTO_ORDER:
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


def make_speaker(backend: str = "auto", language: str = "en", rate: int = DEFAULT_RATE) -> Speaker:
    """A Speaker for ``backend``; a SilentSpeaker with the reason if it cannot run."""
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
    order = AUTO_ORDER if backend == "auto" else (backend,)
    reasons: list[str] = []
    for name in order:
        try:
            reason = backend_problem(name)
            if not reason:
                return _construct(name, language, rate)
        except SpeechUnavailable as exc:
            reason = str(exc)
        except Exception as exc:  # never let a broken engine stop the game
            reason = f"{name} failed: {type(exc).__name__}"
        reasons.append(reason)
    if len(reasons) == 1:
        status = reasons[0]
    else:
        status = "no speech engine (" + "; ".join(reasons) + ")"
    return SilentSpeaker(status, requested=backend, language=language, rate=rate)


def start_speaker(backend: str = "auto", language: str = "en", rate: int = DEFAULT_RATE) -> Speaker:
    """make_speaker(backend, language, rate), started on a thread: returns at once.

    "off" and unknown backends give make_speaker's SilentSpeaker directly; any
    other a StartingSpeaker (starting.py) that becomes what make_speaker gives.
    """
    name = str(backend or "auto").strip().lower()
    if name not in BACKENDS or name == "off":
        return make_speaker(backend, language, rate)
    try:
        language = normalise_language(language)
    except ValueError:
        language = "en"
    from .starting import StartingSpeaker

    return StartingSpeaker(name, language, clamp_rate(rate), make=make_speaker)


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
