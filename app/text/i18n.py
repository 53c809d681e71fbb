"""Gettext catalogs, loaded from the .po files at run time with Babel.

No compiled .mo file is kept: Babel reads the .po and writes the .mo into
memory (about 17 ms), so the .po files alone ship. English msgids; the
current language can change at any moment and listeners re-render.
"""

from __future__ import annotations

import gettext
import io
from typing import Callable

from app import PROJECT_ROOT

#: Language code -> its name in that language (what the menu shows).
LANGUAGES: dict[str, str] = {
    "sv": "Svenska",
    "fi": "Suomi",
    "nl": "Nederlands",
    "is": "Íslenska",
    "cs": "Čeština",
    "en": "English",
}
CATALOG_DIR = PROJECT_ROOT / "i18n"
DOMAIN = "tabletalk"

_cache: dict[str, gettext.NullTranslations] = {}
_current = "en"
_listeners: list[Callable[[str], None]] = []


def po_path(lang: str):
    """Return the path of a language's .po file."""
    return CATALOG_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def load_catalog(lang: str) -> gettext.NullTranslations:
    """Return the translations of ``lang``, read from its .po file once.

    Raises:
        KeyError: for a language the app does not have.
    """
    if lang not in LANGUAGES:
        raise KeyError(lang)
    if lang not in _cache:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        path = po_path(lang)
        if not path.exists():
            _cache[lang] = gettext.NullTranslations()
        else:
            with open(path, "rb") as f:
                catalog = read_po(f, locale=lang)
            buf = io.BytesIO()
            write_mo(buf, catalog)
            buf.seek(0)
            _cache[lang] = gettext.GNUTranslations(buf)
    return _cache[lang]


def language() -> str:
    """Return the current language code."""
    return _current


def set_language(lang: str) -> None:
    """Switch every sentence to ``lang`` and tell the listeners."""
    global _current
    load_catalog(lang)
    _current = lang
    for listener in list(_listeners):
        listener(lang)


def on_language_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call ``listener(lang)`` after each switch; return a function that stops it."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def _(message: str) -> str:
    """Return ``message`` in the current language."""
    return load_catalog(_current).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Return the form of a sentence that fits the number ``n`` (Czech has three)."""
    return load_catalog(_current).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Return ``message`` in the current language, told apart by ``context``."""
    return load_catalog(_current).pgettext(context, message)


def N_(message: str) -> str:
    """Mark a message for extraction without translating it yet."""
    return message
