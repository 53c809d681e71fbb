"""What Zoker Memo says: cards turned up, pairs, deals, the face-down places (ZM).

Places are spoken by row and column, counted from 1. A face-down card is
never named: only a card turned up is, and then to everyone at the table.
"""

from __future__ import annotations

from typing import Sequence

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zoker.memo import rules as memo
from app.text.i18n import _, ngettext
from app.text.seats import cards_held, game_over, seat_name
from app.games.zoker.words import card_name, cards_count, place_name, shared_attributes


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


def holdings(state: memo.MemoState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return how many cards each seat has taken, and the stock."""
    return _("Cards taken: {holdings}. {stock}").format(
        holdings=cards_held(seats, [len(cards) for cards in state.taken], viewer), stock=stock(state))


def read_table(state: memo.MemoState, full: bool = False) -> str:
    """Return the table: its size, the face-down places and a card turned up this turn."""
    text = face_down(state)
    if state.up is not None:
        text += " " + _("Face up at {place}: {card}.").format(
            place=place(state, state.up), card=card_name(state.table[state.up], full))
    return text


def rules_line(state: memo.MemoState) -> str:
    """Return the variant in play: easy or normal pairs, automatic or asked-for deals."""
    pairs = _("Easy pairs: one common attribute is enough.") if state.easy else _(
        "A pair shares exactly two attributes.")
    deal = _("Ask for the deal when you think no pair is left.") if state.manual else _(
        "New cards are dealt when no pair is left.")
    return f"{pairs} {deal}"


def event(ev: Event, state: memo.MemoState, seats: Sequence[Seat], viewer: int | None,
          full: bool = False) -> str:
    """Return the sentence for one Memo event, told to the seat at the keyboard."""
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None else ""
    if ev.kind == "turned_up":
        where, card = place(state, d["place"]), card_name(d["card"], full)
        if you:
            return _("You turn up {place}: {card}.").format(place=where, card=card)
        return _("{name} turns up {place}: {card}.").format(name=name, place=where, card=card)
    if ev.kind == "pair_taken":
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
        rows = ""
        if d["rows_added"]:
            rows = " " + ngettext("The table grew by {count} row.", "The table grew by {count} rows.",
                                  d["rows_added"]).format(count=d["rows_added"])
        return _("{why}: {dealt}.{rows} {stock}").format(why=why, dealt=dealt, rows=rows, stock=stock(state))
    if ev.kind == "game_over":
        return game_over(seats, d["scores"], viewer)
    return ""
