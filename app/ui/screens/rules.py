"""A game's rules, one section a line: the arrows step through them and each is said whole."""

from __future__ import annotations

from functools import partial
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget

from app.games import GAMES
from app.session import game_title
from app.text.telling import rules_intro, rules_section
from app.ui import keys, words
from app.ui.screens.base import TabletalkScreen
from app.ui.widgets import Item


class RulesScreen(TabletalkScreen):
    """The rules of one game (its teller's sections), in the current language."""

    BINDINGS = keys.RULES

    def __init__(self, game_id: str, options: dict | None = None) -> None:
        super().__init__()
        #: The game whose rules are shown.
        self.game_id = game_id
        #: The variants the rules are told for (the match's in play, or the table's).
        self.options = dict(options or {})

    def sections(self) -> list[tuple[str, str]]:
        """Return the game's rules sections in the current language."""
        return GAMES[self.game_id].text.TELLER.rules_for(self.options)

    def heading(self) -> str:
        return rules_intro(game_title(self.game_id))

    def keys_line(self) -> str:
        return words.rules_keys()

    def section(self, at: int) -> str:
        """Return section ``at`` as shown, in the current language."""
        return rules_section(self.sections(), at)

    def body(self) -> ComposeResult:
        with Vertical(id="menu"):
            for at in range(len(self.sections())):
                yield Item(str(at), partial(self.section, at), id=f"rules-{at}")

    def mounted(self) -> None:
        self.set_focus(self.query(Item).first())

    def current(self) -> Item:
        """Return the focused section (the first if none is)."""
        focused = self.focused
        return focused if isinstance(focused, Item) else self.query(Item).first()

    def intro(self) -> str:
        return f"{self.heading()} {self.current().label()}"

    def where(self) -> str:
        return self.intro()

    def rules_game(self) -> str | None:
        return self.game_id

    def echo(self, widget: Widget) -> str:
        return widget.label() if isinstance(widget, Item) else ""

    def action_move(self, delta: int) -> None:
        """Step to the previous or next section; at an end, say so and stay."""
        self.move_in_list(list(self.query(Item)), self.current(), delta)

    def action_go(self, at: int) -> None:
        """Go to the first (0) or the last (-1) section; already there, say the edge and the section."""
        items = list(self.query(Item))
        target = items[at]
        if target is self.current():
            self.say_edge()
            return
        self.set_focus(target, scroll_visible=False)
        self.say_focus(target)

    def action_read(self) -> None:
        """Say the section in focus again."""
        self.session.say(self.current().label(), "info")
