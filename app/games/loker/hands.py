"""Loker's figures (NL-1 to NL-4): what six numbers 0-9 are worth.

``evaluate(hand)`` returns a ``Value``: values compare as hands do (a higher
rank always wins, NL-3; equal ranks compare the figure's groups, larger group
first and higher value first, then the free cards, highest first, NL-4), and
equal values share a place. Pure: no text, no state.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterable, Sequence

#: NL-1: the numbers on the cards, and how many of each the deck holds.
NUMBERS = tuple(range(10))
COPIES = 8
#: NL-5: six cards in a hand.
HAND = 6

#: The figures, lowest first (NL-1's table); rank = index + 1, 0 is no hand.
FIGURES = ("two_pairs", "straight5", "three_pairs", "straight6", "three", "three_two", "two_threes",
           "four", "four_two", "loker", "king_loker")
RANK = {name: i + 1 for i, name in enumerate(FIGURES)}


@dataclass(frozen=True, order=True)
class Value:
    """A hand's worth: compare two with < and ==.

    Attributes:
        rank: 1 (two pairs) to 11 (King Loker); 0 for no hand.
        groups: the figure's group values in the order they are compared (the larger group first,
            then the higher; a straight gives its top card).
        free: the free cards, highest first (NL-4: compared last).
        cards: the figure's own cards, in the order they are said (not compared).
    """

    rank: int
    groups: tuple[int, ...]
    free: tuple[int, ...]
    cards: tuple[int, ...] = field(default=(), compare=False)

    @property
    def figure(self) -> str | None:
        """Return the figure's name (``FIGURES``), or None for no hand (NL-2)."""
        return FIGURES[self.rank - 1] if self.rank else None


def _value(name: str, groups: tuple[int, ...], cards: list[int], hand: list[int]) -> Value:
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return Value(RANK[name], groups, tuple(sorted(rest, reverse=True)), tuple(cards))


def candidates(hand: Iterable[int]) -> list[Value]:
    """Return every figure the hand holds (NL-1, NL-2), each with its free cards."""
    hand = list(hand)
    count = Counter(hand)
    out: list[Value] = []
    at_least = {k: sorted((v for v, c in count.items() if c >= k), reverse=True) for k in range(2, 7)}
    for v in at_least[6]:
        out.append(_value("king_loker", (v,), [v] * 6, hand))
    for v in at_least[5]:
        out.append(_value("loker", (v,), [v] * 5, hand))
    for v in at_least[4]:
        out.append(_value("four", (v,), [v] * 4, hand))
        for w in at_least[2]:
            if w != v:
                out.append(_value("four_two", (v, w), [v] * 4 + [w] * 2, hand))
    for v in at_least[3]:
        out.append(_value("three", (v,), [v] * 3, hand))
        for w in at_least[3]:
            if w < v:
                out.append(_value("two_threes", (v, w), [v] * 3 + [w] * 3, hand))
        for w in at_least[2]:
            if w != v:
                out.append(_value("three_two", (v, w), [v] * 3 + [w] * 2, hand))
    for a, b in combinations(at_least[2], 2):  # already highest first
        out.append(_value("two_pairs", (a, b), [a, a, b, b], hand))
    for a, b, c in combinations(at_least[2], 3):
        out.append(_value("three_pairs", (a, b, c), [a, a, b, b, c, c], hand))
    for length, name in ((6, "straight6"), (5, "straight5")):
        for low in range(0, 11 - length):
            run = list(range(low, low + length))
            if all(count[v] for v in run):
                # Said from the top down, as the rulebook lays them out (8 7 6 5 4).
                out.append(_value(name, (run[-1],), run[::-1], hand))
    return out


def evaluate(hand: Iterable[int]) -> Value:
    """Return the best figure in six numbers 0-9 (NL-1 to NL-4); rank 0 (figure None) when there is none."""
    hand = list(hand)
    if len(hand) != HAND or any(not isinstance(c, int) or not 0 <= c <= 9 for c in hand):
        raise ValueError(f"a Loker hand is six numbers 0-9, not {hand!r}")
    found = candidates(hand)
    if not found:
        return Value(0, (), tuple(sorted(hand, reverse=True)), ())
    return max(found)


def places(values: Sequence[Value | None]) -> list[int | None]:
    """Return each hand's place: 1 + the number of better hands; equal values share (NL-4 Decision).

    None (a hand not laid down) gets no place.
    """
    return [None if v is None else 1 + sum(1 for w in values if w is not None and w > v) for v in values]


def points(values: Sequence[Value | None]) -> list[int]:
    """Return each seat's points (NL-10): N for first place, N-1 for second ...; 0 for no hand."""
    n = len(values)
    return [0 if v is None or p is None or v.rank == 0 else n + 1 - p for v, p in zip(values, places(values))]
