"""Small facts every part of a sitting asks: a game's name, its seats by default, the race's clock."""

from __future__ import annotations

import time

from app.games import GAMES
from app.text.i18n import _


def default_players(game_id: str) -> int:
    """Return how many seats a game starts with when the player did not set them: 2 where it can."""
    low, high = GAMES[game_id].players
    return max(low, min(high, 2))


def monotonic_ms() -> int:
    """Return the table's clock: milliseconds that only go forward."""
    return time.monotonic_ns() // 1_000_000


def game_title(game_id: str) -> str:
    """Return a game's name in the current language."""
    return _(GAMES[game_id].title)
