"""What the Pairs and ladders trainer and the cube explorer say (ZP, ZC-1)."""

from __future__ import annotations

from collections import Counter

from app.core.rules import Event
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.cards import Card, compatible, lines_through, pairs_of
from app.text.i18n import _, ngettext
from app.games.zoker.words import card_list, card_name, colour_name, place_name, shared_attributes


def title() -> str:
    """Return the trainer's name."""
    return _("Pairs and ladders")


def explorer_title() -> str:
    """Return the cube explorer's name."""
    return _("Cube explorer")


def _place(place: int) -> str:
    return place_name(place // pairs.COLUMNS + 1, place % pairs.COLUMNS + 1)


def focus(state: pairs.PairsState, place: int, marked: bool = False, full: bool = False) -> str:
    """Return the short echo for a place of the trainer's table."""
    text = _("{card}, {place}").format(card=card_name(state.table[place], full), place=_place(place))
    return _("{item}, marked").format(item=text) if marked else text


def read_table(state: pairs.PairsState, full: bool = False) -> str:
    """Return the trainer's table row by row."""
    rows = []
    for r in range(pairs.ROWS):
        row = state.table[r * pairs.COLUMNS:(r + 1) * pairs.COLUMNS]
        rows.append(_("Row {row}: {cards}.").format(row=r + 1, cards=card_list(row, full)))
    return " ".join(rows)


def score(state: pairs.PairsState) -> str:
    """Return the score with the pairs and ladders taken."""
    return _("Score {score}: {pairs}, {ladders}.").format(
        score=state.score,
        pairs=ngettext("{count} pair", "{count} pairs", state.pairs).format(count=state.pairs),
        ladders=ngettext("{count} ladder", "{count} ladders", state.ladders).format(count=state.ladders))


def partners_on_table(state: pairs.PairsState, place: int, full: bool = False) -> str:
    """Return the cards on the table that make a pair with the one at ``place``."""
    card = state.table[place]
    if card is None:
        return _("That place is empty.")
    found = [(i, c) for i, c in enumerate(state.table) if c is not None and compatible(card, c)]
    if not found:
        return _("{card} has no pair on the table.").format(card=card_name(card, full))
    return _("{card} pairs with: {cards}.").format(
        card=card_name(card, full),
        cards=_("; ").join(_("{card} at {place}").format(card=card_name(c, full), place=_place(i))
                           for i, c in found))


def event(ev: Event, state: pairs.PairsState, full: bool = False) -> str:
    """Return the sentence for a pair or ladder taken, or the end."""
    d = ev.data
    if ev.kind == "pair_taken":
        a, b = d["cards"]
        return _("Pair: {a} and {b}, {shared}. Score {score}.").format(
            a=card_name(a, full), b=card_name(b, full), shared=shared_attributes(d["common"]),
            score=state.score)
    if ev.kind == "ladder_taken":
        return _("Ladder: {cards}. Score {score}.").format(cards=card_list(d["cards"], full), score=state.score)
    if ev.kind == "game_over":
        return _("No pair is left. {score}").format(score=score(state))
    return ""


def hint(state: pairs.PairsState, full: bool = False) -> str:
    """Return one pair still on the table, with where its cards lie."""
    for action in pairs.legal_actions(state):
        if isinstance(action, pairs.TakePair):
            return _("Hint: {a} at {pa} and {b} at {pb}.").format(
                a=card_name(state.table[action.first], full), pa=_place(action.first),
                b=card_name(state.table[action.second], full), pb=_place(action.second))
    return _("No pair is left.")


def where(state: pairs.PairsState, deal: int) -> str:
    """Return the summary for "where am I"."""
    left = sum(c is not None for c in state.table)
    return _("Pairs and ladders, deal {deal}. {score} {left}").format(
        deal=deal, score=score(state),
        left=ngettext("{count} card on the table.", "{count} cards on the table.", left).format(count=left))


# The cube explorer (ZC-1)

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
