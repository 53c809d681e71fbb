"""Spoken names for the Zoker deck: cards, attributes, places (ZD-1 to ZD-3).

Brief: "red XL4". Full: "red, extra large, square, XL4".
"""

from __future__ import annotations

from typing import Iterable

from app.games.zoker.cards import Card
from app.text.i18n import _, ngettext, pgettext


def colour_name(i: int) -> str:
    """Return a colour's name, weakest first (blue, green, orange, red)."""
    return (pgettext("colour", "blue"), pgettext("colour", "green"),
            pgettext("colour", "orange"), pgettext("colour", "red"))[i]


def size_name(i: int) -> str:
    """Return a size's name, smallest first."""
    return (pgettext("size", "small"), pgettext("size", "medium"),
            pgettext("size", "large"), pgettext("size", "extra large"))[i]


def shape_name(i: int) -> str:
    """Return a shape's name, fewest corners first (ZD-3 Decision)."""
    return (pgettext("shape", "drop"), pgettext("shape", "lens"),
            pgettext("shape", "triangle"), pgettext("shape", "square"))[i]


def card_name(card: Card | None, full: bool = False) -> str:
    """Return a card's spoken name, or "empty" for no card."""
    if card is None:
        return _("empty")
    if not full:
        return _("{colour} {code}").format(colour=colour_name(card.colour), code=card.code)
    return _("{colour}, {size}, {shape}, {code}").format(
        colour=colour_name(card.colour), size=size_name(card.size),
        shape=shape_name(card.shape), code=card.code)


def card_list(cards: Iterable[Card | None], full: bool = False) -> str:
    """Return cards as a spoken list, separated so a voice pauses between them."""
    return _("; ").join(card_name(c, full) for c in cards)


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


def pile_name(pile: int) -> str:
    """Return a bottom-row pile, counted from 1."""
    return _("pile {number}").format(number=pile + 1)


def cards_count(n: int) -> str:
    """Return "1 card" / "5 cards" in the current language's plural form."""
    return ngettext("{count} card", "{count} cards", n).format(count=n)
