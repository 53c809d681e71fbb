"""Higher or lower on the screen: the card shown, and two keys."""

from __future__ import annotations

from textual.app import ComposeResult

from app.ui import keys
from app.ui.screens.table import TableScreen
from app.ui.widgets import Line
from tests.toy.higher.rules import Guess

KEYS = [keys.key("up", "guess(True)", "Guess higher", "toy.up"),
        keys.key("down", "guess(False)", "Guess lower", "toy.down")] + keys.TABLE


class HigherScreen(TableScreen):
    BINDINGS = KEYS
    GAME_ID = "toy-higher"

    def table_body(self) -> ComposeResult:
        yield Line(lambda: self.session.read_table() if self.session.match else "", id="toy-shown")

    def read_table(self) -> str:
        return self.session.read_table()

    def action_guess(self, higher: bool) -> None:
        if self.session.act(Guess(higher)):
            self.changed()


SCREEN = HigherScreen
