"""The Match: one game in progress, with its seats, undo and autosave.

The UI and plain mode act only through a Match; the Match asks the game's
rules (``app.games.REGISTRY``, handed over with ``use_rules``) and keeps every state so that undo is exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

import msgspec

from app.core.rules import GAME_OVER, Event, RuleError, Rules
from app.core.seats import LEVELS, Seat
from app.core.serial import to_json

#: Game id -> rules. The registry (``app.games``) hands its own mapping over with ``use_rules``
#: when it is imported, so the core never imports a game.
RULES: Mapping[str, Rules] = {}


def use_rules(rules: Mapping[str, Rules]) -> None:
    """Let every Match find its game's rules in ``rules`` (the registry's mapping)."""
    global RULES
    RULES = rules

#: Version of the saved-match format; a save with another one is not resumed.
SAVE_FORMAT = 1


class Saved(msgspec.Struct):
    """A saved match as ``Match.to_json`` writes it (the autosave, a table server's file): what
    ``Match.from_json`` reads, typed; the defaults are what a save of an older Tabletalk lacked."""

    game_id: str
    deal: int
    seats: list[Seat]
    actions: list[tuple[int, dict[str, Any]]]
    state: Any  # the rules' ``state_from_json`` reads it
    format: int = SAVE_FORMAT
    options: dict[str, Any] | None = None
    round_no: int = 1
    rounds: int = 0
    count: str = "points"
    totals: list[int] | None = None
    carried: dict[str, Any] | None = None
    first: int = 0


#: What a finished round adds to a match's totals (see Match.count).
COUNTS = ("points", "wins")


@dataclass
class Match:
    """A game being played.

    Attributes:
        game_id: the registry key.
        deal: the deal number (the seed players see).
        seats: who plays.
        options: the game's variant options.
        state: the current state.
        actions: every (seat, action) applied since the deal, for saving and replay; at a shared table, the
            last few as the seat may know them (``app.core.seen.seat_actions``).
        earlier: moves of this game before the first one in ``actions`` (only a shared table's view has any).
        history: the states before each action, for undo (empty in a game without undo: a table server
            holding hundreds of matches would otherwise keep every state of each, for nothing).
        on_change: called after every change (the autosave hook).
        round_no: which game of the match this is, from 1.
        totals: each seat's points summed over the rounds already finished.
        rounds: how many games the match has (0: as many as the players like).
        count: what a finished round adds to the totals: "points" (its scores)
            or "wins" (1 to each seat with the top score), as ZT-6 allows.
        ending: the "game_over" event that ended this game (None while it goes on),
            so that "where" and "score" can give the result after the end.
        carried: options the rules carry from one deal of the match to the next (their ``carry``
            hook, e.g. Loker's chips and pot), added to ``options`` for this deal.
        first: the seat that starts the match's first game, where the start rotates: a match played on
            after another at the same table (``start``'s ``follows``) goes on round the table.
    """

    game_id: str
    deal: int
    seats: tuple[Seat, ...]
    options: dict = field(default_factory=dict)
    state: Any = None
    actions: list = field(default_factory=list)
    history: list = field(default_factory=list)
    on_change: Callable[["Match"], None] | None = None
    round_no: int = 1
    totals: tuple[int, ...] = ()
    rounds: int = 0
    count: str = "points"
    ending: Event | None = None
    carried: dict = field(default_factory=dict)
    first: int = 0
    earlier: int = 0

    @classmethod
    def start(cls, game_id: str, deal: int, seats: tuple[Seat, ...],
              options: Mapping[str, Any] | None = None,
              on_change: Callable[["Match"], None] | None = None,
              rounds: int = 0, count: str = "points", follows: "Match | None" = None) -> "Match":
        """Return a new match at the first state of a numbered deal.

        ``follows``: the finished match this one plays on from, at the same table: the start goes on
        round the table (where the rules rotate it) and the rules' ``carry`` hook carries its holdings
        (Loker's chips, NL-12). A game whose rules say its match is open (``open_match``, Loker with
        chips) plays on until their ``match_ends`` says, whatever number of games was set.
        """
        if count not in COUNTS or rounds < 0:
            raise RuleError("bad_option", option="count", value=count)
        open_match = getattr(RULES[game_id], "open_match", None)
        if open_match and open_match(dict(options or {})):
            rounds = 0
        match = cls(game_id, deal, tuple(seats), dict(options or {}), on_change=on_change,
                    rounds=rounds, count=count)
        match.totals = (0,) * len(match.seats)
        if not match.seats:
            info = match.rules.info
            raise RuleError("wrong_player_count", count=0, low=info.min_players, high=info.max_players)
        if follows is not None and follows.game_id == game_id and len(follows.seats) == len(match.seats) \
                and follows.is_over():
            if match.rules.info.rotates_start and match.rules.info.start_goes_on:
                match.first = (follows.first_seat() + 1) % len(match.seats)
            carry = getattr(match.rules, "carry", None)
            match.carried = dict(carry(follows.state)) if carry else {}
        match.state = match._dealt()
        match._changed()
        return match

    def first_seat(self) -> int:
        """Return the seat that starts this game: it moves one to the left each game where the rules say so."""
        return (self.first + self.round_no - 1) % len(self.seats) if self.rules.info.rotates_start else 0

    def _dealt(self) -> Any:
        """Return the first state of this game's deal, with its starting seat."""
        options = {**self.options, **self.carried}
        if self.rules.info.rotates_start:
            options = {**options, "first": self.first_seat()}
        return self.rules.new_game(len(self.seats), self.deal, options)

    def next_round(self, deal: int | None = None) -> None:
        """Add this round's scores to the totals and deal the next round: the next deal number, or ``deal``
        (a shared table deals each game from a fresh secret seed: the next number would be known).

        Raises:
            RuleError: "round_not_over" while the current round is still being played;
                "match_is_over" after the last round of a match of fixed length.
        """
        if not self.is_over():
            raise RuleError("round_not_over")
        if self.match_over():
            raise RuleError("match_is_over")
        self.totals = self.standings()
        carry = getattr(self.rules, "carry", None)
        self.carried = dict(carry(self.state)) if carry else {}
        self.round_no += 1
        self.deal = self.deal + 1 if deal is None else deal
        self.actions, self.history, self.earlier = [], [], 0
        self.ending = None
        self.state = self._dealt()
        self._changed()

    def round_points(self) -> tuple[int, ...]:
        """Return what the current round adds to the totals: its scores, or a win for each top seat."""
        scores = self.scores()
        if self.count == "points":
            return scores
        best = min(scores) if self.fewest_wins() else max(scores)
        return tuple(int(s == best) for s in scores)

    def standings(self) -> tuple[int, ...]:
        """Return the totals, with this round's points once it is over."""
        if not self.is_over():
            return self.totals
        return tuple(t + p for t, p in zip(self.totals, self.round_points()))

    def match_over(self) -> bool:
        """Return True when the last round of a match of fixed length is over, or when the rules end the
        match after this round (their ``match_ends`` hook: a target score, a seat that cannot pay)."""
        if not self.is_over():
            return False
        ends = getattr(self.rules, "match_ends", None)
        return 0 < self.rounds <= self.round_no or bool(ends and ends(self.state, self.standings(), self.options))

    def played_on(self) -> "Match | None":
        """Return this match when a new match at the same table plays on from it, else None: the one
        decision behind every front end's "new match" (``start``'s ``follows``).

        A match whose last game is over is played on: the start goes round the table and the rules carry
        its holdings (Loker's dealer moves left, its chips carry, NL-12). A match given up before its end
        is not: the new one starts afresh.
        """
        return self if self.match_over() else None

    def fewest_wins(self) -> bool:
        """Return True when the fewest points win this game (its rules' ``fewest_wins`` hook), and so the
        lowest total the match; a count of games won is always the most."""
        fewest = getattr(self.rules, "fewest_wins", None)
        return bool(fewest and fewest(self.options))

    def winners(self) -> tuple[int, ...]:
        """Return the seats with the best standing (several on a tie)."""
        standings = self.standings()
        best = min(standings) if self.count == "points" and self.fewest_wins() else max(standings)
        return tuple(i for i, s in enumerate(standings) if s == best)

    @property
    def moves(self) -> int:
        """Return how many moves this game has had."""
        return self.earlier + len(self.actions)

    @property
    def rules(self) -> Rules:
        """Return this game's rules."""
        return RULES[self.game_id]

    def to_act(self) -> tuple[int, ...]:
        """Return the seats that may act now."""
        return self.rules.to_act(self.state)

    def legal_actions(self, seat: int) -> list:
        """Return what ``seat`` may do now."""
        return list(self.rules.legal_actions(self.state, seat))

    def is_over(self) -> bool:
        """Return True when the game has ended."""
        return self.rules.is_over(self.state)

    def racing(self) -> bool:
        """Return True while the game is a race (its rules' ``racing``): seats act at once, bots by the clock."""
        return self.rules.racing(self.state)

    def clock(self) -> int:
        """Return the race's clock: the time (ms) of the last action, as the game's rules read it from the state
        (their ``clock``); 0 for a game that keeps no time. Shared layers read the time only here."""
        clock = getattr(self.rules, "clock", None)
        return int(clock(self.state)) if clock is not None else 0

    def race_time(self, now: int) -> int:
        """Return the race's clock at ``now`` (ms) for a move's stamp: never before the last move's time (the
        rules' ``clock``; ``now`` in a game without one)."""
        clock = getattr(self.rules, "clock", None)
        return max(now, int(clock(self.state))) if clock is not None else now

    def scores(self) -> tuple[int, ...]:
        """Return each seat's score."""
        return self.rules.scores(self.state)

    def act(self, seat: int, action: Any) -> list[Event]:
        """Apply an action and return its events.

        Raises:
            RuleError: when the action is illegal; the match is unchanged.
        """
        rules = self.rules
        state, events = rules.apply(self.state, seat, action)
        if rules.info.undo:
            self.history.append(self.state)
        self.actions.append((seat, action))
        self.state = state
        self.ending = next((e for e in events if e.kind == GAME_OVER), None)
        self._changed()
        return events

    def can_undo(self) -> bool:
        """Return True when the game allows undo and there is a move to take back."""
        return self.rules.info.undo and bool(self.history)

    def undo(self) -> None:
        """Take back the last action, restoring the state before it exactly.

        Raises:
            RuleError: "nothing_to_undo" or "undo_not_allowed".
        """
        if not self.rules.info.undo:
            raise RuleError("undo_not_allowed")
        if not self.history:
            raise RuleError("nothing_to_undo")
        self.state = self.history.pop()
        self.actions.pop()
        self.ending = None
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # Saving: the actions from the deal are enough to rebuild every state
    # (and so the undo history); the state is saved too, as a check.

    def to_json(self) -> dict:
        """Return the match as JSON-ready data."""
        rules = self.rules
        return {
            "format": SAVE_FORMAT,
            "game_id": self.game_id,
            "deal": self.deal,
            "seats": to_json(self.seats),
            "options": self.options,
            "round_no": self.round_no,
            "rounds": self.rounds,
            "count": self.count,
            "totals": list(self.totals),
            "carried": self.carried,
            "first": self.first,
            "actions": [[seat, rules.action_to_json(a)] for seat, a in self.actions],
            "state": rules.state_to_json(self.state),
        }

    @classmethod
    def from_json(cls, data: dict, on_change: Callable[["Match"], None] | None = None) -> "Match":
        """Return the match ``to_json`` wrote, with its undo history rebuilt.

        Raises:
            ValueError: when the data is not a match this version can resume.
        """
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("not a saved match of this version")
        try:
            game_id = data["game_id"]
            rules = RULES[game_id]
            # Read by msgspec as one typed whole (the network's decoder too): a field of the wrong kind is refused.
            save = msgspec.convert(rules.migrate(data), Saved)
            seats = tuple(save.seats)
            if any(s.level not in LEVELS for s in seats):
                raise ValueError("a seat has no known bot level")
            match = cls.start(game_id, save.deal, seats, save.options or {}, rounds=save.rounds, count=save.count)
            match.round_no = save.round_no
            match.carried = dict(save.carried or {})
            match.first = save.first % len(seats)
            match.state = match._dealt()  # this game's starting seat follows its number
            match.totals = tuple(save.totals) if save.totals is not None else match.totals
            if len(match.totals) != len(seats):
                raise ValueError("totals do not match the seats")
            for seat, action in save.actions:
                match.act(seat, rules.action_from_json(action))
            saved = rules.state_from_json(save.state)
        except (KeyError, TypeError, ValueError, RuleError, AttributeError, IndexError, OverflowError,
                RecursionError, msgspec.ValidationError) as exc:
            # Whatever the file holds, a damaged save is refused here, never a crash further on.
            raise ValueError(f"saved match is damaged: {exc!r:.200}") from exc
        if saved != match.state:
            raise ValueError("saved match does not replay to its saved state")
        match.on_change = on_change
        return match
