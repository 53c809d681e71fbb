"""Provably fair deals at a shared table (issue 34, point 1).

Each game is dealt from a fresh secret seed of 128 bits, promised (hashed) at
its start, shown at its end; every client checks the seed against the promise,
the cards it was dealt and the end it was shown, and says "fair" or not.
"""

import asyncio
import hashlib

import msgspec
import pytest

from app.core.rng import SEED_FLOOR, rng_for
from app.core.seats import BOT_NAMES
from app.net import fair
from app.net import protocol as p
from app.text import online
from tests.net.players import BotClient, human_seats, start_server
from tests.net.test_play_online import GAMES
from app.net.server import TableRules


def _fair_table(server, game_id, players, rounds=1, deal=None):
    return server.open_table(game_id, human_seats(players), None, deal=deal, rounds=rounds,
                             rules=TableRules(hold_s=30, bot_delay_s=0))


def _notices(bot, kind):
    return [m for m in bot.messages if isinstance(m, p.Notice) and m.kind == kind]


async def _until(condition, seconds=10.0):
    for _ in range(int(seconds / 0.01)):
        if condition():
            return True
        await asyncio.sleep(0.01)
    return condition()


def test_a_secret_seed_has_its_whole_hash_and_numbered_deals_are_unchanged():
    seed = fair.fresh_seed()
    assert seed >= SEED_FLOOR << fair.SEED_BITS and seed.bit_length() > fair.SEED_BITS
    digest = hashlib.sha256(f"x:{seed}".encode()).digest()
    import random
    assert rng_for("x", seed).random() == random.Random(int.from_bytes(digest, "big")).random()
    assert len({fair.fresh_seed() for _ in range(50)}) == 50
    # A numbered deal keeps its old shuffle (tests/core/test_rng_deals.py has the values).
    assert rng_for("x", 0).getrandbits(64) == random.Random(int.from_bytes(
        hashlib.sha256(b"x:0").digest()[:8], "big")).getrandbits(64)


@pytest.mark.parametrize("game_id,players", GAMES)
async def test_every_client_checks_the_deal_and_finds_it_fair(game_id, players):
    server, url = await start_server()
    table = _fair_table(server, game_id, players)
    promised = table.promise()
    assert len(promised) == 64 and table.match.deal >= SEED_FLOOR
    bots = [BotClient(url, table.code, BOT_NAMES[i], seed=i) for i in range(players)]
    try:
        await asyncio.gather(*(b.play() for b in bots))
        assert await _until(lambda: all(_notices(b, "fair") for b in bots))
    finally:
        await server.stop()
    seed = str(table.match.deal).encode()
    for bot in bots:
        assert not _notices(bot, "unfair") and not _notices(bot, "chosen")
        views = [m.view for m in bot.messages if isinstance(m, (p.News, p.Welcome))]
        assert {v.promise for v in views} == {promised}
        # The seed is in no message before the end, and every view says no deal number.
        for raw in bot.received:
            message = p.decode_server(raw)
            view = getattr(message, "view", None)
            if view is not None and not view.seed:
                assert seed not in (raw if isinstance(raw, bytes) else raw.encode())
            if view is not None:
                assert view.deal == 0
        assert views[-1].seed == table.match.deal and fair.promise(views[-1].seed, views[-1].salt) == promised


async def test_the_next_game_has_a_new_seed_and_a_new_promise():
    server, url = await start_server()
    table = _fair_table(server, "zoker-memo", 2, rounds=2)
    first_seed, first_promise = table.match.deal, table.promise()
    bots = [BotClient(url, table.code, BOT_NAMES[i], seed=i) for i in range(2)]
    try:
        await asyncio.gather(*(b.play() for b in bots))
        answer = await _next_game(url, table)
        assert isinstance(answer, p.News)
        assert table.match.round_no == 2
        assert table.match.deal not in (first_seed, first_seed + 1) and table.match.deal >= SEED_FLOOR
        assert answer.view.promise not in ("", first_promise) and answer.view.seed == 0
    finally:
        await server.stop()


async def _next_game(url, table):
    from app.net.client import TableClient

    client = TableClient(url, table.code, "Late", token=table.tokens[0])
    await client.connect()
    try:
        return await asyncio.wait_for(_ask_next(client), 10)
    finally:
        await client.close()


async def _ask_next(client):
    runner = asyncio.create_task(client.run())
    try:
        return await client.request(p.NextGame())
    finally:
        runner.cancel()


async def test_a_seed_that_is_not_the_promised_one_is_said_to_be_unfair():
    """A cheating server: the promise of one seed, then another seed dealt and shown."""
    server, url = await start_server()
    table = _fair_table(server, "zoker-tiko", 2)
    honest = table.promise
    table.promise = lambda: fair.promise(12345 + SEED_FLOOR, "salt")  # what it promises is not what it deals
    bots = [BotClient(url, table.code, BOT_NAMES[i], seed=i) for i in range(2)]
    try:
        await asyncio.gather(*(b.play() for b in bots))
        assert await _until(lambda: all(_notices(b, "unfair") for b in bots))
    finally:
        await server.stop()
    assert honest() != table.promise()
    for bot in bots:
        assert _notices(bot, "unfair")[0].text == "promise" and not _notices(bot, "fair")


async def test_a_deal_that_is_not_the_cards_dealt_is_said_to_be_unfair():
    """The promise holds, but the seat was dealt cards of another deal: the check deals again and sees it."""
    view = p.View("zoker-tiko", 0, [p.SeatInfo("A", True, "medium"), p.SeatInfo("B", True, "medium")], {}, {})
    from app.core.match import Match
    from app.core.seats import Seat
    from app.core.seen import seat_state
    from app.games import REGISTRY  # noqa: F401 - the rules

    seeds = fair.fresh_seed(), fair.fresh_seed()
    matches = [Match.start("zoker-tiko", s, (Seat("A"), Seat("B"))) for s in seeds]
    rules = matches[0].rules
    dealt_other = fair.plain(p.state_json(rules, seat_state("zoker-tiko", matches[1].state, 0)))
    view.seed, view.salt, view.state = seeds[0], "s", fair.plain(p.state_json(rules, seat_state(
        "zoker-tiko", matches[0].state, 0)))
    view.options = matches[0].options
    promised = fair.promise(seeds[0], "s")
    from app.net.client import action_from_json

    assert fair.check(view, 0, promised, dealt_other, action_from_json) == "deal"
    # With the cards truly dealt, the deal is right, and a game not played to its end is not the end.
    dealt = fair.plain(view.state)
    assert fair.check(view, 0, promised, dealt, action_from_json) == "end"


async def test_a_chosen_deal_is_told_to_every_player():
    server, url = await start_server()
    table = _fair_table(server, "zoker-memo", 2, deal=42)
    bots = [BotClient(url, table.code, BOT_NAMES[i], seed=i) for i in range(2)]
    try:
        await asyncio.gather(*(b.play() for b in bots))
    finally:
        await server.stop()
    for bot in bots:
        assert len(_notices(bot, "chosen")) == 1 and not _notices(bot, "fair")
    assert table.match.deal == 42
    assert "chose" in online.notice("chosen", [], None)
    assert online.notice("fair", [], None) == "The deal was checked: fair."


async def test_a_fair_table_resumes_with_its_seed_and_promise(tmp_path):
    from app.net.server import Table, TableServer

    server, url = await start_server(saves=tmp_path)
    table = _fair_table(server, "zoker-memo", 2)
    promised, seed = table.promise(), table.match.deal
    await server.stop()
    again = Table.load(TableServer(tmp_path), table.path)
    assert again.promise() == promised and again.match.deal == seed
    saved = msgspec.json.decode(table.path.read_bytes())
    assert saved["salt"] == table.salt


@pytest.mark.parametrize("game_id,players", [("loker", 3), ("zipzap", 3), ("zocken", 2)])
async def test_the_second_game_of_a_match_checks_too(game_id, players):
    """The second game deals with what the first carried (Loker's chips, the start gone round the table):
    the check deals it the same way from the view."""
    import random

    from app.bots import choose
    from app.net.client import action_from_json

    server = __import__("app.net.server", fromlist=["TableServer"]).TableServer()
    table = _fair_table(server, game_id, players, rounds=0)
    rng = random.Random(3)

    def play_out():
        for _ in range(5000):
            match = table.match
            if match.is_over():
                return
            seat = match.to_act()[0]
            table.play(seat, choose(game_id, match.state, seat, "medium", rng))
        raise AssertionError("the game did not end")

    play_out()
    table.next_game(0)
    start = [table.view(s) for s in range(players)]
    assert start[0].round_no == 2 and start[0].moves == 0 and not start[0].seed
    play_out()
    for seat in range(players):
        end = table.view(seat)
        assert end.seed == table.match.deal
        assert fair.check(end, seat, start[seat].promise, start[seat].state, action_from_json) == ""
        # The first game's promise is not this game's: a seat holding it would find the deal unfair.
        assert fair.check(end, seat, "0" * 64, start[seat].state, action_from_json) == "promise"
