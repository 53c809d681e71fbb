"""Bots that play as clients through real connections on the loopback, for the network tests."""

from __future__ import annotations

import asyncio
import random

from app.bots import choose
from app.core.seats import BOT_NAMES, Seat
from app.net import hosting
from app.net.client import Refusal, TableClient, match_from_view
from app.net.server import Limits, TableRules, TableServer

#: Room enough for bots that play as fast as they can.
FAST = Limits(rate=10_000, burst=10_000)


async def start_server(saves=None, limits=FAST) -> tuple[TableServer, str]:
    """Return a server listening on a free loopback port, and its address."""
    server = TableServer(saves, limits)
    host, port = await server.start("127.0.0.1", 0)
    return server, f"ws://{host}:{port}"


def human_seats(count: int) -> tuple[Seat, ...]:
    """Return ``count`` free human seats."""
    return tuple(Seat("", human=True) for _ in range(count))


def open_table(server: TableServer, game_id: str, players: int, deal: int = 7, options=None, rounds: int = 1):
    """Open a table of free human seats where bots never wait."""
    return server.open_table(game_id, human_seats(players), options, deal=deal, rounds=rounds,
                             rules=TableRules(hold_s=30, bot_delay_s=0))


class BotClient:
    """A client that plays its seat with the game's bot, from the view the server sent it."""

    def __init__(self, url: str, code: str, name: str, level: str = "medium", seed: int = 0) -> None:
        self.received: list[bytes] = []
        self.messages: list = []
        self._changed = asyncio.Event()
        self.client = TableClient(url, code, name, on_message=self._got)
        self.client.on_raw = self.received.append
        self.level, self.rng = level, random.Random(seed)

    def _got(self, message) -> None:
        self.messages.append(message)
        self._changed.set()

    async def play(self) -> None:
        """Play until the game is over."""
        await self.client.connect()
        runner = asyncio.create_task(self.client.run())
        try:
            while True:
                match = match_from_view(self.client.seen.view)
                if match.is_over():
                    return
                seat = self.client.seat
                if seat in match.to_act():
                    action = choose(match.game_id, match.state, seat, self.level, self.rng)
                    try:
                        await self.client.act(match.rules.action_to_json(action))
                    except Refusal as refusal:  # the connection broke: look again once back
                        if refusal.reason != "dropped":
                            raise
                        await asyncio.wait_for(self.client._connected.wait(), 30)
                    continue
                self._changed.clear()
                await asyncio.wait_for(self._changed.wait(), 10)
        finally:
            await self.client.close()
            runner.cancel()


async def play_out(server: TableServer, url: str, table, players: int) -> list[BotClient]:
    """Let bot clients play ``table`` to its end, then stop the server; return the clients (what they got)."""
    bots = [BotClient(url, table.code, f"P{i}", seed=i) for i in range(players)]
    try:
        await asyncio.gather(*(b.play() for b in bots))
    finally:
        await server.stop()
    assert table.match.is_over()
    return bots


async def play_table(game_id: str, players: int, deal: int = 7, options=None, server=None, url=None):
    """Play one whole game of ``game_id`` by bots as clients; return (server, table, bot clients)."""
    if server is None:
        server, url = await start_server()
    table = open_table(server, game_id, players, deal, options)
    bots = [BotClient(url, table.code, BOT_NAMES[i], seed=i) for i in range(players)]
    await asyncio.gather(*(b.play() for b in bots))
    return server, table, bots


class ServerThread(hosting.ServerThread):
    """A table server on a thread of its own, on a free loopback port, with room for fast bots."""

    def __init__(self, saves=None, limits=FAST) -> None:
        super().__init__(saves, limits, "127.0.0.1", 0)
