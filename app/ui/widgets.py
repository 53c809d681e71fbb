"""Small widgets shared by the screens.

Their text is computed when they are drawn (through ``app.text`` and
``app.ui.words``), so a language switch only has to refresh them.
"""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widget import Widget

from app.ui.glyphs import marker


class Line(Widget):
    """A line (or a few) of text computed each time it is drawn."""

    DEFAULT_CSS = "Line { height: auto; }"

    def __init__(self, text: Callable[[], str], **kwargs) -> None:
        super().__init__(**kwargs)
        #: Returns the text to show, in the current language.
        self.text = text

    def render(self) -> Text:
        return Text(self.text())


class LiveLine(Widget):
    """The bottom line of every screen: the latest announcement, as it was spoken."""

    DEFAULT_CSS = "LiveLine { height: 3; }"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        #: The sentence shown.
        self.message = ""
        #: Its kind ("alert", "important", "focus", "info").
        self.kind = "info"

    def show(self, text: str, kind: str) -> None:
        """Show an announcement."""
        self.message, self.kind = text, kind
        self.set_class(kind == "alert", "alert")
        self.refresh()

    def render(self) -> Text:
        # An alert is marked with "!" as well as by its style.
        return Text(("! " if self.kind == "alert" else "") + self.message)


class Item(Widget, can_focus=True):
    """A focusable line of a menu or of the settings, marked with arrows when focused."""

    DEFAULT_CSS = "Item { height: auto; }"

    def __init__(self, key: str, label: Callable[[], str], **kwargs) -> None:
        super().__init__(**kwargs)
        #: What the item stands for ("solo", "language" ...).
        self.key = key
        #: Returns the label in the current language.
        self.label = label

    def render(self) -> Text:
        return Text(marker(self.has_focus, self.label()))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class Slot(Widget, can_focus=True):
    """One place of a card grid; the screen says what it shows.

    Attributes:
        row, column: where it is in the grid, from 0.
    """

    DEFAULT_CSS = "Slot { height: auto; }"

    def __init__(self, row: int, column: int, face: Callable[["Slot"], Text], **kwargs) -> None:
        super().__init__(**kwargs)
        self.row, self.column = row, column
        #: Draws this slot (the screen knows the game).
        self.face = face

    def render(self) -> Text:
        return self.face(self)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class Face(Widget):
    """A card shown but not focusable (a card of the trick); the screen draws it."""

    DEFAULT_CSS = "Face { height: auto; }"

    def __init__(self, index: int, face: Callable[["Face"], Text], **kwargs) -> None:
        super().__init__(**kwargs)
        #: Which card of its row this is, from 0.
        self.index = index
        self.face = face

    def render(self) -> Text:
        return self.face(self)


class Scroll(VerticalScroll, can_focus=False, inherit_bindings=False):
    """A scrolling area that leaves the arrow keys to the screen.

    Textual's scroll containers bind the arrows and Page keys to scrolling;
    here the screen moves the focus, and the focused item is scrolled into view.
    """
