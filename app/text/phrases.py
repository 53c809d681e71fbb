"""Small phrases every sentence layer shares: a setting and its value, on and off."""

from __future__ import annotations

from typing import Callable, Iterable, Sequence, TypeVar

from app.text.forms import Name
from app.text.i18n import _, language, pgettext

#: Languages that write no capital after a colon: a sentence put after one, mid-line, starts small there
#: ("Speler 1: jij bent aan de beurt", Dutch; Swedish likewise for what is no whole sentence of its own).
#: English keeps the capital. The reviews of issue 37 asked for it language by language.
SMALL_AFTER_COLON = frozenset({"nl", "sv"})


def on_off(value: bool) -> str:
    """Return "on" or "off"."""
    return pgettext("setting", "on") if value else pgettext("setting", "off")


def setting_value(label: str, value: str) -> str:
    """Return a setting and its value: "Large print: on"."""
    return _("{setting}: {value}").format(setting=label, value=value)


def after_colon(text: str, names: Iterable[str] = ()) -> str:
    """Return ``text`` as it goes after a colon mid-line: its first letter small in a language that wants
    it, unless ``text`` starts with one of ``names`` (a seat's or a game's name keeps its capital)."""
    if language() not in SMALL_AFTER_COLON or not text[:1].isupper():
        return text
    if text[1:2].isupper() or any(n and text.startswith(n) for n in names):  # "XL", "Eva"
        return text
    return text[0].lower() + text[1:]


def about() -> str:
    """Return the program and its version: "Tabletalk 0.1.0" (Settings' About line, line mode's about)."""
    from app import version

    return _("Tabletalk {version}").format(version=version())


def list_words(words: Sequence[str], style: str = "and") -> str:
    """Return words as one list: "a, b and c" (style "and") or "a, b or c" (style "or").

    When some of the words are ``Name``s with forms (seats.you(): "you"), the list is a ``Name`` too, whose
    form is the list with each word in that form: a sentence's ``{names:acc}`` says Dutch "jou en Eva".
    """
    pattern = _("{head} and {last}") if style == "and" else _("{head} or {last}")

    def joined(items: list[str]) -> str:
        if len(items) < 2:
            return "".join(items)
        return pattern.format(head=", ".join(items[:-1]), last=items[-1])

    plain = joined([str(w) for w in words])
    if not any(isinstance(w, Name) for w in words):
        return plain
    return Name(plain, lambda mark: joined([w.form(mark) if isinstance(w, Name) else str(w) for w in words]))


T = TypeVar("T")


def runs(numbers: Iterable[int]) -> list[tuple[int, int]]:
    """Return numbers in order grouped into runs of consecutive ones, as (first, last): [2, 3, 4, 7] gives
    [(2, 4), (7, 7)]. A list read aloud says a run as one phrase ("fields 4 to 7"), not number by number."""
    groups: list[tuple[int, int]] = []
    for n in numbers:
        if groups and n == groups[-1][1] + 1:
            groups[-1] = (groups[-1][0], n)
        else:
            groups.append((n, n))
    return groups


def run_said(first: int, last: int, one: Callable[[int], T], two: Callable[[int, int], T],
             many: Callable[[int, int], T]) -> T:
    """Return a run in the words that fit its length: ``one(4)``, ``two(4, 5)`` ("4 and 5": two are no
    range, the Dutch review) or ``many(4, 7)`` ("4 to 7")."""
    if first == last:
        return one(first)
    return two(first, last) if last == first + 1 else many(first, last)


#: Each language's decimal mark and thousands separator, as CLDR has them (Babel writes the same;
#: tests/text/test_decimal.py compares): Swedish, Finnish and Czech group with a no-break space.
NUMBER_SIGNS: dict[str, tuple[str, str]] = {
    "sv": (",", "\xa0"), "fi": (",", "\xa0"), "nl": (",", "."), "is": (",", "."), "cs": (",", "\xa0"),
    "en": (".", ","),
}


def decimal(value: float, places: int = 1) -> str:
    """Return a number rounded to ``places`` with the language's decimal mark: "106.7", Dutch "106,7".

    Written as CLDR's decimal pattern does (``#,##0.###``): thousands grouped, at most three decimals and
    no trailing zeros ("2", not "2.0"). Our own few lines, not Babel's: the game imports no Babel.
    """
    from decimal import ROUND_HALF_EVEN, Decimal

    from app.text.i18n import language

    mark, group = NUMBER_SIGNS.get(language(), NUMBER_SIGNS["en"])
    number = Decimal(repr(round(value, places))).quantize(Decimal(1).scaleb(-min(places, 3)), ROUND_HALF_EVEN)
    whole, _, fraction = f"{abs(number):,f}".partition(".")
    fraction = fraction.rstrip("0")
    text = whole.replace(",", group) + (mark + fraction if fraction else "")
    return "-" + text if number < 0 and text.strip("0") else text
