"""The table side of a sitting, behind the one interface every front end plays through.

A front end (``app.session.Session``: settings, voice, language, the
announcements, the view of one seat) plays through a table: ``act`` (the
events of a move, or ``RuleError``), ``next_round``, ``undo``, ``match`` (the
match as this player may know it) and ``news`` (what happened at the table
meanwhile: others' moves, who came and went). Two tables have it:

- ``LocalTable``: the match in this process (a game alone or at one
  keyboard); the Session runs its bots and race clock, paced by the voice.
- ``app.net.client.RemoteTable``: a seat at a table server; the server runs
  the rules, the bots and the clock, and sends this seat only what it may know.
"""

from __future__ import annotations

from typing import Any

from app.core.match import Match
from app.core.rules import Event


class LocalTable:
    """A match played in this process.

    Attributes:
        match: the match (the whole of it: at one keyboard the Session says only what the viewer may know).
    """

    #: A local table is in this process.
    remote = False
    #: The Session runs the bots (paced by its voice) and the race clock.
    runs_bots = False

    def __init__(self, match: Match) -> None:
        self.match = match

    def act(self, seat: int, action: Any) -> list[Event]:
        """Apply ``seat``'s action and return its events; raise RuleError when it is not legal."""
        return self.match.act(seat, action)

    def next_round(self) -> None:
        """Deal the next game of the match; raise RuleError while this one goes on or after the last."""
        self.match.next_round()

    def undo(self) -> None:
        """Take back the last move; raise RuleError when there is none or the game allows none."""
        self.match.undo()

    def news(self) -> list[Any]:
        """Return what happened at the table meanwhile: nothing, since only this Session acts here."""
        return []

    def close(self, leave: bool = False) -> None:
        """Nothing to close: the match is saved after every move."""
