"""The table for games of several seats in line mode: who sits where, and the rules chosen.

Set in the menu before a game for several seats (one with ``table`` in its
description) starts:

    players N                   how many seats (1 to 5; Zoker Tiko needs 2)
    seat K human [NAME]         a player at this keyboard (hot seat)
    seat K easy|medium|hard [NAME]   a bot of that level ("bot" is medium)
    seat K                      says who sits at seat K
    option NAME VALUE           a variant of a game (Zoker Memo: start N, easy on|off,
                                refill auto|manual); each game's description lists its own
    option games N              games in a match, 0 for as many as you like
    option count cards|wins     what a finished game adds to the match
    table                       says all of it, one thing a line (in a game, setup says
                                that game's table: its seats, its variants, its match)

Every answer is one sentence; a bad value is refused with the values that
work, and the table stays as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from typing import Any

from app.core.game import Game
from app.core.match import Match
from app.core.seats import BOT_NAMES, LEVELS, Seat, default_seats
from app.games import GAMES
from app.session import game_title
from app.text import seats as seats_text
from app.text.phrases import list_words
from app.text.i18n import NP_, _, ngettext
from app.plain.words import shown


def table_games() -> list[Game]:
    """Return the games set up at a table, in the menu's order."""
    return [g for g in GAMES.values() if g.table]


def max_seats() -> int:
    """Return the most seats any game at a table has."""
    return max((g.players[1] for g in table_games()), default=1)


MAX_GAMES = 99
# The words are English, as line mode reads them whatever the language typed (app.plain.words).
#: The words typed for a match's count -> Match.count.
# Translators: context "typed": the words a player types for it, separated by |, the first shown.
COUNT_WORDS = {NP_("typed", "cards"): "points", NP_("typed", "wins"): "wins"}
ON_WORDS, OFF_WORDS = (NP_("typed", "on"), NP_("typed", "yes"), "true", "1"), (NP_("typed", "off"),
                                                                               NP_("typed", "no"), "false", "0")
#: The words that set the table (answered in a game with where to set it).
SETUP_VERBS = (NP_("typed", "players"), NP_("typed", "seat"), NP_("typed", "option"), "options")
#: Who sits at a seat: seat K WHO.
SEAT_WORDS = (NP_("typed", "human"), NP_("typed", "bot"), NP_("typed", "easy"), NP_("typed", "medium"),
              NP_("typed", "hard"))
#: The table's own options, beside the games' variants.
MATCH_OPTIONS = (NP_("typed", "games"), "rounds", NP_("typed", "count"))


def option_words(games) -> tuple[str, ...]:
    """Return the words that may follow ``option`` for these games: names of options and their values."""
    words = [o.key for g in games for o in g.options]
    words += [c for g in games for o in g.options for c in o.choices if isinstance(c, str)]
    return tuple(dict.fromkeys(words + [*MATCH_OPTIONS, *COUNT_WORDS, *ON_WORDS, *OFF_WORDS]))


def setup_keywords(games) -> dict[str, tuple[str, ...]]:
    """Return the words that may follow the setup commands (``seat 2 hard``, ``option easy on``)."""
    options = option_words(games)
    return {"seat": SEAT_WORDS, "option": options, "options": options}


@dataclass
class TableSetup:
    """The seats and rules the next game at the table starts with.

    Attributes:
        seats: who sits at the table, seat 1 first.
        values: the variants typed so far, by option key (shared by the games that have that option;
            a game whose option of that name takes other values keeps its default, see ``options``).
        rounds: games in a match, 0 for open-ended.
        count: Match.count: "points" (cards) or "wins".
    """

    seats: list[Seat] = field(default_factory=lambda: list(default_seats(2)))
    values: dict[str, Any] = field(default_factory=dict)
    rounds: int = 1
    count: str = "points"

    @classmethod
    def default(cls, player_name: str = "") -> "TableSetup":
        """Return you and one bot, with the rules as in the rulebooks."""
        return cls(seats=list(default_seats(2, player_name)))

    def options(self, game_id: str) -> dict:
        """Return the variant options of ``game_id`` as set (a game without variants has none)."""
        chosen = {o.key: self.values.get(o.key, o.default) for o in GAMES[game_id].options}
        return {o.key: chosen[o.key] if o.allows(chosen[o.key]) else o.default for o in GAMES[game_id].options}

    def take_from(self, match: Match) -> None:
        """Make the table the one of a match that was resumed, so the next games keep it."""
        self.seats = list(match.seats)
        self.rounds, self.count = match.rounds, match.count
        self.values.update(match.options)

    # What the table is, in sentences

    def seats_line(self) -> str:
        """Return the seats: "Players: Player 1, at this keyboard; Eva, bot, medium."."""
        return seats_text.players_line(self.seats)

    def variants_line(self, game: Game | None = None) -> str:
        """Return the variants as set, of one game or of every game that has some."""
        games = [game] if game is not None else [g for g in table_games() if g.options]
        return " ".join(g.text.TELLER.options_line(self.options(g.id)) for g in games)

    def variant_lines(self, game: Game) -> list[str]:
        """Return one game's variants as set, one a line: "Cards at the start: 16."."""
        chosen = self.options(game.id)
        return [_sentence(game.text.TELLER.option_row(o.key, chosen[o.key])) for o in game.options]

    def rounds_line(self) -> str:
        """Return how many games a match has."""
        if not self.rounds:
            return _("A match has as many games as you like.")
        return ngettext("A match has {count} game.", "A match has {count} games.", self.rounds).format(
            count=self.rounds)

    def count_line(self, game: Game | None = None) -> str:
        """Return what a finished game adds to the match: in what ``game`` counts (Game.counts), or, with no
        game at hand, each game's score."""
        if self.count == "wins":
            return _("A match is counted in games won.")
        if game is None:
            return _("A match adds up the scores of its games.")
        if game.counts == "points":
            return _("A match is counted in points.")
        return _("A match is counted in cards.")

    def describe(self) -> str:
        """Return the whole table: seats, the games' variants, the match."""
        parts = (self.seats_line(), self.variants_line(), self.rounds_line(), self.count_line())
        return " ".join(p for p in parts if p)

    def lines(self, game: Game | None = None) -> list[str]:
        """Return the table one thing a line: the seats, the variants (of ``game`` alone, each on its line; with
        no game at hand, each game's on a line), the match."""
        if game is None:
            variants = [self._named(g, self.variants_line(g)) for g in table_games() if g.options]
        else:
            variants = self.variant_lines(game)
        return [p for p in (self.seats_line(), *variants, self.rounds_line(), self.count_line(game)) if p]

    def _named(self, game: Game, line: str) -> str:
        """Return a game's variants led by its name, when they do not say it (in a list of every game's)."""
        title = game_title(game.id)
        # A full stop, not a colon: a variants line may start with a label of its own, and two labels in a
        # row ("Game: Label: value") are heard as one muddle.
        return line if title in line else _("{game}. {variants}").format(game=title, variants=line)

    def say_lines(self, session, game: Game | None = None) -> None:
        """Say ``lines``, each its own announcement (a braille display shows each whole)."""
        for i, line in enumerate(self.lines(game)):
            session.say(line, "info", interrupt=i == 0)

    def seat_line(self, seat: int) -> str:
        """Return one seat: "Seat 2: Eva, bot, medium."."""
        return _("Seat {number}: {seat}.").format(number=seat + 1,
                                                  seat=seats_text.seat_description(self.seats, seat))

    def check(self, game_id: str) -> str:
        """Return why ``game_id`` cannot start with this table, or ""."""
        low, high = GAMES[game_id].players
        n = len(self.seats)
        if low <= n <= high:
            if not any(seat.human for seat in self.seats):
                return seats_text.need_a_human() + " " + _("Type seat 1 human to take a seat.")
            return ""
        return ngettext("{game} is for {low} to {high} players, and the table has {count} seat. "
                        "Type players and a number to change it.",
                        "{game} is for {low} to {high} players, and the table has {count} seats. "
                        "Type players and a number to change it.", n).format(
            game=game_title(game_id), low=low, high=high, count=n)

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
            self.say_lines(session)
        else:
            return False
        return True

    def _players(self, session, args: list[str]) -> None:
        high = max_seats()
        if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= high:
            each = " ".join(_("{game}: {low} to {high} players.").format(
                game=game_title(g.id), low=g.players[0], high=g.players[1]) for g in table_games())
            session.say(_("Type players and a number from 1 to {high}, for example players 3.").format(high=high)
                        + " " + each, "alert")
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
        keys = [o.key for g in GAMES.values() for o in g.options] + ["games", "count"]
        keys = [shown(key) for key in dict.fromkeys(keys)]
        names = _("The options are {options}, for example option games 3.").format(options=list_words(keys, "and"))
        if not args:
            self.say_lines(session)
            session.say(names, "info", interrupt=False)
            return
        name, values = args[0].lower(), [a.lower() for a in args[1:]]
        value = values[0] if len(values) == 1 else None
        # Two games may name an option alike (Kubo's and Zip Zap's scoring): the one that takes the value.
        owners = [g for g in GAMES.values() if g.option(name) is not None]
        owner = next((g for g in owners if (o := g.option(name)) is not None and o.allows(_typed(o, value))),
                     owners[0] if owners else None)
        if owner is not None:
            option = owner.option(name)
            assert option is not None, "an owner has the option"
            typed = _typed(option, value)
            if typed is None or not option.allows(typed):
                session.say(owner.plain.COMMANDS.option_usage(option), "alert")
                return
            if owner.table:
                self.values[name] = typed
                session.say(self.variants_line(owner))
            else:
                # A game started without a table keeps its variants in the sitting, for its next deal.
                chosen = session.variants.setdefault(owner.id, {})
                chosen[name] = typed
                session.say(owner.text.TELLER.options_line({**owner.default_options(), **chosen}))
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


def _sentence(text: str) -> str:
    """Return a row as a sentence: with a full stop, unless it ends with one."""
    return text if text.endswith((".", "!", "?")) else text + "."


def _typed(option, value: str | None):
    """Return the value typed for ``option`` in its own type (a number, on/off, a word), or None."""
    if value is None:
        return None
    if isinstance(option.default, bool):
        return True if value in ON_WORDS else False if value in OFF_WORDS else None
    if isinstance(option.default, int):
        return int(value) if value.isdigit() else None
    if option.low is not None and value.isdigit():
        return int(value)  # a word option that also takes a number (Zip Zap's speed in seconds)
    return value
