"""The words a player types in line mode, in their language or in English.

Line mode's code reads every command by its English word, the *canonical*
word ("move", "hand", "colour"), and so do the games' ``plain`` modules. Each
canonical word a player may type in their own language is marked where it is
declared, ``NP_("typed", "move")``, and its catalog entry (context "typed")
lists that language's words for it, separated by "|", the one help shows
first: sv "flytta|f". The English word is always understood too.

Matching ignores case and diacritics ("hjalp" is "hjälp", "VYPIS" is
"výpis"), and reads ð, þ, æ, ø, œ as d, th, ae, o, oe, so a keyboard that
lacks a language's letters can type every word.

A ``Vocabulary`` is what one place understands (the menu, a game, the cube
explorer): its verbs, and for some verbs the words that may follow them
(``hand colour``, ``option fill on``, ``rules next``). ``read`` turns a typed
line into the canonical verb and arguments once, where the line is read;
every other word (numbers, names, cards) is passed on as typed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from app.text.i18n import pgettext
from app.text.folding import fold  # the one fold (line mode and tests import it from here too)


def typed(word: str) -> list[str]:
    """Return the current language's words for a canonical word, the one help shows first.

    A word with no entry in the catalog (an English short form: "m", "?") is its own only word.
    """
    words = [w.strip() for w in pgettext("typed", word).split("|")]
    return [w for w in words if w] or [word]


def shown(word: str) -> str:
    """Return the word a sentence or help quotes for a canonical word, in the current language."""
    return typed(word)[0]


def lookup(canonical: Iterable[str]) -> dict[str, str]:
    """Return folded typed word -> canonical word, for the canonical words given.

    The English words come first: a word of the language never hides an English command of
    the same place (``clashes`` finds where it would).
    """
    words = list(dict.fromkeys(canonical))
    found = {fold(word): word for word in words}
    for word in words:
        for local in typed(word):
            found.setdefault(fold(local), word)
    return found


def clashes(canonical: Iterable[str]) -> list[tuple[str, str, str]]:
    """Return every (typed word, canonical word, other canonical word) where one typed word names two."""
    owner: dict[str, str] = {}
    found = []
    for word in dict.fromkeys(canonical):
        for local in {fold(word), *(fold(w) for w in typed(word))}:
            other = owner.setdefault(local, word)
            if other != word:
                found.append((local, other, word))
    return found


class Vocabulary:
    """What one place of line mode understands: its verbs, and the words that may follow some of them."""

    def __init__(self, verbs: Iterable[str], keywords: Mapping[str, Iterable[str]] | None = None) -> None:
        #: The English verbs, and for some the English words after them.
        self.canonical = list(dict.fromkeys(verbs))
        self.canonical_keywords = {verb: list(dict.fromkeys(words)) for verb, words in (keywords or {}).items()}
        self.verbs = lookup(self.canonical)
        self.keywords = {verb: lookup(words) for verb, words in self.canonical_keywords.items()}

    def verb(self, word: str) -> str:
        """Return the canonical verb of a typed word (the word itself, in lower case, when it is none)."""
        return self.verbs.get(fold(word), word.lower())

    def read(self, words: list[str]) -> tuple[str, list[str]]:
        """Return the canonical verb and arguments of a typed line's words (at least one word)."""
        verb = self.verb(words[0])
        known = self.keywords.get(verb, {})
        return verb, [known.get(fold(word), word) for word in words[1:]]
