"""The cube of Zoker Kubo by ear (ZK-5, ZK-9): its faces and levels, a place by the card that belongs there
(placed, open, dead or empty), the structures (lines) and who owns them. ``text.py`` says the game's news
with these words."""

from __future__ import annotations

from typing import Sequence

from app.core.seats import Seat
from app.games.zoker.cards import LINES, Card, Line
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.words import card_list, card_name, colour_name, places_list, row_list, shape_name, size_name
from app.text.announcer import sentence_case
from app.text.forms import Name, pattern, word
from app.text.i18n import _, ngettext, pgettext
from app.text.seats import points_count as seats_points_count
from app.text.seats import seat_name

#: How many rows, columns and levels the cube has.
SIDE = 4


# The cube's geometry for a face (ZK-9)

def axes(face: str) -> tuple[int, int, int]:
    """Return (the level's axis, the rows' axis, the columns' axis) for a face."""
    up = kubo.FACES[face][0]
    rows, columns = (a for a in range(3) if a != up)
    return up, rows, columns


def card_at(face: str, level: int, row: int, column: int) -> Card:
    """Return the card whose place is ``level``, ``row``, ``column`` (each 0-3; level 0 the starting face)."""
    up, rows, columns = axes(face)
    values = [0, 0, 0]
    values[up] = level if kubo.FACES[face][1] > 0 else 3 - level
    values[rows], values[columns] = row, column
    return Card(*values)


def place_of(card: Card, face: str) -> tuple[int, int, int]:
    """Return (level, row, column) of a card's place, each 0-3."""
    _up, rows, columns = axes(face)
    return kubo.level_of(card, face), card.values[rows], card.values[columns]


def value_name(axis: int, value: int) -> str:
    """Return the name of one attribute's value: a colour, a size or a shape."""
    return (colour_name, size_name, shape_name)[axis](value)


def level_name(face: str, level: int) -> str:
    """Return a level's name: "level 2, green" (the attribute the levels are measured in)."""
    up = axes(face)[0]
    value = level if kubo.FACES[face][1] > 0 else 3 - level
    return _("level {number}, {name}").format(number=level + 1, name=value_name(up, value))


def face_name(face: str) -> str:
    """Return which face the cube grows from (ZK-9), as the setup shows it."""
    return {"colour": _("blue corners, growing up through the colours"),
            "size": _("small corners, growing through the sizes"),
            "shape": _("square corners, growing through the shapes")}[face]


def scoring_name(scoring: str) -> str:
    """Return the way structures are scored (ZK-6)."""
    return {"auto": _("automatic scoring"), "claim": _("claiming, with Point!")}[scoring]


# Structures (ZK-5)

def structure_name(kind: str) -> Name:
    """Return the name of a kind of structure: straight, diagonal, Zoker; with its forms (Swedish "def":
    "stegan")."""
    # Translators: a structure's forms, as "mark: form" pairs, or the word as it is. See docs/translating.md.
    return {"straight": word(pgettext("structure", "straight"), pgettext("structure forms", "straight")),
            "diagonal": word(pgettext("structure", "diagonal"), pgettext("structure forms", "diagonal")),
            "zoker": word(pgettext("structure", "Zoker"), pgettext("structure forms", "Zoker"))}[kind]


def points_count(n: int) -> Name:
    """Return "1 point" / "12 points", with its forms ({points:acc}: Finnish "saa 1 pisteen")."""
    return seats_points_count(n)


def line_name(line: Line | int, full: bool = False) -> Name:
    """Return a structure by its kind and its two ends: "straight blue S1 to blue S4"; with its forms, so a
    sentence may say it as its subject or object ("{line:def}": Swedish "stegan från blått S1 till ...")."""
    line = LINES[line] if isinstance(line, int) else line
    # Translators: the forms of a structure named by its ends, as "mark: form" pairs, or the pattern as it is.
    return pattern(_("{structure} {first} to {last}"), pgettext("line forms", "{structure} {first} to {last}"),
                   structure=structure_name(line.kind), first=card_name(line.cards[0], full),
                   last=card_name(line.cards[-1], full))


def line_cards(cards: list[Card | None], full: bool = False) -> str:
    """Return a structure's four places in order, runs of empty places counted by their number on the line:
    "blue S1; places 2 to 3 empty; blue S4" (a line may run along a level or up through the levels)."""
    return places_list(cards, "place", full)


def owner_of(state: kubo.KuboState, line: int) -> int | None:
    """Return who scored a line (-1: lost unclaimed), or None when it is not scored."""
    return next((s for i, s in state.scored if i == line), None)


def read_structure(state: kubo.KuboState, line: int, seats: Sequence[Seat], viewer: int | None,
                   full: bool = False) -> str:
    """Return one line with its cards, empty places counted, and its owner: "Straight blue S1 to blue S4:
    blue S1; columns 2 to 3 empty; blue S4. 2 missing."."""
    cube = state.cube
    cards = [c if c in cube else None for c in LINES[line].cards]
    head = sentence_case(_("{line}: {cards}.").format(line=line_name(line, full), cards=line_cards(cards, full)))
    owner = owner_of(state, line)
    points = points_count(LINES[line].points)
    if owner is None:
        missing = sum(c is None for c in cards)
        if not missing:
            return head + " " + _("Complete, not claimed yet: {points}.").format(points=points)
        if any(kubo.dead(c, cube, state.face) for c in LINES[line].cards):
            return head + " " + _("It can no longer be completed: a place is dead.")
        return head + " " + ngettext("{count} missing, for {points}.", "{count} missing, for {points}.",
                                     missing).format(count=missing, points=points)
    if owner < 0:
        return head + " " + _("Lost: nobody claimed it.")
    if owner == viewer:
        return head + " " + _("Yours: {points}.").format(points=points)
    return head + " " + _("Scored by {name}: {points}.").format(name=seat_name(seats, owner), points=points)


def lines_through(state: kubo.KuboState, card: Card, seats: Sequence[Seat], viewer: int | None,
                  full: bool = False) -> str:
    """Return every structure through a place, one after the other."""
    lines = kubo.THROUGH[card]
    head = ngettext("{count} structure through {card}.", "{count} structures through {card}.",
                    len(lines)).format(count=len(lines), card=card_name(card, full))
    return " ".join([head] + [read_structure(state, i, seats, viewer, full) for i in lines])


# Places and levels

def place_state(state: kubo.KuboState, card: Card) -> str:
    """Return "placed", "open", "dead" or "empty" for a place (ZK-3, ZK-4)."""
    cube = state.cube
    if card in cube:
        return "placed"
    if kubo.dead(card, cube, state.face):
        return "dead"
    return "open" if kubo.supported(card, cube, state.face) else "empty"


def placer(state: kubo.KuboState, card: Card) -> int:
    """Return who placed a card (-1 for a starting corner)."""
    return next(s for s, c in state.placed if c == card)


def place_text(state: kubo.KuboState, card: Card, seats: Sequence[Seat], viewer: int | None,
               full: bool = False) -> str:
    """Return a place as the focus echo says it: "green M2", "green M2: open, in your hand", "blue M2: dead"."""
    name = card_name(card, full)
    what = place_state(state, card)
    mine = viewer is not None and card in state.hands[viewer]
    if what == "placed":
        if not full:
            return name
        by = placer(state, card)
        if by < 0:
            return _("{card}, a starting corner").format(card=name)
        return _("{card}, placed by {name}").format(card=name, name=_("you") if by == viewer
                                                    else seat_name(seats, by))
    if what == "dead":
        up = kubo.covering(card, state.cube, state.face)
        text = _("{card}: dead, under {above}").format(card=name, above=card_name(up, full))
    elif what == "open":
        text = _("{card}: open").format(card=name)
    else:
        text = _("{card}: empty").format(card=name)
    return _("{place}, in your hand").format(place=text) if mine else text


def marker(state: kubo.KuboState, card: Card) -> str:
    """Return the short mark a screen shows in an empty place: "open", "dead" or ""."""
    what = place_state(state, card)
    return {"open": pgettext("place", "open"), "dead": pgettext("place", "dead")}.get(what, "")


def read_level(state: kubo.KuboState, level: int, full: bool = False) -> str:
    """Return one level row by row, runs of empty places and of empty rows counted, and the open places:
    "Level 1, blue: 6 of 16 placed. Row 1: blue S1; blue S2; columns 3 to 4 empty. Rows 2 to 3 empty. ..."."""
    cube, face = state.cube, state.face
    grid = [[card_at(face, level, r, c) for c in range(SIDE)] for r in range(SIDE)]
    count = sum(card in cube for row in grid for card in row)
    head = sentence_case(_("{level}: {count} of 16 placed.").format(level=level_name(face, level), count=count))
    rows, r = [], 0
    while r < SIDE:
        if any(c in cube for c in grid[r]):
            rows.append(_("Row {row}: {cards}.").format(
                row=r + 1, cards=row_list([c if c in cube else None for c in grid[r]], full)))
            r += 1
            continue
        end = r
        while end + 1 < SIDE and not any(c in cube for c in grid[end + 1]):
            end += 1
        rows.append(_("Row {row} empty.").format(row=r + 1) if end == r
                    else _("Rows {first} and {last} empty.").format(first=r + 1, last=end + 1) if end == r + 1
                    else _("Rows {first} to {last} empty.").format(first=r + 1, last=end + 1))
        r = end + 1
    open_here = [c for row in grid for c in row if place_state(state, c) == "open"]
    tail = (_("Open: {cards}.").format(cards=card_list(open_here, full)) if open_here
            else _("No place open on this level."))
    if not count:
        rows = [_("All empty.")]
    return " ".join([head] + rows + [tail])


def cube_summary(state: kubo.KuboState) -> str:
    """Return how full each level is: "Cube: 20 of 64. Level 1, blue: 12; level 2, green: 6; ..."."""
    cube = state.cube
    parts = []
    for level in range(SIDE):
        n = sum(1 for c in cube if kubo.level_of(c, state.face) == level)
        parts.append(_("{level}: {count}").format(level=level_name(state.face, level), count=n))
    return _("Cube: {count} of 64 placed. {levels}.").format(count=len(cube), levels=_("; ").join(parts))
