"""What a Zoker player types and is answered, in both front ends: a line of the table read ("row 2"), a
card found ("find red S2"), a card named from the hand; each with its help entry. The words of the cards
themselves are in ``words.py``."""

from __future__ import annotations

from typing import Callable

from app.games.zoker.cards import Card
from app.games.zoker.words import card_names, not_a_card_or_number, read_card, typed_card, unclear_card
from app.text.entries import Entry
from app.text.i18n import _, ngettext, pgettext


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


def typed_places(words: list[str], cards: list[Card | None],
                 columns: int) -> tuple[list[int], Card | None] | str | None:
    """Return the places ``words`` name on a grid of ``cards``: ROW COLUMN numbers or cards' names, mixed.

    A name is read as ``read_card`` reads it, among the cards on the grid
    ("M2" is enough when the grid has one M2). Returns (places, None), or
    ([], card) when a card is named that is not on the grid, or a sentence
    that reads back the candidates when a name fits several cards, or None
    when the words are neither numbers of a place on it nor cards' names.
    """
    rows = len(cards) // columns
    on_grid = [c for c in cards if c is not None]

    def split(at: int) -> list[int | Card] | None:
        if at == len(words):
            return []
        pair = words[at:at + 2]
        if len(pair) == 2 and pair[0].isdigit() and pair[1].isdigit():
            row, column = int(pair[0]), int(pair[1])
            if not (1 <= row <= rows and 1 <= column <= columns):
                return None
            rest = split(at + 2)
            return None if rest is None else [(row - 1) * columns + column - 1, *rest]
        for end in _name_ends(words, at):
            card = read_card(" ".join(words[at:end]), on_grid).found
            if card is not None:
                rest = split(end)
                if rest is not None:
                    return [card] + rest
        return None

    found = split(0)
    if found is None:
        return _unclear_name(words, on_grid)
    for item in found:
        if isinstance(item, Card) and item not in cards:
            return [], item
    return [cards.index(item) if isinstance(item, Card) else item for item in found], None


#: The most words one card's name takes in a list of places ("red, extra large, square, XL4" and one more).
_LONGEST_NAME = 8


def _name_ends(words: list[str], at: int) -> list[int]:
    """Return where a name that starts at ``at`` may end, the likeliest first: just after a code
    ("red M2 | green M3"), then the longest spans first."""
    names = card_names()
    last = min(len(words), at + _LONGEST_NAME)
    after_code = [end for end in range(at + 1, last + 1)
                  if len(names.meaning(words[end - 1]) or ()) == 2]
    return after_code + [end for end in range(last, at, -1) if end not in after_code]


def _unclear_name(words: list[str], among: list[Card]) -> str | None:
    """Return the candidates of the first name in ``words`` that fits several cards, or None."""
    at = 0
    while at < len(words):
        if all(w.isdigit() for w in words[at:at + 2]) and len(words[at:at + 2]) == 2:
            at += 2
            continue
        for end in range(min(len(words), at + _LONGEST_NAME), at, -1):
            reading = read_card(" ".join(words[at:end]), among)
            if reading.understood:
                break
        else:
            return None
        if reading.unclear:
            return unclear_card(reading)
        at = end
    return None


def hand_card(session, hand: list[Card], args: list[str], usage: str) -> Card | None:
    """Return the card typed: its name in the current language ("green M2", "grönt M2"), its number in
    the hand as read, or a part of a name only one card in the hand has ("M2"); None after saying why
    not (the candidates when the name fits several)."""
    text = " ".join(args)
    if not args:
        session.say(usage, "alert")
        return None
    if len(args) == 1 and args[0].isdigit():
        number = int(args[0])
        if not hand:
            session.say(_("Your hand is empty."), "alert")
            return None
        if not 1 <= number <= len(hand):
            session.say(ngettext("Your hand has {count} card: type 1 for it, or name it like green M2.",
                                 "Your hand has {count} cards: type a number from 1 to {count}, "
                                 "or name a card like green M2.", len(hand)).format(count=len(hand)),
                        "alert")
            return None
        return hand[number - 1]
    reading = read_card(text, hand)  # "M2" is enough when one card in the hand is M2
    if reading.found is not None:
        return reading.found
    session.say(unclear_card(reading) if reading.unclear else not_a_card_or_number(text), "alert")
    return None


def answer_find(session, args: list[str], locate) -> None:
    """Say where the card typed after ``find`` is (``locate(card)`` makes the sentence), or how to ask."""
    if not args:
        session.say(find_usage(), "alert")
        return
    card = typed_card(session, args)
    if card is not None:
        session.say(locate(card), "info")


