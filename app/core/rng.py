"""Seeded randomness: the same deal number always gives the same deal.

Every game draws its chance (shuffles, dice) from a ``random.Random`` made
here from the deal number and the game id, so a deal is the same whatever
else in the program uses randomness.
"""

from __future__ import annotations

import hashlib
import random
import secrets

#: Deal numbers players see and type: 1 to this.
MAX_DEAL = 999_999


def rng_for(game_id: str, deal: int) -> random.Random:
    """Return the RNG of a numbered deal of one game."""
    digest = hashlib.sha256(f"{game_id}:{deal}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def random_deal() -> int:
    """Return a fresh deal number for a player who did not choose one."""
    return secrets.randbelow(MAX_DEAL) + 1
