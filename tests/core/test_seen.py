"""What each seat may know (``app.core.seen``), over seeded random games of every game.

At every state of random legal play, for every seat and for a watcher (None):

1. No leak: the cards in the masked state's JSON are exactly the cards open to that seat, counted (so
   equal cards in several places count, as Loker's eight of each number), while every card slot stays
   (the stock keeps its count, holding placeholders only); the deal number, which would deal the whole
   game again, is nowhere in it; a masked event holds no card the seat may not know.
2. Same words (``test_seen_words.py``).
3. Every seat's legal actions are the same from its masked state, and a bot's choice from it is the
   same choice (bots read only their seat's view, which the mask keeps).
4. A masked state survives ``state_to_json`` and ``state_from_json``.
5. A masked move (``seat_actions``, the last moves a seat is sent) names no card hidden from the seat, and a
   seat's own moves reach it whole.

What is open to a seat is written here from the rule sheets, not from the masks.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable

import pytest

from app.bots import choose
from app.core.rules import Event
from app.core.seen import NO_DEAL, RECENT, seat_actions, seat_events, seat_state
from app.core.serial import to_json
from app.games import REGISTRY
from app.games.loker import rules as loker
from app.games.zipzap import rules as zipzap
from app.games.zoker.cards import DECK, HIDDEN, Card
from app.games.zoker.memo import rules as memo

#: Deal numbers far from any other number a state holds, so finding one in a JSON text means a leak.
DEALS = (700_001, 700_002)


# Cards found in JSON, placeholders included

def _walk(value: Any, key: str = ""):
    """Yield (key, value) for every value in a JSON tree, with the key of the object it sits in."""
    yield key, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _walk(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v, key)


def zoker_cards(data: Any) -> Counter:
    """Return the Zoker cards (colour, size, shape) in a JSON tree."""
    return Counter(tuple(v.values()) for _, v in _walk(data)
                   if isinstance(v, dict) and set(v) == {"colour", "size", "shape"})


def zipzap_cards(data: Any) -> Counter:
    """Return the Zip Zap cards (colour, number) in a JSON tree."""
    return Counter((v["colour"], v["number"]) for _, v in _walk(data)
                   if isinstance(v, dict) and set(v) == {"colour", "number"})


#: Where Loker's cards, bare numbers, lie in a state's or an event's JSON.
_LOKER_FLAT = {"stock", "discards", "out", "in", "hand"}
_LOKER_NESTED = {"hands", "thrown"}


def loker_cards(data: Any) -> Counter:
    """Return the Loker cards (numbers) in a state's or an event's JSON, found by the fields that hold them."""
    found: Counter = Counter()
    for key, v in _walk(data):
        if key in _LOKER_FLAT and isinstance(v, list) and all(isinstance(x, int) for x in v):
            found.update(v)
        elif key in _LOKER_NESTED and isinstance(v, list) and v and all(isinstance(x, list) for x in v):
            for row in v:
                found.update(row)
        elif key == "ranked" and isinstance(v, list) and v and all(isinstance(x, list) and len(x) == 4 for x in v):
            for _seat, hand, _place, _points in v:
                found.update(hand)
    return found


def no_cards(data: Any) -> Counter:
    return Counter()


def key(card: Any) -> Any:
    """Return a card as ``*_cards`` counts it."""
    if isinstance(card, Card):
        return card.values
    if isinstance(card, zipzap.Card):
        return (card.colour, card.number)
    return card


def counted(*groups) -> Counter:
    return Counter(key(c) for group in groups for c in group)


# What is open to a seat, from the rule sheets

def tiko_open(state, seat) -> Counter:
    """ZT-2: a hand is its seat's; ZT-3, ZT-4: every card played lies open, in the trick or the tricks won."""
    mine = state.hands[seat] if seat is not None else ()
    return counted(mine, [c for _, c in state.trick], *state.won)


def memo_open(state, seat) -> Counter:
    """ZM-2: a card turned up is seen by all (turned back, it stays known); ZM-4: at the end the rest is shown."""
    if memo.is_over(state):
        return counted([c for c in state.table if c is not None], *state.taken)
    seen = [c for i, c in enumerate(state.table) if c is not None and state.seen[i] != memo.NEVER]
    return counted(seen, *state.taken)


def kubo_open(state, seat) -> Counter:
    """ZK-1, ZK-2: a hand is its seat's; ZK-3: the cube lies open."""
    mine = state.hands[seat] if seat is not None else ()
    return counted(mine, [c for _, c in state.placed])


def zipzap_open(state, seat) -> Counter:
    """ZZ-2, ZZ-4: a hand is its seat's and the draw pile face down; ZZ-5, ZZ-6: the discard pile lies open."""
    mine = state.hands[seat] if seat is not None else ()
    return counted(mine, state.pile)


def loker_open(state, seat) -> Counter:
    """NL-5: a hand is its seat's; NL-6: discards lie face down (the seat knows its own); a hand laid down
    (NL-6 KONEC, NL-8, the show-down) is open."""
    laid = [h for i, h in enumerate(state.hands) if state.laid[i] or i == seat]
    mine = state.thrown[seat] if seat is not None and state.thrown else ()
    return counted(*laid, mine)


def solo_open(state, seat) -> Counter:
    """ZS-1: rows 1-3 and the bottom row face up, the stock face down."""
    return counted([c for c in state.upper if c is not None], *state.piles)


def pairs_open(state, seat) -> Counter:
    """ZP-3: twenty cards face up."""
    return counted([c for c in state.table if c is not None])


def nothing_open(state, seat) -> Counter:
    """ZO: no cards; every die lies open."""
    return Counter()


def zipzap_shown(event: Event) -> Counter:
    """ZZ-5, ZZ-6: a card turned or played lies open at once (even the last card of a round)."""
    return counted([event["card"]]) if event.kind in ("played", "flipped") else Counter()


def no_show(event: Event) -> Counter:
    return Counter()


@dataclass(frozen=True)
class Spec:
    """How one game is checked."""

    players: tuple[int, ...]
    open_cards: Callable[[Any, int | None], Counter]
    cards: Callable[[Any], Counter]
    placeholder: Any
    stock: Callable[[Any], tuple] = lambda state: state.stock
    shown: Callable[[Event], Counter] = no_show
    options: tuple[dict, ...] = ({},)
    deals: tuple[int, ...] = DEALS
    #: Check every n-th state only where a game has very many (Memo's grid).
    every: int = 1


SPECS = {
    "zoker-tiko": Spec((2, 3, 5), tiko_open, zoker_cards, HIDDEN),
    "zoker-memo": Spec((1, 3), memo_open, zoker_cards, HIDDEN,
                       options=({}, {"refill": "manual", "start": 8}), deals=DEALS[:1], every=3),
    "zoker-kubo": Spec((2, 4), kubo_open, zoker_cards, HIDDEN, options=({}, {"scoring": "claim"})),
    "zipzap": Spec((2, 4, 6), zipzap_open, zipzap_cards, zipzap.HIDDEN, shown=zipzap_shown,
                   options=({}, {"mode": "turns"}), deals=DEALS[:1]),
    "loker": Spec((2, 5, 10), loker_open, loker_cards, loker.HIDDEN,
                  options=({}, {"after_two": "show", "chips": 5})),
    "zocken": Spec((1, 3), nothing_open, no_cards, None, stock=lambda state: (), deals=DEALS[:1]),
    "zoker-solo": Spec((1,), solo_open, zoker_cards, HIDDEN),
    "zoker-pairs": Spec((1,), pairs_open, zoker_cards, HIDDEN, stock=lambda state: ()),
}


def test_every_game_with_rules_is_checked_here():
    assert set(SPECS) == set(REGISTRY)


def cases():
    return [(g, n, i) for g, spec in SPECS.items() for n in spec.players for i in range(len(spec.options))]


def ids(case):
    return "-".join(map(str, case))


def playout(game_id: str, players: int, deal: int, options: dict):
    """Yield (state before, events, state after) along a game of random legal actions."""
    rules = REGISTRY[game_id]
    rng = random.Random(deal)
    state = rules.new_game(players, deal, options)
    yield None, [], state
    while not rules.is_over(state):
        seat = rng.choice(rules.to_act(state))
        before = state
        state, events = rules.apply(state, seat, rng.choice(list(rules.legal_actions(state, seat))))
        yield before, events, state


def positions(game_id: str, players: int, option: int):
    """Yield (deal, state before, events, state after) of every game checked for a case."""
    spec = SPECS[game_id]
    for deal in spec.deals:
        for at, (before, events, after) in enumerate(playout(game_id, players, deal, spec.options[option])):
            if at % spec.every == 0 or events and events[-1].kind == "game_over":
                yield deal, before, events, after


def watchers(players: int) -> list[int | None]:
    return list(range(players)) + [None]


def subset(found: Counter, allowed: Counter) -> bool:
    """Return True when every card found is one allowed (an event may name one card twice: the card played,
    and the same card on top)."""
    return all(allowed[k] > 0 for k in found)


@pytest.mark.parametrize("case", cases(), ids=ids)
def test_a_masked_state_holds_no_card_hidden_from_its_seat(case):
    game_id, players, option = case
    spec, rules = SPECS[game_id], REGISTRY[game_id]
    hole = key(spec.placeholder)
    for deal, _before, _events, state in positions(game_id, players, option):
        every = spec.cards(rules.state_to_json(state))
        for seat in watchers(players):
            masked = seat_state(game_id, state, seat)
            assert type(masked) is type(state)
            data = rules.state_to_json(masked)
            found = spec.cards(data)
            # Every card slot stays (counts are known), and the cards in it are exactly those open to the seat.
            assert sum(found.values()) == sum(every.values())
            assert found - Counter({hole: found[hole]}) == spec.open_cards(state, seat), (seat, state)
            # The stock keeps its count but no order: placeholders only.
            assert len(spec.stock(masked)) == len(spec.stock(state))
            assert all(c == spec.placeholder for c in spec.stock(masked))
            assert str(deal) not in json.dumps(data)


@pytest.mark.parametrize("case", cases(), ids=ids)
def test_a_masked_event_holds_no_card_hidden_from_its_seat(case):
    game_id, players, option = case
    spec = SPECS[game_id]
    hole = key(spec.placeholder)
    for deal, before, events, after in positions(game_id, players, option):
        for seat in watchers(players):
            masked = seat_events(game_id, events, seat)
            assert [(e.kind, e.seat) for e in masked] == [(e.kind, e.seat) for e in events]
            opened = spec.open_cards(after, seat) | (spec.open_cards(before, seat) if before else Counter())
            for event in masked:
                found = spec.cards(to_json(event.data))
                found.pop(hole, None)
                assert subset(found, opened | spec.shown(event)), (seat, event)
                assert str(deal) not in json.dumps(to_json(event.data))


@pytest.mark.parametrize("case", cases(), ids=ids)
def test_a_masked_move_holds_no_card_hidden_from_its_seat(case):
    """Each move as a seat is sent it names only cards open to the seat just before or after it (a card played
    lies open), and a seat's own move is sent whole; Loker's exchanges are checked below."""
    game_id, players, option = case
    spec, rules = SPECS[game_id], REGISTRY[game_id]
    hole = key(spec.placeholder)
    named = 0
    for deal in spec.deals:
        rng = random.Random(deal)
        state, actions = rules.new_game(players, deal, spec.options[option]), []
        while not rules.is_over(state):
            actor = rng.choice(rules.to_act(state))
            action = rng.choice(list(rules.legal_actions(state, actor)))
            before = state
            state, events = rules.apply(state, actor, action)
            actions.append((actor, action))
            shown = sum((spec.shown(e) for e in events), Counter())
            for seat in watchers(players):
                sent = seat_actions(game_id, actions, seat)
                # The last moves, each with who made it.
                assert [a for a, _ in sent] == [a for a, _ in actions[-RECENT:]] and len(sent) <= RECENT
                (_, masked), = seat_actions(game_id, actions, seat, last=1)
                assert type(masked) is type(action)
                if seat == actor:
                    assert masked == action
                found = spec.cards(to_json(masked))
                found.pop(hole, None)
                named += sum(found.values())
                assert subset(found, spec.open_cards(before, seat) | spec.open_cards(state, seat) | shown), \
                    (seat, actor, masked)
                assert str(deal) not in json.dumps(to_json(masked))
    # Where a game's moves name cards (a card played, placed), some were checked.
    # ... and in exactly these games none are (their moves name places, fields or numbers, not cards).
    assert (named > 0) == (game_id not in ("zoker-memo", "zocken", "loker", "zoker-solo", "zoker-pairs"))


def test_a_seat_is_sent_moves_enough_for_what_its_screens_read():
    """Tiko's screen names the owner of each card of the last trick (one move a seat), Memo's the turn just
    ended (two moves): the last moves a seat is sent hold both at the largest table."""
    from app.games.zoker.tiko import rules as tiko

    assert RECENT >= max(tiko.INFO.max_players, 2)


def test_another_seats_loker_exchange_names_no_card_in_its_move():
    """NL-6: the cards exchanged out go face down: the others are sent the move with as many placeholders."""
    state = loker.new_game(3, DEALS[0])
    out = tuple(sorted(state.hands[state.turn])[:2])
    actions = [(state.turn, loker.Exchange(out)), ((state.turn + 1) % 3, loker.Pass())]
    for seat in watchers(3):
        (_, exchange), (_, passed) = seat_actions("loker", actions, seat)
        assert exchange == (loker.Exchange(out) if seat == state.turn else loker.Exchange((loker.HIDDEN,) * 2))
        assert passed == loker.Pass()


def test_another_seats_loker_exchange_names_no_card():
    """NL-6: the cards exchanged out go face down and the new ones come face down: others hear a count."""
    state = loker.new_game(3, DEALS[0])
    hand = state.hands[state.turn]
    _, events = loker.apply(state, state.turn, loker.Exchange(tuple(sorted(hand)[:2])))
    other = (state.turn + 1) % 3
    exchanged = seat_events("loker", events, other)[0]
    assert exchanged["out"] == exchanged["in"] == (loker.HIDDEN, loker.HIDDEN)
    assert exchanged["count"] == 2
    own = seat_events("loker", events, state.turn)[0]
    assert own == events[0]


def test_zocken_hides_only_its_deal_number():
    """ZO-3: every die is thrown on the table; the throws to come follow from the deal number, so only it is hidden."""
    from app.games.zocken import rules as zocken

    for _deal, _before, _events, state in positions("zocken", 3, 0):
        masked = seat_state("zocken", state, 1)
        assert masked.deal == NO_DEAL and state.deal == DEALS[0]
        assert to_json(masked) == {**to_json(state), "deal": NO_DEAL}
        assert zocken.legal_actions(masked, masked.active) == zocken.legal_actions(state, state.active)


@pytest.mark.parametrize("case", cases(), ids=ids)
def test_a_masked_state_survives_json(case):
    game_id, players, option = case
    rules = REGISTRY[game_id]
    for _deal, _before, _events, state in positions(game_id, players, option):
        for seat in watchers(players):
            masked = seat_state(game_id, state, seat)
            assert rules.state_from_json(json.loads(json.dumps(rules.state_to_json(masked)))) == masked


@pytest.mark.parametrize("case", cases(), ids=ids)
def test_each_seat_may_do_the_same_from_what_it_may_know(case):
    """The front end offers the legal actions of its masked state: they are those of the full state."""
    game_id, players, option = case
    rules = REGISTRY[game_id]
    for _deal, _before, _events, state in positions(game_id, players, option):
        assert rules.is_over(seat_state(game_id, state, None)) == rules.is_over(state)
        for seat in range(players):
            masked = seat_state(game_id, state, seat)
            assert rules.legal_actions(masked, seat) == rules.legal_actions(state, seat)
            assert rules.is_over(masked) == rules.is_over(state)
            assert (seat in rules.to_act(masked)) == (seat in rules.to_act(state))


@pytest.mark.parametrize("game_id", [g for g in SPECS if REGISTRY[g].info.max_players > 1])
def test_a_bot_chooses_the_same_from_what_its_seat_may_know(game_id):
    """Bots read only their seat's view, and the mask keeps it: the choice is the same, and legal."""
    spec, rules = SPECS[game_id], REGISTRY[game_id]
    players = spec.players[len(spec.players) // 2]
    for at, (_deal, _before, _events, state) in enumerate(positions(game_id, players, 0)):
        if at % 3:
            continue  # the hard bots think; a third of the positions is plenty
        for seat in rules.to_act(state):
            masked = seat_state(game_id, state, seat)
            for level in ("easy", "medium", "hard"):
                chosen = choose(game_id, masked, seat, level, random.Random(at))
                assert chosen in rules.legal_actions(state, seat)
                assert chosen == choose(game_id, state, seat, level, random.Random(at)), (level, state)


def test_a_hidden_zoker_card_has_no_name():
    """A sentence that tries to name a card the seat may not know fails at once, never says another card."""
    from app.games.zoker import words

    for full in (False, True):
        with pytest.raises(ValueError, match="hidden card"):
            words.card_name(HIDDEN, full)
        with pytest.raises(ValueError, match="hidden card"):
            words.card_list([DECK[0], HIDDEN], full)
    with pytest.raises(IndexError):
        str(HIDDEN)


def test_a_hidden_zipzap_card_has_no_name():
    from app.games.zipzap import text

    for full in (False, True):
        with pytest.raises(ValueError, match="hidden card"):
            text.card_name(zipzap.HIDDEN, full)
        with pytest.raises(ValueError):
            text.hand([zipzap.NUMBER_CARDS[2], zipzap.HIDDEN], full)


def test_a_hidden_loker_card_has_no_name():
    from app.games.loker import text

    with pytest.raises(ValueError, match="hidden card"):
        text.hand_words([loker.HIDDEN, 3, 3, 5, 6, 7])
    with pytest.raises(ValueError, match="hidden card"):
        text.hand([loker.HIDDEN] * 6)
