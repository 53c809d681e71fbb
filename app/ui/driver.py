"""The terminal driver Tabletalk runs on: Textual's own for the platform, with three changes.

Textual picks its driver through a public hook (``App.get_driver_class``, the class
``App(driver_class=...)`` takes), and every driver writes the terminal through its
``write`` and hands each key to the app through its ``process_message``: subclassing
the platform's driver there, Tabletalk uses nothing private of Textual's.

- In screen reader mode the terminal is sent only the rows that changed, each row's
  blank end as one erase (``terminal_text``): a reader reading the terminal finds words,
  not runs of blanks, and never a row half new.
- The cursor Textual hides at start is shown: a screen magnifier follows it to the focus.
- Each key is counted as the terminal gives it (``TabletalkApp.key_given``): on its way
  from the driver's thread to the app, a key is in no queue that can be looked at.

Tests run the app headless (``App.run_test`` takes Textual's headless driver, which
writes nothing): the filter is tried in a real terminal (tests/e2e/test_tmux.py, the
real-Orca sittings), the counting by ``tabletalk_driver(HeadlessDriver)``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from textual import events
from textual.driver import Driver

from app.ui.terminal_text import ShownRows, trim_blank_ends

#: Terminal escape that shows the cursor (Textual hides it at start).
SHOW_CURSOR = "\x1b[?25h"


def with_quick_escape(base: type[Driver]) -> type[Driver]:
    """Return, for Textual's Linux driver, one that takes a lone ESC as Escape in 25 ms (``quick_escape``)
    where this Textual release allows; else ``base``."""
    # (Compared by name: the module imports termios, which Windows lacks.)
    if f"{base.__module__}.{base.__name__}" != "textual.drivers.linux_driver.LinuxDriver":
        return base
    try:
        from app.ui import quick_escape  # Textual's own parser: it may move in another release
    except ImportError:
        return base
    return quick_escape.driver_or(base)


@cache
def tabletalk_driver(base: type[Driver]) -> type[Driver]:
    """Return ``base`` (the platform's driver Textual chose) with Tabletalk's filter and key count."""

    class TabletalkDriver(base):  # type: ignore[valid-type, misc]
        def __init__(self, app: Any, **options: Any) -> None:  # app: the TabletalkApp
            super().__init__(app, **options)
            #: The app, for its settings and size (Textual keeps its own reference private).
            self.tabletalk = app
            self.shown = ShownRows()

        def start_application_mode(self) -> None:
            super().start_application_mode()
            self.write(SHOW_CURSOR)  # after Textual's "hide": shown in every mode

        def write(self, data: str) -> None:
            app = self.tabletalk
            if app.is_running and app.session.settings.words_only:
                size = app.size
                data = trim_blank_ends(self.shown.changed_only(data, tuple(size)), size.width)
            else:
                self.shown.forget()  # written whole: the next frame in screen reader mode is sent whole
            super().write(data)

        def process_message(self, message: Any) -> None:
            # On the driver's thread: counted before it crosses to the app's loop.
            if isinstance(message, events.Key):
                self.tabletalk.key_given(message)
            super().process_message(message)

    TabletalkDriver.__name__ = TabletalkDriver.__qualname__ = f"Tabletalk{base.__name__}"
    return TabletalkDriver
