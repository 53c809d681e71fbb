"""Bot players. ``choose`` is the one entry point the Match and tests use."""

from __future__ import annotations

import random
from typing import Any, Callable

from app.games.zoker.memo import bot as memo
from app.games.zoker.tiko import bot as tiko
from app.games import REGISTRY

#: game id -> function(state, seat, level, rng) -> action; games without one play at random.
CHOOSERS: dict[str, Callable[[Any, int, str, random.Random], Any]] = {
    "zoker-memo": memo.choose,
    "zoker-tiko": tiko.choose,
}


def choose(game_id: str, state: Any, seat: int, level: str, rng: random.Random) -> Any:
    """Return the action a bot of ``level`` takes for ``seat``.

    A bot sees only what its seat may see: choosers read the state through
    the game's own seat view.
    """
    chooser = CHOOSERS.get(game_id)
    if chooser is not None:
        return chooser(state, seat, level, rng)
    return rng.choice(list(REGISTRY[game_id].legal_actions(state, seat)))
