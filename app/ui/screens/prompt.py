"""A one-line text prompt (a seat's name, a deal number), spoken and echoed as the player types.

The question is said when the prompt opens (by the screen that opens it)
and shown in a box over that screen; each typed character is echoed, so a
player without a screen reader hears what they typed. Enter hands the text
to ``check``: a sentence back means "not usable, say this and type again".
Escape closes the prompt and keeps what was there.
"""

from __future__ import annotations

from typing import Callable, Literal

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from app.ui.reach import tabletalk_app
from app.ui.theme import TABLE_CSS
from app.ui.widgets import ReadingLine
from app.ui import keys, words


class PromptScreen(ModalScreen[str | None]):
    """Type a line and Enter (the screen is dismissed with the text), or Escape (None)."""

    BINDINGS = keys.PROMPT
    CSS_PATH = TABLE_CSS

    def __init__(self, question: str, check: Callable[[str], str | None], value: str = "",
                 max_length: int = 20, kind: Literal["integer", "number", "text"] = "text") -> None:
        """Make a prompt.

        Args:
            question: shown over the line (the opener says it).
            check: returns None when the typed text is usable, else the sentence saying why not.
            value: the text the line starts with.
            max_length: the longest text.
            kind: Input's type: "text" or "integer".
        """
        super().__init__()
        self.question = question
        self.check = check
        self.value = value
        self.max_length = max_length
        self.kind = kind
        self._typed = value

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box"):
            yield Static(self.question, id="prompt-question")
            yield Input(self.value, type=self.kind, max_length=self.max_length, id="prompt-input")
        yield ReadingLine()

    def on_mount(self) -> None:
        self.set_class(tabletalk_app(self).session.settings.large_print, "large-print")
        self.query_one(Input).focus()

    @on(Input.Changed)
    def echo(self, event: Input.Changed) -> None:
        """Say the character just typed, or what is left after a deletion."""
        before, self._typed = self._typed, event.value
        if len(event.value) == len(before) + 1 and event.value.startswith(before):
            tabletalk_app(self).session.say(event.value[-1], "focus")
        elif len(event.value) < len(before):
            tabletalk_app(self).session.say(event.value or words.typed_deleted(), "focus")

    @on(Input.Submitted)
    def submitted(self, event: Input.Submitted) -> None:
        """Close with the typed text when it is usable; else say why and let the player type again."""
        if not self.is_active:
            return  # closed already by a key that came in the same read (Enter, Enter): answered once
        text = event.value.strip()
        problem = self.check(text)
        if problem is None:
            self.dismiss(text)
            return
        tabletalk_app(self).session.say(problem, "alert")

    def action_cancel(self) -> None:
        """Close the prompt and keep what was there."""
        if self.is_active:
            self.dismiss(None)
