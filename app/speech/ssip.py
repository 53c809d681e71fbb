"""The speech rate in SSIP's terms, which speech-dispatcher and prismatoid's backends share."""

from __future__ import annotations

from .base import DEFAULT_RATE, MAX_RATE, MIN_RATE


def ssip_rate(wpm: int) -> int:
    """Words per minute -> SSIP rate -100..100 (0 is the engine's normal speed,
    about DEFAULT_RATE words per minute for eSpeak NG)."""
    if wpm <= DEFAULT_RATE:
        value = (wpm - DEFAULT_RATE) * 100 / (DEFAULT_RATE - MIN_RATE)
    else:
        value = (wpm - DEFAULT_RATE) * 100 / (MAX_RATE + 50 - DEFAULT_RATE)
    return max(-100, min(100, int(round(value))))
