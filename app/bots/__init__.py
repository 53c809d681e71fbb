"""Bot players. ``choose`` is the one entry point the Session and tests use.

Each game's bot lives in its own folder (``bot.py``); a game without one
plays at random.
"""

from __future__ import annotations

import random
from typing import Any

from app.games import GAMES


def choose(game_id: str, state: Any, seat: int, level: str, rng: random.Random) -> Any:
    """Return the action a bot of ``level`` takes for ``seat``.

    A bot sees only what its seat may see: choosers read the state through
    the game's own seat view.
    """
    game = GAMES[game_id]
    if game.has_bot:
        return game.part("bot").choose(state, seat, level, rng)
    return rng.choice(list(game.rules.legal_actions(state, seat)))


def seeded(match: Any, seat: int | None = None) -> random.Random:
    """Return a bot's random numbers at the position of ``match`` (a ``Match``): for its move, or with
    ``seat`` for that seat's reaction in a race. Seeded by the position, so a replayed or resumed game,
    here or on a table server, gets the same bot moves."""
    key = f"{match.game_id}:{match.deal}:{match.round_no}:{len(match.actions)}"
    return random.Random(key if seat is None else f"{key}:{seat}")


def reaction(game_id: str, state: Any, seat: int, level: str, options: dict, rng: random.Random) -> int:
    """Return how many ms a bot of ``level`` takes to react in a race, from the moment it has heard the news.

    Only real-time games have reaction times (their ``bot.reaction_ms``); any other answers 0.
    """
    game = GAMES[game_id]
    timer = getattr(game.part("bot"), "reaction_ms", None) if game.has_bot else None
    return int(timer(state, seat, level, options, rng)) if timer is not None else 0
