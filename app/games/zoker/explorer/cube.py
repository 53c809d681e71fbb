"""The cube explorer (ZC-1): walking the 4x4x4 cube one card at a time.

The cursor is a Card. Within a level (one colour) the player moves by size
and by shape; between levels, by colour. Moving off the cube stays put.
"""

from __future__ import annotations

from app.games.zoker.cards import ATTRIBUTES, Card

#: Where the explorer starts: the weakest card (ZD-2).
START = Card(0, 0, 0)


def step(card: Card, attribute: str, delta: int) -> Card | None:
    """Return the card one step along ``attribute`` ("colour", "size", "shape"), or None at the edge."""
    values = list(card.values)
    i = ATTRIBUTES.index(attribute)
    values[i] += delta
    if not 0 <= values[i] <= 3:
        return None
    return Card(*values)
