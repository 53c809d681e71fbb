"""Zoker Memo: rules ZM-1 to ZM-5 (app.games.zoker.memo)."""

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

from app.core.rules import RuleError
from app.games.zoker.memo import rules as memo
from app.games.zoker.cards import DECK, Card, common_attributes, parse_card
from app.games.zoker.memo.rules import NEVER, RULES, AskDeal, MemoState, TurnUp

#: Sixteen cards of which no two are a pair: the shape is fixed by colour and
#: size (a Latin square), so two of them share at most one attribute.
LATIN: tuple[Card, ...] = tuple(Card(c, s, (c + s) % 4) for c in range(4) for s in range(4))


def cards(*names) -> tuple[Card, ...]:
    return tuple(n if isinstance(n, Card) else parse_card(n) for n in names)


def make(table, stock=(), players: int = 2, *, size: int = 16, columns: int = 4, turn: int = 0,
         up: int | None = None, taken=None, seen=None, easy: bool = False, manual: bool = False,
         turn_no: int = 0) -> MemoState:
    """Return a hand-made position.

    ``table`` is a dict place -> card (name or Card) on a table of ``size``
    places, or a full sequence of cards/names/None.
    """
    if isinstance(table, dict):
        places: list = [None] * size
        for place, card in table.items():
            places[place] = card
    else:
        places = list(table)
    places = [None if c is None else cards(c)[0] for c in places]
    return MemoState(
        players=players, columns=columns, table=tuple(places), stock=cards(*stock),
        taken=tuple(cards(*t) for t in taken) if taken is not None else ((),) * players,
        turn=turn, up=up, turn_no=turn_no,
        seen=tuple(seen) if seen is not None else (NEVER,) * len(places),
        easy=easy, manual=manual)


def turn(state: MemoState, first: int, second: int) -> tuple[MemoState, list]:
    """Play a whole turn of the seat to move: two cards turned up one after the other."""
    seat = state.turn
    state, events = memo.apply(state, seat, TurnUp(first))
    state, more = memo.apply(state, seat, TurnUp(second))
    return state, events + more


def all_cards(state: MemoState) -> list[Card]:
    return ([c for c in state.table if c is not None] + list(state.stock)
            + [c for t in state.taken for c in t])


def cards_in(value) -> set[Card]:
    """Return every Card anywhere inside a view (dataclasses, tuples, dicts)."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(cards_in(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, dict) or hasattr(value, "items"):
        return set().union(*(cards_in(k) | cards_in(v) for k, v in value.items()))
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(v) for v in value))
    return set()


def test_latin_helper_holds_no_pair():
    assert len(set(LATIN)) == 16
    assert not memo.pair_on_table(make(LATIN))
    # Every other card makes a pair with the Latin card of its colour and size.
    assert all(any(memo.is_pair(c, m) for m in LATIN) for c in DECK if c not in LATIN)


# ZM-1: the deal and the turn order


def test_zm1_deal_is_16_face_down_in_4x4_and_48_in_stock():
    for deal in range(1, 21):
        state = memo.new_game(2, deal)
        assert len(state.table) == memo.START_CARDS == 16
        assert (state.columns, state.rows) == (4, 4)
        assert all(c is not None for c in state.table)
        assert len(state.stock) == 48
        assert Counter(all_cards(state)) == Counter(DECK)
        assert state.seen == (NEVER,) * 16
        assert (state.turn, state.up, state.turn_no, state.taken) == (0, None, 0, ((), ()))
        assert memo.pair_on_table(state)


def test_zm1_one_to_five_players():
    assert (RULES.info.min_players, RULES.info.max_players) == (1, 5)
    for players in range(1, 6):
        state = memo.new_game(players, 3)
        assert state.players == players and len(state.taken) == players
        assert RULES.to_act(state) == (0,)
    for players in (0, 6):
        with pytest.raises(RuleError) as err:
            memo.new_game(players, 3)
        assert err.value.msg_id == "wrong_player_count"


def test_zm1_numbered_deals_repeat_and_differ():
    assert memo.new_game(3, 4242) == RULES.new_game(3, 4242) == memo.new_game(3, 4242)
    assert len({memo.new_game(2, n).table for n in range(1, 31)}) == 30


def test_zm1_turns_go_round_pair_or_not():
    state = memo.new_game(3, 8)
    order = []
    for _ in range(7):
        order.append(state.turn)
        legal = memo.legal_actions(state, state.turn)
        state, _ = memo.apply(state, state.turn, legal[0])
        state, _ = memo.apply(state, state.turn, memo.legal_actions(state, state.turn)[-1])
    assert order == [0, 1, 2, 0, 1, 2, 0]
    assert state.turn_no == 7


def test_zm1_one_player_plays_alone():
    state = make({0: "orange S1", 1: "orange M2", 2: "red XL3", 3: "red XL2"}, players=1)
    state, events = turn(state, 0, 1)
    assert events[-1].kind == "turned_back"
    assert state.turn == 0 and RULES.to_act(state) == (0,)
    state, events = turn(state, 2, 3)
    assert events[2].kind == "pair_taken"
    assert state.turn == 0 and memo.scores(state) == (2,)


# ZM-2: a turn


def test_zm2_first_card_is_turned_up_and_the_turn_goes_on():
    state = make({0: "green M1", 5: "green M4", 9: "red XL3", 10: "red XL2"}, stock=("blue S1",))
    new, events = memo.apply(state, 0, TurnUp(9))
    assert new.up == 9 and new.turn == 0 and new.turn_no == 0
    assert new.table == state.table  # turned up without moving it
    assert new.seen[9] == 0
    assert [e.kind for e in events] == ["turned_up"]
    assert events[0].seat == 0
    assert events[0].data == {"place": 9, "card": parse_card("red XL3"), "first": True}
    assert set(memo.legal_actions(new, 0)) == {TurnUp(0), TurnUp(5), TurnUp(10)}
    assert memo.legal_actions(new, 1) == []


def test_zm2_pair_is_taken_and_the_turn_passes():
    """ZM-2 and ZP-1: two cards equal in two attributes are taken. Decision: no extra turn."""
    state = make({0: "green M1", 5: "green M4", 9: "red XL3", 10: "red XL2"}, stock=("blue S1",))
    new, events = turn(state, 5, 0)
    assert new.table[0] is None and new.table[5] is None
    assert new.taken == (cards("green M4", "green M1"), ())
    assert new.seen[0] == new.seen[5] == NEVER
    assert [e.kind for e in events] == ["turned_up", "turned_up", "pair_taken"]
    assert events[1]["first"] is False
    assert events[2].seat == 0
    assert events[2].data == {"cards": cards("green M4", "green M1"), "places": (5, 0),
                              "common": ("colour", "size")}
    # Decision: the turn passes even after a pair; no deal while a pair is left (ZM-3).
    assert (new.turn, new.turn_no, new.up) == (1, 1, None)
    assert new.stock == cards("blue S1")
    assert RULES.to_act(new) == (1,)


def test_zm2_non_pair_is_turned_back_and_the_turn_passes():
    state = make({0: "orange S1", 1: "orange M2", 2: "red XL3", 3: "red XL2"}, players=3, turn=2,
                 turn_no=4)
    new, events = turn(state, 0, 1)
    assert new.table == state.table and new.taken == state.taken
    assert [e.kind for e in events] == ["turned_up", "turned_up", "turned_back"]
    assert events[2].seat == 2
    assert events[2].data == {"cards": cards("orange S1", "orange M2"), "places": (0, 1),
                              "common": ("colour",)}
    assert (new.turn, new.turn_no, new.up) == (0, 5, None)
    # Both cards were seen by everyone: every view remembers them, with the turn.
    for seat in range(3):
        view = memo.view(new, seat)
        assert view.known == {0: (parse_card("orange S1"), 4), 1: (parse_card("orange M2"), 4)}
        assert view.face_down == (0, 1, 2, 3)


def test_zm2_same_place_cannot_be_turned_twice():
    state = make({0: "orange S1", 1: "orange M2", 2: "red XL3", 3: "red XL2"}, up=2)
    with pytest.raises(RuleError) as err:
        memo.apply(state, 0, TurnUp(2))
    assert err.value.msg_id == "already_turned_up"
    assert err.value.params == {"place": 2, "card": parse_card("red XL3")}
    assert TurnUp(2) not in memo.legal_actions(state, 0)


PAIR_AND_STOCK = make({0: "green M1", 5: "green M4", 9: "red XL3", 10: "red XL2"}, stock=("blue S1",))
MID_TURN = dataclasses.replace(PAIR_AND_STOCK, up=9)
MANUAL_MID_TURN = dataclasses.replace(MID_TURN, manual=True)
MANUAL_NO_STOCK = dataclasses.replace(PAIR_AND_STOCK, stock=(), manual=True)
OVER = make(LATIN[:10])
ONE_CARD_MANUAL = make({3: "red XL3"}, stock=("blue S1",), manual=True)


@pytest.mark.parametrize("state, seat, action, msg_id", [
    (PAIR_AND_STOCK, 1, TurnUp(0), "not_your_turn"),
    (PAIR_AND_STOCK, 2, TurnUp(0), "not_your_turn"),
    (PAIR_AND_STOCK, 0, TurnUp(1), "place_is_empty"),
    (PAIR_AND_STOCK, 0, TurnUp(16), "no_such_place"),
    (PAIR_AND_STOCK, 0, TurnUp(-1), "no_such_place"),
    (MID_TURN, 0, TurnUp(9), "already_turned_up"),
    (PAIR_AND_STOCK, 0, AskDeal(), "deal_is_automatic"),
    (MANUAL_MID_TURN, 0, AskDeal(), "finish_the_turn"),
    (MANUAL_NO_STOCK, 0, AskDeal(), "stock_is_empty"),
    (OVER, 0, TurnUp(0), "game_is_over"),
    (OVER, 1, AskDeal(), "game_is_over"),
    (ONE_CARD_MANUAL, 0, TurnUp(3), "too_few_cards"),
    (PAIR_AND_STOCK, 0, "turn up two", "unknown_action"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_zm2_illegal_actions_carry_a_message_id_and_change_nothing(state, seat, action, msg_id):
    before = copy.deepcopy(state)
    saved = RULES.state_to_json(state)
    with pytest.raises(RuleError) as err:
        memo.apply(state, seat, action)
    assert err.value.msg_id == msg_id
    assert state == before and RULES.state_to_json(state) == saved
    assert action not in memo.legal_actions(state, seat)


# ZM-3: dealing into the empty places

#: 14 Latin cards (no pair among them) with a pair at places 3 and 7.
PAIR_AT_3_7 = {**dict(zip([p for p in range(16) if p not in (3, 7)], LATIN[:14])),
               3: "orange M1", 7: "orange M2"}


def test_zm3_no_pair_left_fills_the_empty_places_and_the_next_player_continues():
    stock = cards("blue S2", "red XL1", "green M1")
    state = make(PAIR_AT_3_7, stock=stock, players=3, turn=1)
    new, events = turn(state, 3, 7)
    assert [e.kind for e in events] == ["turned_up", "turned_up", "pair_taken", "dealt"]
    # The empty places get the next stock cards, in reading order, face down.
    assert (new.table[3], new.table[7]) == stock[:2]
    assert new.stock == stock[2:]
    assert len(new.table) == 16
    assert new.seen[3] == new.seen[7] == NEVER
    assert events[3].data == {"places": (3, 7), "rows_added": 0, "stock": 1, "asked": False}
    # The turn has passed to seat 2, who goes on searching on the new table.
    assert new.turn == 2 and RULES.to_act(new) == (2,)
    assert memo.pair_on_table(new) and not memo.is_over(new)
    view = memo.view(new, 2)
    assert 3 not in view.known and 7 not in view.known
    assert stock[0] not in cards_in(view) and stock[1] not in cards_in(view)


def test_zm3_no_deal_while_a_pair_is_left():
    state = make({0: "orange M1", 1: "orange M2", 2: "blue S1", 3: "blue S2"}, stock=LATIN[5:9])
    new, events = turn(state, 0, 1)
    assert [e.kind for e in events][-1] == "pair_taken"
    assert new.table[:2] == (None, None) and new.stock == state.stock


def test_zm3_full_table_without_pair_gets_a_new_row():
    """ZM-3 Decision: when the filled table still holds no pair, a new row is dealt."""
    extra = cards("blue S2", "blue S3", "green M1", "red S1", "orange L2")
    assert not set(extra) & set(LATIN)
    state = make(PAIR_AT_3_7, stock=LATIN[14:] + extra, players=2)
    new, events = turn(state, 3, 7)
    dealt = events[-1]
    assert dealt.kind == "dealt"
    assert dealt.data == {"places": (3, 7, 16, 17, 18, 19), "rows_added": 1, "stock": 1, "asked": False}
    assert (new.table[3], new.table[7]) == LATIN[14:]
    assert new.table[16:] == extra[:4]
    assert (len(new.table), new.columns, new.rows) == (20, 4, 5)
    assert len(new.seen) == 20 and new.seen[16:] == (NEVER,) * 4
    assert new.stock == extra[4:]
    assert memo.pair_on_table(new) and new.turn == 1


def test_zm3_rows_are_added_until_a_pair_lies_on_the_table():
    """ZM-3 manual variant: asking with a full table deals whole rows, as many as needed."""
    extra = cards("blue S2", "blue S3", "green M1", "red S1")
    state = make(LATIN[:12], stock=LATIN[12:] + extra, players=2, turn=1, manual=True)
    assert not memo.pair_on_table(state) and not memo.is_over(state)
    assert memo.legal_actions(state, 1)[-1] == AskDeal()
    new, events = memo.apply(state, 1, AskDeal())
    assert [e.kind for e in events] == ["dealt"]
    assert events[0].data == {"places": tuple(range(12, 20)), "rows_added": 2, "stock": 0, "asked": True}
    assert new.table == LATIN + extra
    assert new.turn == 1 and new.turn_no == 0  # the player who asked goes on
    assert memo.pair_on_table(new)


def test_zm3_first_deal_without_pair_gets_rows_too():
    # Two cards rarely make a pair, so a start of 2 (ZM-5) shows the deal going on.
    grown = 0
    for deal in range(1, 31):
        state = memo.new_game(1, deal, {"start": 2})
        assert memo.pair_on_table(state)
        # The table grows by whole grid rows: the short first row is completed first.
        # Either-or is the rule here, not a hedge: over these 30 deals both happen (a pair in the first two,
        # and rows dealt until a pair shows), and `grown` below counts the second.
        assert (len(state.table) == 2 or len(state.table) % 4 == 0) and len(state.seen) == len(state.table)
        assert Counter(all_cards(state)) == Counter(DECK)
        grown += len(state.table) > 2
    assert grown > 0


def test_zm3_manual_variant_waits_for_the_player_to_ask():
    """ZM-3 Decision, manual variant: the current player asks for the deal; the app does not deal."""
    stock = cards("blue S2", "red XL1", "green M1")
    state = make(PAIR_AT_3_7, stock=stock, players=3, turn=1, manual=True)
    assert AskDeal() in memo.legal_actions(state, 1)  # asking is allowed even with a pair left
    assert memo.legal_actions(state, 0) == []
    new, events = turn(state, 3, 7)
    assert [e.kind for e in events] == ["turned_up", "turned_up", "pair_taken"]
    assert new.table[3] is None and new.table[7] is None and new.stock == stock
    assert not memo.pair_on_table(new) and not memo.is_over(new)
    assert new.turn == 2
    assert memo.legal_actions(new, 2)[-1] == AskDeal()
    dealt, events = memo.apply(new, 2, AskDeal())
    assert events[0].kind == "dealt" and events[0]["asked"] is True
    assert events[0]["places"] == (3, 7)
    assert (dealt.table[3], dealt.table[7]) == stock[:2]
    assert dealt.turn == 2 and dealt.turn_no == new.turn_no  # asking takes no turn


def test_zm3_manual_ask_is_only_at_the_start_of_a_turn_with_stock():
    state = memo.new_game(2, 5, {"refill": "manual"})
    assert state.manual and len(state.table) == 16
    assert AskDeal() in memo.legal_actions(state, 0)
    first, _ = memo.apply(state, 0, TurnUp(0))
    assert AskDeal() not in memo.legal_actions(first, 0)
    assert AskDeal() not in memo.legal_actions(MANUAL_NO_STOCK, 0)
    assert AskDeal() not in memo.legal_actions(memo.new_game(2, 5), 0)  # automatic deal


def test_zm3_manual_ask_with_a_pair_on_the_table_fills_the_gaps_only():
    state = make({0: "orange M1", 1: "orange M2", 2: "blue S1"}, size=4, stock=LATIN[5:10], manual=True)
    new, events = memo.apply(state, 0, AskDeal())
    assert events[0]["places"] == (3,) and events[0]["rows_added"] == 0
    assert new.table[3] == LATIN[5] and new.stock == LATIN[6:10]


# ZM-4: the end and the score


def test_zm4_game_ends_when_stock_is_empty_and_no_pair_is_left():
    state = make({0: "orange M1", 6: "orange M2", 2: "blue S1", 3: "green M3"}, players=2, turn=1,
                 taken=((), cards("red S1", "red S2", "green L4", "red L4")))
    assert not memo.is_over(state)
    new, events = turn(state, 6, 0)
    assert memo.is_over(new)
    assert events[-1].kind == "game_over"
    assert events[-1].data == {"scores": (0, 6), "left": 2}
    assert RULES.to_act(new) == ()
    assert memo.legal_actions(new, 0) == memo.legal_actions(new, 1) == []
    assert memo.scores(new) == (0, 6)


def test_zm4_game_goes_on_while_the_stock_holds_cards():
    state = make(LATIN[:12], stock=LATIN[12:], manual=True)  # no pair on the table, no pair in all
    assert not memo.pair_on_table(state)
    assert not memo.is_over(state) and RULES.to_act(state) == (0,)
    new, events = memo.apply(state, 0, AskDeal())
    assert memo.is_over(new) and events[-1].kind == "game_over"
    assert events[-1]["left"] == 16


def test_zm4_scores_are_the_cards_taken():
    state = make({0: "blue S1"}, players=3,
                 taken=(cards("red S1", "red S2"), (), cards("green L4", "red L4", "blue M1", "blue M2")))
    assert memo.scores(state) == RULES.scores(state) == (2, 0, 4)


def test_zm4_whole_games_add_up():
    rng = random.Random(4)
    for deal in range(1, 9):
        state = memo.new_game(1 + deal % 5, deal)
        while not memo.is_over(state):
            state, _ = memo.apply(state, state.turn, rng.choice(memo.legal_actions(state, state.turn)))
        left = [c for c in state.table if c is not None]
        assert state.stock == ()
        assert sum(memo.scores(state)) + len(left) == 64
        assert all(s % 2 == 0 for s in memo.scores(state))
        assert not any(memo.is_pair(a, b) for a, b in itertools.combinations(left, 2))


# ZM-5: variants


@pytest.mark.parametrize("start, columns, rows", [(2, 4, 1), (16, 4, 4), (20, 5, 4), (64, 8, 8)])
def test_zm5_start_count_and_grid_width(start, columns, rows):
    state = memo.new_game(2, 7, {"start": start, "refill": "manual"})
    assert len(state.table) == start and len(state.stock) == 64 - start
    assert memo.columns_for(start) == state.columns == columns
    assert state.rows == rows
    auto = memo.new_game(2, 7, {"start": start})
    assert auto.columns == columns and len(auto.table) >= start


def test_zm5_grid_width_grows_with_the_start():
    widths = [memo.columns_for(n) for n in range(memo.MIN_START, memo.MAX_START + 1)]
    assert widths == sorted(widths)
    assert memo.columns_for(16) == 4 and memo.columns_for(17) == 5 and memo.columns_for(64) == 8
    for n in range(memo.MIN_START, memo.MAX_START + 1):
        assert memo.columns_for(n) ** 2 >= n  # rows never outnumber columns


def test_zm5_all_64_at_the_start_leaves_no_stock():
    state = memo.new_game(3, 2, {"start": 64})
    assert state.stock == () and sorted(state.table) == sorted(DECK)
    assert (state.columns, state.rows) == (8, 8)
    assert AskDeal() not in memo.legal_actions(memo.new_game(3, 2, {"start": 64, "refill": "manual"}), 0)


@pytest.mark.parametrize("options", [
    {"start": 1}, {"start": 65}, {"start": "16"}, {"start": True}, {"refill": "sometimes"},
])
def test_zm5_bad_options_are_refused(options):
    with pytest.raises(RuleError) as err:
        memo.new_game(2, 1, options)
    assert err.value.msg_id == "bad_option"


@pytest.mark.parametrize("first, second, normal, easy", [
    ("green M1", "green M4", True, True),     # colour and size
    ("blue L3", "red L3", True, True),        # size and shape
    ("orange S1", "orange M2", False, True),  # colour only
    ("blue L3", "red L1", False, True),       # size only
    ("orange S1", "red M1", False, True),     # shape only
    ("blue S1", "red XL4", False, False),     # nothing
])
def test_zm5_easy_pairs_need_one_common_attribute(first, second, normal, easy):
    a, b = cards(first, second)
    assert memo.is_pair(a, b) is normal and memo.is_pair(b, a) is normal
    assert memo.is_pair(a, b, easy=True) is easy


def test_zm5_three_common_attributes_cannot_happen():
    for a, b in itertools.combinations(DECK, 2):
        assert len(common_attributes(a, b)) <= 2
    assert not memo.is_pair(DECK[5], DECK[5], easy=True)


def test_zm5_easy_game_takes_cards_sharing_one_attribute():
    table = {0: "orange S1", 1: "orange M2", 2: "blue L3", 3: "red XL4", 4: "red XL3"}
    normal, events = turn(make(table), 0, 1)
    assert events[-1].kind == "turned_back"
    easy_state = memo.new_game(2, 1, {"easy": True})
    assert easy_state.easy
    easy, events = turn(make(table, easy=True), 0, 1)
    assert events[2].kind == "pair_taken" and events[2]["common"] == ("colour",)
    assert easy.taken[0] == cards("orange S1", "orange M2")


# The view: what every seat may know


def test_zm2_view_of_a_new_deal_names_no_card():
    state = memo.new_game(3, 9)
    for seat in range(3):
        view = memo.view(state, seat)
        assert cards_in(view) == set()
        assert view.face_down == tuple(range(16))
        assert (view.known, view.up, view.stock, view.taken) == ({}, None, 48, (0, 0, 0))


def test_zm2_view_shows_the_card_turned_up_this_turn():
    state = make({0: "orange S1", 1: "orange M2", 2: "red XL3", 3: "red XL2"})
    new, _ = memo.apply(state, 0, TurnUp(2))
    view = memo.view(new, 1)
    assert view.up == (2, parse_card("red XL3"))
    assert view.face_down == (0, 1, 3)
    assert cards_in(view) == {parse_card("red XL3")}


# Properties over random legal play (hypothesis)

#: Far more actions than any Memo game takes (random play ends within about 800).
MAX_STEPS = 20_000
OPTIONS = st.fixed_dictionaries({}, optional={
    "start": st.sampled_from([2, 3, 9, 16, 20, 33, 64]),
    "easy": st.booleans(),
    "refill": st.sampled_from(memo.REFILL_MODES),
})
GAMES = st.tuples(st.integers(1, 5), st.integers(1, 999_999), OPTIONS, st.integers(0, 2**32 - 1))


def play(players: int, deal: int, options: dict, seed: int):
    """Play a whole game of random legal actions; return [(state, seat, action, events)], the last action None."""
    rng = random.Random(seed)
    state = memo.new_game(players, deal, options)
    played = []
    while not memo.is_over(state):
        assert len(played) < MAX_STEPS, "the game does not end"
        seat = state.turn
        legal = memo.legal_actions(state, seat)
        if state.up is not None and rng.random() < 0.3:
            # A player with a memory now and then: take a pair that is on the table.
            partners = [a for a in legal if isinstance(a, TurnUp)
                        and memo.is_pair(state.table[state.up], state.table[a.place], state.easy)]
            legal = partners or legal
        action = rng.choice(legal)
        new, events = memo.apply(state, seat, action)
        played.append((state, seat, action, events))
        state = new
    played.append((state, None, None, []))
    return played


SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(GAMES)
def test_zm1_every_card_is_in_exactly_one_place_at_every_step(game):
    players = game[0]
    for state, _, _, _ in play(*game):
        assert Counter(all_cards(state)) == Counter(DECK)
        assert len(state.seen) == len(state.table)
        assert all(len(t) % 2 == 0 for t in state.taken)
        # Whoever is to act has something to do, in every variant.
        for seat in range(players):
            assert bool(memo.legal_actions(state, seat)) == (seat in RULES.to_act(state))


@SETTINGS
@given(GAMES)
def test_zm4_games_end_with_no_pair_and_no_stock(game):
    final = play(*game)[-1][0]
    assert memo.is_over(final) and RULES.to_act(final) == ()
    assert final.stock == () and not memo.pair_on_table(final)
    left = sum(c is not None for c in final.table)
    assert sum(memo.scores(final)) + left == 64


@SETTINGS
@given(GAMES)
def test_zm_states_and_actions_survive_json(game):
    played = play(*game)
    for state, _, _, _ in played[::9] + played[-1:]:
        data = json.loads(json.dumps(RULES.state_to_json(state)))
        assert RULES.state_from_json(data) == state
    for _, _, action, _ in played[:-1]:
        data = json.loads(json.dumps(RULES.action_to_json(action)))
        assert RULES.action_from_json(data) == action


@SETTINGS
@given(GAMES)
def test_zm2_illegal_actions_raise_and_leave_the_state_unchanged(game):
    players = game[0]
    for state, _, _, _ in play(*game)[::13]:
        before = copy.deepcopy(state)
        candidates = [TurnUp(p) for p in range(-1, len(state.table) + 1)] + [AskDeal(), "pass"]
        for seat in range(players + 1):
            legal = memo.legal_actions(state, seat)
            for action in candidates:
                if action in legal:
                    memo.apply(state, seat, action)  # legal actions apply
                    continue
                with pytest.raises(RuleError) as err:
                    memo.apply(state, seat, action)
                assert err.value.msg_id == _memo_refusal(state, seat, action)
        assert state == before


def _memo_refusal(state, seat, action) -> str:
    """Return the refusal the rules name for an illegal ``action``: the first of ZM's checks it fails."""
    if memo.is_over(state):
        return "game_is_over"
    if seat != state.turn:
        return "not_your_turn"
    if isinstance(action, AskDeal):
        return ("deal_is_automatic" if not state.manual else "finish_the_turn" if state.up is not None
                else "stock_is_empty")
    if not isinstance(action, TurnUp):
        return "unknown_action"
    if not 0 <= action.place < len(state.table):
        return "no_such_place"
    if state.table[action.place] is None:
        return "place_is_empty"
    return "already_turned_up" if action.place == state.up else "too_few_cards"


@SETTINGS
@given(GAMES)
def test_zm1_same_deal_and_actions_give_the_same_game(game):
    players, deal, options, _ = game
    played = play(*game)
    state = memo.new_game(players, deal, options)
    assert state == played[0][0]
    for (_, seat, action, events), (expected, _, _, _) in zip(played, played[1:]):
        state, got = memo.apply(state, seat, action)
        assert state == expected and got == events


@SETTINGS
@given(GAMES)
def test_zm2_view_never_holds_a_card_that_was_never_turned_up(game):
    """A card dealt face down is in no seat's view until a turned_up event shows it to all."""
    players = game[0]
    played = play(*game)
    shown: dict[int, Card] = {}  # place -> card turned up since it was last dealt there
    for state, _, _, events in played:
        for seat in range(players):
            view = memo.view(state, seat)
            assert cards_in(view) <= set(shown.values())
            for place, (card, _) in view.known.items():
                assert shown[place] == card == state.table[place]
            assert set(view.face_down) | ({view.up[0]} if view.up else set()) == set(memo.face_down(state))
        for event in events:
            if event.kind == "turned_up":
                shown[event["place"]] = event["card"]
            elif event.kind == "pair_taken":
                for place in event["places"]:
                    del shown[place]
            elif event.kind == "dealt":
                for place in event["places"]:
                    shown.pop(place, None)


def test_the_last_turn_reads_from_the_state_after_it_as_from_the_state_before():
    """``last_turn`` (the screen's "taken" and "turned back" marks) reads the state after the move and the
    last two moves only, so a seat at a shared table reads it from its masked state: the same turn, places,
    cards and outcome as the state before the move tells at home."""
    outcomes = Counter()
    for players, options in ((1, {}), (3, {"refill": "manual", "start": 8}), (2, {"easy": True, "start": 12})):
        rng = random.Random(players)
        state, actions = memo.new_game(players, 41 + players, options), []
        while not memo.is_over(state):
            seat = state.turn
            action = rng.choice(memo.legal_actions(state, seat))
            before = state
            state, _events = memo.apply(state, seat, action)
            actions.append((seat, action))
            expected = None
            if isinstance(action, TurnUp) and before.up is not None:
                took = len(state.taken[seat]) > len(before.taken[seat])
                expected = (seat, (before.up, action.place), (before.table[before.up], before.table[action.place]),
                            took)
                outcomes[took] += 1
            assert memo.last_turn(state, actions) == expected
            for viewer in [*range(players), None]:
                assert memo.last_turn(memo.mask(state, viewer), actions[-2:]) == expected
    assert outcomes[True] and outcomes[False]
