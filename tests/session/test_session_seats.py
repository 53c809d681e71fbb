"""Seats and the hot seat in the Session: whose turn, passing the keyboard, secret hands, matches."""

from __future__ import annotations

import random

import pytest

from app.core.seats import Seat
from app.games.zoker.tiko import rules as tiko
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.games.zoker.words import card_name
from table_play import play


@pytest.fixture
def session() -> Session:
    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    yield s
    s.close()


def test_default_table_is_you_and_a_bot(session):
    match = session.start("zoker-tiko", 4)
    assert [s.human for s in match.seats] == [True, False]
    assert match.seats[1].name == "Eva"
    assert session.viewer == 0 and session.handoff is None
    # Brief: the opening names the game and deal only; full names the seats too.
    assert session.speaker.said[0] == "Zoker Tiko, deal 4."
    session.settings.verbosity = "full"
    session.speaker.clear()
    session.start("zoker-tiko", 4)
    assert "Players:" in session.speaker.said[0] and "Eva, bot, medium" in session.speaker.said[0]


def test_bot_moves_are_announced_by_name_and_the_turn_comes_back(session):
    session.start("zoker-memo", 8, seats=(Seat("Anna"), Seat("Eva", False, "easy")))
    session.act(session.match.legal_actions(0)[0])
    session.act(session.match.legal_actions(0)[0])
    assert session.bot_to_act() == 1 and not session.my_turn()
    session.speaker.clear()
    assert session.run_bots() == 2
    said = session.speaker.said
    assert said[0].startswith("Eva: ") and ", row " in said[0]
    assert said[-1] == "Your turn." and session.my_turn()


def test_acting_out_of_turn_names_whose_turn_it_is(session):
    session.start("zoker-tiko", 4, seats=(Seat("Anna"), Seat("Eva", False)))
    session.act(tiko.Play(session.match.state.hands[0][0]))
    state = session.match.state
    assert not session.act(tiko.Play(state.hands[0][0]))
    assert session.speaker.said[-1] == "Eva's turn."
    assert session.match.state == state


def test_memo_between_humans_names_the_next_player_without_waiting(session):
    """Memo has no secret cards: the keyboard passes at once, by name."""
    session.start("zoker-memo", 3, seats=(Seat("Anna"), Seat("Olle")))
    session.act(session.match.legal_actions(0)[0])
    session.act(session.match.legal_actions(0)[0])
    assert session.handoff is None and session.viewer == 1
    assert session.speaker.said[-1] == "Olle: Your turn."


def test_tiko_hot_seat_waits_for_the_next_player_and_empties_the_history(session):
    session.start("zoker-tiko", 9, seats=(Seat("Anna"), Seat("Olle")))
    assert session.handoff == 0 and session.viewer is None
    assert not session.act(tiko.Play(session.match.state.hands[0][0]))
    assert "press Enter" in session.speaker.said[-1]
    session.confirm_handoff()
    assert session.viewer == 0 and session.my_turn()
    session.act(tiko.Play(session.match.state.hands[0][0]))
    assert session.handoff == 1 and session.viewer is None
    assert session.announcer.history == ["Pass the keyboard to Olle. Olle, press Enter when you are ready."]
    session.confirm_handoff()
    assert session.speaker.said[-1].startswith("Olle: Your turn. On top: ")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_secret_card_is_ever_told_to_another_seat(session, seed):
    """While a seat has the keyboard, no sentence names a card in another human's hand."""
    leaks = []

    def check(text: str, kind: str) -> None:
        state = session.match.state
        for seat, hand in enumerate(state.hands):
            if seat == session.viewer or not session.seats[seat].human:
                continue
            leaks.extend((text, c) for c in hand if card_name(c) in text)

    session.announcer.listeners.append(check)
    session.start("zoker-tiko", seed, seats=(Seat("Anna"), Seat("Eva", False, "hard"), Seat("Olle")),
                  rounds=2)
    play(session, seed)
    assert session.match.match_over()
    assert leaks == []


def test_a_match_counted_by_wins_adds_one_per_game_won(session):
    session.start("zoker-tiko", 5, seats=(Seat("Anna"), Seat("Eva", False, "easy")), rounds=3, count="wins")
    play(session, 7)
    match = session.match
    assert match.round_no == 3 and match.match_over()
    assert 3 <= sum(match.standings()) <= 6  # one per game, two on a tie
    assert session.speaker.said[-1].startswith("The match is over.")
    assert not session.next_game()
    assert session.speaker.said[-1] == "The match is over; start a new one."


def test_between_games_the_autosave_is_kept_for_the_next(session):
    from app.store import autosave

    session.start("zoker-tiko", 5, seats=(Seat("Anna"), Seat("Eva", False, "easy")), rounds=2)
    rng = random.Random(3)
    while not session.match.is_over():
        if not session.bot_step():
            session.act(rng.choice(session.match.legal_actions(session.seat_to_act())))
    assert "After game 1 of 2" in session.speaker.said[-1]
    data, problems = autosave.load_match()
    assert data is not None and data["round_no"] == 1 and not problems
    again = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    assert again.resume() and again.next_game()
    assert again.match.round_no == 2 and again.match.totals == session.match.standings()
    again.close()


def test_resuming_a_hot_seat_game_asks_who_has_the_keyboard(session):
    session.start("zoker-tiko", 6, seats=(Seat("Anna"), Seat("Olle")))
    session.confirm_handoff()
    session.act(tiko.Play(session.match.state.hands[0][0]))
    again = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    assert again.resume()
    assert again.handoff == 1 and again.viewer is None
    assert again.speaker.said[-1] == "Pass the keyboard to Olle. Olle, press Enter when you are ready."
    again.close()


def test_game_over_between_humans_uses_names_not_you(session):
    session.start("zoker-memo", 2, seats=(Seat("Anna"), Seat("Olle")), options={"start": 4},
                  rounds=1)
    play(session, 1)
    last = [s for s in session.speaker.said if "Game over" in s][-1]
    assert "you" not in last.split("Game over")[1]
