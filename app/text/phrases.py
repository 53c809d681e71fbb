"""Small phrases every sentence layer shares: a setting and its value, on and off."""

from __future__ import annotations

from app.text.forms import Name
from app.text.i18n import _, pgettext


def on_off(value: bool) -> str:
    """Return "on" or "off"."""
    return pgettext("setting", "on") if value else pgettext("setting", "off")


def setting_value(label: str, value: str) -> str:
    """Return a setting and its value: "Large print: on"."""
    return _("{setting}: {value}").format(setting=label, value=value)


def about() -> str:
    """Return the program and its version: "Tabletalk 0.1.0" (Settings' About line, line mode's about)."""
    from app import version

    return _("Tabletalk {version}").format(version=version())


def list_words(words: list[str], style: str = "and") -> str:
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


def decimal(value: float, places: int = 1) -> str:
    """Return a number rounded to ``places`` with the language's decimal mark: "106.7", Dutch "106,7"."""
    from babel.numbers import format_decimal

    from app.text.i18n import language

    return format_decimal(round(value, places), locale=language())
