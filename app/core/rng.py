"""Seeded randomness: the same deal number always gives the same deal.

Every game draws its chance (shuffles, dice) from a ``random.Random`` made
here from the deal number and the game id, so a deal is the same whatever
else in the program uses randomness.

Nothing here imports ``hashlib`` or ``secrets`` at start-up (together about
4 ms: OpenSSL's _hashlib): hashlib is imported by the first ``rng_for``,
when a game deals, and fresh deal numbers come from ``random.SystemRandom``,
which is what ``secrets.randbelow`` uses.
"""

from __future__ import annotations

import random

#: Deal numbers players see and type: 1 to this.
MAX_DEAL = 999_999
#: A deal at least this large is a secret seed (a shared table's, ``app.net.fair``), not a number anyone
#: types: its whole hash seeds the shuffle, so its 128 secret bits are all there. Every numbered deal, and
#: what games make of one (Loker's ``seed * 100 + n``, Zip Zap's ``seed * 16 + round``), stays below it
#: and keeps its old shuffle.
SEED_FLOOR = 1 << 64

_SYSTEM = random.SystemRandom()


def rng_for(game_id: str, deal: int) -> random.Random:
    """Return the RNG of a numbered deal of one game."""
    import hashlib  # here, not at the top: the start-up never deals

    digest = hashlib.sha256(f"{game_id}:{deal}".encode()).digest()
    return random.Random(int.from_bytes(digest if deal >= SEED_FLOOR else digest[:8], "big"))


def random_deal() -> int:
    """Return a fresh deal number for a player who did not choose one (1 to MAX_DEAL,
    from the operating system's randomness, as ``secrets.randbelow(MAX_DEAL) + 1``)."""
    return _SYSTEM.randrange(MAX_DEAL) + 1
