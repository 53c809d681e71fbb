"""Zoker Memo (rules ZM): a grid of face-down cards; turn up two a turn, take pairs.

The grid is as wide as the state says and grows by rows while the game is
played (up to 16 rows of 4, or 8 of 8): every place the table can reach is
made at the start and the rows not yet dealt are hidden, so growing keeps
the focus where it is. The echo never names a face-down card. The two cards
of the last turn stay drawn for a moment (until the next move, or the bot
pace), so a sighted helper sees what the sentences said.
"""

from __future__ import annotations

import math

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal
from textual.timer import Timer
from textual.widget import Widget

from app.games.zoker.memo import rules as memo
from app.games.zoker.cards import DECK, Card
from app.games.zoker.memo import text as memo_text
from app.text.i18n import N_, _
from app.games.zoker import table_keys
from app.games.zoker.words import card_list
from app.ui import keys, words
from app.games.zoker.faces import card_lines, face_down_lines
from app.ui.screens.table import TableScreen
from app.ui.widgets import Scroll, Slot

#: Seconds the last turn's two cards stay drawn when the bot pace is 0.
REVEAL_S = 1.5
#: From this many places a row, cards are drawn compact (code, then colour) to fit 80 columns.
COMPACT_FROM = 6


#: The screen's own keys (the global ones are the app's).
KEYS: list[BindingType] = keys.GRID_MOVES + [
    keys.key("enter", "choose", N_("Turn up the focused card"), "memo.turn_up", N_("Enter")),
    keys.key("space", "choose", N_("Turn up the focused card"), "memo.turn_up_space", N_("Space")),
    keys.key("d", "ask_deal", N_("Ask for the deal (when the deal is asked for)"), "memo.deal"),
    keys.key("f", "face_down", N_("The places still face down"), "memo.face_down"),
    table_keys.FIND,
] + table_keys.LINES + keys.TABLE


class MemoScreen(table_keys.CardQuestions, TableScreen):
    """The Memo table."""

    BINDINGS = KEYS
    GAME_ID = "zoker-memo"

    def __init__(self) -> None:
        super().__init__()
        #: Grid width the slots were made for.
        self.columns = 4
        #: Places of the last completed turn -> (card, word), drawn face up for a moment.
        self.reveal: dict[int, tuple[Card, str]] = {}
        self._revealed_for: tuple | None = None
        self._reveal_timer: Timer | None = None

    @property
    def ROWS(self) -> int:  # type: ignore[override]
        return self.state.rows

    @property
    def COLUMNS(self) -> int:  # type: ignore[override]
        return self.state.columns

    # Drawing

    def game_keys(self) -> str:
        return memo_text.memo_keys()

    def table_body(self) -> ComposeResult:
        self.columns = self.state.columns
        # Six places a row or more: in large print the grid is wider than the screen and scrolls
        # sideways with the focus, so the block letters are never cut.
        with Scroll(id="memo-grid", classes="wide" if self.columns >= COMPACT_FROM else ""):
            for row in range(math.ceil(len(DECK) / self.columns)):
                with Horizontal(classes="card-row", id=f"memo-row-{row}"):
                    for column in range(self.columns):
                        yield Slot(row, column, self.face, id=f"slot-{row}-{column}", classes="place")

    def seats_text(self) -> str:
        session, state = self.session, self.state
        parts = []
        for seat, taken in enumerate(state.taken):
            text = memo_text.memo_seat(self.seat_label(seat), len(taken))
            parts.append(words.to_play(text) if seat == session.seat_to_act() else text)
        return words.titled(_("; ").join(parts), memo_text.stock(state))

    def place(self, row: int, column: int) -> int:
        """Return the place index of a grid position."""
        return row * self.columns + column

    def face(self, slot: Slot) -> Text:
        """Draw a place: face down (a hatch and the word), empty, face up, or just shown."""
        state, large, focused = self.state, self.tt.large_print, slot.has_focus
        compact = self.columns >= COMPACT_FROM
        index = self.place(slot.row, slot.column)
        if index >= len(state.table):
            return Text("")
        if index in self.reveal:
            card, word = self.reveal[index]
            return card_lines(card, large, focused, word, compact=compact, place=slot)
        card = state.table[index]
        if card is None:
            return card_lines(None, large, focused, place=slot)
        if index == state.up:
            return card_lines(card, large, focused, memo_text.face_up_marker(), compact=compact, place=slot)
        return face_down_lines(large, focused, memo_text.face_down_marker(), compact, place=slot)

    def sync_table(self) -> None:
        state = self.state
        if state.columns != self.columns:
            self.refresh(recompose=True)  # another width (a new setup): make the grid again
            return
        for row in self.query(".card-row"):
            row.display = int(str(row.id).rsplit("-", 1)[1]) < state.rows  # every row has its id
        for slot in self.slots():
            index = self.place(slot.row, slot.column)
            slot.display = index < len(state.table)
            slot.set_class(index == state.up or index in self.reveal, "face-up")

    def default_focus(self) -> Widget | None:
        row, column = self.position()
        index = min(self.place(row, column), len(self.state.table) - 1)
        return self.slot(*divmod(max(index, 0), self.columns))

    # The last turn's two cards

    def changed(self) -> None:
        self._update_reveal()
        super().changed()

    def _update_reveal(self) -> None:
        """Keep the two cards of a turn just completed drawn face up, until the next move or a moment."""
        match = self.match
        key = (match.round_no, match.deal, match.moves)
        if key == self._revealed_for:
            return
        self._revealed_for = key
        if self._reveal_timer is not None:
            self._reveal_timer.stop()
            self._reveal_timer = None
        self.reveal = self.last_turn_marks()
        if self.reveal:
            pace = self.session.settings.bot_pace / 1000
            self._reveal_timer = self.set_timer(pace if pace > 0 else REVEAL_S, self._hide_reveal)

    def last_turn_marks(self) -> dict[int, tuple[Card, str]]:
        """Return the places of the turn the last move ended -> (card, "taken" or "turned back"), else {}."""
        match = self.match
        turn = memo.last_turn(match.state, match.actions)
        if turn is None:
            return {}
        _seat, places, cards, taken = turn
        word = memo_text.taken_marker() if taken else memo_text.turned_back_marker()
        return {place: (card, word) for place, card in zip(places, cards)}

    def _hide_reveal(self) -> None:
        self._reveal_timer = None
        if self.reveal and self.is_attached:
            self.reveal = {}
            self.update_view()

    # Questions

    def read_table(self) -> str:
        return memo_text.read_table(self.state, self.session.full)

    def hand_text(self) -> str:
        viewer = self.session.viewer
        if viewer is None:
            return words.no_cards()
        taken = self.state.taken[viewer]
        return memo_text.taken_cards(card_list(taken, self.session.full), len(taken))

    def echo(self, widget: Widget) -> str:
        if not isinstance(widget, Slot):
            return ""
        return memo_text.focus(self.state, self.place(widget.row, widget.column), self.session.full)

    def find_text(self, card) -> str:
        session = self.session
        return memo_text.find(self.state, card, session.seats, session.viewer, session.full)

    def line_text(self, kind: str, row: int, column: int) -> str:
        return memo_text.read_line(self.state, kind, row if kind == "row" else column, self.session.full)

    # Keys

    def action_move(self, rows: int, columns: int) -> None:
        """Move the focus; a place past the last card of a short last row is the edge."""
        if self.waiting():
            return
        row, column = self.position()
        row, column = row + rows, column + columns
        if not (0 <= row < self.ROWS and 0 <= column < self.COLUMNS) or self.place(row, column) >= len(
                self.state.table):
            self.say_grid_edge()
            return
        self.focus_slot(row, column)

    def action_step(self, delta: int) -> None:
        """Move to the next or previous place in reading order."""
        if self.waiting():
            return
        at = self.place(*self.position()) + delta
        if not 0 <= at < len(self.state.table):
            self.say_grid_edge()
            return
        self.focus_slot(*divmod(at, self.columns))

    def choose_focused(self) -> None:
        """Turn up the focused card."""
        if not self.can_act():
            return
        self.session.act(memo.TurnUp(self.place(*self.position())))
        self.changed()

    def action_ask_deal(self) -> None:
        """Ask for the deal (the variant where new cards come when asked for)."""
        if not self.can_act():
            return
        self.session.act(memo.AskDeal())
        self.changed()

    def action_face_down(self) -> None:
        """Say which places are still face down."""
        if not self.waiting():
            self.session.say(memo_text.face_down(self.state), "info")


#: The screen the table shows for this game.
SCREEN = MemoScreen
