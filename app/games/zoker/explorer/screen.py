"""The cube explorer (ZC-1): walk the 64 cards as a 4x4x4 cube.

One level (one colour) is shown as a 4x4 grid: columns are sizes, rows are
shapes. Left and right change the size, up and down the shape, Page Up and
Page Down (or + and -) the level. The focused card is bracketed and marked
with arrows as well as highlighted.
"""

from __future__ import annotations

from functools import partial
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal
from textual.widget import Widget

from app.games.zoker.explorer import cube as explorer
from app.games.zoker.cards import Card
from app.games.zoker.explorer import text as explorer_text
from app.games.zoker.words import card_list, card_name, shape_name, size_name
from app.text.i18n import N_
from app.ui import keys, words
from app.games.zoker.faces import card_lines
from app.ui.screens.base import GridScreen
from app.ui.widgets import Line, Slot


#: The screen's own keys (the global ones are the app's).
KEYS: list[BindingType] = [
    keys.key("left", "step('size', -1)", N_("Smaller or larger size"), "explorer.smaller", N_("left and right arrows")),
    keys.key("right", "step('size', 1)", N_("Smaller or larger size"), "explorer.larger", N_("left and right arrows")),
    keys.key("up", "step('shape', -1)", N_("Fewer or more corners"), "explorer.fewer", N_("up and down arrows")),
    keys.key("down", "step('shape', 1)", N_("Fewer or more corners"), "explorer.more", N_("up and down arrows")),
    keys.key("pageup", "step('colour', 1)", N_("Level up or down (the colour)"), "explorer.level_up", N_("Page Up")),
    keys.key("pagedown", "step('colour', -1)", N_("Level up or down (the colour)"), "explorer.level_down",
        N_("Page Down")),
    keys.key("plus", "step('colour', 1)", N_("Level up or down (the colour)"), "explorer.level_up_plus", "+"),
    keys.key("minus", "step('colour', -1)", N_("Level up or down (the colour)"), "explorer.level_down_minus", "-"),
    keys.key("enter", "name", N_("Full name of the card"), "explorer.name", N_("Enter")),
    keys.key("p", "pairs", N_("The nine cards that pair with it"), "explorer.pairs"),
    keys.key("n", "lines", N_("The lines through it"), "explorer.lines"),
    keys.key("escape", "app.back", N_("Back to the menu"), "explorer.back", N_("Escape")),
]


class ExplorerScreen(GridScreen):
    """The cube, one level at a time."""

    BINDINGS = KEYS

    def __init__(self) -> None:
        super().__init__()
        #: The card under the focus.
        self.card: Card = explorer.START

    def heading(self) -> str:
        return words.titled(explorer_text.title(), explorer_text.cube_level(self.card))

    def help_name(self) -> str:
        return explorer_text.title()

    def keys_line(self) -> str:
        return explorer_text.explorer_keys()

    def body(self) -> ComposeResult:
        with Horizontal(classes="cube-header"):
            yield Line(lambda: "", classes="cube-corner")
            for size in range(4):
                yield Line(partial(size_name, size), classes="cube-column")
        for shape in range(4):
            with Horizontal(classes="cube-row"):
                yield Line(partial(shape_name, shape), classes="cube-shape")
                for size in range(4):
                    yield Slot(shape, size, self.face, id=f"slot-{shape}-{size}", classes="cube-cell")
        yield Line(lambda: card_name(self.card, True), id="cube-name")

    def card_at(self, slot: Slot) -> Card:
        """Return the card a cell shows on the current level."""
        return Card(self.card.colour, slot.column, slot.row)

    def face(self, slot: Slot) -> Text:
        """Draw one cell: the card's code, bracketed when focused."""
        return card_lines(self.card_at(slot), self.tt.large_print, slot.has_focus, code_only=True, place=slot)

    def mounted(self) -> None:
        self.set_focus(self.slot(self.card.shape, self.card.size))

    def on_descendant_focus(self, event) -> None:
        # Tab or a click moves the focus without an arrow: follow it.
        slot = event.widget
        if isinstance(slot, Slot) and self.card_at(slot) != self.card:
            self.card = self.card_at(slot)
            self.update_view()
            self.say_focus(slot)

    # Questions

    def intro(self) -> str:
        return words.two_sentences(self.where().rstrip("."), explorer_text.explorer_intro())

    def where(self) -> str:
        return words.two_sentences(explorer_text.title(),
                                   explorer_text.cube_focus(self.card, self.session.full)) + "."

    def read_table(self) -> str:
        rows = [explorer_text.explorer_row(shape_name(shape),
                                   card_list([Card(self.card.colour, size, shape) for size in range(4)],
                                             self.session.full))
                for shape in range(4)]
        return " ".join([explorer_text.cube_level(self.card)] + rows)

    def echo(self, widget: Widget) -> str:
        return explorer_text.cube_focus(self.card, self.session.full)

    # Keys

    def action_step(self, attribute: str, delta: int) -> None:  # type: ignore[override]
        """Move one step along the size, the shape or the level; at an edge, say so."""
        card = explorer.step(self.card, attribute, delta)
        if card is None:
            self.session.cue("edge")
            edge = explorer_text.cube_edge().rstrip(".")
            self.session.say(words.two_sentences(edge, words.capital(self.focus_place())), "focus")
            return
        self.card = card
        self.update_view()
        slot = self.slot(card.shape, card.size)
        self.set_focus(slot)
        self.say_focus(slot)

    def action_first_last(self, at: int) -> None:
        """Home or End: the smallest or the largest size of this shape and level; there already, the edge."""
        delta = -1 if at == 0 else 1
        if explorer.step(self.card, "size", delta) is None:
            self.action_step("size", delta)  # the edge, said with the place
            return
        while (card := explorer.step(self.card, "size", delta)) is not None:
            self.card = card
        self.update_view()
        slot = self.slot(self.card.shape, self.card.size)
        self.set_focus(slot)
        self.say_focus(slot)

    def action_name(self) -> None:
        """Say the card's full name."""
        self.session.say(card_name(self.card, True), "info")

    def action_pairs(self) -> None:
        """Say the nine cards that pair with it."""
        self.session.say(explorer_text.cube_pairs(self.card, self.session.full), "info")

    def action_lines(self) -> None:
        """Say the lines through it."""
        self.session.say(explorer_text.cube_lines(self.card, self.session.full), "info")


#: The screen the table shows for this game.
SCREEN = ExplorerScreen
