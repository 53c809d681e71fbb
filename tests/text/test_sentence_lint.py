"""Every sentence the golden sittings say, in every language, reads as written text should.

The sittings of tests/golden (every game, the table setup, a hot seat, a
resume) are played in each of the six languages; every line said must not
start a sentence in lower case, double a space or a full stop, leave a
{placeholder}, or fall back to English sentences outside English.
"""

from __future__ import annotations

import re

import pytest

import tests.golden.scripts as golden
from app.text.i18n import LANGUAGES

LOWER_START = re.compile(r"(?:^|[.!?] )([^\W\d_])")
ENGLISH = re.compile(r"\b(?:the|your|you|with)\b", re.I)


def sitting(name: str, lang: str) -> list[str]:
    original = golden.SCRIPTS[name]
    golden.SCRIPTS[name] = (lang, original[1])
    try:
        return golden.play(name).splitlines()
    finally:
        golden.SCRIPTS[name] = original


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_sentence_said_is_well_formed(lang):
    faults = []
    for name in golden.SCRIPTS:
        for line in sitting(name, lang):
            if any(m.group(1).islower() for m in LOWER_START.finditer(line)):
                faults.append(("lower-case start", line))
            if "  " in line or re.search(r"(?<!\.)\.\.(?!\.)|\. \.", line):
                faults.append(("doubled space or full stop", line))
            if re.search(r"\{[a-z_]+(?::[a-z]+)?\}", line):
                faults.append(("placeholder left", line))
            if lang != "en" and ENGLISH.search(line):
                faults.append(("English", line))
    assert faults == []


def test_the_lint_catches_what_it_is_for():
    assert [m.group(1) for m in LOWER_START.finditer("Bottom row. pile 1: blue XL1")] == ["B", "p"]
    assert ENGLISH.search("Your turn.")
