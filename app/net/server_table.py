"""One table at the table server: the one true match of its game, who sits where, and what each seat is sent.

The table runs the rules (the same ``app.games`` code as a game here), checks every action, sends each
seat only what it may know (``app.core.seen``): its masked state and masked events, never sentences;
keeps the seats of players who dropped out for the host's hold time, then lets a bot play them; moves
its bots and keeps the race's clock through the one core a game here uses too (``app.bots.table``): in
a race an action is stamped when it reaches the server, so the first card to arrive counts; and has
itself saved after every move (``Match.to_json``, one file a table, by the server's writer).

The connections and the tables by code are the server's (``app.net.table_server``).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

import msgspec
import websockets

from app.bots.table import RaceClock, bot_action, turn_bot
from app.core.match import Match
from app.core.rules import Event, RuleError
from app.core.seats import Seat
from app.core.seen import NO_DEAL, seat_actions, seat_events, seat_state
from app.net import fair
from app.net import protocol as p
from app.net.names import digest, folded
from app.net.saves import Actions, match_json
from app.store.atomic import write_atomic

#: Version of a table's save file (around ``Match.to_json``).
TABLE_FORMAT = 1


def printable(text: str) -> str:
    """Return what a player typed with its spaces made one and anything unprintable left out (it is said
    and shown to the others)."""
    return " ".join("".join(ch for ch in text if ch.isprintable()).split())


class Ended(Exception):
    """The file of a table a lobby closed (``app.net.lobby``): nothing to resume, the file goes."""


#: What a closed table's file holds instead of its match (written through the journal, after its last save).
ENDED = b'{"format": 1, "ended": true}'


class Server(Protocol):
    """What a table asks of its server (``app.net.table_server.TableServer``, which imports this module)."""

    #: The writer thread the tables' files go to (``app.net.saves.Writer``).
    writer: Any
    #: True once the server began to stop: no bot moves any more.
    stopping: bool

    def save_path(self, code: str) -> Path | None: ...

    def save_soon(self, table: Table) -> None: ...

    def close_soon(self, conn: Any, reason: str) -> None: ...


def numbered(name: str, taken: set[str]) -> str:
    """Return ``name``, or with the first number after it ("Anna 2") that makes it none of ``taken``
    (casefolded names): a table's seats, a lobby's players."""
    found, number = name, 1
    while found.casefold() in taken:
        number += 1
        found = f"{name} {number}"
    return found


@dataclass
class TableRules:
    """What the host set for a table beside the game: how long a dropped seat waits, how bots play.

    Attributes:
        hold_s: seconds a dropped player's seat is kept before a bot takes it over.
        bot_delay_s: seconds a turn-based bot waits before it moves (0: at once).
        takeover: the level of the bot that takes over a seat.
    """

    hold_s: float = 120.0
    bot_delay_s: float = 1.0
    takeover: str = "medium"


class Table:
    """One table: the match, who sits where, and what each seat has been sent."""

    def __init__(self, server: Server, code: str, match: Match, rules: TableRules,
                 tokens: dict[int, str] | None = None, salt: str = "") -> None:
        self.server, self.code, self.match, self.rules = server, code, match, rules
        #: The salt of this game's promise (``app.net.fair``); "" when the host chose the deal number.
        self.salt = salt
        self._promise: tuple[int, str, str] = (0, "", "")
        self._played: tuple[int, int, list] = (0, -1, [])
        #: seat -> the token that takes it back; a human seat without one is free.
        self.tokens: dict[int, str] = dict(tokens or {})
        #: seat -> its open connection.
        self.conns: dict[int, Any] = {}
        #: The seat of the player who opened the table (the hosting seat), who may remove others; None: nobody.
        self.owner: int | None = None
        #: The names the owner removed (folded, ``names.folded``), and the hashes of the removed players' proofs
        #: (``names.digest``: one a player's key on this server, whatever the name): they sit here no more.
        self.removed: set[str] = set()
        self.removed_keys: set[str] = set()
        #: seat -> the hash of the proof its player's hello carried (kept while the server runs).
        self.proofs: dict[int, str] = {}
        self._holds: dict[int, asyncio.TimerHandle] = {}
        #: Human seats a restarted server waits for (their hold time) before its bots play on.
        self._awaited: set[int] = set()
        #: True for a table read back from its file (``await_humans`` once the server listens).
        self.resumed = False
        self._bot_timer: asyncio.TimerHandle | None = None
        # The race clock: table ms, going on from the saved game's clock after a restart.
        self.clock = RaceClock(match)
        self.path = server.save_path(code)
        self._actions = Actions()
        match.on_change = self.save
        #: Called with (seat, message) for every message sent: tests read what each seat got.
        self.sent_hook = None
        #: Spectators' connections and their names: they are sent what every seat may know (seat None).
        self.watchers: dict[Any, str] = {}
        #: When a move was last made or a player last sat down (``time.monotonic``): a lobby's idle tables close.
        self.active = time.monotonic()
        #: True once a lobby closed the table: nothing more is saved or played.
        self.closed = False

    # What the table knows

    def now(self) -> int:
        """Return the table's clock in ms."""
        return self.clock.now()

    def racing(self) -> bool:
        """Return True while the game is a race (seats act at once, bots by the clock)."""
        return self.match.racing()

    def is_bot(self, seat: int) -> bool:
        """Return True when a bot plays ``seat`` (from the start, or after its player left)."""
        return not self.match.seats[seat].human

    def view(self, seat: int | None, seats: list[p.SeatInfo] | None = None) -> p.View:
        """Return the table as ``seat`` may know it (``seats``: the seats as everyone knows them, if made)."""
        match, rules = self.match, self.match.rules
        if seats is None:
            seats = self.seats()
        state = seat_state(match.game_id, match.state, seat)
        over = match.is_over()
        # The deal number would deal the whole game again (every hand, the stock's order): kept until the end;
        # a secret seed is shown only as the fair deal's reveal, never as a number to say.
        deal = match.deal if over and not self.salt else NO_DEAL
        # The last moves, each masked for the seat (another's face-down discards), for the screens' marks.
        moves = seat_actions(match.game_id, match.actions, seat)
        recent = [(actor, p.action_json(rules, action)) for actor, action in moves]
        view = p.View(match.game_id, deal, seats, match.options, p.state_json(rules, state),
                      match.round_no, match.rounds, match.count, list(match.totals), match.carried,
                      match.first, len(match.actions), recent, self.promise(), not self.salt)
        if over and self.salt:
            view.seed, view.salt, view.played = match.deal, self.salt, self.played()
        return view

    def promise(self) -> str:
        """Return this game's promise ("" when the host chose the deal), worked out once a game."""
        if not self.salt:
            return ""
        deal, salt, made = self._promise
        if deal != self.match.deal or salt != self.salt:
            made = fair.promise(self.match.deal, self.salt)
            self._promise = (self.match.deal, self.salt, made)
        return made

    def played(self) -> list:
        """Return every move of the finished game, unmasked, as a View carries moves (made once a game)."""
        deal, count, made = self._played
        if deal != self.match.deal or count != len(self.match.actions):
            made = [(actor, p.action_json(self.match.rules, action)) for actor, action in self.match.actions]
            self._played = (self.match.deal, len(self.match.actions), made)
        return made

    def seats(self) -> list[p.SeatInfo]:
        """Return the seats as everyone at the table knows them."""
        return [p.SeatInfo(s.name, s.human, s.level, i in self.conns) for i, s in enumerate(self.match.seats)]

    # Seats

    def seat_for(self, token: str) -> int:
        """Return the seat ``token`` holds, or a free human seat; raise LookupError("table_full")."""
        if token:
            for seat, held in self.tokens.items():
                if secrets.compare_digest(held, token):
                    return seat
        for seat, s in enumerate(self.match.seats):
            if s.human and seat not in self.tokens:
                return seat
        raise LookupError("table_full")

    def sit(self, seat: int, conn, name: str, proof: str = "") -> tuple[str, bool]:
        """Seat a connection (``proof``: of its player's name, if the hello had one); return its token and
        whether the seat was taken back."""
        back = seat in self.tokens
        if proof:
            self.proofs[seat] = digest(proof)
        old = self.conns.get(seat)
        if old is not None:
            self.server.close_soon(old, "replaced")
        token = self.tokens.get(seat) or secrets.token_urlsafe(16)
        self.tokens[seat] = token
        self.conns[seat] = conn
        hold = self._holds.pop(seat, None)
        if hold is not None:
            hold.cancel()
        current = self.match.seats[seat]
        name = self.unique_name(seat, printable(name)[:40] or current.name)
        if not current.human or name != current.name:
            self._set_seat(seat, replace(current, name=name, human=True))
        self.notice(p.Notice("back" if back else "joined", seat, name), but=seat)
        self.save()
        self._came_back(seat)
        self.active = time.monotonic()
        self.changed()
        return token, back

    def unique_name(self, seat: int, name: str) -> str:
        """Return ``name``, or with a number after it ("Anna 2") when another seat has it: each name at a
        table says one seat."""
        if not name:
            return name
        return numbered(name, {s.name.casefold() for i, s in enumerate(self.match.seats) if i != seat})

    def barred(self, name: str, proof: str = "") -> bool:
        """Return True when the table's creator removed a player of this name, or of this key."""
        return bool(name) and folded(name) in self.removed or bool(proof) and digest(proof) in self.removed_keys

    def remove(self, by: int, seat: int, ref: int = 0) -> bool:
        """The player at ``by`` removes the player at ``seat``: only the table's creator may, and not a bot's
        seat (one with no token: a player who dropped and whose seat a bot plays still has theirs) or their
        own. The removed player is told why and closed, their token takes the seat back no more, their name
        sits here no more, and a bot plays the seat at once; everyone hears it in one notice."""
        if by != self.owner:
            self.send(by, p.Refused("not_table_owner", {}, ref))
            return False
        if seat == by or seat not in self.tokens:
            self.send(by, p.Refused("no_player_there", {}, ref))
            return False
        name = self.match.seats[seat].name
        if name:
            self.removed.add(folded(name))
        if seat in self.proofs:  # the same player under another name is kept out too
            self.removed_keys.add(self.proofs.pop(seat))
        del self.tokens[seat]
        conn = self.conns.pop(seat, None)
        if conn is not None:
            self.server.close_soon(conn, "removed")
        hold = self._holds.pop(seat, None)
        if hold is not None:
            hold.cancel()
        self._came_back(seat)
        self._set_seat(seat, replace(self.match.seats[seat], human=False, level=self.rules.takeover))
        self.notice(p.Notice("removed", seat, name), but=by)
        self.send(by, p.Notice("removed", seat, name, seats=self.seats(), ref=ref))
        self.save()
        self.schedule()
        return True

    def await_humans(self) -> None:
        """After a restart: keep each human seat for its hold time, and let no bot play until every human
        is back (or their hold is over): the bots of a race would otherwise play before anyone could."""
        loop = asyncio.get_running_loop()
        for seat in self.tokens:
            if seat not in self.conns and not self.is_bot(seat) and self.rules.hold_s > 0:
                self._awaited.add(seat)
                self._holds[seat] = loop.call_later(self.rules.hold_s, self.take_over, seat)

    def _came_back(self, seat: int) -> None:
        """``seat`` is back or a bot plays it: once no human is awaited, the bots' clock starts now."""
        if seat in self._awaited:
            self._awaited.discard(seat)
            if not self._awaited:
                self.clock.news()

    def _set_seat(self, seat: int, new: Seat) -> None:
        seats = list(self.match.seats)
        seats[seat] = new
        self.match.seats = tuple(seats)

    def dropped(self, seat: int, conn, left: bool) -> None:
        """The connection at ``seat`` closed: keep the seat for the hold time, then a bot takes over."""
        if self.conns.get(seat) is not conn:
            return  # replaced by a newer connection
        del self.conns[seat]
        if left or self.rules.hold_s <= 0:
            self.take_over(seat)
        else:
            self.notice(p.Notice("left", seat, self.match.seats[seat].name, hold=int(self.rules.hold_s)))
            loop = asyncio.get_running_loop()
            self._holds[seat] = loop.call_later(self.rules.hold_s, self.take_over, seat)
            self.changed()  # (take_over says it when a bot took the seat)

    def changed(self) -> None:
        """Who sits where changed: tell the server's lobby, if it has one (it tells every lobby player)."""
        hook = getattr(self.server, "table_changed", None)
        if hook is not None:
            hook(self)

    def take_over(self, seat: int) -> None:
        """Let a bot of the host's level play ``seat`` from now on, and say so."""
        self._holds.pop(seat, None)
        self._came_back(seat)
        if seat in self.conns or self.is_bot(seat):
            self.schedule()
            return
        self._set_seat(seat, replace(self.match.seats[seat], human=False, level=self.rules.takeover))
        self.notice(p.Notice("bot", seat, self.match.seats[seat].name))
        self.save()
        self.schedule()
        self.changed()

    # Moves

    def play(self, seat: int, action: Any, ref: int = 0) -> bool:
        """Apply ``seat``'s action; send the news to every seat, or the refusal to ``seat``."""
        match = self.match
        if self.racing():
            action = self.clock.stamp(match, action)
        try:
            events = match.act(seat, action)
        except RuleError as err:
            self.send(seat, p.Refused(err.msg_id, {k: p.pack(v) for k, v in err.params.items()}, ref))
            return False
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError, RecursionError):
            # An action of the right shape holding values no move has (a card that is a string ...): bad
            # input, refused like any other; the rules are pure, so the match is as it was.
            self.send(seat, p.Refused("unknown_action", {}, ref))
            return False
        self.news(seat, events, ref)
        return True

    def next_game(self, seat: int, ref: int = 0) -> None:
        """Deal the next game of the match (asked by ``seat``), or say why not."""
        try:
            # A fair table deals each game from a fresh secret seed: the next number would be known.
            self.match.next_round(fair.fresh_seed() if self.salt else None)
        except RuleError as err:
            self.send(seat, p.Refused(err.msg_id, {}, ref))
            return
        if self.salt:
            self.salt = fair.new_salt()
        self.news(None, [Event("next_game", None, {"round_no": self.match.round_no})],
                  ref, asker=seat)

    def news(self, actor: int | None, events: list[Event], ref: int = 0, asker: int | None = None) -> None:
        """Send what happened to every seat, each masked for that seat; then let the bots think."""
        self.clock.news()
        self.active = time.monotonic()
        asker = actor if asker is None else asker
        seats, packed = self.seats(), dict[int, object]()
        for seat in list(self.conns):
            masked = [self._packed(e, packed) for e in seat_events(self.match.game_id, events, seat)]
            self.send(seat, p.News(actor, masked, self.view(seat, seats), ref if seat == asker else 0))
        if self.watchers:  # what every seat may know, made once for them all
            masked = [self._packed(e, packed) for e in seat_events(self.match.game_id, events, None)]
            self.to_watchers(p.News(actor, masked, self.view(None, seats)))
        self.schedule()

    @staticmethod
    def _packed(event: Event, packed: dict) -> Any:
        """Return ``event`` packed, once for every seat: an event a seat may know whole is the same object
        for each. ``packed`` keeps each event with its packing, so that no id is used again meanwhile."""
        kept = packed.get(id(event))
        if kept is None:
            kept = packed[id(event)] = (event, p.pack(event))
        return kept[1]

    def notice(self, notice: p.Notice, but: int | None = None) -> None:
        """Tell every seat (but one) about the table; a notice of who sits where carries the seats, so that
        each player's list of seats is right at once, not at the next move."""
        if notice.kind != "chat":
            notice.seats = self.seats()
        for seat in list(self.conns):
            if seat != but:
                self.send(seat, notice)
        self.to_watchers(notice)

    def to_watchers(self, message) -> None:
        """Send one message to every spectator (never waits)."""
        if self.watchers:
            websockets.broadcast(list(self.watchers), p.encode(message).decode())

    def send(self, seat: int, message) -> None:
        """Send one message to ``seat``'s connection, if it has one (never waits)."""
        conn = self.conns.get(seat)
        if conn is None:
            return
        if self.sent_hook is not None:
            self.sent_hook(seat, message)
        websockets.broadcast([conn], p.encode(message).decode())

    # Bots and the clock

    def schedule(self) -> None:
        """Set the timer of the next bot move: after the bot delay, or in a race at the first reaction.
        Which bot moves, when in a race, and what it plays is the one core's (``app.bots.table``)."""
        self.halt()
        match = self.match
        if match.is_over() or self._awaited or self.server.stopping or self.closed:
            return
        loop = asyncio.get_running_loop()
        if not self.racing():
            seat = turn_bot(match)
            if seat is not None:
                self._bot_timer = loop.call_later(self.rules.bot_delay_s, self._bot_move, seat)
            return
        waiting = self.clock.next_bot(match)
        if waiting is not None:
            seat, due = waiting
            self._bot_timer = loop.call_later(max(0, due - self.now()) / 1000, self._bot_move, seat)

    def close(self) -> None:
        """The table ends (``app.net.lobby``): no bot moves, no seat waits for its player, nothing is saved."""
        self.closed = True
        self.halt()
        for hold in self._holds.values():
            hold.cancel()
        self._holds.clear()

    def halt(self) -> None:
        """Let no bot move until the next ``schedule`` (the next move is set anew, or the server stops)."""
        if self._bot_timer is not None:
            self._bot_timer.cancel()
            self._bot_timer = None

    def _bot_move(self, seat: int) -> None:
        self._bot_timer = None
        match = self.match
        if match.is_over() or seat not in match.to_act() or not self.is_bot(seat):
            self.schedule()
            return
        if not self.play(seat, bot_action(match, seat)):
            self.schedule()

    # Saving

    def save(self, match: Match | None = None) -> None:
        """Save the table soon: once the news of this move is out, and once for moves that come together.

        The file is written (atomically, fsynced) by the server's writer thread, so a
        slow disk never holds the news back; a table is on disk within ``SAVE_AFTER_S``
        and the writer's time after a move.
        """
        if not self.closed:
            self.server.save_soon(self)

    def saved(self) -> bytes:
        """Return the table's file as it is now: its match, seat tokens and the host's settings."""
        data = {"format": TABLE_FORMAT, "code": self.code, "tokens": {str(k): v for k, v in self.tokens.items()},
                "hold_s": self.rules.hold_s, "bot_delay_s": self.rules.bot_delay_s,
                "takeover": self.rules.takeover, "salt": self.salt, "owner": self.owner,
                "removed": sorted(self.removed), "removed_keys": sorted(self.removed_keys),
                "match": match_json(self.match, self._actions)}
        return msgspec.json.encode(data)

    def save_now(self, wait: bool = False) -> None:
        """Hand the table as it is now to the writer; ``wait``: write it here.

        A table just opened is written before anyone can sit at it: later files are written beside it
        and put in its place whole, so a server killed at any moment after finds the table on disk.
        """
        if self.path is None:
            return
        if wait:
            write_atomic(self.path, self.saved().decode())
        else:
            self.server.writer.put(self.path, self.saved())

    @classmethod
    def load(cls, server: Server, path: Path) -> "Table":
        """Return the table saved at ``path``; raise ValueError when it cannot be resumed."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("ended"):
                raise Ended(path.name)
            if data.get("format") != TABLE_FORMAT:
                raise ValueError("another format")
            match = Match.from_json(data["match"])
            rules = TableRules(float(data["hold_s"]), float(data["bot_delay_s"]), str(data["takeover"]))
            tokens = {int(k): str(v) for k, v in data["tokens"].items()}
            table = cls(server, str(data["code"]), match, rules, tokens, str(data.get("salt", "")))
            owner = data.get("owner")
            table.owner = owner if isinstance(owner, int) else None
            table.removed = {str(name) for name in data.get("removed", ())}
            table.removed_keys = {str(key) for key in data.get("removed_keys", ())}
            return table
        except (OSError, KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"{path.name}: {exc!r:.200}") from None
