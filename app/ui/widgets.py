"""Small widgets shared by the screens.

Their text is computed when they are drawn (through ``app.text`` and
``app.ui.words``), so a language switch only has to refresh them.
"""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.containers import VerticalScroll
from textual.geometry import Offset, Region
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

from app.ui.glyphs import FOCUS_LEFT, ellipsis_lines, fit_entries, marker, shorten
# Moved out of this module; imported from here as before.
from app.ui.item_list import Choice, ItemList  # noqa: F401
from app.ui.reading import Reading, ReadingLine, UnderReading, WidgetMixin  # noqa: F401


def plain_colours(widget: Widget | None) -> bool:
    """Return True when things are drawn without their own colours (high contrast, or no app)."""
    try:
        return bool(widget.app.session.settings.high_contrast)  # type: ignore[union-attr]
    except Exception:
        return widget is None


def grid_width(widget: Widget | None) -> int:
    """Return the width the places of ``widget``'s row leave their faces (the narrowest, so all look alike)."""
    if widget is None:
        return 0
    parent = widget.parent
    widths = [w.content_size.width for w in (parent.children if parent is not None else [widget])
              if isinstance(w, type(widget)) and w.display and w.content_size.width]
    return min(widths, default=widget.content_size.width)


def fit_label(widget: Widget, label: str, width: int) -> str:
    """Return ``label`` fitted to ``width``: each word from the first shortened by rule (``glyphs.shorten``)
    until it fits, every shortening noted in the legend of ``widget``'s screen."""
    if not width or len(label) <= width:
        return label
    parts = label.split(" ")
    for at, part in enumerate(parts):
        # A word's own comma or colon stays after it and out of the legend ("op., hand", and
        # "op. open" said, not "open,": the legend's commas would double, issue 35).
        word = part.rstrip(",;:")
        mark = part[len(word):]
        rest = len(" ".join(parts)) - len(part) + len(mark)
        short = shorten(word, max(width - rest, 2))
        if short != word:
            Legend.note(widget, short, word)
            parts[at] = short + mark
        if len(" ".join(parts)) <= width:
            break
    return " ".join(parts)


def seen_whole(widget: Widget) -> bool:
    """Return True unless ``widget`` is only partly inside the view of the area that scrolls it."""
    try:
        geometry = widget.screen.find_widget(widget)
    except Exception:
        return True  # not laid out yet: nothing to judge
    return geometry.clip.contains_region(geometry.region)


def _holds_a_card_seen(container: Widget) -> bool:
    """Return True when ``container`` holds no card, or a card drawn whole."""
    cards = [w for w in container.query("Slot, Face") if w.display]
    return not cards or any(seen_whole(card) for card in cards)


def _offset_in(widget: Widget, area: Widget) -> Region | None:
    """Return ``widget``'s region in ``area``'s scrolled content (None when not laid out in it)."""
    try:
        screen = widget.screen
        size = screen.find_widget(widget).region.size
        x = y = 0
        node = widget
        while node is not area:
            x, y = x + screen.find_widget(node).virtual_region.x, y + screen.find_widget(node).virtual_region.y
            parent = node.parent
            if not isinstance(parent, Widget):
                return None  # past the screen (or not mounted): not in ``area``
            node = parent
            if node is not area:
                x, y = x + node.styles.gutter.left, y + node.styles.gutter.top
    except Exception:
        return None
    return Region(x, y, size.width, size.height)


def _scroll_in(widget: Widget) -> None:
    """Scroll ``widget`` into view, if it is still on its screen (called after a refresh)."""
    if widget.is_attached:
        widget.scroll_visible(animate=False)


def _focus_in_view(screen: Screen) -> None:
    """Scroll ``screen``'s focused widget into view (called after a refresh)."""
    if screen.focused is not None:
        _scroll_in(screen.focused)


class Whole(WidgetMixin):
    """A mixin for what is read as one thing (a card, a die, a row's label): drawn whole or not at all.

    A magnifier user reads a card by its edges; half a card reads as another ("S1" for "S14", "C"
    for "0"), so a place only partly in its scrolling area's view is left blank (issue 35, point 5)
    until the area scrolls it in whole. The focus is always drawn: it is scrolled into view whole,
    and in a window smaller than it a part is better than nothing. Judged as it is drawn, from
    the compositor's own geometry, so no scroll or resize can leave it out of date.
    """

    def drawn(self) -> bool:
        return self.has_focus or seen_whole(self)

    def render_lines(self, crop: Region) -> list[Strip]:
        if not self.drawn():
            return [Strip.blank(crop.width, self.visual_style.rich_style)] * crop.height
        return super().render_lines(crop)


class Line(UnderReading, Whole, Widget):
    """A line (or a few) of text computed each time it is drawn.

    A row's label (class ``row-label`` before its row, ``cube-shape`` in it) is drawn only with a card
    of its row in view whole: never a label alone at the edge of the window. A column's name
    (``cube-column``) and a card drawn in a line (class ``whole``) are drawn whole or not at all.
    """

    def drawn(self) -> bool:
        if self.has_class("row-label"):
            row = self.parent.children[self.parent.children.index(self) + 1:][:1] if self.parent else []
            return seen_whole(self) and (not row or _holds_a_card_seen(row[0]))
        if self.has_class("cube-shape"):
            parent = self.parent
            return seen_whole(self) and (not isinstance(parent, Widget) or _holds_a_card_seen(parent))
        if self.has_class("whole") or self.has_class("cube-column"):
            return seen_whole(self)  # a column's name, a card drawn large: whole or not at all
        return True

    DEFAULT_CSS = "Line { height: auto; }"

    def __init__(self, text: Callable[[], str | Text], **kwargs) -> None:
        super().__init__(**kwargs)
        #: Returns the text to show, in the current language.
        self.text = text

    def render(self) -> Text:
        text = self.text()
        return text if isinstance(text, Text) else Text(text)


class KeysLine(Line):
    """The short key line: as many whole entries as fit, the last one (help) always kept, "…" for the rest."""

    def render(self) -> Text:
        return Text(fit_entries(str(self.text()), self.content_size.width or 80))


class Legend(UnderReading, Widget):
    """One line over the key line saying which names the screen shortened, and how ("gre. green").

    Faces that do not fit their place shorten a name by one rule (``glyphs.shorten``: the first
    letters and a full stop) and note it here with ``Legend.note``; hidden while nothing is shortened.
    """

    DEFAULT_CSS = "Legend { height: auto; padding: 0 1; text-style: italic; }"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        #: Shortened name -> full name, for the window's size and language (cleared when either changes).
        self.entries: dict[str, str] = {}
        self.language = ""
        self.display = False

    @staticmethod
    def note(widget: Widget, short: str, full: str) -> None:
        """Tell the legend of ``widget``'s screen that ``full`` is shown as ``short``."""
        if short == full:
            return
        from app.text.i18n import language

        for legend in widget.screen.query(Legend):
            if legend.language != language():
                legend.clear()
                legend.language = language()
            if legend.entries.get(short) != full:
                legend.entries[short] = full
                legend.display = True
                legend.refresh(layout=True)
                # The legend takes a row from the body: keep the focused item in view.
                widget.screen.call_after_refresh(_focus_in_view, widget.screen)

    def clear(self) -> None:
        """Forget the entries (the window or the language changed: the faces note them again)."""
        self.entries = {}
        self.display = False

    def render(self) -> Text:
        from app.ui.words import shortened_legend

        return Text(shortened_legend([f"{short} {full}" for short, full in sorted(self.entries.items())]))


class LiveLine(UnderReading, Widget):
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
        self.refresh(layout=True)  # its height is the sentence's rows: never a row left from the one before

    def render(self) -> Text:
        # An alert is marked with "!" as well as by its style. The sentence keeps to the rows the
        # screen leaves it (max-height), ending in "…" when cut: the voice says it whole.
        text = ("! " if self.kind == "alert" else "") + self.message
        # max-height counts the rule above (the border): the rows of text are those under it.
        cells = self.styles.max_height.cells if self.styles.max_height is not None else None
        rows = max(1, cells - self.styles.gutter.height) if cells is not None else None
        return Text("\n".join(ellipsis_lines(text, self.content_size.width or 80, rows)))


class Item(UnderReading, Widget, can_focus=True):
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

    def cursor(self) -> Offset:
        """Return where the terminal cursor goes when focused: on the label, after the arrow."""
        return self.content_region.offset + Offset(len(FOCUS_LEFT), 0)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class Slot(UnderReading, Whole, Widget, can_focus=True):
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

    def scroll_visible(self, animate: bool = True, **options) -> None:
        super().scroll_visible(animate, **options)
        self.call_after_refresh(self.whole_in_view)

    def whole_in_view(self) -> None:
        """Scroll the areas around this place so it is whole in view, sideways by whole cards.

        Textual scrolls the least that shows the focus, which leaves the card at the other edge half
        in view (and so blank, ``Whole``); here the first card in view starts at the area's left
        edge. Textual's scroll also misses a place inside a grid that scrolls sideways (Memo's): its
        frame stayed below the window's edge. Measured in the areas' own coordinates (the layout's
        offsets), which a scroll not yet drawn does not make stale.
        """
        if not self.is_attached or self.parent is None or self.screen.focused is not self:
            return  # called after a refresh, and the focus has moved on: its own call scrolls for it
        sideways = next((a for a in self.ancestors if isinstance(a, Widget) and a.max_scroll_x > 0), None)
        if sideways is not None:
            left, width = sideways.scroll_x, sideways.scrollable_content_region.width
            mine = _offset_in(self, sideways)
            starts = [at.x for w in self.parent.children
                      if isinstance(w, Slot) and w.display and (at := _offset_in(w, sideways)) is not None]
            if mine is not None and not (left in starts and left <= mine.x and mine.right <= left + width):
                # The starts that keep the focus whole: the one at or left of the view's edge nearest
                # to it (the card cut there comes in whole), else the first right of it.
                fits = [x for x in starts if x <= mine.x and mine.right - x <= width] or [mine.x]
                below = [x for x in fits if x <= left]
                x = max(below) if below else min(fits)
                if x != left:
                    sideways.scroll_to(x=x, animate=False, immediate=True)
        down = next((a for a in self.ancestors if isinstance(a, Widget) and a.max_scroll_y > 0), None)
        if down is not None and (mine := _offset_in(self, down)) is not None:
            top, height = down.scroll_y, down.scrollable_content_region.height
            if mine.y < top or mine.height > height:
                down.scroll_to(y=mine.y, animate=False, immediate=True)
            elif mine.bottom > top + height:
                down.scroll_to(y=mine.bottom - height, animate=False, immediate=True)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def on_resize(self) -> None:
        # The focused place grew (picked or marked, its note takes a row): whole in view again, or it is
        # left half out of the window, and blank (``Whole``).
        if self.has_focus:
            self.call_after_refresh(self.whole_in_view)


class Face(UnderReading, Whole, Widget):
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
    here the screen moves the focus, and the focused item is scrolled into view,
    again when the area changes size (a longer sentence on the live line takes a row).
    """

    def on_mount(self) -> None:
        # A scroll moves the focused item on the screen: the terminal cursor (which a magnifier
        # follows) goes with it, whichever of the screen's scrolls into view came last.
        for axis in ("scroll_x", "scroll_y"):
            self.watch(self, axis, self._scrolled, init=False)
        # The area's content grew or shrank (a card taken, a place's note takes a row) after the focus
        # was scrolled in for the old size: in whole again, or its right edge stays cut (Kubo at 40x12).
        self.watch(self, "virtual_size", self._focus_in_view, init=False)

    def _scrolled(self) -> None:
        self._lines_in_view()
        place = getattr(self.app, "place_cursor_later", None)
        if place is not None:
            place()

    def _lines_in_view(self) -> None:
        """A table wider than the window (large print) scrolls sideways; its lines of text (the seats, a
        row's name) keep to the view's width and follow it sideways, so a long one ends in "…" in view,
        never past the edge, cut at the left or blank (issue 35, point 7)."""
        if self.id != "body":
            return
        width, x = self.scrollable_content_region.width, round(self.scroll_x)
        for line in self.query("#seats, .row-label"):
            if line.styles.max_width is None or line.styles.max_width.value != width:
                line.styles.max_width = width
            if line.styles.offset.x.value != x:
                line.styles.offset = (x, 0)

    def watch_show_vertical_scrollbar(self) -> None:
        self._lines_in_view()  # the scrollbar takes its columns from the view without a resize
        # ... so a focus scrolled in whole before it came may now be cut by it (Kubo's last place at 60x20).
        self._focus_in_view()

    def watch_show_horizontal_scrollbar(self) -> None:
        # The area can now scroll sideways (its width is the view's no more): a focus laid out before, with
        # nothing to scroll, is scrolled in whole now (Kubo at 60x20, where the vertical scroll bar's two
        # columns make a row of four places two columns too wide: it was left cut, 1 run in 10).
        self._focus_in_view()

    def on_resize(self) -> None:
        self._lines_in_view()
        try:
            if self.app.session.settings.words_only:  # type: ignore[attr-defined]
                return  # nothing under the reading line is seen: a scroll would only repaint the screen
        except AttributeError:
            pass
        self._focus_in_view()

    def _focus_in_view(self) -> None:
        """Scroll the focused item in this area into view again, after the refresh that lays it out."""
        focused = self.screen.focused if self.is_attached else None
        if focused is not None and self in focused.ancestors:
            self.call_after_refresh(_scroll_in, focused)
