"""Zoker Tiko: rules ZT-1 to ZT-6 (app.games.zoker.tiko and cards.beats)."""

from __future__ import annotations

import copy
import dataclasses
import itertools
import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.match import Match
from app.core.rules import RuleError
from app.core.seats import default_seats
from app.games.zoker.tiko import rules as tiko
from app.games.zoker.cards import DECK, Card, beats, parse_card
from app.games.zoker.tiko.rules import RULES, Play, TikoState

#: ZT-5: what stays undealt at the end, by player count (64 mod 4 per player).
UNDEALT = {2: 0, 3: 4, 4: 0, 5: 4}


def cards(*names) -> tuple[Card, ...]:
    return tuple(n if isinstance(n, Card) else parse_card(n) for n in names)


def make(hands, stock=(), trick=(), *, leader: int = 0, turn: int | None = None, won=None,
         tricks: int = 0, deals: int = 1) -> TikoState:
    """Return a hand-made position; ``trick`` lists (seat, name) bottom first."""
    return TikoState(
        hands=tuple(cards(*h) for h in hands), stock=cards(*stock),
        trick=tuple((s, cards(n)[0]) for s, n in trick), leader=leader,
        turn=leader if turn is None else turn,
        won=tuple(cards(*w) for w in won) if won is not None else ((),) * len(hands),
        tricks=tricks, deals=deals)


def play(state: TikoState, *names) -> tuple[TikoState, list]:
    """Play the named cards, each by the seat whose turn it is; return the state and all events."""
    events = []
    for name in names:
        state, more = tiko.apply(state, state.turn, Play(cards(name)[0]))
        events += more
    return state, events


def all_cards(state: TikoState) -> list[Card]:
    return ([c for h in state.hands for c in h] + list(state.stock)
            + [c for _, c in state.trick] + [c for w in state.won for c in w])


def cards_in(value) -> set[Card]:
    """Return every Card anywhere inside a view."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(cards_in(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(v) for v in value))
    return set()


# ZT-1: which card beats which


def test_zt1_the_rulebook_cycle():
    orange_s1, green_l1, green_m2 = cards("orange S1", "green L1", "green M2")
    assert beats(orange_s1, green_l1) and not beats(green_l1, orange_s1)
    assert beats(green_l1, green_m2) and not beats(green_m2, green_l1)
    assert beats(green_m2, orange_s1) and not beats(orange_s1, green_m2)


@pytest.mark.parametrize("stronger, weaker", [
    # Stronger in two attributes, whatever the third.
    ("orange L1", "green M4"),   # colour and size
    ("red S3", "blue M2"),       # colour and shape
    ("blue XL4", "red S1"),      # size and shape
    ("red XL4", "orange L3"),    # all three
    # Stronger in one, equal in two.
    ("red M2", "green M2"),      # colour
    ("green XL2", "green S2"),   # size
    ("green M3", "green M2"),    # shape
    # Stronger in one, weaker in one, equal in the third: priority decides.
    ("orange S1", "green L1"),   # colour over size
    ("orange M1", "green M4"),   # colour over shape
    ("green L1", "green M2"),    # size over shape
])
def test_zt1_ranking_cases(stronger, weaker):
    a, b = cards(stronger, weaker)
    assert beats(a, b)
    assert not beats(b, a)


def test_zt1_every_two_different_cards_are_ordered_one_way_exactly():
    for a, b in itertools.permutations(DECK, 2):
        assert beats(a, b) != beats(b, a), (a, b)
    assert not any(beats(c, c) for c in DECK)


def test_zt1_strongest_and_weakest_cards():
    strongest, weakest = cards("red XL4", "blue S1")
    assert all(beats(strongest, c) for c in DECK if c != strongest)
    assert not any(beats(weakest, c) for c in DECK)


def test_zt1_ranking_is_not_transitive():
    cycles = [t for t in itertools.permutations(DECK[:32], 3)
              if beats(t[0], t[1]) and beats(t[1], t[2]) and beats(t[2], t[0])]
    assert cycles  # more than the rulebook's one example


# ZT-2: the deal


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_zt2_four_cards_each_and_seat_0_leads(players):
    state = tiko.new_game(players, 11)
    assert state.players == players
    assert all(len(h) == tiko.HAND == 4 for h in state.hands)
    assert len(state.stock) == 64 - 4 * players
    assert Counter(all_cards(state)) == Counter(DECK)
    assert (state.leader, state.turn, state.trick, state.tricks, state.deals) == (0, 0, (), 0, 1)
    assert state.won == ((),) * players
    assert RULES.to_act(state) == (0,)


def test_zt2_two_to_five_players():
    assert (RULES.info.min_players, RULES.info.max_players) == (2, 5)
    for players in (1, 6):
        with pytest.raises(RuleError) as err:
            tiko.new_game(players, 1)
        assert err.value.msg_id == "wrong_player_count"


def test_zt2_numbered_deals_repeat_and_differ():
    assert tiko.new_game(3, 777) == RULES.new_game(3, 777) == tiko.new_game(3, 777)
    assert len({tiko.new_game(3, n).hands for n in range(1, 31)}) == 30


# ZT-3: a trick


def test_zt3_card_that_beats_the_top_goes_on_top():
    state = make([["green M2", "red XL4"], ["green L1", "blue S1"], ["orange S1", "blue S2"],
                  ["red S1", "blue S3"]])
    state, events = play(state, "green M2", "green L1", "orange S1")
    assert state.trick == ((0, parse_card("green M2")), (1, parse_card("green L1")), (2, parse_card("orange S1")))
    assert [e["on_top"] for e in events] == [True, True, True]
    assert events[0]["lead"] is True and events[0]["top"] is None and events[0]["top_seat"] is None
    assert (events[2]["top"], events[2]["top_seat"]) == (parse_card("green L1"), 1)
    assert state.top == (2, parse_card("orange S1"))


def test_zt3_card_that_does_not_beat_the_top_goes_directly_under_it():
    """ZT-3 Decision: under the top card, not to the bottom of the trick."""
    state = make([["green M2", "red XL4"], ["green L1", "blue S1"], ["blue XL1", "blue S2"],
                  ["orange S1", "blue S3"]])
    state, events = play(state, "green M2", "green L1", "blue XL1")
    assert not beats(parse_card("blue XL1"), parse_card("green L1"))
    assert events[2]["on_top"] is False and events[2]["top"] == parse_card("green L1")
    assert state.trick == ((0, parse_card("green M2")), (2, parse_card("blue XL1")), (1, parse_card("green L1")))
    assert state.turn == 3


@pytest.mark.parametrize("third, pile, winner", [
    ("blue XL1", ("green M2", "blue XL1", "green L1"), 1),
    ("orange S1", ("green M2", "green L1", "orange S1"), 2),
])
def test_zt3_zt4_worked_example_of_the_rule_sheet(third, pile, winner):
    """The example in seeds/zoker-tiko.md: three players, Anna leads green M2."""
    state = make([["green M2", "red S1"], ["green L1", "red S2"], [third, "red S3"]])
    state, events = play(state, "green M2", "green L1", third)
    assert [e["on_top"] for e in events if e.kind == "played"] == [True, True, third == "orange S1"]
    assert events[-1].kind == "trick_won" and events[-1].seat == winner
    assert events[-1]["cards"] == cards(*pile)
    assert state.won[winner] == cards(*pile) and state.turn == state.leader == winner


def test_zt3_second_card_under_the_lead():
    state = make([["green L1"], ["blue S1"]], stock=())
    state, events = play(state, "green L1")
    assert state.trick == ((0, parse_card("green L1")),) and state.turn == 1
    assert tiko.lands_on_top(parse_card("blue S1"), state) is False
    assert tiko.lands_on_top(parse_card("red S1"), state) is True
    assert tiko.lands_on_top(parse_card("red S1"), tiko.view(state, 1)) is True
    state, events = play(state, "blue S1")
    assert events[0]["on_top"] is False
    assert events[1].kind == "trick_won" and events[1].seat == 0
    assert events[1]["cards"] == cards("blue S1", "green L1")


def test_zt3_any_card_may_be_played_no_suit_to_follow():
    hands = [["green M2", "red XL4"], ["blue S1", "red S1", "orange L3"], ["blue S2", "blue S3"]]
    state = make(hands)
    assert tiko.legal_actions(state, 0) == [Play(c) for c in cards(*hands[0])]
    assert tiko.legal_actions(state, 1) == tiko.legal_actions(state, 2) == []
    state, _ = play(state, "red XL4")  # nothing beats it: every card is still allowed
    assert tiko.legal_actions(state, 1) == [Play(c) for c in cards(*hands[1])]
    assert tiko.legal_actions(state, 0) == []


# ZT-4: taking the trick


def test_zt4_top_card_takes_the_trick_and_leads_the_next():
    state = make([["green M2", "red XL4"], ["green L1", "blue S1"], ["blue XL1", "blue S2"],
                  ["orange S1", "blue S3"]], won=[[], [], ["red L2", "red L3"], []], tricks=3)
    state, events = play(state, "green M2", "green L1", "blue XL1", "orange S1")
    # Orange S1 beats green L1, the top; green M2 would beat it but lies below.
    trick = cards("green M2", "blue XL1", "green L1", "orange S1")
    assert state.trick == ()
    assert state.won == ((), (), cards("red L2", "red L3"), trick)
    assert (state.leader, state.turn, state.tricks) == (3, 3, 4)
    assert events[-1].kind == "trick_won" and events[-1].seat == 3
    assert events[-1].data == {"cards": trick, "card": parse_card("orange S1"), "won": 4, "last": 3}
    assert RULES.to_act(state) == (3,)
    # The next trick goes round from the winner.
    state, _ = play(state, "blue S3")
    assert state.turn == 0


def test_zt4_owner_of_the_top_card_wins_whoever_led():
    state = make([["red XL4", "blue S1"], ["orange L3", "blue S2"], ["green M2", "blue S3"]], leader=1)
    state, _ = play(state, "blue S2", "green M2", "red XL4")
    assert state.won[0] == cards("blue S2", "green M2", "red XL4") and state.turn == 0
    state = make([["red XL4", "blue S1"], ["orange L3", "blue S2"], ["green M2", "blue S3"]], leader=1)
    state, _ = play(state, "orange L3", "blue S3", "blue S1")
    # Nothing beats the lead: the leader keeps it; each weaker card went directly under the top.
    assert state.won[1] == cards("blue S3", "blue S1", "orange L3") and state.turn == 1


# ZT-5: new hands and the end


def test_zt5_new_hands_while_the_stock_holds_four_each_and_the_winner_leads():
    """ZT-5 Decision: the winner of the last trick leads after a new deal."""
    stock = cards("red S1", "red S2", "red S3", "red S4", "red M1", "red M2", "red M3", "red M4", "blue L1")
    state = make([["blue S1"], ["green S1"]], stock=stock)
    state, events = play(state, "blue S1", "green S1")
    assert [e.kind for e in events] == ["played", "played", "trick_won", "dealt"]
    assert state.hands == (stock[:4], stock[4:8])
    assert state.stock == stock[8:]
    assert (state.leader, state.turn, state.deals, state.tricks) == (1, 1, 2, 1)
    assert events[-1].data == {"hands": (stock[:4], stock[4:8]), "stock": 1, "leader": 1, "last": 1}
    assert not tiko.is_over(state) and RULES.to_act(state) == (1,)


def test_zt5_game_ends_when_the_stock_cannot_give_four_each():
    stock = cards("red S1", "red S2", "red S3", "red S4", "red M1", "red M2", "red M3")
    state = make([["blue S1"], ["green S1"]], stock=stock, won=[["blue M1", "blue M2"], []])
    state, events = play(state, "blue S1", "green S1")
    assert tiko.is_over(state)
    assert state.stock == stock  # the rest stays undealt
    assert events[-1].kind == "game_over"
    assert events[-1].data == {"scores": (2, 2), "undealt": 7}
    assert RULES.to_act(state) == ()
    assert tiko.legal_actions(state, 0) == tiko.legal_actions(state, 1) == []


def test_zt5_not_over_while_cards_are_in_hand_or_in_the_trick():
    assert not tiko.is_over(make([["blue S1"], []], trick=[(0, "red S1")], turn=0))
    assert not tiko.is_over(make([[], ["blue S1"]], trick=[(0, "red S1")], turn=1))
    assert tiko.is_over(make([[], []], stock=("red S1",)))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_zt5_whole_games_leave_the_rest_undealt(players):
    rng = random.Random(players)
    for deal in range(1, 6):
        state = tiko.new_game(players, deal)
        while not tiko.is_over(state):
            state, _ = tiko.apply(state, state.turn, rng.choice(tiko.legal_actions(state, state.turn)))
        assert len(state.stock) == UNDEALT[players]
        assert state.tricks == (64 - UNDEALT[players]) // players
        assert state.deals == (64 - UNDEALT[players]) // (4 * players)
        # ZT-6: cards won are the score; every dealt card was won by someone.
        assert sum(tiko.scores(state)) == 64 - UNDEALT[players]
        assert all(s % players == 0 for s in tiko.scores(state))


# ZT-6: the score and the match


def test_zt6_scores_are_the_cards_won():
    state = make([["blue S1"], ["green S1"], []], won=[["red S1", "red S2", "red S3"], [], ["red S4"]])
    assert tiko.scores(state) == RULES.scores(state) == (3, 0, 1)


@pytest.mark.parametrize("count", ["points", "wins"])
def test_zt6_a_match_of_several_games_counts_cards_or_games_won(count):
    rng = random.Random(6)
    match = Match.start("zoker-tiko", 40, default_seats(3), rounds=2, count=count)
    totals = [0, 0, 0]
    for round_no in (1, 2):
        while not match.is_over():
            seat = match.to_act()[0]
            match.act(seat, rng.choice(match.legal_actions(seat)))
        scores = match.scores()
        best = max(scores)
        points = scores if count == "points" else tuple(int(s == best) for s in scores)
        assert match.round_points() == points
        totals = [t + p for t, p in zip(totals, points)]
        assert match.standings() == tuple(totals)
        if round_no == 1:
            match.next_round()
            # ZT-2 in a match: the seat left of the last starter leads the next game.
            assert match.round_no == 2 and match.state == tiko.new_game(3, 41, {"first": 1})
    assert match.match_over()
    with pytest.raises(RuleError) as err:
        match.next_round()
    assert err.value.msg_id == "match_is_over"


# Errors


TRICK_ON = make([["green M2", "red XL4"], ["green L1", "blue S1"], ["orange S1"]], stock=("blue S2",),
                trick=[(0, "blue M3")], turn=1)
FINISHED = make([[], []], stock=("red S1",), won=[["blue S1"], ["blue S2"]])


@pytest.mark.parametrize("state, seat, action, msg_id", [
    (TRICK_ON, 1, Play(parse_card("red XL4")), "card_not_in_hand"),      # another seat's card
    (TRICK_ON, 1, Play(parse_card("blue M3")), "card_not_in_hand"),      # already played
    (TRICK_ON, 1, Play(parse_card("blue S2")), "card_not_in_hand"),      # still in the stock
    (TRICK_ON, 0, Play(parse_card("green M2")), "not_your_turn"),
    (TRICK_ON, 2, Play(parse_card("orange S1")), "not_your_turn"),
    (TRICK_ON, 3, Play(parse_card("green L1")), "not_your_turn"),
    (TRICK_ON, 1, "green L1", "unknown_action"),
    (FINISHED, 0, Play(parse_card("blue S1")), "game_is_over"),
    (FINISHED, 1, Play(parse_card("red S1")), "game_is_over"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_zt3_illegal_plays_carry_a_message_id_and_change_nothing(state, seat, action, msg_id):
    before = copy.deepcopy(state)
    saved = RULES.state_to_json(state)
    with pytest.raises(RuleError) as err:
        tiko.apply(state, seat, action)
    assert err.value.msg_id == msg_id
    assert state == before and RULES.state_to_json(state) == saved
    assert action not in tiko.legal_actions(state, seat)


# The view: a hand is secret to its seat


def test_zt2_view_holds_only_the_seats_own_hand():
    state = tiko.new_game(4, 3)
    state, _ = tiko.apply(state, 0, Play(state.hands[0][0]))
    for seat in range(4):
        view = tiko.view(state, seat)
        assert view.hand == state.hands[seat]
        assert view.hand_sizes == (3, 4, 4, 4)
        assert view.stock == 48 and view.trick == state.trick
        hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h} | set(state.stock)
        assert not cards_in(view) & hidden
        assert set(view.unseen()) == hidden


# Properties over random legal play (hypothesis)

#: A Tiko game is one action per dealt card: at most 64.
MAX_STEPS = 64
GAMES = st.tuples(st.integers(2, 5), st.integers(1, 999_999), st.integers(0, 2**32 - 1))
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def playout(players: int, deal: int, seed: int):
    """Play a whole game of random legal cards; return [(state, seat, action, events)], the last action None."""
    rng = random.Random(seed)
    state = tiko.new_game(players, deal)
    played = []
    while not tiko.is_over(state):
        assert len(played) < MAX_STEPS, "the game does not end"
        seat = state.turn
        action = rng.choice(tiko.legal_actions(state, seat))
        new, events = tiko.apply(state, seat, action)
        played.append((state, seat, action, events))
        state = new
    played.append((state, None, None, []))
    return played


@SETTINGS
@given(GAMES)
def test_zt2_every_card_is_in_exactly_one_place_at_every_step(game):
    for state, _, _, _ in playout(*game):
        assert Counter(all_cards(state)) == Counter(DECK)
        assert len(state.hands) == len(state.won) == game[0]
        for seat in range(game[0]):
            assert bool(tiko.legal_actions(state, seat)) == (seat in RULES.to_act(state))


@SETTINGS
@given(GAMES)
def test_zt5_games_end_after_every_dealt_card_is_played(game):
    players = game[0]
    played = playout(*game)
    final = played[-1][0]
    assert tiko.is_over(final) and RULES.to_act(final) == ()
    assert len(played) - 1 == 64 - UNDEALT[players]
    assert played[-2][3][-1].kind == "game_over"


@SETTINGS
@given(GAMES)
def test_zt3_each_card_goes_on_top_or_directly_under_and_the_top_wins(game):
    for state, seat, action, events in playout(*game)[:-1]:
        played = events[0]
        assert played["on_top"] == (not state.trick or beats(action.card, state.trick[-1][1]))
        trick = state.trick
        entry = ((seat, action.card),)
        expected = trick + entry if played["on_top"] else trick[:-1] + entry + trick[-1:]
        if len(expected) < game[0]:
            new, _ = tiko.apply(state, seat, action)
            assert new.trick == expected
        else:
            won = events[1]
            assert won.kind == "trick_won"
            assert won.seat == expected[-1][0] and won["card"] == expected[-1][1]
            assert won["cards"] == tuple(c for _, c in expected)


@SETTINGS
@given(GAMES)
def test_zt_states_and_actions_survive_json(game):
    played = playout(*game)
    for state, _, action, _ in played[::5] + played[-1:]:
        data = json.loads(json.dumps(RULES.state_to_json(state)))
        assert RULES.state_from_json(data) == state
    for _, _, action, _ in played[:-1]:
        data = json.loads(json.dumps(RULES.action_to_json(action)))
        assert RULES.action_from_json(data) == action


@SETTINGS
@given(GAMES)
def test_zt3_illegal_plays_raise_and_leave_the_state_unchanged(game):
    players = game[0]
    for state, _, _, _ in playout(*game)[::7]:
        before = copy.deepcopy(state)
        for seat in range(players + 1):
            legal = tiko.legal_actions(state, seat)
            # The refusal the rules name first: the game's end, then whose turn; else the action's own fault.
            refused = "game_is_over" if tiko.is_over(state) else "not_your_turn" if seat != state.turn else ""
            for card in DECK:
                if Play(card) in legal:
                    continue
                with pytest.raises(RuleError) as err:
                    tiko.apply(state, seat, Play(card))
                assert err.value.msg_id == (refused or "card_not_in_hand")
            with pytest.raises(RuleError) as err:
                tiko.apply(state, seat, card)
            assert err.value.msg_id == (refused or "unknown_action")
        assert state == before


@SETTINGS
@given(GAMES)
def test_zt2_same_deal_and_cards_give_the_same_game(game):
    players, deal, _ = game
    played = playout(*game)
    state = tiko.new_game(players, deal)
    assert state == played[0][0]
    for (_, seat, action, events), (expected, _, _, _) in zip(played, played[1:]):
        state, got = tiko.apply(state, seat, action)
        assert state == expected and got == events


@SETTINGS
@given(GAMES)
def test_zt2_view_never_shows_another_hand_or_the_stock(game):
    players = game[0]
    for state, _, _, _ in playout(*game)[::3]:
        for seat in range(players):
            view = tiko.view(state, seat)
            hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h} | set(state.stock)
            assert view.hand == state.hands[seat]
            assert not cards_in(view) & hidden
            assert set(view.unseen()) == hidden
