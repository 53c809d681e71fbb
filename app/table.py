"""The table side of a sitting, behind the one interface every front end plays through.

A front end (``app.session.Session``: settings, voice, language, the
announcements, the view of one seat) plays through a table: ``act`` (the
events of a move, or ``RuleError``), ``next_round``, ``undo``, ``match`` (the
match as this player may know it), ``news`` (what happened at the table
meanwhile: others' moves, who came and went) and the table's bots. Two tables
have it:

- ``LocalTable``: the match in this process (a game alone or at one
  keyboard), its bots, the race's reaction times and the autosave. The
  player's side paces it: it asks for each bot move when the news before
  has been heard (``runs_bots`` False).
- ``app.net.remote.RemoteTable``: a seat at a table server; the server runs
  the rules, the bots and the clock, and sends this seat only what it may know
  (``runs_bots`` True: its bots' moves come as news).

``Table`` declares that interface (a ``typing.Protocol``); ``SharedTable`` adds
what only a seat at a shared table has (its code, its seat, chat). The news a
table hands over is plain data (``Moved``, ``NewGame``, ``Back``, ``Closed``,
``Notice``): the player's side decodes no network message. The table owns the
one match: the player's side reads ``table.match`` and keeps none of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol, Union

from app.bots.table import bot_action, first_reaction, reactions, turn_bot
from app.core.match import Match
from app.core.rules import Event, RuleError
from app.store import autosave


# What happened at a table meanwhile (``Table.news``), as plain data: no network message crosses to the
# player's side. Each that changes the game carries the match as it left the table (the news is told
# from there: a later move's view would tell an earlier move's cards wrong).

@dataclass(frozen=True)
class Moved:
    """Another seat moved (a bot, another player): its events, and the match just after them."""

    actor: int | None
    events: list[Event]
    match: Match


@dataclass(frozen=True)
class NewGame:
    """The next game of the match was dealt (by another seat); ``match``: the new game."""

    match: Match


@dataclass(frozen=True)
class Back:
    """The connection came back after a drop: this player holds ``seat``; ``match``: where the game stands."""

    seat: int
    match: Match


@dataclass(frozen=True)
class Closed:
    """The table closed for good (``reason``: one of ``app.net.protocol.REASONS``, as ``online.closed`` says)."""

    reason: str


@dataclass(frozen=True)
class Notice:
    """Something about the table, not the game: who came and went, chat, a fair deal's check
    (``kind`` and the fields ``app.text.online.notice`` says)."""

    kind: str
    seat: int | None = None
    name: str = ""
    text: str = ""
    hold: int = 0


News = Union[Moved, NewGame, Back, Closed, Notice]


class Table(Protocol):
    """What the player's side (``app.session``) plays through: a table here or a seat at a shared one.

    Attributes:
        match: the one match, as this player may know it (the whole of it here; a seat's view there).
        remote: True for a seat at a table elsewhere (``SharedTable``).
        runs_bots: True when the table moves its bots itself (their moves come as ``news``); False when
            the player's side asks for each (``bot_to_act``, ``bot_move``, ``next_reaction``).
        save_error: the error code of the last save that failed here, or "".
    """

    match: Match
    remote: bool
    runs_bots: bool
    save_error: str

    def act(self, seat: int, action: Any) -> list[Event]: ...

    def next_round(self) -> None: ...

    def undo(self) -> None: ...

    def news(self) -> list[News]: ...

    def bot_to_act(self) -> int | None: ...

    def bot_move(self, seat: int, at: int | None = None) -> list[Event]: ...

    def next_reaction(self) -> tuple[int, int] | None: ...

    def save(self) -> None: ...

    def close(self, leave: bool = False) -> None: ...


class SharedTable(Table, Protocol):
    """A seat at a table elsewhere: what "where am I", joining and chat need beside ``Table``.

    Attributes:
        seat: the seat this player holds.
        code: the table's code, which others type to join.
        address: where others reach the table ("" when unknown).
        resumed: the seat was taken back (a token), not newly sat at.
    """

    seat: int
    code: str
    address: str
    resumed: bool

    def chat(self, text: str) -> None: ...

    def remove(self, seat: int) -> None: ...


class LocalTable:
    """A match played in this process, with its bots, its race clock's reactions and its autosave.

    Attributes:
        match: the match (the whole of it: at one keyboard the Session says only what the viewer may know).
        reactions: in a race, each bot seat that may act -> its reaction time (ms) to the last news.
        saves: whether the match is autosaved here (never in a guest window: the saved game is the other's).
        save_error: the error code of the last autosave that failed, or "" while saving works.
    """

    #: A local table is in this process.
    remote = False
    #: The player's side asks for each bot move, paced by its voice (``bot_move``, ``next_reaction``).
    runs_bots = False

    def __init__(self, match: Match, saves: bool = True,
                 report: Callable[[list], None] = lambda found: None) -> None:
        """``saves``: autosave the match after every change (not in a guest window); ``report`` is told
        the problems of a save that failed, once a streak of failures."""
        self.match = match
        self.reactions: dict[int, int] = {}
        self.save_error = ""
        self._report = report
        self.saves = saves
        if saves:
            match.on_change = self._save
        self.react()

    def act(self, seat: int, action: Any) -> list[Event]:
        """Apply ``seat``'s action and return its events; raise RuleError when it is not legal."""
        events = self.match.act(seat, action)
        self.react()
        return events

    def next_round(self) -> None:
        """Deal the next game of the match; raise RuleError while this one goes on or after the last."""
        self.match.next_round()
        self.react()

    def undo(self) -> None:
        """Take back the last move; raise RuleError when there is none or the game allows none."""
        self.match.undo()
        self.react()

    def news(self) -> list[News]:
        """Return what happened at the table meanwhile: nothing, since only this Session acts here."""
        return []

    def close(self, leave: bool = False) -> None:
        """Nothing to close: the match is saved after every move."""

    # The bots

    def racing(self) -> bool:
        """Return True while the game is a race: seats act at once, and bots by the clock."""
        return self.match is not None and self.match.racing()

    def bot_to_act(self) -> int | None:
        """Return the bot seat whose turn it is (turn by turn: in a race see ``next_reaction``)."""
        return turn_bot(self.match)

    def bot_move(self, seat: int, at: int | None = None) -> list[Event]:
        """Let the bot at ``seat`` choose its move and make it (in a race, stamped ``at`` ms on the race's
        clock); return the events. Raise RuleError when it cannot (in a race another card came first:
        the bot then waits for the next news)."""
        action = bot_action(self.match, seat)
        if at is not None:
            action = self.match.rules.stamp(action, at)
        try:
            return self.act(seat, action)
        except RuleError:
            self.reactions.pop(seat, None)
            raise

    def react(self) -> None:
        """In a race, after each move (and at its start): each bot that can act gets a reaction time to
        the news, seeded by the position (``app.bots.table``, the one core the table server uses too)."""
        self.reactions = reactions(self.match) if self.match is not None else {}

    def next_reaction(self) -> tuple[int, int] | None:
        """Return the race's next bot to act and its reaction time (ms after the news is heard out), or
        None when no bot is waiting."""
        return first_reaction(self.reactions) if self.racing() else None

    # The autosave

    def save(self) -> None:
        """Save the match now (a new deal: a sitting left before its first move resumes it)."""
        if self.saves:
            self._save(self.match)

    def _save(self, match: Match) -> None:
        """Save the match after every change; once it is over, keep no save unless the next game of its
        match is still to be played."""
        if match.is_over() and (len(match.seats) == 1 or match.match_over() or not match.rounds):
            autosave.clear_match()
            self.save_error = ""
            return
        found = autosave.save_match(match.to_json())
        if found and not self.save_error:
            self._report(found)  # once a failure streak, so a full disk does not drown every move
        self.save_error = str(found[0].params.get("error", "")) or "?" if found else ""
