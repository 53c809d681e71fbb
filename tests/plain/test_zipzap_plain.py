"""Zip Zap typed to the end in line mode (ZZ-14, ZZ-15), bad input answered, and the race in line mode,
whose clock moves when a line is typed (ZZ-13)."""

from __future__ import annotations

import io

from app.core.seats import Seat
from app.games.zipzap import rules as zz
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from test_plain import play_plain, run_plain


def card_words(card: zz.Card) -> str:
    if card.is_zap:
        return "zap"
    return f"joker {card.number}" if card.is_joker else f"{card.colour} {card.number}"


def zipzap_move(state: zz.ZipZapState) -> str:
    """Play as a listener would: Zap when it may, the one fitting card by "play" alone, a named one else."""
    if zz.can_zap(state, 0):
        return "zap"
    if state.leader == 0:
        return "play " + card_words(next(c for c in state.hands[0] if not c.is_zap))
    fits = zz.fitting(state, state.hands[0])
    if len(fits) > 1:
        return "play " + card_words(fits[-1])
    return "play"  # the only fitting card, or a pass when none fits (ZZ-15)


def policy(mode: PlainMode):
    s = mode.session
    if s.match.is_over():
        return None
    assert s.my_turn()
    return zipzap_move(s.match.state)


def test_zz14_plain_mode_plays_a_whole_turn_by_turn_game_with_two_bots():
    lines, mode = play_plain("players 3\nseat 3 hard\noption mode turns\nzipzap 9\ntop\nfits\ncounts\n", policy)
    s = mode.session
    assert s.match.is_over() and s.match.state.rounds == 6
    assert any(line.startswith("On top: ") for line in lines)
    assert any(line.startswith("In hand: you have 13 cards") for line in lines)
    assert any("Zip Zap! " in line for line in lines)
    assert any("Left out: " in line for line in lines)  # ZZ-3: one series out with 3 players
    assert any("Game over. " in line and "Fewest points wins." in line for line in lines)


def test_zz15_plain_answers_bad_input_clearly_and_keeps_the_game():
    lines, _ = run_plain("players 2\noption speed 42\noption mode sideways\noption speed 3\noption mode turns\n"
                         "zipzap 4\nplay purple 99\nzap\nplay\nfind\nfind joker 3\n")
    assert any(line.startswith("No card in your hand is called purple 99.") for line in lines)
    assert any("Zap" in line for line in lines)
    assert "Type find and a card, for example find red 6 or find joker 7." in lines
    assert any(line.startswith("Joker 3: ") for line in lines)
    assert "Type option speed relaxed, normal or fast, or a number of seconds from 1 to 10." in lines
    assert "Type option mode race, or option mode turns to play turn by turn." in lines
    assert any("bots' speed: 3 seconds" in line for line in lines)


def test_zz13_line_mode_races_on_the_clock_it_is_given():
    for deal in range(1, 50):
        clock = [0]
        session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"),
                          clock=lambda: clock[0])
        out = io.StringIO()
        mode = PlainMode(session, io.StringIO(""), out)
        session.start("zipzap", deal, seats=(Seat("Ann", True), Seat("Eva", False, "hard")),
                      options={"mode": "race", "speed": "fast", "scoring": "hands"})
        if session.next_due() is None:
            continue
        mode.where = "zipzap"
        moves = len(session.match.actions)
        mode.handle("")  # no time has passed: nobody moved
        assert len(session.match.actions) == moves
        clock[0] = 60_000
        mode.handle("top")  # a minute later the bot has raced on before the line is answered
        assert len(session.match.actions) > moves
        assert out.getvalue().splitlines()[-1].startswith("On top: ")
        return
    raise AssertionError("no deal where the bot could play first")


def test_zz12_option_scoring_reaches_zip_zap_though_kubo_has_a_scoring_too():
    """Kubo's scoring (auto, claim) and Zip Zap's (hands, one) share a name: each value goes to the game
    that takes it, and the other game keeps its default."""
    lines, mode = play_plain("option scoring one\noption scoring claim\n")
    table = mode.table
    assert table.options("zipzap")["scoring"] == "hands" and table.options("zoker-kubo")["scoring"] == "claim"
    assert not any(line.startswith("Type option scoring") for line in lines)
    lines, mode = play_plain("option scoring one\n")
    assert mode.table.options("zipzap")["scoring"] == "one" and mode.table.options("zoker-kubo")["scoring"] == "auto"
