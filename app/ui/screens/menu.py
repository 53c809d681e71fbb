"""The main menu: the games, resuming a saved game, settings, help, quit."""

from __future__ import annotations

from functools import partial
from time import monotonic

from textual.app import ComposeResult

from app.games import GAMES
from app.session import game_title
from app.ui import keys, words
from app.ui.menu_items import items, label
from app.ui.screens.base import TabletalkScreen
from app.ui.widgets import Choice, ItemList, Line


#: Seconds within which a second Enter confirms giving up the saved game.
CONFIRM_S = 5.0


class MenuScreen(TabletalkScreen):
    """The first screen: arrows move, Enter chooses, each move is echoed."""

    BINDINGS = keys.MENU
    CSS_PATH = None  # the menu's looks are all in tabletalk.tcss: the first frame waits for no more

    def __init__(self) -> None:
        super().__init__()
        #: The autosaved game's data, or None (read each time the menu is shown).
        self.saved: dict | None = None
        #: (item, time) of a first Enter that asked before replacing the saved game.
        self._asked: tuple[str, float] | None = None

    def heading(self) -> str:
        return words.titled(words.app_title(), words.menu_title())

    def help_name(self) -> str:
        return words.menu_title()

    def keys_line(self) -> str:
        return words.menu_keys()

    def label(self, key: str) -> str:
        """Return a menu item's label in the current language."""
        return label(key, self.saved)

    def body(self) -> ComposeResult:
        yield ItemList([Choice(key, partial(self.label, key)) for key in items()], id="menu")
        yield Line(lambda: "\n".join(self.tt.notices()), id="notices")

    def menu(self) -> ItemList:
        """Return the list of the menu's items (one widget: see ItemList)."""
        return self.query_one("#menu", ItemList)

    def items(self) -> list[Choice]:
        """Return the items shown now, top to bottom."""
        return self.menu().shown()

    def current(self) -> Choice:
        """Return the chosen item."""
        return self.menu().chosen

    def preparing(self, first: bool) -> None:
        before, self.saved = self.saved, self.session.saved_game()
        menu = self.menu()
        next(choice for choice in menu.choices if choice.key == "resume").shown = self.saved is not None
        if self.saved is not None and self.saved != before and not first:
            # Coming back from a game: offer to go on with it.
            menu.choose("resume")
        self.set_focus(menu, scroll_visible=False)

    def shown(self, first: bool) -> None:
        if first:
            self.tt.startup_notices()
            if self.session.first_start:
                # The first start gives the tour once, right after the short opening, then the menu's
                # list; any key cuts them off. Saving the settings now makes the next start a returning one.
                self.session.first_start = False
                self.session.say(words.tour(), "info", interrupt=False)
                self.session.say(self.intro(), "info", interrupt=False)
                self.session.save_settings()

    def intro(self) -> str:
        labels = [item.label() for item in self.items()]
        return words.menu_intro(labels, self.current().label())

    def opening(self) -> str:
        # Said already, when __main__ spoke it before Textual was loaded (menu_items.first_sentence).
        if self.tt.opening_said:
            return ""
        return words.first_start_opening(self.current().label()) if self.session.first_start else self.intro()

    def resumed(self) -> str:
        return self.intro()

    def where(self) -> str:
        items = self.items()
        item = self.current()
        return words.menu_where(item.label(), items.index(item) + 1, len(items))

    def focus_place(self) -> str:
        return self.current().label()

    def action_first_last(self, at: int) -> None:
        """Home or End: the first or the last item; there already, the edge."""
        menu = self.menu()
        shown = menu.shown()
        if menu.chosen is shown[at]:
            self.say_edge()
            return
        self.session.say(menu.choose(shown[at].key).label(), "focus")

    def rules_game(self) -> str | None:
        key = self.current().key
        return key if key in GAMES else None

    def go_back(self) -> None:
        self.app.exit()

    def all_help(self):
        """Return the help for every screen (the menu's Help item); each game's screen loads for it."""
        return self.help_sections()[:1] + [
            (game_title(game.id), keys.help_entries(game.screen.BINDINGS)) for game in GAMES.values()] + [
            (words.setup_help_title(), keys.help_entries(keys.SETUP)),
            (words.settings_title(), keys.help_entries(keys.SETTINGS)),
            (words.global_keys_title(), keys.help_entries(keys.GLOBAL)),
        ]

    def _replaces_saved_game(self, key: str) -> bool:
        """Ask before a new game may replace the saved one; return True when it only asked.

        A second Enter on the same item within a few seconds confirms. Opening a
        table setup or a view replaces nothing yet, so it never asks.
        """
        game = GAMES[key]
        saved = self.saved
        in_progress = saved is not None and (bool(saved.get("actions")) or saved.get("round_no") != 1)
        if saved is None or not in_progress or not game.has_rules or game.table:
            return False
        now = monotonic()
        if self._asked is not None and self._asked[0] == key and now - self._asked[1] <= CONFIRM_S:
            self._asked = None
            return False
        self._asked = (key, now)
        self.session.say(words.confirm_replace(game_title(saved["game_id"])), "alert")
        return True

    def action_move(self, delta: int) -> None:
        """Move up or down the menu; at an end, say so and stay."""
        menu = self.menu()
        chosen = menu.move(delta)
        if chosen is None:
            self.say_edge()
            return
        if not self.session.settings.words_only:  # nothing under the reading line is seen
            self.call_after_refresh(menu.scroll_visible)
        self.session.say(chosen.label(), "focus")

    def action_escape(self) -> None:
        """Escape in the main menu: there is nothing to go back to; say so, and how to quit."""
        self.session.cue("edge")
        self.session.say(words.menu_escape(), "info")

    def action_choose(self) -> None:
        """Do what the focused item says."""
        key = self.current().key
        app = self.tt
        if key in GAMES:
            if self._replaces_saved_game(key):
                return
            app.open_chosen(key)
        elif key == "resume":
            app.resume_game()
        elif key == "settings":
            app.open_settings()
        elif key == "join":
            app.join_table()
        elif key == "tour":
            self.session.say(words.tour(), "info")
        elif key == "help":
            app.open_help(self.all_help, self.help_name)
        elif key == "quit":
            app.exit()
