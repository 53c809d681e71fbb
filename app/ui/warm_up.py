"""Load, once the menu is up, what the first game, rules or setup screen would load on its key.

The first Enter on a game, ``s`` at a table setup or ``i`` (the rules) imported
that game's modules and the screen's, and parsed the tables' style sheet
(``theme.TABLE_CSS``, left out of the menu's first frame on purpose): 0.1 to
0.5 s before the key's first word on a loaded machine (issue 33, 8; measured
in docs/accessibility.md, "How soon a key is heard"). Here the modules are
imported on a thread of their own a moment after the menu's first frame, and
the style sheet is read on the app's thread when it is idle, so the first
frame is not later and those keys find it all done.
"""

from __future__ import annotations

import importlib
import threading

from textual.app import App
from textual.message import Message

from app.games import GAMES

#: Seconds after the app is mounted: the menu's first frame and first words go first.
AFTER = 1.0
#: Each game's parts a screen of it uses (``GameInfo.part``); a game may lack some.
PARTS = ("rules", "text", "screen", "bot")
#: The screens and helpers every game or the menu's keys open.
MODULES = ("app.ui.screens.table", "app.ui.screens.rules", "app.ui.screens.setup", "app.ui.table_setup",
           "app.ui.screens.settings", "app.ui.screens.help", "app.ui.screens.prompt", "app.ui.screens.deal")


def import_all() -> None:
    """Import the screens' and every game's modules (on the warm-up thread)."""
    for name in MODULES:
        importlib.import_module(name)
    for game in GAMES.values():
        for part in PARTS:
            try:
                game.part(part)
            except ModuleNotFoundError:
                pass  # this game has no such part
    # The settings' About line reads the package's metadata: its first import and look took some 70 ms
    # on the first ``o`` (the headless app, profiled).
    from app import version

    version()


def read_table_css(app: App) -> None:
    """Read and apply the tables' style sheet now, as Textual would when the first screen using it opens."""
    from app.ui.theme import TABLE_CSS

    stylesheet = app.stylesheet
    if stylesheet.has_source(str(TABLE_CSS), ""):
        return
    stylesheet.read(TABLE_CSS)
    stylesheet.reparse()
    stylesheet.update(app)


class Imported(Message):
    """The warm-up thread has imported the modules: the app reads the style sheet (``read_table_css``)."""


def start(app: App) -> threading.Thread:
    """Begin the warm-up: the imports on their own thread, then ``Imported`` to the app for the style sheet
    (a message, which never waits for an app that has closed meanwhile)."""

    def run() -> None:
        try:
            import_all()
        except Exception:  # noqa: BLE001 - a module that fails here fails again, with its error, when used
            return
        try:
            app.post_message(Imported())  # thread-safe
        except RuntimeError:  # the app's loop has closed
            pass

    thread = threading.Thread(target=run, name="warm-up", daemon=True)
    thread.start()
    return thread
