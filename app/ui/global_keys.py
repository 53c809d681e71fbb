"""The keys that work on every screen (``keys.GLOBAL`` binds them): the app's actions for them.

A part of ``TabletalkApp`` (app.py), kept apart as one job: what F1, the history keys, the
rules, the language and the verbosity keys do, whatever screen is in front.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games import GAMES
from app.text import i18n
from app.ui import words
from app.ui.screens.base import TabletalkScreen
from app.ui.screens.help import HelpScreen
from app.verbosity import change_verbosity

if TYPE_CHECKING:
    from textual.app import App

    from app.session import Session

    _Base = App
else:
    _Base = object


class GlobalKeys(_Base):
    """The actions of the keys every screen has (a mixin of ``TabletalkApp``, which gives the rest)."""

    if TYPE_CHECKING:
        session: Session
        table_setups: dict

        def active_screen(self) -> TabletalkScreen | None: ...
        def open_help(self, sections, title) -> None: ...
        def open_settings(self) -> None: ...

    def action_help(self) -> None:
        """Speak and show the keys of the screen in front."""
        if isinstance(self.screen, HelpScreen):
            self.pop_screen()
            return
        screen = self.active_screen()
        if screen is not None:
            self.open_help(screen.help_sections, screen.help_name)

    def action_repeat(self) -> None:
        """Say the last message again."""
        if not self.session.announcer.repeat():
            self.session.say(words.no_messages(), "focus")

    def action_history_back(self) -> None:
        """Say the previous message of the history."""
        text, edge = self.session.announcer.back()
        if not text:
            self.session.say(words.no_messages(), "focus")
        elif edge:
            self.session.say(words.oldest_message(text), "focus")

    def action_history_forward(self) -> None:
        """Say the next message of the history."""
        text, edge = self.session.announcer.forward()
        if not text:
            self.session.say(words.no_messages(), "focus")
        elif edge:
            self.session.say(words.newest_message(text), "focus")

    def action_where(self) -> None:
        """Say where the player is: on a table, the focused place first."""
        self._ask("where_here")

    def action_read_table(self) -> None:
        """Read the table."""
        self._ask("read_table")

    def action_read_hand(self) -> None:
        """Read the player's cards."""
        self._ask("read_hand")

    def _ask(self, question: str) -> None:
        screen = self.active_screen()
        if screen is not None:
            self.session.say(getattr(screen, question)(), "info")

    def action_rules(self) -> None:
        """Show the rules of the game in front (in the menu: of the game in focus)."""
        from app.ui.screens.rules import RulesScreen

        screen = self.active_screen()
        if isinstance(screen, RulesScreen):
            screen.action_read()
            return
        game_id = screen.rules_game() if screen is not None else None
        if game_id is None or not GAMES[game_id].has_rules or not GAMES[game_id].text.TELLER.rules():
            self.session.say(words.no_game_for_rules(), "alert")
            return
        match, setup = self.session.match, self.table_setups.get(game_id)
        options = (match.options if match is not None and match.game_id == game_id
                   else setup.options if setup is not None else {})
        self.push_screen(RulesScreen(game_id, options))

    def action_settings(self) -> None:
        """Open the settings."""
        self.open_settings()

    def action_next_language(self) -> None:
        """Switch to the next language (the screens are said again in it)."""
        codes = list(i18n.LANGUAGES)
        current = i18n.language()
        following = codes[(codes.index(current) + 1) % len(codes)] if current in codes else codes[0]
        self.session.set_language(following)

    def action_toggle_verbosity(self) -> None:
        """Switch between brief and full descriptions."""
        said = change_verbosity(self.session)  # the same toggle as line mode's verbosity command
        for screen in self.screen_stack:
            if isinstance(screen, TabletalkScreen):
                screen.update_view()
        self.session.say(said, "info")

    def action_first_last(self, at: int) -> None:
        """Home and End: the first (0) or the last (-1) place of the screen in front."""
        screen = self.active_screen()
        if screen is not None:
            screen.action_first_last(at)

    def action_back(self) -> None:  # type: ignore[override]  # Textual's is async; it runs either
        """Go back one screen; in the main menu, quit."""
        if isinstance(self.screen, HelpScreen):
            self.pop_screen()
            return
        screen = self.active_screen()
        if screen is not None:
            screen.go_back()
