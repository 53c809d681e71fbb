"""What Zoker Kubo says: the cube by level, row and line, placements, structures, claims (ZK).

The cube is read one *level* at a time (levels count from the starting
face, 1 to 4, ZK-9). A level is a 4x4 grid: its rows and columns are the
two other attributes, in the order colour, size, shape. A place is named by
the card that belongs there, and said to be placed, open (its card may go
now), dead (a place above it in its column is taken, ZK-4) or empty (no neighbour yet).
A hand is secret: only the seat at the keyboard hears its own cards. The
cube's words (faces, levels, places, structures) are ``places.py``'s, read
here as before.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zoker.cards import LINES, Card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo.places import (card_at, cube_summary, face_name, level_name, line_name, place_of,
                                         place_state, points_count, read_level, scoring_name, SIDE, axes as axes,
                                         line_cards as line_cards, lines_through as lines_through, marker as marker,
                                         owner_of as owner_of, place_text as place_text, placer as placer,
                                         read_structure as read_structure, structure_name as structure_name,
                                         value_name as value_name)
from app.games.zoker.words import RULE_ERRORS, card_list, card_name, found_in_hand, found_nowhere_seen
from app.text.announcer import sentence_case
from app.text.i18n import _, ngettext, pgettext
from app.text.seats import cards_held, seat_name, target_row, winners
from app.text.telling import Teller, Told


def title() -> str:
    """Return the game's name."""
    return _("Zoker Kubo")


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

    won = frozenset({"scored"})

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
