"""Gettext catalogs, read from compiled .mo files at run time with the standard library.

The .po files are compiled into .mo when the package is built (setup.py puts
them in a wheel as app/locale/<lang>/LC_MESSAGES/tabletalk.mo) and, in a
source checkout, beside the .po in i18n/ (``make``'s install step, ``make i18n``,
``python -m app.text.catalogs compile``). Only those build steps import Babel:
the game reads a .mo with ``gettext`` (well under a millisecond a language).
In a checkout a .mo that is missing or older than its .po is said on standard
error (a developer's message, never a player's: an installed copy has no .po)
and compiled again (app/text/compiling.py, the catalog tool's step) before it is read.
English msgids; the current language can change at any moment and
listeners re-render.
"""

from __future__ import annotations

import contextlib
import gettext
import sys
from pathlib import Path
from typing import Callable

from app import PROJECT_ROOT
from app.text.folding import fold
from app.text.forms import Sentence

#: Language code -> its name in that language (what the menu shows).
LANGUAGES: dict[str, str] = {
    "sv": "Svenska",
    "fi": "Suomi",
    "nl": "Nederlands",
    "is": "Íslenska",
    "cs": "Čeština",
    "en": "English",
}


def _catalog_dir() -> Path:
    """Return the catalogs' folder: the compiled copy in the package (an installed Tabletalk, see setup.py),
    else i18n/ of the source checkout (where translators edit them, and an editable install reads them)."""
    packaged = Path(__file__).resolve().parent.parent / "locale"
    return packaged if packaged.is_dir() else PROJECT_ROOT / "i18n"


CATALOG_DIR = _catalog_dir()
DOMAIN = "tabletalk"

_cache: dict[str, gettext.NullTranslations] = {}
_current = "en"
_listeners: list[Callable[[str], None]] = []


def po_path(lang: str) -> Path:
    """Return the path of a language's .po file (only a checkout has them)."""
    return CATALOG_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    """Return the path of a language's compiled catalog."""
    return CATALOG_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def load_catalog(lang: str) -> gettext.NullTranslations:
    """Return the translations of ``lang``, read from its .mo file once.

    Raises:
        KeyError: for a language the app does not have.
    """
    if lang not in LANGUAGES:
        raise KeyError(lang)
    if lang not in _cache:
        _cache[lang] = _read_mo(lang)
    return _cache[lang]


def stale(lang: str) -> str:
    """Return why a checkout's .mo of ``lang`` must be compiled again ("missing", "older than its .po"),
    or "" when it is up to date or there is no .po to compile it from (an installed copy)."""
    try:
        po = po_path(lang).stat().st_mtime_ns
    except FileNotFoundError:
        return ""
    try:
        mo = mo_path(lang).stat().st_mtime_ns
    except FileNotFoundError:
        return "missing"
    return "older than its .po" if mo < po else ""


def _read_mo(lang: str) -> gettext.NullTranslations:
    why = stale(lang)
    if why:
        # A developer's checkout after a pull or an edit of a .po: say it, then compile (Babel, the catalog tool).
        print(f"tabletalk: {mo_path(lang)} is {why}; compiling it (make i18n compiles every catalog)",
              file=sys.stderr)
        from app.text.compiling import compile_po

        with contextlib.redirect_stdout(sys.stderr):  # what Babel finds odd in a .po: not on the screen
            compile_po(po_path(lang), lang)
    try:
        with open(mo_path(lang), "rb") as f:
            return gettext.GNUTranslations(f)
    except FileNotFoundError:
        return gettext.NullTranslations()


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


# Each returns a Sentence: a str whose format() fills {name:mark} placeholders with the form a
# translation names (app/text/forms.py).

def _(message: str) -> str:
    """Return ``message`` in the current language."""
    return Sentence(load_catalog(_current).gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """Return the form of a sentence that fits the number ``n`` (Czech has three)."""
    return Sentence(load_catalog(_current).ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> str:
    """Return ``message`` in the current language, told apart by ``context``."""
    return Sentence(load_catalog(_current).pgettext(context, message))


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """Return the form that fits the number ``n`` of a message told apart by ``context``."""
    return Sentence(load_catalog(_current).npgettext(context, singular, plural, n))


def N_(message: str) -> str:
    """Mark a message for extraction without translating it yet."""
    return message


def NP_(context: str, message: str) -> str:
    """Mark a message with a context for extraction without translating it yet (``pgettext`` later)."""
    return message


#: English names of the languages, also accepted when a player names one.
_ENGLISH_NAMES = {"swedish": "sv", "finnish": "fi", "dutch": "nl", "flemish": "nl", "icelandic": "is",
                  "czech": "cs", "english": "en"}


def language_for(word: str) -> str | None:
    """Return the code of the language a player named: a code in any case ("SV"), or its own or
    English name, with or without accents ("svenska", "islenska", "čeština", "Czech"); None if none."""
    typed = fold(word.strip())
    for code, name in LANGUAGES.items():
        if typed in (code, fold(name)):
            return code
    return _ENGLISH_NAMES.get(typed)
