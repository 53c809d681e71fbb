"""A Speaker for tests: remembers everything instead of speaking."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from .base import DEFAULT_RATE, clamp_rate, clean_text, normalise_language


@dataclass(frozen=True)
class Said:
    """One utterance as the RecordingSpeaker got it."""

    text: str
    language: str
    rate: int
    interrupt: bool


class RecordingSpeaker:
    """Records what would have been spoken.

    - ``said``: every text passed to say(), in order (empty texts skipped,
      as the real backends skip them).
    - ``utterances``: the same as Said records (text, language, rate, interrupt).
    - ``languages``: every language set with set_language(), in order.
    - ``log``: every call as a tuple: ("say", text, interrupt), ("stop",),
      ("language", lang), ("rate", rate), ("close",).
    """

    name = "recording"
    status = ""

    def __init__(self, language: str = "en", rate: int = DEFAULT_RATE) -> None:
        self.language = normalise_language(language)
        self.rate = clamp_rate(rate)
        self.said: list[str] = []
        self.utterances: list[Said] = []
        self.languages: list[str] = []
        self.log: list[tuple] = []
        self.closed = False
        #: What speaking() answers: tests set it to stand for a voice still talking.
        self.busy = False
        self._lock = threading.Lock()

    def say(self, text: str, interrupt: bool = True) -> None:
        if self.closed:
            return
        clean = clean_text(text)
        if not clean:
            return
        with self._lock:
            self.said.append(clean)
            self.utterances.append(Said(clean, self.language, self.rate, bool(interrupt)))
            self.log.append(("say", clean, bool(interrupt)))

    def stop(self) -> None:
        with self._lock:
            self.log.append(("stop",))

    def speaking(self) -> bool:
        return self.busy

    def set_language(self, lang: str) -> None:
        code = normalise_language(lang)
        with self._lock:
            self.language = code
            self.languages.append(code)
            self.log.append(("language", code))

    def set_rate(self, rate: int) -> None:
        with self._lock:
            self.rate = clamp_rate(rate)
            self.log.append(("rate", self.rate))

    def close(self) -> None:
        with self._lock:
            if not self.closed:
                self.closed = True
                self.log.append(("close",))

    # Helpers for tests -------------------------------------------------

    @property
    def last(self) -> str:
        """The last text said ("" if none)."""
        return self.said[-1] if self.said else ""

    def clear(self) -> None:
        """Forget everything recorded so far."""
        with self._lock:
            self.said.clear()
            self.utterances.clear()
            self.languages.clear()
            self.log.clear()
