"""What Zoker Memo says: cards turned up, pairs, deals, the face-down places (ZM).

Places are spoken by row and column, counted from 1. A face-down card is
never named: only a card turned up is, and then to everyone at the table.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Callable, Mapping, Sequence

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zoker.memo import rules as memo
from app.text.telling import Teller, Told
from app.text.i18n import _, ngettext, pgettext
from app.text.phrases import on_off, setting_value
from app.text.seats import cards_held, game_over, seat_name
from app.games.zoker.words import RULE_ERRORS, found_at, found_nowhere_seen, found_with, found_with_you, card_name, cards_count, place_name, shared_attributes


def title() -> str:
    """Return the game's name."""
    return _("Zoker Memo")


def place(state: memo.MemoState, index: int) -> str:
    """Return a place of the grid: "row 2, column 3"."""
    row, column = divmod(index, state.columns)
    return place_name(row + 1, column + 1)


def focus(state: memo.MemoState, index: int, full: bool = False) -> str:
    """Return the echo for a focused place: face down, empty, or this turn's first card."""
    where = place(state, index)
    if index >= len(state.table) or state.table[index] is None:
        return _("{place}, empty").format(place=where)
    if index == state.up:
        return _("{place}, face up: {card}").format(place=where, card=card_name(state.table[index], full))
    return _("{place}, face down").format(place=where)


def stock(state: memo.MemoState) -> str:
    """Return how many cards are left in the stock."""
    n = len(state.stock)
    if not n:
        return _("The stock is empty.")
    return ngettext("{count} card in the stock.", "{count} cards in the stock.", n).format(count=n)


def face_down(state: memo.MemoState) -> str:
    """Return the places still face down, row by row: "Row 1: columns 1, 2, 4."."""
    rows: dict[int, list[int]] = {}
    for i in memo.face_down(state):
        if i != state.up:
            row, column = divmod(i, state.columns)
            rows.setdefault(row, []).append(column + 1)
    if not rows:
        return _("No card is face down.")
    n = sum(len(c) for c in rows.values())
    parts = [ngettext("Row {row}: column {columns}.", "Row {row}: columns {columns}.", len(cols)).format(
        row=row + 1, columns=_(", ").join(str(c) for c in cols)) for row, cols in sorted(rows.items())]
    head = ngettext("{count} card face down.", "{count} cards face down.", n).format(count=n)
    return " ".join([head] + parts)


def read_line(state: memo.MemoState, kind: str, index: int, full: bool = False) -> str:
    """Return one row (``kind`` "row") or column of the grid, counted from 0: a card face up this turn,
    then the places face down, then the empty ones ("Row 2: columns 1, 2, 4 face down; column 3 empty.")."""
    if kind == "row":
        places = [(column + 1, index * state.columns + column) for column in range(state.columns)]
    else:
        places = [(row + 1, row * state.columns + index) for row in range(state.rows)]
    places = [(n, i) for n, i in places if i < len(state.table)]
    up = [(n, state.table[i]) for n, i in places if i == state.up and state.table[i] is not None]
    down = [n for n, i in places if state.table[i] is not None and i != state.up]
    empty = [n for n, i in places if state.table[i] is None]
    listed = lambda numbers: _(", ").join(str(n) for n in numbers)  # noqa: E731
    parts = []
    for n, card in up:
        parts.append((_("column {column} face up: {card}") if kind == "row" else
                      _("row {row} face up: {card}")).format(column=n, row=n, card=card_name(card, full)))
    if down and len(down) == len(places):
        parts.append(_("all face down"))
    elif down:
        parts.append((ngettext("column {numbers} face down", "columns {numbers} face down", len(down))
                      if kind == "row" else ngettext("row {numbers} face down", "rows {numbers} face down",
                                                     len(down))).format(numbers=listed(down)))
    if empty and len(empty) == len(places):
        parts.append(_("all empty"))
    elif empty:
        parts.append((ngettext("column {numbers} empty", "columns {numbers} empty", len(empty))
                      if kind == "row" else ngettext("row {numbers} empty", "rows {numbers} empty",
                                                     len(empty))).format(numbers=listed(empty)))
    if kind == "row":
        return _("Row {row}: {cards}.").format(row=index + 1, cards=_("; ").join(parts))
    return _("Column {column}: {cards}.").format(column=index + 1, cards=_("; ").join(parts))


def holdings(state: memo.MemoState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return how many cards each seat has taken, and the stock."""
    return _("Cards taken: {holdings}. {stock}").format(
        holdings=cards_held(seats, [len(cards) for cards in state.taken], viewer), stock=stock(state))


def read_table(state: memo.MemoState, full: bool = False) -> str:
    """Return the table: its size, the face-down places and a card turned up this turn."""
    n = len(state.table)
    if not full and state.up is None and n == state.rows * state.columns and all(state.table):
        # Brief, and every place holds a card: its size says it all ("8 cards face down. 2 rows of 4.").
        return ngettext("{count} card face down.", "{count} cards face down.", n).format(count=n) + " " + ngettext(
            "{count} row of {columns}.", "{count} rows of {columns}.", state.rows).format(
            count=state.rows, columns=state.columns)
    text = face_down(state)
    if state.up is not None:
        text += " " + _("Face up at {place}: {card}.").format(
            place=place(state, state.up), card=card_name(state.table[state.up], full))
    return text


def find(state: memo.MemoState, card, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return who has taken a card, or where it lies face up now; a face-down card is never told."""
    for seat, cards in enumerate(state.taken):
        if card in cards:
            return found_with_you(card, full) if seat == viewer else found_with(card, seat_name(seats, seat), full)
    if state.up is not None and state.table[state.up] == card:
        return found_at(card, place(state, state.up), full)
    return found_nowhere_seen(card, full)


def rules_line(state: memo.MemoState | SimpleNamespace) -> str:
    """Return the variant in play: easy or normal pairs, automatic or asked-for deals."""
    pairs = _("Easy pairs: one common attribute is enough.") if state.easy else _(
        "A pair shares exactly two attributes.")
    deal = _("Ask for the deal when you think no pair is left.") if state.manual else _(
        "New cards are dealt when no pair is left.")
    return f"{pairs} {deal}"


def event(ev: Event, state: memo.MemoState, seats: Sequence[Seat], viewer: int | None,
          full: bool = False) -> str:
    """Return the sentence for one Memo event, told to the seat at the keyboard.

    Brief verbosity keeps a bot's turn to about eight words, news first
    ("Eva: green M3, row 2, column 1." "Eva takes the pair and has 6 cards.");
    full verbosity also says what the two cards share, and the stock.
    """
    if full:
        return _full_event(ev, state, seats, viewer)
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None else ""
    if ev.kind == "turned_up":
        where, card = place(state, d["place"]), card_name(d["card"])
        if you:
            return _("You turn up {place}: {card}.").format(place=where, card=card)
        return _("{name}: {card}, {place}.").format(name=name, place=where, card=card)
    if ev.kind == "pair_taken" and ev.seat is not None:
        amount = cards_count(len(state.taken[ev.seat]))
        if you:
            return _("You take the pair and have {amount}.").format(amount=amount)
        return _("{name} takes the pair and has {amount}.").format(name=name, amount=amount)
    if ev.kind == "turned_back":
        return _("Not a pair. Both face down again.")
    if ev.kind == "dealt":
        why = _("No pair left.") if not d["asked"] else (
            _("You ask for the deal.") if you else _("{name} asks for the deal.").format(name=name))
        n = len(memo.face_down(state))
        text = why + " " + ngettext("New deal: {count} card face down.", "New deal: {count} cards face down.",
                                    n).format(count=n)
        if d["rows_added"]:
            text += " " + _rows_added(d["rows_added"])
        if not state.stock:
            text += " " + stock(state)  # the last deal: the end is near
        return text
    if ev.kind == "game_over":
        return _game_over(d, seats, viewer)
    return ""


def _rows_added(rows: int) -> str:
    return ngettext("The table grew by {count} row.", "The table grew by {count} rows.", rows).format(count=rows)


def _game_over(d: Mapping, seats: Sequence[Seat], viewer: int | None) -> str:
    left = d.get("left", 0)
    if not left:
        return game_over(seats, d["scores"], viewer)
    # ZM-4: say why cards stay face down, or the player wonders why the game stopped.
    # Said right after the last deal, which already told that the stock is empty.
    why = ngettext("The {count} card left is no pair.",
                   "No two of the {count} cards left are a pair.", left).format(count=left)
    return f"{why} {game_over(seats, d['scores'], viewer)}"


def _full_event(ev: Event, state: memo.MemoState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the full-verbosity sentence for one Memo event."""
    full = True
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None else ""
    if ev.kind == "turned_up":
        where, card = place(state, d["place"]), card_name(d["card"], full)
        if you:
            return _("You turn up {place}: {card}.").format(place=where, card=card)
        return _("{name} turns up {place}: {card}.").format(name=name, place=where, card=card)
    if ev.kind == "pair_taken" and ev.seat is not None:
        a, b = (card_name(c, full) for c in d["cards"])
        count = len(state.taken[ev.seat])
        if you:
            return _("A pair, {shared}: you take {a} and {b}, and have {amount}.").format(
                shared=shared_attributes(d["common"]), a=a, b=b, amount=cards_count(count))
        return _("A pair, {shared}: {name} takes {a} and {b}, and has {amount}.").format(
            shared=shared_attributes(d["common"]), name=name, a=a, b=b, amount=cards_count(count))
    if ev.kind == "turned_back":
        return _("Not a pair, {shared}. Both are turned face down again.").format(
            shared=shared_attributes(d["common"]))
    if ev.kind == "dealt":
        n = len(d["places"])
        dealt = ngettext("{count} card dealt face down", "{count} cards dealt face down", n).format(count=n)
        why = _("No pair is left on the table") if not d["asked"] else (
            _("You ask for the deal") if you else _("{name} asks for the deal").format(name=name))
        rows = " " + _rows_added(d["rows_added"]) if d["rows_added"] else ""
        return _("{why}: {dealt}.{rows} {stock}").format(why=why, dealt=dealt, rows=rows, stock=stock(state))
    if ev.kind == "game_over":
        return _game_over(d, seats, viewer)
    return ""

# Words of the game's screen

def start_cards_row(count: int) -> str:
    """Return the Memo row with the cards dealt at the start."""
    return _("Cards at the start: {count}").format(count=count)


def easy_pairs_row(on: bool) -> str:
    """Return the Memo row for easy pairs."""
    return setting_value(_("Easy pairs (one common attribute)"), on_off(on))


def refill_row(mode: str) -> str:
    """Return the Memo row for how new cards come: by themselves or when asked for."""
    value = pgettext("deal", "automatic") if mode == "auto" else pgettext("deal", "when asked for, with d")
    return setting_value(_("New cards"), value)


def memo_seat(name: str, taken: int) -> str:
    """Return one seat on the Memo status line."""
    return ngettext("{name}: {count} card taken", "{name}: {count} cards taken", taken).format(
        name=name, count=taken)


def taken_cards(cards: str, count: int) -> str:
    """Return what "read my cards" says in Memo: the cards the player has taken."""
    if not count:
        return _("You have taken no cards yet.")
    return ngettext("You have taken {count} card: {cards}.", "You have taken {count} cards: {cards}.",
                    count).format(count=count, cards=cards)


def face_down_marker() -> str:
    """Return the word shown on a face-down card."""
    return pgettext("slot", "face down")


def face_up_marker() -> str:
    """Return the word shown on the card turned up this turn."""
    return pgettext("slot", "face up")


def taken_marker() -> str:
    """Return the word shown on the two cards of a pair just taken."""
    return pgettext("slot", "taken")


def turned_back_marker() -> str:
    """Return the word shown on two cards about to be turned face down again."""
    return pgettext("slot", "turned back")


def memo_keys() -> str:
    """Return the Memo screen's short key line."""
    return _("Enter turn up  f face down  h taken  s skip  n next")



#: The setup screen's row for each variant.
OPTION_ROWS: dict[str, Callable[[Any], str]] = {"start": start_cards_row, "easy": easy_pairs_row, "refill": refill_row}


class MemoTeller(Teller):
    """Zoker Memo's sentences, as the table asks for them."""

    won = frozenset({"pair_taken"})

    errors = RULE_ERRORS

    def rules(self) -> list[tuple[str, str]]:
        return [
            ("goal", _("Take more cards than anyone else by finding pairs among the cards face down.")),
            ("setup", _("Sixteen cards lie face down in four rows of four; the rest is the stock. Player 1 "
                        "begins; in a match the start moves one seat to the left each game.")),
            ("turn", _("Turn up two cards, one after the other. If they pair, you take both: they share "
                       "exactly two of colour, size and shape, like blue S1 and blue S3, same colour and size. "
                       "If not, both are turned face down where they lie. Either way the turn passes on.")),
            ("scoring", _("Whoever has taken the most cards wins. A match counts the cards, or the games won.")),
            ("end", _("When no pair is left on the table, new cards are dealt from the stock. The game ends "
                      "when the stock is empty and no pair is left.")),
        ]

    def event(self, ev: Event, told: Told) -> str:
        return event(ev, told.state, told.seats, told.viewer, told.full)

    def read_table(self, told: Told) -> str:
        return read_table(told.state, told.full) + " " + stock(told.state)

    def holdings(self, told: Told) -> str:
        return holdings(told.state, told.seats, told.viewer)

    def option_row(self, key: str, value) -> str:
        return OPTION_ROWS[key](value)

    def options_line(self, options) -> str:
        start = options.get("start", 16)
        head = ngettext("Zoker Memo starts with {count} card face down.",
                        "Zoker Memo starts with {count} cards face down.", start).format(count=start)
        variant = SimpleNamespace(easy=bool(options.get("easy")), manual=options.get("refill") == "manual")
        return f"{head} {rules_line(variant)}"


TELLER = MemoTeller()
