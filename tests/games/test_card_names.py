"""Card names typed in every language (issue 12, point 2): the forms a speaker types, the candidates of an
unclear name read back, a wrong name answered with the local colours, and every command that takes a card.

The commands themselves are typed in English here; only the card names are local.
"""

from __future__ import annotations

import io

import pytest

from app.games.zoker.cards import DECK, parse_card
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.pairs import text as pairs_text
from app.games.zoker.solo import rules as solo
from app.games.zoker.tiko import rules as tiko
from app.games.zoker.tiko import text as tiko_text
from app.games.zoker.words import card_names, card_problem, colour_name, not_a_card, read_card
from app.games.zoker.typed import typed_places
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import i18n
from app.text.announcer import sentence_case
from app.text.names import Names, fold


@pytest.fixture
def lang(request):
    """Switch to the language of the test's parameter, and back to English after it."""
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


#: What a speaker of each language types -> the card meant (English codes, as ``str(Card)``).
TYPED = {
    "en": {
        "red M2": "red M2", "M2 red": "red M2", "RED m2": "red M2", "red m 2": "red M2",
        "blue extra large square": "blue XL4", "square, extra large, blue": "blue XL4",
        "green small drop": "green S1", "orange big triangle": "orange L3", "red medium lens": "red M2",
        "red, medium, lens, M2": "red M2", "xl4 orange": "orange XL4",
    },
    "sv": {
        "rött M2": "red M2", "röd M2": "red M2", "rod m2": "red M2", "M2 röda": "red M2",
        "rott xl4": "red XL4", "blå S1": "blue S1", "blått liten droppe": "blue S1",
        "stor grön triangel": "green L3", "extra stor orange fyrkant": "orange XL4",
        "grona L2": "green L2", "mellanstor röd lins": "red M2", "trekant stort blått": "blue L3",
        "extrastora gröna kvadrat": "green XL4", "red M2": "red M2",
    },
    "fi": {
        "punainen M2": "red M2", "punaista M2": "red M2", "M2 punaisen": "red M2", "sininen s1": "blue S1",
        "vihreä XL4": "green XL4", "vihrea xl4": "green XL4", "vihreää pientä kolmiota": "green S3",
        "erittäin suuri sininen neliö": "blue XL4", "erittain iso oranssi nelio": "orange XL4",
        "iso punainen linssi": "red L2", "keskikokoinen oranssi pisara": "orange M1", "oranssia L1": "orange L1",
        "green M2": "green M2",
    },
    "nl": {
        "rood M2": "red M2", "rode M2": "red M2", "M2 rood": "red M2", "blauw s1": "blue S1",
        "blauwe kleine druppel": "blue S1", "groene grote driehoek": "green L3",
        "extra groot oranje vierkant": "orange XL4",
        "extra grote rode lens": "red XL2", "middelgroot groen vierkant": "green M4", "vierkant groot rood": "red L4",
        "oranje XL1": "orange XL1", "orange XL1": "orange XL1",
    },
    "is": {
        "rautt M2": "red M2", "rauður M2": "red M2", "raudur m2": "red M2", "rauða M2": "red M2",
        "M2 rautt": "red M2", "blátt S1": "blue S1", "blatt s1": "blue S1", "grænt XL4": "green XL4",
        "graent xl4": "green XL4", "rauður lítill dropi": "red S1", "raudur litill dropi": "red S1",
        "mjög stórt blátt ferningur": "blue XL4", "appelsínugulan stóran þríhyrning": "orange L3",
        "thrihyrningur graent stort": "green L3", "appelsinugult l1": "orange L1",
    },
    "cs": {
        "červená M2": "red M2", "cervena m2": "red M2", "červenou M2": "red M2", "M2 červená": "red M2",
        "cervenou xl3": "red XL3", "modrá S1": "blue S1", "modrou malou kapku": "blue S1",
        "velkou zelenou čočku": "green L2", "velky zeleny trojuhelnik": "green L3",
        "extra velký modrý čtverec": "blue XL4", "oranžová střední kapka": "orange M1",
        "oranzovou L4": "orange L4", "zelený XL2": "green XL2",
    },
}


@pytest.mark.parametrize("lang", sorted(TYPED), indirect=True)
def test_card_names_as_a_speaker_of_each_language_types_them(lang):
    table = TYPED[lang]
    assert len(table) >= 10
    for typed, meant in table.items():
        reading = read_card(typed)
        assert reading.found == parse_card(meant), (lang, typed)
        assert card_problem(typed) is None


@pytest.mark.parametrize("lang", sorted(TYPED), indirect=True)
def test_the_spoken_names_and_every_card_read_back(lang):
    from app.games.zoker.words import card_name

    for card in DECK:
        for text in (card_name(card), card_name(card, full=True), str(card), fold(card_name(card))):
            assert read_card(text).found == card, (lang, text)


@pytest.mark.parametrize("lang", sorted(TYPED), indirect=True)
def test_no_typed_form_names_two_things(lang):
    # Names.add raises when a form is given two meanings; building the words of a language is enough.
    from app.text import names as names_module

    names_module._built.pop(("zoker cards", lang), None)
    assert card_names().meaning("M2") == {"size": 1, "shape": 1}


def test_an_unclear_name_reads_back_its_candidates():
    assert card_problem("M2") == "M2: blue M2, green M2, orange M2 or red M2?"
    assert card_problem("red large") == "red large: red L1, red L2, red L3 or red L4?"
    assert card_problem("red") == "red: which one? Add its code, like red M2."
    assert card_problem("XL") == "XL: which one? Add its colour and corners, like green XL2."
    assert card_problem("triangle") == "triangle: which one? Add its colour and size, like green M3."
    reading = read_card("M2", among=[parse_card("red M2"), parse_card("green S1")])
    assert reading.found == parse_card("red M2")  # among the cards at hand, "M2" is enough


@pytest.mark.parametrize("lang", ["sv", "cs"], indirect=True)
def test_an_unclear_name_reads_back_its_candidates_in_the_language(lang):
    expected = {"sv": "m2: blått M2, grönt M2, orange M2 eller rött M2?",
                "cs": "m2: modrá M2, zelená M2, oranžová M2 nebo červená M2?"}
    assert card_problem("m2") == expected[lang]


@pytest.mark.parametrize("lang", sorted(TYPED), indirect=True)
def test_a_wrong_name_is_answered_with_the_local_colours(lang):
    for wrong in ("purple X9", "red M2 blue", "2", "M2 M3", ""):
        sentence = card_problem(wrong)
        assert sentence == not_a_card(wrong)
        for i in range(4):
            assert colour_name(i) in sentence
    if lang != "en":
        assert "blue" not in not_a_card("x") and "English" not in not_a_card("x")


def test_the_matcher_is_generic_a_die_by_its_number_or_word():
    # The same mechanism for the dice to come: a die is a colour and a number of pips.
    dice = [(colour, pips) for colour in ("white", "black") for pips in range(1, 7)]
    names: Names = Names(("colour", "pips"), dice, lambda die, a: die[0] if a == "colour" else die[1])
    names.add(["white", "vit", "hvítur"], colour="white")
    names.add(["black", "svart"], colour="black")
    for pips, words in enumerate((["one", "ett", "en"], ["two", "två"], ["three"], ["four"], ["five", "fem"],
                                  ["six", "sex"]), start=1):
        names.add(words + [str(pips)], pips=pips)
    assert names.read("svart fem").found == ("black", 5)
    assert names.read("5 SVART").found == ("black", 5)
    assert names.read("Hvitur 2").found == ("white", 2)
    unclear = names.read("två")
    assert unclear.unclear and unclear.missing == ("colour",) and len(unclear.candidates) == 2
    assert names.read("svart vit").clash
    assert names.read("grön 2").unknown == ("gron",)
    with pytest.raises(ValueError):
        names.add(["fem"], pips=4)  # one word, two meanings: refused


def test_typed_places_take_names_in_a_list_and_read_back_unclear_ones():
    cards = [parse_card(n) for n in ("red M2", "green M2", "blue S1", "orange L3")]
    assert typed_places(["red", "M2", "blue", "S1"], cards, 2) == ([0, 2], None)
    assert typed_places(["M2", "red", "L3"], cards, 2) == ([0, 3], None)  # "M2 red" and "L3"
    assert typed_places(["S1", "L3"], cards, 2) == ([2, 3], None)  # one S1 and one L3 on the table
    assert typed_places(["M2", "S1"], cards, 2) == "M2: green M2 or red M2?"
    assert typed_places(["1", "1", "orange", "L3"], cards, 2) == ([0, 3], None)
    assert typed_places(["red", "XL4"], cards, 2) == ([], parse_card("red XL4"))
    assert typed_places(["1", "2", "3"], cards, 2) is None


# Line mode: the commands in English, the cards in the player's language.

#: A colour as a speaker of each language might type it, without diacritics or inflected.
LOCAL_COLOURS = {
    "sv": ("bla", "grona", "orangea", "rod"),
    "fi": ("sinista", "vihreaa", "oranssin", "punaista"),
    "nl": ("blauwe", "groene", "oranje", "rode"),
    "is": ("blar", "graenan", "appelsinugula", "raudur"),
    "cs": ("modrou", "zelenou", "oranzovou", "cervenou"),
}


def local(card, lang: str) -> str:
    """Return a card's name as typed in ``lang``: code first, then the colour."""
    return f"{card.code.lower()} {LOCAL_COLOURS[lang][card.colour]}"


def plain(script: str, lang: str) -> tuple[list[str], Session]:
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language=lang, speech="off"))
    out = io.StringIO()
    try:
        PlainMode(session, io.StringIO(script), out).run()
    finally:
        i18n.set_language("en")
    return out.getvalue().splitlines(), session


@pytest.mark.parametrize("lang", sorted(LOCAL_COLOURS))
def test_line_mode_solo_moves_a_card_named_in_the_language(lang):
    state = solo.new_game(1, 42)
    move = next(a for a in solo.legal_actions(state) if isinstance(a, solo.MoveCard))
    card = state.upper[move.place]
    lines, session = plain(f"solo 42\nmove {local(card, lang)} {move.pile + 1}\n", lang)
    assert session.match.actions == [(0, move)], lines[-3:]


@pytest.mark.parametrize("lang", sorted(LOCAL_COLOURS))
def test_line_mode_pairs_takes_and_asks_by_local_names(lang):
    state = pairs.new_game(1, 7)
    take = next(a for a in pairs.legal_actions(state) if isinstance(a, pairs.TakePair))
    a, b = state.table[take.first], state.table[take.second]
    lines, session = plain(f"pairs 7\npairs {local(a, lang)}\ntake {local(a, lang)} {local(b, lang)}\n", lang)
    assert session.match.actions == [(0, take)], lines[-3:]
    i18n.set_language(lang)
    try:
        assert sentence_case(pairs_text.partners_on_table(state, take.first)) in lines
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", sorted(LOCAL_COLOURS))
def test_line_mode_tiko_plays_a_card_named_in_the_language(lang):
    state = tiko.new_game(2, 6)
    card = state.hands[0][0]
    lines, session = plain(f"tiko 6\nplay {local(card, lang)}\n", lang)
    assert session.match.actions[0] == (0, tiko.Play(card)), lines[-3:]


@pytest.mark.parametrize("lang", sorted(LOCAL_COLOURS))
def test_line_mode_find_and_go_take_local_names_and_read_back_candidates(lang):
    hand = tiko.new_game(2, 6).hands[0]
    lines, _ = plain(f"tiko 6\nfind {local(hand[0], lang)}\nfind m2\n", lang)
    i18n.set_language(lang)
    try:
        assert lines[-2] == sentence_case(tiko_text.find(tiko.new_game(2, 6), hand[0], [], 0))
        assert lines[-1] == sentence_case(card_problem("m2"))
    finally:
        i18n.set_language("en")
    lines, _ = plain(f"explore\ngo {local(parse_card('red XL4'), lang)}\n", lang)
    i18n.set_language(lang)
    try:
        from app.games.zoker.explorer import text as explorer_text

        assert lines[-1] == sentence_case(explorer_text.cube_focus(parse_card("red XL4")))
    finally:
        i18n.set_language("en")


def test_line_mode_tiko_reads_back_the_cards_of_the_hand_a_code_fits():
    state = tiko.new_game(2, 6)
    hand = state.hands[0]
    codes = [c.code for c in hand]
    code = next((c for c in codes if codes.count(c) > 1), None)
    single = next(c for c in codes if codes.count(c) == 1)
    script = f"tiko 6\npreview {single}\n" + (f"play {code}\n" if code else "")
    lines, session = plain(script, "en")
    card = next(c for c in hand if c.code == single)
    assert any(line == sentence_case(tiko_text.preview(card, state)) for line in lines)
    if code:
        fits = [c for c in tiko_text.sorted_hand(hand, "strength") if c.code == code]
        assert lines[-1].startswith(f"{code}: ") and all(str(c) in lines[-1] for c in fits)
        assert session.match.actions == []
