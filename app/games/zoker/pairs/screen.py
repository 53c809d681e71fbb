"""The Pairs and ladders trainer: mark cards, take them (rules ZP).

Enter marks or unmarks the focused card; x takes the marked cards as a pair
(two) or a ladder (four). The rules, through the Session, say whether they
were one, and if not, what the cards share.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal
from textual.widget import Widget

from app.core.rules import RuleError
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.pairs import text as pairs_text
from app.games.zoker import table_keys
from app.games.zoker.words import card_list, line_text
from app.text.i18n import N_
from app.ui import keys, words
from app.games.zoker.faces import card_lines
from app.ui.screens.base import GameScreen
from app.ui.widgets import Slot


#: The screen's own keys (the global ones are the app's).
KEYS: list[BindingType] = keys.GRID_MOVES + [
    keys.key("enter", "mark", N_("Mark or unmark the focused card"), "pairs.mark", N_("Enter")),
    keys.key("space", "mark", N_("Mark or unmark the focused card"), "pairs.mark_space", N_("Space")),
    keys.key("x", "take", N_("Take the marked cards: two for a pair, four for a ladder"), "pairs.take"),
    keys.key("p", "partners", N_("Cards on the table that pair with the focused one"), "pairs.partners"),
    keys.key("escape", "cancel", N_("Clear the marks; else back to the menu"), "pairs.cancel", N_("Escape")),
    keys.key("H", "hint", N_("Hint"), "pairs.hint", N_("Shift H")),
    keys.key("h", "holdings", N_("Counts: score, and cards left on the table"), "pairs.holdings"),
    keys.key("u", "undo", N_("Undo"), "pairs.undo"),
    keys.key("s", "score", N_("Score"), "pairs.score"),
    keys.key("n", "new_deal", N_("New deal (twice while a game is under way)"), "pairs.new"),
    keys.key("g", "choose_deal", N_("Play a deal by its number"), "pairs.choose_deal"),
    table_keys.FIND,
] + table_keys.LINES


class PairsScreen(table_keys.CardQuestions, GameScreen):
    """The trainer's table of 4 rows of 5 cards."""

    BINDINGS = KEYS
    ROWS = pairs.ROWS
    COLUMNS = pairs.COLUMNS

    def __init__(self) -> None:
        super().__init__()
        #: The marked places, in the order they were marked.
        self.marked: list[int] = []

    @property
    def state(self) -> pairs.PairsState:
        """Return the trainer's position."""
        return self.match.state

    def place(self, row: int, column: int) -> int:
        """Return the place index of a grid position."""
        return row * self.COLUMNS + column

    # Drawing

    def heading(self) -> str:
        match = self.session.match
        if match is None:
            return pairs_text.title()
        return words.titled(pairs_text.title(), pairs_text.pairs_status(pairs_text.score(self.state), match.deal))

    def help_name(self) -> str:
        return pairs_text.title()

    def keys_line(self) -> str:
        return pairs_text.pairs_keys()

    def body(self) -> ComposeResult:
        for row in range(self.ROWS):
            with Horizontal(classes="card-row"):
                for column in range(self.COLUMNS):
                    yield Slot(row, column, self.face, id=f"slot-{row}-{column}", classes="place")

    def face(self, slot: Slot) -> Text:
        """Draw one card, with "marked" under it when it is."""
        place = self.place(slot.row, slot.column)
        note = pairs_text.marked_marker() if place in self.marked else ""
        return card_lines(self.state.table[place], self.tt.large_print, slot.has_focus, note, place=slot)

    def update_view(self) -> None:
        for slot in self.slots():
            slot.set_class(self.place(slot.row, slot.column) in self.marked, "marked")
        super().update_view()

    # Questions

    def where(self) -> str:
        return pairs_text.where(self.state, self.match.deal)

    def read_table(self) -> str:
        return pairs_text.read_table(self.state, self.session.full)

    def read_hand(self) -> str:
        cards = [self.state.table[p] for p in self.marked]
        return pairs_text.marked_cards(card_list(cards, self.session.full), len(cards))

    def echo(self, widget: Widget) -> str:
        if not isinstance(widget, Slot):
            return ""
        place = self.place(widget.row, widget.column)
        return pairs_text.focus(self.state, place, place in self.marked, self.session.full)

    def find_text(self, card) -> str:
        return pairs_text.find(self.state, card, self.session.full)

    def line_text(self, kind: str, row: int, column: int) -> str:
        return line_text(pairs_text.grid(self.state), kind, (row if kind == "row" else column) + 1,
                         self.session.full)

    # Keys

    def action_mark(self) -> None:
        """Mark or unmark the focused card."""
        place = self.place(*self.position())
        if self.state.table[place] is None:
            self.session.say(self.session.rule_error(RuleError("place_is_empty", place=place)), "alert")
            return
        if place in self.marked:
            self.marked.remove(place)
            text = pairs_text.unmarked(pairs_text.focus(self.state, place, False, self.session.full))
        else:
            self.marked.append(place)
            text = pairs_text.focus(self.state, place, True, self.session.full)
        self.update_view()
        self.session.say(text, "focus")

    def action_take(self) -> None:
        """Take the marked cards: two as a pair, four as a ladder."""
        places = sorted(self.marked)
        action: pairs.TakePair | pairs.TakeLadder
        if len(places) == 2:
            action = pairs.TakePair(places[0], places[1])
        elif len(places) == 4:
            action = pairs.TakeLadder.of(places)
        else:
            self.session.say(pairs_text.mark_needs(len(places)), "alert")
            return
        if self.session.act(action):
            self.marked = []
        self.update_view()

    def action_partners(self) -> None:
        """Say which cards on the table pair with the focused one."""
        place = self.place(*self.position())
        self.session.say(pairs_text.partners_on_table(self.state, place, self.session.full), "info")

    def action_cancel(self) -> None:
        """Clear the marks; with none, go back to the menu."""
        if not self.marked:
            self.go_back()
            return
        self.marked = []
        self.update_view()
        self.session.say(pairs_text.marks_cleared(), "info")

    def action_hint(self) -> None:
        """Say one pair still on the table."""
        self.session.say(pairs_text.hint(self.state, self.session.full), "info")

    def action_undo(self) -> None:
        """Take back the last pair or ladder."""
        if self.session.undo():
            self.marked = []
        self.update_view()

    def action_score(self) -> None:
        """Say the score."""
        self.session.say(pairs_text.score(self.state), "info")

    def start_deal(self, deal: int | None) -> None:
        """Start deal number ``deal``, or a random one."""
        self.marked = []
        self.session.start("zoker-pairs", deal)
        self.update_view()
        self.set_focus(self.slot(0, 0))


#: The screen the table shows for this game.
SCREEN = PairsScreen
