"""The Textual app: one Session, the screens, the global keys, and the looks.

The app only routes: keys go to the screen in front (which builds actions
for the Session), every announcement is shown on that screen's live line,
and the settings decide the theme, large print and screen reader mode.
"""

from __future__ import annotations

import threading
import weakref
from typing import Callable

from textual import events
from textual.app import App
from textual.driver import Driver
from textual.filter import LineFilter
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Input

from app.games import GAMES
from app.session import Session
from app.text import i18n
from app.ui import keys, warm_up, words
from app.ui.screens.base import TabletalkScreen
from app.ui.screens.help import HelpScreen
from app.ui.theme import DarkBoldStaysDark, colours_of, focus_defaults, set_look, themes, with_our_filters
from app.ui.driver import tabletalk_driver, with_quick_escape
from app.ui.global_keys import GlobalKeys
from app.ui.reading import Reading, ReadingLine, ReadingSink


class VoiceStarted(Message):
    """The voice's start has ended (posted from its thread): why speech is off, if it is, is known."""


class TabletalkApp(GlobalKeys, App):
    """Tabletalk's full-screen UI."""

    CSS_PATH = "tabletalk.tcss"
    BINDINGS = keys.GLOBAL
    ENABLE_COMMAND_PALETTE = False
    TITLE = "Tabletalk"

    def __init__(self, session: Session, opening_said: bool = False,
                 drawn: Callable[[], None] | None = None) -> None:
        super().__init__()
        #: The player's sitting: settings, voice, announcements, the match.
        self.session = session
        #: True when the menu's first sentence was said before the app was made (``__main__``).
        self.opening_said = opening_said
        self._animation_default = self.animation_level
        self._unsubscribe_language = lambda: None
        # The terminal's colours (Rich reads TERM, COLORTERM and NO_COLOR): the themes and tones for them.
        self.colours = colours_of(self.console.color_system, self.no_color)
        if self.no_color:
            # The terminal's own two colours, the focus in reverse (tabletalk.tcss, .no-color;
            # ``get_line_filters``).
            self.set_class(True, "no-color")
        self.stylesheet.set_variables(self.get_css_variables())  # the focus's colours for them
        #: Bold dark text kept dark in the light looks in 16 colours (xterm would draw it light).
        self.dark_bold = DarkBoldStaysDark()
        self.themes = themes(self.colours)
        for theme in self.themes.values():
            if not isinstance(theme, str):
                self.register_theme(theme)
        self._noticed = False
        #: True once why speech is off has been said (at start, or when the voice's start ended).
        self._speech_told = False
        #: Keys given to the app (counted on the driver's thread, or as posted) and keys the app took: more
        #: given than taken is a key on its way (``key_waiting``).
        self._keys_given = 0
        self._keys_taken = 0
        #: The keys counted as given already (the driver's, posted later): each is counted once.
        self._keys_counted: weakref.WeakSet = weakref.WeakSet()
        #: The thread the app's loop runs on (set as it mounts).
        self.loop_thread: int | None = None
        #: Screen reader mode: the words the reading line shows on every screen.
        self.reading = Reading()
        #: The last table set up for each game of several seats, for this sitting.
        self.table_setups: dict = {}
        #: Called once the first frame is drawn (``__main__`` turns garbage collection back on).
        self._drawn = drawn

    def get_driver_class(self) -> type[Driver]:
        """Return the platform's driver with Tabletalk's terminal filter and key count (``driver.py``), on
        Linux with a quick Escape where it can (``quick_escape``)."""
        return tabletalk_driver(with_quick_escape(super().get_driver_class()))

    def get_line_filters(self) -> list[LineFilter]:
        """Return Textual's line filters with Tabletalk's two (``theme.with_our_filters``)."""
        # dark_bold is asked for while Textual's App is made, too: before it is set.
        return with_our_filters(super().get_line_filters(), self.no_color, getattr(self, "dark_bold", None))

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """Return Tabletalk's own CSS variables, for themes that do not set them."""
        # Asked first while Textual's App is made, before the terminal's colours are known (then again).
        return focus_defaults(getattr(self, "colours", "truecolor"))

    def get_default_screen(self) -> Screen:
        from app.ui.screens.menu import MenuScreen

        return MenuScreen()

    def on_mount(self) -> None:
        self.loop_thread = threading.get_ident()
        self.session.keys = True  # questions name the keys to press, not the words to type
        self._unsubscribe_language = i18n.on_language_change(self._language_changed)
        self.session.announcer.listeners.append(self._announced)
        # A screen reader that reads the terminal gets each utterance on the reading line.
        self.session.show_utterances(ReadingSink(self))
        self.apply_settings()
        session = self.session
        if session.announcer.last and not session.reader_reads_screen() and not session.through_reader():
            # What was said before the screen was there (the menu's first sentence) is its first line.
            self.call_after_refresh(self._show_reading, session.announcer.last)
        if self._drawn is not None:
            self.call_after_refresh(self._drawn)
        # Once the menu is up, what the first game, rules or setup screen needs (issue 33, 8).
        self.set_timer(warm_up.AFTER, lambda: warm_up.start(self))
        # Nothing waits for the voice: when its start ends, the menu shows and says why it is silent.
        from app.speech.starting import when_started

        when_started(session.speaker, self._voice_started_from_thread)

    def on_unmount(self) -> None:
        self._unsubscribe_language()
        if self._announced in self.session.announcer.listeners:
            self.session.announcer.listeners.remove(self._announced)
        self.session.show_utterances(None)

    # Settings

    @property
    def large_print(self) -> bool:
        """Return True when cards are drawn in large print."""
        return self.session.settings.large_print

    def apply_settings(self) -> None:
        """Apply the theme, large print and screen reader mode from the settings."""
        settings = self.session.settings
        set_look(self.colours, settings.light)
        self.dark_bold.enabled = self.colours == "16" and settings.light
        theme = self.themes[(settings.high_contrast, settings.light)]
        self.theme = theme if isinstance(theme, str) else theme.name
        for screen in self.screen_stack:
            screen.set_class(settings.large_print, "large-print")
            if isinstance(screen, TabletalkScreen):
                screen.update_view()
        self.set_class(settings.words_only, "screen-reader")
        # The terminal cursor is shown in every mode (the driver shows it): a screen magnifier follows it.
        self.animation_level = "none" if settings.screen_reader else self._animation_default
        self.place_cursor_later()

    def place_cursor_later(self) -> None:
        """Put the terminal cursor on the focused item after the next refresh."""
        self.call_after_refresh(self.place_cursor)

    def place_cursor(self) -> None:
        """Put the terminal cursor on the focused item: after the words in screen reader mode, else on
        the focused card, die or line, so a screen magnifier (which follows the cursor) shows it."""
        if not self.is_running:
            return
        reading = self.reading_line()
        if reading is not None:
            place = reading.cursor()
        else:
            focused = self.focused
            if focused is None or not focused.is_attached:
                return
            if isinstance(focused, Input):
                place = focused.cursor_screen_offset  # the Input puts it there itself as it types
            else:
                cursor = getattr(focused, "cursor", None)
                place = cursor() if callable(cursor) else focused.content_region.offset
        if reading is None:
            if place == self.cursor_position:
                return
            self.cursor_position = place
            # A frame must be written for the terminal cursor to move there: the focused item's is enough.
            assert focused is not None, "no reading line: the focused item was checked above"
            focused.refresh()
            return
        self.cursor_position = place
        # A frame must be written for the terminal cursor to move there.
        self.screen.refresh()

    def on_descendant_focus(self) -> None:
        self.place_cursor_later()

    def on_resize(self) -> None:
        self.place_cursor_later()

    # Announcements and language

    def _announced(self, text: str, kind: str) -> None:
        screen = self.screen if self.is_running else None
        if screen is not None and not self.session.through_reader():
            # Through the screen reader the terminal stays quiet: the reader says and brailles each
            # announcement already, and would read a changed live line a second time.
            for line in screen.query("LiveLine"):
                line.show(text, kind)  # type: ignore[attr-defined]
            if kind != "clear" and not self.session.reader_reads_screen():
                # Screen reader mode with a voice of ours (or BRLTTY alone): the reading line shows
                # what was said; a reader reading the screen gets it from the voice's route instead.
                self._show_reading(text)
        if self.is_running:
            self.place_cursor_later()

    # Screen reader mode: the reading line

    def key_given(self, key: events.Key) -> None:
        """Count a key given to the app (from the driver's thread, before it crosses to the app's loop)."""
        if key not in self._keys_counted:
            self._keys_counted.add(key)
            self._keys_given += 1

    def post_message(self, message: Message) -> bool:
        # A key posted without the terminal's driver (a test's pilot, simulate_key) is counted here.
        counted = isinstance(message, events.Key) and message not in self._keys_counted
        if counted:
            self.key_given(message)  # type: ignore[arg-type]
        posted = super().post_message(message)
        if counted and not posted:
            self._keys_given -= 1  # the app is closing: it will never take this key
        return posted

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            self._keys_taken += 1
        await super().on_event(event)

    def key_waiting(self) -> bool:
        """Return True when a key was pressed that the app has not taken yet."""
        return self._keys_given > self._keys_taken

    def reading_line(self) -> ReadingLine | None:
        """Return the reading line of the screen in front, in screen reader mode."""
        if not self.session.settings.words_only or not self.is_running:
            return None
        found = self.screen.query(ReadingLine)
        return found.first() if found else None

    def _show_reading(self, text: str) -> None:
        line = self.reading_line()
        if line is not None:
            self.reading.show(text, line.size.width or self.size.width)
            # The words and the cursor after them go out in one frame: a reader that sees the
            # cursor move first reads the line it lands on, blank.
            self.cursor_position = line.cursor()
            line.refresh()
        elif self.session.settings.words_only and self.is_running:
            # A screen just pushed, not composed yet (its words are shown as its key's handler ends):
            # its reading line shows the app's words when it is drawn, and the cursor goes after them.
            self.reading.show(text, self.size.width)
            self.place_cursor_later()

    def _utterance_from_thread(self, text: str) -> None:
        """Show what the voice's route hands the screen (called from the speech timer's thread, or from
        the app's own through ``ReadingSink.soon``)."""
        if self.loop_thread == threading.get_ident():
            self._show_reading(text)
            return
        try:
            self.call_from_thread(self._show_reading, text)
        except RuntimeError:  # not running (yet, or any more)
            pass

    def _voice_started_from_thread(self) -> None:
        try:
            self.post_message(VoiceStarted())  # thread-safe
        except RuntimeError:  # the app's loop has closed
            pass

    def on_imported(self, _message: warm_up.Imported) -> None:
        """The warm-up imported the screens' modules: read their style sheet while the app is idle."""
        warm_up.read_table_css(self)

    def on_voice_started(self, _message: VoiceStarted) -> None:
        """The voice's start has ended: show why speech is off on the menu, and say it (once)."""
        for screen in self.screen_stack:
            if isinstance(screen, TabletalkScreen):
                screen.update_view()
        if self._noticed and not self._speech_told:
            notice = self.session.speech_notice()
            if notice:
                self._speech_told = True
                self.session.say(notice, "alert", interrupt=False)

    def _language_changed(self, lang: str) -> None:
        if not self.is_running:
            return
        for screen in self.screen_stack:
            if isinstance(screen, (TabletalkScreen, HelpScreen)):
                screen.update_view()
        # After Session.set_language has switched the voice too.
        self.call_later(self._say_intro)

    def _say_intro(self) -> None:
        # The help in front is what the player is reading: it is said again, not the screen under it.
        screen = self.screen if isinstance(self.screen, HelpScreen) else self.active_screen()
        if screen is not None:
            self.session.say(screen.intro(), "info")

    def startup_notices(self) -> None:
        """Say (once) the problems met at start and why speech is off, if it is."""
        if self._noticed:
            return
        self._noticed = True
        # Queued after the menu's first sentence rather than cutting it off.
        for problem in self.session.problems:
            self.session.say(problem, "alert", interrupt=False)
        notice = self.session.speech_notice()  # "" while the voice starts: on_voice_started says it
        if notice:
            self._speech_told = True
            self.session.say(notice, "alert", interrupt=False)

    def notices(self) -> list[str]:
        """Return the start-up problems and speech notice, to show on the menu."""
        notice = self.session.speech_notice()
        return list(self.session.problems) + ([notice] if notice else [])

    # Screens

    def active_screen(self) -> TabletalkScreen | None:
        """Return the topmost Tabletalk screen (under the help, if it is open)."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, TabletalkScreen):
                return screen
        return None

    def open_game(self, game_id: str, deal: int | None = None) -> None:
        """Start a numbered deal of a game and show its screen."""
        self.session.start(game_id, deal)
        self.push_screen(self.game_screen(game_id))

    def resume_game(self) -> None:
        """Resume the autosaved game and show its screen."""
        if self.session.resume():
            assert self.session.match is not None, "resumed: there is a match"
            self.push_screen(self.game_screen(self.session.match.game_id))

    @staticmethod
    def game_screen(game_id: str) -> Screen:
        """Return a new screen for a game (its folder's ``screen`` module, loaded now)."""
        return GAMES[game_id].screen()

    def open_chosen(self, game_id: str) -> None:
        """Open a game chosen in the menu: its table setup, its first deal, or (a view) its screen."""
        game = GAMES[game_id]
        if not game.has_rules:
            self.push_screen(game.screen())
        elif game.table:
            self.open_setup(game_id)
        else:
            self.open_game(game_id)

    def open_setup(self, game_id: str) -> None:
        """Show the table setup of a game for several seats (the last one set up, if any)."""
        from app.ui.screens.setup import SetupScreen
        from app.ui.table_setup import TableSetup

        setup = self.table_setups.get(game_id)
        if setup is None:
            setup = self.table_setups[game_id] = TableSetup.default(
                game_id, self.session.settings.player_name)
        self.push_screen(SetupScreen(setup))

    def start_table(self, setup) -> None:
        """Start a match from a table setup, in place of the setup screen."""
        self.session.start(setup.game_id, setup.deal, setup.seats(), dict(setup.options),
                           rounds=setup.rounds, count=setup.count)
        self.switch_screen(self.game_screen(setup.game_id))

    def host_table(self, setup) -> None:
        """Open a table set up here to players on other computers (a table server in this process), take
        its first seat, and show its game, in place of the setup screen."""
        from app.net import sitting

        if sitting.host(self.session, setup.game_id, setup.seats(), dict(setup.options), setup.rounds,
                        setup.count):
            self.switch_screen(self.game_screen(setup.game_id))

    def join_table(self) -> None:
        """Ask for a shared table's address and code, take a seat at it, and show its game."""
        from app.net import sitting
        from app.ui.screens.prompt import PromptScreen

        session = self.session
        last = session.settings.last_table

        def check(text: str) -> str | None:
            words_typed = text.split()
            return None if len(words_typed) >= 2 or (words_typed and last) else words.join_question()

        def answered(text: str | None) -> None:
            if text and sitting.join(session, text.split()):
                assert session.match is not None, "joined: there is a match"
                self.push_screen(self.game_screen(session.match.game_id))

        session.say(words.join_question(), "important")
        self.push_screen(PromptScreen(words.join_question(), check, f"{last} " if last else "", 200), answered)

    def open_settings(self) -> None:
        """Show the settings (or say them again when they are already open)."""
        from app.ui.screens.settings import SettingsScreen

        if isinstance(self.screen, HelpScreen):
            self.pop_screen()
        screen = self.active_screen()
        if isinstance(screen, SettingsScreen):
            self.session.say(screen.intro(), "info")
            return
        self.push_screen(SettingsScreen())

    def open_help(self, sections, title) -> None:
        """Show a help screen (it says its size and first entry when it opens).

        Args:
            sections: returns [(heading, [(keys, what they do)])] in the current language.
            title: returns the name of the screen the help is for.
        """
        if isinstance(self.screen, HelpScreen):
            self.pop_screen()
        self.push_screen(HelpScreen(sections, title))


def make_app(session: Session, opening_said: bool = False,
             drawn: Callable[[], None] | None = None) -> TabletalkApp:
    """Return the Textual app for a Session (tests use this too).

    ``opening_said``: the menu's first sentence (``menu_items.first_sentence``)
    was said already, so the menu does not say it again when it opens.
    ``drawn``: called once the first frame has been drawn.
    """
    return TabletalkApp(session, opening_said, drawn)


__all__ = ["ReadingSink", "TabletalkApp", "make_app"]
