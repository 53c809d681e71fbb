"""What the Swedish and Dutch reviews (issue 37, item 1) left for a code change, as heard: no capital after a
colon where the language writes none, one label before Zip Zap's variants, a count of exchanges that agrees,
and Kubo's structure in its definite form where a Swedish sentence makes it subject or object."""

from __future__ import annotations

import pytest

from app.core.seats import Seat
from app.games import GAMES
from app.games.loker import text as loker_text
from app.games.zoker.cards import LINES, Card
from app.games.zoker.kubo import text as kubo_text
from app.games.zoker.tiko import text as tiko_text
from app.plain.table import TableSetup
from app.text import i18n, seats as seats_text
from app.text.phrases import after_colon

SEATS = (Seat("Ann", human=True), Seat("Bo", human=True), Seat("Eva", human=False))


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("lang, prompt, expected", [
    ("nl", "Jij bent aan de beurt.", "Bo: jij bent aan de beurt."),
    ("sv", "Din tur.", "Bo: din tur."),
    ("en", "Your turn.", "Bo: Your turn."),
])
def test_the_hot_seat_greeting_has_no_capital_after_its_colon_where_the_language_writes_none(
        language, lang, prompt, expected):
    language(lang)
    assert seats_text.handed_over(SEATS, 1, prompt) == expected


def test_a_name_or_a_size_after_the_colon_keeps_its_capital(language):
    language("nl")
    assert seats_text.handed_over(SEATS, 1, "Eva speelt rood S1. Jij bent aan de beurt.").startswith("Bo: Eva ")
    assert after_colon("XL: rood XL1") == "XL: rood XL1"
    assert after_colon("Rood: rood S1") == "rood: rood S1"


@pytest.mark.parametrize("lang, head", [("nl", "Je kaarten, per kleur: "), ("sv", None), ("en", "Your cards, by colour: ")])
def test_tikos_hand_by_colour_starts_small_after_the_colon_in_dutch(language, lang, head):
    language(lang)
    cards = [Card(0, 0, 0), Card(0, 1, 1), Card(1, 2, 2)]
    said = tiko_text.hand(cards, "colour")
    after = said.split(": ", 1)[1]
    if lang == "en":
        assert after[0].isupper(), said
    else:
        assert after[0].islower(), said
        # The next group starts a sentence of its own and keeps its capital.
        assert ". " in said and said.split(". ", 1)[1][0].isupper(), said
    if head:
        assert said.startswith(head), said


@pytest.mark.parametrize("lang, label", [("en", "Play:"), ("nl", "Spelvorm:"), ("sv", "Spelsätt:"),
                                         ("fi", "Pelitapa:"), ("is", "Háttur:"), ("cs", "Režim:")])
def test_zip_zaps_variants_follow_its_name_without_a_second_label(language, lang, label):
    language(lang)
    table = TableSetup.default()
    lines = table.lines()
    zipzap = [line for line in lines if line.startswith("Zip Zap")]
    assert len(zipzap) == 1, lines
    assert label not in zipzap[0] and zipzap[0].count(":") == 3, zipzap  # name, bots' speed, scoring
    # Said alone (an option set for a game started without a table, or a changed shared table), the same line.
    alone = GAMES["zipzap"].text.TELLER.options_line({"mode": "turns"})
    assert alone.startswith("Zip Zap: ") and label not in alone


@pytest.mark.parametrize("lang, one, two", [
    ("sv", "Eva: 1 byte gjort", "Eva: 2 byten gjorda"),
    ("en", "Eva: 1 exchange made", "Eva: 2 exchanges made"),
    ("cs", "Eva: 1 provedená výměna", "Eva: 2 provedené výměny"),
])
def test_a_count_of_exchanges_agrees_with_its_number(language, lang, one, two):
    language(lang)
    assert loker_text.exchanges_made("Eva", 1) == one
    assert loker_text.exchanges_made("Eva", 2) == two


def test_kubos_structure_is_definite_where_a_swedish_sentence_makes_it_subject_or_object(language):
    language("sv")
    line = next(i for i, ln in enumerate(LINES) if ln.kind == "straight")
    assert str(kubo_text.line_name(line)).startswith("stega ")  # as a label ("Du får 1 poäng: stega ...")
    said = kubo_text.ERRORS["line_already_scored"]({"line": line}, False)
    assert said.startswith("Stegan från ") and said.endswith(" är redan räknad."), said
    # Dutch says the article in its sentence, and English has no such form: both unchanged.
    language("nl")
    assert kubo_text.ERRORS["line_already_scored"]({"line": line}, False).startswith("De rechte lijn van ")
    language("en")
    assert kubo_text.ERRORS["line_already_scored"]({"line": line}, False).startswith("Straight ")


@pytest.mark.parametrize("lang, start", [("nl", "Doel, 1 van 5: bouw "), ("sv", "Mål, 1 av 5: bygg "),
                                         ("en", "Goal, 1 of 5: Build ")])
def test_a_rules_section_starts_small_after_its_heading_where_the_language_wants_it(language, lang, start):
    from app.text.telling import rules_section

    language(lang)
    said = rules_section(GAMES["zoker-solo"].text.TELLER.rules(), 0)
    assert said.startswith(start), said
    # A game's name there keeps its capital.
    assert rules_section([("goal", "Zoker Kubo is played together.")], 0).endswith(": Zoker Kubo is played together.")


def test_point_takes_the_structure_in_its_definite_form_in_swedish(language):
    from app.core.rules import Event
    from app.games.zoker.kubo import rules as kubo

    language("sv")
    line = next(i for i, ln in enumerate(LINES) if ln.kind == "diagonal")
    seats = (Seat("", human=True), Seat("Eva", human=False))
    state = kubo.new_game(2, 1)
    stolen = kubo_text.event(Event("scored", 1, {"line": line, "points": 2, "stolen": True}), state, seats, 0)
    assert stolen.startswith("Poäng! Eva tar diagonalen från ") and stolen.endswith(": 2 poäng."), stolen
    # Scored in turn, the structure stays a label after the points.
    scored = kubo_text.event(Event("scored", 1, {"line": line, "points": 2, "stolen": False}), state, seats, 0)
    assert scored.startswith("Eva får 2 poäng: diagonal "), scored
