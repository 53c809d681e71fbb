"""Announcements: each sentence is spoken, shown on the live line and kept.

Kinds, after SoundRTS: "alert" (a refusal or a problem: must be heard),
"important" (what happened), "focus" (an echo of the player's own focus
move: the latest wins and it is not kept in the history), "info" (answers to
questions like "where am I"), "help" (a line of help that starts with a
command as it is typed: shown as it is, never given a capital). Every kind cuts off what is being spoken: a
player who acts has moved on. Listeners also get ("", "clear") when the
history is emptied, so a screen can wipe what it shows.
"""

from __future__ import annotations

import re
from typing import Callable

from app.text.i18n import language
from app.text.spoken import for_voice

KINDS = ("alert", "important", "focus", "info", "help")


_SENTENCE_START = re.compile(r"(^|[.!?]\s+)([^\W\d_])")


def sentence_case(text: str) -> str:
    """Return ``text`` with the first letter of every sentence a capital."""
    return _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)


class Announcer:
    """Speaks sentences, shows them, and keeps a history the player can step through."""

    def __init__(self, speaker, size: int = 200) -> None:
        self.speaker = speaker
        self.size = size
        self.history: list[str] = []
        #: Index of the history entry last read back, or None when at the newest.
        self.cursor: int | None = None
        self.last = ""
        self.listeners: list[Callable[[str, str], None]] = []
        #: Whether the newest history entry is what the player heard last (not so after a focus echo).
        self._newest_heard = False

    def say(self, text: str, kind: str = "important", interrupt: bool = True) -> None:
        """Announce ``text``: speak it, show it, keep it unless it is a focus echo.

        Sentences are put together from pieces (a card name may come first), so
        each sentence's first letter is made a capital here; a focus echo
        ("green M2, row 3, column 2") is a label, not a sentence, and a help
        line starts with a command as it is typed: both stay as they are.
        The voice gets small counts as words that agree with their noun
        (app/text/spoken.py: Icelandic "tvö spil"); the screen and the
        history keep the digits.
        """
        if not text:
            return
        if kind not in ("focus", "help"):
            text = sentence_case(text)
        self.last = text
        self._newest_heard = kind != "focus"
        if kind != "focus":
            self.history.append(text)
            del self.history[:-self.size]
            self.cursor = None
        self.speaker.say(for_voice(text, language()), interrupt=interrupt)
        for listener in list(self.listeners):
            listener(text, kind)

    def again(self, text: str) -> None:
        """Say ``text`` (kept already) again after what is being said: news a key cut off before it was heard."""
        self.speaker.say(for_voice(text, language()), interrupt=False)

    def clear(self) -> None:
        """Forget every announcement (hot seat: the next player must not read back the last one's cards)."""
        self.history.clear()
        self.cursor = None
        self.last = ""
        for listener in list(self.listeners):
            listener("", "clear")

    def repeat(self) -> str:
        """Say the last announcement again and return it."""
        text = self.last or (self.history[-1] if self.history else "")
        if text:
            self._replay(text)
        return text

    def back(self) -> tuple[str, bool]:
        """Read the previous history entry; return it and whether the oldest was passed."""
        if not self.history:
            return "", True
        if self.cursor is None:
            # The first step back goes past the message just heard to the one before it.
            at = len(self.history) - (2 if self._newest_heard else 1)
        else:
            at = self.cursor - 1
        edge = at < 0
        self.cursor = max(at, 0)
        self._replay(self.history[self.cursor])
        return self.history[self.cursor], edge

    def forward(self) -> tuple[str, bool]:
        """Read the next history entry; return it and whether the newest was passed."""
        if not self.history:
            return "", True
        at = len(self.history) - 1 if self.cursor is None else self.cursor + 1
        edge = at >= len(self.history)
        self.cursor = min(at, len(self.history) - 1)
        self._replay(self.history[self.cursor])
        return self.history[self.cursor], edge

    def _replay(self, text: str) -> None:
        self.speaker.say(for_voice(text, language()), interrupt=True)
        for listener in list(self.listeners):
            listener(text, "info")
