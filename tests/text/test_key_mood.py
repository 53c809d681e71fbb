"""One mood in the Dutch key help (issue 37, the Dutch review's leftover): every key description is an
infinitive ("De kaart met de focus spelen"), as the Czech and Icelandic ones are, never an imperative
beside it ("Speel de enige speelbare kaart"). A short label before a colon ("Pas:", "Sluit:") is the key
line's own word and stays."""

from __future__ import annotations

import importlib

import pytest
from textual.binding import Binding

from app.text import i18n

SCREENS = ("app.ui.keys", "app.games.loker.screen", "app.games.zoker.memo.screen",
           "app.games.zoker.explorer.screen", "app.games.zoker.tiko.screen", "app.games.zoker.pairs.screen",
           "app.games.zoker.kubo.screen", "app.games.zoker.solo.screen", "app.games.zipzap.screen",
           "app.games.zocken.screen")
#: The imperatives the Dutch key help used before (a sentence's first word, or the first after a label).
IMPERATIVES = {"lees", "sluit", "speel", "roep", "wed", "werp", "trek", "vul", "ga", "zoek", "draai",
               "markeer", "ruil", "leg", "beëindig", "zeg", "open", "claim", "zet", "pas", "kies"}


def descriptions() -> list[str]:
    found = []
    for name in SCREENS:
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, list) and value and all(isinstance(b, Binding) for b in value):
                found += [b.description for b in value if b.description]
    return list(dict.fromkeys(found))  # a description shared by several keys (Zocken's digits) once


def test_the_key_lists_are_found():
    assert len(descriptions()) > 60


@pytest.mark.parametrize("lang", ["nl"])
def test_every_key_description_is_an_infinitive(lang):
    i18n.set_language(lang)
    try:
        imperative = []
        for description in descriptions():
            said = i18n._(description)
            # "Pas: je beurt beëindigen": the label is the key line's word; the words after it are the help.
            rest = said.split(": ", 1)[1] if ": " in said and len(said.split(": ", 1)[0].split()) == 1 else said
            if rest.split()[0].lower() in IMPERATIVES:
                imperative.append(said)
        assert imperative == []
    finally:
        i18n.set_language("en")
