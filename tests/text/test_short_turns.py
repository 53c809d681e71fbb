"""Short turns (DESIGN.md, Accessibility): in brief verbosity a bot's turn is about eight words.

Words are counted as ``make bench`` counts them (``bench.words_bench.count_words``):
seeded games played through the Session, every seat a medium bot. Full
verbosity keeps the longer sentences (the card beaten, the trick's size, the stock).
"""

from __future__ import annotations

import re
import statistics

import pytest

from app.core.seats import Seat
from app.games.zoker.cards import parse_card
from app.session import Session
from app.table import LocalTable
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from bench.words_bench import count_words, play_out

DEALS = range(1, 17)


@pytest.fixture(scope="module")
def counts(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TABLETALK_HOME", str(tmp_path_factory.mktemp("tabletalk-home")))  # before the per-test one
        mp.setattr(LocalTable, "_save", lambda self, match: None)  # thousands of moves: no files
        return {(game, v): count_words(game, v, DEALS)
                for game in ("zoker-tiko", "zoker-memo") for v in ("brief", "full")}


@pytest.mark.parametrize("game", ["zoker-tiko", "zoker-memo"])
def test_brief_bot_turns_stay_within_ten_words(counts, game):
    brief = counts[game, "brief"]
    bot_kinds = [kind for kind in brief if kind.endswith("(bot)")]
    assert bot_kinds
    for kind in bot_kinds:
        assert max(brief[kind]) <= 10, (kind, max(brief[kind]))
        assert statistics.median(brief[kind]) <= 8, (kind, statistics.median(brief[kind]))
    # A new deal in brief is short too: what came, not the stock or the whole hand.
    assert max(brief["dealt (table)"]) <= 13


@pytest.mark.parametrize("game", ["zoker-tiko", "zoker-memo"])
def test_full_verbosity_keeps_the_longer_sentences(counts, game):
    brief, full = counts[game, "brief"], counts[game, "full"]
    for kind in brief:
        if kind.endswith("(bot)") and not kind.startswith("turned_up"):
            assert statistics.median(full[kind]) >= statistics.median(brief[kind]) + 4, kind


def sitting(game_id: str, deal: int, verbosity: str) -> list[str]:
    """Return every sentence said in a seeded game: you (played by the medium bot), Eva and Aino."""
    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off", verbosity=verbosity))
    s.autosave = False
    s.results.record = lambda *args, **kwargs: []
    s.start(game_id, deal, seats=(Seat("", True), Seat("Eva", False), Seat("Aino", False)))
    play_out(s)
    said = list(s.speaker.said)
    s.close()
    return said


def test_tiko_brief_and_full_words():
    brief, full = sitting("zoker-tiko", 7, "brief"), sitting("zoker-tiko", 7, "full")
    assert brief[0] == "Zoker Tiko, deal 7."
    assert full[0].startswith("Zoker Tiko, deal 7. Players: ")
    assert any(line.startswith("Aino: green S2, under.") for line in brief)
    assert any(line.startswith("Aino: red S1, on top. Aino takes the trick and has 3 cards.") for line in brief)
    # A new deal names the player's four new cards, strongest first: they cannot play without them.
    assert any(re.search(r"(^| )New deal: [a-z]+ [SMLX]+[1-4](; [a-z]+ [SMLX]+[1-4]){3}\.", line) for line in brief)
    assert not any("New hands are dealt" in line or "has won" in line for line in brief)
    # Full: the card beaten, the trick's size, the stock and the new hand.
    assert any(" plays " in line and ": it goes under " in line for line in full)
    assert any("takes the trick with " in line and " has won " in line for line in full)
    assert any("New hands are dealt, 4 cards each; " in line and "Your cards, by strength: " in line
               for line in full)


def test_tiko_says_who_leads_once():
    """After a trick you take, "You lead." or the turn prompt says it, never both and never neither."""
    for deal in range(1, 9):
        said = sitting("zoker-tiko", deal, "brief")
        for i, line in enumerate(said):
            if "You take the trick" in line and "Game over." not in line:
                prompt = i + 1 < len(said) and said[i + 1] == "Your turn to lead."
                assert line.endswith("You lead.") != prompt, (deal, line)


def test_memo_brief_and_full_words():
    brief, full = sitting("zoker-memo", 11, "brief"), sitting("zoker-memo", 11, "full")
    assert brief[0] == "Zoker Memo, deal 11."
    assert any(line.startswith("Eva: ") and ", row " in line for line in brief)
    assert any(line.endswith(" takes the pair and has 2 cards.") for line in brief)
    assert any("Not a pair. Both face down again." in line for line in brief)
    assert any("No pair left. New deal: " in line for line in brief)
    assert any(line.startswith("Eva turns up row ") for line in full)
    assert any("A pair, same " in line and " takes " in line for line in full)
    assert any("Both are turned face down again." in line for line in full)
    assert any("cards dealt face down." in line and " in the stock." in line for line in full)


def test_the_words_of_a_played_card():
    from app.core.rules import Event
    from app.games.zoker.tiko import text as tiko_text
    from app.games.zoker.tiko.rules import new_game

    state, seats = new_game(2, 1), (Seat("", True), Seat("Eva", False))
    ev = Event("played", 1, {"card": parse_card("green S1"), "lead": False, "on_top": False,
                             "top": parse_card("red XL4"), "top_seat": 0})
    assert tiko_text.event(ev, state, seats, 0) == "Eva: green S1, under."
    assert tiko_text.event(ev, state, seats, 0, full=True) == \
        "Eva plays green, small, drop, S1: it goes under red, extra large, square, XL4."
