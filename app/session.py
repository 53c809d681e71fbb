"""One player's sitting: settings, voice, announcements, the view of one seat, the results.

The Textual UI and plain mode both drive a Session, so the way from a key
to a spoken sentence is the same in both: Session.act -> the table
(``app.table``: the match, its bots and autosave here, or a table server) ->
rules -> events -> app.text sentences -> Announcer (speech, screen, history),
with the result kept at the end. The Session paces the table's bots by its
voice: a bot moves once the news before it has been heard.
"""

from __future__ import annotations

import copy
import sys
import time
from typing import Any, Callable, Sequence

from app.core.match import Match
from app.core.rng import random_deal
from app.core.rules import Event, RuleError
from app.core.seats import Seat, default_seats
from app.games import GAMES, REGISTRY
from app.speech import make_speaker
from app.speech.base import spoken_ms
from app.store import autosave, lock as table_lock, results, settings as settings_store
from app.table import LocalTable
from app.text import errors, i18n
from app.text import seats as seats_text
from app.speech.cues import NoCues
from app.text.announcer import Announcer
from app.text.i18n import _
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


class Session:
    """Everything one player's sitting needs, shared by the UI and plain mode.

    Attributes:
        settings: the player's settings (saved on change).
        speaker: the voice (or a silent one, with ``status`` saying why).
        announcer: speaks, shows and keeps each sentence.
        match: the game in progress, or None.
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
        self.match: Match | None = None
        #: A seat at a table server (``app.net.client.RemoteTable``) while one is joined, else None.
        self.remote = None
        #: The variants chosen this sitting for games started without a table setup
        #: (game id -> options); a game starts with them unless others are given.
        self.variants: dict[str, dict] = {}
        self.viewer: int | None = 0
        self.handoff: int | None = None
        #: The table of the match played here (None until one is played).
        self._local: LocalTable | None = None
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

    @property
    def table(self):
        """Return the table played at (``app.table``): a seat at a table server, or the match here."""
        if self.remote is not None:
            return self.remote
        if self._local is None or self._local.match is not self.match:
            self._local = self._table_for(self.match)
        return self._local

    def _table_for(self, match: Match | None) -> LocalTable:
        """Return a table here for ``match``: it autosaves it, but never in a guest window."""
        return LocalTable(match, saves=self.autosave and not self.guest and match is not None, report=self.report)

    @property
    def full(self) -> bool:
        """Return True for full verbosity."""
        return self.settings.verbosity == "full"

    def say(self, text: str, kind: str = "important", interrupt: bool = True) -> None:
        """Announce a sentence; ``interrupt=False`` lets the one being spoken finish first.

        A sentence that cuts the voice off (a key's answer) is followed by the turn's news it cut
        off before the player heard it (``say_news``).
        """
        self._reader_left()
        cut = interrupt and self._news_unheard() and not (self.lines and self.reader_reads_screen())
        self.announcer.say(text, kind, interrupt)
        self._spoken(text, interrupt)
        if cut:
            self._say_unheard_again()

    def say_news(self, text: str, kind: str = "important", again: Callable[[], str] | None = None) -> None:
        """Say the turn's news (whose turn, the hand, what fits) right behind what is being said, and keep
        it until it has been heard: a key that cuts it off hears it after the key's own answer.

        ``again`` returns the news as it stands when it must be said again ("" when it no longer holds);
        without it, the same words while no move has been made since. Line mode and the screens share this.
        """
        if not text:
            return
        self._reader_left()
        # News of an earlier position, or heard already, gives way to this.
        self._unheard = [item for item in self._unheard if item[1]()] if self._news_unheard() else []
        if again is None:
            moves = self._moves_made()
            again = lambda: text if self._moves_made() == moves else ""  # noqa: E731
        self.announcer.say(text, kind, interrupt=False)
        self._spoken(text, False)
        self._unheard.append([text, again])
        self._unheard_until = self._speech_end

    def drop_news(self) -> None:
        """Forget the news not yet heard: the player left the table it was about."""
        self._unheard = []

    def unheard_news(self) -> list[str]:
        """Return the turn's news not heard yet (the voice still has it), in the order it is said."""
        return [text for text, _again in self._unheard] if self._news_unheard() else []

    def _moves_made(self) -> tuple:
        """Return what changes with every move and deal: news said before it is of another position."""
        match = self.match
        return (id(match), len(match.actions), match.round_no) if match is not None else ()

    def _spoken(self, text: str, interrupt: bool) -> None:
        """Note about when the voice will have said everything given to it (``spoken_ms``)."""
        now = self.clock()
        start = now if interrupt else max(now, self._speech_end)
        self._speech_end = start + spoken_ms(text, self.settings.rate)

    def _news_unheard(self) -> bool:
        """Return True when news was given that the voice may not have said yet: it still speaks, and the
        estimate of the news's end has not passed (a voice that says it is quiet has said everything)."""
        if not self._unheard:
            return False
        if self.speaker.speaking() and self.clock() < self._unheard_until:
            return True
        self._unheard = []
        return False

    def _say_unheard_again(self) -> None:
        """Say the news that was cut off again, as it stands now, right after the answer just given."""
        kept = []
        for item in self._unheard:
            text = item[1]()
            if text:
                item[0] = text
                kept.append(item)
                self.announcer.again(text)
                self._spoken(text, False)
        self._unheard = kept
        self._unheard_until = self._speech_end

    def _reader_left(self) -> None:
        """If the screen reader stopped answering, go on with the next voice, and say so first."""
        speaker = self.speaker
        if getattr(speaker, "starting", False):
            return  # a voice still starting has left no reader (asking its name would wait for the start)
        if getattr(speaker, "name", "") != "screenreader" or not speaker.status:
            return
        reason = errors.speech_reason(speaker.status)
        choice = "auto" if self.settings.speech == "screenreader" else self.settings.speech
        self.replace_speaker(make_speaker(choice, self.settings.language, self.settings.rate))
        self.announcer.say(_("Speech: {reason}; Tabletalk's own voice speaks now.").format(reason=reason), "alert")

    def speech_notice(self) -> str:
        """Return the one notice to show when speech is off for a reason, else ""."""
        status = getattr(self.speaker, "status", "")
        if not status:
            return ""
        return _("Speech is off: {reason}. Everything is shown as text.").format(
            reason=errors.speech_reason(status))

    # Settings

    def report(self, problems) -> None:
        """Announce each problem the store met (a file that could not be read or written)."""
        for p in problems:
            self.say(errors.problem(p.msg_id, p.params), "alert")

    def for_this_run(self, **file_values) -> None:
        """Mark the current values of these settings as for this run only (``--lang``, ``--speech``).

        The settings file keeps ``file_values``; a value the player then changes in
        the program is their choice, and is saved.
        """
        for name, file_value in file_values.items():
            self._run_only[name] = (getattr(self.settings, name), file_value)

    def file_value(self, name: str, current):
        """Return the value the settings file keeps for ``name``: ``current`` unless it is for this run only."""
        return self._run_only.get(name, (None, current))[1]

    def save_settings(self) -> None:
        """Write the settings (less what is for this run only); a failure is announced, never raised."""
        import dataclasses

        kept = {}
        for name, (run_value, file_value) in list(self._run_only.items()):
            if getattr(self.settings, name) == run_value:
                kept[name] = file_value
            else:
                del self._run_only[name]  # changed in the program: a choice to keep
        self.report(settings_store.save_settings(dataclasses.replace(self.settings, **kept)))

    def set_language(self, lang: str) -> None:
        """Switch screens, sentences and the voice to ``lang``."""
        self.settings.language = lang
        i18n.set_language(lang)
        self.speaker.set_language(lang)
        self.save_settings()

    def set_rate(self, rate: int) -> None:
        """Set the speech rate in words per minute."""
        self.settings.rate = rate
        self.speaker.set_rate(rate)
        self.save_settings()

    def use_braille(self, line) -> None:
        """Show each announcement and focus echo on a braille line (BRLTTY; ``None``: no display)."""
        if line is None:
            return
        self.braille = line

        def shown(text: str, kind: str) -> None:
            # A screen reader brailles what it says, or the screen line it reads, itself.
            if not self.through_reader() and not self.reader_reads_screen():
                line.show("" if kind == "clear" else text)

        self.announcer.listeners.append(shown)

    def show_utterances(self, sink) -> None:
        """Hand each utterance to ``sink`` when the player's screen reader reads it from the screen
        (the "screen" route, app/speech/screen_backend.py); ``None``: no screen to show it on."""
        self._utterance_sink = sink
        try:
            self.speaker.sink = sink
        except AttributeError:  # a voice of its own: nothing to hand over
            pass

    def reader_reads_screen(self) -> bool:
        """Return True when the player's screen reader reads Tabletalk's words from the screen."""
        return self._route() == "screen"

    def through_reader(self) -> bool:
        """Return True when the player's screen reader speaks (and brailles) the announcements."""
        return self._route() == "screenreader"

    def _route(self) -> str:
        """Return the name of the voice's route; a voice still starting is waited for only when it may
        become a screen reader's route (no reader runs: the first frame never waits for a voice)."""
        speaker = self.speaker
        if getattr(speaker, "starting", False) and not getattr(speaker, "may_be_reader", True):
            return "starting"
        return getattr(getattr(speaker, "started", speaker), "name", "")

    def voice_in_use(self) -> str:
        """Return the name of what speaks now ("NVDA", "eSpeak NG"), or "" when nothing does."""
        # A voice started on its own thread is asked once it is there.
        speaker = getattr(self.speaker, "started", self.speaker)
        if speaker is None or getattr(speaker, "status", "") or speaker.name in ("off", "recording"):
            return ""
        reader = getattr(speaker, "reader", "")
        if reader:
            return reader
        return {"pyttsx3": "eSpeak NG" if sys.platform.startswith("linux") else "pyttsx3",
                "espeak": "eSpeak NG", "speechd": "Speech Dispatcher"}.get(speaker.name, speaker.name)

    def replace_speaker(self, speaker) -> None:
        """Use another voice (after the speech setting changed)."""
        self.speaker.close()
        self.speaker = speaker
        self.announcer.speaker = speaker
        self.show_utterances(self._utterance_sink)

    # The match

    def start(self, game_id: str, deal: int | None = None, seats: Sequence[Seat] | None = None,
              options: dict | None = None, rounds: int = 0, count: str = "points", follows: Match | None = None) -> Match:
        """Start a numbered deal of a game (one human and bots unless ``seats`` says) and announce it;
        ``follows``: the finished match it plays on from (``Match.start``)."""
        self._leave_table()
        deal = deal or random_deal()
        if options is None:
            options = {**GAMES[game_id].default_options(), **self.variants.get(game_id, {})}
        if seats is None:
            seats = default_seats(default_players(game_id), self.settings.player_name)
        # A game may set variants for players sharing one keyboard (Zip Zap: its race is for one).
        shared = getattr(GAMES[game_id].rules, "shared_keyboard", None)
        changed = bool(shared and sum(s.human for s in seats) > 1
                       and any(options.get(k) != v for k, v in shared.items()))
        if changed:
            options = {**options, **shared}
        self.match = Match.start(game_id, deal, tuple(seats), options, rounds=rounds, count=count,
                                 follows=follows)
        self.table.save()
        self.viewer, self.handoff = None, None
        opening = _("{game}, deal {deal}.").format(game=game_title(game_id), deal=deal)
        if len(self.match.seats) > 1 and self.full:
            # Brief: the seats were just set at the table, and "where" names them.
            opening += " " + seats_text.players_line(self.match.seats)
        if changed:
            opening += " " + self.teller.options_line(options)
        own = self.teller.deal_opening(self.told(self._you()), True)
        self.say(opening + (" " + own if own else ""))
        self._next_turn(actor=None)
        return self.match

    def next_game(self) -> bool:
        """Deal the next game of the match, once this one is over; say why not otherwise."""
        if self.match is None:
            return False
        try:
            self.table.next_round()
        except RuleError as err:
            self.say(self.rule_error(err), "alert")
            return False
        self.match = self.table.match
        text = _("Game {number}, deal {deal}.").format(number=self.match.round_no, deal=self.match.deal)
        if self.match.rules.info.rotates_start:
            # The deal moves round: say who starts this game.
            text += " " + seats_text.starts(self.seats, self.match.first_seat(), self.results_viewer())
        own = self.teller.deal_opening(self.told(self._you()), False)
        self.say(text + (" " + own if own else ""))
        self._next_turn(actor=None)
        return True

    def saved_game(self) -> dict | None:
        """Return the autosaved match data, if a game can be resumed (never for a guest)."""
        if self.guest:
            return None  # the saved game is the other window's: not even read
        data, found = autosave.load_match()
        self.report(found)
        if data is None:
            return None
        deal = data.get("deal")
        if data.get("game_id") not in REGISTRY or not isinstance(deal, int) or isinstance(deal, bool):
            # A game this version does not have, or no deal to name: say so and move it aside.
            self.report(autosave.reject_match())
            return None
        return data

    def resume(self) -> bool:
        """Resume the autosaved match; say why not when it cannot be."""
        if self.guest:
            self.say(_("This window cannot resume a game: Tabletalk is already open in another window."),
                     "alert")
            return False
        data = self.saved_game()
        if data is None:
            self.say(_("There is no saved game to resume."), "alert")
            return False
        self._leave_table()
        try:
            self.match = Match.from_json(data)
        except ValueError:
            self.report(autosave.reject_match())
            return False
        self.viewer, self.handoff = None, None
        self.say(_("{game}, deal {deal}, resumed.").format(
            game=game_title(self.match.game_id), deal=self.match.deal))
        self._next_turn(actor=None)
        return True

    # Seats, turns and the hot seat

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Return the seats of the match (none without one)."""
        return self.match.seats if self.match is not None else ()

    def seat_name(self, seat: int) -> str:
        """Return a seat's spoken name."""
        return seats_text.seat_name(self.seats, seat)

    def seat_to_act(self) -> int | None:
        """Return the seat whose turn it is, or None when the game is over."""
        if self.match is None:
            return None
        seats = self.match.to_act()
        return seats[0] if seats else None

    def bot_to_act(self) -> int | None:
        """Return the bot seat whose turn it is, if a bot is to move (never in a race: see ``advance``)."""
        return None if self.match is None else self.table.bot_to_act()

    def my_turn(self) -> bool:
        """Return True when the player at the keyboard may act now."""
        if self.racing():
            return self.viewer in self.match.to_act() and self.handoff is None
        seat = self.seat_to_act()
        return seat is not None and seat == self.viewer and self.handoff is None

    def bot_step(self) -> bool:
        """Let the bot whose turn it is make one move, and announce it; False if no bot is to move."""
        seat = self.bot_to_act()
        if seat is None:
            return False
        events = self.table.bot_move(seat)
        self.cue(self._cue_for(events) or "bot")
        # A bot's move waits for the sentence before it instead of cutting it off.
        self.say(" ".join(t for t in (self.narrate(e) for e in events) if t), interrupt=False)
        self._after_action(seat)
        return True

    def run_bots(self) -> int:
        """Let the bots move until a human's turn or the end (in a race: those whose time has come);
        return how many moves they made."""
        if self.racing():
            return self.advance()
        moves = 0
        while self.bot_step():
            moves += 1
        return moves

    def confirm_handoff(self) -> bool:
        """The next human says they have the keyboard: tell them it is their turn."""
        if self.handoff is None:
            return False
        seat, self.handoff = self.handoff, None
        self.viewer = seat
        self.say(seats_text.handed_over(self.seats, seat, self.turn_prompt()))
        return True

    def turn_prompt(self) -> str:
        """Return what the player at the keyboard hears when the turn comes to them (with its cue)."""
        self.cue("turn")
        return self.teller.turn_prompt(self.told())

    def cue(self, name: str) -> None:
        """Play a sound cue (``app.speech.earcons.CUES``) beside the voice; it never waits."""
        self.cues.play(name)

    def _cue_for(self, events: list[Event]) -> str | None:
        """Return the cue events call for: the game is over, the player at the keyboard took cards, or
        the game's own cue for one of its events."""
        kinds = {e.kind for e in events}
        if "game_over" in kinds:
            return "game_over"
        if any(e.kind in ("trick_won", "pair_taken", "round_over", "scored") and e.seat == self.viewer
               for e in events):
            return "won"
        # A game's own events with a cue (its teller's ``cues``: Zocken's dice); the last one counts.
        own = self.teller.cues if self.match is not None else {}
        return next((own[e.kind] for e in reversed(events) if e.kind in own), None)

    def _next_turn(self, actor: int | None) -> None:
        """After a move (by ``actor``, or None at a start), hand the turn on and say whose it is."""
        if self.racing():
            self._race_on(actor)
            return
        seat = self.seat_to_act()
        if seat is None or not self.seats[seat].human:
            if self.viewer is None:
                # No human to act yet: the first human seat watches (and hears its own cards).
                self.viewer = next((i for i, s in enumerate(self.seats) if s.human), None)
            return
        if seat == self.viewer:
            if actor != seat and len(self.seats) > 1:
                self.say_news(self.turn_prompt())
            return
        if self.remote is not None:
            return  # a shared table: each player has a keyboard of their own
        humans = sum(s.human for s in self.seats)
        if self.match.rules.info.secret_hands and humans > 1:
            # Hot seat: nobody's cards are told until the next player says they are ready,
            # and the history, which may hold the last player's cards, is emptied.
            self.viewer, self.handoff = None, seat
            self.announcer.clear()
            self.say_news(seats_text.pass_keyboard(self.seats, seat))
            return
        self.viewer = seat
        if humans > 1:
            self.say_news(seats_text.handed_over(self.seats, seat, self.turn_prompt()))
        elif len(self.seats) > 1:
            self.say_news(self.turn_prompt())  # a start or resume: the game is yours to open

    def _after_action(self, actor: int) -> None:
        if self.match.is_over():
            self._finish()
        else:
            self._next_turn(actor)

    def act(self, action: Any, seat: int | None = None) -> bool:
        """Try an action for ``seat`` (the player at the keyboard); announce what happened or why not."""
        if self.match is None:
            return False
        if self.handoff is not None:
            self.say(seats_text.pass_keyboard(self.seats, self.handoff), "alert")
            return False
        seat = self.viewer if seat is None else seat
        now = None
        self.hear_table()  # what the others did first
        if self.racing():
            # The bots whose time came before this key go first: the first card down counts.
            now = self.clock()
            self.advance(now)
            if self.match.is_over():
                return False
            action = self.match.rules.stamp(action, max(now, self.match.state.clock))
        try:
            if seat is None:
                raise RuleError("not_your_turn", seat=-1)
            events = self.table.act(seat, action)
        except RuleError as err:
            self.cue("refused")
            self.say(self._refusal(err), "alert")
            return False
        self.match = self.table.match  # at a shared table: the view after the move
        cue = self._cue_for(events)
        if cue or now is not None:
            self.cue(cue or "played")
        text = " ".join(s for s in (self.narrate(e) for e in events) if s)
        self.say(text)
        if now is not None:
            self._news(text, now)
        self._after_action(seat)
        return True

    # A shared table (app.net): the server runs the rules, the bots and the clock

    def join(self, remote) -> None:
        """Play at a seat of a table server (``app.net.client.RemoteTable``), and say where the game stands."""
        from app.text import online

        self.remote, self.match = remote, remote.match
        self.viewer, self.handoff = remote.seat, None
        self.say(online.joined(self.seats, remote.seat, remote.welcome.code, game_title(self.match.game_id)))
        if remote.welcome.resumed or self.match.actions or self.match.is_over():
            self.say(self.where(), interrupt=False)
        if not self.match.is_over():
            self._next_turn(actor=None)

    def _leave_table(self) -> None:
        """Leave a shared table for a game here: the protocol's leave, so a bot plays the seat at once and the
        others hear so, not wait the hold time for a player who chose to go (the same join takes it back).
        Quitting Tabletalk (``close``) sends no leave: that seat is kept, as its goodbye says."""
        if self.remote is not None:
            self.remote.close(leave=True)
            self.remote = None

    def hear_table(self) -> int:
        """Say what happened at a shared table since the last look (others' moves, who came and went);
        return how many pieces of news there were (0 at a table of this process)."""
        if self.remote is None:
            return 0
        from app.net import protocol as p
        from app.net.client import events_of, match_from_view
        from app.text import online

        found = self.remote.news()
        for message in found:
            if isinstance(message, p.News):
                self.match = match_from_view(message.view)
                self._hear_news(message.actor, events_of(message))
            elif isinstance(message, p.Welcome):  # back after a drop: where the game stands
                self.match, self.viewer = match_from_view(message.view), message.seat
                self.say(self.where(), interrupt=False)
            elif isinstance(message, p.Closing):
                self.say(online.closed(message.reason), "alert")
            elif isinstance(message, p.Notice) and (message.kind != "chat" or self.settings.chat):
                text = online.notice(message.kind, self.seats, message.seat, message.name, message.text,
                                     message.hold)
                if text:
                    self.say(text, interrupt=False)
        self.match = self.remote.match
        return len(found)

    def _hear_news(self, actor: int | None, events: list[Event]) -> None:
        """Say another seat's move (or the next deal) at a shared table, as this player's view tells it."""
        if any(e.kind == "next_game" for e in events):
            self.say(_("Game {number}.").format(number=self.match.round_no))
            self._next_turn(actor=None)
            return
        cue = self._cue_for(events)
        self.cue(cue or ("bot" if actor is not None and not self.seats[actor].human else "played"))
        self.say(" ".join(t for t in (self.narrate(e) for e in events) if t), interrupt=False)
        self._after_action(actor)

    def say_to_table(self, text: str) -> bool:
        """Say a chat line to the others at a shared table; False when there is none."""
        from app.text import online

        if self.remote is None:
            return False
        self.remote.chat(text)
        self.say(online.own_chat(text))  # the server sends a chat line to the others only
        return True

    # The race: real time (a game whose rules say ``racing(state)``, as Zip Zap's do)

    def racing(self) -> bool:
        """Return True while the game in play is a race: seats act at once, and bots by the clock."""
        return self.match is not None and self.match.racing()

    def _news(self, text: str, at: int) -> None:
        """Note that ``text``, said at ``at`` ms, is heard out about when the voice would end it."""
        self._heard = at + spoken_ms(text, self.settings.rate)

    def _race_on(self, actor: int | None) -> None:
        """After a move in a race (or its start): the first human watches; at a start the table as it
        stands is the news (the table's bots react to it once it is heard)."""
        if self.viewer is None:
            self.viewer = next((i for i, s in enumerate(self.seats) if s.human), None)
        if actor is None:
            text = self.teller.turn_prompt(self.told())
            self.say_news(text)
            self._news(text, self.clock())

    def next_due(self) -> int | None:
        """Return when (ms on ``clock``) the next bot may act in a race, or None when none is waiting.

        While the voice is still speaking the news, it is a moment from now: ask again then.
        """
        if not self.racing():
            return None
        waiting = self.table.next_reaction()
        if waiting is None:
            return None
        if self._heard is None:
            return self.clock() + 50
        return self._heard + waiting[1]

    def advance(self, now: int | None = None) -> int:
        """Let the race's bots act whose time has come by ``now`` (ms; the clock's time if None), earliest
        first; return how many moves they made.

        A bot acts ``reaction`` ms after the news was heard: when the estimate
        from its length has passed but the voice still speaks, from the moment
        the voice falls silent.
        """
        if self.table.runs_bots:
            return self.hear_table()  # the table's own clock and bots
        now = self.clock() if now is None else now
        moves = 0
        while self.racing():
            waiting = self.table.next_reaction()
            if waiting is None:
                break
            if self._heard is None:
                if self.speaker.speaking():
                    break
                self._heard = now
            seat, reacts = waiting
            due = self._heard + reacts
            if due > now:
                break
            if self.speaker.speaking() and due >= now - 50:
                self._heard = None  # the voice is slower than the estimate: wait for it
                break
            at = max(due, self.match.state.clock)
            try:
                events = self.table.bot_move(seat, at)
            except RuleError:
                continue  # another card came first: this bot waits for the next news
            self.cue(self._cue_for(events) or "bot")
            text = " ".join(t for t in (self.narrate(e) for e in events) if t)
            self.say(text)
            self._news(text, at)
            moves += 1
            self._after_action(seat)
        return moves

    def _refusal(self, err: RuleError) -> str:
        seat = self.seat_to_act()
        if err.msg_id == "not_your_turn" and seat is not None and seat != self.viewer:
            return seats_text.named_turn(self.seats, seat)
        return self.rule_error(err)

    def undo(self) -> bool:
        """Take back the last move and say which move it was."""
        if self.match is None:
            return False
        last = self.match.actions[-1] if self.match.actions else None
        try:
            self.table.undo()
        except RuleError as err:
            self.say(self.rule_error(err), "alert")
            return False
        self.say(" ".join([_("Undone.")] + self._taken_back(last)))
        return True

    def _taken_back(self, last) -> list[str]:
        """Return the sentences of the move just taken back, as it was said when it was made."""
        if last is None:
            return []
        seat, action = last
        try:
            after, events = self.match.rules.apply(self.match.state, seat, action)
        except RuleError:
            return []
        # Told from the table as it was just after that move, as when it was first said.
        then = copy.copy(self.match)
        then.state = after
        told = Told(then, self.viewer, self.full, self.keys)
        return [t for t in (self.teller.taken_back(e, told, self.told()) for e in events if e.kind != "game_over")
                if t]

    # What the game says, told to the viewer

    @property
    def game(self):
        """Return the description of the game in play (``app.core.game.Game``)."""
        return GAMES[self.match.game_id]

    @property
    def teller(self):
        """Return the sentences of the game in play (``app.text.telling.Teller``)."""
        return self.game.text.TELLER

    def told(self, viewer: int | None | str = "viewer") -> Told:
        """Return what a sentence of the game in play is told from (the viewer's, unless another seat is given)."""
        return Told(self.match, self.viewer if viewer == "viewer" else viewer, self.full, self.keys)

    def rule_error(self, err: RuleError) -> str:
        """Return why an action was refused, in the game's own words where it has them."""
        return errors.rule_error(err, self.full, self.teller.errors if self.match is not None else None)

    def narrate(self, event: Event) -> str:
        """Return the sentence for one event of the current game, told to the viewer."""
        # Results name no one "you" when several humans share the keyboard.
        viewer = self.results_viewer() if event.kind == "game_over" else self.viewer
        return self.teller.event(event, self.told(viewer))

    def _you(self) -> int | None:
        """Return the one seat played at this keyboard, called "you" before its turn comes (None for several)."""
        humans = [i for i, s in enumerate(self.seats) if s.human]
        return humans[0] if len(humans) == 1 else None

    def results_viewer(self) -> int | None:
        """Return the seat called "you" in results: none when several humans share the keyboard."""
        return self.viewer if self.remote is not None or sum(s.human for s in self.seats) == 1 else None

    def holdings(self) -> str:
        """Return what each seat has won or taken so far (games for several seats)."""
        return self.teller.holdings(self.told())

    def whose_turn(self) -> str:
        """Return whose turn it is, as said by "where am I"."""
        if self.handoff is not None:
            return seats_text.pass_keyboard(self.seats, self.handoff)
        seat = self.seat_to_act()
        if seat is None:
            return _("The game is over.")
        if seat == self.viewer:
            return seats_text.your_turn()
        return seats_text.named_turn(self.seats, seat)

    def read_table(self) -> str:
        """Return the table of the game in play, as "read the table" says it."""
        return self.teller.read_table(self.told())

    def read_hand(self) -> str:
        """Return the viewer's own cards, as "read my cards" says them."""
        return self.teller.read_hand(self.told())

    def where(self) -> str:
        """Return "where am I": after the end, the result; else the game's own answer, or else
        game, deal, round, turn and holdings."""
        match = self.match
        result = self.result()
        own = None if result else self.teller.where(self.told())
        table = self._table_at()
        if own is not None:
            return f"{own} {table}" if table else own
        head = _("{game}, deal {deal}.").format(game=game_title(match.game_id), deal=match.deal)
        several = match.rounds != 1 and len(match.seats) > 1
        if several:
            head = (_("{game}, game {number} of {rounds}, deal {deal}.") if match.rounds else
                    _("{game}, game {number}, deal {deal}.")).format(
                game=game_title(match.game_id), number=match.round_no, rounds=match.rounds, deal=match.deal)
        if not match.deal:  # a shared table keeps the deal number until the end: it would tell every card
            head = ((_("{game}, game {number} of {rounds}.") if match.rounds else _("{game}, game {number}."))
                    if several else _("{game}.")).format(game=game_title(match.game_id), number=match.round_no,
                                                          rounds=match.rounds)
        return " ".join(t for t in (head, result or self.whose_turn(), "" if result else self.holdings(), table) if t)

    def _table_at(self) -> str:
        """Return where a shared table is and its code, for "where am I" ("" at a game here): a newcomer
        who missed it, or a host whose friend asks again, hears it once more."""
        address = getattr(self.remote, "address", "") if self.remote is not None else ""
        if not address:
            return ""
        from app.text import online

        return online.table_at(address, self.remote.welcome.code)

    def result(self) -> str:
        """Return how the game in play ended, as it was said then, with the match's standings ("" before the end)."""
        match = self.match
        if match is None or match.ending is None or not match.is_over():
            return ""
        text = self.narrate(match.ending)
        if len(match.seats) > 1 and match.rounds != 1:
            text += " " + self._round_over(match)
        return text

    def _round_over(self, match: Match) -> str:
        """Return the match's standings after one of its games, in what the game's scores count."""
        points = match.count == "points"
        over = match.match_over()
        own = self.teller.match_over(self.told(self.results_viewer())) if over else None
        if own:
            return own  # the game's own words (Loker's chips winner, NL-13)
        # A match the rules ended (a target, a seat that cannot pay) is over, whatever games were set.
        return seats_text.round_over(match.seats, match.round_no, match.round_no if over else match.rounds,
                                     match.standings(),
                                     self.results_viewer(), self.game.counts if points else "wins",
                                     points and match.fewest_wins(), self.keys)

    def results_key(self) -> str:
        """Return the name this match's results are kept under (its game and scored variants)."""
        return self.game.results_key(self.match.options)

    def best_for_deal(self) -> int | None:
        """Return the player's best score for this game, variant and deal, if any."""
        return self.results.best_for_deal(self.results_key(), self.match.deal)

    def _finish(self) -> None:
        match = self.match
        names = [self.seat_name(i) for i in range(len(match.seats))]
        if len(match.seats) > 1:
            self.report(self.results.record(self.results_key(), match.deal, names, list(match.scores()),
                                            match.moves))
            if match.rounds != 1:
                self.say(self._round_over(match), interrupt=False)
            return
        before = self.best_for_deal()
        score = match.scores()[0]
        self.report(self.results.record(self.results_key(), match.deal, names,
                                        list(match.scores()), match.moves))
        # Said after the game-over sentence, without cutting it off.
        if before is None or score > before:
            self.say(_("That is your best for deal {deal}.").format(deal=match.deal), interrupt=False)
        else:
            self.say(_("Your best for deal {deal} is {best}.").format(deal=match.deal, best=before),
                     interrupt=False)

    def farewell(self) -> str:
        """Return the last words of a sitting: what was saved, exactly."""
        match = self.match
        if self.remote is not None and match is not None and not match.is_over():
            return _("Goodbye. The table keeps your seat for a while.")
        if match is None or match.is_over() and (match.match_over() or not match.rounds):
            return _("Goodbye.")  # nothing played, or the game ended (its result is kept)
        if self.guest:
            return _("Goodbye. This game was not saved: Tabletalk is open in another window.")
        save_error = getattr(self.table, "save_error", "")
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
