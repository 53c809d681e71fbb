"""Issue 38, 2: one fold for the names typed, line mode's words and the languages' names."""

from __future__ import annotations

from app.plain import words
from app.text import folding, names
from app.text.i18n import language_for


def test_every_layer_folds_with_the_one_fold():
    assert words.fold is folding.fold and names.fold is folding.fold


def test_a_capital_icelandic_letter_is_spelled_as_the_small_one():
    # Line mode's own fold spelled only small letters: "Þú" stayed "þu", and never matched "thu".
    assert folding.fold("ÞÚ") == folding.fold("þú") == "thu"
    assert folding.fold("Æfing") == "aefing" and folding.fold("Straße") == "strasse"


def test_a_language_is_named_with_or_without_its_letters():
    assert language_for("ÍSLENSKA") == language_for("islenska") == "is"
    assert language_for("cestina") == language_for("Čeština") == "cs"
