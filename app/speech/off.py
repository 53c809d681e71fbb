"""The "off" backend: text only, nothing is spoken."""

from __future__ import annotations

from .base import DEFAULT_RATE, clamp_rate, normalise_language


class SilentSpeaker:
    """A Speaker that says nothing.

    ``status`` is "" when speech was turned off on purpose, or the reason
    speech is unavailable when this stands in for a missing engine
    (``requested`` then names the backend that was asked for).
    """

    name = "off"

    def __init__(self, status: str = "", *, requested: str = "off",
                 language: str = "en", rate: int = DEFAULT_RATE) -> None:
        self.status = status
        self.requested = requested
        self.language = normalise_language(language)
        self.rate = clamp_rate(rate)

    def say(self, text: str, interrupt: bool = True) -> None:
        return None

    def stop(self) -> None:
        return None

    def speaking(self) -> bool:
        return False

    def set_language(self, lang: str) -> None:
        self.language = normalise_language(lang)

    def set_rate(self, rate: int) -> None:
        self.rate = clamp_rate(rate)

    def close(self) -> None:
        return None

    def __repr__(self) -> str:
        return f"SilentSpeaker(status={self.status!r}, requested={self.requested!r})"
