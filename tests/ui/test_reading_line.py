"""Screen reader mode's reading line and the routes of issue 22, in the Textual app under Pilot."""

from __future__ import annotations

import time

from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.speech import screen_backend
from app.speech.screen_backend import ScreenSpeaker
from app.ui.app import make_app
from app.ui.widgets import Reading
from ui_helpers import screen_text, until


def words(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


async def test_a_reader_that_reads_the_screen_gets_every_utterance_on_the_reading_line(home):
    speaker = ScreenSpeaker("Orca")
    session = Session(speaker=speaker)
    session.settings.screen_reader = True
    session.say("Main menu.", "info")  # said before the app is there, as at start
    app = make_app(session, opening_said=True)
    async with app.run_test(size=(60, 12)) as pilot:
        assert await until(pilot, lambda: words(screen_text(app)) == "Main menu."), screen_text(app)
        await pilot.press("down")
        assert await until(pilot, lambda: words(screen_text(app)) == "Pairs and ladders"), screen_text(app)
        assert session.reader_reads_screen()
    session.close()


class ApiReader(RecordingSpeaker):
    """Stands in for the reader's API (prismatoid): it says; the screen must stay quiet."""

    name = "screenreader"
    reader = "Orca"


async def test_through_the_readers_api_the_screen_stays_quiet(home):
    speaker = ApiReader()
    session = Session(speaker=speaker)
    session.settings.screen_reader = True
    app = make_app(session)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        before = screen_text(app)
        await pilot.press("down", "down")
        assert await until(pilot, lambda: speaker.last == "Zoker Memo")
        # What must not come (words on the screen) has no event to wait for: give the screen route's join
        # timer (30 ms) time to have shown them, as it would, before looking.
        await pilot.pause(0.1)
        assert screen_text(app) == before and not words(before)
    session.close()


def test_each_new_text_is_told_whole_to_a_terminal_that_reports_changed_cells():
    """First and last cells always differ from the text before: a terminal reports the whole text."""
    reading = Reading()
    shown = []
    for text in ("Pairs and ladders", "Pairs and ladders, 2 of 14.", "Pairs and ladders", "Zoker Memo."):
        reading.show(text, 40)
        shown.append("\n".join(reading.rows))
    for old, new in zip(shown, shown[1:]):
        assert old[0] != new[0] and old[-1] != new[-1]
        assert words(new) in ("Pairs and ladders, 2 of 14.", "Pairs and ladders", "Zoker Memo.")


def test_the_braille_line_is_left_to_a_reader_that_reads_the_screen(home):
    class Line:
        def __init__(self):
            self.shown = []

        def show(self, text):
            self.shown.append(text)

        def close(self):
            pass

    session = Session(speaker=ScreenSpeaker("Orca"))
    line = Line()
    session.use_braille(line)
    session.say("Your turn.")
    assert line.shown == []
    session.replace_speaker(RecordingSpeaker())
    session.say("Your turn.")
    assert line.shown == ["Your turn."]
    session.close()


async def test_a_keys_words_reach_the_reading_line_when_its_handler_is_done_not_after_a_timer(home, monkeypatch):
    """Issue 33, 8: what a key says is shown on the app's thread right after the key is handled."""
    monkeypatch.setattr(screen_backend, "JOIN", 60.0)  # the join timer would keep the words a minute
    speaker = ScreenSpeaker("Orca")
    session = Session(speaker=speaker)
    session.settings.screen_reader = True
    app = make_app(session, opening_said=True)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause(0.1)
        await pilot.press("down")
        await pilot.pause(0.2)
        assert words(screen_text(app)) == "Pairs and ladders"
        await pilot.press("enter")  # a new screen: its first words are shown as it is built
        await pilot.pause(0.3)
        assert words(screen_text(app)).startswith("Pairs and ladders, deal")
    session.close()


async def test_keys_pressed_together_put_only_the_last_answer_on_the_reading_line(home):
    """A key waiting while the one before is handled replaces its answer: one line, the last key's (issue
    33, 8: an answer shown and replaced a moment later is cut off unheard, or heard as "blank")."""
    from textual import events

    session = Session(speaker=ScreenSpeaker("Orca"))
    session.settings.screen_reader = True
    app = make_app(session, opening_said=True)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause(0.2)
        shown = []
        show = app._show_reading
        app._show_reading = lambda text: (shown.append(text), show(text))
        app.post_message(events.Key("down", None))
        app.post_message(events.Key("down", None))
        await pilot.pause(0.3)
        assert shown == ["Zoker Memo"] and words(screen_text(app)) == "Zoker Memo"
    session.close()


def test_the_reading_lines_show_waits_for_a_key_already_pressed():
    """The key's answer would replace the words at once: they wait behind it (``ReadingSink.soon``)."""
    from types import SimpleNamespace

    from app.ui.app import ReadingSink

    later, shown, keys = [], [], ["right"]
    app = SimpleNamespace(key_waiting=lambda: bool(keys), set_timer=lambda delay, callback: later.append(callback))
    sink = ReadingSink(app)  # type: ignore[arg-type]
    sink._after_waiting_keys(lambda: shown.append("Zoker Tiko, deal 5."), time.monotonic() + 60)
    assert shown == [] and len(later) == 1  # behind the key
    keys.clear()  # the key was handled
    later.pop()()
    assert shown == ["Zoker Tiko, deal 5."]
    keys.append("left")  # a key that never comes in (lost on the way): the words do not wait for ever
    sink._after_waiting_keys(lambda: shown.append("Your turn."), time.monotonic() - 1)
    assert shown[-1] == "Your turn." and not later


async def test_a_key_given_by_the_terminal_is_waiting_until_the_app_takes_it(home):
    """On its way from the terminal's thread a key is in no queue: the app counts it as given (by
    Tabletalk's driver, here over Textual's headless one, which ``run_test`` uses)."""
    from textual import events
    from textual.drivers.headless_driver import HeadlessDriver

    from app.ui.driver import tabletalk_driver

    session = Session(speaker=ScreenSpeaker("Orca"))
    session.settings.screen_reader = True
    app = make_app(session, opening_said=True)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause(0.1)
        assert not app.key_waiting()
        driver = tabletalk_driver(HeadlessDriver)(app)
        driver.process_message(events.Key("down", None))  # as the terminal's thread does
        assert app.key_waiting()
        await pilot.pause(0.2)
        assert not app.key_waiting() and words(screen_text(app)) == "Pairs and ladders"
    session.close()


def test_a_screens_words_are_queued_on_it_when_its_handler_hands_it_in():
    """A screen that opens or comes back says its words in its own handler (``says_on_screen``): queued on the
    app, they were shown after the screen's first frame, a frame late (issue 33, 8). A screen that is closing,
    or not in front, and words said anywhere else leave them to the app."""
    import threading
    from types import SimpleNamespace

    from app.ui.app import ReadingSink
    from app.ui.reading import says_on_screen

    on_app, on_screen, on_other = [], [], []
    screen = SimpleNamespace(call_later=lambda *a: on_screen.append(a) or True)
    app = SimpleNamespace(is_running=True, loop_thread=threading.get_ident(), screen=screen,
                          call_later=lambda *a: on_app.append(a) or True)
    sink = ReadingSink(app)  # type: ignore[arg-type]

    @says_on_screen
    def handler(_screen, result):
        assert sink.soon(lambda: None)
        return result

    assert handler(screen, 7) == 7
    assert len(on_screen) == 1 and on_app == []
    assert sink.soon(lambda: None) and len(on_app) == 1  # said outside the handler: the app's queue
    screen.call_later = lambda *a: False  # closing
    handler(screen, None)
    assert len(on_app) == 2
    # A screen not in front (one that leaves): the app's queue, which never closes before them.
    handler(SimpleNamespace(call_later=lambda *a: on_other.append(a) or True), None)
    assert on_other == [] and len(on_app) == 3


async def test_a_screen_that_opens_queues_its_words_on_itself(home):
    """The real path: the settings screen's opening words are queued on it (its ``on_screen_resume``)."""
    from app.ui.screens.base import TabletalkScreen
    from app.ui.screens.settings import SettingsScreen

    session = Session(speaker=ScreenSpeaker("Orca"))
    session.settings.screen_reader = True
    app = make_app(session, opening_said=True)
    queued = []
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause(0.2)
        call_later = TabletalkScreen.call_later

        def spy(self, callback, *args, **kwargs):
            if getattr(callback, "__name__", "") == "_after_waiting_keys":
                queued.append(type(self))
            return call_later(self, callback, *args, **kwargs)

        TabletalkScreen.call_later = spy  # type: ignore[method-assign]
        try:
            await pilot.press("o")
            assert await until(pilot, lambda: words(screen_text(app)).startswith("Settings."))
        finally:
            TabletalkScreen.call_later = call_later  # type: ignore[method-assign]
        assert SettingsScreen in queued, queued
    session.close()


async def test_in_screen_reader_mode_a_new_screens_words_go_before_its_relayout(home):
    """The words' frame is not held back by laying the whole screen out again (nothing of it is seen)."""
    from app.ui.screens.settings import SettingsScreen

    session = Session(speaker=ScreenSpeaker("Orca"))
    session.settings.screen_reader = True
    app = make_app(session, opening_said=True)
    happened = []
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause(0.2)
        show = app._show_reading
        app._show_reading = lambda text: (happened.append("words"), show(text))
        update_view = SettingsScreen.update_view
        SettingsScreen.update_view = lambda self: (happened.append("layout"), update_view(self))
        try:
            await pilot.press("o")
            assert await until(pilot, lambda: "layout" in happened and "words" in happened), happened
        finally:
            SettingsScreen.update_view = update_view
        assert happened.index("words") < happened.index("layout"), happened
        assert words(screen_text(app)).startswith("Settings.")
    session.close()
