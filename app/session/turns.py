"""Turns at the table: whose turn, the player's move, the bots' moves, the hot seat and undo.

A part of ``app.session.Session``: a move goes to the table (``app.table.Table``),
its events are told to the viewer, and the turn is handed on.
"""

from __future__ import annotations

import copy
from typing import Any

from app.core.rules import GAME_OVER, Event, RuleError
from app.core.seats import Seat
from app.session.common import SessionParts
from app.text import seats as seats_text
from app.text.i18n import _
from app.text.telling import Told


class Turns(SessionParts):
    """The player's moves and the bots', the turn handed on, the keyboard passed between humans."""

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Return the seats of the match (none without one)."""
        return self.match.seats if self.match is not None else ()

    def seat_name(self, seat: int) -> str:
        """Return a seat's spoken name."""
        return seats_text.seat_name(self.seats, seat)

    def seat_to_act(self) -> int | None:
        """Return the seat whose turn it is, or None when the game is over."""
        if self.match is None:
            return None
        seats = self.match.to_act()
        return seats[0] if seats else None

    def bot_to_act(self) -> int | None:
        """Return the bot seat whose turn it is, if a bot is to move (never in a race: see ``advance``)."""
        return None if self.match is None or self.table is None else self.table.bot_to_act()

    def my_turn(self) -> bool:
        """Return True when the player at the keyboard may act now."""
        if self.racing() and self.match is not None:  # (racing: always a match)
            return self.viewer in self.match.to_act() and self.handoff is None
        seat = self.seat_to_act()
        return seat is not None and seat == self.viewer and self.handoff is None

    def bot_step(self) -> bool:
        """Let the bot whose turn it is make one move, and announce it; False if no bot is to move."""
        seat = self.bot_to_act()
        if seat is None or self.table is None:  # (a bot to act: always a table)
            return False
        events = self.table.bot_move(seat)
        self.cue(self._cue_for(events) or "bot")
        # A bot's move waits for the sentence before it instead of cutting it off.
        self.say(" ".join(t for t in (self.narrate(e) for e in events) if t), interrupt=False)
        self._after_action(seat)
        return True

    def run_bots(self) -> int:
        """Let the bots move until a human's turn or the end (in a race: those whose time has come);
        return how many moves they made."""
        if self.racing():
            return self.advance()
        moves = 0
        while self.bot_step():
            moves += 1
        return moves

    def confirm_handoff(self) -> bool:
        """The next human says they have the keyboard: tell them it is their turn."""
        if self.handoff is None:
            return False
        seat, self.handoff = self.handoff, None
        self.viewer = seat
        self.say(seats_text.handed_over(self.seats, seat, self.turn_prompt()))
        return True

    def turn_prompt(self) -> str:
        """Return what the player at the keyboard hears when the turn comes to them (with its cue)."""
        self.cue("turn")
        return self.teller.turn_prompt(self.told())

    def cue(self, name: str) -> None:
        """Play a sound cue (``app.speech.earcons.CUES``) beside the voice; it never waits."""
        self.cues.play(name)

    def _cue_for(self, events: list[Event]) -> str | None:
        """Return the cue events call for, as the game's teller says (``Teller.cue``: the game is over, the
        player at the keyboard took cards, or the game's own cue for one of its events)."""
        return self.teller.cue(events, self.viewer) if self.match is not None else None

    def _next_turn(self, actor: int | None) -> None:
        """After a move (by ``actor``, or None at a start), hand the turn on and say whose it is."""
        if self.racing():
            self._race_on(actor)
            return
        seat = self.seat_to_act()
        if seat is None or not self.seats[seat].human:
            if self.viewer is None:
                # No human to act yet: the first human seat watches (and hears its own cards).
                self.viewer = next((i for i, s in enumerate(self.seats) if s.human), None)
            return
        if seat == self.viewer:
            if actor != seat and len(self.seats) > 1:
                self.say_news(self.turn_prompt())
            return
        if self.remote is not None:
            return  # a shared table: each player has a keyboard of their own
        humans = sum(s.human for s in self.seats)
        assert self.match is not None, "a seat to act: there is a match"
        if self.match.rules.info.secret_hands and humans > 1:
            # Hot seat: nobody's cards are told until the next player says they are ready,
            # and the history, which may hold the last player's cards, is emptied.
            self.viewer, self.handoff = None, seat
            self.announcer.clear()
            self.say_news(seats_text.pass_keyboard(self.seats, seat))
            return
        self.viewer = seat
        if humans > 1:
            self.say_news(seats_text.handed_over(self.seats, seat, self.turn_prompt()))
        elif len(self.seats) > 1:
            self.say_news(self.turn_prompt())  # a start or resume: the game is yours to open

    def _after_action(self, actor: int | None) -> None:
        assert self.match is not None, "called after a move: there is a match"
        if self.match.is_over():
            self._finish()
        else:
            self._next_turn(actor)

    def act(self, action: Any, seat: int | None = None) -> bool:
        """Try an action for ``seat`` (the player at the keyboard); announce what happened or why not."""
        if self.match is None:
            return False
        if self.handoff is not None:
            self.say(seats_text.pass_keyboard(self.seats, self.handoff), "alert")
            return False
        seat = self.viewer if seat is None else seat
        now = None
        self.hear_table()  # what the others did first
        if self.racing():
            # The bots whose time came before this key go first: the first card down counts.
            now = self.clock()
            self.advance(now)
            assert self.match is not None, "racing: there is a match"
            if self.match.is_over():
                return False
            action = self.match.rules.stamp(action, self.match.race_time(now))
        try:
            if seat is None or self.table is None:  # (a seat to act: always a table)
                raise RuleError("not_your_turn", seat=-1)
            events = self.table.act(seat, action)
        except RuleError as err:
            self.cue("refused")
            self.say(self._refusal(err), "alert")
            return False
        cue = self._cue_for(events)
        if cue or now is not None:
            self.cue(cue or "played")
        text = " ".join(s for s in (self.narrate(e) for e in events) if s)
        self.say(text)
        if now is not None:
            self._news(text, now)
        self._after_action(seat)
        return True

    def _refusal(self, err: RuleError) -> str:
        seat = self.seat_to_act()
        if err.msg_id == "not_your_turn" and seat is not None and seat != self.viewer:
            return seats_text.named_turn(self.seats, seat)
        return self.rule_error(err)

    def undo(self) -> bool:
        """Take back the last move and say which move it was."""
        if self.match is None or self.table is None:  # (a match: always a table)
            return False
        last = self.match.actions[-1] if self.match.actions else None
        try:
            self.table.undo()
        except RuleError as err:
            self.say(self.rule_error(err), "alert")
            return False
        self.say(" ".join([_("Undone.")] + self._taken_back(last)))
        return True

    def _taken_back(self, last) -> list[str]:
        """Return the sentences of the move just taken back, as it was said when it was made."""
        if last is None or self.match is None:  # (a move taken back: always a match)
            return []
        seat, action = last
        try:
            after, events = self.match.rules.apply(self.match.state, seat, action)
        except RuleError:
            return []
        # Told from the table as it was just after that move, as when it was first said.
        then = copy.copy(self.match)
        then.state = after
        told = Told(then, self.viewer, self.full, self.keys)
        return [t for t in (self.teller.taken_back(e, told, self.told()) for e in events if e.kind != GAME_OVER)
                if t]
