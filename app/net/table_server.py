"""The table server: tables by short code, the connections to them, and the saving of every table.

The server opens tables (``app.net.server_table.Table``: the one true match of each, its seats, its
bots and clock) and resumes the saved ones; listens, with the door (``app.net.door``) accepting and
``app.net.guard`` counting each address, and serves each connection (``app.net.connection``); hands
the tables that changed to its writer thread in batches (``app.net.saves``); and when it stops, tells
every seat so before it closes their connections (the players hear that the server stopped, not only
that the connection was lost).

The command line around it (``tabletalk host``) is ``app.net.server``.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable
import secrets
from dataclasses import dataclass
from pathlib import Path

import websockets
from websockets import ServerProtocol

from app.core.match import Match
from app.core.rules import RuleError
from app.core.seats import Seat
from app.games import GAMES, REGISTRY
from app.net import connection, fair, lobby
from app.net import protocol as p
from app.net.connection import GuardedConnection
from app.net.door import Door
from app.net.guard import Codes, Gate, Throttle
from app.net.names import CLAIMS_FILE, Claims
from app.net.order import Order
from app.net.saves import Writer
from app.net.server_table import Ended, Table, TableRules

#: Letters of table codes: no 0/O, no 1/I/L, so a code read aloud or in braille is never in doubt.
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
#: Seconds after a move before its table is handed to the writer (moves that come together are saved once,
#: and the tables that moved meanwhile are written in one batch).
SAVE_AFTER_S = 0.02


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


class TableServer:
    """Tables by code, and the WebSocket connections to them.

    Attributes:
        tables: code -> Table.
        saves: the folder of the tables' files (None: nothing saved).
        limits: what one connection may send.
    """

    def __init__(self, saves: Path | None = None, limits: Limits | None = None, log=None,
                 order: Path | None = None) -> None:
        self.tables: dict[str, Table] = {}
        self.saves = Path(saves) if saves is not None else None
        self.limits = limits or Limits()
        self.log = log or (lambda text: None)
        #: The names claimed here (``app.net.names``), kept beside the tables; the operator's bans and mutes
        #: (``app.net.order``), read again whenever the file changes.
        self.claims = Claims(self.saves / CLAIMS_FILE if self.saves is not None else None, self.log)
        self.order = Order(order, self.log)
        self.writer = Writer(self.log, self.saves)  # folds a killed server's journal into the files
        #: websockets' server (``websockets.serve``) once started.
        self._server: Any = None
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
        self.on_connection: Callable[[], None] | None = None
        #: Accepts connections, and keeps those that have sent nothing yet as their sockets (``app.net.door``).
        self.door = Door(self, self.limits.hello_s)
        self._guarded: type | None = None
        #: True once ``stop`` began: no bot moves any more.
        self.stopping = False
        #: The lobby of a public server (``app.net.lobby.Lobby``, ``tabletalk serve``); None for ``host``.
        self.lobby: Any = None

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
            # Only tables with a file are kept in ``_unsaved`` (``save_soon``).
            self.writer.put_many({table.path: table.saved() for table in tables if table.path is not None})

    def open_table(self, game_id: str, seats: tuple[Seat, ...], options: dict | None = None, deal: int | None = None,
                   rounds: int = 1, count: str = "points", rules: TableRules | None = None,
                   owner: int | None = None) -> Table:
        """Open a table for a game and return it; its human seats are free for players to take; ``owner``: the
        seat of the player who opened it (the hosting seat), who may remove others.

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
        table.owner = owner
        self.tables[table.code] = table
        table.save_now(wait=True)
        return table

    def resume_tables(self) -> list[str]:
        """Open every table saved in the saves folder; return the names of files that could not be read."""
        bad = []
        for path in sorted(self.saves.glob("*.json")) if self.saves is not None and self.saves.is_dir() else ():
            try:
                table = Table.load(self, path)
            except Ended:  # a table a lobby closed
                path.unlink(missing_ok=True)
                continue
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
        """Stop listening; tell every seat the server is stopping, then close every connection.

        The notice comes before the close, so a player hears why the connection went (their client then
        tries to come back: a server started again resumes its tables). No bot moves meanwhile: the saved
        game is the one the players last heard."""
        self.stopping = True
        self.door.close()
        closing = []
        for table in self.tables.values():
            table.halt()
            table.notice(p.Notice("server_stopping"))
            closing += [connection.close(conn, "server_stopping") for conn in [*table.conns.values(), *table.watchers]]
        if self.lobby is not None:
            closing += self.lobby.stop()
        await asyncio.gather(*closing)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.save_changed()
        self.writer.close()
        self.claims.close()

    async def serve_other(self, conn, hello) -> None:
        """Serve a connection whose first message is a lobby's hello or a spectator's (``app.net.lobby``)."""
        await lobby.serve(self, conn, hello)

    def table_changed(self, table: Table) -> None:
        """Who sits at ``table`` (or watches it) changed: the lobby, if there is one, hears it."""
        if self.lobby is not None:
            self.lobby.table_changed(table)

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
        assert self._guarded is not None, "take() is called by the door, which start() opens"
        conn = self._guarded(protocol, self._server, close_timeout=self.limits.close_s)
        conn.head = head
        if key:
            conn.key, conn.waiting, conn.counted = key, True, True
        return conn

    def close_soon(self, conn, reason: str) -> None:
        """Send ``reason`` and close a connection, without waiting."""
        asyncio.get_running_loop().create_task(connection.close(conn, reason))

    async def _connection(self, conn) -> None:
        """Serve one connection (websockets' handler): ``app.net.connection``."""
        await connection.serve(self, conn)
