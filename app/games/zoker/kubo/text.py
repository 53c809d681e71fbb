"""What Zoker Kubo says: the cube by level, row and line, placements, structures, claims (ZK).

The cube is read one *level* at a time (levels count from the starting
face, 1 to 4, ZK-9). A level is a 4x4 grid: its rows and columns are the
two other attributes, in the order colour, size, shape. A place is named by
the card that belongs there, and said to be placed, open (its card may go
now), dead (a place above it in its column is taken, ZK-4) or empty (no neighbour yet).
A hand is secret: only the seat at the keyboard hears its own cards.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zoker.cards import LINES, Card, Line
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.words import (RULE_ERRORS, card_list, card_name, colour_name, found_in_hand,
                                   found_nowhere_seen, places_list, row_list, shape_name, size_name)
from app.text.forms import Name, pattern, word
from app.text.announcer import sentence_case
from app.text.i18n import _, ngettext, pgettext
from app.text.seats import cards_held, seat_name, target_row, winners
from app.text.seats import points_count as seats_points_count
from app.text.telling import Teller, Told

#: How many rows, columns and levels the cube has.
SIDE = 4


def title() -> str:
    """Return the game's name."""
    return _("Zoker Kubo")


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


# The hand: what each card can do ("what can I complete")

def card_advice(state: kubo.KuboState, card: Card, full: bool = False) -> str:
    """Return whether and where a card of the hand can go, and what it would complete."""
    cube = state.cube
    name = card_name(card, full)
    error = kubo.why_not(card, cube, state.face)
    if error is not None:
        if error.msg_id == "card_would_go_under":
            return _("{card}: dead, under {above}.").format(card=name, above=card_name(error.params["above"], full))
        return _("{card}: no neighbour yet.").format(card=name)
    done = kubo.completes(card, cube)
    if not done:
        return _("{card}: can go.").format(card=name)
    parts = [_("{line}, {points}").format(line=line_name(i, full), points=points_count(LINES[i].points))
             for i in done]
    return _("{card}: can go and completes {lines}.").format(card=name, lines=_("; ").join(parts))


def sorted_hand(cards: Sequence[Card], state: kubo.KuboState) -> list[Card]:
    """Return the hand in reading order: by level, then row, then column."""
    return sorted(cards, key=lambda c: place_of(c, state.face))


def hand(state: kubo.KuboState, seat: int, full: bool = False) -> str:
    """Return the player's hand, each card with where it stands: "Your cards: blue S2: can go; ..."."""
    cards = sorted_hand(state.hands[seat], state)
    if not cards:
        return _("Your hand is empty.")
    return _("Your cards: {cards}").format(cards=" ".join(card_advice(state, c, full) for c in cards))


def completions(state: kubo.KuboState, seat: int, full: bool = False) -> str:
    """Return "what can I complete": the cards of the hand that would complete a structure now."""
    cube = state.cube
    found = [c for c in sorted_hand(state.hands[seat], state)
             if kubo.placeable(c, cube, state.face) and kubo.completes(c, cube)]
    can = sum(kubo.placeable(c, cube, state.face) for c in state.hands[seat])
    if not found:
        if not can:
            return _("No card of yours can go now.")
        return ngettext("Nothing to complete now; {count} card of yours can go.",
                        "Nothing to complete now; {count} cards of yours can go.", can).format(count=can)
    return " ".join(card_advice(state, c, full) for c in found)


def find(state: kubo.KuboState, card: Card, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return where a card is, as far as the viewer may know: in the cube (and its level), in their hand."""
    if card in state.cube:
        level, row, column = place_of(card, state.face)
        return _("{card}: in the cube, {level}, row {row}, column {column}.").format(
            card=card_name(card, full), level=level_name(state.face, level), row=row + 1, column=column + 1)
    if viewer is not None and card in state.hands[viewer]:
        return found_in_hand(card, full) + " " + card_advice(state, card, full)
    what = place_state(state, card)
    if what == "dead":
        up = kubo.covering(card, state.cube, state.face)
        where = _("Its place is dead, under {above}.").format(above=card_name(up, full))
    elif what == "open":
        where = _("Its place is open.")
    else:
        where = _("Its place has no neighbour yet.")
    return found_nowhere_seen(card, full) + " " + where


# Counts, turn, events

def holdings(state: kubo.KuboState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the points, hand sizes, stock and cube: the counts key."""
    parts = []
    for i, points in enumerate(state.points):
        who = _("you") if i == viewer else seat_name(seats, i)
        # A bare number: the list is already headed "Points:" (Icelandic "Stig: þú 0; Eva 3", not "0 stig").
        parts.append(_("{name} {points}").format(name=who, points=points))
    n = len(state.stock)
    stock = ngettext("{count} card in the stock.", "{count} cards in the stock.", n).format(count=n)
    return " ".join([_("Points: {standings}.").format(standings=_("; ").join(parts)),
                     _("In hand: {holdings}.").format(holdings=cards_held(seats, [len(h) for h in state.hands],
                                                                           viewer)),
                     stock, _("Cube: {count} of 64.").format(count=len(state.cube))])


def typed_word(word: str) -> str:
    """Return the word line mode takes for a command word in the current language, the one help shows first
    (the catalog's "typed" entry, as ``app.plain.words.shown`` reads it; English when there is none)."""
    return next((w.strip() for w in pgettext("typed", word).split("|") if w.strip()), word)


def draw_question(keys: bool = False) -> str:
    """Return the choice of ZK-2, with the words to type (or, on the screen, the keys to press)."""
    if keys:
        return _("Your turn. You placed two or more: press d to draw one card, or f to fill your hand to five.")
    return _("Your turn. You placed two or more: type {draw} to draw one card, or {fill} to fill your hand "
             "to five.").format(draw=typed_word("draw"), fill=typed_word("fill"))


def point_question(keys: bool = False) -> str:
    """Return the chance to call Point! after another's turn (ZK-6), with the words to type (or the keys)."""
    if keys:
        return _("Point? Press x on a place of a structure completed and not claimed, then on another; "
                 "or e for no Point.")
    return _("Point? Type {claim} and two cards of a structure completed and not claimed, or {passing}.").format(
        claim=typed_word("claim"), passing=typed_word("pass"))


def turn_prompt(state: kubo.KuboState, viewer: int | None, full: bool = False, keys: bool = False) -> str:
    """Return the prompt when the turn comes to the player: the choice to draw, or what can go."""
    if viewer is None:
        return _("Your turn.")
    if state.phase == "steal":
        return point_question(keys)
    if state.phase == "draw":
        return draw_question(keys)
    cube = state.cube
    can = sum(kubo.placeable(c, cube, state.face) for c in state.hands[viewer])
    total = len(state.hands[viewer])
    return ngettext("Your turn: {count} card of {total} can go.", "Your turn: {count} cards of {total} can go.",
                    can).format(count=can, total=total)


def _who(seats: Sequence[Seat], seat: int, viewer: int | None) -> str:
    return _("you") if seat == viewer else seat_name(seats, seat)


REASONS = {
    "zoker": lambda: _("A Zoker is complete: the game is over."),
    "hand": lambda: _("A whole hand is placed: the game is over."),
    "blocked": lambda: _("No card can be placed any more: the game is over."),
    "stuck": lambda: _("A whole round passed with the stock empty and nothing placed: the game is over."),
}


def game_over(d: Mapping, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the end: why, the winner, and each seat's points less its cards in hand (ZK-8)."""
    parts = []
    order = sorted(range(len(seats)), key=lambda i: (-d["scores"][i], i))
    for i in order:
        parts.append(_("{name} {total} ({points}, {hand} in hand)").format(
            name=_who(seats, i, viewer), total=d["scores"][i], points=points_count(d["points"][i]),
            hand=d["in_hand"][i]))
    return " ".join([REASONS[d["reason"]](), winners(seats, d["scores"], viewer),
                     _("Standings: {standings}.").format(standings=_("; ").join(parts))])


def event(ev: Event, state: kubo.KuboState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return the sentence for one Kubo event, told to the seat at the keyboard (news first)."""
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None and ev.seat >= 0 else ""
    if ev.kind == "placed":
        card = card_name(d["card"], full)
        if full:
            level, row, column = place_of(d["card"], state.face)
            where = _("{level}, row {row}, column {column}").format(level=level_name(state.face, level),
                                                                     row=row + 1, column=column + 1)
            return (_("You place {card}: {place}.").format(card=card, place=where) if you
                    else _("{name} places {card}: {place}.").format(name=name, card=card, place=where))
        return _("You place {card}.").format(card=card) if you else _("{name}: {card}.").format(name=name, card=card)
    if ev.kind == "scored":
        line = line_name(d["line"], full)
        points = points_count(d["points"])
        if d["stolen"]:
            return (_("Point! You take {line}: {points}.").format(line=line, points=points) if you
                    else _("Point! {name} takes {line}: {points}.").format(name=name, line=line, points=points))
        return (_("You score {line}: {points}.").format(line=line, points=points) if you
                else _("{name} scores {line}: {points}.").format(name=name, line=line, points=points))
    if ev.kind == "drew":
        n = len(d["cards"])
        if you:
            return _("You draw {cards}.").format(cards=card_list(d["cards"], full))
        if not full:
            return ""
        return ngettext("{name} draws {count} card.", "{name} draws {count} cards.", n).format(name=name, count=n)
    if ev.kind == "turn_over":
        if you:
            return ngettext("Turn over: {count} card placed.", "Turn over: {count} cards placed.",
                            d["placed"]).format(count=d["placed"])
        return ngettext("{name} ends the turn with {count} card in hand.",
                        "{name} ends the turn with {count} cards in hand.", d["in_hand"]).format(
            name=name, count=d["in_hand"])
    if ev.kind == "point_chance":
        return ""  # the turn prompt asks the player; a bot's claim or pass is told
    if ev.kind == "point_passed":
        return "" if you or not full else _("{name} calls nothing.").format(name=name)
    if ev.kind == "lost":
        lines = [line_name(i, full) for i in d["lines"]]
        return ngettext("Nobody claimed {lines}: lost.", "Nobody claimed {lines}: lost.",
                        len(lines)).format(lines=_("; ").join(lines))
    if ev.kind == "turn":
        return ""
    if ev.kind == "game_over":
        return game_over(d, seats, viewer)
    return ""


def _line_missing(p: dict, f: bool) -> str:
    return sentence_case(_("{line} is not complete: {cards} missing.").format(line=line_name(p["line"], f),
                                                                               cards=card_list(p["missing"], f)))


ERRORS = {
    **RULE_ERRORS,
    "card_would_go_under": lambda p, f: _("{card} cannot go under {above}: a card never goes under another.").format(
        card=card_name(p["card"], f), above=card_name(p["above"], f)),
    "no_neighbour": lambda p, f: _("{card} needs a neighbour: a placed card next to it on its level, or directly "
                                   "below it.").format(card=card_name(p["card"], f)),
    "already_placed": lambda p, f: _("{card} is already in the cube.").format(card=card_name(p["card"], f)),
    "draw_first": lambda p, f: _("First type {draw} to draw one card, or {fill} to fill your hand to five.").format(
        draw=typed_word("draw"), fill=typed_word("fill")),
    "already_drawn": lambda p, f: _("You have drawn already this turn."),
    "only_claims_now": lambda p, f: _("Now is only the time to call Point: type {claim} and two cards of a "
                                      "structure, or {passing}.").format(claim=typed_word("claim"),
                                                                          passing=typed_word("pass")),
    "scoring_is_automatic": lambda p, f: _("This table scores every structure automatically: nothing to claim."),
    "no_such_line": lambda p, f: _("Those cards are not on one structure."),
    "line_already_scored": lambda p, f: sentence_case(_("{line} is already scored.").format(
        line=line_name(p["line"], f))),
    "line_lost": lambda p, f: sentence_case(_("{line} is lost: nobody claimed it in time.").format(
        line=line_name(p["line"], f))),
    "line_not_complete": _line_missing,
    "line_not_this_turn": lambda p, f: sentence_case(_("{line} was completed before this turn: it can no longer "
                                                         "be claimed.").format(line=line_name(p["line"], f))),
}


class KuboTeller(Teller):
    """Zoker Kubo's sentences, as the table asks for them."""

    errors = ERRORS

    def rules(self) -> list[tuple[str, str]]:
        return self.rules_for({})

    def rules_for(self, options) -> list[tuple[str, str]]:
        """Return the rules of the face in play (ZK-9): its corners, and an example of ZK-3 a along its axis."""
        face = (options or {}).get("face", "colour")
        face = face if face in kubo.FACES else "colour"
        example = card_at(face, 0, 0, 1)
        up, higher = kubo.column_above(example, face)[:2]
        corners = card_list(list(kubo.starting_cards(face)))
        setup = {"colour": _("Four blue cards lie at the corners of the bottom level, the blue one: {cards}. "
                             "The cube grows up through the colours to red."),
                 "size": _("Four cards of size S lie at the corners of the bottom level, the small one: {cards}. "
                           "The cube grows up through the sizes to XL."),
                 "shape": _("Four cards of four corners lie at the corners of the bottom level: {cards}. "
                            "The cube grows up through the shapes to one corner.")}[face]
        return [
            ("goal", _("Build the cube of all 64 cards together, and score the lines of four you complete. "
                       "Highest total wins.")),
            ("setup", setup.format(cards=corners) + " " + _("Everyone gets four cards that only they may hear; "
                                                            "the rest is the stock.")),
            ("turn", _("Draw one card; if you placed two or more last turn you may fill your hand to five "
                       "instead. Then place as many cards as you like, each at its own place: next to a placed "
                       "card on its level, or directly on the card below it. A card never goes under another, "
                       "however high: once {above} or {higher} lies, {card} is dead and stays in its holder's "
                       "hand.").format(above=card_name(up), higher=card_name(higher), card=card_name(example))),
            ("scoring", _("Complete a straight line of four: 1 point. A diagonal of a level or of an upright "
                          "plane: 2 points. A Zoker, corner to corner through all four levels, like blue S1, "
                          "green M2, orange L3, red XL4: 12 points. When claiming, say which you completed; "
                          "after your turn the others may call Point! and take what you missed.")),
            ("end", _("The game ends at once when a Zoker is completed, when someone has placed their whole "
                      "hand, or when no card can be placed any more. Each card left in hand costs a point.")),
        ]

    def event(self, ev: Event, told: Told) -> str:
        return event(ev, told.state, told.seats, told.viewer, told.full)

    def read_table(self, told: Told) -> str:
        state = told.state
        return " ".join([cube_summary(state)] + [read_level(state, level, told.full) for level in range(SIDE)
                                                 if any(kubo.level_of(c, state.face) == level for c in state.cube)])

    def read_hand(self, told: Told) -> str:
        if told.viewer is None:
            return ""
        return hand(told.state, told.viewer, told.full)

    def holdings(self, told: Told) -> str:
        return holdings(told.state, told.seats, told.viewer)

    def turn_prompt(self, told: Told) -> str:
        return turn_prompt(told.state, told.viewer, told.full, told.keys)

    def option_row(self, key: str, value) -> str:
        if key == "face":
            return _("Start: {choice}").format(choice=face_name(value))
        if key == "scoring":
            return _("Scoring: {choice}").format(choice=scoring_name(value))
        if key == "target":
            return target_row(value)
        return ""

    def options_line(self, options) -> str:
        face = options.get("face", "colour")
        scoring = options.get("scoring", "auto")
        text = _("Zoker Kubo: {face}; {scoring}.").format(face=face_name(face), scoring=scoring_name(scoring))
        if options.get("target", 0):
            text += " " + target_row(options["target"]) + "."
        return text


TELLER = KuboTeller()
