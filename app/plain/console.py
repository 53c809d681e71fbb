"""Line mode on any console: input that is not valid text, and letters the console cannot show.

A terminal may send a byte that is not UTF-8 (a stray key, a paste from
another encoding); an ASCII, Latin-1 or cp1252 console cannot print every
letter of six languages. Neither may stop a game: bad input becomes a
replacement character the command reader refuses with a reason, and a
letter the console lacks is written as its plain base letter ("å" as "a",
"þ" as "th"), or "?" when it has none.
"""

from __future__ import annotations

import codecs
import unicodedata

#: Letters with no base letter under NFKD, and signs our sentences use.
_SPELLED = {"ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "æ": "ae", "Æ": "Ae", "ø": "o", "Ø": "O",
            "ß": "ss", "ł": "l", "Ł": "L", "…": "...", "–": "-", "—": "-", "‘": "'", "’": "'",
            "“": '"', "”": '"', "„": '"', "←": "<-", "→": "->", "▶": ">", "◀": "<", "•": "*"}
ERRORS = "tabletalk-plain"


def _plain_letters(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    out = []
    for ch in exc.object[exc.start:exc.end]:
        base = _SPELLED.get(ch)
        if base is None:
            base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
        try:
            base.encode(exc.encoding)
        except (UnicodeEncodeError, LookupError):
            base = "?"
        out.append(base or "?")
    return "".join(out), exc.end


codecs.register_error(ERRORS, _plain_letters)


def prepare(stdin, stdout) -> None:
    """Make ``stdin`` replace undecodable bytes and ``stdout`` spell letters it cannot show."""
    for stream, errors in ((stdin, "replace"), (stdout, ERRORS)):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors=errors)
