"""One core for a table's bots (``app.bots.table``, issue 38): a game here (``LocalTable``) and a table server's
table make the same bot moves at the same position, and the same bot reacts first in a race, after the same
time; the server's race clock goes on from the game's clock, read through the game's rules."""

from __future__ import annotations

from app.bots.table import RaceClock, bot_action, bot_due, first_reaction, reactions, turn_bot
from app.core.match import Match
from app.core.seats import Seat
from app.net.server import TableRules, TableServer
from app.table import LocalTable

BOTS = (Seat("Eva", False, "medium"), Seat("Aino", False, "hard"), Seat("Mia", False, "easy"))
RACE = {"mode": "race", "speed": "normal", "scoring": "hands"}


def _server_table(game_id: str, deal: int, seats, options):
    server = TableServer()  # no saves, not listening: the table alone
    return server.open_table(game_id, seats, options, deal=deal, rules=TableRules(bot_delay_s=3600))


async def test_the_server_s_bots_play_the_moves_a_game_here_plays():
    """A whole Tiko game of bots, move by move: the server's table (its bot timer's move) and the local table
    make the same move at every position."""
    options = {}
    local = LocalTable(Match.start("zoker-tiko", 4, BOTS, options, rounds=1), saves=False)
    table = _server_table("zoker-tiko", 4, BOTS, options)
    moves = 0
    while (seat := local.bot_to_act()) is not None:
        assert turn_bot(table.match) == seat
        local.bot_move(seat)
        table._bot_move(seat)  # what its timer calls after the bot delay
        assert table.match.actions == local.match.actions
        moves += 1
    assert table.match.is_over() and local.match.is_over() and moves > 10


async def test_in_a_race_the_same_bot_reacts_first_after_the_same_time_here_and_on_a_server():
    seats = (Seat("Ann", True),) + BOTS[:2]
    compared = 0
    for deal in range(1, 40):
        local = LocalTable(Match.start("zipzap", deal, seats, RACE, rounds=1), saves=False)
        table = _server_table("zipzap", deal, seats, RACE)
        first = local.next_reaction()
        assert local.reactions == reactions(table.match)
        if first is None:
            assert table.clock.next_bot(table.match) is None
            continue
        seat, ms = first
        assert ms > 0 and not seats[seat].human
        assert table.clock.next_bot(table.match) == (seat, table.clock.news_at + ms)
        compared += 1
    assert compared >= 5


def test_a_game_here_and_a_server_time_a_race_s_bot_alike_from_the_same_news():
    """The player's side asks the one core when a bot acts (``bot_due``), as the server's clock does: from
    the same news at the same ms, the same bot at the same time (the side's news: when its voice said it)."""
    from app.session import Session
    from app.speech.base import spoken_ms
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    seats = (Seat("Ann", True),) + BOTS[:2]
    compared = 0
    for deal in range(1, 40):
        speaker = RecordingSpeaker()
        session = Session(speaker=speaker, settings=Settings(language="en", speech="off"), clock=lambda: 0)
        session.start("zipzap", deal, seats=seats, options=RACE)
        due = session.next_due()
        if due is None:
            session.close()
            continue
        heard = spoken_ms(speaker.said[-1], session.settings.rate)  # the start's news, said at 0
        table = _server_table("zipzap", deal, seats, RACE)
        table.clock.news_at = heard
        seat, reacts = session.table.next_reaction()
        assert table.clock.next_bot(table.match) == (seat, due) == (seat, heard + reacts)
        compared += 1
        session.close()
    assert compared >= 5
    assert bot_due(1_000, None) is None


def test_the_quickest_reaction_goes_first_and_the_lower_seat_on_a_tie():
    assert first_reaction({2: 900, 1: 400, 3: 400}) == (1, 400)
    assert first_reaction({}) is None


def test_turn_by_turn_no_bot_moves_at_a_human_s_turn_and_in_a_race_none_by_turn():
    assert turn_bot(Match.start("zoker-tiko", 4, (Seat("Ann", True),) + BOTS[:1])) is None  # Ann starts
    race = Match.start("zipzap", 3, (Seat("Ann", True),) + BOTS[:2], RACE)
    assert race.racing() and turn_bot(race) is None


def test_the_race_clock_goes_on_from_the_game_s_clock_and_never_stamps_before_it():
    seats = (Seat("Ann", True),) + BOTS[:2]
    match = next(m for m in (Match.start("zipzap", d, seats, RACE) for d in range(1, 40)) if reactions(m))
    seat = first_reaction(reactions(match))[0]
    action = bot_action(match, seat)
    match.act(seat, match.rules.stamp(action, 4_000))
    assert match.clock() == 4_000  # the time of the last action, as the game's rules read it
    now = [100_000]
    clock = RaceClock(match, clock=lambda: now[0])  # a server started again on this saved game
    assert clock.now() == 4_000
    now[0] += 250
    assert clock.now() == 4_250
    clock.news()
    assert clock.news_at == 4_250
    assert clock.stamp(match, action).at == 4_250  # a card that arrives now
    now[0] -= 1_000  # (a clock behind the game's: the card cannot have come before the last one)
    assert clock.stamp(match, action).at == 4_000


def test_a_game_that_keeps_no_time_has_a_clock_of_0():
    assert Match.start("zoker-tiko", 4, BOTS).clock() == 0


async def test_a_stopping_server_sets_no_bot_move():
    server = TableServer()
    table = server.open_table("zoker-tiko", BOTS, {}, deal=4, rules=TableRules(bot_delay_s=3600))
    table.schedule()
    assert table._bot_timer is not None  # a bot is to move, after the delay
    await server.stop()
    assert table._bot_timer is None
    table.schedule()
    assert table._bot_timer is None


def test_no_table_layer_reads_the_race_clock_as_a_field_of_the_state():
    """The race's time is the game's: shared layers ask ``Match.clock()`` (the game's rules), never a state's
    field (issue 38, point 3; the architecture test checks the wider rule)."""
    import re

    from app import PROJECT_ROOT

    app = PROJECT_ROOT / "app"
    found = [(path.name, hit) for path in [app / "table.py", app / "bots" / "table.py", *(app / "net").glob("*.py")]
             for hit in re.findall(r"state\.clock\b|getattr\([^)]*state[^)]*[\"']clock[\"']", path.read_text())]
    assert found == []
