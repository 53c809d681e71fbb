"""A list of choices drawn as one focusable widget (the main menu): ``ItemList`` and its ``Choice``."""

from __future__ import annotations

import textwrap
from typing import Callable

from rich.text import Text
from textual.geometry import Offset, Region
from textual.widget import Widget

from app.ui.glyphs import FOCUS_LEFT, marker
from app.ui.reading import UnderReading


class Choice:
    """One line of an ItemList: what it stands for, its label in the current language, whether it is shown."""

    __slots__ = ("key", "label", "shown")

    def __init__(self, key: str, label: Callable[[], str]) -> None:
        self.key = key
        self.label = label
        self.shown = True


class ItemList(UnderReading, Widget, can_focus=True):
    """A list of choices drawn as one focusable widget, the chosen one marked and coloured like a focused Item.

    The main menu is one: a widget costs the first frame some 5 M instructions of Textual's own work
    (styles, messages, its place on the screen), so fifteen Items cost it 70 M (docs/startup.md). The
    list moves its own mark; the screen says each move, as it does a focus move. In large print each
    choice has a row after it, and in a wide window the list is set in two columns, read down the
    first, then the second (it then fits 80x24 whole).
    """

    COMPONENT_CLASSES = {"item-list--chosen"}
    DEFAULT_CSS = "ItemList { height: auto; }"

    def __init__(self, choices: list[Choice], **kwargs) -> None:
        super().__init__(**kwargs)
        self.choices = choices
        self._at = 0

    def shown(self) -> list[Choice]:
        """Return the choices shown, top to bottom."""
        return [choice for choice in self.choices if choice.shown]

    @property
    def chosen(self) -> Choice:
        """Return the chosen choice (the first shown when the chosen one is hidden)."""
        choice = self.choices[self._at]
        return choice if choice.shown else self.shown()[0]

    def choose(self, key: str) -> Choice:
        """Mark the choice ``key`` (shown) and return it."""
        self._at = next(at for at, choice in enumerate(self.choices) if choice.key == key)
        self.refresh()
        return self.chosen

    def move(self, delta: int) -> Choice | None:
        """Move the mark ``delta`` choices down (up when negative); return the new choice, None past an end."""
        shown = self.shown()
        at = shown.index(self.chosen) + delta
        if not 0 <= at < len(shown):
            return None
        return self.choose(shown[at].key)

    def _columns(self) -> tuple[int, int]:
        """Return the columns and the rows after each choice: the screen's large print and width decide."""
        screen = self.screen
        large = screen.has_class("large-print")
        return (2 if large and screen.has_class("wide") else 1), (1 if large else 0)

    def _placed(self, width: int) -> list[tuple[Choice, int, int, list[str]]]:
        """Return each shown choice with its column, its first row and its rows of text (wrapped to fit)."""
        columns, gap = self._columns()
        shown = self.shown()
        per_column = (len(shown) + columns - 1) // columns
        column_width = max(4, width // columns)
        placed, row = [], 0
        for at, choice in enumerate(shown):
            if at % per_column == 0:
                row = 0
            # A cell each side, as an Item's padding; a label too long wraps, as an Item's does.
            text = marker(choice is self.chosen, choice.label())
            rows = [f" {line}" for line in textwrap.wrap(text, column_width - 2, break_long_words=True) or [""]]
            placed.append((choice, at // per_column, row, rows))
            row += len(rows) + gap
        return placed

    def chosen_region(self) -> Region:
        """Return the chosen choice's place on the screen (its label, the cells each side, its rows)."""
        region = self.content_region
        columns, _gap = self._columns()
        width = region.width // columns
        for choice, column, row, rows in self._placed(region.width):
            if choice is self.chosen:
                return Region(region.x + column * width, region.y + row, width, len(rows))
        return region

    def cursor(self) -> Offset:
        """Return where the terminal cursor goes: on the chosen choice's label (a magnifier follows it)."""
        return self.chosen_region().offset + Offset(1 + len(FOCUS_LEFT), 0)

    def scroll_visible(self, animate: bool = True, **_options) -> None:
        """Scroll the nearest scrolling ancestor to the chosen choice, at once: whoever scrolls the
        focus into view means the choice, not the list's top."""
        scroller = next((a for a in self.ancestors if isinstance(a, Widget) and a.is_scrollable), None)
        if scroller is not None and self.content_region:
            box = self.chosen_region().translate(scroller.scroll_offset - scroller.content_region.offset)
            scroller.scroll_to_region(box, animate=False)

    def get_content_height(self, container, viewport, width: int) -> int:
        _columns, gap = self._columns()
        return max((row + len(rows) + gap for _choice, _column, row, rows in self._placed(width)), default=0)

    def render(self) -> Text:
        width = self.content_size.width or 80
        columns, _gap = self._columns()
        column_width = width // columns
        lines: list[list[tuple[str, bool]]] = []
        for choice, column, row, rows in self._placed(width):
            for at, text in enumerate(rows):
                while len(lines) <= row + at:
                    lines.append([("", False)] * columns)
                lines[row + at][column] = (text, choice is self.chosen)
        chosen_style = self.get_component_rich_style("item-list--chosen")
        out = Text()
        for number, line in enumerate(lines):
            if number:
                out.append("\n")
            for column, (text, chosen) in enumerate(line):
                cell = text.ljust(column_width) if column < columns - 1 or chosen else text
                out.append(cell, chosen_style if chosen else "")
        return out
