"""The lobby of a public table server (``tabletalk serve``), and the spectators of its tables.

A connection that opens with ``LobbyHello`` is a lobby player: it hears who is there and the open tables
(``LobbyWelcome``), then every change as it happens (``LobbyNews``: a player came or went, a table opened,
changed or ended, a line of chat), as events, never sentences: each front end words them in its own
language. A lobby player creates a table with ``Create``; it sits at one (or takes a seat back) on a
connection of its own with the ordinary ``Hello``, so a lobby table is a ``Table`` like any other, and the
lobby connection stays open meanwhile. A connection that opens with ``Watch`` is a spectator: it is sent
what every seat may know (``seat_state`` and ``seat_events`` for seat None) and the players are told.

Tables end here: a finished one once its last player's connection is gone, an idle one (no move, nobody
sitting down) after the operator's ``idle_s``; the players, the spectators and the lobby are told
(reason ``table_closed``), and its file is marked ended (``server_table.ENDED``) so a restart does not
bring it back. Every limit of a table's connection holds here too: the size of a message and a chat line
(``protocol.decode_client``), the rate (``Limits.rate``/``burst``), the connections one address may open
before their hello (the door), and a player may open only ``per_player`` tables, the server ``max_tables``.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

import websockets

from app.core.rules import RuleError
from app.core.seats import BOT_NAMES, LEVELS, Seat
from app.games import GAMES
from app.net import protocol as p
from app.net.connection import close
from app.net.guard import address_key
from app.net.order import peer_address
from app.net.server_table import ENDED, Table, TableRules, numbered, printable

#: Seconds between two looks at the tables that should end.
SWEEP_S = 1.0
#: Spectators one table may have: each move is sent to every one of them.
MAX_WATCHERS = 50


@dataclass
class Player:
    """One lobby connection: its name, the language it reads, and the tables it created."""

    name: str
    language: str
    created: list[str] = field(default_factory=list)


class Allowance:
    """How many messages a connection may still send now (``Limits.rate`` a second, ``burst`` at once)."""

    def __init__(self, limits) -> None:
        self.rate, self.burst = limits.rate, limits.burst
        self.left, self.last = float(limits.burst), time.monotonic()

    def take(self) -> bool:
        """Count one message; False when it came too fast (the connection is closed with ``too_many``)."""
        now = time.monotonic()
        self.left = min(self.burst, self.left + (now - self.last) * self.rate)
        self.last = now
        if self.left < 1:
            return False
        self.left -= 1
        return True


async def messages(conn, limits):
    """Yield each message ``conn`` sends, decoded; at one too many or one not of the protocol, close it
    with the reason and stop (a lobby player's connection and a spectator's)."""
    allowance = Allowance(limits)
    async for raw in conn:
        if not allowance.take():
            await close(conn, "too_many")
            return
        try:
            message = p.decode_client(raw)
        except p.ProtocolError as err:
            await close(conn, err.reason)
            return
        yield message


class Lobby:
    """The lobby of a ``TableServer``: its players, who created which table, and the tables' end."""

    def __init__(self, server, rules: TableRules | None = None, idle_s: float = 0.0, max_tables: int = 500,
                 per_player: int = 3) -> None:
        self.server = server
        server.lobby = self
        self.rules = rules or TableRules()
        self.idle_s, self.max_tables, self.per_player = idle_s, max_tables, per_player
        #: Lobby connections, and who each one is.
        self.players: dict[Any, Player] = {}
        #: Table code -> (the name of the player who created it, their language).
        self.hosts: dict[str, tuple[str, str]] = {}
        self._sweeper: asyncio.TimerHandle | None = None

    # What the lobby says

    def info(self, table: Table) -> p.TableInfo:
        """Return a table as the lobby lists it."""
        host, language = self.hosts.get(table.code, ("", ""))
        free = sum(1 for seat, s in enumerate(table.match.seats) if s.human and seat not in table.tokens)
        return p.TableInfo(table.code, table.match.game_id, table.seats(), table.match.options, language, host,
                           sorted(table.watchers.values()), finished(table), free)

    def tell(self, news: p.LobbyNews, but: Any = None) -> None:
        """Send a piece of lobby news to every lobby player (but one), encoded once, never waiting."""
        conns = [conn for conn in self.players if conn is not but]
        if conns:
            websockets.broadcast(conns, p.encode(news).decode())

    @staticmethod
    def send(conn, message) -> None:
        """Send one message to one connection (never waits)."""
        websockets.broadcast([conn], p.encode(message).decode())

    # The tables

    def table_changed(self, table: Table) -> None:
        """Who sits at a table (or watches it) changed: it ends now if it is over and empty, else the lobby
        hears the change."""
        if table.closed or table.code not in self.server.tables:
            return
        if finished(table) and not table.conns:
            self.close_table(table)
        else:
            self.tell(p.LobbyNews("changed", table=self.info(table)))

    def close_table(self, table: Table) -> None:
        """End a table: its seats and spectators are closed with ``table_closed``, its file marked ended,
        and the lobby hears it."""
        server = self.server
        table.close()
        server.tables.pop(table.code, None)
        self.hosts.pop(table.code, None)
        if table.path is not None:
            server.save_changed()  # its last save goes first; the mark after it wins
            server.writer.put(table.path, ENDED)
        for conn in [*table.conns.values(), *table.watchers]:
            server.close_soon(conn, "table_closed")
        self.tell(p.LobbyNews("ended", code=table.code))

    def start(self) -> None:
        """Look at the tables that should end once a ``SWEEP_S``, from now on."""
        self._sweeper = asyncio.get_running_loop().call_later(SWEEP_S, self._sweep)

    def stop(self) -> list:
        """Stop looking; return the closing of every lobby connection, for the server to wait on."""
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        return [close(conn, "server_stopping") for conn in list(self.players)]

    def _sweep(self) -> None:
        self.sweep(time.monotonic())
        self.start()

    def sweep(self, now: float) -> None:
        """End every table that is over with nobody at it (its bots finished the game), and every table
        idle for ``idle_s`` (no move, nobody sat down; 0: never)."""
        for table in list(self.server.tables.values()):
            if finished(table) and not table.conns or self.idle_s > 0 and now - table.active > self.idle_s:
                self.close_table(table)

    def create(self, conn, player: Player, message: p.Create) -> None:
        """Open the table a lobby player asked for (said to everyone), or tell them why not."""
        server = self.server
        player.created = [code for code in player.created if code in server.tables]
        why = self._check(message)
        if not why and (len(server.tables) >= self.max_tables or len(player.created) >= self.per_player):
            why = "too_many_tables"
        if not why:
            game = GAMES[message.game]
            # Each human seat free for a player to take, each other a bot of the level asked for (_check).
            seats = tuple(Seat("", human=True) if kind == "human" else
                          Seat(BOT_NAMES[i % len(BOT_NAMES)], human=False, level=kind)
                          for i, kind in enumerate(message.seats))
            try:
                options = {**game.default_options(), **message.options}
                table = server.open_table(game.id, seats, options, rounds=message.games, rules=self.rules)
            except (RuleError, ValueError, TypeError, KeyError, IndexError):
                why = "bad_table"
        if why:
            self.send(conn, p.LobbyNews("refused", text=why, ref=message.ref))
            return
        self.hosts[table.code] = (player.name, player.language)
        player.created.append(table.code)
        table.schedule()
        self.send(conn, p.LobbyNews("created", code=table.code, ref=message.ref))
        self.tell(p.LobbyNews("opened", table=self.info(table)))

    @staticmethod
    def _check(message: p.Create) -> str:
        """Return why a table cannot be made as asked ("" when it can): a game for several seats, as many
        seats as it takes (one human at least, the others bots of a known level), its own options."""
        game = GAMES.get(message.game)
        if game is None or not game.table or not game.has_rules:
            return "bad_game"
        low, high = game.players
        if not low <= len(message.seats) <= high or "human" not in message.seats:
            return "bad_seats"
        if any(kind != "human" and kind not in LEVELS for kind in message.seats):
            return "bad_table"
        for key, value in message.options.items():
            option = game.option(key)
            if option is None or not option.allows(value):
                return "bad_table"
        if not 0 <= message.games <= 99:
            return "bad_table"
        return ""

    # The lobby's players

    def unique_name(self, name: str) -> str:
        """Return ``name``, or with a number after it ("Anna 2") when a lobby player has it already."""
        name = printable(name)[:40] or "?"
        return numbered(name, {player.name.casefold() for player in self.players.values()})

    async def serve(self, conn, hello: p.LobbyHello) -> None:
        """Serve one lobby connection: welcome it, tell the others, carry out its messages until it goes."""
        # A name of one's own (app.net.names), as at a table's hello: a claimed name only with its proof.
        name = printable(hello.name)[:40]
        if not self.server.claims.allowed(name, hello.proof):
            return await close(conn, "name_taken")
        if hello.proof:
            self.server.claims.claim(name, hello.proof, getattr(conn, "key", "") or address_key(conn.remote_address))
        player = Player(self.unique_name(hello.name), printable(hello.language)[:12])
        self.players[conn] = player
        tables = [self.info(table) for table in self.server.tables.values() if not table.closed]
        self.send(conn, p.LobbyWelcome(p.VERSION, player.name, [pl.name for pl in self.players.values()], tables))
        self.tell(p.LobbyNews("came", name=player.name), but=conn)
        try:
            await self._messages(conn, player)
        except websockets.ConnectionClosed:
            pass
        finally:
            self.players.pop(conn, None)
            self.tell(p.LobbyNews("went", name=player.name))

    async def _messages(self, conn, player: Player) -> None:
        async for message in messages(conn, self.server.limits):
            if isinstance(message, p.Chat):
                text = printable(message.text)
                if text and self.server.order.muted((player.name,), peer_address(conn)):
                    self.send(conn, p.LobbyNews("muted"))  # the operator muted this player: told, nobody hears
                elif text:
                    self.tell(p.LobbyNews("chat", name=player.name, text=text), but=conn)
            elif isinstance(message, p.Create):
                self.create(conn, player, message)
            elif isinstance(message, p.Leave):
                return await close(conn, "left")
            else:  # a second hello, a move in no game
                return await close(conn, "not_hello")


def finished(table: Table) -> bool:
    """Return True when a table's match is over: its last game played (or its one game, in an open match)."""
    match = table.match
    return match.is_over() and (match.rounds == 0 or match.round_no >= match.rounds)


async def serve(server, conn, hello: p.LobbyHello | p.Watch) -> None:
    """Serve a connection that opened with a lobby's hello (``server.lobby``; a server without one closes
    it with ``no_lobby``) or a spectator's (``TableServer.serve_other``, from ``app.net.connection``)."""
    if isinstance(hello, p.Watch):
        return await watch(server, conn, hello)
    if getattr(server, "lobby", None) is None:
        return await close(conn, "no_lobby")
    await server.lobby.serve(conn, hello)


async def watch(server, conn, hello: p.Watch) -> None:
    """Serve a spectator: the table's public view, then its news, until it leaves; the seats hear who came
    to watch ("watches") and who stopped ("unwatches"). A spectator's chat and moves are not carried out."""
    key = getattr(conn, "key", "") or address_key(conn.remote_address)
    if not server.codes.may_try(key):  # codes cannot be guessed by watching either
        return await close(conn, "slow_down")
    table = server.tables.get(hello.code.strip().upper())
    if table is None or table.closed:
        server.codes.missed(key)
        return await close(conn, "wrong_code")
    if len(table.watchers) >= MAX_WATCHERS:
        return await close(conn, "table_full")
    name = printable(hello.name)[:40] or "?"
    table.notice(p.Notice("watches", name=name))
    table.watchers[conn] = name
    Lobby.send(conn, p.Watching(p.VERSION, table.code, table.view(None)))
    table.changed()
    try:
        async for message in messages(conn, server.limits):
            if isinstance(message, p.Leave):
                return await close(conn, "left")
            if isinstance(message, (p.Hello, p.LobbyHello, p.Watch)):
                return await close(conn, "not_hello")
    except websockets.ConnectionClosed:
        pass
    finally:
        if table.watchers.pop(conn, None) is not None and not table.closed:
            table.notice(p.Notice("unwatches", name=name))
            table.changed()
