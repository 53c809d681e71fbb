"""The table server: tables by short code, each the one true match of its game.

The server runs the rules (the same ``app.games`` code as a local game),
checks every action, runs the bots and the race clock, saves each table after
every move (``Match.to_json``, one file a table), and sends each seat only
what it may know (``app.core.seen``): its masked state and masked events,
never sentences. In a race (Zip Zap) an action is stamped when it reaches the
server, so the first card to arrive counts.

Run ``python -m app.net.server --help`` (or ``tabletalk host``).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import socket
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import msgspec
import websockets
from websockets import ServerProtocol
from websockets.asyncio.server import ServerConnection

from app.bots import choose, reaction, seeded
from app.core.match import Match
from app.core.rules import Event, RuleError
from app.core.seats import LEVELS, Seat
from app.core.seen import NO_DEAL, seat_actions, seat_events, seat_state
from app.games import GAMES, REGISTRY
from app.net import fair
from app.net.guard import Codes, Gate, Throttle, address_key, quiet_logs, raise_open_files
from app.net import protocol as p
from app.net.collector import Freezer, Trimmer
from app.net.door import Door
from app.net.saves import Actions, Writer, match_json
from app.store.atomic import write_atomic

#: Letters of table codes: no 0/O, no 1/I/L, so a code read aloud or in braille is never in doubt.
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
#: Version of a table's save file (around ``Match.to_json``).
TABLE_FORMAT = 1
#: Seconds after a move before its table is handed to the writer (moves that come together are saved once,
#: and the tables that moved meanwhile are written in one batch).
SAVE_AFTER_S = 0.02


def printable(text: str) -> str:
    """Return what a player typed with its spaces made one and anything unprintable left out (it is said
    and shown to the others)."""
    return " ".join("".join(ch for ch in text if ch.isprintable()).split())


def new_code(taken, length: int = 5) -> str:
    """Return a short table code not in ``taken``."""
    while True:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(length))
        if code not in taken:
            return code


@dataclass
class Limits:
    """What one connection may do before it is closed with a reason."""

    #: Messages a second, on average, and how many may come at once.
    rate: float = 20.0
    burst: int = 40
    #: Seconds a new connection has to say hello.
    hello_s: float = 10.0
    #: Seconds a closed connection has to answer the close (one that floods us may never read it).
    close_s: float = 1.0
    #: Connections one address may have open before their hello; more are closed at once (``guard.Gate``).
    waiting_per_address: int = 16


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


def monotonic_ms() -> int:
    """Return milliseconds that only go forward."""
    return time.monotonic_ns() // 1_000_000


class Table:
    """One table: the match, who sits where, and what each seat has been sent."""

    def __init__(self, server: "TableServer", code: str, match: Match, rules: TableRules,
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
        self._holds: dict[int, asyncio.TimerHandle] = {}
        #: Human seats a restarted server waits for (their hold time) before its bots play on.
        self._awaited: set[int] = set()
        #: True for a table read back from its file (``await_humans`` once the server listens).
        self.resumed = False
        self._bot_timer: asyncio.TimerHandle | None = None
        # The race clock: table ms, going on from the saved state's clock after a restart.
        self._base = monotonic_ms() - getattr(match.state, "clock", 0)
        self._news_at = 0
        self.path = server.save_path(code)
        self._actions = Actions()
        match.on_change = self.save
        #: Called with (seat, message) for every message sent: tests read what each seat got.
        self.sent_hook = None

    # What the table knows

    def now(self) -> int:
        """Return the table's clock in ms."""
        return monotonic_ms() - self._base

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

    def sit(self, seat: int, conn, name: str) -> tuple[str, bool]:
        """Seat a connection; return its token and whether the seat was taken back."""
        back = seat in self.tokens
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
        return token, back

    def unique_name(self, seat: int, name: str) -> str:
        """Return ``name``, or with a number after it ("Anna 2") when another seat has it: each name at a
        table says one seat."""
        if not name:
            return name
        taken = {s.name.casefold() for i, s in enumerate(self.match.seats) if i != seat}
        found, number = name, 1
        while found.casefold() in taken:
            number += 1
            found = f"{name} {number}"
        return found

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
                self._news_at = self.now()

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
            return
        self.notice(p.Notice("left", seat, self.match.seats[seat].name, hold=int(self.rules.hold_s)))
        loop = asyncio.get_running_loop()
        self._holds[seat] = loop.call_later(self.rules.hold_s, self.take_over, seat)

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

    # Moves

    def play(self, seat: int, action: Any, ref: int = 0) -> bool:
        """Apply ``seat``'s action; send the news to every seat, or the refusal to ``seat``."""
        match = self.match
        if self.racing():
            action = match.rules.stamp(action, max(self.now(), match.state.clock))
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
        self._news_at = self.now()
        asker = actor if asker is None else asker
        seats, packed = self.seats(), {}
        for seat in list(self.conns):
            masked = [self._packed(e, packed) for e in seat_events(self.match.game_id, events, seat)]
            self.send(seat, p.News(actor, masked, self.view(seat, seats), ref if seat == asker else 0))
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
        """Set the timer of the next bot move: after the bot delay, or in a race at the first reaction."""
        if self._bot_timer is not None:
            self._bot_timer.cancel()
            self._bot_timer = None
        match = self.match
        if match.is_over() or self._awaited:
            return
        loop = asyncio.get_running_loop()
        bots = [s for s in match.to_act() if self.is_bot(s)]
        if not bots:
            return
        if not self.racing():
            self._bot_timer = loop.call_later(self.rules.bot_delay_s, self._bot_move, bots[0], None)
            return
        due = {}
        for seat in bots:
            due[seat] = self._news_at + reaction(match.game_id, match.state, seat, match.seats[seat].level,
                                                 match.options, seeded(match, seat))
        seat = min(due, key=lambda s: (due[s], s))
        self._bot_timer = loop.call_later(max(0, due[seat] - self.now()) / 1000, self._bot_move, seat, due[seat])

    def _bot_move(self, seat: int, due: int | None) -> None:
        self._bot_timer = None
        match = self.match
        if match.is_over() or seat not in match.to_act() or not self.is_bot(seat):
            self.schedule()
            return
        action = choose(match.game_id, match.state, seat, match.seats[seat].level, seeded(match))
        if not self.play(seat, action):
            self.schedule()

    # Saving

    def save(self, match: Match | None = None) -> None:
        """Save the table soon: once the news of this move is out, and once for moves that come together.

        The file is written (atomically, fsynced) by the server's writer thread, so a
        slow disk never holds the news back; a table is on disk within ``SAVE_AFTER_S``
        and the writer's time after a move.
        """
        self.server.save_soon(self)

    def saved(self) -> bytes:
        """Return the table's file as it is now: its match, seat tokens and the host's settings."""
        data = {"format": TABLE_FORMAT, "code": self.code, "tokens": {str(k): v for k, v in self.tokens.items()},
                "hold_s": self.rules.hold_s, "bot_delay_s": self.rules.bot_delay_s,
                "takeover": self.rules.takeover, "salt": self.salt,
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
    def load(cls, server: "TableServer", path: Path) -> "Table":
        """Return the table saved at ``path``; raise ValueError when it cannot be resumed."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != TABLE_FORMAT:
                raise ValueError("another format")
            match = Match.from_json(data["match"])
            rules = TableRules(float(data["hold_s"]), float(data["bot_delay_s"]), str(data["takeover"]))
            tokens = {int(k): str(v) for k, v in data["tokens"].items()}
            return cls(server, str(data["code"]), match, rules, tokens, str(data.get("salt", "")))
        except (OSError, KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"{path.name}: {exc!r:.200}") from None


class TableServer:
    """Tables by code, and the WebSocket connections to them.

    Attributes:
        tables: code -> Table.
        saves: the folder of the tables' files (None: nothing saved).
        limits: what one connection may send.
    """

    def __init__(self, saves: Path | None = None, limits: Limits | None = None, log=None) -> None:
        self.tables: dict[str, Table] = {}
        self.saves = Path(saves) if saves is not None else None
        self.limits = limits or Limits()
        self.log = log or (lambda text: None)
        self.writer = Writer(self.log, self.saves)  # folds a killed server's journal into the files
        self._server = None
        #: The tables that changed since the last batch handed to the writer (a dict keeps their order).
        self._unsaved: dict[Table, None] = {}
        self._save_timer: asyncio.TimerHandle | None = None
        #: One address's connections before their hello, and its wrong codes (``app.net.guard``).
        self.gate = Gate(self.limits.waiting_per_address)
        self.codes = Codes()
        #: Complaints about connections, logged once an interval each, never a traceback a connection.
        self.note = Throttle(self.log)
        #: Connections open now (accepted, not yet lost), and what to tell when one is made.
        self.open_connections = 0
        self.on_connection = None
        #: Accepts connections, and keeps those that have sent nothing yet as their sockets (``app.net.door``).
        self.door = Door(self, self.limits.hello_s)
        self._guarded: type | None = None

    def save_path(self, code: str) -> Path | None:
        """Return where a table is saved (None when the server keeps no saves)."""
        return self.saves / f"{code}.json" if self.saves is not None else None

    def save_soon(self, table: Table) -> None:
        """Have ``table`` written in the next batch, ``SAVE_AFTER_S`` after the first change of the batch."""
        if table.path is None:
            return
        self._unsaved[table] = None
        if self._save_timer is None:
            try:
                self._save_timer = asyncio.get_running_loop().call_later(SAVE_AFTER_S, self.save_changed)
            except RuntimeError:  # no loop yet (a table opened before the server starts): at once
                self.save_changed()

    def save_changed(self) -> None:
        """Hand every table changed since the last batch to the writer, as it is now."""
        if self._save_timer is not None:
            self._save_timer.cancel()
            self._save_timer = None
        tables, self._unsaved = self._unsaved, {}
        if tables:
            self.writer.put_many({table.path: table.saved() for table in tables})

    def open_table(self, game_id: str, seats: tuple[Seat, ...], options: dict | None = None, deal: int | None = None,
                   rounds: int = 1, count: str = "points", rules: TableRules | None = None) -> Table:
        """Open a table for a game and return it; its human seats are free for players to take.

        Raises:
            RuleError: when the game cannot be played with these seats or options.
        """
        if game_id not in REGISTRY:
            raise RuleError("bad_option", option="game", value=game_id)
        if options is None:
            options = GAMES[game_id].default_options()
        # A fair deal from a secret seed, unless the host chose the number (then everyone is told).
        match = Match.start(game_id, deal or fair.fresh_seed(), tuple(seats), options, rounds=rounds, count=count)
        table = Table(self, new_code(self.tables), match, rules or TableRules(), salt="" if deal else fair.new_salt())
        self.tables[table.code] = table
        table.save_now(wait=True)
        return table

    def resume_tables(self) -> list[str]:
        """Open every table saved in the saves folder; return the names of files that could not be read."""
        bad = []
        for path in sorted(self.saves.glob("*.json")) if self.saves is not None and self.saves.is_dir() else ():
            try:
                table = Table.load(self, path)
            except ValueError as exc:
                bad.append(path.name)
                self.log(f"not resumed: {exc}")
                continue
            table.resumed = True
            self.tables[table.code] = table
        return bad

    async def start(self, host: str | None = "127.0.0.1", port: int = 0, ssl=None) -> tuple[str, int]:
        """Listen on ``host``:``port`` (0: a free port) with TLS when ``ssl`` is given; return where."""
        loop = asyncio.get_running_loop()
        default = loop.get_exception_handler()

        def accept_failed(loop, context) -> None:
            # asyncio logs a full traceback each time its accept() fails (no file left): once an interval here.
            # (Where the door accepts, it says so itself, as seldom.)
            if str(context.get("message", "")).startswith("socket.accept()"):
                self.note("accept", f"a connection could not be accepted: {context.get('exception')!r:.120}")
            elif default is not None:
                default(loop, context)
            else:
                loop.default_exception_handler(context)

        loop.set_exception_handler(accept_failed)
        self._guarded = type("Guarded", (GuardedConnection,), {"table_server": self})
        # websockets' server runs the handshake and the handler, but the listening is ours: the door accepts,
        # and ``take`` makes a connection whose first bytes came a websockets one (app.net.door). Only
        # websockets' public API: ``serve`` with our connection class (``create_connection``) and the same
        # settings ``take`` gives, and ServerConnection's documented constructor in ``take``.
        extra = {"ssl": ssl, "ssl_handshake_timeout": self.limits.hello_s, "ssl_shutdown_timeout": self.limits.close_s} \
            if ssl else {}
        self._server = websockets.serve(self._connection, host, port, create_connection=self._guarded,
                                        compression=None, max_size=p.MAX_CLIENT_MESSAGE,
                                        close_timeout=self.limits.close_s, **extra)
        await self._server
        self.door.open(self._server.sockets, ssl)  # else asyncio accepts (GuardedConnection counts each)
        for table in self.tables.values():
            if table.resumed:
                table.resumed = False
                table.await_humans()
            table.schedule()
        sock = self._server.sockets[0].getsockname()
        return sock[0], sock[1]

    async def stop(self) -> None:
        """Stop listening and close every connection."""
        self.door.close()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.save_changed()
        self.writer.close()

    def admit(self, key: str) -> bool:
        """A connection from ``key`` was accepted: count it, and by its address until its hello; False when
        that address has too many waiting already (it is closed at once, its file freed, before any handshake)."""
        self.open_connections += 1
        if self.on_connection is not None:
            self.on_connection()
        if not self.gate.admit(key):
            self.note(f"waiting:{key}", f"too many connections without a hello from {key}: closed")
            self.open_connections -= 1
            return False
        return True

    def lost(self, key: str) -> None:
        """An admitted connection closed before it sent anything."""
        self.open_connections -= 1
        self.gate.release(key)

    def take(self, key: str, head: bytes) -> "GuardedConnection":
        """Return the websockets connection (as ``websockets.serve`` makes them, with our limits) of a connection
        the door admitted under ``key`` ("": one not counted yet, counted when it is made); ``head``, the bytes
        it sent at the door, are its first."""
        protocol = ServerProtocol(max_size=p.MAX_CLIENT_MESSAGE)
        conn = self._guarded(protocol, self._server, close_timeout=self.limits.close_s)
        conn.head = head
        if key:
            conn.key, conn.waiting, conn.counted = key, True, True
        return conn

    def close_soon(self, conn, reason: str) -> None:
        """Send ``reason`` and close a connection, without waiting."""
        asyncio.get_running_loop().create_task(self._close(conn, reason))

    async def _close(self, conn, reason: str) -> None:
        try:
            await conn.send(p.encode(p.Closing(reason)).decode())
            await conn.close(4000 + p.REASONS.index(reason), reason)
        except websockets.ConnectionClosed:
            pass

    async def _connection(self, conn) -> None:
        """Serve one connection: its hello, then its messages, until it closes."""
        try:
            first = await asyncio.wait_for(conn.recv(), self.limits.hello_s)
            hello = p.decode_client(first)
        except p.ProtocolError as err:
            return await self._close(conn, err.reason)
        except (asyncio.TimeoutError, websockets.ConnectionClosed):
            return await self._close(conn, "not_hello")
        finally:
            said_hello = getattr(conn, "said_hello", None)
            if said_hello is not None:
                said_hello()  # no longer waiting: its address may open another
        if not isinstance(hello, p.Hello):
            return await self._close(conn, "not_hello")
        if hello.version != p.VERSION:
            return await self._close(conn, "version")
        # Codes cannot be guessed: an address that missed too many is told to wait before its code is looked at.
        key = getattr(conn, "key", "") or address_key(conn.remote_address)
        if not self.codes.may_try(key):
            self.note("slow_down", f"too many wrong codes from {key}")
            return await self._close(conn, "slow_down")
        table = self.tables.get(hello.code.strip().upper())
        if table is None:
            self.codes.missed(key)
            return await self._close(conn, "wrong_code")
        try:
            seat = table.seat_for(hello.token)
        except LookupError:
            return await self._close(conn, "table_full")
        token, back = table.sit(seat, conn, hello.name)
        table.send(seat, p.Welcome(p.VERSION, table.code, seat, token, table.view(seat), back))
        table.schedule()
        left = False
        try:
            left = await self._serve(conn, table, seat)
        except websockets.ConnectionClosed:
            pass
        finally:
            table.dropped(seat, conn, left)

    async def _serve(self, conn, table: Table, seat: int) -> bool:
        """Carry out a seated connection's messages; return True when the player left for good."""
        allowance, last = float(self.limits.burst), time.monotonic()
        async for raw in conn:
            now = time.monotonic()
            allowance = min(self.limits.burst, allowance + (now - last) * self.limits.rate)
            last = now
            if allowance < 1:
                await self._close(conn, "too_many")
                return False
            allowance -= 1
            try:
                message = p.decode_client(raw)
            except p.ProtocolError as err:
                await self._close(conn, err.reason)
                return False
            if table.conns.get(seat) is not conn:
                return False  # the seat was taken back on another connection
            if isinstance(message, p.Act):
                try:
                    action = table.match.rules.action_from_json(message.action)
                except (KeyError, TypeError, ValueError, AttributeError, RecursionError):
                    table.send(seat, p.Refused("unknown_action", {}, message.ref))
                    continue
                table.play(seat, action, message.ref)
            elif isinstance(message, p.NextGame):
                table.next_game(seat, message.ref)
            elif isinstance(message, p.Chat):
                text = printable(message.text)
                if text:
                    table.notice(p.Notice("chat", seat, table.match.seats[seat].name, text), but=seat)
            elif isinstance(message, p.Leave):
                await self._close(conn, "left")
                return True
            else:  # a second hello
                await self._close(conn, "not_hello")
                return False
        return False


class GuardedConnection(ServerConnection):
    """A connection counted by its address until its hello (``guard.Gate``): counted by the door when it was
    accepted (``TableServer.admit``), or, where asyncio accepts, as soon as it is made (past the address's
    limit it is closed at once, its file freed, before any handshake)."""

    #: The TableServer (set on a subclass made for each server).
    table_server: "TableServer"
    key = ""
    waiting = False
    counted = False
    #: What it sent at the door (``app.net.door``), read before anything else.
    head = b""

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        if self.head:  # asyncio starts reading the socket after this: the order is kept
            head, self.head = self.head, b""
            self.data_received(head)
        if self.counted:
            return  # the door counted it
        server = self.table_server
        self.key = address_key(transport.get_extra_info("peername"))
        if server.admit(self.key):
            self.waiting = self.counted = True
        else:
            transport.abort()

    def said_hello(self) -> None:
        """The hello came (or the connection ended): the address has one fewer waiting."""
        if self.waiting:
            self.waiting = False
            self.table_server.gate.release(self.key)

    def forget(self) -> None:
        """No longer count this connection (it was lost)."""
        self.said_hello()
        if self.counted:
            self.counted = False
            self.table_server.open_connections -= 1

    def connection_lost(self, exc) -> None:
        self.forget()
        super().connection_lost(exc)


def seats_from(spec: list[str], players: int) -> tuple[Seat, ...]:
    """Return the seats a host asked for: ``spec`` lists each seat's kind (human, easy, medium, hard)."""
    from app.core.seats import BOT_NAMES

    kinds = (spec + ["human"] * players)[:max(players, len(spec))]
    seats = []
    for i, kind in enumerate(kinds):
        if kind == "human":
            seats.append(Seat("", human=True))
        elif kind in LEVELS:
            seats.append(Seat(BOT_NAMES[i % len(BOT_NAMES)], human=False, level=kind))
        else:
            raise ValueError(f"unknown seat kind {kind!r}")
    return tuple(seats)


def tls_context(cert: str | None, key: str | None):
    """Return a server TLS context for a certificate (and key) file, or None without one."""
    if not cert:
        return None
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key or None)
    return context


def parse_args(argv: list[str] | None = None):
    """Return the server's command-line options."""
    import argparse

    parser = argparse.ArgumentParser(prog="tabletalk host", description="Host a Tabletalk table.")
    parser.add_argument("--game", default=next(g.id for g in GAMES.values() if g.table), choices=sorted(REGISTRY))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seats", default="", help="each seat's kind, comma separated: human,hard,human")
    parser.add_argument("--deal", type=int, default=0)
    parser.add_argument("--games", type=int, default=1, help="games in the match (0: as many as you like)")
    parser.add_argument("--host", default="", help="address to listen on (default: every address)")
    parser.add_argument("--port", type=int, default=4747)
    parser.add_argument("--saves", default="", help="folder of the tables' files (default: the data folder)")
    parser.add_argument("--hold", type=float, default=120.0, help="seconds a dropped player's seat is kept")
    parser.add_argument("--bot-delay", type=float, default=1.0)
    parser.add_argument("--takeover", default="medium", choices=LEVELS)
    parser.add_argument("--cert", default="", help="TLS certificate (PEM); with it the table is wss://")
    parser.add_argument("--key", default="")
    parser.add_argument("--resume-only", action="store_true", help="open no new table, only the saved ones")
    parser.add_argument("--tables", type=int, default=1, help="how many such tables to open")
    parser.add_argument("--waiting", type=int, default=Limits.waiting_per_address,
                        help="connections one address may have open before their hello")
    parser.add_argument("--no-trim", action="store_true", help=argparse.SUPPRESS)  # the flood bench's comparison
    return parser.parse_args(argv)


async def serve(args, ready=None) -> None:
    """Run a server as ``args`` say until cancelled; ``ready(server, host, port)`` is called once it listens."""
    from app.store.paths import data_dir

    saves = Path(args.saves) if args.saves else data_dir() / "tables"
    raise_open_files()  # each connection is a file: the soft limit would refuse players long before the hard one
    server = TableServer(saves, Limits(waiting_per_address=max(1, args.waiting)),
                         log=lambda text: print(text, flush=True))
    quiet_logs(server.log)
    server.resume_tables()
    if not server.tables and not args.resume_only:
        seats = seats_from([s for s in args.seats.split(",") if s], args.players)
        for _ in range(max(1, args.tables)):
            server.open_table(args.game, seats, deal=args.deal or None, rounds=args.games,
                              rules=TableRules(args.hold, args.bot_delay, args.takeover))
    host, port = await server.start(args.host or None, args.port, tls_context(args.cert, args.key))
    freezer = Freezer()  # the tables just opened, and later what lasts, are left out of the collections
    freezer.start()
    trimmer = Trimmer(lambda: server.open_connections, freezer)  # after a flood, the memory comes back
    server.on_connection = trimmer.note
    if not getattr(args, "no_trim", False):
        trimmer.start()
    if ready is not None:
        ready(server, host, port)
    try:
        await asyncio.Future()
    finally:
        trimmer.stop()
        freezer.stop()
        await server.stop()


def joinable(host: str | None, port: int, scheme: str = "ws") -> tuple[str, str]:
    """Return the address others type to join a server listening on ``host``, and this machine's name to
    say beside it ("" when the address is that name). Where it listens on every address, the address is
    this machine's own IP address on its network (a name others' computers often cannot look up), else
    the address it listens on (a loopback one: only this machine can join). A TLS table's address begins
    with ``wss://``: a plain connection gets nowhere there."""
    name = ""
    if host in (None, "", "0.0.0.0", "::"):
        host, name = outward_address(), socket.gethostname()
    address = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    return (f"wss://{address}" if scheme == "wss" else address), (name if name != host else "")


def outward_address() -> str:
    """Return this machine's IP address on its network: the one a connection out would come from (a UDP
    socket is only pointed at a documentation address, TEST-NET-1; nothing is sent), else the name's."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            return probe.getsockname()[0]
    except OSError:
        pass
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"


def main(argv: list[str] | None = None) -> int:
    """Host tables until interrupted; print each table's address and code (one line each, for scripts)."""
    args = parse_args(argv)
    scheme = "wss" if args.cert else "ws"
    from app.store.settings import load_settings
    from app.text import i18n

    i18n.set_language(load_settings()[0].language)  # the host reads the table's address in their language

    def ready(server, host, port):
        shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
        from app.text import online

        for code in server.tables:
            print(online.hosting(*joinable(host, port, scheme), code), flush=True)
            print(f"table {code} {scheme}://{shown}:{port}", flush=True)  # for scripts: one line a table

    try:
        asyncio.run(serve(args, ready))
    except KeyboardInterrupt:
        pass
    except OSError as error:
        import errno

        if error.errno != errno.EADDRINUSE:
            raise
        from app.text import online

        print(online.port_taken(args.port), flush=True)  # a sentence, not a traceback
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
