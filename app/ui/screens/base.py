"""What every Tabletalk screen shares: heading, key line, live line, global questions.

A screen answers the global keys' questions ("where am I", "read the
table", "read my cards"), says what it is when it opens or the language
changes, and re-draws its text on request. It never applies a rule: game
screens build actions and hand them to the Session.
"""

from __future__ import annotations

from time import monotonic
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable

from textual.app import ComposeResult, CSSPathType
from textual.containers import Vertical
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget

from app.core.rng import MAX_DEAL
from app.ui import keys, words
from app.ui.reach import tabletalk_app
from app.ui.reading import says_on_screen
from app.ui.theme import TABLE_CSS
from app.ui.widgets import KeysLine, Legend, Line, LiveLine, ReadingLine, Scroll, Slot

#: Below these sizes a screen is "narrow" or "short", from this width "wide" (classes the style sheet uses to fit).
NARROW_BELOW, SHORT_BELOW, WIDE_FROM = 60, 20, 80
#: Windows this wide and tall draw large print's block glyphs twice and three times as large (issue 35,
#: point 8): 5 and 8 rows high instead of 3.
TALL_FROM, TALLEST_FROM = (120, 40), (160, 56)

if TYPE_CHECKING:
    from app.core.match import Match
    from app.session import Session


class TabletalkScreen(Screen):
    """A screen with a heading line, a body, a key line and the live line."""

    CSS_PATH: ClassVar[CSSPathType | None] = TABLE_CSS
    #: Its faces may shorten names to fit (the grids): a legend line over the key line says how.
    SHORTENS = False

    def __init__(self) -> None:
        super().__init__()
        self._opened = False
        #: True while the body is larger than the window (said once when it starts).
        self._scrolling = False
        self._legend_size: Size | None = None

    @property
    def tt(self) -> Any:
        """Return the Tabletalk app (``app.ui.app.TabletalkApp``; not imported, so no screen imports the app)."""
        return tabletalk_app(self)

    @property
    def session(self) -> "Session":
        """Return the player's Session."""
        return self.tt.session

    # What a screen fills in

    def heading(self) -> str:
        """Return the top line: what this screen is and its state."""
        return words.app_title()

    def body(self) -> ComposeResult:
        """Yield the screen's own widgets."""
        yield from ()

    def keys_line(self) -> str:
        """Return the short list of this screen's main keys."""
        return ""

    def intro(self) -> str:
        """Return what is said when the screen opens or the language changes ("" for nothing)."""
        return self.heading()

    def opening(self) -> str:
        """Return what is said the first time the screen is shown ("" for nothing)."""
        return self.intro()

    def resumed(self) -> str:
        """Return what is said when the player comes back to this screen ("" for nothing)."""
        return ""

    def where(self) -> str:
        """Return the answer to "where am I"."""
        return self.heading()

    def where_here(self) -> str:
        """Return what the w key says: "where am I" (a table puts its focused place first)."""
        return self.where()

    def rules_game(self) -> str | None:
        """Return the game whose rules the rules key tells here (None: no game here)."""
        return None

    def move_in_list(self, items: list, current, delta: int) -> None:
        """Move the focus up or down a list of items; at an end, say so and stay."""
        at = items.index(current) + delta
        if not 0 <= at < len(items):
            self.say_edge()
            return
        # Not Textual's own scroll (animated, to a place reckoned before the focus frame is drawn):
        # on_descendant_focus scrolls once the frame is drawn.
        self.set_focus(items[at], scroll_visible=False)
        self.say_focus(items[at])

    def list_items(self) -> list:
        """Return the items Home and End go to (a list screen's rows; none here)."""
        return []

    def action_first_last(self, at: int) -> None:
        """Home or End: go to the first (0) or the last (-1) item; already there (or none), say the edge."""
        items = self.list_items()
        if not items or self.focused is items[at]:
            self.say_edge()
            return
        self.set_focus(items[at], scroll_visible=False)
        self.say_focus(items[at])

    def say_edge(self) -> None:
        """Say that a move would leave the list: the edge cue, the words and the item the focus stays on."""
        self.session.cue("edge")
        self.session.say(words.list_end_at(self.focus_place()), "focus")

    def focus_place(self) -> str:
        """Return the echo of the focused place ("" when nothing is focused or it has no echo)."""
        focused = self.focused
        return self.echo(focused) if focused is not None else ""

    def read_table(self) -> str:
        """Return the table, read out."""
        return words.no_table()

    def read_hand(self) -> str:
        """Return the player's cards, read out."""
        return words.no_cards()

    def help_sections(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """Return the help: (heading, [(keys, what they do)]) for this screen, then the global keys."""
        return [(self.help_name(), keys.help_entries(self.BINDINGS)),
                (words.global_keys_title(), keys.help_entries(keys.GLOBAL))]

    def help_name(self) -> str:
        """Return the name the help uses for this screen."""
        return self.heading()

    def go_back(self) -> None:
        """Leave this screen (the q key)."""
        self.app.pop_screen()

    # Shared machinery

    def compose(self) -> ComposeResult:
        yield Line(self.heading, id="heading")
        # The body scrolls when the window is too small for it (a large font); the focused
        # item is scrolled into view, and the player is told once that the screen scrolls.
        with Scroll(id="body"):
            yield from self.body()
        yield from self.below_body()
        with Vertical(id="footer"):
            if self.SHORTENS:
                yield Legend(id="legend")
            yield KeysLine(lambda: words.hint_line(self.keys_line()), id="keys-line")
            yield LiveLine()
        yield ReadingLine()

    def below_body(self) -> ComposeResult:
        """Yield what stays in view under the scrolling body (Zocken's die thrown); nothing by default."""
        yield from ()

    # Textual calls a handler of every class in the MRO, so subclasses
    # use the hooks below instead of defining these handlers again.

    def on_resize(self) -> None:
        width, height = self.size
        self.set_class(width < NARROW_BELOW, "narrow")
        self.set_class(height < SHORT_BELOW, "short")
        self.set_class(width >= WIDE_FROM, "wide")
        self.set_class(width >= TALL_FROM[0] and height >= TALL_FROM[1], "tall")
        self.set_class(width >= TALLEST_FROM[0] and height >= TALLEST_FROM[1], "tallest")
        if self.size != self._legend_size:
            # Faces note what they shorten as they are drawn: draw them all again for the new size.
            self._legend_size = self.size
            for legend in self.query(Legend):
                legend.clear()
            for widget in self.query("*"):
                widget.refresh()
        self.call_after_refresh(self.check_scrolling)

    def on_descendant_focus(self, event) -> None:
        # In large print the focused place grows by its frame: scroll it into view again once drawn.
        if self.session.settings.words_only:
            return  # nothing under the reading line is seen: a scroll would only repaint the whole screen
        widget = event.widget
        self.call_after_refresh(lambda: widget.is_attached and widget.scroll_visible(animate=False))

    def check_scrolling(self) -> None:
        """Say once (until it fits again) that the body is larger than the window and scrolls."""
        bodies = self.query("#body")
        if not bodies or not self.is_active or self.session.settings.words_only:
            return  # screen reader mode shows one line of words: nothing of the body is seen
        body = bodies.first()
        scrolls = body.max_scroll_y > 0 or body.max_scroll_x > 0 or any(
            w.max_scroll_y > 0 or w.max_scroll_x > 0 for w in body.query(Scroll))
        if scrolls and not self._scrolling:
            self.session.say(words.screen_scrolls(), "info", interrupt=False)
        self._scrolling = scrolls

    def on_mount(self) -> None:
        self.set_class(self.session.settings.large_print, "large-print")
        self.show_message(self.session.announcer.last, "info")
        self.mounted()

    @says_on_screen  # its words go in its first frame
    def on_screen_resume(self) -> None:
        if not isinstance(self, GameScreen):
            # Away from the table (the menu, the settings): what this screen says is not followed by
            # the table's news (``Session.say_news``); the table says where it stands when it is back.
            self.session.drop_news()
        first = not self._opened
        self.preparing(first)
        text = self.opening() if first else self.resumed()
        self._opened = True
        if self.session.settings.words_only:
            # Nothing under the reading line is seen: the words' frame goes out first, not after the whole
            # screen is laid out again (issue 33, 8); the layout follows in the next frame.
            self.call_after_refresh(self.update_view)
        else:
            self.update_view()
        if text:
            self.session.say(text, "info")
        self.shown(first)
        self.tt.place_cursor_later()

    def mounted(self) -> None:
        """Do what the screen needs once its widgets are mounted."""

    def preparing(self, first: bool) -> None:
        """Get ready to be shown (``first``: for the first time)."""

    def shown(self, first: bool) -> None:
        """Do what comes after the screen was shown and announced."""

    def show_message(self, text: str, kind: str) -> None:
        """Show an announcement on the live line (not when the screen reader says them: see app._announced)."""
        if self.session.through_reader():
            return
        for line in self.query(LiveLine):
            line.show(text, kind)

    def update_view(self) -> None:
        """Draw every widget again (after a move, a setting or a language change)."""
        for widget in self.query("*"):
            widget.refresh(layout=True)

    def say_focus(self, widget: Widget) -> None:
        """Say the short echo of the widget that just got the focus."""
        self.session.say(self.echo(widget), "focus")

    def echo(self, widget: Widget) -> str:
        """Return the echo for a focused widget."""
        return ""


#: Seconds within which a second n confirms a new deal.
NEW_DEAL_CONFIRM_S = 5.0


class GridScreen(TabletalkScreen):
    """A screen whose body is a grid of Slots the arrows move through."""

    SHORTENS = True

    #: Grid size.
    ROWS = 4
    COLUMNS = 4

    def slot(self, row: int, column: int) -> Slot:
        """Return the slot at (row, column)."""
        return self.query_one(f"#slot-{row}-{column}", Slot)

    def slots(self) -> Iterable[Slot]:
        """Return every slot, in reading order."""
        return self.query(Slot)

    def position(self) -> tuple[int, int]:
        """Return where the focus is (the first slot if none has it)."""
        focused = self.focused
        if isinstance(focused, Slot):
            return focused.row, focused.column
        return 0, 0

    def focus_slot(self, row: int, column: int, echo: bool = True) -> None:
        """Move the focus to a slot, and echo it."""
        slot = self.slot(row, column)
        self.set_focus(slot, scroll_visible=False)  # on_descendant_focus scrolls (see move_in_list)
        if echo:
            self.say_focus(slot)

    def action_first_last(self, at: int) -> None:
        """Home or End: the first (0) or the last (-1) place shown, in reading order; there already, the edge."""
        shown = [s for s in self.slots() if s.display and s.parent is not None and s.parent.display]
        if not shown or self.focused is shown[at]:
            self.say_grid_edge()
            return
        self.focus_slot(shown[at].row, shown[at].column)

    def say_grid_edge(self) -> None:
        """Say that a move would leave the table: the edge cue, "Edge" and the place the focus stays on."""
        self.session.cue("edge")
        self.session.say(words.edge_at(self.focus_place()), "focus")

    def where_here(self) -> str:
        """Return "where am I" with the focused place first (unless the answer names it already)."""
        where, place = self.where(), self.focus_place()
        return words.focus_first(place, where) if place and place.lower() not in where.lower() else where

    def action_move(self, rows: int, columns: int) -> None:
        """Move the focus by rows and columns; at an edge, say so and stay."""
        row, column = self.position()
        row, column = row + rows, column + columns
        if not (0 <= row < self.ROWS and 0 <= column < self.COLUMNS):
            self.say_grid_edge()
            return
        self.focus_slot(row, column)

    def action_step(self, delta: int) -> None:
        """Move the focus to the next or previous place in reading order."""
        row, column = self.position()
        at = row * self.COLUMNS + column + delta
        if not 0 <= at < self.ROWS * self.COLUMNS:
            self.say_grid_edge()
            return
        self.focus_slot(*divmod(at, self.COLUMNS))


class GameScreen(GridScreen):
    """A grid screen that plays a numbered deal of a game through the Session."""

    def __init__(self) -> None:
        super().__init__()
        self._new_deal_asked: float | None = None
        #: True while a prompt opened by ``ask`` is in front: its answer is said, not "where am I".
        self._prompting = False

    @property
    def match(self) -> Match:
        """Return the Session's match: a game screen is shown only while one is played."""
        match = self.session.match
        assert match is not None, "a game screen without a match"
        return match

    @property
    def player_seat(self) -> int:
        """Return the seat at the keyboard, for what only a player has (a hand): never asked for a watcher."""
        viewer = self.session.viewer
        assert viewer is not None, "a watcher has no seat"
        return viewer

    def opening(self) -> str:
        return ""  # the Session has said the game and deal

    def rules_game(self) -> str | None:
        match = self.session.match
        return match.game_id if match is not None else None

    def intro(self) -> str:
        return self.where()

    def resumed(self) -> str:
        if self._prompting:
            self._prompting = False
            return ""  # back from a prompt: its answer is said instead
        return self.where()

    def waiting(self) -> bool:
        """Return True (after saying why) when the game keys must wait; a game for several seats says whom for."""
        return False

    def ask(self, question: str, check: Callable[[str], str | None], answered: Callable[[str | None], None],
            max_length: int = 20) -> None:
        """Say ``question`` and open a one-line prompt over the table.

        ``check`` returns None for a usable line, else the sentence that asks again;
        ``answered`` gets the line, or None after Escape, and says the answer.
        """
        from app.ui.screens.prompt import PromptScreen

        self.session.say(question, "important")
        self._prompting = True
        self.app.push_screen(PromptScreen(question, check, max_length=max_length), answered)

    def action_holdings(self) -> None:
        """Say the counts: what each seat has taken or won, the score, what is left (the h key)."""
        if not self.waiting():
            self.session.say(self.session.holdings(), "info")

    def new_deal_confirmed(self) -> bool:
        """Return True when a new deal may start; a game in progress needs n twice."""
        match = self.session.match
        if match is None or match.is_over() or not match.actions:
            return True
        now = monotonic()
        if self._new_deal_asked is not None and now - self._new_deal_asked <= NEW_DEAL_CONFIRM_S:
            self._new_deal_asked = None
            return True
        self._new_deal_asked = now
        self.session.say(words.confirm_new_deal(), "alert")
        return False

    def start_deal(self, deal: int | None) -> None:
        """Start deal number ``deal`` (a random one for None); games override this."""

    def action_new_deal(self) -> None:
        """Start a new deal (asking first when a game is under way)."""
        if self.new_deal_confirmed():
            self.start_deal(None)

    def action_choose_deal(self) -> None:
        """Ask for a deal number, then play that deal; Escape keeps the game."""
        from app.ui.screens.deal import DealNumberScreen

        self.session.say(words.ask_deal_number(MAX_DEAL), "important")
        self.app.push_screen(DealNumberScreen(), self._deal_chosen)

    def _deal_chosen(self, deal: int | None) -> None:
        # On None (Escape) the screen, shown again, says where the player is.
        if deal is not None:
            self.start_deal(deal)
