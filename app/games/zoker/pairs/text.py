"""What the Pairs and ladders trainer and the cube explorer say (ZP, ZC-1)."""

from __future__ import annotations

from app.core.rules import Event
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.cards import compatible
from app.text.telling import Teller, Told
from app.text.i18n import _, ngettext, pgettext
from app.games.zoker.words import RULE_ERRORS, row_list, found_at, card_list, card_name, place_name, shared_attributes


def title() -> str:
    """Return the trainer's name."""
    return _("Pairs and ladders")


def _place(place: int) -> str:
    return place_name(place // pairs.COLUMNS + 1, place % pairs.COLUMNS + 1)


def focus(state: pairs.PairsState, place: int, marked: bool = False, full: bool = False) -> str:
    """Return the short echo for a place of the trainer's table."""
    text = _("{card}, {place}").format(card=card_name(state.table[place], full), place=_place(place))
    return _("{item}, marked").format(item=text) if marked else text


def grid(state: pairs.PairsState) -> list[list]:
    """Return the table as its 4 rows of 5 places (None where a card was taken)."""
    return [list(state.table[r * pairs.COLUMNS:(r + 1) * pairs.COLUMNS]) for r in range(pairs.ROWS)]


def read_table(state: pairs.PairsState, full: bool = False) -> str:
    """Return the trainer's table row by row."""
    rows = []
    for r in range(pairs.ROWS):
        row = state.table[r * pairs.COLUMNS:(r + 1) * pairs.COLUMNS]
        rows.append(_("Row {row}: {cards}.").format(row=r + 1, cards=row_list(list(row), full)))
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


def taken_back(ev: Event, state: pairs.PairsState, full: bool = False) -> str:
    """Return what an undo took back, with the score as it is now ("the pair ... is back on the table. Score
    0."): the move's own sentence would say the score it had made."""
    d = ev.data
    if ev.kind == "pair_taken":
        a, b = d["cards"]
        return _("The pair {a} and {b} is back on the table. Score {score}.").format(
            a=card_name(a, full), b=card_name(b, full), score=state.score)
    if ev.kind == "ladder_taken":
        return _("The ladder {cards} is back on the table. Score {score}.").format(
            cards=card_list(d["cards"], full), score=state.score)
    return ""


def hint(state: pairs.PairsState, full: bool = False) -> str:
    """Return one pair still on the table, with where its cards lie."""
    for action in pairs.legal_actions(state):
        if isinstance(action, pairs.TakePair):
            return _("Hint: {a} at {pa} and {b} at {pb}.").format(
                a=card_name(state.table[action.first], full), pa=_place(action.first),
                b=card_name(state.table[action.second], full), pb=_place(action.second))
    return _("No pair is left.")


def find(state: pairs.PairsState, card, full: bool = False) -> str:
    """Return where a card is on the table, or that it is not there (taken, or never dealt)."""
    if card in state.table:
        return found_at(card, _place(state.table.index(card)), full)
    return _("{card}: not on the table.").format(card=card_name(card, full))


def on_table(state: pairs.PairsState) -> str:
    """Return how many cards are left on the table."""
    left = sum(c is not None for c in state.table)
    return ngettext("{count} card on the table.", "{count} cards on the table.", left).format(count=left)


def holdings(state: pairs.PairsState) -> str:
    """Return the counts: the score with the pairs and ladders taken, and the cards left on the table."""
    return f"{score(state)} {on_table(state)}"


def where(state: pairs.PairsState, deal: int) -> str:
    """Return the summary for "where am I"."""
    return _("Pairs and ladders, deal {deal}. {score} {left}").format(
        deal=deal, score=score(state), left=on_table(state))


# Words of the game's screen

def marked_marker() -> str:
    """Return the word shown on a marked card."""
    return pgettext("slot", "marked")


def mark_needs(count: int) -> str:
    """Return the explanation when x is pressed with a wrong number of marks."""
    return ngettext(
        "{count} card is marked. Mark two cards for a pair or four for a ladder, then press x.",
        "{count} cards are marked. Mark two cards for a pair or four for a ladder, then press x.",
        count).format(count=count)


def marks_cleared() -> str:
    """Return what is said when every mark is taken off."""
    return _("Marks cleared.")


def unmarked(item: str) -> str:
    """Return the echo when a mark is taken off."""
    return _("{item}, unmarked").format(item=item)


def marked_cards(cards: str, count: int) -> str:
    """Return what "read my cards" says in the trainer."""
    if not count:
        return _("No card is marked.")
    return ngettext("{count} card marked: {cards}.", "{count} cards marked: {cards}.", count).format(count=count, cards=cards)


def pairs_keys() -> str:
    """Return the trainer's short key line."""
    return _("Enter mark  x take  p partners  H hint  u undo")


def pairs_status(score: str, deal: int) -> str:
    """Return the trainer's status line."""
    return _("Deal {deal}   {score}").format(deal=deal, score=score)



class PairsTeller(Teller):
    """The Pairs and ladders trainer's sentences, as the table asks for them."""

    won = frozenset({"pair_taken"})

    errors = RULE_ERRORS

    def rules(self) -> list[tuple[str, str]]:
        return [
            ("goal", _("Learn to hear pairs and ladders: take as many as you can from the table.")),
            ("setup", _("Twenty cards lie face up in four rows of five.")),
            ("turn", _("Take two cards that pair: they share exactly two of colour, size and shape, like "
                       "blue S1 and blue S3, same colour and size. Or take four cards that make a ladder, one "
                       "straight line of the cube, like red S1, red M1, red L1 and red XL1.")),
            ("scoring", _("A pair scores 1 point, a ladder 3.")),
            ("end", _("The round ends when no pair is left on the table.")),
        ]

    def event(self, ev: Event, told: Told) -> str:
        return event(ev, told.state, told.full)

    def taken_back(self, ev: Event, then: Told, now: Told) -> str:
        return taken_back(ev, now.state, now.full)

    def read_table(self, told: Told) -> str:
        return read_table(told.state, told.full)

    def where(self, told: Told) -> str:
        return where(told.state, told.match.deal)

    def holdings(self, told: Told) -> str:
        return holdings(told.state)


TELLER = PairsTeller()
