"""Watching a table (issue 39, point 2; ``app.net.lobby.watch``), on the loopback only.

A spectator is sent what every seat may know and nothing more: its view is the mask for seat None
(``app.core.seen``), and no card hidden from it (a hand, the stock) is anywhere in the bytes it received,
although the seats' own views show their hands. The players hear who watches.
"""

from __future__ import annotations

import asyncio

import msgspec
import pytest
import websockets

from app.core.seen import seat_events, seat_state
from app.net import protocol as p
from tests.net.players import open_table, play_out, start_server
from tests.net.test_no_leak import _compact, _leaves

WAIT = 5.0


@pytest.mark.parametrize("game_id,players", [("zipzap", 4), ("zoker-tiko", 3), ("zoker-memo", 2)])
async def test_a_spectator_receives_no_hidden_card(game_id, players):
    server, url = await start_server()
    table = open_table(server, game_id, players, deal=11)
    behind = []  # (the full state, the events) behind each piece of news
    original_news = table.news

    def news(actor, events, ref=0, asker=None):
        behind.append((table.match.state, events))
        original_news(actor, events, ref, asker)

    table.news = news
    spectator = await websockets.connect(url)
    await spectator.send(p.encode(p.Watch(p.VERSION, table.code, "Olga")).decode())
    received: list[str] = []

    async def read() -> None:
        try:
            async for raw in spectator:
                received.append(raw)
        except websockets.ConnectionClosed:
            pass

    reader = asyncio.get_running_loop().create_task(read())
    async with asyncio.timeout(WAIT):
        while not received:
            await asyncio.sleep(0.01)
    assert isinstance(p.decode_server(received[0]), p.Watching)
    bots = await play_out(server, url, table, players)
    async with asyncio.timeout(WAIT):
        await reader
    rules = table.match.rules
    # The players heard who watches (each seat heard it, whatever came before or after).
    for bot in bots:
        assert any(isinstance(m, p.Notice) and (m.kind, m.name) == ("watches", "Olga") for m in bot.messages)
    news = [raw for raw in received if isinstance(p.decode_server(raw), p.News)]
    assert len(news) == len(behind) > 0
    checked = 0
    for raw, (full, events) in zip(news, behind):
        message = p.decode_server(raw)
        public = rules.state_to_json(seat_state(game_id, full, None))
        assert msgspec.json.decode(msgspec.json.encode(message.view.state)) == public
        masked = [p.pack(e) for e in seat_events(game_id, events, None)]
        assert msgspec.json.decode(msgspec.json.encode(message.events)) == msgspec.json.decode(
            msgspec.json.encode(masked))
        known = _compact(public) + _compact(masked) + _compact(msgspec.to_builtins(message.view.recent))
        # What a seat may know and the spectator not (its hand), and what nobody may (the stock, Memo's
        # face-down cards): never in the spectator's bytes.
        for seat in [*range(players), "all"]:
            private = rules.state_to_json(full if seat == "all" else seat_state(game_id, full, seat))
            for path, value in _leaves(private, public):
                hidden = _compact(value)
                if isinstance(value, (dict, list)) and hidden not in known:
                    assert (hidden[1:] if isinstance(value, dict) else hidden) not in raw, (seat, path, value)
                    checked += 1
    assert checked > 0  # cards were hidden from the spectator


async def test_the_players_hear_a_spectator_come_and_go_and_its_moves_are_not_played():
    server, url = await start_server()
    table = open_table(server, "zoker-memo", 2)
    heard = []
    table.sent_hook = lambda seat, message: heard.append((seat, message))
    try:
        seat = await websockets.connect(url)
        await seat.send(p.encode(p.Hello(p.VERSION, table.code, "Eva")).decode())
        await seat.recv()
        watcher = await websockets.connect(url)
        await watcher.send(p.encode(p.Watch(p.VERSION, table.code, "Olga")).decode())
        watching = p.decode_server(await watcher.recv())
        assert isinstance(watching, p.Watching) and watching.code == table.code
        moves = len(table.match.actions)
        to_act = table.match.to_act()[0]
        legal = table.match.rules.legal_actions(table.match.state, to_act)[0]
        await watcher.send(p.encode(p.Act(table.match.rules.action_to_json(legal))).decode())
        await watcher.close()
        async with asyncio.timeout(WAIT):
            while not any(isinstance(m, p.Notice) and m.kind == "unwatches" for _, m in heard):
                await asyncio.sleep(0.01)
        kinds = [(m.kind, m.name) for s, m in heard if isinstance(m, p.Notice) and s == 0]
        assert ("watches", "Olga") in kinds and ("unwatches", "Olga") in kinds
        assert len(table.match.actions) == moves and not table.watchers
        await seat.close()
    finally:
        await server.stop()
