"""Names in the form a sentence's slot needs: a case, a gender, or both.

A sentence that puts a name (a card, a pile, a count) in a slot may name,
in its translation, the form that slot needs: ``{card:acc}``, ``{pile:ill}``,
``{won:acc}``. The English catalog never needs one. The text layer hands the
sentence a :class:`Name`: a ``str`` that is the plain (nominative) form, and
whose other forms come from the catalog. A form the catalog lacks falls back
to the form without its last part (``m.ins`` to ``m``) and then to the plain
name, so a sentence never breaks for want of a form.

Where the forms come from: each name's word or pattern has a *forms entry*
in the catalog beside its plain entry (same msgid, context ``... forms``),
translated as ``mark: form`` pairs separated by ``; ``:

    msgctxt "colour forms"   msgid "red"   msgstr "acc: červenou; ins: červenou; m: červený; m.ins: červeným"
    msgctxt "pile forms"     msgid "pile {number}"   msgstr "ill: pinoon {number}; gen: pinon {number}"

A translation with no such pair (English, or a language that needs no form:
the word copied as it is) gives no forms. A noun's forms entry may say its
gender (``gender: m``): the adjectives that describe it (a card's colour and
size in the full description) then take that gender's forms (``m``,
``m.acc``). docs/translating.md tells translators the whole of it.
"""

from __future__ import annotations

import re
import string
from typing import Callable, Iterable

#: The marks a form may be named by: cases, then genders. A mark is one of
#: these or a gender and a case joined by a dot ("m.acc").
CASES = {
    "nom": "nominative", "acc": "accusative", "gen": "genitive", "dat": "dative", "ins": "instrumental",
    "loc": "locative", "voc": "vocative", "par": "partitive", "ess": "essive", "tra": "translative",
    "ine": "inessive", "ela": "elative", "ill": "illative", "ade": "adessive", "abl": "ablative",
    "all": "allative",
}
GENDERS = {"m": "masculine", "f": "feminine", "n": "neuter", "c": "common (Swedish en-words)"}
#: Forms that are neither a case nor a gender: the definite form of a noun that takes it as an ending
#: (Swedish "stegan", Kubo's structure in "Poäng! Eva tar stegan ...").
OTHER = {"def": "definite",
         # Where a thing is, or comes from, with its prepositions: a place of parts needs one per part
         # (Czech "v řadě 2, ve sloupci 3", "z řady 2, ze sloupce 3"), which a case alone cannot say.
         "at": "where, with its prepositions", "from": "where from, with its prepositions"}
#: The key of a forms entry that gives a noun's gender rather than a form.
GENDER_KEY = "gender"

_MARK = re.compile(r"[a-z]+(?:\.[a-z]+)?")


def is_mark(mark: str) -> bool:
    """Return True for a form mark the catalogs may use: "acc", "m", "m.ins"."""
    if not _MARK.fullmatch(mark):
        return False
    parts = mark.split(".")
    if len(parts) == 1:
        return mark in CASES or mark in GENDERS or mark in OTHER
    return parts[0] in GENDERS and parts[1] in CASES


def parse_forms(text: str) -> dict[str, str]:
    """Return the ``mark: form`` pairs of a forms entry's translation ({} when it has none).

    Raises:
        ValueError: for a pair whose mark is unknown, or a gender that is no gender.
    """
    forms: dict[str, str] = {}
    if ":" not in text:
        return forms
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        mark, sep, form = part.partition(":")
        mark, form = mark.strip(), form.strip()
        if not sep or not form:
            raise ValueError(f"not a 'mark: form' pair: {part!r}")
        if mark == GENDER_KEY:
            if form not in GENDERS:
                raise ValueError(f"unknown gender {form!r}")
        elif not is_mark(mark):
            raise ValueError(f"unknown form mark {mark!r}")
        forms[mark] = form
    return forms


def forms_of(translation: str) -> dict[str, str]:
    """Return the pairs of a forms entry's translation, or {} if it cannot be read (the check reports it)."""
    try:
        return parse_forms(translation)
    except ValueError:
        return {}


class Name(str):
    """A name for a sentence's slot: the plain form as a ``str``, its other forms on demand.

    ``format(name, "acc")`` (what ``"{card:acc}".format(card=name)`` calls)
    returns the accusative, or the fallback. ``forms`` is a function from a
    mark to a form, or None when the mark has none.
    """

    __slots__ = ("_forms", "gender")
    _forms: Callable[[str], str | None] | None
    gender: str | None

    def __new__(cls, plain: str, forms: Callable[[str], str | None] | None = None,
                gender: str | None = None) -> "Name":
        self = super().__new__(cls, plain)
        self._forms = forms
        self.gender = gender
        return self

    def form(self, mark: str) -> str:
        """Return the form named by ``mark``; without it, the form without the mark's last part; else plain."""
        if self._forms is not None:
            while mark:
                found = self._forms(mark)
                if found:
                    return found
                mark = mark.rpartition(".")[0]
        return str.__str__(self)

    def __format__(self, spec: str) -> str:
        if not spec:
            return str.__str__(self)
        if is_mark(spec):
            return self.form(spec)
        return str.__format__(str.__str__(self), spec)

    def __str__(self) -> str:
        return str.__str__(self)

    def __reduce__(self):
        return (str, (str.__str__(self),))


def word(plain: str, forms_translation: str) -> Name:
    """Return a word with the forms its forms entry gives (``forms_translation``: the catalog's text)."""
    forms = forms_of(forms_translation)
    gender = forms.pop(GENDER_KEY, None)
    return Name(plain, forms.get if forms else None, gender)


def pattern(plain_pattern: str, forms_translation: str, agree: Iterable[str] = (), head: str | None = None,
            **parts) -> Name:
    """Return a name made from a pattern and its parts ("{colour} {code}"), with its forms.

    A form of the whole is the pattern's own form from its forms entry, if
    it has one, else the plain pattern with every part that has no mark of
    its own in that form ("červenou XL3" from "{colour} {code}"). The parts
    named in ``agree`` are adjectives of the part ``head`` (a noun): when the
    head has a gender, they take that gender's forms ("m.ins").
    """
    forms = forms_of(forms_translation)
    gender = forms.pop(GENDER_KEY, None)
    head_gender = getattr(parts.get(head), "gender", None) if head else None
    agreeing = set(agree) if head_gender else set()

    def render(template: str, mark: str) -> str:
        values = {}
        for key, value in parts.items():
            if key in agreeing:
                value = Name(format(value, f"{head_gender}.{mark}" if mark else str(head_gender)))
            values[key] = value
        return fill(template, values, default=mark)

    def form(mark: str) -> str:
        return render(forms.get(mark, plain_pattern), mark)

    return Name(render(plain_pattern, ""), form, gender)


def joined(separator: str, names: Iterable[str]) -> Name:
    """Return names joined by ``separator`` ("red S1; blue M2"); a form of the whole is each name's form."""
    names = list(names)
    return Name(separator.join(str(n) for n in names),
                lambda mark: separator.join(format(n, mark) if isinstance(n, Name) else str(n) for n in names))


class _Formatter(string.Formatter):
    """str.format that never breaks on a form mark: a value that has no forms is said as it is."""

    def __init__(self, default: str = "") -> None:
        self.default = default

    def format_field(self, value, format_spec: str):
        if format_spec and is_mark(format_spec):
            return value.form(format_spec) if isinstance(value, Name) else str(value)
        if not format_spec and self.default and isinstance(value, Name):
            return value.form(self.default)
        return format(value, format_spec)


_PLAIN_FORMATTER = _Formatter()
_MARKED = re.compile(r"\{[a-z_]*:")


def fill(template: str, values: dict, default: str = "") -> str:
    """Return ``template`` with its {placeholders} filled: a {name:mark} takes the value's form named by
    the mark, and a plain {name} the form ``default`` (the plain form when it is "")."""
    return (_Formatter(default) if default else _PLAIN_FORMATTER).vformat(template, (), values)


class Sentence(str):
    """A translated sentence: ``format`` fills its placeholders, forms included (see :func:`fill`)."""

    __slots__ = ()

    def format(self, *args, **kwargs) -> str:
        if "{" not in self:
            return str.__str__(self)
        if not _MARKED.search(self):
            return str.format(self, *args, **kwargs)
        return _PLAIN_FORMATTER.vformat(str.__str__(self), args, kwargs)
