"""A player's connection to a public server's lobby (``tabletalk serve``), for the front ends.

``LobbyLink`` runs the connection on a thread of its own, as ``app.net.remote.RemoteTable`` does a seat:
what arrives waits in a queue until the player's side reads it (``news``), and the lobby as this player
knows it (who is there, the open tables) changes only then, on that side's thread. Tables get numbers
here, in the order they were first heard of, kept while the link lasts ("join 3" still means the same
table after another closed). Sitting at a table is a connection of its own (``app.net.sitting.join``
with the table's code); the lobby link stays open meanwhile.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from typing import Any

import websockets

from app.net import protocol as p
from app.net.client import Refusal, _reason, events_of, tls_for, url_for


async def opened(url: str, first: Any, answer: type, timeout: float, cafile: str | None = None) -> tuple[Any, Any]:
    """Connect to ``url``, send ``first``, and return the connection and the server's answer, which must be
    an ``answer``; else raise ``Refusal`` with the server's reason (or "not_protocol")."""
    conn = await websockets.connect(url, ssl=tls_for(url, cafile), max_size=p.MAX_SERVER_MESSAGE,
                                    compression=None, open_timeout=timeout)
    await conn.send(p.encode(first).decode())
    try:
        message = p.decode_server(await conn.recv())
    except websockets.ConnectionClosed as exc:
        raise Refusal(_reason(exc) or "not_protocol") from None
    except p.ProtocolError:
        await conn.close()
        raise Refusal("not_protocol") from None
    if not isinstance(message, answer):
        await conn.close()
        raise Refusal(message.reason if isinstance(message, p.Closing) else "not_protocol")
    return conn, message


async def received(conn, into: queue.Queue, kinds: tuple[type, ...]) -> None:
    """Put each message of ``kinds`` that ``conn`` receives into ``into``, then a ``Closing`` with why it
    ended (the server's reason, or "not_protocol" at bytes that are not the protocol: a piece of news
    whose events cannot be read among them)."""
    reason = ""
    try:
        async for raw in conn:
            try:
                message = p.decode_server(raw)
                if isinstance(message, p.News):
                    events_of(message)
            except p.ProtocolError:
                reason = "not_protocol"
                break
            if isinstance(message, p.Closing):
                reason = message.reason
            elif isinstance(message, kinds):
                into.put(message)
    except websockets.ConnectionClosed as exc:
        reason = reason or _reason(exc)
    into.put(p.Closing(reason or "closed"))


class LobbyLink:
    """The lobby of a public server as a front end reads it: its players, its tables by number, its news."""

    def __init__(self, address: str, name: str, language: str, timeout: float = 10.0,
                 cafile: str | None = None, proof: str = "") -> None:
        self.address = address
        self.url = url_for(address)
        self.timeout = timeout
        self._queue: queue.Queue = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="tabletalk-lobby", daemon=True)
        self._thread.start()
        self._conn: Any = None
        #: The reason the lobby closed for good ("" while it is open).
        self.closed = ""
        try:
            welcome = self._call(self._connect(name, language, cafile, proof))
        except BaseException:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(2)
            raise
        #: The name the server gave (with a number when another had it), who is there, the tables by code.
        self.name: str = welcome.name
        self.players: list[str] = list(welcome.players)
        self.tables: dict[str, p.TableInfo] = {}
        self.numbers: dict[str, int] = {}
        for info in welcome.tables:
            self._table(info)
        self._refs = 0
        asyncio.run_coroutine_threadsafe(self._receive(), self._loop)

    def _call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(self.timeout)

    async def _connect(self, name: str, language: str, cafile: str | None, proof: str) -> p.LobbyWelcome:
        self._conn, welcome = await opened(self.url, p.LobbyHello(p.VERSION, name, language, proof),
                                           p.LobbyWelcome, self.timeout, cafile)
        return welcome

    async def _receive(self) -> None:
        await received(self._conn, self._queue, (p.LobbyNews,))

    # What the player's side reads

    def news(self) -> list[tuple[Any, int]]:
        """Return what came since the last call, each with its table's number (0: none), the lobby as this
        player knows it brought up to date with each."""
        found: list[tuple[Any, int]] = []
        while True:
            try:
                message = self._queue.get_nowait()
            except queue.Empty:
                return found
            table = getattr(message, "table", None)
            old = self.tables.get(table.code) if table is not None else None
            number = self._apply(message)
            if getattr(message, "kind", "") == "changed" and old is not None and table is not None \
                    and old.free == table.free:
                continue  # a change the list says when asked (a player back, a spectator), not news to say now
            found.append((message, number))

    def _apply(self, message) -> int:
        if isinstance(message, p.Closing):
            self.closed = message.reason
            return 0
        kind = message.kind
        if kind == "came" and message.name not in self.players:
            self.players.append(message.name)
        elif kind == "went" and message.name in self.players:
            self.players.remove(message.name)
        elif kind in ("opened", "changed") and message.table is not None:
            return self._table(message.table)
        elif kind in ("ended", "created"):
            if kind == "ended":
                self.tables.pop(message.code, None)
            return self.numbers.get(message.code, 0)
        return 0

    def _table(self, info: p.TableInfo) -> int:
        self.tables[info.code] = info
        return self.numbers.setdefault(info.code, len(self.numbers) + 1)

    def listed(self) -> list[tuple[int, p.TableInfo]]:
        """Return the open tables with their numbers, in order."""
        return sorted(((self.numbers[code], info) for code, info in self.tables.items()), key=lambda t: t[0])

    def code(self, number: int) -> str:
        """Return the code of the open table ``number`` ("" for none)."""
        return next((code for code, n in self.numbers.items() if n == number and code in self.tables), "")

    # What the player does

    def send(self, message) -> None:
        """Send one message to the lobby (``Chat``, ``Create``)."""
        if self.closed:
            raise Refusal(self.closed)
        try:
            self._call(self._conn.send(p.encode(message).decode()))
        except websockets.ConnectionClosed:
            raise Refusal("dropped") from None

    def create(self, game: str, seats: list[str], options: dict, games: int) -> int:
        """Ask the server to open a table; return the ``ref`` its answer (created, or refused) will carry."""
        self._refs += 1
        self.send(p.Create(game, seats, options, games, self._refs))
        return self._refs

    def close(self) -> None:
        """Leave the lobby and stop the thread."""
        if self._conn is not None and not self.closed:
            try:
                self._call(self._conn.close())
            except (websockets.ConnectionClosed, TimeoutError, OSError):
                pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(2)


class Spectator:
    """Watching a table (``Watch``) on a thread of its own: its public view and news, read as ``news``.

    Nobody's cards are in what comes (the server sends what every seat may know), so the news is told as
    to nobody's seat (``Told`` with viewer None, as while a keyboard passes); see ``app.plain.online``."""

    def __init__(self, address: str, code: str, name: str, timeout: float = 10.0) -> None:
        self.url, self.code, self.timeout = url_for(address), code, timeout
        self._queue: queue.Queue = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="tabletalk-watch", daemon=True)
        self._thread.start()
        self._conn: Any = None
        try:
            watching = asyncio.run_coroutine_threadsafe(self._connect(name), self._loop).result(timeout)
        except BaseException:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(2)
            raise
        #: The table's public view as it stands (the last news's).
        self.view: p.View = watching.view
        asyncio.run_coroutine_threadsafe(self._receive(), self._loop)

    async def _connect(self, name: str) -> p.Watching:
        self._conn, watching = await opened(self.url, p.Watch(p.VERSION, self.code, name), p.Watching,
                                            self.timeout)
        return watching

    async def _receive(self) -> None:
        await received(self._conn, self._queue, (p.News, p.Notice))

    def news(self) -> list[Any]:
        """Return what came since the last look (News, Notice, and a Closing at the end), oldest first."""
        found: list[Any] = []
        while True:
            try:
                message = self._queue.get_nowait()
            except queue.Empty:
                return found
            if isinstance(message, p.News):
                self.view = message.view
            found.append(message)

    def close(self) -> None:
        """Stop watching (the players hear it) and stop the thread."""
        if self._conn is not None:
            try:
                asyncio.run_coroutine_threadsafe(self._conn.close(), self._loop).result(self.timeout)
            except (websockets.ConnectionClosed, TimeoutError, OSError):
                pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(2)
