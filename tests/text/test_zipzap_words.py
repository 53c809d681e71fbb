"""Zip Zap's hand by ear (ZZ-15): brief verbosity reads it by series, as a player holds it; full verbosity
card by card."""

from __future__ import annotations

import pytest

from app.games.zipzap import rules as zz
from app.games.zipzap import text as zt
from app.text import i18n

HAND = (zz.Card("red", 7), zz.Card("wild", 4), zz.Card("red", 1), zz.Card("green", 3), zz.ZAP_CARD,
        zz.Card("wild", 8))


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang, said", [
    ("en", "Your cards: red 1 and 7; green 3; jokers 4 and 8; Zap card."),
    ("cs", "Tvoje karty: červená 1 a 7; zelená 3; žolíky 4 a 8; karta Zap."),
    ("is", "Spilin þín: rautt 1 og 7; grænt 3; jókerar 4 og 8; Zap-spil."),
])
def test_zz15_a_hand_is_read_by_series(lang, said):
    i18n.set_language(lang)
    assert zt.hand(HAND) == said


def test_zz15_one_joker_and_full_verbosity():
    assert zt.hand((zz.Card("wild", 4),)) == "Your cards: joker 4."
    assert zt.hand(HAND, full=True).count(";") == len(HAND) - 1


def test_zz15_several_fitting_cards_are_offered_by_series():
    """Leading, every card fits: line mode offers them as the hand is read, by series in brief."""
    assert zt.cards_said(HAND) == "red 1 and 7; green 3; jokers 4 and 8; Zap card"
    assert zt.cards_said(HAND, full=True).startswith("red 1; red 7; green 3; multicoloured joker 4")
