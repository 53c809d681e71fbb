"""The table a player sets up before a game for several seats: who sits where, and the variant.

Kept apart from the setup screen so the choices (and their limits) can be
read and tested without Textual. The app keeps one TableSetup per game for
the whole sitting, so the next game starts from the last table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.core.seats import BOT_NAMES, LEVELS, Seat
from app.games import GAMES
from app.session import default_players

#: Who can play a seat: a human at this keyboard, or a bot of a level.
SEAT_KINDS = ("human",) + LEVELS
#: Most seats a table has (the setup keeps a name and kind for each).
MAX_SEATS = 5
#: Games in a match; 0 plays on until the players stop.
MATCH_ROUNDS = (1, 3, 5, 7, 0)
#: What a finished game adds to the match totals (see Match.count).
COUNTS = ("points", "wins")


def default_name(seat: int, kind: str, player_name: str = "") -> str:
    """Return the name a seat has until the player renames it.

    Seat 1 (index 0) at the keyboard is the player; other humans are called
    "Player 2" and so on by the text layer (an empty name); bots get a name
    from each rulebook's language.
    """
    if kind == "human":
        return player_name if seat == 0 else ""
    return BOT_NAMES[(seat - 1) % len(BOT_NAMES)]


@dataclass
class TableSetup:
    """What the table setup screen changes.

    Attributes:
        game_id: the game set up (one with ``table`` in its description).
        players: how many seats play.
        kinds: per seat (all MAX_SEATS of them, so fewer players keep the rest), one of SEAT_KINDS.
        names: per seat, its name ("" for the text layer's "Player 2").
        options: the game's variant options.
        rounds: games in the match (0: open-ended).
        count: "points" (cards won) or "wins" (games won) for the match totals.
        deal: the deal number to play, or None for a random one.
    """

    game_id: str
    players: int
    kinds: list[str]
    names: list[str]
    options: dict = field(default_factory=dict)
    rounds: int = 1
    count: str = "points"
    deal: int | None = None

    @classmethod
    def default(cls, game_id: str, player_name: str = "") -> "TableSetup":
        """Return the first table of a game: you and bots of medium level."""
        kinds = ["human"] + ["medium"] * (MAX_SEATS - 1)
        names = [default_name(i, k, player_name) for i, k in enumerate(kinds)]
        return cls(game_id, default_players(game_id), kinds, names, GAMES[game_id].default_options())

    @property
    def limits(self) -> tuple[int, int]:
        """Return the fewest and most players the game allows."""
        low, high = GAMES[self.game_id].players
        return low, min(high, MAX_SEATS)

    def seats(self) -> tuple[Seat, ...]:
        """Return the seats that play."""
        return tuple(Seat(self.names[i], human=self.kinds[i] == "human",
                          level=self.kinds[i] if self.kinds[i] in LEVELS else "medium")
                     for i in range(self.players))

    def has_human(self, players: int | None = None, kinds: list[str] | None = None) -> bool:
        """Return True when a human plays one of the first ``players`` seats."""
        kinds = self.kinds if kinds is None else kinds
        return "human" in kinds[:self.players if players is None else players]

    def change_players(self, delta: int) -> bool:
        """Add or remove a seat; False at a limit or when no human would be left."""
        low, high = self.limits
        players = self.players + delta
        if not low <= players <= high or not self.has_human(players):
            return False
        self.players = players
        return True

    def change_kind(self, seat: int, delta: int, player_name: str = "") -> bool:
        """Let a human or a bot of another level play a seat; False when no human would be left."""
        old = self.kinds[seat]
        new = SEAT_KINDS[(SEAT_KINDS.index(old) + delta) % len(SEAT_KINDS)]
        kinds = list(self.kinds)
        kinds[seat] = new
        if not self.has_human(kinds=kinds):
            return False
        if (old == "human") != (new == "human") and self.names[seat] == default_name(seat, old, player_name):
            self.names[seat] = default_name(seat, new, player_name)
        self.kinds = kinds
        return True

    def step_option(self, key: str, delta: int) -> None:
        """Change a variant option, a match length or the count one step (cycling)."""
        option = GAMES[self.game_id].option(key)
        if option is not None:
            self.options[key] = option.step(self.options.get(key, option.default), delta)
        elif key == "rounds":
            self.rounds = _step(MATCH_ROUNDS, self.rounds, delta)
        elif key == "count":
            self.count = _step(COUNTS, self.count, delta)
        else:
            raise KeyError(key)

    def variant_keys(self) -> tuple[str, ...]:
        """Return the variant rows of this game, then the match rows, top to bottom."""
        return tuple(o.key for o in GAMES[self.game_id].options) + ("rounds", "count")


def _step(choices: tuple, current, delta: int):
    at = choices.index(current) if current in choices else 0
    return choices[(at + delta) % len(choices)]
