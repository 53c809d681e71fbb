"""Rules as the rulebook has them (issue "Solo and Tiko as the rulebook has them"): ZS-5, ZM-1, ZT-2."""

from __future__ import annotations

from dataclasses import replace

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.match import Match
from app.core.rules import RuleError
from app.core.seats import default_seats
from app.games import GAMES
from app.games.zoker.memo import rules as memo
from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver
from app.games.zoker.tiko import rules as tiko


def emptied(state: solo.SoloState) -> solo.SoloState:
    """Return the state with bottom-row pile 1 moved away (its place empty)."""
    return replace(state, piles=((),) + state.piles[1:])


def test_zs5_by_default_no_card_goes_into_an_empty_place():
    state = emptied(solo.new_game(1, 3))
    assert not state.fill
    assert not any(isinstance(a, solo.MoveCard) and a.pile == 0 for a in solo.legal_actions(state))
    with pytest.raises(RuleError) as err:
        solo.apply(state, 0, solo.MoveCard(0, 0))
    assert err.value.msg_id == "pile_needs_a_card" and err.value.params == {"pile": 0}


def test_zs5_fill_empty_places_is_an_option_that_lets_a_card_start_a_pile():
    state = emptied(solo.new_game(1, 3, {"fill": True}))
    assert state.fill and solo.MoveCard(0, 0) in solo.legal_actions(state)
    new, events = solo.apply(state, 0, solo.MoveCard(0, 0))
    assert new.piles[0] == (state.upper[0],) and events[0].kind == "card_moved"
    with pytest.raises(RuleError, match=r"^bad_option\b"):
        solo.new_game(1, 3, {"fill": "yes"})


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(1, 10_000), steps=st.integers(0, 40))
def test_zs5_hint_and_best_line_never_put_a_card_into_an_empty_place(deal, steps):
    rng = random.Random(deal)
    state = solo.new_game(1, deal)
    for _ in range(steps):
        actions = solo.legal_actions(state)
        if not actions:
            break
        state, _ = solo.apply(state, 0, rng.choice(actions))
    if solo.is_over(state):
        return
    assert solver.hint(state) in solo.legal_actions(state)
    result = solver.best_score(state, budget_s=0.2, max_nodes=2000)
    for action in result.line:  # apply raises on any move the rule forbids
        state, _ = solo.apply(state, 0, action)


def test_zs5_a_save_from_before_the_option_resumes_under_the_rule_it_was_started_with():
    old = Match.start("zoker-solo", 3, default_seats(1), {"fill": True})
    old.act(0, solo.legal_actions(old.state)[0])
    saved = old.to_json()
    # Written before the option existed: no "fill" in the state or the options.
    del saved["state"]["fill"]
    saved["options"] = {}
    resumed = Match.from_json(saved)
    assert resumed.state.fill and resumed.options == {"fill": True}
    assert GAMES["zoker-solo"].results_key(resumed.options) == "zoker-solo+fill=True"
    assert GAMES["zoker-solo"].results_key({"fill": False}) == "zoker-solo"


def test_zs5_bests_of_the_two_variants_are_never_compared(tmp_path):
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    for fill in (True, False):
        s.variants["zoker-solo"] = {"fill": fill}
        s.start("zoker-solo", 11)
        while not s.match.is_over():
            s.act(solver.hint(s.match.state))
        assert s.speaker.said[-1] == "That is your best for deal 11."  # each variant's first result
    s.close()


@pytest.mark.parametrize("game", [memo, tiko])
def test_zm1_zt2_the_start_moves_one_to_the_left_each_game_of_a_match(game):
    match = Match.start(game.INFO.game_id, 40, default_seats(3), rounds=4)
    for expected in (0, 1, 2, 0):
        assert match.first_seat() == expected
        state = match.state
        assert (state.turn if game is memo else (state.leader, state.turn)[0]) == expected
        assert match.to_act() == (expected,)
        resumed = Match.from_json(match.to_json())  # a save in the middle of the match keeps its starter
        assert resumed.state == match.state
        rng = random.Random(expected)
        while not match.is_over():
            seat = match.to_act()[0]
            match.act(seat, rng.choice(match.legal_actions(seat)))
        if match.round_no < 4:
            match.next_round()


def test_zm1_zt2_a_single_game_starts_with_player_1_and_bad_starters_are_refused():
    assert memo.new_game(3, 5).turn == 0 and tiko.new_game(3, 5).turn == 0
    for game in (memo, tiko):
        with pytest.raises(RuleError, match=r"^bad_option\b"):
            game.new_game(3, 5, {"first": 3})


def test_zm1_the_table_says_who_starts_each_next_game():
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    s.start("zoker-memo", 9, seats=default_seats(2), rounds=2)
    while not s.match.is_over():
        seat = s.match.to_act()[0]
        s.act(random.Random(len(s.match.actions)).choice(s.match.legal_actions(seat)), seat)
    assert s.next_game()
    assert "Game 2, deal 10. Eva starts." in s.speaker.said
    assert s.match.to_act() == (1,)
    s.close()
