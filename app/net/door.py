"""The door: the server accepts connections itself, and keeps one that has sent nothing yet as little more
than its socket (issue 34, point 7).

A connection in asyncio and the websockets library is about a hundred Python objects from the moment it is
accepted (its transport, protocol, parser, reader, handler task, handshake coroutine and timers): 7 to 8 KB
of Python's own allocator, 22 arenas of 1 MB for 3,000 connections that never say a word. After such a flood
the arenas cannot all be given back: an arena goes back to the system only once every block in it is free,
and the few things that live on and were made during the flood (a timer's handle and its time, a string, a
dictionary's table) are spread over them. The fewer arenas a flood takes, the fewer can be kept.

So the ``Door`` accepts on the server's listening sockets itself, counts each new connection by its address
(``host.admit``: past the address's limit it is closed at once, its file freed), and keeps the socket in a
selector of its own, about 400 bytes a connection (docs/online.md says how it was measured), with what it
sent so far: only when its HTTP upgrade request is whole (or, with TLS, at its first bytes: TLS's hello)
does it become an asyncio transport and a websockets connection (``host.take``). One still at the door
after ``limit_s`` is closed by one look a second (no timer a connection); one that closes there makes
nothing at all.

On an event loop that cannot watch a file (Windows' proactor loop) the listener is asyncio's own and each
connection is counted as it is made (``GuardedConnection.connection_made``).
"""

from __future__ import annotations

import asyncio
import errno
import selectors
import socket
import time
from typing import Callable, cast

from app.net.guard import address_key

#: Accepted at most at each turn of the loop (as asyncio's own listener: others get their turn).
BACKLOG = 100
#: Bytes of a request's head kept at the door at most (websockets refuses a longer one anyway).
HEAD_MAX = 16384
#: Seconds the door stops accepting when no file is left (as asyncio's own listener).
RETRY_S = 1.0


class Door:
    """Accepts connections and keeps those that have not sent a whole request yet; see the module's docstring.

    ``host`` is told: ``admit(key) -> bool`` for each accepted connection (False: closed at once),
    ``lost(key)`` for one closed at the door, ``take(key, head) -> protocol`` to make the websockets
    connection of one that leaves the door (``head``: the bytes it sent, to be its protocol's first),
    ``note(kind, text)`` for a complaint (logged once an interval).
    """

    #: Seconds between two looks for connections that waited too long.
    EVERY_S = 1.0

    def __init__(self, host, limit_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.host, self.limit_s, self.clock = host, limit_s, clock
        #: socket -> (its address's key, when accepted, its request so far); a dict keeps the order they came
        #: in: the oldest first.
        self.waiting: dict[socket.socket, tuple[str, float, bytes]] = {}
        self.ssl = None
        self._listeners: list[socket.socket] = []
        self._selector: selectors.BaseSelector | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._handing: set[asyncio.Task] = set()
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        """Return the event loop the door watches in (``open`` sets it; nothing else runs before)."""
        assert self._loop is not None, "the door is not open"
        return self._loop

    def open(self, listeners, ssl=None) -> bool:
        """Accept on ``listeners`` (an asyncio server's listening sockets) from now on instead of asyncio;
        return False when this event loop cannot watch a file (asyncio's listener then goes on)."""
        loop = asyncio.get_running_loop()
        selector = selectors.DefaultSelector()
        mine = [listener.dup() for listener in listeners]  # the same listening socket, as a socket of ours
        try:
            for listener, own in zip(listeners, mine):
                own.setblocking(False)
                loop.add_reader(own.fileno(), self._accept, own)
                loop.remove_reader(listener.fileno())  # asyncio's accept (it closes ``listener`` when stopped)
            if hasattr(selector, "fileno"):
                loop.add_reader(selector.fileno(), self._spoke)
        except NotImplementedError:
            selector.close()
            for own in mine:
                own.close()
            return False
        self._loop, self.ssl, self._listeners = loop, ssl, mine
        self._selector = selector if hasattr(selector, "fileno") else None
        if self._selector is None:
            selector.close()
        self._timer = loop.call_later(self.EVERY_S, self.look)
        return True

    def _accept(self, listener: socket.socket) -> None:
        for _ in range(BACKLOG):
            try:
                sock, peer = listener.accept()
                sock.setblocking(False)
            except (BlockingIOError, InterruptedError, ConnectionAbortedError):
                return
            except OSError as exc:
                if exc.errno not in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    self.host.note("accept-other", f"a connection could not be accepted: {exc!r:.120}")
                    return
                # No file left: the listener stays ready, so it is not watched for a while (as asyncio does).
                self.host.note("accept", f"a connection could not be accepted: {exc!r:.120}")
                self.loop.remove_reader(listener.fileno())
                self.loop.call_later(RETRY_S, self._again, listener)
                return
            self._came(sock, peer)

    def _again(self, listener: socket.socket) -> None:
        if listener in self._listeners and listener.fileno() >= 0:
            self.loop.add_reader(listener.fileno(), self._accept, listener)

    def _came(self, sock: socket.socket, peer) -> None:
        key = address_key(peer)
        if not self.host.admit(key):
            sock.close()
            return
        self.waiting[sock] = (key, self.clock(), b"")
        if self._selector is not None:
            self._selector.register(sock, selectors.EVENT_READ)
        else:
            self.loop.add_reader(sock.fileno(), self._ready, sock)

    def _spoke(self) -> None:
        assert self._selector is not None, "watched only while the door has its selector"
        for selected, _events in self._selector.select(0):
            self._ready(cast(socket.socket, selected.fileobj))  # only sockets are registered (_came)

    def _ready(self, sock: socket.socket) -> None:
        """``sock`` has bytes, or closed. Without TLS its bytes are kept here until its request's head is whole
        (then it is the host's, those bytes its first); with TLS its first bytes make it the host's."""
        entry = self.waiting.get(sock)
        if entry is None:
            return
        try:
            data = sock.recv(HEAD_MAX, socket.MSG_PEEK if self.ssl is not None else 0)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:  # it closed: the end of a flood, thousands at once, and none needs more than its file closed
            return self._close(sock)
        if self.ssl is None:
            data = entry[2] + data
            if b"\r\n\r\n" not in data and len(data) < HEAD_MAX:
                self.waiting[sock] = (entry[0], entry[1], data)  # half a request: it waits on, as it came
                return
        self._forget(sock)
        task = self.loop.create_task(self._hand(sock, entry[0], b"" if self.ssl is not None else data))
        self._handing.add(task)
        task.add_done_callback(self._handing.discard)

    async def _hand(self, sock: socket.socket, key: str, data: bytes) -> None:
        made = []

        def protocol():
            made.append(self.host.take(key, data))
            return made[0]

        extra: dict[str, float] = {"ssl_handshake_timeout": self.limit_s} if self.ssl is not None else {}
        try:
            await self.loop.connect_accepted_socket(protocol, sock, ssl=self.ssl, **extra)
        except (OSError, asyncio.TimeoutError, ValueError):
            # Closed, or its TLS handshake failed (not logged, as asyncio's listener does not): it never
            # became a connection that is uncounted when lost.
            if made and made[0].counted:
                made[0].forget()
            elif not made:
                self.host.lost(key)
            sock.close()

    def _forget(self, sock: socket.socket) -> tuple[str, float, bytes] | None:
        entry = self.waiting.pop(sock, None)
        if entry is None:
            return None
        if self._selector is not None:
            self._selector.unregister(sock)
        else:
            self.loop.remove_reader(sock.fileno())
        if not self.waiting:
            self.waiting = {}  # a dict never shrinks: the table a flood grew goes with the flood
        return entry

    def _close(self, sock: socket.socket) -> None:
        entry = self._forget(sock)
        if entry is not None:
            sock.close()
            self.host.lost(entry[0])

    def look(self) -> int:
        """Close the connections at the door for ``limit_s``; return how many (sets the next look)."""
        now, late = self.clock(), []
        for sock, (_key, since, _head) in self.waiting.items():
            if now - since < self.limit_s:
                break  # the rest came later
            late.append(sock)
        for sock in late:
            self._close(sock)
        if self._timer is not None:
            self._timer = self.loop.call_later(self.EVERY_S, self.look)
        return len(late)

    def close(self) -> None:
        """Accept no more, and close every connection still waiting."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        for sock in list(self.waiting):
            self._close(sock)
        if self._loop is not None:
            for listener in self._listeners:
                if listener.fileno() >= 0:
                    self._loop.remove_reader(listener.fileno())
                listener.close()
            if self._selector is not None:
                if hasattr(self._selector, "fileno"):  # always: only a selector with a file is kept (open)
                    self._loop.remove_reader(self._selector.fileno())
                self._selector.close()
                self._selector = None
        self._listeners = []
