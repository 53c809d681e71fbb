"""Screen reader mode's reading line: the screen is the latest thing said, in plain words.

``Reading`` is the words (one for the app, shared by every screen), ``ReadingLine`` the
widget that shows them over each screen, ``UnderReading`` what a widget under it does
meanwhile (draws nothing), and ``ReadingSink`` how the voice's screen route hands the app
each utterance. The terminal is sent only what changed (``driver.py``).
"""

from __future__ import annotations

import functools
import textwrap
import threading
import time
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Callable, Concatenate, ParamSpec, TypeVar

from rich.text import Text
from textual.geometry import Offset, Region
from textual.strip import Strip
from textual.widget import Widget


P = ParamSpec("P")
R = TypeVar("R")

if TYPE_CHECKING:
    # A mixin for Widgets: typed as one (what it calls of its widget, ``super()`` included).
    WidgetMixin = Widget
else:
    WidgetMixin = object


class UnderReading(WidgetMixin):
    """A widget that the reading line covers in screen reader mode (words only): drawn blank there.

    No one sees it under the reading line, and a new screen's first frame, which carries its first
    words to the reader, waited for every card, line and item under them to be drawn (issue 33, 8:
    a third of the first frame of Solo's deal, profiled). It keeps its place, focus and keys. (Through
    ``render_lines``, Textual's public method, as Textual's own ``BLANK`` draws: that switch is a class
    variable, the same for every widget of a class, where this one follows the setting.)
    """

    def covered(self) -> bool:
        """Return True while the reading line covers this widget (screen reader mode: words only)."""
        try:
            return bool(self.app.session.settings.words_only)  # type: ignore[attr-defined]
        except (AttributeError, RuntimeError):  # not in Tabletalk's app, or no app running
            return False

    def render_lines(self, crop: Region) -> list[Strip]:
        if self.covered():
            return [Strip.blank(crop.width, self.visual_style.rich_style)] * crop.height
        return super().render_lines(crop)


class Reading:
    """What the reading line shows, shared by every screen's reading line.

    A screen that opens or comes back shows the same rows as the one before, so
    the terminal has no change to report until there is news. A terminal tells
    a screen reader what changed as the text between the first and the last
    cell that differ, and the reader reads it when it ends where the cursor
    is. So the words end on the last row, with the cursor after them, and
    every other text starts and ends with a no-break space (which no voice
    says): the change reported is always the whole text, ending at the cursor.
    """

    MARK = "\u00a0"

    def __init__(self) -> None:
        #: The words shown (as said).
        self.text = ""
        #: The rows shown: the words wrapped to the screen's width, the last row at the bottom.
        self.rows: list[str] = []
        self._marked = False

    def show(self, text: str, width: int) -> None:
        """Take ``text`` as the words to show, wrapped to ``width``."""
        self._marked = not self._marked
        shown = f"{self.MARK}{text}{self.MARK}" if self._marked else text
        self.text = text
        self.rows = textwrap.wrap(shown, max(8, width), break_long_words=True, break_on_hyphens=False) or [""]

class ReadingLine(Widget):
    """Screen reader mode: the screen is the latest thing said, in plain words, and nothing else.

    It lies over the screen's own widgets (which keep the focus and the keys),
    so a screen reader that reads the terminal finds words only: no frames,
    markers or blank runs, and never a whole screen unasked. The words are
    the app's ``Reading``, the same on every screen.
    """

    DEFAULT_CSS = """
    ReadingLine { layer: reading; dock: top; display: none; width: 100%; height: 100%;
                  background: $background; color: $foreground; }
    """

    @property
    def reading(self) -> Reading:
        """Return the words every screen shows."""
        return self.app.reading  # type: ignore[attr-defined]

    def cursor(self) -> Offset:
        """Return where the cursor goes: just after the last word, on the last row.

        A screen just opened is not laid out yet (no height): it will cover the whole
        screen, so the last row is the screen's. A cursor sent to a blank row first is
        heard as "blank" by a reader that follows it.
        """
        region = self.content_region
        height = region.height or self.app.size.height
        rows = self.reading.rows
        return Offset(region.x + len(rows[-1]) if rows else region.x, region.y + max(0, height - 1))

    def render(self) -> Text:
        rows = self.reading.rows[-max(1, self.content_region.height):]
        return Text("\n" * max(0, self.content_region.height - len(rows)) + "\n".join(rows))


#: How long a key's words wait at most for a key pressed after it to be taken (seconds).
KEY_WAIT = 0.5


#: The screen whose handler runs now and says words for its first frame (``says_on_screen``), else None.
#: Handed in by the screen itself: Textual keeps the pump whose handler runs in a private name.
_SAYING: ContextVar[Any] = ContextVar("tabletalk_saying_screen", default=None)


def says_on_screen(handler: Callable[Concatenate[Any, P], R]) -> Callable[Concatenate[Any, P], R]:
    """Mark a screen's (plain, not async) handler whose words go in the screen's own first frame: what it
    says is queued on that screen, not on the app (``ReadingSink.soon``; issue 33, 8)."""

    @functools.wraps(handler)
    def run(screen: Any, *args: P.args, **kwargs: P.kwargs) -> R:
        token = _SAYING.set(screen)
        try:
            return handler(screen, *args, **kwargs)
        finally:
            _SAYING.reset(token)

    return run


class ReadingSink:
    """The screen route's sink (app/speech/screen_backend.py): shows each utterance on the reading line.

    ``soon`` lets a key's own words go out as soon as its handler is done, with no timer's wait
    (issue 33, 8: the 30 ms join was a third of the time from a key to Orca's word); words said
    from another thread still wait for the speaker's join timer.
    """

    def __init__(self, app: Any) -> None:  # app: the TabletalkApp (not imported: it imports this)
        self.app = app

    def __call__(self, text: str) -> None:
        self.app._utterance_from_thread(text)

    def soon(self, show: Callable[[], None]) -> bool:
        """Run ``show`` on the app's thread after the message in hand, and after any key already pressed;
        False from another thread.

        A screen in front that opens or comes back says its words in its own handler (``says_on_screen``):
        they are queued on that screen. Queued on the app they came after the screen's first frame, a whole
        frame late (some 30 ms headless under load, each Escape and each new screen: issue 33, 8)."""
        app = self.app
        if not app.is_running or app.loop_thread != threading.get_ident():
            return False
        screen = _SAYING.get()
        until = time.monotonic() + KEY_WAIT
        # Only the screen in front: a leaving screen's queue may close before it runs them.
        if screen is not app.screen or not screen.call_later(self._after_waiting_keys, show, until):
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
