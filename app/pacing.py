"""When the table moves by itself, for both front ends: a bot after the bot pace, a race's play at its time.

The Textual screens (``app.ui.screens.table``) and line mode (``app.plain``) look
here, every ``BOT_LOOK_S`` while a bot is to move, and get the same answers:

- ``BotPace.look``: the bot whose turn it is may move once the voice has been
  quiet for the bot pace (``Settings.bot_pace``, ms). A bot that keeps the table
  waiting long enough that silence would puzzle is heard thinking (the
  "thinking" cue, once a move, issue 33).
- ``race_wait``: in a race, the seconds until the next bot's play is due
  (``Session.next_due``; the race's clock itself is the table's).
- ``table_wait``: in how many seconds the table may have something to do.

The timing kept is line mode's: the quiet is measured on the session's clock
(``Session.clock``), from the first look that finds the voice quiet, and the bot
moves at the first look once the pace has passed. The screens counted their
looks instead, a tenth of a second each: a Textual timer that fires late on a
loaded machine stretched the pace, and line mode's loop, woken by every key
typed, would have cut it short. On the clock the pace is the same in both, and
never shorter than the pace set; the screens' bots move at most one look
(0.1 s) later than they did.
"""

from __future__ import annotations

#: How often a front end looks whether a bot may move (the voice quiet for the bot pace), in seconds.
BOT_LOOK_S = 0.1
#: How often a front end looks for news from a shared table, in seconds.
TABLE_LOOK_S = 0.05
#: The shortest wait: Textual's timer divides by its interval when it starts late (a loaded machine), so a
#: bot already due is looked at a millisecond from now, not at 0 (ZeroDivisionError, the app gone).
SOONEST_S = 0.001
#: A bot still waiting this long (seconds) is heard thinking: with a voice that says when it is done, that
#: is a bot pace over 1.5 s; with the screen reader reading the screen, where the end of its speech is only
#: estimated (``ScreenSpeaker``), any wait that long since the bot's wait began.
THINKING_S = 1.5


def paced(session) -> bool:
    """Return True when bots wait for the bot pace between moves (0: they move at once)."""
    return session.settings.bot_pace > 0


def race_wait(session) -> float | None:
    """Return in how many seconds the race's next bot may play (None: no bot is waiting)."""
    due = session.next_due()
    return None if due is None else max(SOONEST_S, (due - session.clock()) / 1000)


def table_wait(session, bots_paced: bool) -> float | None:
    """Return in how many seconds the table may have something to do: a shared table's news, a race's next
    play, a look whether the bot may move (``bots_paced``: the front end keeps the bot pace); None:
    nothing until the player acts."""
    if session.remote is not None:
        return TABLE_LOOK_S
    if session.match is None:
        return None
    if session.racing():
        return race_wait(session)
    if bots_paced and session.bot_to_act() is not None:
        return BOT_LOOK_S
    return None


class BotPace:
    """The wait of the bot whose turn it is, looked at every ``BOT_LOOK_S`` (see the module's docstring)."""

    def __init__(self, session) -> None:
        self.session = session
        self.restart()

    def restart(self) -> None:
        """Count the wait from now again (after a move, a line typed, a screen in front of the table)."""
        #: When the first look of this wait came, and when the voice was first seen quiet (ms on the clock).
        self._began: int | None = None
        self._quiet_since: int | None = None
        self._thinking_heard = False

    def look(self) -> bool:
        """Return True when the bot may move now (the wait starts again); else play the thinking cue if due."""
        session = self.session
        now = session.clock()
        if self._began is None:
            self._began = now
        if session.speaker.speaking():
            self._quiet_since = None  # the last move (or the player's) is still being said
        else:
            if self._quiet_since is None:
                self._quiet_since = now
            if now - self._quiet_since + 1 >= session.settings.bot_pace:
                self.restart()
                return True
        self._think(now)
        return False

    def _think(self, now: int) -> None:
        """Play the "thinking" cue once, when the bot has waited long enough that silence would puzzle."""
        if self._thinking_heard:
            return
        estimated = self.session.reader_reads_screen()  # the reader's end of speech is only a guess
        since = self._began if estimated else self._quiet_since
        if since is not None and now - since >= THINKING_S * 1000:
            self._thinking_heard = True
            self.session.cue("thinking")
