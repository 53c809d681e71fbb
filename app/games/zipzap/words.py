"""Zip Zap's words: the names of its cards, the words of its screen and of line mode, and the names a player
types (ZZ-1, ZZ-2). ``text.py`` says the game's news with them."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from app.games.zipzap import rules as zz
from app.games.zipzap.rules import Card
from app.text.forms import GENDER_KEY, Name, forms_of, joined, pattern, word
from app.text.i18n import _, ngettext, pgettext
from app.text.names import fold, typed_forms, words_of


def title() -> str:
    """Return the game's name."""
    return _("Zip Zap")


def colour_name(colour: str) -> Name:
    """Return a single colour's name with its forms (ZZ-1: red, green, blue, yellow)."""
    # Translators: a Zip Zap card colour; its forms entry: "mark: form" pairs, or the word as it is.
    return {"red": word(pgettext("zz colour", "red"), pgettext("zz colour forms", "red")),
            "green": word(pgettext("zz colour", "green"), pgettext("zz colour forms", "green")),
            "blue": word(pgettext("zz colour", "blue"), pgettext("zz colour forms", "blue")),
            "yellow": word(pgettext("zz colour", "yellow"), pgettext("zz colour forms", "yellow"))}[colour]


def series_name(colour: str) -> str:
    """Return the name of a single-colour series ("the red series")."""
    return {"red": _("the red series"), "green": _("the green series"), "blue": _("the blue series"),
            "yellow": _("the yellow series")}[colour]


def card_name(card: Card, full: bool = False) -> Name:
    """Return a card's spoken name ("red 6", "joker 7", "Zap card"); a sentence may ask for its forms."""
    if card == zz.HIDDEN:
        raise ValueError("a hidden card has no name: a seat was about to be told a card it may not know")
    if card.is_zap:
        # Translators: the Zap card (Icelandic rulebook: Zap-spil); forms entry as for any name.
        return word(_("Zap card"), pgettext("zz card forms", "Zap card"))
    if card.is_joker:
        if full:
            return pattern(_("multicoloured joker {number}"),
                           pgettext("zz card forms", "multicoloured joker {number}"), number=card.number)
        # Translators: a card of the multicoloured series (Icelandic rulebook: jóker).
        return pattern(_("joker {number}"), pgettext("zz card forms", "joker {number}"), number=card.number)
    return pattern(_("{colour} {number}"), pgettext("zz card forms", "{colour} {number}"),
                   colour=colour_name(card.colour), number=card.number)


def card_word(card: Card) -> Name | str:
    """Return the word large print draws over a card's number in block glyphs: its colour, "joker", or
    the Zap card's name."""
    if card.is_zap:
        return card_name(card)
    if card.is_joker:
        # Translators: the word over a multicoloured card's large number (the card is "joker {number}").
        return pgettext("zz card word", "joker")
    return colour_name(card.colour)


def card_list(cards: Iterable[Card], full: bool = False) -> Name:
    """Return cards as a spoken list, with pauses between them."""
    return joined(_("; "), (card_name(c, full) for c in cards))


def sorted_hand(cards: Sequence[Card]) -> list[Card]:
    """Return a hand as it is read and shown: by series (the colours, the jokers), then number; Zap last."""
    order = zz.COLOURS + (zz.WILD, zz.ZAP)
    return sorted(cards, key=lambda c: (order.index(c.colour), c.number))



# Words of the screen and of line mode


def find_question() -> str:
    """Return the find prompt's question (the screen's Shift F)."""
    return _("Find which card? Type its name, like red 6, joker 7 or zap, then Enter. Escape cancels.")


def find_problem() -> str:
    """Return what is said when the name typed fits no single card."""
    return _("Name one card, like red 6, joker 7 or zap.")


def find_cancelled() -> str:
    """Return what is said when the find prompt is closed with Escape."""
    return _("Find cancelled.")


def every_card() -> list[Card]:
    """Return every card a player may ask about: the number cards and the Zap card."""
    return list(zz.NUMBER_CARDS) + [zz.ZAP_CARD]


def race_status() -> str:
    """Return the heading's note in the race, when nobody has to lead."""
    return _("The race is on: anyone may play.")


def fits_note() -> str:
    """Return the note on a hand card that fits the top card."""
    return pgettext("slot", "fits")


def choose_line(cards: Sequence[Card], full: bool = False) -> str:
    """Return the choice among several fitting cards, numbered as the keys 1 to 9 play them."""
    listed = _("; ").join(_("{number}: {card}").format(number=i + 1, card=card_name(c, full))
                          for i, c in enumerate(cards))
    return _("Several fit: {cards}. Press the number of one.").format(cards=listed)


def seat_line(name: str, cards: int, points: int) -> str:
    """Return one seat's line at the table: "Eva: 5 cards, 3 points"."""
    return ngettext("{name}: {cards} in hand, {count} point", "{name}: {cards} in hand, {count} points",
                    points).format(name=name, cards=cards, count=points)


def keys_line() -> str:
    """Return the screen's short key line."""
    return _("p play  1-9 pick  Enter focused  z Zap  x pass  f fits")


def hand_label(name: str) -> str:
    """Return the label over the hand."""
    return _("Hand of {name}:").format(name=name)


def top_label() -> str:
    """Return the label over the top card."""
    return _("On top:")


def no_such_card(number: int) -> str:
    """Return what is said when a card number past the hand is pressed."""
    return _("There is no card {number} in your hand.").format(number=number)


def mode_name(mode: str) -> str:
    """Return a mode's name: the race, or turn by turn."""
    return {"race": _("race"), "turns": _("turn by turn")}[mode]


def speed_name(speed: Any) -> str:
    """Return a speed's name: relaxed, normal, fast, or a number of seconds."""
    if isinstance(speed, int):
        return ngettext("{count} second", "{count} seconds", speed).format(count=speed)
    return {"relaxed": _("relaxed"), "normal": _("normal"), "fast": _("fast")}[speed]


def scoring_name(scoring: str) -> str:
    """Return a scoring's name."""
    return {"hands": _("cards in hand, fewest wins"), "one": _("one point for going out")}[scoring]


# Names the player types

def _typed(translation: str, english: str) -> list[str]:
    return [fold(f) for f in typed_forms(translation) + typed_forms(english)]


def _said_joker_words() -> list[str]:
    """Return the words the game itself says for jokers: "joker 7", the hand's plural "jókerar 2, 5"."""
    said = [ngettext("joker {numbers}", "jokers {numbers}", n) for n in (1, 2, 5)]
    name = card_name(Card(zz.WILD, 1))
    said += [str(name)] + [name.form(mark) for mark in forms_of(pgettext("zz card forms", "joker {number}"))
                           if mark != GENDER_KEY]
    return [w for text in said for w in words_of(text.replace("{numbers}", "")) if not w.isdigit()] + ["jokers"]


def _said_zap_names() -> set[tuple[str, ...]]:
    """Return the Zap card's names as the game says them, in each form ("Zap-spil", "kartu Zap")."""
    name = card_name(zz.ZAP_CARD)
    said = [str(name), "Zap card"] + [name.form(mark) for mark in forms_of(pgettext("zz card forms", "Zap card"))
                                      if mark != GENDER_KEY]
    return {words_of(text) for text in said}


def read_card(text: str, among: Sequence[Card]) -> list[Card]:
    """Return the cards of ``among`` that a typed name fits: "red 6", "joker 7", "zap", "6", "red".

    Colour and joker words are the catalog's typed forms in the current
    language, English always; a lone number is the card's number, as heard.
    """
    words = list(words_of(text))
    # Translators: context "typed zz colour": the words a player types for a Zip Zap colour, separated by |
    # (the forms a speaker uses; diacritics and case are ignored; English always works).
    colours = {"red": _typed(pgettext("typed zz colour", "red"), "red"),
               "green": _typed(pgettext("typed zz colour", "green"), "green"),
               "blue": _typed(pgettext("typed zz colour", "blue"), "blue"),
               "yellow": _typed(pgettext("typed zz colour", "yellow"), "yellow")}
    # Translators: context "typed zz": the words a player types for a joker or the Zap card, separated by |.
    joker = _typed(pgettext("typed zz", "joker|j|wild"), "joker|j|wild") + _said_joker_words()
    zap = _typed(pgettext("typed zz", "zap|z"), "zap|z")
    number = next((int(w) for w in words if w.isdigit()), None)
    if tuple(w for w in words if not w.isdigit()) in _said_zap_names():
        return [c for c in among if c.is_zap]  # the Zap card by the name the game says ("Zap-spil")
    kind = None
    for w in words:
        if w.isdigit():
            continue
        found = [c for c, forms in colours.items() if w in forms]
        if found:
            kind = found[0]
        elif w in joker:
            kind = zz.WILD
        elif w in zap:
            kind = zz.ZAP
        else:
            return []
    if kind is None and number is None:
        return []
    return [c for c in among if (kind is None or c.colour == kind) and (number is None or c.number == number
                                                                            or c.is_zap)]
