"""Zoker Solo: rules ZS-1 to ZS-8 (app.games.zoker.solo and .solver)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.match import Match
from app.core.rules import RuleError
from app.core.seats import default_seats
from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver
from app.games.zoker.cards import DECK, compatible, parse_card
from app.games.zoker.solo.rules import RULES, Deal, MoveCard, MovePile, SoloState


def make(upper=(), piles=((), (), (), ()), stock=()) -> SoloState:
    """Return a hand-made position.

    ``upper`` is either a sequence of card names filling places 0, 1, ...
    or a dict place -> card name; piles list their cards bottom first.
    """
    places: list = [None] * solo.UPPER
    items = upper.items() if isinstance(upper, dict) else enumerate(upper)
    for place, name in items:
        places[place] = parse_card(name)
    return SoloState(
        upper=tuple(places),
        piles=tuple(tuple(parse_card(n) for n in pile) for pile in piles),
        stock=tuple(parse_card(n) for n in stock),
    )


def all_cards(state: SoloState) -> list:
    return ([c for c in state.upper if c is not None]
            + [c for pile in state.piles for c in pile] + list(state.stock))


def play_random(state: SoloState, rng: random.Random, steps: int) -> list:
    """Play up to ``steps`` random legal actions; return every state passed."""
    states = [state]
    for _ in range(steps):
        actions = solo.legal_actions(state)
        if not actions:
            break
        state, _ = solo.apply(state, 0, rng.choice(actions))
        states.append(state)
    return states


# ZS-1: the layout


def test_zs1_deal_lays_12_above_4_piles_and_48_in_stock():
    state = solo.new_game(1, 1)
    assert len(state.upper) == 12 and all(c is not None for c in state.upper)
    assert len(state.piles) == 4 and all(len(p) == 1 for p in state.piles)
    assert len(state.stock) == 48
    assert sorted(all_cards(state)) == sorted(DECK)


def test_zs1_solo_is_for_one_player():
    with pytest.raises(RuleError) as err:
        solo.new_game(2, 1)
    assert err.value.msg_id == "wrong_player_count"
    assert RULES.info.min_players == RULES.info.max_players == 1


# ZS-8: numbered deals


def test_zs8_same_deal_number_gives_same_deal():
    assert solo.new_game(1, 4242) == solo.new_game(1, 4242)
    assert RULES.new_game(1, 4242) == solo.new_game(1, 4242)


def test_zs8_different_deal_numbers_give_different_deals():
    deals = {solo.new_game(1, n) for n in range(1, 51)}
    assert len(deals) == 50


def test_zs8_deal_does_not_depend_on_other_randomness():
    first = solo.new_game(1, 77)
    random.seed(1)
    random.random()
    assert solo.new_game(1, 77) == first


# ZS-2: the score


def test_zs2_score_is_the_highest_bottom_pile():
    state = make(piles=(("blue S1",), ("blue S2", "blue S3", "blue S4"), (), ("red S1", "red S2")))
    assert solo.score(state) == 3
    assert RULES.scores(state) == (3,)


# ZS-3: moving a card onto a pile


def test_zs3_card_moves_onto_compatible_top():
    state = make(upper={5: "green M4"}, piles=(("green M1",), ("red XL4",), ("blue S1",), ("red S2",)))
    new, events = solo.apply(state, 0, MoveCard(5, 0))
    assert new.upper[5] is None
    assert new.piles[0] == (parse_card("green M1"), parse_card("green M4"))
    assert new.piles[1:] == state.piles[1:]
    assert events[0].kind == "card_moved"
    assert events[0]["card"] == parse_card("green M4") and events[0]["height"] == 2


def test_zs3_any_upper_row_card_may_move_in_any_order():
    piles = (("blue S1",), ("red XL4",), ("green M2",), ("orange L3",))
    state = make(upper={0: "blue S2", 11: "red XL3"}, piles=piles)
    actions = solo.legal_actions(state)
    assert MoveCard(0, 0) in actions and MoveCard(11, 1) in actions
    one, _ = solo.apply(state, 0, MoveCard(11, 1))
    assert MoveCard(0, 0) in solo.legal_actions(one)


def test_zs3_card_onto_incompatible_top_is_refused_and_state_unchanged():
    state = make(upper={2: "green L2", 3: "blue S2"},
                 piles=(("green M1",), ("red XL4",), ("blue S1",), ("red S2",)))
    before = RULES.state_to_json(state)
    with pytest.raises(RuleError) as err:
        solo.apply(state, 0, MoveCard(2, 0))
    assert err.value.msg_id == "not_a_pair"
    assert err.value.params == {"card": parse_card("green L2"), "other": parse_card("green M1")}
    assert RULES.state_to_json(state) == before
    assert MoveCard(2, 0) not in solo.legal_actions(state)


@pytest.mark.parametrize("action, msg_id", [
    (MoveCard(4, 0), "place_is_empty"),
    (MoveCard(12, 0), "no_such_place"),
    (MoveCard(-1, 0), "no_such_place"),
    (MoveCard(0, 4), "no_such_pile"),
    ("deal please", "unknown_action"),
])
def test_zs3_bad_card_moves_carry_a_message_id(action, msg_id):
    state = make(upper={0: "blue S2"}, piles=(("blue S1",), ("red XL4",), ("green M3",), ("red S4",)))
    with pytest.raises(RuleError) as err:
        solo.apply(state, 0, action)
    assert err.value.msg_id == msg_id


def test_zs3_only_seat_0_plays():
    state = solo.new_game(1, 3)
    action = solo.legal_actions(state)[0]
    with pytest.raises(RuleError) as err:
        solo.apply(state, 1, action)
    assert err.value.msg_id == "not_your_turn"
    assert RULES.legal_actions(state, 1) == []


# ZS-4: moving a pile


def test_zs4_pile_moves_onto_compatible_top_and_keeps_its_order():
    state = make(upper={0: "red XL4"},
                 piles=(("orange S1", "blue S1", "blue M2"), ("blue L4",), ("green M2",), ("blue M4",)))
    new, events = solo.apply(state, 0, MovePile(0, 2))
    assert new.piles[0] == ()
    assert new.piles[2] == tuple(map(parse_card, ("green M2", "orange S1", "blue S1", "blue M2")))
    assert events[0].kind == "pile_moved"
    assert events[0]["count"] == 3 and events[0]["height"] == 4


def test_zs4_pile_move_needs_compatible_tops():
    state = make(upper={0: "blue S3"},
                 piles=(("blue S2",), ("blue L4",), ("green M2",), ("red M1",)))
    assert MovePile(0, 1) not in solo.legal_actions(state)
    with pytest.raises(RuleError) as err:
        solo.apply(state, 0, MovePile(0, 1))
    assert err.value.msg_id == "not_a_pair"


@pytest.mark.parametrize("action, msg_id", [
    (MovePile(0, 0), "same_pile"),
    (MovePile(1, 0), "pile_is_empty"),
    (MovePile(0, 1), "pile_is_empty"),
    (MovePile(0, 7), "no_such_pile"),
])
def test_zs4_bad_pile_moves_carry_a_message_id(action, msg_id):
    state = make(upper={0: "blue S3"}, piles=(("blue S2",), (), ("blue S1",), ("red M1",)))
    before = RULES.state_to_json(state)
    with pytest.raises(RuleError) as err:
        solo.apply(state, 0, action)
    assert err.value.msg_id == msg_id
    assert RULES.state_to_json(state) == before


# ZS-5: an empty bottom place


def test_zs5_any_card_may_start_a_pile_in_an_empty_bottom_place():
    state = make(upper={7: "red XL4"}, piles=(("blue S1",), (), ("blue S2",), ()))
    actions = solo.legal_actions(state)
    assert MoveCard(7, 1) in actions and MoveCard(7, 3) in actions
    assert MoveCard(7, 0) not in actions
    new, _ = solo.apply(state, 0, MoveCard(7, 3))
    assert new.piles[3] == (parse_card("red XL4"),)


def test_zs5_no_pile_may_move_into_an_empty_place():
    state = make(upper={7: "red XL4"}, piles=(("blue S1",), (), ("green M3",), ("red S2",)))
    assert not any(isinstance(a, MovePile) and a.target == 1 for a in solo.legal_actions(state))


# ZS-6: dealing from the stock


def test_zs6_deal_needs_four_empty_places():
    upper = {i: name for i, name in enumerate(
        ["red XL4", "red XL3", "red XL2", "red XL1", "red L4", "red L3", "red L2", "red L1", "green XL4"])}
    piles = (("blue S1",), ("blue M2",), ("blue L3",), ("green S4",))
    stock = ("orange S1", "orange S2", "orange S3", "orange S4", "orange M1")
    state = make(upper=upper, piles=piles, stock=stock)
    assert len(state.empty_places()) == 3
    assert Deal() not in solo.legal_actions(state)
    with pytest.raises(RuleError) as err:
        solo.apply(state, 0, Deal())
    assert err.value.msg_id == "deal_needs_space"
    fewer = make(upper={i: n for i, n in upper.items() if i != 8}, piles=piles, stock=stock)
    assert Deal() in solo.legal_actions(fewer)


def test_zs6_deal_fills_empty_places_in_reading_order():
    upper = {0: "red XL4", 1: "red XL3", 3: "red XL2", 4: "red XL1", 6: "red L4", 8: "red L3", 10: "red L2"}
    stock = ("orange S1", "orange S2", "orange S3", "orange S4", "orange M1")
    state = make(upper=upper, piles=(("blue S1",), ("blue M2",), ("blue L3",), ("green S4",)), stock=stock)
    assert state.empty_places() == (2, 5, 7, 9, 11)
    new, events = solo.apply(state, 0, Deal())
    assert [new.upper[p] for p in (2, 5, 7, 9)] == list(map(parse_card, stock[:4]))
    assert new.upper[11] is None
    assert new.stock == (parse_card("orange M1"),)
    assert events[0].kind == "dealt"
    assert events[0]["cards"] == tuple(zip((2, 5, 7, 9), map(parse_card, stock[:4])))


def test_zs6_short_stock_deals_what_is_left():
    state = make(upper={0: "red XL4"}, piles=(("blue S1",), ("blue M2",), ("blue L3",), ("green S4",)),
                 stock=("orange S1", "orange S2"))
    new, events = solo.apply(state, 0, Deal())
    assert new.stock == ()
    assert new.upper[1:3] == (parse_card("orange S1"), parse_card("orange S2"))
    assert sum(c is not None for c in new.upper) == 3
    assert events[0]["stock"] == 0


def test_zs6_empty_stock_cannot_deal():
    state = make(upper={0: "blue S2"}, piles=(("blue S1",), (), (), ()))
    assert Deal() not in solo.legal_actions(state)
    with pytest.raises(RuleError) as err:
        solo.apply(state, 0, Deal())
    assert err.value.msg_id == "stock_is_empty"


# ZS-7: the end

#: Four tops on a diagonal of the blue level share only their colour, and
#: these nine cards share at most one attribute with each top.
STUCK_PILES = (("blue S1",), ("blue M2",), ("blue L3",), ("blue XL4",))
STUCK_UPPER = ["red S2", "red M1", "green L4", "orange XL1", "green S3", "orange M4",
               "red L1", "green XL2", "orange S4"]


def test_zs7_game_ends_when_nothing_can_move():
    # Tops share no two attributes; no empty place below; the stock waits for space.
    state = make(upper=STUCK_UPPER, piles=STUCK_PILES, stock=("green L3",))
    assert solo.legal_actions(state) == []
    assert solo.is_over(state)
    assert RULES.to_act(state) == ()
    with pytest.raises(RuleError) as err:
        solo.apply(state, 0, Deal())
    assert err.value.msg_id == "game_is_over"


def test_zs7_last_move_reports_game_over_with_score():
    state = make(upper={0: "blue S2"}, piles=(("blue S1",), ("red XL4",), ("green M3",), ("orange L2",)))
    new, events = solo.apply(state, 0, MoveCard(0, 0))
    assert solo.is_over(new)
    assert events[-1].kind == "game_over"
    assert events[-1]["score"] == 2 and events[-1]["stock"] == 0


def test_zs7_game_not_over_while_a_pile_move_is_left():
    state = make(piles=(("blue S1",), ("blue S2",), (), ()))
    assert not solo.is_over(state)
    assert RULES.to_act(state) == (0,)


# ZS-8: undo through the Match


def test_zs8_match_undo_restores_exactly():
    match = Match.start("zoker-solo", 12, default_seats(1))
    rng = random.Random(12)
    states = [match.state]
    for _ in range(20):
        if match.is_over():
            break
        match.act(0, rng.choice(match.legal_actions(0)))
        states.append(match.state)
    assert match.can_undo()
    while match.can_undo():
        states.pop()
        match.undo()
        assert match.state == states[-1]
    assert match.state == solo.new_game(1, 12)
    with pytest.raises(RuleError) as err:
        match.undo()
    assert err.value.msg_id == "nothing_to_undo"


def test_zs8_match_refuses_illegal_move_and_keeps_its_history():
    match = Match.start("zoker-solo", 5, default_seats(1))
    before = match.state
    with pytest.raises(RuleError, match=r"^no_such_pile\b"):
        match.act(0, MoveCard(0, 9))
    assert match.state == before and match.actions == [] and match.history == []


# ZS-8: hint and best score (app.games.zoker.solver)


def test_zs8_hint_is_legal_through_a_whole_game():
    state = solo.new_game(1, 31)
    while not solo.is_over(state):
        action = solver.hint(state)
        assert action in solo.legal_actions(state)
        state, _ = solo.apply(state, 0, action)
    assert solver.hint(state) is None


def test_zs8_hint_deals_when_a_deal_is_legal():
    state = make(upper={0: "red XL4"}, piles=(("blue S1",), ("blue M2",), ("blue L3",), ("green S4",)),
                 stock=("orange S1",))
    assert solver.hint(state) == Deal()


@pytest.mark.parametrize("deal, fill", [(1, False), (8, True)])
def test_zs8_hint_builds_toward_the_best_score(monkeypatch, deal, fill):
    # Following hints from a deal reaches what the solver proves best (in the
    # rulebook's rule and with empty places filled, ZS-5). Only the node budget
    # limits the hint here, so a slow machine gets the same moves.
    monkeypatch.setattr(solver, "HINT_BUDGET_S", 60.0)
    state = solo.new_game(1, deal, {"fill": fill})
    best = solver.best_score(state, budget_s=5.0)
    assert best.proven
    while not solo.is_over(state):
        state, _ = solo.apply(state, 0, solver.hint(state))
    assert solo.score(state) == best.score


def test_zs8_best_score_of_a_finished_game_is_its_score():
    state = make(upper=STUCK_UPPER, piles=(("green S2", "blue S1"),) + STUCK_PILES[1:])
    assert solo.is_over(state)
    result = solver.best_score(state)
    assert (result.score, result.proven, result.line) == (2, True, ())


def test_zs8_best_score_finds_the_merge_order_by_hand():
    # red XL3 and red L3 are a pair, so either pile may go onto the other
    # (ZS-4); the moved pile's top stays on top. Only red L3 on top lets
    # red L1 join, so the best line moves pile 1 onto pile 0 first.
    state = make(upper={0: "red L1"},
                 piles=(("red XL4", "red XL3"), ("red L3",), ("orange S1",), ("green M2",)))
    result = solver.best_score(state)
    assert result.proven
    assert result.score == 4
    assert result.line == (MovePile(1, 0), MoveCard(0, 0))
    assert solver.hint(state) == MovePile(1, 0)
    wrong, _ = solo.apply(state, 0, MovePile(0, 1))
    assert solver.best_score(wrong).score == 3


def _replay_score(state: SoloState, line) -> int:
    for action in line:
        state, _ = solo.apply(state, 0, action)
    assert solo.is_over(state)
    return solo.score(state)


def _brute_force(state: SoloState, limit: int = 1500) -> int | None:
    """Return the best final score by trying every legal action, or None past ``limit`` positions.

    Positions are merged when they differ only where the rules do not look:
    which place of rows 1-3 holds a card (ZS-3, ZS-6 count places, never
    name them), the cards under a pile's top (ZS-3, ZS-4 look at tops, ZS-2
    at heights) and the order of the piles.
    """
    memo: dict = {}

    def key(s: SoloState):
        return (frozenset(c for c in s.upper if c is not None),
                tuple(sorted((p[-1].values, len(p)) if p else ((), 0) for p in s.piles)),
                s.stock)

    def value(s: SoloState) -> int:
        k = key(s)
        if k not in memo:
            if len(memo) > limit:
                raise OverflowError
            actions = solo.legal_actions(s)
            memo[k] = (max(value(solo.apply(s, 0, a)[0]) for a in actions)
                       if actions else solo.score(s))
        return memo[k]

    try:
        return value(state)
    except OverflowError:
        return None


def _small_position(rng: random.Random) -> SoloState:
    upper, stock, pile_cards = rng.randrange(0, 7), rng.randrange(0, 6), rng.randrange(4, 8)
    cards = rng.sample(DECK, upper + stock + pile_cards)
    piles = [[c] for c in cards[upper + stock:upper + stock + 4]]
    for card in cards[upper + stock + 4:]:
        piles[rng.randrange(4)].append(card)
    if rng.random() < 0.3:
        piles[rng.randrange(4)] = []
    places = [None] * solo.UPPER
    for card, place in zip(cards[:upper], rng.sample(range(solo.UPPER), upper)):
        places[place] = card
    return SoloState(tuple(places), tuple(map(tuple, piles)), tuple(cards[upper:upper + stock]))


def test_zs8_best_score_is_proven_right_on_small_positions():
    rng = random.Random(2024)
    checked = Counter()
    for _ in range(40):
        state = _small_position(rng)
        expected = _brute_force(state)
        if expected is None:
            continue
        result = solver.best_score(state, budget_s=10.0)
        assert result.proven
        assert result.score == expected
        assert _replay_score(state, result.line) == expected
        checked[expected] += 1
    assert sum(checked.values()) >= 25
    assert len(checked) >= 4  # a spread of scores, not one easy case


def test_zs8_best_score_is_at_least_the_current_score_and_replays():
    rng = random.Random(99)
    for deal in range(40, 46):
        states = play_random(solo.new_game(1, deal), rng, rng.randrange(0, 70))
        state = states[-1]
        result = solver.best_score(state, budget_s=0.5)
        assert result.score >= solo.score(state)
        assert result.nodes >= 1
        assert _replay_score(state, result.line) == result.score


def test_zs8_best_score_says_unproven_when_the_budget_runs_out():
    unproven = 0
    for deal in range(1, 30):
        state = solo.new_game(1, deal, {"fill": True})
        quick = solver.best_score(state, budget_s=1.0, max_nodes=5)
        assert _replay_score(state, quick.line) == quick.score
        if not quick.proven:
            unproven += 1
            full = solver.best_score(state, budget_s=5.0)
            assert full.proven and full.score >= quick.score
    assert unproven > 0


def test_zs8_best_score_is_proven_from_an_opening():
    result = solver.best_score(solo.new_game(1, 1), budget_s=5.0)
    assert result.proven
    assert result.score == 64  # deal 1 can be built into a single pile
    assert _replay_score(solo.new_game(1, 1), result.line) == 64


def test_zs8_best_score_on_stuck_and_nearly_stuck_positions():
    stuck = make(upper=STUCK_UPPER, piles=STUCK_PILES, stock=("green L3",))
    result = solver.best_score(stuck)
    assert (result.score, result.proven, result.line) == (1, True, ())
    # One more card that fits a top opens a few moves, then the game sticks again.
    state = make(upper=STUCK_UPPER + ["blue S3"], piles=STUCK_PILES, stock=("green L3",))
    result = solver.best_score(state)
    assert result.proven
    assert result.score == _brute_force(state)
    assert _replay_score(state, result.line) == result.score


# Properties over random legal play (hypothesis)

DEALS = st.integers(min_value=1, max_value=999_999)
#: A seed for the random player and how many moves it makes (a whole game is about 90).
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
LENGTHS = st.integers(min_value=0, max_value=150)


def _play(deal: int, seed: int, length: int) -> list[tuple[SoloState, object]]:
    """Return (state, action taken there) along random legal play; the last action is None."""
    rng = random.Random(seed)
    state = solo.new_game(1, deal)
    played = []
    for _ in range(length):
        actions = solo.legal_actions(state)
        if not actions:
            break
        action = rng.choice(actions)
        played.append((state, action))
        state, _ = solo.apply(state, 0, action)
    played.append((state, None))
    return played


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(DEALS, SEEDS, LENGTHS)
def test_zs1_random_play_keeps_every_card_exactly_once(deal, seed, length):
    for state, _ in _play(deal, seed, length):
        assert Counter(all_cards(state)) == Counter(DECK)
        assert len(state.upper) == solo.UPPER and len(state.piles) == solo.PILES


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(DEALS, SEEDS, LENGTHS)
def test_zs2_score_never_falls_and_legal_actions_all_apply(deal, seed, length):
    played = _play(deal, seed, length)
    scores = [solo.score(s) for s, _ in played]
    assert scores == sorted(scores)
    for state, action in played:
        if action is not None:
            assert action in solo.legal_actions(state)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(DEALS, SEEDS, LENGTHS)
def test_zs8_json_round_trip_of_any_reachable_state(deal, seed, length):
    for state, action in _play(deal, seed, length)[::7]:
        text = json.dumps(RULES.state_to_json(state))
        assert RULES.state_from_json(json.loads(text)) == state
        if action is not None:
            data = json.loads(json.dumps(RULES.action_to_json(action)))
            assert RULES.action_from_json(data) == action


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(DEALS, SEEDS, LENGTHS)
def test_zs8_match_undo_restores_every_state(deal, seed, length):
    played = _play(deal, seed, length)
    match = Match.start("zoker-solo", deal, default_seats(1))
    for _, action in played[:-1]:
        match.act(0, action)
    assert match.state == played[-1][0]
    for state, _ in reversed(played[:-1]):
        match.undo()
        assert match.state == state
    assert not match.can_undo()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(DEALS, SEEDS, LENGTHS)
def test_zs8_saved_match_replays_to_the_same_state(deal, seed, length):
    played = _play(deal, seed, length)
    match = Match.start("zoker-solo", deal, default_seats(1))
    for _, action in played[:-1]:
        match.act(0, action)
    data = json.loads(json.dumps(match.to_json()))
    again = Match.from_json(data)
    assert again.state == match.state
    assert again.actions == match.actions
    assert again.history == match.history


def test_zs8_damaged_save_is_refused():
    match = Match.start("zoker-solo", 3, default_seats(1))
    match.act(0, match.legal_actions(0)[0])
    data = json.loads(json.dumps(match.to_json()))
    data["state"]["stock"] = data["state"]["stock"][1:]
    with pytest.raises(ValueError):
        Match.from_json(data)


def test_zs3_every_legal_card_move_is_onto_a_pair_or_an_empty_place():
    rng = random.Random(7)
    for deal in range(1, 6):
        for state in play_random(solo.new_game(1, deal), rng, 60):
            for action in solo.legal_actions(state):
                if isinstance(action, MoveCard):
                    top = state.top(action.pile)
                    assert top is not None and compatible(state.upper[action.place], top)  # no empty place by default (ZS-5)
                elif isinstance(action, MovePile):
                    assert compatible(state.top(action.source), state.top(action.target))
                else:
                    assert solo.can_deal(state)
