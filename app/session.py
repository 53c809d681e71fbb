"""One sitting at the table: settings, voice, announcements, the match, saving.

The Textual UI and plain mode both drive a Session, so the way from a key
to a spoken sentence is the same in both: Session.act -> Match -> rules ->
events -> app.text sentences -> Announcer (speech, screen, history), with
the match autosaved after every action and the result kept at the end.
"""

from __future__ import annotations

from typing import Any

from app.core.match import Match
from app.core.rng import random_deal
from app.core.rules import Event, RuleError
from app.core.seats import default_seats
from app.games import REGISTRY
from app.speech import make_speaker
from app.store import autosave, results, settings as settings_store
from app.text import errors, i18n
from app.text import pairs as pairs_text
from app.text import solo as solo_text
from app.text.announcer import Announcer
from app.text.i18n import _


def game_title(game_id: str) -> str:
    """Return a game's name in the current language."""
    titles = {"zoker-solo": solo_text.title, "zoker-pairs": pairs_text.title,
              "zoker-explorer": pairs_text.explorer_title}
    return titles[game_id]()


class Session:
    """Everything one player's sitting needs, shared by the UI and plain mode.

    Attributes:
        settings: the player's settings (saved on change).
        speaker: the voice (or a silent one, with ``status`` saying why).
        announcer: speaks, shows and keeps each sentence.
        match: the game in progress, or None.
        problems: sentences about files that could not be read at start.
    """

    def __init__(self, speaker=None, settings=None) -> None:
        self.problems: list[str] = []
        if settings is None:
            settings, found = settings_store.load_settings()
            self.problems += [errors.problem(p.msg_id, p.params) for p in found]
        self.settings = settings
        i18n.set_language(self.settings.language)
        if speaker is None:
            speaker = make_speaker(self.settings.speech, self.settings.language, self.settings.rate)
        self.speaker = speaker
        self.announcer = Announcer(speaker, self.settings.history_size)
        self.results, found = results.open_results()
        self.problems += [errors.problem(p.msg_id, p.params) for p in found]
        self.match: Match | None = None
        self._save_failing = False

    @property
    def full(self) -> bool:
        """Return True for full verbosity."""
        return self.settings.verbosity == "full"

    def say(self, text: str, kind: str = "important", interrupt: bool = True) -> None:
        """Announce a sentence; ``interrupt=False`` lets the one being spoken finish first."""
        self.announcer.say(text, kind, interrupt)

    def speech_notice(self) -> str:
        """Return the one notice to show when speech is off for a reason, else ""."""
        status = getattr(self.speaker, "status", "")
        if not status:
            return ""
        return _("Speech is off: {reason}. Everything is shown as text.").format(reason=status)

    # Settings

    def report(self, problems) -> None:
        """Announce each problem the store met (a file that could not be read or written)."""
        for p in problems:
            self.say(errors.problem(p.msg_id, p.params), "alert")

    def save_settings(self) -> None:
        """Write the settings; a failure is announced, never raised."""
        self.report(settings_store.save_settings(self.settings))

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

    def replace_speaker(self, speaker) -> None:
        """Use another voice (after the speech setting changed)."""
        self.speaker.close()
        self.speaker = speaker
        self.announcer.speaker = speaker

    # The match

    def start(self, game_id: str, deal: int | None = None) -> Match:
        """Start a numbered deal of a game and announce it."""
        deal = deal or random_deal()
        self.match = Match.start(game_id, deal, default_seats(1, self.settings.player_name),
                                 on_change=self._autosave)
        self.say(_("{game}, deal {deal}.").format(game=game_title(game_id), deal=deal))
        return self.match

    def saved_game(self) -> dict | None:
        """Return the autosaved match data, if a game can be resumed."""
        data, found = autosave.load_match()
        self.report(found)
        if data is None or data.get("game_id") not in REGISTRY:
            return None
        return data

    def resume(self) -> bool:
        """Resume the autosaved match; say why not when it cannot be."""
        data = self.saved_game()
        if data is None:
            self.say(_("There is no saved game to resume."), "alert")
            return False
        try:
            self.match = Match.from_json(data, on_change=self._autosave)
        except ValueError:
            self.report(autosave.reject_match())
            return False
        self.say(_("{game}, deal {deal}, resumed.").format(
            game=game_title(self.match.game_id), deal=self.match.deal))
        return True

    def act(self, action: Any, seat: int = 0) -> bool:
        """Try an action; announce what happened or why it was refused."""
        if self.match is None:
            return False
        try:
            events = self.match.act(seat, action)
        except RuleError as err:
            self.say(errors.rule_error(err, self.full), "alert")
            return False
        self.say(" ".join(s for s in (self.narrate(e) for e in events) if s))
        if self.match.is_over():
            self._finish()
        return True

    def undo(self) -> bool:
        """Take back the last move and say what the table is like now."""
        if self.match is None:
            return False
        try:
            self.match.undo()
        except RuleError as err:
            self.say(errors.rule_error(err, self.full), "alert")
            return False
        self.say(_("Undone."))
        return True

    def narrate(self, event: Event) -> str:
        """Return the sentence for one event of the current game."""
        game_id = self.match.game_id
        if game_id == "zoker-solo":
            return solo_text.event(event, self.full)
        if game_id == "zoker-pairs":
            return pairs_text.event(event, self.match.state, self.full)
        return ""

    def best_for_deal(self) -> int | None:
        """Return the player's best score for this game and deal, if any."""
        return self.results.best_for_deal(self.match.game_id, self.match.deal)

    def _finish(self) -> None:
        match = self.match
        before = self.best_for_deal()
        score = match.scores()[0]
        self.report(self.results.record(match.game_id, match.deal, [s.name for s in match.seats],
                                        list(match.scores()), len(match.actions)))
        autosave.clear_match()
        # Said after the game-over sentence, without cutting it off.
        if before is None or score > before:
            self.say(_("That is your best for deal {deal}.").format(deal=match.deal), interrupt=False)
        else:
            self.say(_("Your best for deal {deal} is {best}.").format(deal=match.deal, best=before),
                     interrupt=False)

    def _autosave(self, match: Match) -> None:
        # Reported once per failure streak, so a full disk does not drown every move.
        found = autosave.save_match(match.to_json())
        if found and not self._save_failing:
            self.report(found)
        self._save_failing = bool(found)

    def close(self) -> None:
        """Stop speech and close files."""
        self.speaker.close()
        self.results.close()
