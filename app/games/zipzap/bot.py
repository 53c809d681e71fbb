"""Zip Zap bots (rules ZZ): three levels that differ in reaction time and in which card they shed first.

Every level decides from ``zipzap.view`` alone (its own hand, the pile, the
hand sizes). Jokers (3 points) and the Zap card (5) cost the most when a
round ends, so:

- easy reacts slowest, plays a random fitting card and leads at random;
- medium reacts at the speed set, plays same-colour cards before jokers
  (keeping the flexible joker), calls Zap once it holds four cards or fewer,
  and leads its lowest card;
- hard reacts fastest, keeps its Zap card until it holds two cards, leads
  low, and once another seat is near going out sheds the costly cards
  first: Zap, then jokers.

Measured in bench/zipzap_bench.py (and by hand against other rules: Zap at
once, jokers always first, or leading one's longest run all lost to this).

Reaction times count from the moment the news of the new top card has been
heard (the Session's race clock, ZZ-13): ``reaction_ms``.
"""

from __future__ import annotations

import random
from typing import Any

from app.games.zipzap import rules as zz
from app.games.zipzap.rules import Card, Pass, Play, Zap, ZipZapView

#: ZZ-13: the bots' base reaction (ms) at each speed.
SPEEDS = {"relaxed": 3000, "normal": 1600, "fast": 800}
#: How much slower (or faster) each level reacts than the speed set.
LEVEL_FACTOR = {"easy": 1.35, "medium": 1.0, "hard": 0.75}
#: Reaction times vary by this much either way.
SPREAD = 0.25


def base_ms(speed: Any) -> int:
    """Return the reaction time (ms) a speed stands for: relaxed, normal, fast, or a number of seconds."""
    if isinstance(speed, int) and not isinstance(speed, bool):
        return speed * 1000
    return SPEEDS.get(speed, SPEEDS["normal"])


def reaction_ms(state: zz.ZipZapState, seat: int, level: str, options: dict, rng: random.Random) -> int:
    """Return how long (ms) a bot of ``level`` takes to act after hearing the news, at the speed set."""
    base = base_ms((options or {}).get("speed", "normal")) * LEVEL_FACTOR.get(level, 1.0)
    return int(base * rng.uniform(1 - SPREAD, 1 + SPREAD))


def run_length(card: Card, hand: tuple[Card, ...]) -> int:
    """Return how many cards of ``hand`` follow ``card`` one by one (same colour, or a joker), itself included."""
    length, top = 1, card
    while True:
        nxt = next((c for c in hand if zz.fits(c, top) and c != card), None)
        if nxt is None:
            return length
        length, top = length + 1, nxt


def _near_out(view: ZipZapView) -> bool:
    """Return True when another seat holds two cards or fewer: the round may end any moment."""
    return min(n for i, n in enumerate(view.hand_sizes) if i != view.seat) <= 2


def lead_card(view: ZipZapView, level: str, rng: random.Random) -> Card:
    """Return the card a bot leads."""
    cards = [c for c in view.hand if not c.is_zap]
    if level == "easy":
        return rng.choice(cards)
    if level == "medium":
        return min(cards, key=lambda c: (c.number, c.colour))
    if _near_out(view):
        # Hard, with the end near: the costliest card first (a joker is 3 points).
        return max(cards, key=lambda c: (c.points, -c.number, c.colour))
    # Hard: a low card (the longest climb ahead), a joker counted two steps lower since it costs more.
    return min(cards, key=lambda c: (c.number - (c.points - 1), c.colour))


def wants_zap(view: ZipZapView, level: str, others: bool) -> bool:
    """Return True when a bot that may call Zap does: medium with four cards or fewer; hard with two or
    fewer, or when another seat is near going out (the Zap card costs 5); easy now and then."""
    if not others:
        return True  # nothing else to do
    if level == "hard":
        return len(view.hand) <= 2 or _near_out(view)
    if level == "medium":
        return len(view.hand) <= 4
    return len(view.hand) <= 2


def choose(state: zz.ZipZapState, seat: int, level: str, rng: random.Random) -> Any:
    """Return what a Zip Zap bot of ``level`` does for ``seat``, decided from its view only."""
    view = zz.view(state, seat)
    zap = Zap() in zz.legal_actions(state, seat)
    if view.leader == seat:
        if zap and wants_zap(view, level, len(view.hand) > 1):
            return Zap()
        return Play(lead_card(view, level, rng))
    cards = zz.fitting(view, view.hand)
    if zap and wants_zap(view, level, bool(cards)):
        return Zap()
    if not cards:
        return Pass()
    if level == "easy":
        return Play(rng.choice(cards))
    if level == "hard" and _near_out(view):
        return Play(max(cards, key=lambda c: (c.is_joker, c.colour)))  # shed the costly joker now
    return Play(min(cards, key=lambda c: (c.is_joker, c.colour)))  # keep the joker: it fits more often
