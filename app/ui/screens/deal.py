"""Asking for a deal number, so players can play (and compare) the same deal."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from app.core.rng import MAX_DEAL
from app.ui.reach import tabletalk_app
from app.ui.theme import TABLE_CSS
from app.ui.widgets import ReadingLine
from app.ui import words


class DealNumberScreen(ModalScreen[int | None]):
    """A one-line prompt: type a number and Enter, or Escape to cancel."""

    BINDINGS = [Binding("escape", "cancel", show=False, id="deal.cancel")]
    CSS_PATH = TABLE_CSS

    def compose(self) -> ComposeResult:
        with Vertical(id="deal-prompt"):
            yield Static(words.ask_deal_number(MAX_DEAL), id="deal-question")
            yield Input(type="integer", max_length=len(str(MAX_DEAL)), id="deal-number")
        yield ReadingLine()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    @on(Input.Submitted)
    def submitted(self, event: Input.Submitted) -> None:
        """Play the typed deal, or say what a deal number is and let the player try again."""
        if not self.is_active:
            return  # closed already by a key that came in the same read (Enter, Enter): answered once
        text = event.value.strip()
        if text.isdigit() and 1 <= int(text) <= MAX_DEAL:
            self.dismiss(int(text))
            return
        tabletalk_app(self).session.say(words.bad_deal_number(MAX_DEAL), "alert")
        event.input.value = ""

    def action_cancel(self) -> None:
        """Close the prompt and keep the game as it was."""
        if self.is_active:
            self.dismiss(None)
