"""One connection at the table server: its hello, the seat it takes, its messages until it closes.

A connection is counted by its address until its hello (``GuardedConnection``, ``app.net.guard``); then
its hello names a table and maybe the seat's token, and each message it sends is checked and handed to
its table (``app.net.server_table``): a move, the next game, a chat line, a leave. What is wrong closes
it with a reason (``protocol.REASONS``), never a traceback.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import websockets
from websockets.asyncio.server import ServerConnection

from app.net import protocol as p
from app.net.guard import address_key
from app.net.order import peer_address
from app.net.server_table import Table, printable


async def close(conn, reason: str) -> None:
    """Send ``reason`` and close a connection (one already gone is left as it is)."""
    try:
        await conn.send(p.encode(p.Closing(reason)).decode())
        await conn.close(4000 + p.REASONS.index(reason), reason)
    except websockets.ConnectionClosed:
        pass


async def serve(server, conn) -> None:
    """Serve one connection to ``server`` (a ``TableServer``): its hello, then its messages, until it closes."""
    try:
        first = await asyncio.wait_for(conn.recv(), server.limits.hello_s)
        hello = p.decode_client(first)
    except p.ProtocolError as err:
        return await close(conn, err.reason)
    except (asyncio.TimeoutError, websockets.ConnectionClosed):
        return await close(conn, "not_hello")
    finally:
        said_hello = getattr(conn, "said_hello", None)
        if said_hello is not None:
            said_hello()  # no longer waiting: its address may open another
    if not isinstance(hello, (p.Hello, p.LobbyHello, p.Watch)):
        return await close(conn, "not_hello")
    if hello.version != p.VERSION:
        return await close(conn, "version")
    # Order: a banned address or name gets no further (app.net.order), before any code is looked at.
    address = peer_address(conn)
    if server.order.banned((printable(hello.name)[:40],), address):
        return await close(conn, "banned")
    if not isinstance(hello, p.Hello):  # the lobby's hello, or a spectator's: app.net.lobby
        return await server.serve_other(conn, hello)
    # Codes cannot be guessed: an address that missed too many is told to wait before its code is looked at.
    key = getattr(conn, "key", "") or address_key(conn.remote_address)
    if not server.codes.may_try(key):
        server.note("slow_down", f"too many wrong codes from {key}")
        return await close(conn, "slow_down")
    table = server.tables.get(hello.code.strip().upper())
    if table is None:
        server.codes.missed(key)
        return await close(conn, "wrong_code")
    # A name of one's own (app.net.names): a claimed name only with its proof; a removed player stays out.
    name = printable(hello.name)[:40]
    if not server.claims.allowed(name, hello.proof):
        return await close(conn, "name_taken")
    if table.barred(name, hello.proof):
        return await close(conn, "removed")
    try:
        seat = table.seat_for(hello.token)
    except LookupError:
        return await close(conn, "table_full")
    if hello.proof:
        server.claims.claim(name, hello.proof, key)
    token, back = table.sit(seat, conn, hello.name, hello.proof)
    table.send(seat, p.Welcome(p.VERSION, table.code, seat, token, table.view(seat), back))
    for name in table.watchers.values():  # who watches already (app.net.lobby.watch)
        table.send(seat, p.Notice("watches", name=name))
    table.schedule()
    left = False
    try:
        left = await _seated(server, conn, table, seat, name)
    except websockets.ConnectionClosed:
        pass
    finally:
        table.dropped(seat, conn, left)


async def _seated(server, conn, table: Table, seat: int, hello_name: str) -> bool:
    """Carry out a seated connection's messages; return True when the player left for good (``hello_name``:
    the name asked for, which a mute may name where the table gave the seat "Anna 2")."""
    limits = server.limits
    allowance, last = float(limits.burst), time.monotonic()
    async for raw in conn:
        now = time.monotonic()
        allowance = min(limits.burst, allowance + (now - last) * limits.rate)
        last = now
        if allowance < 1:
            await close(conn, "too_many")
            return False
        allowance -= 1
        try:
            message = p.decode_client(raw)
        except p.ProtocolError as err:
            await close(conn, err.reason)
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
            name = table.match.seats[seat].name
            if text and server.order.muted((name, hello_name), peer_address(conn)):
                table.send(seat, p.Notice("muted"))  # the operator muted this player: told, and nobody hears it
            elif text:
                table.notice(p.Notice("chat", seat, name, text), but=seat)
        elif isinstance(message, p.Remove):
            table.remove(seat, message.seat, message.ref)
        elif isinstance(message, p.Leave):
            await close(conn, "left")
            return True
        else:  # a second hello
            await close(conn, "not_hello")
            return False
    return False


class GuardedConnection(ServerConnection):
    """A connection counted by its address until its hello (``guard.Gate``): counted by the door when it was
    accepted (``TableServer.admit``), or, where asyncio accepts, as soon as it is made (past the address's
    limit it is closed at once, its file freed, before any handshake)."""

    #: The TableServer (set on a subclass made for each server; not imported: it imports this module).
    table_server: Any
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
