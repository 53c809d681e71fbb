"""verbosity with a word sets that level; alone it toggles (the Swedish review: 'utförlighet full' toggled)."""

from __future__ import annotations

from tests.plain.test_plain import play_plain


def test_verbosity_full_when_full_stays_full_and_brief_sets_brief():
    lines, mode = play_plain("verbosity full\nverbosity full\n")
    assert mode.session.settings.verbosity == "full"
    assert lines.count("Full descriptions.") == 2
    _lines, mode = play_plain("verbosity full\nverbosity brief\n")
    assert mode.session.settings.verbosity == "brief"


def test_verbosity_alone_toggles():
    _lines, mode = play_plain("verbosity full\nverbosity\n")
    assert mode.session.settings.verbosity == "brief"


def test_a_word_that_is_no_level_is_answered_and_changes_nothing():
    lines, mode = play_plain("verbosity full\nverbosity loud\n")
    assert mode.session.settings.verbosity == "full"
    assert "Type: verbosity brief or verbosity full." in lines
    # The usage is the whole answer: no "Unknown command verbosity" after it (the second Swedish review).
    assert not any(line.startswith("Unknown command") for line in lines), lines


def test_the_levels_are_typed_in_the_players_language():
    lines, mode = play_plain("language svenska\nutförlighet fullständig\nutforlighet fullstandig\nv kort\n")
    assert mode.session.settings.verbosity == "brief"
    assert lines.count("Fullständiga beskrivningar.") == 2
