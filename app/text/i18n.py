"""Gettext catalogs, loaded from the .po files at run time with Babel.

Only the .po files ship (a wheel carries them as app/locale/, a source checkout
reads i18n/): Babel reads a .po and writes the .mo into memory
(Babel's import and the reading take about 25 ms). When a cache folder is set
(``use_cache``; the program sets the user's cache folder at start), that .mo
is also kept there, named after the .po's size and modification time, and
the next start reads it in well under a millisecond without importing Babel.
A cached file that is missing, stale or unreadable is simply made again.
English msgids; the current language can change at any moment and
listeners re-render.
"""

from __future__ import annotations

import contextlib
import gettext
import io
import os
import zlib
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
    """Return the catalogs' folder: the copy in the package (an installed Tabletalk, see setup.py),
    else i18n/ of the source checkout (where translators edit them, and an editable install reads them)."""
    packaged = Path(__file__).resolve().parent.parent / "locale"
    return packaged if packaged.is_dir() else PROJECT_ROOT / "i18n"


CATALOG_DIR = _catalog_dir()
DOMAIN = "tabletalk"

_cache: dict[str, gettext.NullTranslations] = {}
_current = "en"
_listeners: list[Callable[[str], None]] = []
#: Where compiled catalogs are kept between runs (None: nowhere, compile each time).
_mo_dir: Path | None = None


def use_cache(folder: str | os.PathLike | None) -> None:
    """Keep compiled catalogs in ``folder`` between runs (None: do not)."""
    global _mo_dir
    _mo_dir = Path(folder) if folder is not None else None


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
        path = po_path(lang)
        try:
            stat = path.stat()
        except FileNotFoundError:
            _cache[lang] = gettext.NullTranslations()
        else:
            _cache[lang] = _load_po(lang, path, stat)
    return _cache[lang]


def cached_mo_path(lang: str, path: Path, stat: os.stat_result) -> Path | None:
    """Where the compiled catalog of this version of the .po at ``path`` is kept (None: no cache).

    The name holds a checksum of the .po's path (two copies of Tabletalk do
    not take turns replacing each other's file) and its size and
    modification time (an edited .po is compiled again).
    """
    if _mo_dir is None:
        return None
    where = zlib.crc32(str(path).encode("utf-8", "surrogateescape"))
    return _mo_dir / "catalogs" / f"{DOMAIN}-{lang}-{where:08x}-{stat.st_size}-{stat.st_mtime_ns}.mo"


def _load_po(lang: str, path: Path, stat: os.stat_result) -> gettext.GNUTranslations:
    cached = cached_mo_path(lang, path, stat)
    if cached is not None:
        try:
            with open(cached, "rb") as f:
                return gettext.GNUTranslations(f)
        except Exception:  # missing, or not a catalog any more: make it again
            pass
    from babel.messages.mofile import write_mo

    catalog = _read_po(path, lang)
    buf = io.BytesIO()
    write_mo(buf, catalog)
    if cached is not None:
        _keep(cached, buf.getvalue())
    buf.seek(0)
    return gettext.GNUTranslations(buf)


def _read_po(path: Path, lang: str):
    """Read a .po with Babel, never letting it print to the player's terminal.

    Babel prints what it finds odd in a .po to standard output, before the screen
    is drawn: once under Orca, a header date it could not read because another
    thread set the C locale meanwhile (``_strptime``'s "locale changed during
    initialization"). Such a slip is read again; only a .po still odd then is
    read with Babel's words kept out of sight.
    """
    from babel.messages.pofile import PoFileError, read_po

    for _ in range(2):
        try:
            with open(path, "rb") as f:
                return read_po(f, locale=lang, abort_invalid=True)
        except PoFileError:
            continue
    with open(path, "rb") as f, contextlib.redirect_stdout(io.StringIO()):
        return read_po(f, locale=lang)


def _keep(cached: Path, data: bytes) -> None:
    """Write a compiled catalog to the cache, dropping older ones of that .po; never raises."""
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        prefix = cached.name.rsplit("-", 2)[0] + "-"
        for old in cached.parent.glob(f"{prefix}*.mo"):
            if old != cached:
                old.unlink(missing_ok=True)
        temp = cached.with_name(f".{cached.name}.{os.getpid()}.tmp")
        try:
            temp.write_bytes(data)
            os.replace(temp, cached)
        finally:
            temp.unlink(missing_ok=True)
    except OSError:
        pass


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
