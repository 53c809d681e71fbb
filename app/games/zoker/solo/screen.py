"""Zoker Solo: the 4x4 table, picking up and putting down by keys (rules ZS).

Rows 1-3 hold cards; row 4 holds the four piles. Enter on a card or pile
picks it up, Enter on a pile (or its number 1-4) puts it there. The screen
only builds ``solo.MoveCard`` / ``solo.MovePile`` / ``solo.Deal`` and hands
them to the Session, which asks the rules and says what happened.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal
from textual.widget import Widget
from textual.worker import get_current_worker

from app.core.rules import RuleError
from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver
from app.games.zoker.solo import GAME
from app.games.zoker.solo import text as solo_text
from app.games.zoker import table_keys
from app.games.zoker.words import card_name, cards_count, line_text, pile_name
from app.text.i18n import N_
from app.ui import keys, words
from app.games.zoker.faces import card_lines
from app.ui.screens.base import GameScreen
from app.ui.widgets import Line, Slot

#: Seconds the best-score search may take ("b").
BEST_BUDGET_S = 1.0


#: The screen's own keys (the global ones are the app's).
KEYS: list[BindingType] = keys.GRID_MOVES + [
    keys.key("enter", "pick", N_("Pick up the focused card or pile; on a pile, put it there"), "solo.pick",
        N_("Enter")),
    keys.key("space", "pick", N_("Pick up the focused card or pile; on a pile, put it there"), "solo.pick_space",
        N_("Space")),
    keys.key("1", "to_pile(0)", N_("Put what is picked up on pile 1 to 4"), "solo.pile1", "1"),
    keys.key("2", "to_pile(1)", N_("Put what is picked up on pile 1 to 4"), "solo.pile2", "2"),
    keys.key("3", "to_pile(2)", N_("Put what is picked up on pile 1 to 4"), "solo.pile3", "3"),
    keys.key("4", "to_pile(3)", N_("Put what is picked up on pile 1 to 4"), "solo.pile4", "4"),
    keys.key("escape", "cancel", N_("Put back what is picked up; else back to the menu"), "solo.cancel",
        N_("Escape")),
    keys.key("d", "deal", N_("Deal from the stock"), "solo.deal"),
    keys.key("u", "undo", N_("Undo"), "solo.undo"),
    keys.key("H", "hint", N_("Hint"), "solo.hint", N_("Shift H")),
    keys.key("h", "holdings", N_("Counts: highest pile, pile heights, cards in rows 1 to 3, stock"),
        "solo.holdings"),
    keys.key("b", "best", N_("Best score still reachable"), "solo.best"),
    keys.key("s", "stock", N_("Cards in the stock"), "solo.stock"),
    keys.key("f", "fill", N_("Fill empty places on or off, from the next deal"), "solo.fill"),
    keys.key("n", "new_deal", N_("New deal (twice while a game is under way)"), "solo.new"),
    keys.key("g", "choose_deal", N_("Play a deal by its number"), "solo.choose_deal"),
    table_keys.FIND,
] + table_keys.LINES


class SoloScreen(table_keys.CardQuestions, GameScreen):
    """The Solo table."""

    BINDINGS = KEYS
    ROWS = 4
    COLUMNS = 4

    def __init__(self) -> None:
        super().__init__()
        #: What is picked up: ("place", 0-11) or ("pile", 0-3), or None.
        self.picked: tuple[str, int] | None = None

    @property
    def state(self) -> solo.SoloState:
        """Return the current Solo position."""
        return self.match.state

    # Drawing

    def heading(self) -> str:
        match = self.session.match
        if match is None:
            return solo_text.title()
        if match.is_over():
            status = solo_text.game_over_line(solo.score(self.state))
        else:
            status = solo_text.solo_status(len(self.state.stock), solo.score(self.state), match.deal)
        return words.titled(solo_text.title(), status)

    def help_name(self) -> str:
        return solo_text.title()

    def keys_line(self) -> str:
        return solo_text.solo_keys()

    def body(self) -> ComposeResult:
        for row in range(self.ROWS):
            if row == 3:
                yield Line(solo_text.bottom_row, classes="row-label")
            with Horizontal(classes="card-row"):
                for column in range(self.COLUMNS):
                    yield Slot(row, column, self.face, id=f"slot-{row}-{column}",
                               classes="pile" if row == 3 else "place")

    def face(self, slot: Slot) -> Text:
        """Draw one slot: a card of rows 1-3, or a pile with its height."""
        state, large, focused = self.state, self.tt.large_print, slot.has_focus
        if slot.row < 3:
            place = slot.row * 4 + slot.column
            note = solo_text.picked_marker() if self.picked == ("place", place) else ""
            return card_lines(state.upper[place], large, focused, note, place=slot)
        pile = slot.column
        height = cards_count(len(state.piles[pile]))
        if self.picked == ("pile", pile):
            note = solo_text.picked_marker()
        elif large:
            note = height
        else:
            note = words.with_note(pile_name(pile), height)
        return card_lines(state.top(pile), large, focused, note, place=slot)

    def update_view(self) -> None:
        for slot in self.slots():
            slot.set_class(self.picked is not None and self._picked_slot() == (slot.row, slot.column), "picked")
        super().update_view()

    def _picked_slot(self) -> tuple[int, int] | None:
        if self.picked is None:
            return None
        kind, index = self.picked
        return divmod(index, 4) if kind == "place" else (3, index)

    # Questions

    def where(self) -> str:
        match = self.match
        return solo_text.where(self.state, match.deal, len(match.actions))

    def read_table(self) -> str:
        return solo_text.read_table(self.state, self.session.full)

    def read_hand(self) -> str:
        return solo_text.read_piles(self.state, self.session.full)

    def echo(self, widget: Widget) -> str:
        if not isinstance(widget, Slot):
            return ""
        text = solo_text.focus(self.state, widget.row, widget.column, self.session.full)
        if self._picked_slot() == (widget.row, widget.column):
            text = words.with_note(text, solo_text.picked_marker())
        return text

    def find_text(self, card) -> str:
        return solo_text.find(self.state, card, self.session.full)

    def line_text(self, kind: str, row: int, column: int) -> str:
        return line_text(solo_text.grid(self.state), kind, (row if kind == "row" else column) + 1, self.session.full)

    # Keys

    def action_pick(self) -> None:
        """Pick up the focused card or pile; with something picked up, put it on the focused pile."""
        row, column = self.position()
        if self.picked is not None and row == 3:
            self.put(column)
            return
        if self.picked is not None and self._picked_slot() == (row, column):
            self.action_cancel()
            return
        state, full = self.state, self.session.full
        thing: str
        if row < 3:
            place = row * 4 + column
            card = state.upper[place]
            if card is None:
                self._refuse("place_is_empty", place=place)
                return
            self.picked = ("place", place)
            thing = card_name(card, full)
        else:
            if not state.piles[column]:
                self._refuse("pile_is_empty", pile=column)
                return
            self.picked = ("pile", column)
            thing = solo_text.pile(state, column, full)
        self.update_view()
        self.session.say(solo_text.picked_up(thing), "info")

    def _refuse(self, msg_id: str, **params) -> None:
        self.session.say(self.session.rule_error(RuleError(msg_id, **params)), "alert")

    def put(self, pile: int) -> None:
        """Put what is picked up on a pile (through the Session, which checks the rules)."""
        assert self.picked is not None, "put is called with something picked up"
        kind, index = self.picked
        if kind == "pile" and index == pile:
            self.action_cancel()
            return
        action = solo.MoveCard(index, pile) if kind == "place" else solo.MovePile(index, pile)
        if self.session.act(action):
            self.picked = None
        self.update_view()

    def action_to_pile(self, pile: int) -> None:
        """Put what is picked up on pile 1-4; with nothing picked up, go to that pile."""
        if self.picked is None:
            self.focus_slot(3, pile)
            return
        self.put(pile)

    def action_cancel(self) -> None:
        """Put back what is picked up; with nothing picked up, go back to the menu."""
        if self.picked is None:
            self.go_back()
            return
        self.picked = None
        self.update_view()
        self.session.say(solo_text.put_back(), "info")

    def action_deal(self) -> None:
        """Deal from the stock."""
        if self.session.act(solo.Deal()):
            self.picked = None
        self.update_view()

    def action_undo(self) -> None:
        """Take back the last move."""
        if self.session.undo():
            self.picked = None
        self.update_view()

    def action_hint(self) -> None:
        """Say one good move."""
        state = self.state
        self.session.say(solo_text.hint(state, solver.hint(state), self.session.full), "info")

    def action_stock(self) -> None:
        """Say how many cards are in the stock."""
        self.session.say(solo_text.stock(self.state), "info")

    def action_fill(self) -> None:
        """Switch the variant "fill empty places" (ZS-5) for the next deal."""
        variants = self.session.variants.setdefault(GAME.id, {})
        variants["fill"] = not variants.get("fill", False)
        self.session.say(f"{solo_text.fill_row(variants['fill'])}. {solo_text.fill_line(variants['fill'])} "
                         + solo_text.from_next_deal(), "info")

    def start_deal(self, deal: int | None) -> None:
        """Start deal number ``deal``, or a random one."""
        self.picked = None
        self.session.start("zoker-solo", deal)
        self.update_view()
        self.set_focus(self.slot(0, 0))

    def action_best(self) -> None:
        """Search the best score still reachable, in a worker thread so the keys stay alive."""
        state = self.state
        self.session.say(solo_text.searching_best(), "focus")
        self.run_worker(lambda: self._search_best(state), thread=True, exclusive=True,
                        group="best", exit_on_error=False)

    def _search_best(self, state: solo.SoloState) -> None:
        worker = get_current_worker()
        result = solver.best_score(state, BEST_BUDGET_S)
        if worker.is_cancelled:
            return  # a newer search (b pressed again) will answer
        try:
            self.app.call_from_thread(self._best_found, state, result)
        except RuntimeError:
            pass  # the app has closed

    def _best_found(self, state: solo.SoloState, result) -> None:
        if not self.is_attached:
            return  # the player has left the table
        match = self.session.match
        if match is None or match.state != state:
            self.session.say(solo_text.best_outdated(), "info")
            return
        self.session.say(solo_text.best(result), "info")


#: The screen the table shows for this game.
SCREEN = SoloScreen
