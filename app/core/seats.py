"""Who sits at the table: a human at the keyboard or a bot with a level."""

from __future__ import annotations

from dataclasses import dataclass

LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Seat:
    """One place at the table.

    Attributes:
        name: spoken and shown ("Eva", "Bot 2").
        human: True for a player at this keyboard (hot seat), False for a bot.
        level: the bot's level, one of LEVELS (ignored for humans).
    """

    name: str
    human: bool = True
    level: str = "medium"

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown bot level {self.level!r}")


def default_seats(players: int, name: str = "") -> tuple[Seat, ...]:
    """Return one human (seat 0) and bots of medium level for the rest."""
    seats = [Seat(name or "1", human=True)]
    seats += [Seat(str(i + 1), human=False) for i in range(1, players)]
    return tuple(seats)
