"""The catalogs say each thing one way, in words a native reader expects (issue 12, points 5 and 6).

Czech "z"/"ze" before a number, one verb for typed input per language, the Dutch
words for a deal, a game and a match kept apart, complete catalog headers, and
the glossaries in docs/glossary/ used by the catalogs.
"""

from __future__ import annotations

import re
from datetime import datetime

import pytest
from babel.messages.pofile import read_po

from app import PROJECT_ROOT
from app.text import i18n
from app.text.i18n import LANGUAGES, _, ngettext
from app.text.spoken import cs_genitive, for_voice

GLOSSARY = PROJECT_ROOT / "docs" / "glossary"


def catalog(lang):
    with open(i18n.po_path(lang), "rb") as f:
        return read_po(f, locale=lang)


def strings(message) -> list[str]:
    return [message.string] if isinstance(message.string, str) else list(message.string)


def translated(lang) -> list[tuple[object, str]]:
    """(message, msgstr) for every translated form, typed commands left out."""
    return [(m, s) for m in catalog(lang) if m.id and m.context != "command" for s in strings(m)]


@pytest.fixture
def czech():
    i18n.set_language("cs")
    yield
    i18n.set_language("en")


# --- Czech "z" / "ze" -------------------------------------------------------------------------

_UNITS_ZE = {2, 3, 4, 6, 7}  # dvou, tří, čtyř, šesti, sedmi
_TEENS_ZE = {12, 13, 14, 16, 17}  # dvanácti, třinácti, čtrnácti, šestnácti, sedmnácti


def czech_needs_ze(n: int) -> bool:
    """Whether Czech says "ze" (not "z") before the number n as it is spoken."""
    if n >= 1000:
        return czech_needs_ze(n // 1000) if n // 1000 > 1 else False  # tisíce; dvou tisíc
    if n >= 100:
        return n // 100 == 1 or n // 100 in _UNITS_ZE  # sta; dvou set, tří set, šesti set ...
    if n >= 20:
        return n // 10 in {2, 3, 4, 6, 7}  # dvaceti, třiceti, čtyřiceti, šedesáti, sedmdesáti
    if n >= 10:
        return n in _TEENS_ZE
    return n in _UNITS_ZE


@pytest.mark.parametrize("n, ze", [(1, False), (2, True), (3, True), (4, True), (5, False), (6, True),
                                   (7, True), (8, False), (10, False), (12, True), (15, False), (17, True),
                                   (20, True), (50, False), (100, True)])
def test_the_rule_itself(n, ze):
    assert czech_needs_ze(n) is ze


def assert_czech_prepositions(text: str) -> None:
    """A preposition the catalog wrote before a number agrees with it ("ze" is never before 5); a bare "z"
    before a digit is the written convention ("1 z 6"), said right by the voice (app/text/spoken.py)."""
    for prep, number in re.findall(r"\b([zZ]e) (\d+)\b", text):
        wanted = "ze" if czech_needs_ze(int(number)) else "z"
        assert prep.lower() == wanted, f"{text!r}: {prep} {number}"


@pytest.mark.parametrize("rounds", list(range(2, 21)) + [30, 47, 60, 100])
def test_czech_game_n_of_m_says_z_or_ze_as_the_number_is_said(czech, rounds):
    sentences = [
        _("{game}, game {number} of {rounds}, deal {deal}.").format(game="Zoker Memo", number=1, rounds=rounds,
                                                                     deal=7),
        _("Game {number} of {rounds}, deal {deal}").format(number=2, rounds=rounds, deal=7),
        _("After game {number} of {rounds}: {standings}. Press n for the next game.").format(
            number=1, rounds=rounds, standings="Eva 3"),
        _("{section}, {number} of {count}: {text}").format(section="Cíl", number=1, count=rounds, text="…"),
        _("{item}, {index} of {count}.").format(item="Nápověda", index=1, count=rounds),
        ngettext("The {count} card left is no pair.", "No two of the {count} cards left are a pair.",
                 rounds).format(count=rounds),
    ]
    for text in sentences:
        assert_czech_prepositions(text)
        # The screen writes "hra 1 z 6" (as "strana 1 z 6"); the voice says the preposition the number needs
        # and the number in the genitive: "ze šesti", "z pěti" (issue 23: never "z celkových 6").
        voice = for_voice(text, "cs")
        assert not re.search(r"\b[zZ]e? \d", voice), voice
        for n in re.findall(r"\b[zZ] (\d+)\b", text):
            assert f"{'ze' if czech_needs_ze(int(n)) else 'z'} {cs_genitive(int(n))}" in voice, (text, voice)
    assert "celkových" not in " ".join(sentences[:5])


def test_no_czech_sentence_puts_ze_straight_before_a_count_slot():
    """A digit cannot choose "ze": a catalog writes "z" before a number slot ("1 z {count}", the written
    convention, which the voice says "ze šesti" or "z pěti") or a word between (ze zbylých 5)."""
    bad = [s for _m, s in translated("cs") if re.search(r"\b[zZ]e \{[a-z_]+\}", s)]
    assert bad == []


# --- One verb for typed input -------------------------------------------------------------------

@pytest.mark.parametrize("lang, chosen, other", [("cs", "Zadej", r"\b[Nn]apiš\b"),
                                                 ("is", "Skrifaðu", r"\b[Ss]láðu inn\b")])
def test_one_verb_for_typing(lang, chosen, other):
    texts = [s for _m, s in translated(lang)]
    assert any(chosen in s for s in texts)
    assert [s for s in texts if re.search(other, s)] == []


# --- Dutch: a deal, a game and a match ----------------------------------------------------------

DUTCH = {"deal": "deling", "game": "spel", "match": "wedstrijd"}


def test_dutch_deal_game_and_match_are_three_words():
    assert len(set(DUTCH.values())) == 3
    nl = translated("nl")
    deal_ids = re.compile(r"\b[Dd]eal (\{deal\}|number)|\b(new|next|another|that|this|random) deal\b")
    game_ids = re.compile(r"\b[Gg]ame \{number\}|\b(next|the) game\b(?! of)|\bgames (won|in the match|as you)")
    match_ids = re.compile(r"(?<!colour )\bmatch\b(?!es its colour)")  # a series of games, not a colour match (Zocken)
    for m, s in nl:
        mid = m.id if isinstance(m.id, str) else m.id[0]
        low = s.lower()
        if deal_ids.search(mid):
            assert "deling" in low and not re.search(r"\bspel\s*\{deal\}|spelnummer", low), (mid, s)
        if game_ids.search(mid):
            assert "spel" in low, (mid, s)
        if match_ids.search(mid):
            assert "wedstrijd" in low, (mid, s)
        assert "partij" not in low, (mid, s)


def test_dutch_renders_game_and_deal_apart():
    i18n.set_language("nl")
    try:
        text = _("{game}, game {number} of {rounds}, deal {deal}.").format(game="Zoker Memo", number=2,
                                                                            rounds=3, deal=41)
    finally:
        i18n.set_language("en")
    assert text == "Zoker Memo, spel 2 van 3, deling 41."


def test_a_dutch_card_is_never_hem_or_haar():
    """A Fleming hears "hem" for a kaart as wrong, a Netherlander "haar" as stiff: "die" suits both."""
    bad = []
    for m, s in translated("nl"):
        mid = (m.id if isinstance(m.id, str) else m.id[0]).lower()
        if "card" in mid and "trick" not in mid and "name a" not in mid and re.search(r"\b(hem|haar)\b", s):
            bad.append(s)
    assert bad == []


# --- Headers --------------------------------------------------------------------------------------

def header_fields(lang) -> dict[str, str]:
    text = i18n.po_path(lang).read_text(encoding="utf-8")
    head = text.split("\n\n", 1)[0]
    return dict(re.findall(r'^"([A-Za-z-]+): (.*)\\n"$', head, flags=re.M))


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_catalog_header_is_complete(lang):
    fields = header_fields(lang)
    for name in ("Project-Id-Version", "PO-Revision-Date", "Last-Translator", "Language-Team", "Language",
                 "Plural-Forms", "Content-Type"):
        assert fields.get(name, "").strip(), f"{lang}: {name} missing"
    placeholders = ("VERSION", "YEAR", "FULL NAME", "EMAIL@ADDRESS", "LL@li.org", "ORGANIZATION")
    for name, value in fields.items():
        assert not any(p in value for p in placeholders), f"{lang}: {name}: {value}"
    datetime.strptime(fields["PO-Revision-Date"], "%Y-%m-%d %H:%M%z")
    assert fields["Language"] == lang
    assert "charset=utf-8" in fields["Content-Type"].lower()
    assert fields["Plural-Forms"].startswith("nplurals=3" if lang == "cs" else "nplurals=2")
    comment = i18n.po_path(lang).read_text(encoding="utf-8").split('msgid ""', 1)[0]
    assert not any(p in comment for p in ("ORGANIZATION", "FIRST AUTHOR", "EMAIL@ADDRESS"))


# --- Glossaries -------------------------------------------------------------------------------------

def glossary_rows(lang) -> list[tuple[str, str, str, str]]:
    rows = []
    for line in (GLOSSARY / f"{lang}.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0] not in ("English", "---"):
            rows.append(tuple(cells))
    return rows


def alternatives(word: str) -> list[str]:
    """The forms a glossary cell lists: "hönd; á hendi", "tah (na tahu)", "dice / dice"."""
    return [w.strip(' "') for w in re.split(r"[;/()]", word) if w.strip(' "')]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_glossary_lists_every_term_with_a_source(lang):
    reference = {row[0] for row in glossary_rows("en")}
    optional = {"place (on the table)", "line (of the cube)", "throw", "discard pile",
                "one-coloured / multicoloured", 'close ("end")'}
    terms = {row[0] for row in glossary_rows(lang)}
    assert terms <= reference, terms - reference
    assert reference - terms <= optional, reference - terms
    for english, word, source, used in glossary_rows(lang):
        assert word and used, english
        assert source.startswith(("Rulebook", "Decision", "rules", "Swedish rulebook", "Czech rulebook")), \
            (lang, english, source)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_glossary_words_in_use_are_the_catalogs_words(lang):
    text = " ".join(s for _m, s in translated(lang)).lower()
    missing = [(english, word) for english, word, _source, used in glossary_rows(lang)
               if used == "yes" and not any(w.lower() in text for w in alternatives(word))]
    assert missing == []


def _is_loker(message) -> bool:
    return any("games/loker/" in path for path, _line in message.locations)


def test_swedish_ladder_is_the_rulebooks_stega_never_stege():
    """The Swedish rulebook's word is "stega" (plural "stegar"); "stege" is a household ladder, and
    Swedish poker's word for a straight, which only Loker's sentences use (it has no Zoker ladders)."""
    bad = [s for m, s in translated("sv") if re.search(r"\bsteg(e|en)\b", s, flags=re.I) and not _is_loker(m)]
    assert bad == []


def test_swedish_lokers_straight_is_the_poker_stege():
    """A straight of five or six in Loker is "stege", as Swedish poker says, never the English word."""
    straights = [s for m, s in translated("sv") if _is_loker(m) and "straight" in str(m.id)]
    assert straights and all(re.search(r"\bsteg(e|en)\b", s) and "straight" not in s for s in straights), straights
