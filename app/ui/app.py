"""The Textual app: one Session, the screens, the global keys, and the looks.

The app only routes: keys go to the screen in front (which builds actions
for the Session), every announcement is shown on that screen's live line,
and the settings decide the theme, large print and screen reader mode.
"""

from __future__ import annotations

import threading
import time
from typing import Callable

from textual import events
from textual._context import active_message_pump
from textual.app import App
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Input

from app.games import GAMES
from app.session import Session
from app.text import i18n
from app.ui import keys, warm_up, words
from app.ui.screens.base import TabletalkScreen
from app.ui.screens.help import HelpScreen
from app.ui.theme import DarkBoldStaysDark, colours_of, focus_defaults, set_look, themes
from app.ui.terminal_text import ShownRows, trim_blank_ends
from app.ui.widgets import Reading, ReadingLine

#: Terminal escape that shows the cursor (Textual hides it at start).
SHOW_CURSOR = "\x1b[?25h"


class VoiceStarted(Message):
    """The voice's start has ended (posted from its thread): why speech is off, if it is, is known."""


class TabletalkApp(App):
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
            # Textual greys every colour under NO_COLOR (5.4:1 for a red name); the terminal's own two
            # colours instead, the focus in reverse (tabletalk.tcss, .no-color).
            from textual.filter import Monochrome, NoColor

            self._filters = [NoColor() if isinstance(f, Monochrome) else f for f in self._filters]
            self.set_class(True, "no-color")
        self.stylesheet.set_variables(self.get_css_variables())  # the focus's colours for them
        #: Bold dark text kept dark in the light looks in 16 colours (xterm would draw it light).
        self.dark_bold = DarkBoldStaysDark()
        self._filters.append(self.dark_bold)
        self.themes = themes(self.colours)
        for theme in self.themes.values():
            if not isinstance(theme, str):
                self.register_theme(theme)
        self._noticed = False
        #: True once why speech is off has been said (at start, or when the voice's start ended).
        self._speech_told = False
        #: Keys the terminal gave (counted on the driver's thread) and keys the app took: more given than
        #: taken is a key on its way (``key_waiting``).
        self._keys_given = 0
        self._keys_taken = 0
        #: Screen reader mode: the words the reading line shows on every screen.
        self.reading = Reading()
        #: The last table set up for each game of several seats, for this sitting.
        self.table_setups: dict = {}
        #: Called once the first frame is drawn (``__main__`` turns garbage collection back on).
        self._drawn = drawn

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """Return Tabletalk's own CSS variables, for themes that do not set them."""
        # Asked first while Textual's App is made, before the terminal's colours are known (then again).
        return focus_defaults(getattr(self, "colours", "truecolor"))

    def get_default_screen(self) -> Screen:
        from app.ui.screens.menu import MenuScreen

        return MenuScreen()

    def on_mount(self) -> None:
        self.session.keys = True  # questions name the keys to press, not the words to type
        self._unsubscribe_language = i18n.on_language_change(self._language_changed)
        self.session.announcer.listeners.append(self._announced)
        # A screen reader that reads the terminal gets each utterance on the reading line.
        self.session.show_utterances(ReadingSink(self))
        self._write_words_only()
        self._count_keys()
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

    def get_driver_class(self):
        """Textual's driver, but on Linux one that takes a lone ESC as Escape in 25 ms (``quick_escape``)."""
        driver_class = super().get_driver_class()
        if f"{driver_class.__module__}.{driver_class.__name__}" == "textual.drivers.linux_driver.LinuxDriver":
            # (Compared by name: the module imports termios, which Windows lacks.)
            from app.ui import quick_escape

            quick_escape.use_quick_escape()
            return quick_escape.QuickEscapeDriver
        return driver_class

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
        driver = getattr(self, "_driver", None)
        self.set_class(settings.words_only, "screen-reader")
        # The terminal cursor is shown in every mode: a screen magnifier follows it to the focus.
        self.animation_level = "none" if settings.screen_reader else self._animation_default
        if driver is not None:
            driver.write(SHOW_CURSOR)
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

    def _count_keys(self) -> None:
        """Count each key as the terminal gives it (``key_waiting``): on its way to the app, a key is
        in no queue that can be looked at."""
        driver = getattr(self, "_driver", None)
        if driver is None or getattr(driver, "keys_counted", False):
            return
        process = driver.process_message

        def counted(message) -> None:
            if isinstance(message, events.Key):
                self._keys_given += 1
            process(message)

        driver.process_message = counted
        driver.keys_counted = True

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            self._keys_taken += 1
        await super().on_event(event)

    def key_waiting(self) -> bool:
        """Return True when a key was pressed that the app has not taken yet."""
        waiting = getattr(self._message_queue, "_queue", ())  # asyncio.Queue's own deque
        return self._keys_given > self._keys_taken or any(isinstance(m, events.Key) for m in waiting)

    def _write_words_only(self) -> None:
        """In screen reader mode, send the terminal only the rows that changed, each row's blank end
        as one erase (terminal_text.py)."""
        driver = getattr(self, "_driver", None)
        if driver is None or getattr(driver, "words_only", False):
            return
        write = driver.write
        shown = ShownRows()

        def words_only(data: str) -> None:
            if self.session.settings.words_only:
                data = trim_blank_ends(shown.changed_only(data, tuple(self.size)), self.size.width)
            else:
                shown.forget()
            write(data)

        driver.write = words_only
        driver.words_only = True

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
        if self._thread_id == threading.get_ident():
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
                self.push_screen(self.game_screen(session.match.game_id))

        session.say(words.join_question(), "important")
        self.push_screen(PromptScreen(words.join_question(), check, f"{last} " if last else "", 200), answered)

    def open_settings(self) -> None:
        """Show the settings (or say them again when they are already open)."""
        from app.ui.screens.settings import SettingsScreen

        if isinstance(self.screen, HelpScreen):
            self.pop_screen()
        if isinstance(self.active_screen(), SettingsScreen):
            self.session.say(self.active_screen().intro(), "info")
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

    # Global keys

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
        settings = self.session.settings
        settings.verbosity = "brief" if settings.verbosity == "full" else "full"
        self.session.save_settings()
        for screen in self.screen_stack:
            if isinstance(screen, TabletalkScreen):
                screen.update_view()
        self.session.say(words.verbosity_now(settings.verbosity), "info")

    def action_first_last(self, at: int) -> None:
        """Home and End: the first (0) or the last (-1) place of the screen in front."""
        screen = self.active_screen()
        if screen is not None:
            screen.action_first_last(at)

    def action_back(self) -> None:
        """Go back one screen; in the main menu, quit."""
        if isinstance(self.screen, HelpScreen):
            self.pop_screen()
            return
        screen = self.active_screen()
        if screen is not None:
            screen.go_back()


def make_app(session: Session, opening_said: bool = False,
             drawn: Callable[[], None] | None = None) -> TabletalkApp:
    """Return the Textual app for a Session (tests use this too).

    ``opening_said``: the menu's first sentence (``menu_items.first_sentence``)
    was said already, so the menu does not say it again when it opens.
    ``drawn``: called once the first frame has been drawn.
    """
    return TabletalkApp(session, opening_said, drawn)


__all__ = ["TabletalkApp", "make_app"]


#: How long a key's words wait at most for a key pressed after it to be taken (seconds).
KEY_WAIT = 0.5


class ReadingSink:
    """The screen route's sink (app/speech/screen_backend.py): shows each utterance on the reading line.

    ``soon`` lets a key's own words go out as soon as its handler is done, with no timer's wait
    (issue 33, 8: the 30 ms join was a third of the time from a key to Orca's word); words said
    from another thread still wait for the speaker's join timer.
    """

    def __init__(self, app: TabletalkApp) -> None:
        self.app = app

    def __call__(self, text: str) -> None:
        self.app._utterance_from_thread(text)

    def soon(self, show: Callable[[], None]) -> bool:
        """Run ``show`` on the app's thread after the message in hand, and after any key already pressed;
        False from another thread.

        A screen in front that opens or comes back says its words in its own handler: they are queued on
        that screen. Queued on the app they came after the screen's first frame, a whole frame late (some
        30 ms headless under load, each Escape and each new screen: issue 33, 8)."""
        app = self.app
        if not app.is_running or app._thread_id != threading.get_ident():
            return False
        pump = active_message_pump.get(app)
        until = time.monotonic() + KEY_WAIT
        # Only the screen in front: a widget's or a leaving screen's queue may close before it runs them.
        if pump is not app.screen or not pump.call_later(self._after_waiting_keys, show, until):
            app.call_later(self._after_waiting_keys, show, until)
        return True

    def _after_waiting_keys(self, show: Callable[[], None], until: float) -> None:
        """Show now, unless a key pressed meanwhile waits (up to ``until``): then after it. A key pressed
        while a screen was being built answers with words that replace these (or follow them): shown at
        once, they were cut off a moment later by that answer (the real-Orca sittings under load)."""
        if self.app.key_waiting() and time.monotonic() < until:
            # A timer, not call_later: the loop must have a turn to bring the key in.
            self.app.set_timer(0.01, lambda: self._after_waiting_keys(show, until))
            return
        show()
