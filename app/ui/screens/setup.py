"""The table setup for a game of several seats: players, who plays each seat, the variant, the deal.

It works like the settings: up and down move through the rows, left and
right (or Enter) change the focused one, and each change is said. ``e``
renames the focused seat, ``s`` (or Enter on the last row) starts the game.
The setup is the app's for the whole sitting, so the next game starts from it.
"""

from __future__ import annotations

from functools import partial
from textual.app import ComposeResult
from textual.widget import Widget

from app.core.rng import MAX_DEAL
from app.games import GAMES
from app.session import game_title
from app.text import seats as seats_text
from app.ui import keys, words
from app.ui.screens.base import TabletalkScreen
from app.ui.screens.prompt import PromptScreen
from app.ui.table_setup import MAX_SEATS, TableSetup, default_name
from app.ui.widgets import Item, Scroll

#: A typed name: printable, up to this long.
NAME_MAX = 20


class SetupScreen(TabletalkScreen):
    """The rows of a table setup."""

    BINDINGS = keys.SETUP

    def __init__(self, setup: TableSetup) -> None:
        super().__init__()
        #: What is being set up (the app's own object, so it is remembered).
        self.setup = setup
        self._prompting = False

    @property
    def game(self) -> str:
        """Return the game's name in the current language."""
        return game_title(self.setup.game_id)

    def rules_game(self) -> str | None:
        return self.setup.game_id

    def rows(self) -> tuple[str, ...]:
        """Return every row's key, top to bottom (seat rows past the players are hidden)."""
        return (("players",) + tuple(f"seat-{i}" for i in range(MAX_SEATS))
                + self.setup.variant_keys() + ("deal", "go"))

    # Drawing

    def heading(self) -> str:
        return words.setup_title(self.game)

    def help_name(self) -> str:
        return self.heading()

    def keys_line(self) -> str:
        return words.setup_keys()

    def body(self) -> ComposeResult:
        with Scroll(id="setup"):
            for key in self.rows():
                yield Item(key, partial(self.label, key), id=f"setup-{key}")

    def label(self, key: str) -> str:
        """Return a row as shown and said."""
        setup = self.setup
        if key == "players":
            return words.players_row(setup.players)
        if key.startswith("seat-"):
            seat = int(key[5:])
            seats = tuple(setup.seats()) if seat < setup.players else ()
            description = seats_text.seat_description(seats, seat) if seats else ""
            return words.seat_row(seat + 1, description)
        if key == "go":
            return words.start_row()
        if key == "deal":
            return words.deal_row(setup.deal)
        if key == "rounds":
            return words.rounds_row(setup.rounds)
        if key == "count":
            return words.count_row(setup.count, GAMES[setup.game_id].counts)
        # A variant of the game: its own words say it.
        return GAMES[setup.game_id].text.TELLER.option_row(key, setup.options[key])

    def update_view(self) -> None:
        for item in self.query(Item):
            if item.key.startswith("seat-"):
                item.display = int(item.key[5:]) < self.setup.players
        super().update_view()

    def mounted(self) -> None:
        self.update_view()
        self.set_focus(self.items()[0])

    # Questions

    def items(self) -> list[Item]:
        """Return the rows shown now, top to bottom."""
        return [item for item in self.query(Item) if item.display]

    def current(self) -> Item:
        """Return the focused row (the first if none is)."""
        focused = self.focused
        return focused if isinstance(focused, Item) and focused.display else self.items()[0]

    def intro(self) -> str:
        return words.setup_intro(self.game, self.current().label())

    def resumed(self) -> str:
        if self._prompting:
            self._prompting = False
            return ""  # back from a prompt: its answer is said instead
        return self.intro()

    def where(self) -> str:
        items = self.items()
        item = self.current()
        return words.two_sentences(self.heading(), words.menu_where(item.label(), items.index(item) + 1,
                                                                    len(items)))

    def echo(self, widget: Widget) -> str:
        return widget.label() if isinstance(widget, Item) else ""

    # Keys

    def list_items(self) -> list:
        return self.items()

    def action_move(self, delta: int) -> None:
        """Move up or down the rows; at an end, say so and stay."""
        self.move_in_list(self.items(), self.current(), delta)

    def action_choose(self) -> None:
        """Enter: start on the Start row, else change the row like the right arrow."""
        if self.current().key == "go":
            self.action_start()
        else:
            self.action_change(1)

    def action_change(self, delta: int) -> None:
        """Change the focused row one step, and say it."""
        item = self.current()
        key, setup = item.key, self.setup
        name = self.session.settings.player_name
        if key == "go":
            self.session.say(words.press_enter_to_start(), "info")
            return
        if key == "deal":
            self.ask_deal()
            return
        if key == "players":
            if not setup.change_players(delta):
                low, high = setup.limits
                within = low <= setup.players + delta <= high
                self.session.say(words.need_a_human() if within else words.players_limit(low, high), "alert")
                return
        elif key.startswith("seat-"):
            if not setup.change_kind(int(key[5:]), delta, name):
                self.session.say(words.need_a_human(), "alert")
                return
        else:
            setup.step_option(key, delta)
        self.update_view()
        self.session.say(item.label(), "info")

    def action_rename(self) -> None:
        """Open a prompt for the focused seat's name."""
        key = self.current().key
        if not key.startswith("seat-"):
            self.session.say(words.rename_needs_seat(), "alert")
            return
        seat = int(key[5:])
        current = seats_text.seat_name(self.setup.seats(), seat)
        question = words.ask_name(seat + 1, current)
        self.session.say(question, "important")

        def check(text: str) -> str | None:
            return None if len(text) <= NAME_MAX and text.isprintable() else words.bad_name()

        self._prompting = True
        self.app.push_screen(PromptScreen(question, check, self.setup.names[seat], NAME_MAX),
                             lambda name: self._renamed(seat, name))

    def _renamed(self, seat: int, name: str | None) -> None:
        if name is not None:
            setup = self.setup
            player_name = self.session.settings.player_name
            if seat == 0 and setup.kinds[0] == "human":
                # Seat 1 at the keyboard is the player: keep the name for next time.
                self.session.settings.player_name = name
                self.session.save_settings()
                player_name = name
            setup.names[seat] = name or default_name(seat, setup.kinds[seat], player_name)
            self.update_view()
        self.session.say(self.label(f"seat-{seat}"), "info")

    def ask_deal(self) -> None:
        """Open a prompt for the deal number (nothing typed: a random deal)."""
        question = words.ask_table_deal(MAX_DEAL)
        self.session.say(question, "important")

        def check(text: str) -> str | None:
            if not text or (text.isdigit() and 1 <= int(text) <= MAX_DEAL):
                return None
            return words.bad_deal_number(MAX_DEAL)

        value = str(self.setup.deal) if self.setup.deal else ""
        self._prompting = True
        self.app.push_screen(PromptScreen(question, check, value, len(str(MAX_DEAL)), "integer"),
                             self._deal_typed)

    def _deal_typed(self, text: str | None) -> None:
        if text is not None:
            self.setup.deal = int(text) if text else None
            self.update_view()
        self.session.say(self.label("deal"), "info")

    def action_start(self) -> None:
        """Start the game with this table."""
        self.tt.start_table(self.setup)

    def action_host(self) -> None:
        """Open this table to players on other computers (its free human seats are theirs), and sit at it."""
        self.tt.host_table(self.setup)
