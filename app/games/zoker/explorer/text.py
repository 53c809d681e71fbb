"""What the cube explorer says: a card and its level, its pairs, its lines (ZC-1)."""

from __future__ import annotations

from collections import Counter

from app.games.zoker.cards import Card, lines_through, pairs_of
from app.games.zoker.words import card_list, card_name, colour_name, shared_attributes
from app.text.i18n import _, ngettext


def title() -> str:
    """Return the explorer's name in the current language."""
    return _("Cube explorer")


def cube_focus(card: Card, full: bool = False) -> str:
    """Return a card of the cube with its level: "green M2, level 2"."""
    return _("{card}, level {level}").format(card=card_name(card, full), level=card.colour + 1)


def cube_edge() -> str:
    """Return what is said at the cube's edge."""
    return _("Edge of the cube.")


def cube_level(card: Card) -> str:
    """Return the level the explorer is on."""
    return _("Level {level}: {colour}.").format(level=card.colour + 1, colour=colour_name(card.colour))


def cube_pairs(card: Card, full: bool = False) -> str:
    """Return the nine cards that make a pair with ``card``, grouped by what they share."""
    from app.games.zoker.cards import common_attributes

    groups: dict[tuple, list[Card]] = {}
    for c in pairs_of(card):
        groups.setdefault(common_attributes(card, c), []).append(c)
    parts = [_("{shared}: {cards}").format(shared=shared_attributes(k), cards=card_list(v, full))
             for k, v in sorted(groups.items())]
    return _("Pairs of {card}. {groups}.").format(card=card_name(card, full), groups=_(". ").join(parts))


def cube_lines(card: Card, full: bool = False) -> str:
    """Return the lines through ``card``: how many of each kind, then each line."""
    lines = lines_through(card)
    kinds = Counter(line.kind for line in lines)
    summary = _("{card} lies on {straights}, {diagonals} and {zokers}.").format(
        card=card_name(card, full),
        straights=ngettext("{count} straight", "{count} straights", kinds["straight"]).format(
            count=kinds["straight"]),
        diagonals=ngettext("{count} diagonal", "{count} diagonals", kinds["diagonal"]).format(
            count=kinds["diagonal"]),
        zokers=ngettext("{count} Zoker", "{count} Zokers", kinds["zoker"]).format(count=kinds["zoker"]))
    names = {"straight": _("Straight"), "diagonal": _("Diagonal"), "zoker": _("Zoker")}
    detail = " ".join(_("{kind}: {cards}.").format(kind=names[line.kind], cards=card_list(line.cards, full))
                      for line in lines)
    return summary + " " + detail


# Words of the explorer's screen

def explorer_intro() -> str:
    """Return how the explorer is used."""
    return _("Left and right change the size, up and down the shape, Page Up and Page Down the level. "
             "p pairs, n lines, Enter the full name.")


def explorer_keys() -> str:
    """Return the explorer's short key line."""
    return _("arrows size/shape  PgUp/PgDn +/- level  p pairs  n lines")


def explorer_row(shape: str, cards: str) -> str:
    """Return one row of a level: the cards of one shape."""
    return _("{shape}: {cards}.").format(shape=shape, cards=cards)
