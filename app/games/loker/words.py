"""What Numeramis Loker calls its cards, hands and figures: values as digits, counts as words (NL-1, NL-10).

``text.py`` says the game's news in these words."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from app.games.loker import rules as nl
from app.games.loker.hands import Value
from app.text.i18n import _, ngettext, pgettext
from app.text.phrases import list_words


def title() -> str:
    """Return the game's name."""
    return _("Numeramis Loker")


def group_name(value: int, count: int) -> str:
    """Return a group of equal cards: "a 7" or "3 sevens" (one card has no count to say)."""
    if value == nl.HIDDEN:
        raise ValueError("a hidden card has no name: a seat was about to be told a card it may not know")
    if count == 1:
        return (_("a 0"), _("a 1"), _("a 2"), _("a 3"), _("a 4"), _("a 5"), _("a 6"), _("a 7"), _("an 8"),
                _("a 9"))[value]
    # Translators: count is 2 or more (one card is "a 7"); fill every plural form.
    return {
        0: lambda n: ngettext("{count} zeros", "{count} zeros", n),
        1: lambda n: ngettext("{count} ones", "{count} ones", n),
        2: lambda n: ngettext("{count} twos", "{count} twos", n),
        3: lambda n: ngettext("{count} threes", "{count} threes", n),
        4: lambda n: ngettext("{count} fours", "{count} fours", n),
        5: lambda n: ngettext("{count} fives", "{count} fives", n),
        6: lambda n: ngettext("{count} sixes", "{count} sixes", n),
        7: lambda n: ngettext("{count} sevens", "{count} sevens", n),
        8: lambda n: ngettext("{count} eights", "{count} eights", n),
        9: lambda n: ngettext("{count} nines", "{count} nines", n),
    }[value](count).format(count=count)


def value_plural(value: int) -> str:
    """Return a number's name as a figure names it: "sevens" (in "three of a kind, sevens")."""
    return (pgettext("loker", "zeros"), pgettext("loker", "ones"), pgettext("loker", "twos"),
            pgettext("loker", "threes"), pgettext("loker", "fours"), pgettext("loker", "fives"),
            pgettext("loker", "sixes"), pgettext("loker", "sevens"), pgettext("loker", "eights"),
            pgettext("loker", "nines"))[value]


def grouped(hand: Sequence[int]) -> list[tuple[int, int]]:
    """Return the hand as (value, count), the largest group first, then the highest value."""
    return sorted(Counter(hand).items(), key=lambda vc: (-vc[1], -vc[0]))


def sorted_hand(hand: Sequence[int]) -> list[int]:
    """Return the hand in the order it is read and drawn: grouped, larger groups first, then higher."""
    return [v for v, n in grouped(hand) for _ in range(n)]


def hand_words(hand: Sequence[int]) -> str:
    """Return the cards, sorted and grouped: "3 sevens, a 5, a 4 and a 2"."""
    return list_words([group_name(v, n) for v, n in grouped(hand)])


def figure_name(v: Value) -> str:
    """Return a figure with its numbers: "two pairs, eights and twos"; "no hand" without one."""
    g = [value_plural(x) for x in v.groups]
    name = v.figure
    if name is None:
        return _("no hand")
    if name == "two_pairs":
        return _("two pairs, {high} and {low}").format(high=g[0], low=g[1])
    if name == "three_pairs":
        return _("three pairs, {high}, {middle} and {low}").format(high=g[0], middle=g[1], low=g[2])
    if name == "straight5":
        return _("straight of five, {low} to {high}").format(low=v.groups[0] - 4, high=v.groups[0])
    if name == "straight6":
        return _("straight of six, {low} to {high}").format(low=v.groups[0] - 5, high=v.groups[0])
    if name == "three":
        return _("three of a kind, {value}").format(value=g[0])
    if name == "three_two":
        return _("three and two, {three} and {two}").format(three=g[0], two=g[1])
    if name == "two_threes":
        return _("two threes, {high} and {low}").format(high=g[0], low=g[1])
    if name == "four":
        return _("four of a kind, {value}").format(value=g[0])
    if name == "four_two":
        return _("four and two, {four} and {two}").format(four=g[0], two=g[1])
    if name == "loker":
        return _("Loker, {value}").format(value=g[0])
    return _("King Loker, {value}").format(value=g[0])


def figure(v: Value) -> str:
    """Return the figure and its free cards: "two pairs, eights and twos, free 5 and 3"."""
    if not v.rank:
        return _("no hand")
    if not v.free:
        return figure_name(v)
    return ngettext("{figure}, free {cards}", "{figure}, free {cards}", len(v.free)).format(
        figure=figure_name(v), cards=list_words([str(c) for c in v.free]))
