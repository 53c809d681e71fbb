"""Zocken's die colours by ear and by hand in every language (ZO-2, ZO-3): typed colours in their
inflected forms ("hoď červenou", "heitä punaista", "kasta rauðan"), and sentences that put a die in
the case its slot needs (cs and is accusative; fi genitive-accusative, in the catalogs).
A colour's forms entry serves both: the forms a sentence asks for are the forms a player may type."""

from __future__ import annotations

import pytest

from app.games.zocken import plain as zp
from app.games.zocken import rules as zo
from app.games.zocken import text as zt
from app.text import i18n
from app.text.forms import GENDER_KEY, parse_forms, pattern
from app.text.names import Names

@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("lang, typed, colour", [
    ("cs", "červenou", 0), ("cs", "zelenou", 3), ("cs", "bílou", 6),
    ("fi", "punaista", 0), ("fi", "sinisen", 4), ("fi", "valkoinen", 6),
    ("is", "rauðan", 0), ("is", "grænan", 3), ("is", "hvítum", 6),
    ("sv", "röd", 0), ("nl", "paars", 5), ("en", "purple", 5),
    ("cs", "red", 0), ("is", "w", 6),  # English and the letter in every language
])
def test_zo3_typed_die_colours_in_their_inflected_forms(language, lang, typed, colour):
    language(lang)
    assert zp.read_colour(typed, range(zo.DICE)) == colour


def test_zo3_a_colour_already_thrown_is_not_read_as_another(language):
    language("cs")
    assert zp.read_colour("červenou", (1, 2, 3)) is None


@pytest.mark.parametrize("lang, expected", [
    ("cs", "Pokládáš červenou 5 na pole 3."),
    ("is", "Þú setur rauðan 5 á reit 3."),
    ("en", "You put red 5 on field 3."),
])
def test_a_die_is_put_in_the_case_its_slot_needs(language, lang, expected):
    language(lang)
    assert i18n._("You put {die} on {field}.").format(die=zt.die_name(0, 5), field=zt.field_name(3)) == expected


def test_finnish_puts_the_die_in_the_genitive_accusative(language):
    """Finnish: "Asetat punaisen 5:n kenttään 3" (punaisen from the colour's forms)."""
    language("fi")
    die = pattern("{colour} {value}", i18n.pgettext("die forms", "{colour} {value}"), colour=zt.colour_name(0),
                  value=5)
    assert str(die) == "punainen 5"
    assert i18n._("You put {die} on {field}.").format(die=die, field=zt.field_name(3)) == \
        "Asetat punaisen 5:n kenttään 3."


@pytest.mark.parametrize("lang", ["sv", "fi", "nl", "is", "cs"])
def test_colour_forms_name_one_colour_each(language, lang):
    """The catalog's forms entries (what a player may type, too) are well formed, and each form names one
    colour only (Names refuses a word with two meanings): "rauða" is red, "bláa" blue."""
    language(lang)
    names: Names = Names(("colour",), range(zo.DICE), lambda c, a: c)
    typed = {}
    for c, english in enumerate(zo.COLOURS):
        forms = parse_forms(i18n.pgettext("die colour forms", english))
        typed[c] = [str(zt.colour_name(c)), *(f for mark, f in forms.items() if mark != GENDER_KEY)]
        names.add(typed[c], colour=c)
    for c, words in typed.items():
        for word in words:
            assert names.read(word).found == c
    if lang == "is":
        assert names.read("rauða").found == 0 and names.read("bláa").found == 4


@pytest.mark.parametrize("lang, mark", [("en", "."), ("nl", ","), ("cs", ","), ("is", ",")])
def test_zo15_expected_values_are_said_with_the_languages_decimal_mark(language, lang, mark):
    """Red 6 thrown first in deal 3: field 1 is best, expected 106.7 ("106,7" in Dutch, Czech, Icelandic)."""
    from app.games.zocken import odds

    language(lang)
    state, _events = zo.apply(zo.new_game(1, 3), 0, zo.Throw(0))
    assert f"106{mark}7" in zt.hint(state, odds)
