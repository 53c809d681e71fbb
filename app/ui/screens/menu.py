"""The main menu: the games, resuming a saved game, settings, help, quit."""

from __future__ import annotations

from time import monotonic

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget

from app.games import GAMES
from app.session import game_title
from app.ui import keys, words
from app.ui.menu_items import items, label
from app.ui.screens.base import TabletalkScreen
from app.ui.widgets import Item, Line


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
        #: Whether the items were made in two columns (large print).
        self._columns = False

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
        with Vertical(id="menu"):
            yield from self.menu_items()
        yield Line(lambda: "\n".join(self.tt.notices()), id="notices")

    def menu_items(self) -> list[Widget]:
        """Return the items, in two columns in large print (side by side in a wide window, tcss).

        Only large print has the columns: made always, the two containers cost the first frame
        about 18 M instructions of 1,176 M (docs/startup.md, sixth round).
        """
        keys = items()
        made = [Item(key, lambda key=key: self.label(key), id=f"menu-{key}") for key in keys]
        self._columns = self.tt.large_print
        if not self._columns:
            return made
        half = (len(keys) + 1) // 2
        return [Vertical(*made[:half], classes="menu-column"), Vertical(*made[half:], classes="menu-column")]

    def update_view(self) -> None:
        super().update_view()
        if self._columns != self.tt.large_print:
            self.call_later(self._lay_out_again)

    async def _lay_out_again(self) -> None:
        """Make the items again, with or without the columns, keeping the focus and the resume item."""
        focused = self.focused.key if isinstance(self.focused, Item) else None
        resume = self.query_one("#menu-resume", Item).display
        menu = self.query_one("#menu")
        await menu.remove_children()
        await menu.mount_all(self.menu_items())
        self.query_one("#menu-resume", Item).display = resume
        if focused is not None:
            self.set_focus(self.query_one(f"#menu-{focused}", Item), scroll_visible=False)

    def items(self) -> list[Item]:
        """Return the items shown now, top to bottom."""
        return [item for item in self.query(Item) if item.display]

    def current(self) -> Item:
        """Return the focused item (the first one if none is)."""
        focused = self.focused
        return focused if isinstance(focused, Item) and focused.display else self.items()[0]

    def preparing(self, first: bool) -> None:
        before, self.saved = self.saved, self.session.saved_game()
        resume = self.query_one("#menu-resume", Item)
        resume.display = self.saved is not None
        if self.saved is not None and self.saved != before and not first:
            # Coming back from a game: offer to go on with it.
            self.set_focus(resume)
        elif not isinstance(self.focused, Item) or not self.focused.display:
            self.set_focus(self.items()[0])

    def shown(self, first: bool) -> None:
        if first:
            self.tt.startup_notices()
            if self.session.first_start:
                # The first start gives the tour once, after the menu; any key cuts it off. Saving the
                # settings now makes the next start a returning one.
                self.session.first_start = False
                self.session.say(words.tour(), "info", interrupt=False)
                self.session.save_settings()

    def intro(self) -> str:
        labels = [item.label() for item in self.items()]
        return words.menu_intro(labels, self.current().label())

    def opening(self) -> str:
        # Said already, when __main__ spoke it before Textual was loaded.
        return "" if self.app.opening_said else self.intro()

    def resumed(self) -> str:
        return self.intro()

    def where(self) -> str:
        items = self.items()
        item = self.current()
        return words.menu_where(item.label(), items.index(item) + 1, len(items))

    def echo(self, widget: Widget) -> str:
        return widget.label() if isinstance(widget, Item) else ""

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
        if not in_progress or not game.has_rules or game.table:
            return False
        now = monotonic()
        if self._asked is not None and self._asked[0] == key and now - self._asked[1] <= CONFIRM_S:
            self._asked = None
            return False
        self._asked = (key, now)
        self.session.say(words.confirm_replace(game_title(self.saved["game_id"])), "alert")
        return True

    def action_move(self, delta: int) -> None:
        """Move up or down the menu; at an end, say so and stay."""
        self.move_in_list(self.items(), self.current(), delta)

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
