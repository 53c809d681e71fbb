"""The cube of Zoker Kubo (ZK-3, ZK-4, ZK-7 c, ZK-9): levels along the face it grows from, what lies above,
below and beside a place, and which places can take a card. Pure geometry of the 64 cards; the game is
``app.games.zoker.kubo.rules``."""

from __future__ import annotations

from app.core.rules import RuleError
from app.games.zoker.cards import DECK, LINES, Card

#: ZK-9: the faces a cube may grow from, and per face (axis it grows along, direction).
FACES = {"colour": (0, 1), "size": (1, 1), "shape": (2, -1)}


#: Index of each line in LINES, for claims and the record of who scored what.
LINE_INDEX = {line: i for i, line in enumerate(LINES)}
#: The lines through each card, by card.
THROUGH: dict[Card, tuple[int, ...]] = {c: tuple(i for i, line in enumerate(LINES) if c in line.cards) for c in DECK}


def level_of(card: Card, face: str) -> int:
    """Return the card's level, 0 (the starting face) to 3, along the face's axis (ZK-9)."""
    axis, direction = FACES[face]
    value = card.values[axis]
    return value if direction > 0 else 3 - value


def step(card: Card, axis: int, delta: int) -> Card | None:
    """Return the card ``delta`` steps from ``card`` along one attribute, or None off the cube."""
    values = list(card.values)
    values[axis] += delta
    return Card(*values) if 0 <= values[axis] <= 3 else None


def above(card: Card, face: str) -> Card | None:
    """Return the place directly above a card (one level up along the face's axis), or None on top."""
    axis, direction = FACES[face]
    return step(card, axis, direction)


def column_above(card: Card, face: str) -> tuple[Card, ...]:
    """Return every place above a card in its column, nearest first (ZK-3 a: none of them may be taken)."""
    found = []
    up = above(card, face)
    while up is not None:
        found.append(up)
        up = above(up, face)
    return tuple(found)


def below(card: Card, face: str) -> Card | None:
    """Return the place directly below a card, or None on the starting face."""
    axis, direction = FACES[face]
    return step(card, axis, -direction)


def level_neighbours(card: Card, face: str) -> tuple[Card, ...]:
    """Return the places one step away within the card's own level (ZK-3 b)."""
    axis, _ = FACES[face]
    found = []
    for other in range(3):
        if other != axis:
            for delta in (-1, 1):
                near = step(card, other, delta)
                if near is not None:
                    found.append(near)
    return tuple(found)


def supports(card: Card, face: str) -> tuple[Card, ...]:
    """Return the places that could give a card a neighbour: next to it in its level, or below it."""
    under = below(card, face)
    return level_neighbours(card, face) + ((under,) if under is not None else ())


def starting_cards(face: str) -> tuple[Card, ...]:
    """Return the four corners of the starting face (ZK-1; ZK-9 for the other faces)."""
    axis, direction = FACES[face]
    base = 0 if direction > 0 else 3
    cards = []
    for a in (0, 3):
        for b in (0, 3):
            values = [a, b]
            values.insert(axis, base)
            cards.append(Card(*values))
    return tuple(sorted(cards))


# The cube: which places can take a card (ZK-3, ZK-4, ZK-7 c)

#: The places above each card (nearest first) and the places that support it, per face, worked out once
#: (the bots ask often).
_ABOVE = {face: {c: column_above(c, face) for c in DECK} for face in FACES}
_SUPPORTS = {face: {c: supports(c, face) for c in DECK} for face in FACES}


def free_above(card: Card, cube: frozenset[Card], face: str) -> bool:
    """Return True when no card lies anywhere above the card in its column, one level up or more (ZK-3 a)."""
    return not any(up in cube for up in _ABOVE[face][card])


def covering(card: Card, cube: frozenset[Card], face: str) -> Card | None:
    """Return the nearest placed card above a place in its column (the one it would go under), or None."""
    return next((up for up in _ABOVE[face][card] if up in cube), None)


def supported(card: Card, cube: frozenset[Card], face: str) -> bool:
    """Return True when a placed card is next to the place in its level or directly below it (ZK-3 b)."""
    return any(c in cube for c in _SUPPORTS[face][card])


def placeable(card: Card, cube: frozenset[Card], face: str) -> bool:
    """Return True when the card's place is empty, free above and supported (ZK-3)."""
    return card not in cube and free_above(card, cube, face) and supported(card, cube, face)


def dead(card: Card, cube: frozenset[Card], face: str) -> bool:
    """Return True when the card can never be placed: a place above it in its column is taken (ZK-4)."""
    return card not in cube and not free_above(card, cube, face)


def open_places(cube: frozenset[Card], face: str) -> tuple[Card, ...]:
    """Return every empty place that could take its card now (ZK-7 c: the game ends when there is none)."""
    return tuple(c for c in DECK if placeable(c, cube, face))


def completes(card: Card, cube: frozenset[Card]) -> tuple[int, ...]:
    """Return the lines (indices) that placing ``card`` would complete."""
    return tuple(i for i in THROUGH[card] if all(c == card or c in cube for c in LINES[i].cards))


def complete_lines(cube: frozenset[Card]) -> tuple[int, ...]:
    """Return every line whose four cards are in the cube."""
    return tuple(i for i, line in enumerate(LINES) if all(c in cube for c in line.cards))


def why_not(card: Card, cube: frozenset[Card], face: str) -> RuleError | None:
    """Return the error that placing the card would raise, or None when it may go (ZK-3, ZK-4)."""
    if card in cube:
        return RuleError("already_placed", card=card)
    up = covering(card, cube, face)
    if up is not None:
        return RuleError("card_would_go_under", card=card, above=up)
    if not supported(card, cube, face):
        return RuleError("no_neighbour", card=card)
    return None
