"""The bots of a table: which bot moves when, and what it plays. One core for every table.

A game here (``app.table.LocalTable``) and a table server (``app.net.server_table.Table``) both ask
this module, so a bot plays the same move at the same position in either:

- what a bot plays: the game's bot, seeded by the position (``app.bots.seeded``), so a replayed or
  resumed game, here or on a server, gets the same moves (``bot_action``);
- turn by turn, which bot moves (``turn_bot``): the table only says *when* (the player's side by its
  voice, a server after its bot delay);
- in a race, which bot moves first and how long after the news (``reactions``, ``first_reaction``), and
  so when it acts (``bot_due``: the news' time and its reaction, for a server and the player's side alike);
- the race's clock where a table keeps its own time (``RaceClock``: a server's; at home the player's
  side keeps the time, since only it knows when its voice has said the news, ``app.session.race``).

The race's clock in the game's state is read through its rules (``Match.clock``), never as a field.
"""

from __future__ import annotations

import time
from typing import Any, Callable, overload

from app.bots import choose, reaction, seeded
from app.core.match import Match


def monotonic_ms() -> int:
    """Return milliseconds that only go forward."""
    return time.monotonic_ns() // 1_000_000


def turn_bot(match: Match) -> int | None:
    """Return the bot seat whose turn it is, turn by turn; None in a race (bots go by the clock there), at a
    human's turn and at the end."""
    if match.racing():
        return None
    seats = match.to_act()
    if not seats or match.seats[seats[0]].human:
        return None
    return seats[0]


def bot_action(match: Match, seat: int) -> Any:
    """Return what the bot at ``seat`` plays now: its level's choice, seeded by the position."""
    return choose(match.game_id, match.state, seat, match.seats[seat].level, seeded(match))


def reactions(match: Match) -> dict[int, int]:
    """Return, in a race, each bot seat that may act -> its reaction time (ms) to the last news, seeded by the
    position and the seat ({} when the game is no race)."""
    if not match.racing():
        return {}
    return {seat: reaction(match.game_id, match.state, seat, match.seats[seat].level, match.options,
                           seeded(match, seat))
            for seat in match.to_act() if not match.seats[seat].human}


def first_reaction(waiting: dict[int, int]) -> tuple[int, int] | None:
    """Return the race's next bot to act and its reaction time: the quickest, the lower seat on a tie (None
    when no bot is waiting)."""
    if not waiting:
        return None
    seat = min(waiting, key=lambda s: (waiting[s], s))
    return seat, waiting[seat]


@overload
def bot_due(news_at: int, first: tuple[int, int]) -> tuple[int, int]: ...
@overload
def bot_due(news_at: int, first: None) -> None: ...
def bot_due(news_at: int, first: tuple[int, int] | None) -> tuple[int, int] | None:
    """Return the race's next bot and when it acts: its reaction time (``first_reaction``) after the news
    went out at ``news_at`` (ms, on the clock that time is on); None when no bot is waiting. A server's news
    goes out when it is sent (``RaceClock``), the player's side's when its voice has said it."""
    if first is None:
        return None
    seat, reacts = first
    return seat, news_at + reacts


class RaceClock:
    """The race's clock of a table that keeps its own time (a table server's): ms that go on from the game's
    clock, after a restart too, and when the last news went out (the bots react from then).

    Attributes:
        news_at: the clock's time of the last news (a bot's reaction counts from it).
    """

    def __init__(self, match: Match, clock: Callable[[], int] = monotonic_ms) -> None:
        self._clock = clock
        self._base = clock() - match.clock()
        self.news_at = 0

    def now(self) -> int:
        """Return the table's time in ms."""
        return self._clock() - self._base

    def news(self) -> None:
        """The news of a move went out now: the bots' reactions count from here."""
        self.news_at = self.now()

    def stamp(self, match: Match, action: Any) -> Any:
        """Return ``action`` stamped as it arrives now (never before the last action: its time went by)."""
        return match.rules.stamp(action, match.race_time(self.now()))

    def next_bot(self, match: Match) -> tuple[int, int] | None:
        """Return the race's next bot and when (the table's ms) it acts, or None when none is waiting."""
        return bot_due(self.news_at, first_reaction(reactions(match)))
