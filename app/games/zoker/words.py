"""Spoken names for the Zoker deck: cards, attributes, places (ZD-1 to ZD-3).

Brief: "red XL4". Full: "red, extra large, square, XL4".
"""

from __future__ import annotations

from typing import Callable, Iterable

from app.games.zoker.cards import Card
from app.plain.commands import Entry
from app.text.forms import Name, joined, pattern, word
from app.text.i18n import _, ngettext, pgettext
from app.text.seats import cards_count  # noqa: F401 (the Zoker games' word for it)


def colour_name(i: int) -> Name:
    """Return a colour's name, weakest first (blue, green, orange, red), with its forms."""
    # Translators: a colour's forms, as "mark: form" pairs ("acc: červenou; ins: červenou; m: červený"),
    # or the word as it is when the language needs no other form. See docs/translating.md.
    return (word(pgettext("colour", "blue"), pgettext("colour forms", "blue")),
            word(pgettext("colour", "green"), pgettext("colour forms", "green")),
            word(pgettext("colour", "orange"), pgettext("colour forms", "orange")),
            word(pgettext("colour", "red"), pgettext("colour forms", "red")))[i]


def size_name(i: int) -> Name:
    """Return a size's name, smallest first, with its forms."""
    # Translators: a size's forms, as "mark: form" pairs, or the word as it is. See docs/translating.md.
    return (word(pgettext("size", "small"), pgettext("size forms", "small")),
            word(pgettext("size", "medium"), pgettext("size forms", "medium")),
            word(pgettext("size", "large"), pgettext("size forms", "large")),
            word(pgettext("size", "extra large"), pgettext("size forms", "extra large")))[i]


def shape_name(i: int) -> Name:
    """Return a shape's name, fewest corners first (ZD-3 Decision), with its forms and gender."""
    # Translators: a shape's forms, as "mark: form" pairs, and its gender ("gender: m; ins: trojúhelníkem"),
    # or the word as it is. The colour and size of a full description agree with this gender.
    return (word(pgettext("shape", "drop"), pgettext("shape forms", "drop")),
            word(pgettext("shape", "lens"), pgettext("shape forms", "lens")),
            word(pgettext("shape", "triangle"), pgettext("shape forms", "triangle")),
            word(pgettext("shape", "square"), pgettext("shape forms", "square")))[i]


def card_name(card: Card | None, full: bool = False) -> Name:
    """Return a card's spoken name, or "empty" for no card; a sentence may ask for its forms ({card:acc})."""
    if card is None:
        return Name(_("empty"))
    if not full:
        # Translators: the brief card name's own forms, if a case needs more than the colour's form.
        return pattern(_("{colour} {code}"), pgettext("card forms", "{colour} {code}"),
                       colour=colour_name(card.colour), code=card.code)
    # Translators: the full card name's own forms, if a case needs more than its words' forms.
    return pattern(_("{colour}, {size}, {shape}, {code}"), pgettext("card forms", "{colour}, {size}, {shape}, {code}"),
                   agree=("colour", "size"), head="shape", colour=colour_name(card.colour),
                   size=size_name(card.size), shape=shape_name(card.shape), code=card.code)


def card_list(cards: Iterable[Card | None], full: bool = False) -> Name:
    """Return cards as a spoken list, separated so a voice pauses between them (each in the form asked for)."""
    return joined(_("; "), (card_name(c, full) for c in cards))


def row_list(cards: list[Card | None], full: bool = False, down: bool = False) -> str:
    """Return one row (or, ``down``, one column) of places: its cards in order, runs of empty places counted.

    "red S2; columns 2 to 4 empty" instead of "red S2; empty; empty; empty".
    """
    if not any(cards):
        return _("all empty")
    parts, at = [], 0
    while at < len(cards):
        if cards[at] is not None:
            parts.append(card_name(cards[at], full))
            at += 1
            continue
        end = at
        while end + 1 < len(cards) and cards[end + 1] is None:
            end += 1
        if down:
            parts.append(_("row {number} empty").format(number=at + 1) if end == at else
                         _("rows {first} to {last} empty").format(first=at + 1, last=end + 1))
        else:
            parts.append(_("column {number} empty").format(number=at + 1) if end == at else
                         _("columns {first} to {last} empty").format(first=at + 1, last=end + 1))
        at = end + 1
    return _("; ").join(parts)


def attribute_name(attribute: str) -> str:
    """Return the name of "colour", "size" or "shape"."""
    return {"colour": pgettext("attribute", "colour"), "size": pgettext("attribute", "size"),
            "shape": pgettext("attribute", "shape")}[attribute]


def shared_attributes(common: tuple[str, ...]) -> str:
    """Return what two cards share, as a phrase: "same colour and size"."""
    key = tuple(sorted(common, key=("colour", "size", "shape").index))
    phrases = {
        (): _("nothing in common"),
        ("colour",): _("only the same colour"),
        ("size",): _("only the same size"),
        ("shape",): _("only the same shape"),
        ("colour", "size"): _("same colour and size"),
        ("colour", "shape"): _("same colour and shape"),
        ("size", "shape"): _("same size and shape"),
        ("colour", "size", "shape"): _("the same card"),
    }
    return phrases[key]


def place_name(row: int, column: int) -> str:
    """Return a grid place, counted from 1: "row 2, column 3"."""
    return _("row {row}, column {column}").format(row=row, column=column)


def pile_name(pile: int) -> Name:
    """Return a bottom-row pile, counted from 1, with its forms ({pile:ill})."""
    # Translators: a pile's forms, as "mark: form" pairs ("ill: pinoon {number}; gen: pinon {number}"),
    # or the words as they are. See docs/translating.md.
    return pattern(_("pile {number}"), pgettext("pile forms", "pile {number}"), number=pile + 1)


def _not_a_pair(p: dict, full: bool) -> str:
    from app.games.zoker.cards import common_attributes

    a, b = p["card"], p["other"]
    return _("{card} and {other} are not a pair: {shared}.").format(
        card=card_name(a, full), other=card_name(b, full),
        shared=shared_attributes(p.get("common") or common_attributes(a, b)))


#: Why a move of a Zoker game was refused: msg_id -> function(params, full) -> sentence.
RULE_ERRORS: dict[str, Callable[[dict, bool], str]] = {
    "not_a_pair": _not_a_pair,
    "place_is_empty": lambda p, f: _("That place is empty."),
    "pile_is_empty": lambda p, f: _("{pile} is empty.").format(pile=pile_name(p["pile"]).capitalize()),
    "same_pile": lambda p, f: _("A pile cannot move onto itself."),
    "pile_needs_a_card": lambda p, f: _("{pile} is empty: a card goes only onto a card it pairs with.").format(
        pile=pile_name(p["pile"]).capitalize()),
    "same_card": lambda p, f: _("Choose two different cards."),
    "no_such_place": lambda p, f: _("There is no such place."),
    "no_such_pile": lambda p, f: _("There is no such pile."),
    "stock_is_empty": lambda p, f: _("The stock is empty."),
    "deal_needs_space": lambda p, f: ngettext(
        "You can deal when {needed} places are empty; now {empty} place is empty.",
        "You can deal when {needed} places are empty; now {empty} places are empty.",
        p["empty"]).format(needed=p["needed"], empty=p["empty"]),
    "ladder_needs_four": lambda p, f: _("A ladder needs four different cards."),
    "not_a_ladder": lambda p, f: _("These four cards are not a ladder: a ladder is one straight line of the cube."),
    "already_turned_up": lambda p, f: _("That card is already face up: {card}.").format(
        card=card_name(p["card"], f)),
    "too_few_cards": lambda p, f: _("Fewer than two cards are left on the table."),
    "deal_is_automatic": lambda p, f: _("In this game new cards are dealt automatically when no pair is left."),
    "finish_the_turn": lambda p, f: _("Turn up your second card first."),
    "card_not_in_hand": lambda p, f: _("{card} is not in your hand.").format(card=card_name(p["card"], f)),
}


# Where a card is ("find CARD"): the card first, then where, so no language must inflect its name.

def found_at(card: Card, place: str, full: bool = False) -> str:
    """Return "green M2: row 2, column 3."."""
    return _("{card}: {place}.").format(card=card_name(card, full), place=place)


def found_in_hand(card: Card, full: bool = False) -> str:
    """Return "green M2: in your hand."."""
    return _("{card}: in your hand.").format(card=card_name(card, full))


def found_in_stock(card: Card, full: bool = False) -> str:
    """Return "green M2: in the stock, not seen yet."."""
    return _("{card}: in the stock, not seen yet.").format(card=card_name(card, full))


def found_nowhere_seen(card: Card, full: bool = False) -> str:
    """Return "green M2: not seen yet." (face down, in another hand or in the stock)."""
    return _("{card}: not seen yet.").format(card=card_name(card, full))


def found_with(card: Card, who: str, full: bool = False) -> str:
    """Return "green M2: with Eva." (taken or won by that seat)."""
    return _("{card}: with {name}.").format(card=card_name(card, full), name=who)


def found_with_you(card: Card, full: bool = False) -> str:
    """Return "green M2: with you." (taken or won by the player)."""
    return _("{card}: with you.").format(card=card_name(card, full))


def found_in_pile(card: Card, pile: int, under: int, full: bool = False) -> str:
    """Return "green M2: pile 2, on top." or "green M2: pile 2, under 3 cards."."""
    if not under:
        return _("{card}: {pile}, on top.").format(card=card_name(card, full), pile=pile_name(pile))
    return ngettext("{card}: {pile}, under {count} card.", "{card}: {pile}, under {count} cards.", under).format(
        card=card_name(card, full), pile=pile_name(pile), count=under)


def line_entry() -> Entry:
    """Return the help entry of ``row N`` and ``column N``."""
    return Entry(pgettext("command", "row N, column N"), _("read one line"),
                 _("row and a number reads that row of the table, column and a number that column, "
                   "for example row 2; runs of empty places are counted."), ("column",))


def find_entry() -> Entry:
    """Return the help entry of ``find CARD``."""
    return Entry(pgettext("command", "find CARD"), _("where a card is"),
                 _("find and a card's name says where it is, for example find green M2."))


def find_usage() -> str:
    """Return how to ask where a card is."""
    return _("Type find and a card, for example find green M2.")


def line_text(grid: list[list[Card | None]], kind: str, number: int, full: bool = False) -> str:
    """Return one row or column of a grid of face-up places, counted from 1: "Row 2: red S2; columns 2 to 4 empty."."""
    if kind == "row":
        return _("Row {row}: {cards}.").format(row=number, cards=row_list(grid[number - 1], full))
    cards = row_list([row[number - 1] for row in grid], full, down=True)
    return _("Column {column}: {cards}.").format(column=number, cards=cards)


def answer_line(session, verb: str, args: list[str], rows: int, columns: int,
                read: Callable[[str, int], str]) -> None:
    """Say one row or column (``row 2``, ``column 3``) of a grid of ``rows`` by ``columns``,
    as ``read(kind, number from 1)`` gives it, or how to ask."""
    count = rows if verb == "row" else columns
    if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= count:
        session.say(_("Type row and a number from 1 to {rows}, or column and a number from 1 to {columns}.").format(
            rows=rows, columns=columns), "alert")
        return
    session.say(read(verb, int(args[0])), "info")


def typed_places(words: list[str], cards: list[Card | None], columns: int) -> tuple[list[int], Card | None] | None:
    """Return the places ``words`` name on a grid of ``cards``: ROW COLUMN numbers or cards' names, mixed.

    Returns (places, None), or ([], card) when a card is named that is not on
    the grid, or None when the words are neither numbers of a place on it nor
    a card's name.
    """
    from app.games.zoker.cards import parse_card

    rows = len(cards) // columns
    places: list[int] = []
    i = 0
    while i < len(words):
        pair = words[i:i + 2]
        if len(pair) < 2:
            return None
        if pair[0].isdigit() and pair[1].isdigit():
            row, column = int(pair[0]), int(pair[1])
            if not (1 <= row <= rows and 1 <= column <= columns):
                return None
            places.append((row - 1) * columns + column - 1)
        else:
            try:
                card = parse_card(" ".join(pair))
            except ValueError:
                return None
            if card not in cards:
                return [], card
            places.append(cards.index(card))
        i += 2
    return places, None


def answer_find(session, args: list[str], locate) -> None:
    """Say where the card typed after ``find`` is (``locate(card)`` makes the sentence), or how to ask."""
    if not args:
        session.say(find_usage(), "alert")
        return
    card = typed_card(session, args)
    if card is not None:
        session.say(locate(card), "info")


def not_a_card(text: str) -> str:
    """Return what is said when the words typed name no card."""
    return _("{text} is not a card. Name a card by colour and code, like green M2 (colours in "
             "English: blue, green, orange, red; sizes S, M, L, XL; corners 1 to 4).").format(text=text or "?")


def card_problem(text: str) -> str | None:
    """Return None when ``text`` names a card ("green M2"), else the sentence saying how to name one."""
    from app.games.zoker.cards import parse_card

    try:
        parse_card(text)
    except ValueError:
        return not_a_card(text)
    return None


def typed_card(session, args: list[str]) -> Card | None:
    """Return the card named by the words typed ("green M2"), or None after saying how to name one."""
    from app.games.zoker.cards import parse_card

    try:
        return parse_card(" ".join(args))
    except ValueError:
        session.say(not_a_card(" ".join(args)), "alert")
        return None


def find_question() -> str:
    """Return the find prompt's question (the screens' find key)."""
    return _("Find which card? Type its colour and code, like green M2, then Enter. Escape cancels.")


def find_cancelled() -> str:
    """Return what is said when the find prompt is closed with Escape."""
    return _("Find cancelled.")
