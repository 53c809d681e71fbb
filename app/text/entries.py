"""A command as line mode's help lists it, in the current language.

Text only, so a game's words (``app/games/zoker/words.py``) can build the help of
the commands it shares without importing a front end; line mode
(``app.plain.commands``) lists them.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.text.i18n import _


@dataclass(frozen=True)
class Entry:
    """One command in line mode's help, in the current language.

    ``help`` gives each entry's ``line()``, one a line, short enough for a
    40-cell braille display; ``help WORD`` gives the ``detail`` of the entry
    that WORD names (the first word of its usage, or one of its ``aliases``,
    in the current language or in English: line mode reads each as its English
    word, ``app.plain.words``). The usage's first word is the command as the
    current language types it ("flytta RAD KOLUMN HÖG").
    """

    usage: str  # how it is typed, in the current language: "move ROW COLUMN PILE"
    short: str  # what it does, in a few words: "a card onto a pile"
    detail: str = ""  # the whole story, with an example
    aliases: tuple[str, ...] = ()  # other words that type it: "m"

    def line(self) -> str:
        """Return the entry's line in the list."""
        return _("{usage}: {what}").format(usage=self.usage, what=self.short)

    def names(self) -> set[str]:
        """Return the words that name this entry after ``help``."""
        return {self.usage.split()[0].strip(",").lower(), *(a.lower() for a in self.aliases)}

    def told(self) -> str:
        """Return what ``help WORD`` says: the detail, which starts with the command, or else the line."""
        return self.detail or self.line()
