"""Small widgets shared by the screens.

Their text is computed when they are drawn (through ``app.text`` and
``app.ui.words``), so a language switch only has to refresh them.
"""

from __future__ import annotations

import textwrap
from typing import Callable

from rich.text import Text
from textual.containers import VerticalScroll
from textual.geometry import Offset
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


class Reading:
    """What the reading line shows, shared by every screen's reading line.

    A screen that opens or comes back shows the same rows as the one before, so
    the terminal has no change to report until there is news. A terminal tells
    a screen reader what changed as the text between the first and the last
    cell that differ, and the reader reads it when it ends where the cursor
    is. So the words end on the last row, with the cursor after them, and
    every other text starts and ends with a no-break space (which no voice
    says): the change reported is always the whole text, ending at the cursor.
    """

    MARK = "\u00a0"

    def __init__(self) -> None:
        #: The words shown (as said).
        self.text = ""
        #: The rows shown: the words wrapped to the screen's width, the last row at the bottom.
        self.rows: list[str] = []
        self._marked = False

    def show(self, text: str, width: int) -> None:
        """Take ``text`` as the words to show, wrapped to ``width``."""
        self._marked = not self._marked
        shown = f"{self.MARK}{text}{self.MARK}" if self._marked else text
        self.text = text
        self.rows = textwrap.wrap(shown, max(8, width), break_long_words=True, break_on_hyphens=False) or [""]

class ReadingLine(Widget):
    """Screen reader mode: the screen is the latest thing said, in plain words, and nothing else.

    It lies over the screen's own widgets (which keep the focus and the keys),
    so a screen reader that reads the terminal finds words only: no frames,
    markers or blank runs, and never a whole screen unasked. The words are
    the app's ``Reading``, the same on every screen.
    """

    DEFAULT_CSS = """
    ReadingLine { layer: reading; dock: top; display: none; width: 100%; height: 100%;
                  background: $background; color: $foreground; }
    """

    @property
    def reading(self) -> Reading:
        """Return the words every screen shows."""
        return self.app.reading  # type: ignore[attr-defined]

    def cursor(self) -> Offset:
        """Return where the cursor goes: just after the last word, on the last row."""
        region = self.content_region
        rows = self.reading.rows
        return Offset(region.x + len(rows[-1]) if rows else region.x, region.y + max(0, region.height - 1))

    def render(self) -> Text:
        rows = self.reading.rows[-max(1, self.content_region.height):]
        return Text("\n" * max(0, self.content_region.height - len(rows)) + "\n".join(rows))
