"""Names a player types: which of a set of named things the words mean, in any language.

A game's things (Zoker cards; later dice, chips, fields) are described by a
few *attributes* (a card: colour, size, shape). A ``Names`` holds the words
of the current language for them: each word or phrase stands for one or more
attribute values (``"red"`` -> colour 3, the code ``"M2"`` -> size 1 and
shape 1). ``Names.read(text)`` then reads a typed text:

- case and diacritics do not count (``fold``: "Červenou" = "cervenou",
  "rauður" = "raudur", "þríhyrningur" = "thrihyrningur", "grænt" = "graent");
- the words may come in any order ("red M2", "M2 red", "medium red lens");
  phrases of several words ("extra large", "mjög stórt") are taken whole;
- each attribute has one value ("red M2 blue" names no card; "red, medium,
  lens, M2", the full name as spoken, is fine);
- what the words fit is looked up among the things (or among ``among``, the
  ones at hand: a hand, a table), and the ``Reading`` says what was found:
  one thing, the candidates when several fit, the attributes still missing,
  or the words that were not understood.

How a game plugs in its names (the Zoker cards do it in
``app/games/zoker/words.py``, ``card_names``):

1. For each attribute value, list its words: the spoken name from the
   catalog (the same msgid the game says it with, e.g.
   ``pgettext("colour", "red")``), the English word, a short code if there is
   one, and the extra forms a speaker may type, kept in the catalog as one
   msgid with the context "typed <attribute>" whose translation lists the
   forms separated by "|" (``pgettext("typed colour", "red")`` ->
   "rött|röd|röda|rod" in Swedish). ``typed_forms`` splits such a list.
2. Build ``Names(attributes, things, values)`` and ``add`` the words; codes
   that name several attributes at once (a die's "5", a field's "B3")
   are added with all of them.
3. Cache it per language (``for_language``), read with ``read``, and say the
   game's own sentences: ``Reading.found``, ``Reading.candidates`` (read them
   back when there are few), ``Reading.missing``, ``Reading.unknown``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Generic, Hashable, Iterable, Sequence, TypeVar

from app.text.folding import fold
from app.text.i18n import language

T = TypeVar("T")

#: What separates the words of a typed name.
_SEPARATORS = re.compile(r"[\s,;.:/+]+")
#: The longest phrase (in words) a vocabulary may hold.
MAX_PHRASE = 4


def words_of(text: str) -> tuple[str, ...]:
    """Return the folded words of a typed text."""
    return tuple(w for w in _SEPARATORS.split(fold(text)) if w)


def typed_forms(translation: str) -> list[str]:
    """Return the forms listed in a "typed ..." catalog entry: "rött|röd|röda" -> three forms."""
    return [form.strip() for form in translation.split("|") if form.strip()]


@dataclass(frozen=True)
class Reading(Generic[T]):
    """What a typed name means.

    Attributes:
        text: the text as typed.
        found: the one thing meant, or None.
        candidates: the things that fit (all of them when ``found``; empty when nothing fits).
        given: the attributes the words named, with their values.
        missing: the attributes not named, in the order of the ``Names``.
        unknown: the words not understood (then nothing is found).
        clash: True when an attribute was given two different values.
    """

    text: str
    found: T | None = None
    candidates: tuple[T, ...] = ()
    given: dict[str, Hashable] = field(default_factory=dict)
    missing: tuple[str, ...] = ()
    unknown: tuple[str, ...] = ()
    clash: bool = False

    @property
    def understood(self) -> bool:
        """Return True when every word was understood and no attribute was given two values."""
        return bool(self.given) and not self.unknown and not self.clash

    @property
    def unclear(self) -> bool:
        """Return True when the words were understood but fit more than one thing."""
        return self.understood and self.found is None and len(self.candidates) > 1


class Names(Generic[T]):
    """The words of one language for a set of things described by attributes."""

    def __init__(self, attributes: Sequence[str], things: Iterable[T], value: Callable[[T, str], Hashable]):
        self.attributes = tuple(attributes)
        self.things = tuple(things)
        self._value = value
        self._order = {thing: i for i, thing in enumerate(self.things)}
        self._phrases: dict[tuple[str, ...], dict[str, Hashable]] = {}

    def add(self, words: Iterable[str], **values: Hashable) -> None:
        """Let each of ``words`` (a word or a phrase) name the attribute ``values`` given.

        Raises:
            ValueError: when a word already names something else (two meanings would be a guess).
        """
        unknown = set(values) - set(self.attributes)
        if unknown:
            raise ValueError(f"not an attribute: {sorted(unknown)}")
        for word in words:
            key = words_of(word)
            if not key:
                continue
            if len(key) > MAX_PHRASE:
                raise ValueError(f"a phrase of more than {MAX_PHRASE} words: {word!r}")
            if self._phrases.get(key, values) != values:
                raise ValueError(f"{word!r} names both {self._phrases[key]} and {values}")
            self._phrases[key] = dict(values)

    def meaning(self, word: str) -> dict[str, Hashable] | None:
        """Return what a word or phrase names, or None."""
        return self._phrases.get(words_of(word))

    def read(self, text: str, among: Iterable[T] | None = None) -> Reading[T]:
        """Read a typed name; ``among`` limits the candidates to the things at hand."""
        words = words_of(text)
        given: dict[str, Hashable] = {}
        unknown: list[str] = []
        clash = False
        at = 0
        while at < len(words):
            for length in range(min(MAX_PHRASE, len(words) - at), 0, -1):
                values = self._phrases.get(words[at:at + length])
                if values is not None:
                    break
            else:
                unknown.append(words[at])
                at += 1
                continue
            for name, value in values.items():
                clash = clash or given.get(name, value) != value  # "red M2, medium" is fine, "red M2 blue" not
                given[name] = value
            at += length
        missing = tuple(a for a in self.attributes if a not in given)
        if unknown or clash or not given:
            return Reading(text, given=given, missing=missing, unknown=tuple(unknown), clash=clash)
        pool = self.things if among is None else tuple(among)
        fits = tuple(sorted((t for t in pool if all(self._value(t, a) == v for a, v in given.items())),
                            key=lambda t: self._order.get(t, len(self._order))))  # a thing not among them: last
        return Reading(text, fits[0] if len(fits) == 1 else None, fits, given, missing)


_built: dict[tuple[str, str], Names] = {}


def for_language(key: str, build: Callable[[], Names]) -> Names:
    """Return the ``Names`` called ``key`` for the current language, built by ``build`` the first time."""
    at = (key, language())
    if at not in _built:
        _built[at] = build()
    return _built[at]
