"""Zoker Memo bots (rules ZM): the levels differ in how well they remember.

A bot decides from ``memo.view`` alone. The view lists every face-down
card that was ever turned up and when; the bot remembers a card seen
``age`` turns ago when a stable draw u in [0, 1) for (seat, place, turn
seen) is below ``RETENTION[level] ** age``. The draw comes from a hash,
not from the game's rng, so a memory does not come and go between two
decisions: once forgotten, a card stays forgotten until it is seen again.
"""

from __future__ import annotations

import hashlib
import itertools
import random
from functools import lru_cache

from app.games.zoker.memo import rules as memo
from app.games.zoker.cards import Card
from app.games.zoker.memo.rules import AskDeal, MemoView, TurnUp

#: Chance per turn that a memory survives (a card seen 4 turns ago: easy 13%, medium 52%, hard 89%).
RETENTION = {"easy": 0.6, "medium": 0.85, "hard": 0.97}


@lru_cache(maxsize=65536)
def memory_draw(seat: int, place: int, seen_turn: int) -> float:
    """Return the stable u in [0, 1) that decides whether ``seat`` still remembers a sighting."""
    digest = hashlib.blake2b(f"memo:{seat}:{place}:{seen_turn}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2 ** 64


def remembered(view: MemoView, level: str) -> dict[int, Card]:
    """Return place -> card for the face-down cards this bot still remembers (not this turn's first)."""
    keep = RETENTION[level]
    return {place: card for place, (card, seen) in view.known.items()
            if place in view.face_down and memory_draw(view.seat, place, seen) < keep ** (view.turn_no - seen)}


def known_pair(cards: dict[int, Card], easy: bool) -> tuple[int, int] | None:
    """Return two places whose remembered cards are a pair, or None."""
    for (p, a), (q, b) in itertools.combinations(sorted(cards.items()), 2):
        if memo.is_pair(a, b, easy):
            return p, q
    return None


def unknown_place(view: MemoView, memory: dict[int, Card], level: str, rng: random.Random) -> int | None:
    """Return a face-down place whose card the bot does not remember, or None.

    Medium and hard prefer a card nobody has turned yet; easy picks any card
    it does not remember.
    """
    unknown = [p for p in view.face_down if p not in memory]
    if level != "easy":
        unknown = [p for p in unknown if p not in view.known] or unknown
    return rng.choice(unknown) if unknown else None


def wants_deal(view: MemoView, memory: dict[int, Card]) -> bool:
    """Return True when the bot believes no pair is left (manual refill, ZM-3).

    That is: fewer than two cards face down, or every face-down card has been
    turned up at least once and the bot remembers no pair among them. (A
    forgetful bot thus asks too early now and then; it never waits forever.)
    """
    if len(view.face_down) < 2:
        return True
    return all(p in view.known for p in view.face_down) and known_pair(memory, view.easy) is None


def choose(state: memo.MemoState, seat: int, level: str, rng: random.Random) -> TurnUp | AskDeal:
    """Return the action a Memo bot of ``level`` takes for ``seat``, decided from its view only."""
    view = memo.view(state, seat)
    memory = remembered(view, level)
    if view.up is None:
        if view.manual and view.stock and wants_deal(view, memory):
            return AskDeal()
        pair = known_pair(memory, view.easy)
        if pair is not None:
            return TurnUp(pair[0])
        place = unknown_place(view, memory, level, rng)
        return TurnUp(place if place is not None else rng.choice(view.face_down))
    first = view.up[1]
    for place, card in sorted(memory.items()):
        if memo.is_pair(first, card, view.easy):
            return TurnUp(place)
    place = unknown_place(view, memory, level, rng)
    return TurnUp(place if place is not None else rng.choice(view.face_down))
