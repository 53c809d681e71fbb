"""Spoken and typed names for the Zoker deck: cards, attributes, places (ZD-1 to ZD-3).

Brief: "red XL4". Full: "red, extra large, square, XL4". A card's name as a
player types it, in the current language, is read by ``read_card``.
"""

from __future__ import annotations

from typing import Callable, Iterable

from app.games.zoker.cards import ATTRIBUTES, DECK, HIDDEN, SIZES, Card
from app.text.forms import Name, joined, pattern, word
from app.text.i18n import _, ngettext, pgettext
from app.text.names import Names, Reading, for_language, typed_forms, words_of
from app.text.phrases import list_words, run_said
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
    if card == HIDDEN:
        raise ValueError("a hidden card has no name: a seat was about to be told a card it may not know")
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
    return places_list(cards, "row" if down else "column", full)


def places_list(cards: list[Card | None], kind: str, full: bool = False) -> str:
    """Return places in order, each run of empty ones counted by its numbers: ``kind`` "column", "row" or
    "place" (on a structure's line, Kubo): "blue S1; places 2 to 3 empty; blue S4"."""
    one = {"column": lambda n: _("column {number} empty").format(number=n),
           "row": lambda n: _("row {number} empty").format(number=n),
           "place": lambda n: _("place {number} empty").format(number=n)}[kind]
    run = {"column": lambda a, b: _("columns {first} to {last} empty").format(first=a, last=b),
           "row": lambda a, b: _("rows {first} to {last} empty").format(first=a, last=b),
           "place": lambda a, b: _("places {first} to {last} empty").format(first=a, last=b)}[kind]
    # Two places are "2 and 3", not a range "2 to 3" (the Dutch review: "kolommen 2 en 3 leeg").
    two = {"column": lambda a, b: _("columns {first} and {last} empty").format(first=a, last=b),
           "row": lambda a, b: _("rows {first} and {last} empty").format(first=a, last=b),
           "place": lambda a, b: _("places {first} and {last} empty").format(first=a, last=b)}[kind]
    parts: list[str] = []
    at = 0
    while at < len(cards):
        if cards[at] is not None:
            parts.append(card_name(cards[at], full))
            at += 1
            continue
        end = at
        while end + 1 < len(cards) and cards[end + 1] is None:
            end += 1
        parts.append(run_said(at + 1, end + 1, one, two, run))
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


def place_name(row: int, column: int) -> Name:
    """Return a grid place, counted from 1: "row 2, column 3", with its forms ({place:ade}: Finnish
    "rivillä 2, sarakkeessa 3")."""
    # Translators: a place's forms, as "mark: form" pairs ("ade: rivillä {row}, sarakkeessa {column}"),
    # or the words as they are. See docs/translating.md.
    return pattern(_("row {row}, column {column}"), pgettext("place forms", "row {row}, column {column}"),
                   row=row, column=column)


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


def line_text(grid: list[list[Card | None]], kind: str, number: int, full: bool = False) -> str:
    """Return one row or column of a grid of face-up places, counted from 1: "Row 2: red S2; columns 2 to 4 empty."."""
    if kind == "row":
        return _("Row {row}: {cards}.").format(row=number, cards=row_list(grid[number - 1], full))
    cards = row_list([row[number - 1] for row in grid], full, down=True)
    return _("Column {column}: {cards}.").format(column=number, cards=cards)


# Reading a card's name as typed, in the current language (app.text.names does the reading).

#: The English forms, accepted in every language: the msgids of the "typed ..." entries below.
_ENGLISH = {
    "colour": ("blue", "green", "orange", "red"),
    "size": ("small|S", "medium|mid|middle|M", "large|big|L", "extra large|extralarge|extra big|XL"),
    "shape": ("drop|teardrop|1", "lens|2", "triangle|3", "square|4"),
}


def _build_card_names() -> Names[Card]:
    """Return the words of the current language for the cards' colours, sizes, shapes and codes."""
    names: Names[Card] = Names(ATTRIBUTES, DECK, lambda card, attribute: getattr(card, attribute))
    # Translators: the "typed colour", "typed size" and "typed shape" entries list the other forms a player
    # may type for a colour, size or shape, separated by "|": inflected forms (cases, genders, number,
    # definite forms) and common synonyms. Case and diacritics never count ("rod" is "röd"). The spoken
    # name (context "colour", "size", "shape"), the English words and the codes are always accepted.
    # No form may be the same as another colour's, size's or shape's form.
    typed = {
        "colour": (pgettext("typed colour", "blue"), pgettext("typed colour", "green"),
                   pgettext("typed colour", "orange"), pgettext("typed colour", "red")),
        "size": (pgettext("typed size", "small"), pgettext("typed size", "medium|mid|middle"),
                 pgettext("typed size", "large|big"), pgettext("typed size", "extra large|extralarge|extra big")),
        "shape": (pgettext("typed shape", "drop|teardrop"), pgettext("typed shape", "lens"),
                  pgettext("typed shape", "triangle"), pgettext("typed shape", "square")),
    }
    spoken = {"colour": colour_name, "size": size_name, "shape": shape_name}
    for attribute in ATTRIBUTES:
        for i in range(4):
            words = [spoken[attribute](i), *typed_forms(typed[attribute][i]), *typed_forms(_ENGLISH[attribute][i])]
            names.add(words, **{attribute: i})
    for size in range(4):
        for shape in range(4):
            names.add([f"{SIZES[size]}{shape + 1}"], size=size, shape=shape)
    return names


def card_names() -> Names[Card]:
    """Return the card names of the current language (built once a language)."""
    return for_language("zoker cards", _build_card_names)


def read_card(text: str, among: Iterable[Card] | None = None) -> Reading[Card]:
    """Read a card's name as typed: "green M2", "M2 green", "grönt M2", "červenou XL3", "rauður lítill dropi".

    Colour, size and shape may each be a word of the current language (any
    inflected form the catalog lists, with or without diacritics) or the
    English word; size and shape also the codes (M, 2, M2). ``among`` (a hand,
    the cards on a table) is where a part of a name is looked for first ("M2"
    is enough when only one M2 is there); when no card there fits, the whole
    deck. A number alone is never a card's name (it is a place or a number
    in the hand).
    """
    names = card_names()
    if all(word.isdigit() for word in words_of(text)):
        return Reading(text, unknown=words_of(text))
    reading = names.read(text, among)
    if among is not None and reading.understood and not reading.candidates:
        reading = names.read(text)
    return reading


#: Up to this many candidates are read back when a name fits several cards.
READ_BACK = 4


def _colours() -> str:
    return list_words([colour_name(i) for i in range(4)], "or")


def not_a_card(text: str) -> str:
    """Return what is said when the words typed name no card; the colours in the current language."""
    return _("{text} is not a card. Name a card by colour and code, like {example} (colours: {colours}; "
             "sizes S, M, L, XL; corners 1 to 4).").format(text=text or "?", example=card_name(Card(1, 1, 1)),
                                                           colours=_colours())


def not_a_card_or_number(text: str) -> str:
    """Return ``not_a_card`` for a game where a number in the hand names a card too."""
    return _("{text} is not a card. Name a card by colour and code, like {example} (colours: {colours}; "
             "sizes S, M, L, XL; corners 1 to 4), or give its number in your hand.").format(
        text=text or "?", example=card_name(Card(1, 1, 1)), colours=_colours())


def unclear_card(reading: Reading[Card]) -> str:
    """Return what is said when a name fits several cards: the candidates ("M2: blue M2, green M2,
    orange M2 or red M2?"), or, when there are many, what to add."""
    text = reading.text.strip()
    if len(reading.candidates) <= READ_BACK:
        return _("{text}: {cards}?").format(text=text, cards=list_words([card_name(c) for c in reading.candidates],
                                                                           "or"))
    given = reading.given
    numbers = {k: v for k, v in given.items() if isinstance(v, int)}  # a card's attributes are numbers
    example = card_name(Card(numbers.get("colour", 1), numbers.get("size", 1), numbers.get("shape", 1)))
    if "colour" in given:
        return _("{text}: which one? Add its code, like {example}.").format(text=text, example=example)
    if "size" in given:
        return _("{text}: which one? Add its colour and corners, like {example}.").format(text=text,
                                                                                         example=example)
    return _("{text}: which one? Add its colour and size, like {example}.").format(text=text, example=example)


def card_problem(text: str, among: Iterable[Card] | None = None) -> str | None:
    """Return None when ``text`` names one card ("green M2"), else what to say: the candidates when
    it fits several, or how to name a card."""
    reading = read_card(text, among)
    if reading.found is not None:
        return None
    return unclear_card(reading) if reading.unclear else not_a_card(text)


def typed_card(session, args: list[str]) -> Card | None:
    """Return the card named by the words typed ("green M2"), or None after saying why not."""
    text = " ".join(args)
    problem = card_problem(text)
    if problem is not None:
        session.say(problem, "alert")
        return None
    return read_card(text).found


def find_question() -> str:
    """Return the find prompt's question (the screens' find key)."""
    return _("Find which card? Type its colour and code, like green M2, then Enter. Escape cancels.")


def find_cancelled() -> str:
    """Return what is said when the find prompt is closed with Escape."""
    return _("Find cancelled.")
