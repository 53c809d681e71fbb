"""Small numbers said as words that agree with their noun, in what is sent to the voice only.

eSpeak NG reads a digit in one form whatever follows: "1" is Swedish "ett",
Icelandic "einn", Czech "jeden"; "2" is Icelandic "tveir", Czech "dva". So
"1 plats", "2 spil", "2 karty" are heard "ett plats", "tveir spil", "dva
karty". The screen keeps the digits ("2 spil" reads well); the text handed to
the voice (``Announcer`` calls :func:`for_voice`) has the numbers 1 to 4 that
come right before a noun this table knows (or before one of the adjectives
listed for it and then that noun: "3 beinar línur") written out in the
noun's gender and case: "tvö spil", "en plats", "dvě karty", "yhden kortin".
A number that follows a word naming a numbered thing ("row 2", "pile 1",
``LABELS``) is that thing's label, not a count, and stays as it is: Finnish
"sarake 2 kortin ... päälle" is column 2, not two cards.

The table is per language: a noun as it is written after a number, then the
words for 1, 2, 3 and 4 (None where eSpeak NG already says the digit
right). Dutch needs nothing, English neither. A new noun said after a
count goes in here with its forms.
"""

from __future__ import annotations

import re
from functools import lru_cache

_SV_EN = ("en", None, None, None)  # Swedish en-words: eSpeak says "ett" for 1
_IS_N = ("eitt", "tvö", "þrjú", "fjögur")  # Icelandic neuter, nominative and accusative
_IS_F = ("ein", "tvær", "þrjár", "fjórar")  # feminine, nominative and accusative
_IS_F_ACC = ("eina", "tvær", "þrjár", "fjórar")  # feminine accusative: "í eina sekúndu"
_IS_M_ACC = ("einn", "tvo", "þrjá", "fjóra")  # masculine accusative
_IS_DAT_N = ("einu", "tveimur", "þremur", "fjórum")  # dative (singular neuter)
_IS_DAT_M = ("einum", "tveimur", "þremur", "fjórum")  # dative (singular masculine)
_IS_GEN = ("eins", "tveggja", "þriggja", "fjögurra")
_CS_F = ("jedna", "dvě", None, None)  # Czech feminine nominative (eSpeak: "jeden", "dva")
_CS_F_ACC = ("jednu", "dvě", None, None)
_CS_N = ("jedno", "dvě", None, None)  # neuter nominative and accusative
_CS_INS = ("jednou", "dvěma", "třemi", "čtyřmi")  # instrumental (feminine singular; plural all genders)
_CS_INS_M = ("jedním", "dvěma", "třemi", "čtyřmi")
_CS_LOC = ("jednom", "dvou", "třech", "čtyřech")  # locative: "při čtyřech hráčích"
_FI_GEN = ("yhden", "kahden", "kolmen", "neljän")  # Finnish genitive (and the object's accusative)
_FI_ADE = ("yhdellä", "kahdella", "kolmella", "neljällä")
_FI_ELA = ("yhdestä", "kahdesta", "kolmesta", "neljästä")
_FI_INE = ("yhdessä", "kahdessa", "kolmessa", "neljässä")
_FI_ILL = ("yhteen", "kahteen", "kolmeen", "neljään")

#: language -> noun as written after a number -> the words for 1 to 4 before it (None: the digit is right).
NUMBER_WORDS: dict[str, dict[str, tuple[str | None, ...]]] = {
    "sv": {noun: _SV_EN for noun in (
        "plats", "rad", "kolumn", "stega", "diagonal", "hög", "omgång", "poäng", "spelare", "giv",
        "zoker", "runda", "linje", "regel", "färgträff", "marker", "sekund", "struktur", "tärning", "prick")},
    "is": {
        **{noun: _IS_N for noun in ("spil", "stig", "par", "pör", "horn", "skipti",  # skipti: Loker's exchanges
                                    "mynstur", "auga", "augu", "sæti")},
        **{noun: _IS_F for noun in ("lína", "línur", "röð", "raðir", "umferð", "umferðir", "hornalína",
                                    "hornalínur", "litasamsvörun", "litasamsvaranir",
                                    "fimmur", "sexur", "sjöur", "áttur", "níur",  # Loker's cards by value
                                    "sekúnda", "sekúndur")},
        **{noun: _IS_F_ACC for noun in ("sekúndu", "línu")},
        "núll": _IS_N,
        **{noun: _IS_DAT_N for noun in ("spili", "spilum", "stigum", "pörum")},
        **{noun: _IS_DAT_M for noun in ("reitum", "leikjum", "bunkum")},
        **{noun: _IS_GEN for noun in ("spila", "stiga")},
        **{noun: _IS_M_ACC for noun in ("bunka", "leiki", "reiti", "reit", "spilapening", "spilapeninga")},
    },
    "cs": {
        **{noun: _CS_F for noun in ("karta", "karty", "postupka", "postupky", "hra", "hry", "řada", "řady",
                                    "dvojice", "pozice", "vrstva", "vrstvy", "linie", "výměna", "výměny",
                                    "kostka", "kostky", "shoda", "shody",
                                    # Loker's cards by value: "dvě osmičky"
                                    "nuly", "jedničky", "dvojky", "trojky", "čtyřky", "pětky", "šestky",
                                    "sedmičky", "osmičky", "devítky",
                                    "sekunda", "sekundy", "položka", "položky", "úhlopříčka", "úhlopříčky")},
        **{noun: _CS_F_ACC for noun in ("kartu", "postupku", "hru", "řadu", "sekundu")},
        **{noun: _CS_N for noun in ("místo", "místa", "pole", "rozdání", "oko", "oka")},
        **{noun: _CS_INS for noun in ("kartou", "kartami", "hrami", "řadami")},
        **{noun: _CS_INS_M for noun in ("stohem", "tahem")},
        **{noun: _CS_LOC for noun in ("hráčích", "kolech", "místech")},
    },
    "fi": {
        **{noun: _FI_GEN for noun in ("kortin", "pinon", "rivin", "sarakkeen", "parin", "pelin", "suoran",
                                      "pelaajan", "paikan", "siirron", "pelimerkin", "sekunnin", "pisteen")},
        **{noun: _FI_ADE for noun in ("kortilla", "pelaajalla", "pinolla")},
        **{noun: _FI_ELA for noun in ("kortista", "pinosta", "rivistä")},
        **{noun: _FI_INE for noun in ("kortissa", "pinossa", "rivissä")},
        **{noun: _FI_ILL for noun in ("korttiin", "pinoon", "riviin")},
    },
}


#: language -> adjectives that may stand between a count and its noun ("3 beinar línur").
ADJECTIVES: dict[str, tuple[str, ...]] = {
    "sv": ("markerat", "markerad", "markerade", "vunnet", "vunna", "tagna"),
    "is": ("bein", "beinar", "unnin", "unnir", "unninn", "tekin", "nýjar", "nýir", "ný"),
    "cs": ("další", "nové", "nová", "úniková", "únikové", "barevná", "barevné",
           "vzatá", "vzaté", "tvá", "tvé", "zbylá", "zbylé"),  # "2 vzaté karty", "1 tvá karta"
    "fi": (),
}

#: language -> words after which a number is a label ("rad 2", "pino 1"), never a count.
LABELS: dict[str, tuple[str, ...]] = {
    "sv": ("rad", "kolumn", "hög", "giv", "omgång", "parti", "plats", "spelare", "nivå"),
    "is": ("röð", "dálkur", "dálk", "dálki", "bunki", "bunka", "bunkar", "gjöf", "leikur", "leik", "lag",
           "sæti", "leikmaður", "umferð"),
    "cs": ("řada", "řady", "řadě", "sloupec", "sloupce", "sloupci", "stoh", "stohu", "stohem", "rozdání",
           "hra", "hry", "vrstva", "místo", "místa", "hráč", "pozice"),
    "fi": ("rivi", "rivin", "rivillä", "sarake", "sarakkeen", "pino", "pinon", "pinoon", "pinosta", "jako",
           "jaon", "peli", "pelin", "taso", "paikka", "pelaaja"),
}


#: language -> nouns whose form after a number is also a verb (Icelandic "spila": "of cards" and "play") ->
#: the words right before the number that make the noun's case certain; elsewhere the digit stays a digit.
#: "til 3 spila" is "til þriggja spila", but "ef 3 spila" (if three play) must not be read "þriggja".
AMBIGUOUS: dict[str, dict[str, tuple[str, ...]]] = {
    "is": {noun: ("til", "án", "auk", "vegna", "milli", "meðal", "innan") for noun in ("spila", "stiga")},
}

#: language -> the word between the two numbers of a range ("1 til 3 spilum"): the first number takes the
#: noun's form too ("einu til þremur spilum"), not the digit's plain form.
RANGE_WORDS: dict[str, str] = {"is": "til"}


@lru_cache(maxsize=None)
def _pattern(lang: str) -> re.Pattern | None:
    table = NUMBER_WORDS.get(lang)
    if not table:
        return None

    def either(words) -> str:
        return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))

    labels = LABELS.get(lang, ())
    # Python's look-behind needs a fixed width: one for each label word.
    label = "".join(rf"(?<!\b{re.escape(w)}\s)" for w in labels)
    adjective = rf"(?:(?:{either(ADJECTIVES[lang])})\s+)?" if ADJECTIVES.get(lang) else ""
    # A digit 1-4 standing alone (not in "XL4", "12", "1,5" or "2.3"), not a label, then the noun.
    return re.compile(rf"{label}(?<![\w.,:/-])([1-4])(?![\w.,:/-])(\s+{adjective})({either(table)})(?!\w)",
                      re.IGNORECASE)


# Finnish writes a number's case after a colon ("3:n", "5:stä") and a part of a whole with a slash
# ("2/5 korttia"); eSpeak NG reads them "kolme än", "kaksi kautta viisi". The voice gets the words:
# "kolmen", "kaksi korttia viidestä".

#: The Finnish numerals 0 to 10: nominative, the stem the cases are made on, illative, partitive, back vowels.
_FI_NUMERALS = (
    ("nolla", "nolla", "nollaan", "nollaa", True), ("yksi", "yhde", "yhteen", "yhtä", False),
    ("kaksi", "kahde", "kahteen", "kahta", True), ("kolme", "kolme", "kolmeen", "kolmea", True),
    ("neljä", "neljä", "neljään", "neljää", False), ("viisi", "viide", "viiteen", "viittä", False),
    ("kuusi", "kuude", "kuuteen", "kuutta", True), ("seitsemän", "seitsemä", "seitsemään", "seitsemää", False),
    ("kahdeksan", "kahdeksa", "kahdeksaan", "kahdeksaa", True),
    ("yhdeksän", "yhdeksä", "yhdeksään", "yhdeksää", False),
    ("kymmenen", "kymmene", "kymmeneen", "kymmentä", False),
)
#: A Finnish case as written after a number's colon -> the case's name.
_FI_SUFFIXES = {"n": "gen", "ssä": "ine", "ssa": "ine", "stä": "ela", "sta": "ela", "llä": "ade", "lla": "ade",
                "een": "ill", "ään": "ill", "aan": "ill", "in": "ill", "teen": "ill", "ä": "par", "a": "par",
                "tä": "par", "ta": "par"}


def _fi_numeral(n: int, case: str) -> str:
    """Return a Finnish numeral 0 to 10 in a case: nom, gen, ine, ela, ade, ill or par."""
    nom, stem, ill, par, back = _FI_NUMERALS[n]
    if case == "nom":
        return nom
    if case == "ill":
        return ill
    if case == "par":
        return par
    if case == "gen":
        return stem + "n"
    ending = {"ine": "ssä", "ela": "stä", "ade": "llä"}[case]
    return stem + (ending.replace("ä", "a") if back else ending)


def fi_number(n: int, case: str = "nom") -> str | None:
    """Return a whole number from 0 to 100 as a Finnish word in a case ("kahdestatoista"), None beyond."""
    if not 0 <= n <= 100:
        return None
    if n <= 10:
        return _fi_numeral(n, case)
    if n == 100:
        return {"nom": "sata", "gen": "sadan", "ine": "sadassa", "ela": "sadasta", "ade": "sadalla",
                "ill": "sataan", "par": "sataa"}[case]
    tens, units = divmod(n, 10)
    if tens == 1:
        return _fi_numeral(units, case) + "toista"
    # The tens inflect in both parts ("kahdestakymmenestä"); the nominative's ten is the partitive.
    ten = "kymmentä" if case == "nom" else _fi_numeral(10, case)
    return _fi_numeral(tens, case) + ten + (_fi_numeral(units, case) if units else "")


_FI_CASE = re.compile(r"(?<![\w.,/-])(\d{1,3}):(" + "|".join(sorted(_FI_SUFFIXES, key=len, reverse=True))
                      + r")(?!\w)")
#: "2/5 korttia": a part of a whole, and the noun counted (in the partitive) if one follows.
_FI_PART = re.compile(r"(?<![\w.,:/-])(\d{1,3})/(\d{1,3})(?![\w/-]|[.,:]\d)(\s+(?:korttia|noppaa|kortista))?")


#: "vaihda 1–3 korttia", "rivit 2–4": a range, read "yhdestä kolmeen" (elative to illative), not "yksi kolme".
_FI_RANGE = re.compile(r"(?<![\w.,:/-])(\d{1,3})–(\d{1,3})(?![\w/–-]|[.,:]\d)")


def _finnish(text: str) -> str:
    def span(m: re.Match) -> str:
        low, high = fi_number(int(m.group(1)), "ela"), fi_number(int(m.group(2)), "ill")
        return f"{low} {high}" if low and high else m.group(0)

    if "–" in text:
        text = _FI_RANGE.sub(span, text)
    if ":" not in text and "/" not in text:
        return text

    def case(m: re.Match) -> str:
        return fi_number(int(m.group(1)), _FI_SUFFIXES[m.group(2)]) or m.group(0)

    def part(m: re.Match) -> str:
        n, whole = fi_number(int(m.group(1))), fi_number(int(m.group(2)), "ela")
        if n is None or whole is None:
            return m.group(0)
        return f"{n}{m.group(3) or ''} {whole}"

    return _FI_PART.sub(part, _FI_CASE.sub(case, text))


# Czech says a part of a whole "1 z 5" with the whole in the genitive ("z pěti"); eSpeak NG reads "z pět".
_CS_GEN_UNITS = ("nuly", "jednoho", "dvou", "tří", "čtyř", "pěti", "šesti", "sedmi", "osmi", "devíti", "deseti",
                 "jedenácti", "dvanácti", "třinácti", "čtrnácti", "patnácti", "šestnácti", "sedmnácti",
                 "osmnácti", "devatenácti")
_CS_GEN_TENS = ("", "", "dvaceti", "třiceti", "čtyřiceti", "padesáti", "šedesáti", "sedmdesáti", "osmdesáti",
                "devadesáti")


def cs_genitive(n: int) -> str | None:
    """Return a whole number from 0 to 100 as a Czech word in the genitive ("pěti", "šedesáti čtyř")."""
    if not 0 <= n <= 100:
        return None
    if n == 100:
        return "sta"
    if n < 20:
        return _CS_GEN_UNITS[n]
    tens, units = divmod(n, 10)
    return _CS_GEN_TENS[tens] + (" " + _CS_GEN_UNITS[units] if units else "")


_CS_OF = re.compile(r"(?<!\w)([zZ]) (\d{1,3})(?![\w/-]|[.,:]\d)")


def _czech(text: str) -> str:
    def of(m: re.Match) -> str:
        whole = cs_genitive(int(m.group(2)))
        if whole is None:
            return m.group(0)
        # "ze" before a hard cluster: ze dvou, ze tří, ze čtyř, ze šesti, ze sedmi, ze sta.
        e = "e" if whole.startswith(("s", "š", "z", "ž", "č", "dv", "tř")) else ""
        return f"{m.group(1)}{e} {whole}"

    return _CS_OF.sub(of, text)


def for_voice(text: str, lang: str) -> str:
    """Return ``text`` as the voice should get it in ``lang``: counts of 1 to 4 before a known noun as words,
    in Finnish a number's case ("3:n") and a part of a whole ("2/5 korttia") as words, and in Czech the
    whole of "1 z 5" in the genitive ("z pěti")."""
    if lang == "fi" and (":" in text or "/" in text or "–" in text):
        text = _finnish(text)
    elif lang == "cs" and ("z " in text or "Z " in text):
        text = _czech(text)
    pattern = _pattern(lang)
    if pattern is None or not any(d in text for d in "1234"):
        return text
    table = NUMBER_WORDS[lang]
    ambiguous = AMBIGUOUS.get(lang, {})

    def spell(m: re.Match) -> str:
        noun = m.group(3).lower()
        if noun in ambiguous and _word_before(text, m.start()) not in ambiguous[noun]:
            return m.group(0)
        words = table.get(noun)
        said = words[int(m.group(1)) - 1] if words else None
        return (said or m.group(1)) + m.group(2) + m.group(3)

    text = pattern.sub(spell, text)
    if lang in RANGE_WORDS:
        text = _range_start(text, lang)
    return text


def _word_before(text: str, at: int) -> str:
    """Return the word right before position ``at`` of ``text``, lower case ("" at the start)."""
    words = re.findall(r"\w+", text[:at][-20:])
    return words[-1].lower() if words else ""


@lru_cache(maxsize=None)
def _range_pattern(lang: str) -> re.Pattern:
    table = NUMBER_WORDS[lang]
    words = {w for forms in table.values() for w in forms if w}
    nouns = "|".join(sorted((re.escape(n) for n in table), key=len, reverse=True))
    said = "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))
    adjective = rf"(?:(?:{'|'.join(map(re.escape, ADJECTIVES[lang]))})\s+)?" if ADJECTIVES.get(lang) else ""
    # The first number, the range word, the second (a digit, or a word the table already gave it), the noun.
    return re.compile(rf"(?<![\w.,:/-])([1-4]) ({re.escape(RANGE_WORDS[lang])}) ((?:\d+|{said})\s+{adjective})"
                      rf"({nouns})(?!\w)", re.IGNORECASE)


def _range_start(text: str, lang: str) -> str:
    """Return ``text`` with the first number of "1 til 3 spilum" in the noun's form too ("einu til þremur")."""
    table = NUMBER_WORDS[lang]

    def spell(m: re.Match) -> str:
        said = table[m.group(4).lower()][int(m.group(1)) - 1]
        return f"{said or m.group(1)} {m.group(2)} {m.group(3)}{m.group(4)}"

    return _range_pattern(lang).sub(spell, text)
