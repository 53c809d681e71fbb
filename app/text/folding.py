"""The one fold of the program: how a typed word is compared, whatever its case and diacritics.

Used by the names a player types (``app.text.names``), line mode's command words
(``app.plain.words``) and a language's name (``i18n.language_for``), so "hjalp" is
"hjälp", "VYPIS" is "výpis" and "thrihyrningur" is "þríhyrningur" everywhere.
It imports nothing of the program: the catalogs' own module uses it.
"""

from __future__ import annotations

import unicodedata

#: Letters that do not come apart in Unicode's decomposition, as a keyboard without them spells them.
_SPELLED = {"þ": "th", "ð": "d", "æ": "ae", "ø": "o", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d"}


def fold(text: str) -> str:
    """Return ``text`` as it is compared: lower case, without diacritics ("Rött" -> "rott", "Þú" -> "thu").

    Lower case comes first, so a capital Þ or Æ is spelled as the small one is.
    """
    text = text.casefold()
    text = "".join(_SPELLED.get(c, c) for c in text)
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
