"""The Speaker protocol and what every backend shares.

A Speaker turns announcements into speech. The UI thread calls it; every
call returns at once (well under a millisecond): the real work happens on a
worker thread the backend owns (see worker.py).

``status`` is a short English reason code when speech is unavailable
("espeak-ng not found", "speech-dispatcher not running" ...) and "" when the
backend works; ``name`` is the backend's name ("pyttsx3", "espeak",
"speechd", "off", "recording").
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

#: The six languages of the game, as ISO 639-1 codes.
LANGUAGES: tuple[str, ...] = ("en", "sv", "fi", "nl", "is", "cs")

#: eSpeak NG voice name per language (`espeak-ng --voices`: gmw/en, gmq/sv,
#: urj/fi, gmw/nl, gmq/is, zlw/cs).
ESPEAK_VOICES: dict[str, str] = {
    "en": "en",
    "sv": "sv",
    "fi": "fi",
    "nl": "nl",
    "is": "is",
    "cs": "cs",
}

#: Speech rate in words per minute.
DEFAULT_RATE = 175
MIN_RATE = 80
MAX_RATE = 400

#: Longest text handed to an engine in one utterance (an announcement is a
#: sentence or two; this only guards against a runaway string).
MAX_TEXT = 5000


@runtime_checkable
class Speaker(Protocol):
    """What the app needs from a speech backend.

    All methods return at once and never raise for an engine problem; an
    unknown language is a programming error and raises ValueError.
    """

    @property
    def name(self) -> str:
        """The backend's name ("pyttsx3", "screenreader")."""

    @property
    def status(self) -> str:
        """Empty while it can speak, else why it cannot."""

    def say(self, text: str, interrupt: bool = True) -> None:
        """Speak ``text``. With ``interrupt`` (the default) drop anything
        queued and cut off what is being spoken now; without it, queue."""

    def stop(self) -> None:
        """Fall silent: drop the queue and cut off the current utterance."""

    def speaking(self) -> bool:
        """Return True while an utterance is being spoken or waits to be.

        Bots pace their moves from the moment this turns False, so that a
        slow voice is never talked over by the next move.
        """

    def set_language(self, lang: str) -> None:
        """Speak later utterances with the voice for ``lang`` (one of LANGUAGES)."""

    def set_rate(self, rate: int) -> None:
        """Speak later utterances at ``rate`` words per minute."""

    def close(self) -> None:
        """Stop speaking and release the engine. Later calls do nothing."""


def spoken_ms(text: str, rate: int) -> int:
    """Return about how long ``text`` takes to speak at ``rate`` words per minute, in milliseconds.

    The estimate a real-time game counts from when speech is off or cannot
    say when it finished (the Session's race clock).
    """
    return int(200 + 60_000 * len(text.split()) / max(1, rate))


def normalise_language(lang: str) -> str:
    """``"sv"``, ``"sv_SE"``, ``"SV-se"`` -> ``"sv"``; ValueError if not one of ours."""
    code = str(lang).strip().replace("-", "_").split("_", 1)[0].lower()
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    return code


def clamp_rate(rate: int | float) -> int:
    """Words per minute, clamped to MIN_RATE..MAX_RATE (DEFAULT_RATE if not a number)."""
    try:
        value = int(round(float(rate)))
    except (TypeError, ValueError, OverflowError):
        return DEFAULT_RATE
    return max(MIN_RATE, min(MAX_RATE, value))


def clean_text(text: object) -> str:
    """The text an engine gets: a str, NULs and surrounding blanks removed,
    cut to MAX_TEXT characters. "" means there is nothing to say."""
    s = str(text) if text is not None else ""
    s = s.replace("\x00", " ").strip()
    return s[:MAX_TEXT]


class SpeechUnavailable(Exception):
    """A backend cannot run here; ``str(exc)`` is the short reason code."""
