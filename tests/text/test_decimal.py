"""Numbers with the language's signs (app.text.phrases.decimal), our own few lines checked against Babel's."""

from __future__ import annotations

import pytest
from babel.numbers import format_decimal
from hypothesis import given, settings
from hypothesis import strategies as st

from app.text import i18n
from app.text.phrases import decimal


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


@settings(max_examples=300, deadline=None)
@given(lang=st.sampled_from(list(i18n.LANGUAGES)), places=st.integers(0, 4),
       value=st.floats(min_value=-1e12, max_value=1e12, allow_nan=False, allow_infinity=False))
def test_a_number_is_written_as_babel_writes_it_in_each_language(lang, places, value):
    i18n.set_language(lang)
    try:
        ours, babels = decimal(value, places), format_decimal(round(value, places), locale=lang)
    finally:
        i18n.set_language("en")
    # The one difference kept on purpose: what rounds to nothing is "0", never Babel's "-0" ("minus zero").
    assert ours == ("0" if babels == "-0" else babels)


@pytest.mark.parametrize("lang, said", [("en", "-1,234,567.5"), ("sv", "-1\xa0234\xa0567,5"),
                                        ("fi", "-1\xa0234\xa0567,5"), ("cs", "-1\xa0234\xa0567,5"),
                                        ("nl", "-1.234.567,5"), ("is", "-1.234.567,5")])
def test_each_language_groups_thousands_and_marks_decimals_its_own_way(language, lang, said):
    language(lang)
    assert decimal(-1234567.5) == said
    assert decimal(2.0) == "2" and decimal(-0.04) == "0"
    assert decimal(0.0625, 3) == ("0.062" if lang == "en" else "0,062")  # half to even, as Babel
