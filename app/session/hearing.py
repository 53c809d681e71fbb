"""What the player hears: each sentence said, and the turn's news kept until the voice has said it.

A part of ``app.session.Session`` (it reads the attributes ``Session.__init__``
sets: ``announcer``, ``speaker``, ``clock``, ``settings``, ``lines``).
"""

from __future__ import annotations

from typing import Callable

from app.session.common import SessionParts
from app.speech import make_speaker
from app.speech.base import spoken_ms
from app.text import errors
from app.text.i18n import _


class Hearing(SessionParts):
    """Say sentences; keep the turn's news until it is heard, and say it again after a key cut it off."""

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
        """Say the news that was cut off again, as it stands now, right after the answer just given: once.

        A key that cuts the news off again is the player moving on (arrows over the hand): the news is not
        said after every key, which would follow each arrow with the whole hand; it is in the history, and
        ``w`` and the hand's key say it."""
        for item in self._unheard:
            text = item[1]()
            if text:
                self.announcer.again(text)
                self._spoken(text, False)
        self._unheard = []

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
