"""Tabletalk's driver (app/ui/driver.py): Textual's own, subclassed where its public API lets a program
change what the terminal is sent and count the keys it gives.

``run_test`` always runs Textual's headless driver, so here Tabletalk's driver is made over a headless
one that keeps what it is sent; tests/e2e/test_tmux.py tries it in a real terminal.
"""

from __future__ import annotations

from textual import events
from textual.drivers.headless_driver import HeadlessDriver

from app.ui.app import TabletalkApp
from app.ui.driver import SHOW_CURSOR, tabletalk_driver
from ui_helpers import until


class KeptDriver(HeadlessDriver):
    """Textual's headless driver, keeping what it is sent (the terminal's side)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.sent: list[str] = []

    def write(self, data: str) -> None:
        self.sent.append(data)

    def start_application_mode(self) -> None:
        self.write(HIDE_CURSOR)  # as Textual's terminal drivers do


#: What Textual's terminal drivers send as they start.
HIDE_CURSOR = "\x1b[?25l"


#: Two rows as Textual writes them, 20 cells wide: words and blanks to the end of each row.
FRAME = ("\x1b[1;1H\x1b[0;37;40mMain menu.          \x1b[0m"
         "\x1b[2;1H\x1b[0;37;40m                    \x1b[0m")


def test_textual_is_given_tabletalks_driver_over_the_platforms_own(session):
    """The public hook: the app's driver class is the platform's, with Tabletalk's changes."""
    app = TabletalkApp(session)
    base = app.driver_class.__mro__[1]
    # The platform's own, or on Linux with Textual 8 its quick-Escape subclass (app/ui/quick_escape.py).
    platform = next(c for c in base.__mro__ if c.__module__.startswith("textual.drivers."))
    assert base is platform or base.__module__ == "app.ui.quick_escape"
    assert app.driver_class is tabletalk_driver(base)  # made once per platform driver


async def test_in_screen_reader_mode_the_terminal_gets_words_and_erases_and_a_row_once(session):
    session.settings.screen_reader = True
    app = TabletalkApp(session)
    async with app.run_test(size=(20, 2)) as pilot:
        await pilot.pause()
        driver = tabletalk_driver(KeptDriver)(app)
        driver.write(FRAME)
        sent = driver.sent[-1]
        assert "Main menu." in sent and sent.count("\x1b[K") == 2 and "  " not in sent  # blank ends: erases
        driver.write(FRAME)
        assert "Main menu." not in driver.sent[-1]  # a row the terminal shows already is not sent again


async def test_out_of_screen_reader_mode_the_terminal_gets_what_textual_writes(session):
    app = TabletalkApp(session)
    async with app.run_test(size=(20, 2)) as pilot:
        await pilot.pause()
        driver = tabletalk_driver(KeptDriver)(app)
        driver.write(FRAME)
        driver.write(FRAME)
        assert driver.sent == [FRAME, FRAME]


async def test_the_cursor_textual_hides_at_start_is_shown(session):
    driver = tabletalk_driver(KeptDriver)(TabletalkApp(session))
    driver.start_application_mode()
    assert driver.sent == [HIDE_CURSOR, SHOW_CURSOR]


async def test_a_key_the_driver_counted_is_counted_once_as_it_is_posted(session):
    """The driver counts a key on its thread; the same key posted to the app is not counted again."""
    app = TabletalkApp(session)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        driver = tabletalk_driver(HeadlessDriver)(app)
        driver.process_message(events.Key("down", None))
        assert app.key_waiting()
        assert await until(pilot, lambda: not app.key_waiting())  # taken: given and taken are even
        await pilot.press("down")  # posted without the driver's count (Pilot), counted as posted
        assert await until(pilot, lambda: not app.key_waiting())
        assert app._keys_given == app._keys_taken == 2


def test_make_test_runs_the_oldest_textual_that_pyproject_allows():
    """The range is one that was tried: its lower bound is the release ``make test-oldest`` installs."""
    import re
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    requirement = next(r for r in tomllib.loads((root / "pyproject.toml").read_text())["project"]["dependencies"]
                       if r.startswith("textual"))
    lowest = re.search(r">=\s*([\d.]+)", requirement).group(1)
    oldest = re.search(r"^TEXTUAL_OLDEST := (\S+)$", (root / "Makefile").read_text(), re.M).group(1)
    assert lowest == oldest, (requirement, oldest)
