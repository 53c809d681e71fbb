"""The help: the keys of the screen in front, and the keys every screen has, as a list.

Each entry (keys: what they do) is an item of its own: the arrows step one
entry and say it, Page Up and Page Down jump by section, Home and End go to
the ends. Opening the help says only its size and how to move, so a player
is not made to hear every key at once. The help is a screen of its own,
closed with Escape, q or the question mark.
"""

from __future__ import annotations

from functools import partial
from typing import Callable

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen

from app.ui import keys, words
from app.ui.reach import tabletalk_app
from app.ui.reading import says_on_screen
from app.ui.theme import TABLE_CSS
from app.ui.widgets import Item, KeysLine, Line, LiveLine, Scroll, ReadingLine

#: Help sections: (heading, [(keys, what they do)]). Made again on a language switch.
Sections = list[tuple[str, list[tuple[str, str]]]]


class HelpScreen(Screen):
    """Shows a screen's keys (a full screen, not a modal one, so the global keys still work).

    Not a TabletalkScreen: "where am I" and the other questions are answered
    by the screen under the help.
    """

    CSS_PATH = TABLE_CSS

    BINDINGS = keys.HELP
    #: The first entry is focused on mount, without Textual's early scroll that would hide the first heading.
    AUTO_FOCUS = ""

    def __init__(self, sections: Sections | Callable[[], Sections], title: str | Callable[[], str]) -> None:
        super().__init__()
        self._sections = sections
        self._title = title
        #: The sections in the current language, kept so drawing an item does not build them all again.
        self.rows = self.sections()
        #: (section, entry) of each item, top to bottom.
        self.places = [(s, e) for s, (_heading, entries) in enumerate(self.rows) for e in range(len(entries))]

    def sections(self) -> Sections:
        """Return the sections in the current language."""
        return self._sections() if callable(self._sections) else self._sections

    def screen_name(self) -> str:
        """Return the name of the screen the help is for."""
        return self._title() if callable(self._title) else self._title

    def title_text(self) -> str:
        """Return the heading in the current language."""
        return words.help_title(self.screen_name())

    def section_heading(self, section: int) -> str:
        """Return a section's heading as shown."""
        return self.rows[section][0]

    def entry(self, section: int, at: int) -> str:
        """Return an entry as shown: "r: Repeat the last message"."""
        return words.help_entry(*self.rows[section][1][at])

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            yield Line(self.title_text, id="help-title")
            with Scroll(id="help-scroll"):
                for s, (_heading, entries) in enumerate(self.rows):
                    yield Line(partial(self.section_heading, s), classes="help-heading")
                    for e in range(len(entries)):
                        yield Item(f"{s}-{e}", partial(self.entry, s, e), id=f"help-{s}-{e}")
            yield KeysLine(words.help_keys, id="help-hint")
            yield LiveLine()
        yield ReadingLine()

    def on_mount(self) -> None:
        session = tabletalk_app(self).session
        self.set_class(session.settings.large_print, "large-print")
        for line in self.query(LiveLine):
            line.show(session.announcer.last, "info")
        self.set_focus(self.items()[0], scroll_visible=False)

    def on_resize(self) -> None:
        from app.ui.screens.base import SHORT_BELOW

        # A short window (a large font): the help fills it without a frame (table.tcss), so it has
        # room for several entries at 40x12.
        self.set_class(self.size.height < SHORT_BELOW, "short")

    @says_on_screen  # its words go in its first frame
    def on_screen_resume(self) -> None:
        # Said when the help opens, and again when the rules (i) opened from it are closed.
        tabletalk_app(self).session.say(self.intro(), "info")
        tabletalk_app(self).place_cursor_later()

    def items(self) -> list[Item]:
        """Return the entries, top to bottom."""
        return list(self.query(Item))

    def current(self) -> int:
        """Return the index of the focused entry (0 if none has the focus)."""
        focused = self.focused
        return self.items().index(focused) if isinstance(focused, Item) else 0

    def intro(self) -> str:
        """Return what is said when the help opens or the language changes: its size and the focused entry."""
        s, e = self.places[self.current()]
        return words.help_opening(self.screen_name(), len(self.places), self.entry(s, e))

    def echo(self, at: int) -> str:
        """Return what is said on moving to an entry; a section's first entry names the section."""
        s, e = self.places[at]
        heading, entries = self.rows[s]
        return words.help_first_entry(heading, *entries[e]) if e == 0 else self.entry(s, e)

    def update_view(self) -> None:
        """Draw the help again (after a language switch); the focused entry stays."""
        self.rows = self.sections()
        for widget in self.query("*"):
            widget.refresh(layout=True)

    def go_to(self, at: int) -> None:
        """Focus entry ``at`` and say it; past either end, say so and stay."""
        session = tabletalk_app(self).session
        if not 0 <= at < len(self.places):
            session.cue("edge")
            session.say(words.list_end_at(self.entry(*self.places[self.current()])), "focus")
            return
        item = self.items()[at]
        self.set_focus(item, scroll_visible=False)
        # Scrolled now, not after the next refresh as Textual would: the terminal cursor (screen
        # reader mode) is placed after that refresh and must find the entry where it is shown.
        if not self.can_view_entire(item):
            self.scroll_to_center(item, animate=False, immediate=True)
        session.say(self.echo(at), "focus")

    def action_move(self, delta: int) -> None:
        """Step to the previous or next entry."""
        self.go_to(self.current() + delta)

    def action_go(self, at: int) -> None:
        """Go to the first (0) or the last (-1) entry."""
        self.go_to(at % len(self.places))

    def action_section(self, delta: int) -> None:
        """Go to the first entry of the previous or next section, as a screen reader's heading keys do.

        Page Up from inside a section goes to that section's first entry.
        """
        at = self.current()
        starts = [i for i, (_s, e) in enumerate(self.places) if e == 0]
        before = [i for i in starts if i < at]
        after = [i for i in starts if i > at]
        target = (before[-1] if before else -1) if delta < 0 else (after[0] if after else len(self.places))
        self.go_to(target)

    def action_close(self) -> None:
        """Close the help."""
        self.dismiss()
