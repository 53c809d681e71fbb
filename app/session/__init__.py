"""One player's sitting: settings, voice, announcements, the view of one seat, the results.

The Textual UI and plain mode both drive a Session, so the way from a key
to a spoken sentence is the same in both: Session.act -> the table
(``app.table.Table``: the match, its bots and autosave here, or a table
server) -> rules -> events -> app.text sentences -> Announcer (speech,
screen, history), with the result kept at the end. The Session paces the
table's bots by its voice: a bot moves once the news before it has been heard.

Its parts, a module each (``Session`` is made of them):

- ``hearing``: each sentence said, and the turn's news kept until it is heard;
- ``voice``: the settings, and the voice's route (reader, screen, braille);
- ``starting``: a match started, resumed, and its results kept;
- ``turns``: moves, bots, the hot seat and undo;
- ``shared``: a shared table joined, its news told, chat;
- ``race``: a race's bots paced by the voice;
- ``telling``: the game's sentences told to the viewer.
"""

from __future__ import annotations

from app.core.match import Match
from app.session.common import default_players, game_title, monotonic_ms
from app.session.hearing import Hearing
from app.session.race import Race
from app.session.shared import Shared
from app.session.starting import Starting
from app.session.telling import Telling
from app.session.turns import Turns
from app.session.voice import Voice
from app.speech import make_speaker
from app.speech.cues import NoCues
from app.store import lock as table_lock, results, settings as settings_store
from app.table import LocalTable, SharedTable, Table
from app.text import errors, i18n
from app.text.announcer import Announcer
from app.text.i18n import _

__all__ = ["Session", "default_players", "game_title", "monotonic_ms"]


class Session(Hearing, Voice, Starting, Turns, Shared, Race, Telling):
    """Everything one player's sitting needs, shared by the UI and plain mode.

    Attributes:
        settings: the player's settings (saved on change).
        speaker: the voice (or a silent one, with ``status`` saying why).
        announcer: speaks, shows and keeps each sentence.
        match: the game in progress, or None (the table's own: ``table.match``).
        table: the table played at (``app.table.Table``), or None before a game.
        remote: the table when it is a seat at a shared table (``app.table.SharedTable``), else None.
        problems: sentences about files that could not be read at start.
        viewer: the seat whose player has the keyboard: the one told its
            secret cards and called "you"; None while the keyboard passes
            between humans (then no secret card is told to anyone).
        handoff: the human seat that must say it is ready before play goes
            on (hot seat in games with secret hands), else None.
    """

    def __init__(self, speaker=None, settings=None, cues=None, clock=None) -> None:
        self.problems: list[str] = []
        #: The clock of a race, in ms (``monotonic_ms``; tests give a fake one they move by hand).
        self.clock = clock or monotonic_ms
        #: In a race: when the last news was heard out (ms), or None while the voice still speaks it.
        self._heard: int | None = 0
        if settings is None:
            settings, found = settings_store.load_settings()
            self.problems += [errors.problem(p.msg_id, p.params) for p in found]
        self.settings = settings
        #: True on the very first start (no settings file yet): the table gives its tour once.
        self.first_start = False
        #: Settings for this run only: name -> (the run's value, the value to keep in the file).
        self._run_only: dict[str, tuple] = {}
        i18n.set_language(self.settings.language)
        if speaker is None:
            speaker = make_speaker(self.settings.speech, self.settings.language, self.settings.rate)
        self.speaker = speaker
        self.announcer = Announcer(speaker, self.settings.history_size)
        self._utterance_sink = None
        #: True when the player presses keys (the Textual screens), False when commands are typed.
        self.keys = False
        #: The braille display through BRLTTY, when one is used (see use_braille).
        self.braille = None
        #: The sound cues beside the voice (``app.speech.cues``); none unless a player is given.
        self.cues = cues if cues is not None else NoCues()
        # One Tabletalk at a time saves games on a data folder: a second one (a guest)
        # is told so at start, and never resumes, saves or deletes the saved game.
        self.table_lock, found = table_lock.lock_table()
        self.table_lock.enter()
        self._left_table = False
        self.guest = self.table_lock.elsewhere
        self.problems += [errors.problem(p.msg_id, p.params) for p in found]
        self.results, found = results.open_results(repair=not self.guest)
        self.problems += [errors.problem(p.msg_id, p.params) for p in found]
        #: The table played at (``app.table.Table``: the match here, or a seat at a table server); None
        #: before a game. It owns the match: ``match`` reads it, and nothing here keeps another.
        self._table: Table | None = None
        #: While the table's news is told: the match as that news left the table (``Shared.hear_table``).
        self._then: Match | None = None
        #: The variants chosen this sitting for games started without a table setup
        #: (game id -> options); a game starts with them unless others are given.
        self.variants: dict[str, dict] = {}
        self.viewer: int | None = 0
        self.handoff: int | None = None
        #: Save the match played here after every move (off for the thousands of moves of a bench).
        self.autosave = True
        #: The turn's news not yet heard (``say_news``): [text, again()] pairs, said again after a key's
        #: answer that cut them off; empty once the voice has said them.
        self._unheard: list[list] = []
        #: When (ms on ``clock``) the voice is estimated to have said everything given to it.
        self._speech_end = 0
        #: When the last of the unheard news is estimated to have been said.
        self._unheard_until = 0
        #: Line mode: every announcement is a printed line. A reader that reads those lines has each on
        #: the screen to read back; news said again would reach the voice only, never the screen, and so
        #: never the reader (the real-Orca line-mode sittings logged it said twice, heard once).
        self.lines = False

    # The table: it owns the match

    @property
    def table(self) -> Table | None:
        """Return the table played at (``app.table.Table``), or None before a game."""
        return self._table

    @property
    def match(self) -> Match | None:
        """Return the match in play, the table's own (None before a game); while the table's news is told,
        the match as that news left the table."""
        if self._then is not None:
            return self._then
        return self._table.match if self._table is not None else None

    @property
    def remote(self) -> SharedTable | None:
        """Return the table when it is a seat at a shared table, else None."""
        table = self._table
        return table if table is not None and table.remote else None  # type: ignore[return-value]

    def sit(self, table: Table | None) -> None:
        """Play at ``table`` from now on (None: no game). A shared table sat at before is not left here:
        ``start`` and ``resume`` leave it first (``_leave_table``)."""
        self._table, self._then = table, None

    def local_table(self, match: Match) -> LocalTable:
        """Return a table here for ``match``: it autosaves it, but never in a guest window."""
        return LocalTable(match, saves=self.autosave and not self.guest, report=self.report)

    @property
    def full(self) -> bool:
        """Return True for full verbosity."""
        return self.settings.verbosity == "full"

    # The end of a sitting

    def farewell(self) -> str:
        """Return the last words of a sitting: what was saved, exactly."""
        match = self.match
        if self.remote is not None and match is not None and not match.is_over():
            return _("Goodbye. The table keeps your seat for a while.")
        if match is None or match.is_over() and (match.match_over() or not match.rounds):
            return _("Goodbye.")  # nothing played, or the game ended (its result is kept)
        if self.guest:
            return _("Goodbye. This game was not saved: Tabletalk is open in another window.")
        save_error = self.table.save_error if self.table is not None else ""
        if save_error:
            return _("Goodbye. This game could not be saved: {reason}.").format(
                reason=errors.error_words(save_error))
        return _("Goodbye. Your game is saved.")

    def close(self) -> None:
        """Stop speech and close files."""
        if self.remote is not None:
            self.remote.close()
        self.speaker.close()
        if self.braille is not None:
            self.braille.close()
        self.results.close()
        if not self._left_table:
            self._left_table = True
            self.table_lock.leave()
