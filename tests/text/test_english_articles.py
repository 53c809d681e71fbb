"""English says "an 8", never "a 8": no English sentence puts "a" before a number said with a vowel."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from app.games.loker import text as lt
from app.text import i18n

#: Numbers whose English name starts with a vowel sound: eight, eleven, eighteen, eighty...
VOWEL_NUMBER = re.compile(r"\ba (8\d*|11|18)\b", re.IGNORECASE)


def test_a_single_eight_is_an_8():
    assert lt.group_name(8, 1) == "an 8"
    assert lt.group_name(7, 1) == "a 7"


def test_no_english_msgid_says_a_before_eight_or_eleven():
    with open(i18n.po_path("en"), "rb") as f:
        catalog = read_po(f)
    found = [m.id for m in catalog if m.id and VOWEL_NUMBER.search(m.id if isinstance(m.id, str) else " ".join(m.id))]
    assert not found
