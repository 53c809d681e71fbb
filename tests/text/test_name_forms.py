"""Names in their case (issue 37, point 2): the bots' names have their forms in Czech, Icelandic and
Finnish; a name the player typed is never declined, so its form puts the case on a word before it
(Czech sentences ask none: "Olga: teď hraje počítač"); Zocken's fields and a grid's place take the case
their sentence asks for."""

from __future__ import annotations

import pytest

from app.core.seats import BOT_NAMES, Seat
from app.games.zocken import rules as zo
from app.games.zocken.text import fields_list
from app.games.zoker.words import place_name
from app.text import i18n
from app.text.forms import fill
from app.text.seats import _bot_forms, player_name, seat_name

SEATS = (Seat("Olga"), Seat("Eva", human=False), Seat("", human=False), Seat("Bram", human=False))


def test_every_bot_name_has_a_forms_entry():
    assert set(_bot_forms()) == set(BOT_NAMES)


@pytest.mark.parametrize("lang, mark, forms", [
    ("cs", "gen", ["hráče Olga", "Evy", "hráče 3", "Brama"]),
    ("cs", "ins", ["hráčem Olga", "Evou", "hráčem 3", "Bramem"]),
    ("fi", "ade", ["pelaajalla Olga", "Evalla", "pelaajalla 3", "Bramilla"]),
    ("fi", "gen", ["pelaajan Olga", "Evan", "pelaajan 3", "Bramin"]),
    ("is", "dat", ["Olga", "Evu", "leikmanni 3", "Bram"]),
    ("is", "gen", ["Olga", "Evu", "leikmanns 3", "Brams"]),
    ("en", "gen", ["Olga", "Eva", "Player 3", "Bram"]),
])
def test_a_seat_name_takes_its_case_and_a_typed_name_stays_as_typed(lang, mark, forms):
    i18n.set_language(lang)
    assert [fill("{name:" + mark + "}", {"name": seat_name(SEATS, i)}) for i in range(4)] == forms
    # The plain form is the name as shown, whatever the language.
    assert [str(seat_name(SEATS, i)) for i in (0, 1, 3)] == ["Olga", "Eva", "Bram"]


def test_a_bots_name_knows_its_gender():
    i18n.set_language("cs")
    assert player_name("Jana").gender == "f" and player_name("Bram").gender == "m"
    assert player_name("Olga").gender is None  # a typed name: its gender is not known


def test_czech_sentences_say_a_name_where_no_case_is_needed_and_finnish_declines_the_bots_names():
    # Czech: a typed woman's name after the masculine "hráče" ("Za hráče Olga") was heard as wrong; the
    # sentences now say every name as it is, a bot's and a typed one alike.
    i18n.set_language("cs")
    assert i18n._("A bot plays for {name} now.").format(name=seat_name(SEATS, 1)) == "Eva: teď hraje počítač."
    assert i18n._("A bot plays for {name} now.").format(name=seat_name(SEATS, 0)) == "Olga: teď hraje počítač."
    assert i18n._("On top: {card}, played by {name}.").format(card="modrá 4", name=seat_name(SEATS, 0)) == \
        "Navrchu: modrá 4, hraje ji Olga."
    assert i18n._("Hand of {name}:").format(name=seat_name(SEATS, 0)) == "Olga má v ruce:"
    i18n.set_language("fi")
    assert i18n._("Keyboard to {name}; type ready:").format(name=seat_name(SEATS, 3)) == \
        "Näppäimistö Bramille; kirjoita valmis:"


def test_zockens_fields_take_the_illative_in_finnish():
    i18n.set_language("fi")
    fields = fields_list([zo.LEFT_ESCAPE, 3])
    assert str(fields) == "vasen varakenttä tai kenttä 3"
    assert fill("{fields:ill}", {"fields": fields}) == "vasempaan varakenttään tai kenttään 3"


@pytest.mark.parametrize("lang, fields, plain, mark, formed", [
    ("en", [zo.LEFT_ESCAPE, 4, 5, 6, 7], "left escape field or fields 4 to 7", "", ""),
    ("en", [1, 3, 4, zo.RIGHT_ESCAPE], "field 1, fields 3 and 4 or right escape field", "", ""),
    ("fi", [zo.LEFT_ESCAPE, 4, 5, 6, 7], "vasen varakenttä tai kentät 4–7", "ill",
     "vasempaan varakenttään tai kenttiin 4–7"),
    ("fi", [2, 3], "kentät 2 ja 3", "ill", "kenttiin 2 ja 3"),
    ("cs", [4, 5, 6], "pole 4 až 6", "loc", "polích 4 až 6"),
    ("nl", [4, 5], "velden 4 en 5", "", ""),
    ("sv", [2, 3, 4, 6], "fält 2 till 4 eller fält 6", "", ""),
    ("is", [5, 6, 7], "reitir 5 til 7", "dat", "reitum 5 til 7"),
])
def test_zockens_neighbouring_fields_are_said_as_a_run(lang, fields, plain, mark, formed):
    i18n.set_language(lang)
    said = fields_list(fields)
    assert str(said) == plain
    if mark:
        assert fill("{fields:%s}" % mark, {"fields": said}) == formed
    i18n.set_language("en")


def test_a_place_has_its_forms():
    i18n.set_language("fi")
    assert str(place_name(2, 3)) == "rivi 2, sarake 3"
    assert format(place_name(2, 3), "ade") == "rivillä 2, sarakkeessa 3"
    i18n.set_language("cs")
    assert format(place_name(2, 3), "loc") == "řadě 2, sloupci 3"
    # Czech says a place with a preposition for each part, not as a label after "na pozici".
    assert format(place_name(2, 3), "at") == "v řadě 2, ve sloupci 3"
    assert format(place_name(2, 3), "from") == "z řady 2, ze sloupce 3"


def test_czech_says_where_a_card_is_with_prepositions():
    from app.core.rules import Event
    from app.games.zoker.cards import Card
    from app.games.zoker.solo import text as solo_text

    i18n.set_language("cs")
    try:
        said = i18n._("You turn up {place}: {card}.").format(place=place_name(2, 3), card="zelená S2")
        assert said == "Otáčíš kartu v řadě 2, ve sloupci 3: zelená S2."
        card = Card(0, 0, 0)
        back = solo_text.taken_back(Event("card_moved", data={"card": card, "place": 6, "pile": 1}),
                                    _SoloState())
        assert "zpět v řadě 2, ve sloupci 3;" in back and "pozici" not in back
        moved = solo_text.event(Event("card_moved", data={"card": card, "place": 6, "pile": 1, "onto": card,
                                                          "height": 2}), full=True)
        assert " z řady 2, ze sloupce 3 na " in moved
    finally:
        i18n.set_language("en")


class _SoloState:
    piles = {1: [None, None, None]}


def test_kubos_points_are_bare_numbers_under_their_heading():
    """Issue 37: "Points: you 0; Eva 3", not Icelandic "Stig: þú 0 stig; Eva 3 stig"."""
    from app.games.zoker.kubo import rules as kubo
    from app.games.zoker.kubo.text import holdings

    i18n.set_language("is")
    state = kubo.new_game(2, 1)
    said = holdings(state, (Seat("", human=True), Seat("Eva", human=False)), viewer=0)
    assert said.startswith("Stig: þú 0; Eva 0.")


def test_a_point_won_is_the_object_of_its_sentence_in_finnish():
    """"Eva saa 1 pisteen", not "saa 1 piste" (the object of one is in the accusative); 12 stays partitive."""
    from app.text.seats import points_count

    i18n.set_language("fi")
    said = i18n._("{name} scores {points}.")
    assert said.format(name=seat_name(SEATS, 1), points=points_count(1)) == "Eva saa 1 pisteen."
    assert said.format(name=seat_name(SEATS, 1), points=points_count(12)) == "Eva saa 12 pistettä."


def test_no_czech_sentence_asks_a_players_name_for_a_case():
    """A typed name has no Czech cases (its forms would put "hráče" before a woman's name), so no Czech
    sentence asks for one: each says the name as it is."""
    import re

    from babel.messages.pofile import read_po

    from app.text import catalogs

    with open(catalogs.po_path("cs"), "rb") as f:
        catalog = read_po(f)
    slot = re.compile(r"\{(?:name|names|player|winner|winners|seat|asking):[a-z.]+\}")
    asking = [m.id for m in catalog if m.id and any(
        s and slot.search(s) for s in (m.string if isinstance(m.string, tuple) else (m.string,)))]
    assert asking == []
