"""Every game's rules, a key away: sections in order, each example true by the rules themselves."""

from __future__ import annotations

import re

import pytest

from app.games import GAMES
from app.games.zoker.cards import beats, compatible, parse_card
from app.games.zoker.pairs.rules import is_ladder
from app.text.telling import SECTIONS
from tests.golden.test_examples import BEATS, CARD

PLAYABLE = [g for g in GAMES.values() if g.has_rules]


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda g: g.id)
def test_every_game_tells_its_rules_in_the_same_sections(game):
    rules = game.text.TELLER.rules()
    assert [key for key, _text in rules] == list(SECTIONS)
    assert all(text and text[0].isupper() and text.endswith(".") for _key, text in rules)


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda g: g.id)
def test_every_example_in_the_rules_holds(game):
    text = " ".join(t for _k, t in game.text.TELLER.rules())
    for a, verb, b in BEATS.findall(text):
        assert beats(parse_card(a.lower()), parse_card(b.lower())) == (verb == "beats"), (a, b)
    for a, b in re.findall(rf"({CARD}) and ({CARD})(?: pair|, same)", text, re.I):
        assert compatible(parse_card(a.lower()), parse_card(b.lower())), (a, b)
    for four in re.findall(rf"({CARD}), ({CARD}), ({CARD}) and ({CARD})", text, re.I):
        assert is_ladder(tuple(parse_card(c.lower()) for c in four)), four


async def test_the_rules_key_opens_the_rules_of_the_game_in_focus(tmp_path, monkeypatch):
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings
    from app.ui.app import make_app
    from app.ui.screens.rules import RulesScreen

    monkeypatch.setenv("TABLETALK_HOME", str(tmp_path))
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language="en", speech="off"))
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "down", "down", "i")  # Zoker Tiko in the menu, then its rules
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen.game_id == "zoker-tiko"
        assert speaker.last.startswith("Rules of Zoker Tiko. Goal, 1 of 5: ")
        await pilot.press("down", "down")
        assert speaker.last.startswith("A turn, 3 of 5: The leader plays any card")
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "MenuScreen"
        await pilot.press(*["down"] * 5, "i")  # past Kubo, Zip Zap, Zocken, Loker: the cube explorer has no rules
        assert speaker.last.startswith("Rules are told for a game")
    session.close()
