"""Small facts every part of a sitting asks: a game's name, its seats by default, the race's clock; and
what the parts of a Session see of one another (``SessionParts``, for the type checker)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Callable

from app.games import GAMES
from app.text.i18n import _

if TYPE_CHECKING:
    from app.core.game import Game
    from app.core.match import Match
    from app.core.rules import Event, RuleError
    from app.core.seats import Seat
    from app.speech.cues import NoCues
    from app.store.lock import TableLock
    from app.store.results import Results
    from app.store.settings import Settings
    from app.table import LocalTable, SharedTable, Table
    from app.text.announcer import Announcer
    from app.text.telling import Told


def default_players(game_id: str) -> int:
    """Return how many seats a game starts with when the player did not set them: 2 where it can."""
    low, high = GAMES[game_id].players
    return max(low, min(high, 2))


def monotonic_ms() -> int:
    """Return the table's clock: milliseconds that only go forward."""
    return time.monotonic_ns() // 1_000_000


def game_title(game_id: str) -> str:
    """Return a game's name in the current language."""
    return _(GAMES[game_id].title)


class SessionParts:
    """The Session's parts (``hearing``, ``voice``, ``starting``, ``turns``, ``shared``, ``race``, ``telling``)
    as one another see them: each is a mixin of ``app.session.Session`` and uses what the others and the
    Session define. Declared here for the type checker only (nothing at run time: every name below is
    defined by the Session or one of its parts, which come before this class in its order)."""

    if TYPE_CHECKING:
        # Set by Session.__init__ (see its docstring and comments).
        problems: list[str]
        clock: Callable[[], int]
        _heard: int | None
        settings: Settings
        first_start: bool
        _run_only: dict[str, tuple]
        speaker: Any
        announcer: Announcer
        _utterance_sink: Any
        keys: bool
        braille: Any
        cues: NoCues
        table_lock: TableLock
        _left_table: bool
        guest: bool
        results: Results
        _table: Table | None
        _then: Match | None
        variants: dict[str, dict]
        viewer: int | None
        handoff: int | None
        autosave: bool
        _unheard: list[list]
        _speech_end: int
        _unheard_until: int
        lines: bool

        # The Session's own.
        @property
        def table(self) -> Table | None: ...
        @property
        def match(self) -> Match | None: ...
        @property
        def remote(self) -> SharedTable | None: ...
        @property
        def full(self) -> bool: ...
        def sit(self, table: Table | None) -> None: ...
        def local_table(self, match: Match) -> LocalTable: ...

        # hearing
        def say(self, text: str, kind: str = "important", interrupt: bool = True) -> None: ...
        def say_news(self, text: str, kind: str = "important", again: Callable[[], str] | None = None) -> None: ...

        # voice
        def report(self, problems) -> None: ...
        def reader_reads_screen(self) -> bool: ...
        def show_utterances(self, sink) -> None: ...
        def replace_speaker(self, speaker) -> None: ...

        # starting
        def _finish(self) -> None: ...

        # turns
        @property
        def seats(self) -> tuple[Seat, ...]: ...
        def seat_name(self, seat: int) -> str: ...
        def seat_to_act(self) -> int | None: ...
        def turn_prompt(self) -> str: ...
        def cue(self, name: str) -> None: ...
        def _cue_for(self, events: list[Event]) -> str | None: ...
        def _next_turn(self, actor: int | None) -> None: ...
        def _after_action(self, actor: int | None) -> None: ...

        # shared
        def _leave_table(self) -> None: ...
        def hear_table(self) -> int: ...

        # race
        def racing(self) -> bool: ...
        def _news(self, text: str, at: int) -> None: ...
        def _race_on(self, actor: int | None) -> None: ...
        def advance(self, now: int | None = None) -> int: ...

        # telling
        @property
        def game(self) -> Game: ...
        @property
        def teller(self) -> Any: ...
        def told(self, viewer: int | None | str = "viewer") -> Told: ...
        def rule_error(self, err: RuleError) -> str: ...
        def narrate(self, event: Event) -> str: ...
        def _you(self) -> int | None: ...
        def results_viewer(self) -> int | None: ...
        def where(self) -> str: ...
        def _round_over(self, match: Match) -> str: ...
