"""The race: real time (a game whose rules say ``racing(state)``, as Zip Zap's do).

A part of ``app.session.Session``: a bot at a table here moves ``reaction`` ms
after the news before it was heard, paced by the voice. Which bot and when after the news is the
one core's (``app.bots.table``, as for a table server); only when the news was heard is the voice's.
"""

from __future__ import annotations

from app.bots.table import bot_due
from app.core.rules import RuleError
from app.session.common import SessionParts
from app.speech.base import spoken_ms


class Race(SessionParts):
    """Pace a race's bots at a table here by the voice: when each may act, and their moves when due."""

    def racing(self) -> bool:
        """Return True while the game in play is a race: seats act at once, and bots by the clock."""
        return self.match is not None and self.match.racing()

    def _news(self, text: str, at: int) -> None:
        """Note that ``text``, said at ``at`` ms, is heard out about when the voice would end it."""
        self._heard = at + spoken_ms(text, self.settings.rate)

    def _race_on(self, actor: int | None) -> None:
        """After a move in a race (or its start): the first human watches; at a start the table as it
        stands is the news (the table's bots react to it once it is heard)."""
        if self.viewer is None:
            self.viewer = next((i for i, s in enumerate(self.seats) if s.human), None)
        if actor is None:
            text = self.teller.turn_prompt(self.told())
            self.say_news(text)
            self._news(text, self.clock())

    def next_due(self) -> int | None:
        """Return when (ms on ``clock``) the next bot may act in a race, or None when none is waiting.

        While the voice is still speaking the news, it is a moment from now: ask again then.
        """
        if not self.racing() or self.table is None:  # (racing: always a table)
            return None
        waiting = self.table.next_reaction()
        if waiting is None:
            return None
        if self._heard is None:
            return self.clock() + 50
        return bot_due(self._heard, waiting)[1]

    def advance(self, now: int | None = None) -> int:
        """Let the race's bots act whose time has come by ``now`` (ms; the clock's time if None), earliest
        first; return how many moves they made.

        A bot acts ``reaction`` ms after the news was heard: when the estimate
        from its length has passed but the voice still speaks, from the moment
        the voice falls silent.
        """
        if self.table is None:
            return 0  # no game
        if self.table.runs_bots:
            return self.hear_table()  # the table's own clock and bots
        now = self.clock() if now is None else now
        moves = 0
        while self.racing():
            waiting = self.table.next_reaction()
            if waiting is None:
                break
            if self._heard is None:
                if self.speaker.speaking():
                    break
                self._heard = now
            seat, due = bot_due(self._heard, waiting)
            if due > now:
                break
            if self.speaker.speaking() and due >= now - 50:
                self._heard = None  # the voice is slower than the estimate: wait for it
                break
            assert self.match is not None, "racing: there is a match"
            at = self.match.race_time(due)
            try:
                events = self.table.bot_move(seat, at)
            except RuleError:
                continue  # another card came first: this bot waits for the next news
            self.cue(self._cue_for(events) or "bot")
            text = " ".join(t for t in (self.narrate(e) for e in events) if t)
            self.say(text)
            self._news(text, at)
            moves += 1
            self._after_action(seat)
        return moves
