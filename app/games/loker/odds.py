"""Loker's "what if" (NL-6, NL-7): which figure each choice of cards to keep aims at, and its chance.

A choice keeps some cards and exchanges the others (1 to 3). The cards that
come in are drawn from the cards the seat cannot see (``LokerView.unseen``:
the deck less its own hand, the laid-down hands and the cards it exchanged
out, which lie in the discards until a reshuffle); from the seat's side
every one of them is as likely to be in the stock, so one draw's chances are
exact (a multivariate hypergeometric over the ten numbers, at most 220
outcomes for three cards).

With two exchanges left, the chance counts a second exchange of the same
cards when the first did not reach the figure (the kept cards stay kept). The
second draw comes from the unseen cards less what a missed first draw took,
on average: each number's count less its expected share in a miss, with
binomials of those fractional counts (falling factorials, for which
Vandermonde's sum still holds). The exact sum over every first draw
(``reach_exact``) takes about 200 ms a choice, this about 1.5 ms;
tests/games/test_loker_odds.py finds it within 0.3 % of the exact chance.

Pure: no text, no state. ``rank_chances`` is the distribution of the figure
after one exchange; ``reach`` the chance of a figure or better; ``choices``
the what-if list, best first; ``rank_table`` the rank of every hand (5,005
hands of six numbers), looked up instead of evaluated.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb
from typing import Iterable, Sequence

from app.games.loker.hands import FIGURES, HAND, NUMBERS, evaluate

#: The number of figure ranks, no hand (0) included.
RANKS = len(FIGURES) + 1
#: A figure is named as the aim of a choice when its chance is at least this (else the likeliest better figure).
FAIR = 0.25
#: The most cards exchanged at a time (NL-6).
MOST = 3


@lru_cache(maxsize=1)
def rank_table() -> dict[tuple[int, ...], int]:
    """Return the rank (0 to 11) of every hand of six numbers, keyed by its cards sorted."""
    return {hand: evaluate(hand).rank for hand in combinations_with_replacement(NUMBERS, HAND)}


@lru_cache(maxsize=1)
def place_table() -> dict[tuple[int, ...], tuple[int, int]]:
    """Return every hand's rank and its figure's first number (a straight's top card; 0 for no hand),
    keyed by its cards sorted: what the hard bot weighs."""
    out = {}
    for hand in combinations_with_replacement(NUMBERS, HAND):
        v = evaluate(hand)
        out[hand] = (v.rank, v.groups[0] if v.rank else 0)
    return out


@lru_cache(maxsize=None)
def _draws(k: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations_with_replacement(NUMBERS, k))


def draws(unseen: Counter | Sequence[int], k: int) -> list[tuple[tuple[int, ...], float]]:
    """Return every multiset of k cards drawn from ``unseen``, with its exact probability."""
    counts = unseen if isinstance(unseen, Counter) else Counter(unseen)
    total = sum(counts.values())
    if k == 0:
        return [((), 1.0)]
    if total < k:
        return []
    whole = comb(total, k)
    out = []
    for drawn in _draws(k):
        ways = 1
        for value, n in Counter(drawn).items():
            ways *= comb(counts[value], n)
            if not ways:
                break
        if ways:
            out.append((drawn, ways / whole))
    return out


def rank_chances(keep: Sequence[int], unseen: Counter | Sequence[int]) -> list[float]:
    """Return P(rank = r) for r in 0..11 after keeping ``keep`` and drawing the rest from ``unseen``."""
    table = rank_table()
    keep = tuple(keep)
    dist = [0.0] * RANKS
    for drawn, p in draws(unseen, HAND - len(keep)):
        dist[table[tuple(sorted(keep + drawn))]] += p
    return dist


def at_least(dist: Sequence[float]) -> list[float]:
    """Return P(rank >= r) for each r from a distribution of ranks."""
    out, acc = [0.0] * RANKS, 0.0
    for r in range(RANKS - 1, -1, -1):
        acc += dist[r]
        out[r] = acc
    return out


def _choose(x: float, n: int) -> float:
    """Return x choose n for a real x (a falling factorial over n!), as the expected counts need."""
    out = 1.0
    for i in range(n):
        out *= (x - i) / (i + 1)
    return out


def reach(keep: Sequence[int], unseen: Counter | Sequence[int], rank: int, exchanges: int) -> float:
    """Return the chance of a figure of ``rank`` or better, keeping ``keep`` through ``exchanges``
    exchanges of the other cards: one draw exactly, a second from the unseen cards less a missed
    first draw's expected cards (see the module's note)."""
    table = rank_table()
    keep, counts = tuple(keep), unseen if isinstance(unseen, Counter) else Counter(unseen)
    k = HAND - len(keep)
    hit = miss = 0.0
    gone: defaultdict[int, float] = defaultdict(float)  # each value's expected cards drawn in a miss
    for drawn, p in draws(counts, k):
        if table[tuple(sorted(keep + drawn))] >= rank:
            hit += p
        else:
            miss += p
            for value in drawn:
                gone[value] += p
    if exchanges < 2 or miss <= 0 or k == 0:
        return hit
    rest = {value: counts[value] - gone[value] / miss for value in counts}
    whole = _choose(sum(rest.values()), k)
    again = 0.0
    for drawn in _draws(k):
        if table[tuple(sorted(keep + drawn))] >= rank:
            ways = 1.0
            for value, n in Counter(drawn).items():
                ways *= _choose(rest.get(value, 0.0), n)
            again += max(ways, 0.0)
    return hit + miss * again / whole


def reach_exact(keep: Sequence[int], unseen: Sequence[int], rank: int, exchanges: int) -> float:
    """Return the same chance summed exactly: after a first draw that misses, the second is drawn
    from the unseen cards less the first draw's (slow; the tests check ``reach`` against it)."""
    table = rank_table()
    keep, counts = tuple(keep), Counter(unseen)
    k = HAND - len(keep)
    total = 0.0
    for drawn, p in draws(counts, k):
        if table[tuple(sorted(keep + drawn))] >= rank:
            total += p
        elif exchanges > 1:
            rest = counts - Counter(drawn)
            total += p * sum(q for again, q in draws(rest, k) if table[tuple(sorted(keep + again))] >= rank)
    return total


def keeps(hand: Sequence[int], most: int = MOST) -> list[tuple[int, ...]]:
    """Return every distinct choice of cards to keep when 1 to ``most`` cards are exchanged, sorted high first."""
    hand = tuple(sorted(hand, reverse=True))
    seen: dict[tuple[int, ...], None] = {}
    for k in range(1, most + 1):
        for out in combinations(range(HAND), k):
            seen.setdefault(tuple(c for i, c in enumerate(hand) if i not in out), None)
    return list(seen)


@dataclass(frozen=True)
class Choice:
    """One choice of the what-if.

    Attributes:
        keep: the cards kept, highest first.
        exchange: the cards exchanged, highest first.
        aim: the figure's rank it aims at (1 to 11).
        chance: the chance to reach that figure or better with the exchanges left.
        gain: the chance of any figure better than the hand's now (orders the choices).
    """

    keep: tuple[int, ...]
    exchange: tuple[int, ...]
    aim: int
    chance: float
    gain: float

    @property
    def figure(self) -> str:
        """Return the aimed figure's name (``FIGURES``)."""
        return FIGURES[self.aim - 1]


def choices(hand: Sequence[int], unseen: Sequence[int], exchanges: int, most: int = MOST,
            chips: int | None = None) -> list[Choice]:
    """Return the what-if for a hand: every choice of cards to keep that can better it, best first.

    ``exchanges`` is how many exchanges the seat can still make (``LokerView.exchanges_ahead``: one on
    a last turn and in the last round); ``unseen`` leaves out its own discards (``LokerView.unseen``).

    Each choice aims at the highest figure above the hand's own that it reaches with a fair chance
    (``FAIR``), or else at its likeliest better figure; with ``chips`` (NL-13) a choice counts only the
    exchanges its cards can be paid for; choices are ordered by the aimed figure's rank
    times its chance, then by the chance of bettering the hand at all, then keeping the higher cards.
    """
    if exchanges < 1 or most < 1:
        return []
    now = rank_table()[tuple(sorted(hand))]
    counts = Counter(unseen)
    out = []
    for keep in keeps(hand, most):
        one = at_least(rank_chances(keep, counts))
        times = exchanges if chips is None else min(exchanges, chips // (HAND - len(keep)))
        chance = [1 - (1 - p) ** times for p in one]
        better = [r for r in range(now + 1, RANKS) if chance[r] > 0]
        if not better:
            continue
        fair = [r for r in better if chance[r] >= FAIR]
        aim = max(fair) if fair else max(better, key=lambda r: (chance[r], -r))
        rest = list(sorted(hand, reverse=True))
        for c in keep:
            rest.remove(c)
        if times > 1:  # the quick figures above chose the aim; the second draw's own chance is said
            chance[aim], chance[now + 1] = reach(keep, counts, aim, times), reach(keep, counts, now + 1, times)
        out.append(Choice(keep, tuple(rest), aim, chance[aim], chance[now + 1]))
    out.sort(key=lambda c: (-c.aim * c.chance, -c.gain, len(c.exchange), tuple(-x for x in c.keep)))
    return out


def unseen_of(hand: Iterable[int], laid: Iterable[Iterable[int] | None] = (), thrown: Iterable[int] = ()) -> list[int]:
    """Return the deck less a hand, the laid-down hands and the seat's own discards (as ``LokerView.unseen``)."""
    from app.games.loker.rules import DECK

    rest = list(DECK)
    for c in hand:
        rest.remove(c)
    for h in laid:
        for c in h or ():
            rest.remove(c)
    for c in thrown:
        rest.remove(c)
    return rest
