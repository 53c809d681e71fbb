"""A seat at a table server as a table (``app.table.SharedTable``): act, and hear the news as plain data.

``RemoteTable`` runs a ``TableClient`` (``app.net.client``) on a thread of
its own. What arrives waits in a queue until the player's side reads it
(``news``), so the view changes only on that side's thread; each message is
turned into the table's own news (``app.table``: ``Moved``, ``NewGame``,
``Back``, ``Closed``, ``Notice``) here, so no network message crosses to the
player's side.
"""

from __future__ import annotations

import asyncio
import copy
import queue
import threading
from collections import deque
from dataclasses import replace
from typing import Any

from app.core.rules import Event, RuleError
from app.core.seats import Seat
from app.net import protocol as p
from app.net.client import Refusal, TableClient, events_of, match_from_view
from app.table import Back, Closed, Moved, News, NewGame, Notice


class RemoteTable:
    """A seat at a remote table as a front end uses any table (``app.table.Table``): act, hear the news."""

    remote = True
    #: The server runs the bots and the race clock: their moves come as news.
    runs_bots = True
    #: Nothing is saved here: the server keeps the game.
    save_error = ""

    def __init__(self, address: str, code: str, name: str = "", token: str = "", ssl=None,
                 timeout: float = 10.0, cafile: str | None = None, proof: str = "") -> None:
        self._queue: queue.Queue = queue.Queue()
        #: The address others type to join this table ("where am I" says it again with the code).
        self.address = address
        #: The last messages read from the table, oldest first (for a look back, and for tests).
        self.heard: deque = deque(maxlen=2000)
        self.timeout = timeout
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="tabletalk-table", daemon=True)
        self._thread.start()
        try:
            self.client = self._call(self._make(address, code, name, token, ssl, cafile, proof))
            welcome = self._call(self.client.connect())
            try:
                match = match_from_view(welcome.view)
            except p.ProtocolError:
                self._call(self.client.close())
                raise Refusal("not_protocol") from None
        except BaseException:
            self._loop.call_soon_threadsafe(self._loop.stop)  # no table: no thread left behind
            self._thread.join(2)
            raise
        self.welcome = welcome
        self.match = match
        self.present = tuple(s.present for s in welcome.view.seats)
        self._runner = asyncio.run_coroutine_threadsafe(self.client.run(), self._loop)

    async def _make(self, address, code, name, token, ssl, cafile, proof) -> TableClient:
        return TableClient(address, code, name, token, ssl, on_message=self._queue.put, cafile=cafile, proof=proof)

    def _call(self, coroutine, timeout: float | None = None):
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout or self.timeout)

    @property
    def seat(self) -> int:
        """Return the seat this player holds."""
        return self.client.seat

    @property
    def token(self) -> str:
        """Return the token that takes the seat back."""
        return self.client.token

    @property
    def code(self) -> str:
        """Return the table's code, which others type to join it."""
        return self.welcome.code

    @property
    def resumed(self) -> bool:
        """Return True when the seat was taken back with its token, not newly sat at."""
        return self.welcome.resumed

    # The bots: the server's (``runs_bots``); none waits for this side.

    def bot_to_act(self) -> None:
        """Return None: no bot here waits for this side to move it."""
        return None

    def next_reaction(self) -> None:
        """Return None: the server's bots react on its own clock."""
        return None

    def bot_move(self, seat: int, at: int | None = None) -> list[Event]:
        """Refuse: the server moves its bots (``bot_to_act`` names none here)."""
        raise RuleError("not_your_turn", seat=seat)

    def save(self) -> None:
        """Nothing to save: the server keeps the game."""

    # Moves

    def act(self, seat: int, action: Any) -> list[Event]:
        """Play ``action`` and return its events, or raise RuleError as a local table does."""
        rules = self.match.rules
        answer = self._call_table(self.client.act(rules.action_to_json(action)))
        return self._answered(answer)

    def next_round(self) -> None:
        """Deal the next game of the match, or raise RuleError."""
        self._answered(self._call_table(self.client.request(p.NextGame())))

    def undo(self) -> None:
        """Moves are never taken back at a shared table."""
        raise RuleError("undo_not_allowed")

    def chat(self, text: str) -> None:
        """Say a line to the others at the table."""
        self._call_table(self.client.send(p.Chat(text[:p.MAX_CHAT])))

    def remove(self, seat: int) -> None:
        """Remove the player at ``seat`` from the table (only its creator may); raise RuleError why not."""
        answer = self._call_table(self.client.request(p.Remove(seat)))
        if isinstance(answer, p.Refused):
            raise RuleError(answer.msg_id)
        self._mark(answer)

    def _call_table(self, coroutine):
        """Return the table's answer to a request; a connection lost meanwhile is refused as a move is."""
        try:
            return self._call(coroutine)
        except (Refusal, TimeoutError, ConnectionError):
            raise RuleError("connection_lost") from None

    def _answered(self, answer) -> list[Event]:
        try:
            if isinstance(answer, p.Refused):
                error = RuleError(answer.msg_id, **{k: p.unpack(v) for k, v in answer.params.items()})
            else:
                match, events = match_from_view(answer.view), events_of(answer)
        except p.ProtocolError:  # bytes that are no table's: the connection is given up, as a lost one
            self._queue.put(p.Closing("not_protocol"))
            raise RuleError("connection_lost") from None
        if isinstance(answer, p.Refused):
            raise error
        self._mark(answer)
        self.match = match
        return events

    def _mark(self, answer) -> None:
        """Note that ``answer`` was handed over already, so ``news`` skips it."""
        answer.ref = -1

    # The news

    def news(self) -> list[News]:
        """Return what came from the table since the last look (others' moves, notices), oldest first, as
        the table's own news (``app.table``); the match follows each piece of news."""
        found: list[News] = []
        while True:
            try:
                message = self._queue.get_nowait()
            except queue.Empty:
                return found
            self.heard.append(message)
            if isinstance(message, p.Notice) and message.seats and len(message.seats) == len(self.match.seats):
                # Who sits where, at once (a name, a bot taking over), not at the next move.
                self._reseat(tuple(Seat(s.name, s.human, s.level) for s in message.seats))
                self.present = tuple(s.present for s in message.seats)
            if isinstance(message, (p.News, p.Welcome)):
                try:
                    self.match = match_from_view(message.view)
                except p.ProtocolError:  # a view that is no game's: what came is not a table's, and it ends
                    self._call(self.client.close())
                    found.append(Closed("not_protocol"))
                    return found
            elif isinstance(message, p.Notice):
                self._seated(message)
            if getattr(message, "ref", 0) == -1 or isinstance(message, p.Refused):
                continue  # an answer to our own action, told already
            told = self._told(message)
            if told is not None:
                found.append(told)

    def _told(self, message) -> News | None:
        """Return a message from the server as the table's news (None for one the player hears nothing of)."""
        if isinstance(message, p.News):
            events = events_of(message)
            if any(e.kind == "next_game" for e in events):  # the protocol's own event: a deal, not a move
                return NewGame(self.match)
            return Moved(message.actor, events, self.match)
        if isinstance(message, p.Welcome):  # back after a drop: where the game stands
            return Back(message.seat, self.match)
        if isinstance(message, p.Closing):
            return Closed(message.reason)
        if isinstance(message, p.Notice):
            return Notice(message.kind, message.seat, message.name, message.text, message.hold)
        return None

    def _seated(self, notice: p.Notice) -> None:
        """A player sat down (or came back): the seat has their name from now on, in ``where`` and the
        counts too, not only in the moves (the view it came with was sent before they sat)."""
        seat = notice.seat
        if notice.kind not in ("joined", "back") or not notice.name or seat is None:
            return
        seats = self.match.seats
        if 0 <= seat < len(seats) and seats[seat].name != notice.name:
            self._reseat(seats[:seat] + (replace(seats[seat], name=notice.name, human=True),) + seats[seat + 1:])

    def _reseat(self, seats: tuple[Seat, ...]) -> None:
        """Seat ``seats`` in a new copy of the match: news handed over before is told from its own match."""
        self.match = copy.copy(self.match)
        self.match.seats = seats

    def close(self, leave: bool = False) -> None:
        """Leave the table (``leave``: give the seat to a bot at once) and stop the thread; once is enough."""
        if not self._thread.is_alive():
            return
        try:
            self._call(self.client.close(leave), timeout=2)
        except Exception:  # noqa: BLE001 - closing what may already be gone
            pass
        self._runner.cancel()
        self._call(asyncio.sleep(0))  # the runner hears its cancellation before the loop stops
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(2)
