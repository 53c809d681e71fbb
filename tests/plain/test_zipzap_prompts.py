"""Zip Zap says what the player needs and reads back what it says (ZZ-3, ZZ-9, ZZ-15): the series left
out in the first round too, "play" when only the Zap card is left, the game's own card names typed back,
and words for "fits" and "pass" that a listener cannot confuse."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from app.core.seats import Seat
from app.games.zipzap import plain as zp
from app.games.zipzap import rules as zz
from app.games.zipzap import text as zt
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import i18n


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


def _session(mode: str, players: int = 2) -> tuple[Session, RecordingSpeaker]:
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language="en", speech="off"))
    PlainMode(session, io.StringIO(""), io.StringIO())  # line mode's own opening comes from its loop
    seats = (Seat("Ann", True),) + tuple(Seat(f"Bot {i}", False, "medium") for i in range(1, players))
    session.start("zipzap", 5, seats=seats, options={"mode": mode, "speed": "relaxed", "scoring": "hands"})
    return session, speaker


@pytest.mark.parametrize("mode", ["race", "turns"])
def test_zz3_the_first_round_says_which_series_are_left_out(mode):
    session, speaker = _session(mode)
    out = session.match.state.left_out
    assert len(out) == 2  # two players: two single-colour series out
    line = zt.left_out_line(out)
    assert line.startswith("Left out: the ") and all(zt.series_name(c) in line for c in out)
    if mode == "race":
        assert any(line in said for said in speaker.said)  # the race's opening news
    else:
        assert line in zt.opening_hand(session.match.state, 0)
        assert zt.opening_hand(session.match.state, 0).index(line) == 0  # before the hand
    # And the table says it whenever asked.
    assert line in zt.table_text(session.match.state, session.seats, 0)


def test_zz3_line_mode_says_the_left_out_series_at_the_start_of_turn_by_turn_play():
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language="en", speech="off"))
    out = io.StringIO()
    PlainMode(session, io.StringIO("players 2\noption mode turns\nzipzap 5\n"), out).run()
    lines = out.getvalue().splitlines()
    assert any(line.startswith("Left out: the ") and "Your cards: " in line for line in lines), lines


def _leading_with_only_zap() -> zz.ZipZapState:
    """Ann played the last number card and leads with only her Zap card left (ZZ-8, ZZ-9)."""
    state = zz.new_game(2, 5, {"mode": "turns", "speed": "relaxed", "scoring": "hands"})
    top = zz.Card("red", 10) if "red" not in state.left_out else zz.Card(zz.WILD, 10)
    return replace(state, hands=(((zz.ZAP_CARD,)), state.hands[1]), pile=state.pile + (top,),
                   owners=state.owners + (0,), leader=0, turn=0, played=0)


def test_zz9_leading_with_only_the_zap_card_says_zap_and_play_calls_it():
    state = _leading_with_only_zap()
    assert zz.can_zap(state, 0)
    seats = (Seat("Ann", True), Seat("Eva", False))
    said = zt.leader_line(state, seats, 0)
    assert said == "You lead with your last card, the Zap card: zap."
    assert zt.fitting_line(state, 0) == said

    class Acting:
        def __init__(self):
            self.match = type("M", (), {"state": state})()
            self.viewer, self.full, self.acted, self.said = 0, False, [], []

        def act(self, action):
            self.acted.append(action)

        def say(self, text, kind="info"):
            self.said.append(text)

    acting = Acting()
    zp.play(acting, [])
    assert acting.acted == [zz.Zap()] and not acting.said


@pytest.mark.parametrize("lang, typed, colour", [
    ("is", "Zap-spil", zz.ZAP), ("is", "Zap-spili", zz.ZAP), ("cs", "kartu Zap", zz.ZAP),
    ("en", "Zap card", zz.ZAP), ("is", "jókerar 2", zz.WILD), ("fi", "jokerit 2", zz.WILD),
    ("en", "jokers 2", zz.WILD), ("nl", "jokers 2", zz.WILD),
])
def test_the_games_own_card_names_are_read_typed_back(language, lang, typed, colour):
    language(lang)
    hand = [zz.Card("red", 2), zz.Card(zz.WILD, 2), zz.ZAP_CARD]
    found = zt.read_card(typed, hand)
    assert [c.colour for c in found] == [colour]
    # What the hand said is read back: every series part names its cards.
    for part in zt.by_series(hand):
        assert zt.read_card(part.split(",")[0], hand), part


@pytest.mark.parametrize("lang", ["sv", "nl"])
def test_fits_and_pass_are_words_a_listener_cannot_confuse(language, lang):
    language(lang)
    from app.text.i18n import pgettext

    pass_word = pgettext("typed", "pass").split("|")[0]
    fits_word = pgettext("typed", "fits").split("|")[0]
    # Neither is the other with a letter more or less, nor shares its stem.
    assert not fits_word.startswith(pass_word[:3]) and not pass_word.startswith(fits_word[:3])
    for sentence in (zt.fitting_line(zz.new_game(2, 5), 0), pgettext("slot", "fits"), zt.fits_note()):
        assert pass_word[:3] not in sentence.lower(), sentence
