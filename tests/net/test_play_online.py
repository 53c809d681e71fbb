"""Whole games played through real connections on the loopback, each seat a client with a bot."""

import pytest

from tests.net.players import play_table

GAMES = [("zoker-memo", 2), ("zoker-tiko", 3), ("zoker-kubo", 3), ("zipzap", 4), ("loker", 3), ("zocken", 2)]


@pytest.mark.parametrize("game_id,players", GAMES)
async def test_a_whole_game_is_played_by_clients(game_id, players):
    server, table, bots = await play_table(game_id, players)
    try:
        assert table.match.is_over()
        for bot in bots:
            # Every seat's last view is the end of the same game.
            assert bot.client.seen.view.moves == len(table.match.actions)
    finally:
        await server.stop()
