"""Hosting a table from a front end: a table server on a thread of its own, beside the player's sitting.

Line mode's ``host`` (and ``tabletalk host``) opens the table set in the menu
on a server in this process, then joins it like any other player, through
the loopback: the host plays through the same protocol as the others.
"""

from __future__ import annotations

import asyncio
import threading

from app.net.server import Limits, TableRules, TableServer, joinable

#: The address a hosted table listens on: every address of the machine (None), so friends can join.
LISTEN: str | None = None
#: The port a hosted table listens on first; when it is taken, one the system picks.
PORT = 4747


class ServerThread:
    """A table server running on an asyncio loop of its own thread."""

    def __init__(self, saves=None, limits: Limits | None = None, host: str | None = "127.0.0.1",
                 port: int = 0, ssl=None) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="tabletalk-server", daemon=True)
        self.thread.start()
        self.server = TableServer(saves, limits)
        self.server.resume_tables()
        try:
            self.host, self.port = self.call(self.server.start(host, port, ssl))
        except OSError:
            if not port:
                raise
            self.host, self.port = self.call(self.server.start(host, 0, ssl))  # the port is taken
        scheme = "wss" if ssl is not None else "ws"
        #: The address to join from this machine.
        self.url = f"{scheme}://{'127.0.0.1' if host in (None, '', '0.0.0.0', '::') else host}:{self.port}"

    def call(self, coroutine, timeout: float = 10):
        """Run a coroutine on the server's loop and return its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def do(self, function, *args, **kwargs):
        """Call ``function`` on the server's loop (tables are only touched there) and return its result."""
        async def call():
            return function(*args, **kwargs)
        return self.call(call())

    def open_table(self, game_id, seats, options=None, deal=None, rounds=1, count="points",
                   rules: TableRules | None = None, owner: int | None = None):
        """Open a table on the server (``owner``: the seat of the player who opened it); return it."""
        return self.do(self.server.open_table, game_id, tuple(seats), options, deal, rounds, count, rules, owner)

    def public_address(self) -> tuple[str, str]:
        """Return the address others type to join (this machine's IP address and the port, where it listens
        on every address), and the machine's name to say beside it."""
        return joinable(self.host, self.port, self.url.partition(":")[0])

    def stop(self) -> None:
        """Stop the server and its thread."""
        try:
            self.call(self.server.stop(), timeout=5)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)
