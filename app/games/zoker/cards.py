"""The Zoker deck: 64 cards, the points of a 4x4x4 cube (rules ZD, ZP, ZT-1, ZK-5).

Each attribute runs 0-3, weakest first: colour blue, green, orange, red;
size S, M, L, XL; shape by corners 1, 2, 3, 4 (ZD-1). Names here are the
English codes used in data and tests; spoken names come from ``app.text``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

COLOURS = ("blue", "green", "orange", "red")
SIZES = ("S", "M", "L", "XL")
#: ZD-3 Decision: shapes named by their corners, 1 to 4.
SHAPES = ("drop", "lens", "triangle", "square")
#: Attribute order is also the priority order of ZT-1: colour, size, shape.
ATTRIBUTES = ("colour", "size", "shape")


@dataclass(frozen=True, order=True)
class Card:
    """One Zoker card; each attribute 0-3, weakest first (ZD-1)."""

    colour: int
    size: int
    shape: int

    def __post_init__(self) -> None:
        if (self.colour, self.size, self.shape) == _HIDDEN:
            return
        for name in ATTRIBUTES:
            if not 0 <= getattr(self, name) <= 3:
                raise ValueError(f"{name} must be 0-3, not {getattr(self, name)}")

    @property
    def code(self) -> str:
        """Return the corner code, size then corners: "XL4" (ZD-2)."""
        return f"{SIZES[self.size]}{self.shape + 1}"

    @property
    def values(self) -> tuple[int, int, int]:
        """Return (colour, size, shape)."""
        return (self.colour, self.size, self.shape)

    def __str__(self) -> str:
        return f"{COLOURS[self.colour]} {self.code}"


#: The attributes of ``HIDDEN``: one past the strongest of each, so that naming it fails (an index
#: out of range) instead of saying some other card.
_HIDDEN = (4, 4, 4)
#: A card a seat may not know (another seat's hand, the stock, a face-down card): what a masked state
#: holds in its place (``app.core.seen``). No deck holds it, and it has no name.
HIDDEN = Card(*_HIDDEN)

#: All 64 cards, weakest (blue S1) first (ZD-2).
DECK: tuple[Card, ...] = tuple(Card(c, s, f) for c in range(4) for s in range(4) for f in range(4))


def parse_card(text: str) -> Card:
    """Return the card named like "orange S1" or "red XL4" (any case).

    Raises:
        ValueError: when the text names no card.
    """
    parts = text.strip().lower().split()
    if len(parts) != 2 or parts[0] not in COLOURS:
        raise ValueError(f"not a card: {text!r}")
    code = parts[1].upper()
    size, corners = code[:-1], code[-1:]
    if size not in SIZES or corners not in ("1", "2", "3", "4"):
        raise ValueError(f"not a card: {text!r}")
    return Card(COLOURS.index(parts[0]), SIZES.index(size), int(corners) - 1)


def common_attributes(a: Card, b: Card) -> tuple[str, ...]:
    """Return the names of the attributes two cards share."""
    return tuple(n for n, x, y in zip(ATTRIBUTES, a.values, b.values) if x == y)


def compatible(a: Card, b: Card) -> bool:
    """Return True when two cards are a pair: equal in exactly two attributes (ZP-1)."""
    return len(common_attributes(a, b)) == 2


def beats(a: Card, b: Card) -> bool:
    """Return True when card ``a`` beats card ``b`` in Tiko (ZT-1).

    Stronger in two attributes wins; stronger in one and equal in two wins;
    stronger in one and weaker in one wins when the stronger one has the
    higher priority (colour, then size, then shape). Not transitive.
    """
    stronger = [i for i in range(3) if a.values[i] > b.values[i]]
    weaker = [i for i in range(3) if a.values[i] < b.values[i]]
    if len(stronger) >= 2:
        return True
    if len(stronger) == 1 and not weaker:
        return True
    if len(stronger) == 1 and len(weaker) == 1:
        return stronger[0] < weaker[0]
    return False


@dataclass(frozen=True)
class Line:
    """Four cards in a row of the cube (ZK-5).

    Attributes:
        kind: "straight" (one axis), "diagonal" (in a plane) or "zoker" (space diagonal).
        cards: the four cards, from one end to the other.
    """

    kind: str
    cards: tuple[Card, Card, Card, Card]

    @property
    def points(self) -> int:
        """Return what completing the line scores in Kubo (ZK-5)."""
        return {"straight": 1, "diagonal": 2, "zoker": 12}[self.kind]


def _lines() -> tuple[Line, ...]:
    """Return the 76 lines of the 4x4x4 cube, as in 4x4x4 tic-tac-toe."""
    kinds = {1: "straight", 2: "diagonal", 3: "zoker"}
    found = []
    for d in itertools.product((-1, 0, 1), repeat=3):
        # One direction of each pair: the first non-zero step is positive.
        nonzero = [x for x in d if x]
        if not nonzero or nonzero[0] < 0:
            continue
        for start in itertools.product(range(4), repeat=3):
            points = [tuple(start[i] + k * d[i] for i in range(3)) for k in range(4)]
            before = tuple(start[i] - d[i] for i in range(3))
            if all(0 <= x <= 3 for p in points for x in p) and not all(0 <= x <= 3 for x in before):
                c0, c1, c2, c3 = (Card(*p) for p in points)
                found.append(Line(kinds[len(nonzero)], (c0, c1, c2, c3)))
    return tuple(found)


#: The 76 lines: 48 straights, 24 diagonals, 4 Zokers (ZK-5).
LINES: tuple[Line, ...] = _lines()


def lines_through(card: Card) -> tuple[Line, ...]:
    """Return the lines that pass through a card."""
    return tuple(line for line in LINES if card in line.cards)


def pairs_of(card: Card) -> tuple[Card, ...]:
    """Return the nine cards that make a pair with ``card`` (ZP-1)."""
    return tuple(c for c in DECK if compatible(card, c))
