"""The table for games of several seats in line mode: who sits where, and the rules chosen.

Set in the menu before ``memo`` or ``tiko`` starts a game:

    players N                   how many seats (1 to 5; Zoker Tiko needs 2)
    seat K human [NAME]         a player at this keyboard (hot seat)
    seat K easy|medium|hard [NAME]   a bot of that level ("bot" is medium)
    seat K                      says who sits at seat K
    option start N              Zoker Memo: cards face down at the start, 2 to 64
    option easy on|off          Zoker Memo: easy pairs
    option refill auto|manual   Zoker Memo: dealt by itself, or asked for
    option games N              games in a match, 0 for as many as you like
    option count cards|wins     what a finished game adds to the match
    table                       says all of it

Every answer is one sentence; a bad value is refused with the values that
work, and the table stays as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import SimpleNamespace

from app.core.match import Match
from app.core.seats import BOT_NAMES, LEVELS, Seat, default_seats
from app.games import REGISTRY
from app.games.zoker.memo import rules as memo
from app.session import game_title
from app.games.zoker.memo import text as memo_text
from app.text import seats as seats_text
from app.text.i18n import _, ngettext

#: The games the table is for: the word typed -> game id.
TABLE_GAMES = {"memo": "zoker-memo", "tiko": "zoker-tiko"}
#: Most seats any of them has.
MAX_SEATS = max(REGISTRY[g].info.max_players for g in TABLE_GAMES.values())
MAX_GAMES = 99
#: The words typed for a match's count -> Match.count.
COUNT_WORDS = {"cards": "points", "wins": "wins"}
ON_WORDS, OFF_WORDS = ("on", "yes", "true", "1"), ("off", "no", "false", "0")
#: The words that set the table (answered in a game with where to set it).
SETUP_VERBS = ("players", "seat", "option", "options")


@dataclass
class TableSetup:
    """The seats and rules the next game of Memo or Tiko starts with.

    Attributes:
        seats: who sits at the table, seat 1 first.
        start: Zoker Memo's cards at the start (ZM-5).
        easy: Zoker Memo's easy pairs (ZM-5).
        refill: Zoker Memo's deals, "auto" or "manual" (ZM-3).
        rounds: games in a match, 0 for open-ended.
        count: Match.count: "points" (cards) or "wins".
    """

    seats: list[Seat] = field(default_factory=lambda: list(default_seats(2)))
    start: int = memo.START_CARDS
    easy: bool = False
    refill: str = "auto"
    rounds: int = 1
    count: str = "points"

    @classmethod
    def default(cls, player_name: str = "") -> "TableSetup":
        """Return you and one bot, with the rules as in the rulebooks."""
        return cls(seats=list(default_seats(2, player_name)))

    def options(self, game_id: str) -> dict:
        """Return the variant options of ``game_id`` (Tiko has none)."""
        if game_id == "zoker-memo":
            return {"start": self.start, "easy": self.easy, "refill": self.refill}
        return {}

    def take_from(self, match: Match) -> None:
        """Make the table the one of a match that was resumed, so the next games keep it."""
        self.seats = list(match.seats)
        self.rounds, self.count = match.rounds, match.count
        if match.game_id == "zoker-memo":
            self.start = match.options.get("start", self.start)
            self.easy = bool(match.options.get("easy", self.easy))
            self.refill = match.options.get("refill", self.refill)

    # What the table is, in sentences

    def seats_line(self) -> str:
        """Return the seats: "Players: Player 1, at this keyboard; Eva, bot, medium."."""
        return seats_text.players_line(self.seats)

    def memo_line(self) -> str:
        """Return Zoker Memo's rules as set."""
        start = ngettext("Zoker Memo starts with {count} card face down.",
                         "Zoker Memo starts with {count} cards face down.", self.start).format(count=self.start)
        rules = memo_text.rules_line(SimpleNamespace(easy=self.easy, manual=self.refill == "manual"))
        return f"{start} {rules}"

    def rounds_line(self) -> str:
        """Return how many games a match has."""
        if not self.rounds:
            return _("A match has as many games as you like.")
        return ngettext("A match has {count} game.", "A match has {count} games.", self.rounds).format(
            count=self.rounds)

    def count_line(self) -> str:
        """Return what a finished game adds to the match."""
        if self.count == "wins":
            return _("A match is counted in games won.")
        return _("A match is counted in cards.")

    def describe(self) -> str:
        """Return the whole table: seats, Memo's rules, the match."""
        return " ".join((self.seats_line(), self.memo_line(), self.rounds_line(), self.count_line()))

    def seat_line(self, seat: int) -> str:
        """Return one seat: "Seat 2: Eva, bot, medium."."""
        return _("Seat {number}: {seat}.").format(number=seat + 1,
                                                  seat=seats_text.seat_description(self.seats, seat))

    def check(self, game_id: str) -> str:
        """Return why ``game_id`` cannot start with this table, or ""."""
        info = REGISTRY[game_id].info
        n = len(self.seats)
        if info.min_players <= n <= info.max_players:
            return ""
        return ngettext("{game} is for {low} to {high} players, and the table has {count} seat. "
                        "Type players and a number to change it.",
                        "{game} is for {low} to {high} players, and the table has {count} seats. "
                        "Type players and a number to change it.", n).format(
            game=game_title(game_id), low=info.min_players, high=info.max_players, count=n)

    # Commands

    def command(self, session, verb: str, args: list[str]) -> bool:
        """Carry out a setup command, answer it in one sentence; return True when it was one."""
        if verb == "players":
            self._players(session, args)
        elif verb == "seat":
            self._seat(session, args)
        elif verb in ("option", "options"):
            self._option(session, args)
        elif verb in ("table", "setup"):
            session.say(self.describe(), "info")
        else:
            return False
        return True

    def _players(self, session, args: list[str]) -> None:
        if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= MAX_SEATS:
            session.say(_("Type players and a number from 1 to {high}, for example players 3. "
                          "Zoker Memo is for 1 to 5 players, Zoker Tiko for 2 to 5.").format(high=MAX_SEATS),
                        "alert")
            return
        n = int(args[0])
        seats = self.seats[:n]
        while len(seats) < n:
            seats.append(Seat(self._free_bot_name(seats), human=False))
        self.seats = seats
        session.say(ngettext("{count} player.", "{count} players.", n).format(count=n) + " " + self.seats_line())

    def _free_bot_name(self, seats: list[Seat]) -> str:
        used = {s.name for s in seats}
        return next((name for name in BOT_NAMES if name not in used), "")

    def _seat(self, session, args: list[str]) -> None:
        n = len(self.seats)
        usage = ngettext("Type seat, a seat number (the table has {count} seat), then human, easy, medium "
                         "or hard, and a name if you like: for example seat 2 hard Eva.",
                         "Type seat, a seat number from 1 to {count}, then human, easy, medium or hard, "
                         "and a name if you like: for example seat 2 hard Eva.", n).format(count=n)
        if not args or not args[0].isdigit():
            session.say(usage, "alert")
            return
        seat = int(args[0]) - 1
        if not 0 <= seat < n:
            session.say(ngettext("There is no seat {number}: the table has {count} seat. "
                                 "Type players and a number to add seats.",
                                 "There is no seat {number}: the table has {count} seats. "
                                 "Type players and a number to add seats.", n).format(number=seat + 1, count=n),
                        "alert")
            return
        if len(args) == 1:
            session.say(self.seat_line(seat), "info")
            return
        kind = args[1].lower()
        if kind == "bot":
            kind = "medium"
        if kind not in ("human",) + LEVELS:
            session.say(usage, "alert")
            return
        old = self.seats[seat]
        name = " ".join(args[2:])
        if not name:
            # Keep the name when the seat stays a human or stays a bot; a new bot gets a free bot name.
            if old.human == (kind == "human"):
                name = old.name
            elif kind != "human":
                name = self._free_bot_name(self.seats[:seat] + self.seats[seat + 1:])
        human = kind == "human"
        self.seats[seat] = replace(old, name=name, human=human, level=old.level if human else kind)
        session.say(self.seat_line(seat))

    def _option(self, session, args: list[str]) -> None:
        names = _("The options are start, easy, refill, games and count, for example option start 24.")
        if not args:
            session.say(self.describe() + " " + names, "info")
            return
        name, values = args[0].lower(), [a.lower() for a in args[1:]]
        value = values[0] if len(values) == 1 else None
        if name == "start":
            if value is None or not value.isdigit() or not memo.MIN_START <= int(value) <= memo.MAX_START:
                session.say(_("Type option start and a number of cards from {low} to {high}, "
                              "for example option start 24.").format(low=memo.MIN_START, high=memo.MAX_START),
                            "alert")
                return
            self.start = int(value)
            session.say(self.memo_line())
        elif name == "easy":
            if value not in ON_WORDS + OFF_WORDS:
                session.say(_("Type option easy on for easy pairs, or option easy off."), "alert")
                return
            self.easy = value in ON_WORDS
            session.say(self.memo_line())
        elif name == "refill":
            if value not in memo.REFILL_MODES:
                session.say(_("Type option refill auto to have cards dealt automatically, "
                              "or option refill manual to ask for the deal."), "alert")
                return
            self.refill = value
            session.say(self.memo_line())
        elif name in ("games", "rounds"):
            if value is None or not value.isdigit() or int(value) > MAX_GAMES:
                session.say(_("Type option games and a number from 1 to {high}, or 0 for as many games "
                              "as you like.").format(high=MAX_GAMES), "alert")
                return
            self.rounds = int(value)
            session.say(self.rounds_line())
        elif name == "count":
            if value not in COUNT_WORDS:
                session.say(_("Type option count cards to add up the cards, or option count wins "
                              "to count the games won."), "alert")
                return
            self.count = COUNT_WORDS[value]
            session.say(self.count_line())
        else:
            session.say(_("There is no option {name}.").format(name=args[0]) + " " + names, "alert")
