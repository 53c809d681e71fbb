"""The help: the keys of the screen in front, and the keys every screen has.

The same entries are spoken (by the app, when the help opens) and shown
here; the help is a screen of its own, closed with Escape, q or the question mark.
"""

from __future__ import annotations

from typing import Callable

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen

from app.ui import keys, words
from app.ui.widgets import Line, LiveLine

#: Help sections: (heading, [(keys, what they do)]). Made again on a language switch.
Sections = list[tuple[str, list[tuple[str, str]]]]


class HelpScreen(Screen):
    """Shows a screen's keys (a full screen, not a modal one, so the global keys still work)."""

    BINDINGS = keys.HELP

    def __init__(self, sections: Sections | Callable[[], Sections], title: str | Callable[[], str]) -> None:
        super().__init__()
        self._sections = sections
        self._title = title

    def sections(self) -> Sections:
        """Return the sections in the current language."""
        return self._sections() if callable(self._sections) else self._sections

    def title_text(self) -> str:
        """Return the heading in the current language."""
        return words.help_title(self._title() if callable(self._title) else self._title)

    def text(self) -> str:
        """Return the whole help as lines of text."""
        lines = []
        for heading, entries in self.sections():
            lines.append(heading)
            lines += [f"  {k}: {a}" for k, a in entries]
            lines.append("")
        return "\n".join(lines).rstrip()

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            yield Line(self.title_text, id="help-title")
            with VerticalScroll(id="help-scroll"):
                yield Line(self.text, id="help-text")
            yield Line(words.help_close_hint, id="help-hint")
            yield LiveLine()

    def on_mount(self) -> None:
        self.set_class(self.app.session.settings.large_print, "large-print")  # type: ignore[attr-defined]
        self.query_one("#help-scroll").focus()
        session = self.app.session  # type: ignore[attr-defined]
        for line in self.query(LiveLine):
            line.show(session.announcer.last, "info")

    def update_view(self) -> None:
        """Draw the help again (after a language switch)."""
        for widget in self.query("*"):
            widget.refresh(layout=True)

    def action_close(self) -> None:
        """Close the help."""
        self.dismiss()

    def action_scroll(self, lines: int) -> None:
        """Scroll the help."""
        self.query_one("#help-scroll", VerticalScroll).scroll_relative(y=lines, animate=False)
