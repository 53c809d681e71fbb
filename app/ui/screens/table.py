"""What every game screen for several seats shares: bots, the hot seat, the match.

After every change the screen draws the table again and, when a bot is to
move, lets it move once the voice has been quiet for the player's bot pace
(a Textual timer that looks every tenth of a second, again and again until a
human's turn; when is ``app.pacing``'s, line mode's too), so each move is
heard to the end, however slow the voice;
``s`` skips to the player's turn. In a race (``Session.racing``) the bots
act by the Session's clock instead: one Textual timer waits for the next
bot's time (``Session.next_due``) and then lets the clock catch up
(``Session.advance``). When the keyboard must pass to another human
(``Session.handoff``), the whole body becomes a "pass the keyboard" view
that hides every card, and only Enter (the next player saying they have the
keyboard) goes on. A game screen never lets the player act out of turn: it
says whose turn it is.
"""

from __future__ import annotations

from time import monotonic
from typing import Callable

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.timer import Timer
from textual.widget import Widget

from app.pacing import BOT_LOOK_S, TABLE_LOOK_S, BotPace, paced, race_wait
from app.session import game_title
from app.text import seats as seats_text
from app.ui import words
from app.ui.screens.base import NEW_DEAL_CONFIRM_S, GameScreen
from app.ui.widgets import Item, Line, Slot


class TableScreen(GameScreen):
    """A game screen for a Match of several seats, humans and bots."""

    #: The game this screen plays.
    GAME_ID = ""

    def __init__(self) -> None:
        super().__init__()
        self._bot_timer: Timer | None = None
        #: In a race: the timer set for the next bot's time.
        self._race_timer: Timer | None = None
        #: The waiting bot's pace (``app.pacing``, the same as line mode's), while its timer runs.
        self._pace: BotPace | None = None
        self._new_match_asked: float | None = None

    @property
    def state(self):
        """Return the current game position."""
        return self.match.state

    # What a game screen fills in

    def table_body(self) -> ComposeResult:
        """Yield the game's own widgets (hidden during a handoff)."""
        yield from ()

    def seats_text(self) -> str:
        """Return the seats' lines shown over the table."""
        return ""

    def sync_table(self) -> None:
        """Bring the widgets in line with the state (rows shown, hand size); before each redraw."""

    def default_focus(self) -> Widget | None:
        """Return the widget to focus when the focused one is gone (after a move or a handoff)."""
        return None

    def handed_over(self) -> None:
        """Say what the player who just took the keyboard needs (after the turn prompt)."""

    def say_news(self, news: Callable[[], str]) -> None:
        """Say ``news`` (the hand, what fits) right behind the turn's prompt, as the turn's news: a key that
        cuts it off hears it, as it then stands, after the key's own answer (``Session.say_news``)."""
        self.session.say_news(news(), "info", again=lambda: news() if self.is_attached and self.is_active else "")

    def choose_focused(self) -> None:
        """Enter or Space on the table: the game's main action on the focused item."""

    # Drawing

    def heading(self) -> str:
        title = game_title(self.GAME_ID)
        match = self.session.match
        if match is None or match.game_id != self.GAME_ID:
            return title
        return words.titled(title, words.titled(words.round_status(match.round_no, match.rounds, match.deal),
                                                self.turn_status()))

    def turn_status(self) -> str:
        """Return the heading's note: whose turn, waiting for whom, or the game over."""
        session, match = self.session, self.match
        if session.handoff is not None:
            return words.waiting_status(session.seat_name(session.handoff))
        if match.match_over():
            return words.match_over_status()
        if match.is_over():
            return words.round_over_status()
        seat = session.seat_to_act()
        assert seat is not None, "a game not over has a seat to act"
        if seat == session.viewer:
            return words.your_turn_status()
        return words.turn_status(session.seat_name(seat))

    def help_name(self) -> str:
        return game_title(self.GAME_ID)

    def keys_line(self) -> str:
        return words.handoff_keys() if self.session.handoff is not None else self.game_keys()

    def game_keys(self) -> str:
        """Return the game's short key line."""
        return ""

    def body(self) -> ComposeResult:
        with Vertical(id="table"):
            yield Line(self.seats_text, id="seats")
            yield from self.table_body()
        yield Item("handoff", self.handoff_text, id="handoff")

    def handoff_text(self) -> str:
        """Return the pass-the-keyboard view's text (nothing of anyone's cards)."""
        session = self.session
        if session.handoff is None:
            return ""
        return words.handoff_view(seats_text.pass_keyboard(session.seats, session.handoff))

    def seat_label(self, seat: int) -> str:
        """Return a seat's name, marked when it is the player at the keyboard."""
        name = self.session.seat_name(seat)
        return words.you_seat(name) if seat == self.session.viewer else name

    def update_view(self) -> None:
        if self.session.match is not None and self.session.match.game_id == self.GAME_ID:
            waiting = self.session.handoff is not None
            self.query_one("#table").display = not waiting
            self.query_one("#handoff").display = waiting
            self.sync_table()
        super().update_view()

    def changed(self) -> None:
        """After any change: draw the table again, put the focus right, let the next bot move."""
        self.update_view()
        self.fix_focus()
        self.schedule_bots()
        self.call_after_refresh(self.focus_in_view)

    def focus_in_view(self) -> None:
        """Scroll the focused item into view again: a move may have grown it (Zocken's die thrown)."""
        focused = self.focused
        if focused is not None and focused.is_attached and not self.session.settings.words_only:
            focused.scroll_visible(animate=False)

    def fix_focus(self) -> None:
        """Focus the pass-the-keyboard view during a handoff, else a visible item of the table."""
        if self.session.handoff is not None:
            self.query_one("#handoff", Item).focus()
            return
        focused = self.focused
        if isinstance(focused, Slot) and focused.display and focused.parent is not None and focused.parent.display:
            return
        target = self.default_focus()
        if target is not None:
            self.set_focus(target)
        elif focused is not None:
            self.set_focus(None)  # nothing to focus (an empty hand): no focus left on a hidden item

    def shown(self, first: bool) -> None:
        self.changed()

    # Bots

    def schedule_bots(self) -> None:
        """Let the bot whose turn it is move after the bot pace (at once when the pace is 0)."""
        session = self.session
        if session.remote is not None:
            # A shared table: its server moves the bots and keeps the clock; look for its news.
            if self._bot_timer is None:
                self._bot_timer = self.set_interval(TABLE_LOOK_S, self._table_tick)
            return
        if session.match is not None and session.racing():
            self._schedule_race()
            return
        if self._bot_timer is not None or session.match is None or session.bot_to_act() is None:
            return
        if not paced(session):
            if session.run_bots():
                self.changed()
            return
        self._pace = BotPace(session)
        self._bot_timer = self.set_interval(BOT_LOOK_S, self._bot_tick)

    def _bot_tick(self) -> None:
        if not self.is_attached:
            self.stop_bots()
            return
        if self._pace is None:
            return
        if not self.is_active:
            self._pace.restart()
            return  # help or settings in front: the bots wait, and the pace starts again after
        if not self._pace.look():
            return
        self.stop_bots()
        if self.session.bot_step():
            self.changed()

    def _table_tick(self) -> None:
        if not self.is_attached:
            self.stop_bots()
            return
        if self.session.hear_table():
            self.changed()

    def action_chat(self) -> None:
        """Say a line to the others at a shared table (the apostrophe key)."""
        session = self.session
        if session.remote is None:
            session.say(words.chat_elsewhere(), "alert")
            return

        def answered(text: str | None) -> None:
            who = words.removing(text or "")
            if who is not None:  # "/remove Anna": the table's host removes a player, as line mode's remove
                if who:
                    session.remove_player(who)
                else:
                    session.say(words.remove_hint(), "alert")
            elif text:
                session.say_to_table(text)

        self.ask(words.chat_question(), lambda text: None if text else words.chat_question(), answered, 200)

    def stop_bots(self) -> None:
        """Cancel a bot move that is waiting for its time."""
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None
        if self._race_timer is not None:
            self._race_timer.stop()
            self._race_timer = None

    def _schedule_race(self) -> None:
        """Set one timer for the time of the race's next bot (the news changed it)."""
        if self._race_timer is not None:
            self._race_timer.stop()
            self._race_timer = None
        delay = race_wait(self.session)
        if delay is not None:
            self._race_timer = self.set_timer(delay, self._race_tick)

    def _race_tick(self) -> None:
        self._race_timer = None
        if not self.is_attached:
            return
        if not self.is_active:
            # Help or settings in front: look again soon.
            self._race_timer = self.set_timer(BOT_LOOK_S, self._race_tick)
            return
        if self.session.advance():
            self.changed()
        else:
            self._schedule_race()

    # Guards

    def waiting(self) -> bool:
        """Return True (and say who must take the keyboard) while the keyboard passes to another player."""
        session = self.session
        if session.handoff is None:
            return False
        session.say(seats_text.pass_keyboard(session.seats, session.handoff), "alert")
        return True

    def can_act(self) -> bool:
        """Return True when the player at the keyboard may act now; else say why not."""
        if self.waiting():
            return False
        session, match = self.session, self.match
        if match.is_over():
            session.say(words.match_over_hint() if match.match_over() else words.round_over_hint(), "alert")
            return False
        if not session.my_turn():
            session.say(session.whose_turn(), "alert")
            return False
        return True

    # Questions

    def where(self) -> str:
        return self.session.where()

    def read_hand(self) -> str:
        if self.session.handoff is not None:
            return seats_text.pass_keyboard(self.session.seats, self.session.handoff)
        return self.hand_text()

    def hand_text(self) -> str:
        """Return "read my cards" for the player at the keyboard."""
        return words.no_cards()

    # Keys

    def action_choose(self) -> None:
        """Enter or Space: during a handoff the next player says they are ready; else the game's action."""
        session = self.session
        if session.handoff is not None:
            session.confirm_handoff()
            self.changed()
            self.handed_over()
            return
        self.choose_focused()

    def action_move(self, rows: int, columns: int) -> None:
        if not self.waiting():
            super().action_move(rows, columns)

    def action_step(self, delta: int) -> None:
        if not self.waiting():
            super().action_step(delta)

    def action_first_last(self, at: int) -> None:
        if not self.waiting():
            super().action_first_last(at)

    def action_skip(self) -> None:
        """Let the bots make their moves at once, up to the player's turn."""
        if self.waiting():
            return
        session = self.session
        if session.bot_to_act() is None:
            session.say(words.no_bot_to_skip(session.whose_turn()), "info")
            return
        self.stop_bots()
        session.run_bots()
        self.changed()

    def action_new_game(self) -> None:
        """The next game of the match; after the match (or n twice during a game) a new match."""
        if self.waiting():
            return
        session, match = self.session, self.match
        if match.is_over() and not match.match_over():
            self.stop_bots()
            session.next_game()
            self.new_table()
            return
        if not match.is_over() and (match.actions or match.round_no > 1):
            now = monotonic()
            asked, self._new_match_asked = self._new_match_asked, now
            if asked is None or now - asked > NEW_DEAL_CONFIRM_S:
                session.say(words.confirm_new_match(), "alert")
                return
        self._new_match_asked = None
        self.stop_bots()
        # Played on from the finished match: the start goes round the table, chips carry (Loker, NL-12).
        session.start(match.game_id, None, match.seats, match.options, match.rounds, match.count,
                      follows=match.played_on())
        self.new_table()

    def new_table(self) -> None:
        """Draw a newly dealt game, with the focus on its first card (a table of no cards, Zocken's, has none)."""
        self.update_view()
        first = next(iter(self.query(Slot)), None)
        if self.session.handoff is None and first is not None and first.display:
            self.set_focus(first)
        self.changed()
