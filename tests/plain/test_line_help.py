"""Line mode's help (issue 11, point 3): one command a line, short enough for a 40-cell braille
display, in every language; ``help COMMAND`` gives the detail; every command listed works."""

from __future__ import annotations

import io

import pytest

from app.games import GAMES
from app.plain.repl import PlainMode, anywhere_entries, game_entries, menu_entries
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import i18n
from app.text.i18n import _
from test_plain import run_plain

LANGUAGES = ("en", "sv", "fi", "nl", "is", "cs")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_help_line_fits_a_40_cell_display(lang):
    i18n.set_language(lang)
    try:
        entries = anywhere_entries() + menu_entries(lobby=True)
        for game in GAMES.values():
            entries += game_entries(game, game.table, hot_seat=True, online=game.table)
        long = [e.line() for e in entries if len(e.line()) > 40]
        assert not long
        assert all(e.detail == "" or e.detail.endswith((".", "?")) for e in entries)
    finally:
        i18n.set_language("en")


def test_help_says_one_command_a_line_then_the_ones_for_anywhere():
    lines, speaker = run_plain("solo 42\nhelp\n")
    start = lines.index("Zoker Solo commands:")
    listed = lines[start:]
    assert listed[1] == "move ROW COLUMN PILE: a card onto a pile"  # as typed: no capital letter
    assert "Anywhere:" in listed and listed[-1] == "quit: stop; your game is saved"
    assert "undo: take back a move" in listed and "new [DEAL]: another deal" in listed
    # One announcement a line, so back and forward step through them, each spoken whole.
    assert speaker.said[-len(listed):] == listed


def test_help_command_gives_the_detail_by_its_word_or_alias():
    lines, _ = run_plain("solo 42\nhelp move\nhelp m\nhelp frobnicate\nmenu\nhelp rules\nhelp tiko\n")
    detail = ("move ROW COLUMN PILE moves a card of rows 1 to 3 onto a pile of the bottom row, for example "
              "move 2 3 1, or m 2 3 1. A card's name does for its place: move green M2 1.")
    assert lines[-6:-4] == [detail, detail]
    assert lines[-4] == "No command frobnicate here. Type help for the list."
    assert lines[-2].startswith("rules reads the rules of the game a section at a time")
    assert lines[-1].startswith("tiko starts Zoker Tiko at the table you set")


def test_help_in_another_language_lists_the_commands_as_that_language_types_them():
    lines, _ = run_plain("language cs\nsolo 42\nhelp\nhelp move\nhelp presun\nhelp m\n")
    assert "přesuň ŘADA SLOUPEC STOH: karta na stoh" in lines
    # help finds the entry by its English word, its word in the language (with or without
    # diacritics) and its short form.
    assert all(line.startswith("přesuň ŘADA SLOUPEC STOH přesune kartu") for line in lines[-3:])


def _places() -> list[tuple[str, str]]:
    """Return (line that gets there, where) for the menu and every game."""
    places = [("", "menu")]
    for game in GAMES.values():
        places.append((f"{game.words[0]} 5" if game.has_rules else game.words[0], game.id))
    return places


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("start,where", _places())
def test_every_command_the_help_lists_is_one_line_mode_knows(start, where, lang):
    """Typing each listed command's word (with no arguments) never gets "Unknown command", in every language."""
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language=lang, speech="off"))
    unknown = _("Unknown command {command}. Type help for the commands.").split("{command}")[0]
    mode = PlainMode(session, io.StringIO(""), io.StringIO())
    if start:
        mode.handle(start)  # English words work in every language
    assert mode.where == where
    _heading, entries = mode.entries()
    for entry in entries + anywhere_entries():
        for word in sorted(entry.names()):
            if mode.vocabulary.verb(word) in ("quit", "exit", "menu", "q", "new", "language", "lang"):
                continue  # these leave or change the place; they are tested where they are used
            speaker.said.clear()
            mode.handle(word)
            assert not any(s.startswith(unknown) for s in speaker.said), (where, word)
            mode.where = where  # a view may be left by its own words
    session.close()
    i18n.set_language("en")
