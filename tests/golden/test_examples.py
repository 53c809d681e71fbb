"""No document teaches a wrong rule: its worked examples come from real games, its claims hold."""

import re

import pytest

from app.games.zoker.cards import beats, compatible, parse_card
from tests.golden.examples import DOCUMENTS, MARK, render

CARD = r"(?:blue|green|orange|red) (?:S|M|L|XL)[1-4]"
BEATS = re.compile(rf"({CARD})\s+(beats|does not beat)\s+({CARD})", re.I)
PAIR = re.compile(rf"({CARD})\s+and\s+({CARD})\s+(are not a pair|are a pair|make a pair)", re.I)


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.name)
def test_worked_examples_are_the_ones_real_games_give(path):
    text = path.read_text(encoding="utf-8")
    assert render(text) == text, "run: python -m tests.golden.examples"


def test_the_guide_and_the_tiko_sheet_hold_examples():
    names = {m.group(2) for p in DOCUMENTS for m in MARK.finditer(p.read_text(encoding="utf-8"))}
    assert {"memo-heard", "tiko-heard", "tiko-trick"} <= names


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.name)
def test_every_claim_of_which_card_beats_which_or_pairs_holds(path):
    text = " ".join(path.read_text(encoding="utf-8").split())
    for a, verb, b in BEATS.findall(text):
        assert beats(parse_card(a.lower()), parse_card(b.lower())) == (verb.lower() == "beats"), (a, verb, b)
    for a, b, claim in PAIR.findall(text):
        assert compatible(parse_card(a.lower()), parse_card(b.lower())) == (claim != "are not a pair"), (a, b)


def test_the_old_wrong_tiko_example_would_be_caught():
    # The guide once said red M2 beats red XL3 ("it beats red S3 and goes on top" on a deal whose top was red XL3).
    assert not beats(parse_card("red M2"), parse_card("red XL3"))
    assert BEATS.findall("red M2 beats red XL3") == [("red M2", "beats", "red XL3")]
