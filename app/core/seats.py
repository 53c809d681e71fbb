"""Who sits at the table: a human at the keyboard or a bot with a level."""

from __future__ import annotations

from dataclasses import dataclass

LEVELS = ("easy", "medium", "hard")
#: Default names of bot seats: one from each rulebook's language (sv, fi, nl, is, cs).
BOT_NAMES = ("Eva", "Aino", "Bram", "Sigrún", "Jana")


@dataclass(frozen=True)
class Seat:
    """One place at the table.

    Attributes:
        name: spoken and shown ("Eva"); "" lets the text layer say "Player 2".
        human: True for a player at this keyboard (hot seat), False for a bot.
        level: the bot's level, one of LEVELS (ignored for humans).
    """

    name: str = ""
    human: bool = True
    level: str = "medium"

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown bot level {self.level!r}")


def default_seats(players: int, name: str = "", level: str = "medium") -> tuple[Seat, ...]:
    """Return one human (seat 0, named ``name``) and bots of ``level`` for the rest."""
    seats = [Seat(name, human=True)]
    seats += [Seat(BOT_NAMES[(i - 1) % len(BOT_NAMES)], human=False, level=level) for i in range(1, players)]
    return tuple(seats)
