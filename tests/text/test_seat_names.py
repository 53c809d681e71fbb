"""A list of players takes the form its slot asks for (issue 23): "you" in the object's form where a
translation marks the slot ({names:acc}: Dutch "Gewed door jou en Eva"), a player's own name as
it is; the subject's form everywhere else."""

from __future__ import annotations

import pytest

from app.core.seats import Seat
from app.games import GAMES
from app.core.rules import Event
from app.text import i18n, seats as seats_text
from app.text.forms import Name, fill
from app.text.i18n import _

SEATS = (Seat("", human=True), Seat("Eva", human=False), Seat("Aino", human=False))


@pytest.mark.parametrize("lang, acc", [("en", "you"), ("nl", "jou"), ("sv", "dig"), ("is", "þig"), ("cs", "tebe"),
                                       ("fi", "sinut")])
def test_you_has_its_object_form_and_a_list_keeps_it(lang, acc):
    i18n.set_language(lang)
    listed = seats_text.names(SEATS, [0, 1], viewer=0)
    you = seats_text.you()
    assert isinstance(listed, Name)
    assert format(you, "acc") == acc
    assert str(listed) == _("{head} and {last}").format(head=str(you), last="Eva")
    eva_acc = format(seats_text.player_name("Eva"), "acc")  # a bot's name has its forms (Czech "Evu")
    assert listed.form("acc") == _("{head} and {last}").format(head=acc, last=eva_acc)
    # A list without the viewer: each bot's name in its own object form (Czech "Evu", Icelandic "Evu").
    others = seats_text.names(SEATS, [1, 2], viewer=0)
    assert str(others) == _("{head} and {last}").format(head="Eva", last="Aino")
    eva = seats_text.player_name("Eva")
    assert fill("{names:acc}", {"names": others}) == _("{head} and {last}").format(head=format(eva, "acc"),
                                                                                   last="Aino")


@pytest.mark.parametrize("lang, expected", [
    ("nl", "Gewed door jou en Eva."),
    ("fi", "Vedonlyöjät: sinä ja Eva."),
    ("en", "Bets by you and Eva."),
])
def test_zockens_bets_name_you_in_the_form_the_sentence_needs(lang, expected):
    """ZO-12: the table says who bet; Dutch "van jou", never "van jij"."""
    i18n.set_language(lang)
    text = _("Bets by {names}.").format(names=seats_text.names(SEATS, [0, 1], viewer=0))
    assert text == expected
    # The game's own sentence, when the bets close, says the same.
    said = GAMES["zocken"].text.event(Event("bets_closed", None, {"bettors": [0, 1]}), None, SEATS, 0)
    assert said == expected


#: Words that put the name after them in a case a typed name does not take (issue 37): Icelandic prepositions
#: governing the dative, accusative or genitive, and "Hönd" (a genitive follows); Czech prepositions.
GOVERNING = {
    "is": ("frá", "hjá", "af", "fyrir", "til", "um", "með", "við", "handa", "gegn", "án", "hönd", "milli"),
    "cs": ("od", "pro", "s", "se", "k", "ke", "u", "za", "do", "bez", "o", "po", "před", "nad", "pod", "proti"),
}
#: The slots that hold a player's name (or a list of them).
NAME_SLOTS = r"\{(?:name|names|player|winner|winners|seat|asking)(?::[a-z.]+)?\}"


@pytest.mark.parametrize("lang", ["is", "cs", "fi"])
def test_a_players_name_stands_where_no_case_is_needed(lang):
    """Issue 37: a name the player typed has no case forms, so no translation puts a plain name slot after
    a word that would need one (Icelandic "frá {name}" wants "frá Evu"), nor glues a case ending to it
    (Finnish "{name}n"): the sentence says it as a subject or beside a noun that takes the case
    ("Pelaajan {name} käsi", "karta hráče {name}"), or asks for the slot's form ("Za {name:acc}"):
    a bot's name has its own, a typed name's form puts the case on a noun before it ("Za hráče Olga")."""
    import re

    from babel.messages.pofile import read_po

    from app.text import catalogs

    with open(catalogs.po_path(lang), "rb") as f:
        catalog = read_po(f)
    words = GOVERNING.get(lang, ())
    plain_slot = NAME_SLOTS.replace("(?::[a-z.]+)?", "")
    before = re.compile(r"(?<![\w])(" + "|".join(words) + r")\s+" + plain_slot, re.IGNORECASE) if words else None
    glued = re.compile(NAME_SLOTS + r"[^\W\d_]")
    wrong = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            if text and ((before is not None and before.search(text)) or glued.search(text)):
                wrong.append(text)
    assert wrong == []
