"""A shared table (``app.net``): join it, hear its news, chat, leave it.

A part of ``app.session.Session``. The server runs the rules, the bots and the
clock; the table (``app.table.SharedTable``) hands over its news as plain data,
so nothing here reads a network message.
"""

from __future__ import annotations

from app.core.rules import Event, RuleError
from app.session.common import SessionParts, game_title
from app.table import Back, Closed, Moved, News, NewGame, Notice, SharedTable
from app.text.i18n import _


class Shared(SessionParts):
    """Join a shared table, tell its news (others' moves, who came and went), chat, leave."""

    def join(self, table: SharedTable) -> None:
        """Play at a seat of a table server (``app.net.remote.RemoteTable``), and say where the game stands."""
        from app.text import online

        self.sit(table)
        assert self.match is not None, "a table sat at has its match"
        self.viewer, self.handoff = table.seat, None
        self.say(online.joined(self.seats, table.seat, table.code, game_title(self.match.game_id)))
        if table.resumed or self.match.actions or self.match.is_over():
            self.say(self.where(), interrupt=False)
        if not self.match.is_over():
            self._next_turn(actor=None)

    def _leave_table(self) -> None:
        """Leave a shared table for a game here: the protocol's leave, so a bot plays the seat at once and the
        others hear so, not wait the hold time for a player who chose to go (the same join takes it back).
        Quitting Tabletalk (``close``) sends no leave: that seat is kept, as its goodbye says."""
        if self.remote is not None:
            self.remote.close(leave=True)
            self.sit(None)

    def hear_table(self) -> int:
        """Say what happened at a shared table since the last look (others' moves, who came and went);
        return how many pieces of news there were (0 at a table of this process)."""
        if self.table is None:
            return 0
        found = self.table.news()
        for news in found:
            self._hear(news)
        return len(found)

    def _hear(self, news: News) -> None:
        """Say one piece of the table's news; a move or a deal is told from the match as it left the table
        (``_then``: a later move's view would tell this one's cards wrong)."""
        from app.text import online

        if isinstance(news, (Moved, NewGame, Back)):
            self._then = news.match
            try:
                if isinstance(news, Moved):
                    self._hear_move(news.actor, news.events)
                elif isinstance(news, NewGame):
                    self.say(_("Game {number}.").format(number=news.match.round_no))  # news.match: the match now
                    self._next_turn(actor=None)
                else:  # back after a drop: where the game stands
                    self.viewer = news.seat
                    self.say(self.where(), interrupt=False)
            finally:
                self._then = None
        elif isinstance(news, Closed):
            self.say(online.closed(news.reason), "alert")
        elif isinstance(news, Notice) and (news.kind != "chat" or self.settings.chat):
            text = online.notice(news.kind, self.seats, news.seat, news.name, news.text, news.hold)
            if text:
                self.say(text, interrupt=False)

    def _hear_move(self, actor: int | None, events: list[Event]) -> None:
        """Say another seat's move at a shared table, as this player's view tells it."""
        cue = self._cue_for(events)
        self.cue(cue or ("bot" if actor is not None and not self.seats[actor].human else "played"))
        self.say(" ".join(t for t in (self.narrate(e) for e in events) if t), interrupt=False)
        self._after_action(actor)

    def say_to_table(self, text: str) -> bool:
        """Say a chat line to the others at a shared table; False when there is none."""
        from app.text import online

        if self.remote is None:
            return False
        self.remote.chat(text)
        self.say(online.own_chat(text))  # the server sends a chat line to the others only
        return True

    def remove_player(self, who: str) -> bool:
        """Remove a player from a shared table (``who``: their name or seat number), as its creator; say
        how it went. False when there is no shared table."""
        from app.text import online
        from app.text.folding import fold

        if self.remote is None:
            return False
        seats = self.seats
        who = " ".join(who.split())
        if who.isdigit():
            seat = int(who) - 1
        else:
            seat = next((i for i, s in enumerate(seats) if s.name and fold(s.name) == fold(who)), -1)
        if not 0 <= seat < len(seats):  # oneself, or a bot's seat: the table says why not
            self.say(online.no_such_player(who), "alert")
            return True
        try:
            self.remote.remove(seat)
        except RuleError as err:
            self.say(self.rule_error(err), "alert")
            return True
        self.say(online.you_removed(seats, seat))
        return True

