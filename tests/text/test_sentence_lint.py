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


def help_lines(lang: str) -> set[str]:
    """Return every line of line mode's help in ``lang``: each starts with a command as typed, in lower case."""
    from app.games import GAMES
    from app.plain.repl import anywhere_entries, game_entries, menu_entries
    from app.text import i18n

    i18n.set_language(lang)
    try:
        entries = anywhere_entries() + menu_entries(lobby=True)
        for game in GAMES.values():
            entries += game_entries(game, game.table, hot_seat=True)
        return {e.line() for e in entries} | {e.told() for e in entries}
    finally:
        i18n.set_language("en")


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
    helps = help_lines(lang)
    for name in golden.SCRIPTS:
        for line in sitting(name, lang):
            starts = [m for m in LOWER_START.finditer(line) if m.group(1).islower()]
            if starts and not (line in helps and all(m.start() == 0 for m in starts)):
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
