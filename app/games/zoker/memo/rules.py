"""Zoker Memo (rules ZM-1 to ZM-5): a memory game for 1 to 5 players.

Cards lie face down in a grid. On a turn a player turns up two of them, one
after the other; a pair (ZP-1) is taken, any other two are turned back.
When no pair is left on the table the stock fills the empty places.

Every card turned up is seen by all, so nothing here is secret from one seat
and open to another: what is hidden is hidden from everyone. ``view`` is
what any seat may know; bots read only that.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from app.core.rng import rng_for
from app.core.rules import Event, GameInfo, ModuleRules, RuleError, evolve
from app.core.seen import hidden, open_action, open_event
from app.games.zoker.cards import DECK, HIDDEN, Card, common_attributes

INFO = GameInfo("zoker-memo", 1, 5, undo=False, rule_prefix="ZM", rotates_start=True)
#: ZM-1: sixteen cards face down as 4x4.
START_CARDS = 16
#: ZM-5: up to all 64; two is the least that can hold a pair.
MIN_START, MAX_START = 2, len(DECK)
REFILL_MODES = ("auto", "manual")
#: Per place, when no card there was ever turned up.
NEVER = -1


@dataclass(frozen=True)
class MemoState:
    """A Memo position.

    Attributes:
        players: how many seats.
        columns: places per row of the grid (the table grows by whole rows).
        table: the places in reading order; a Card lies face down there, None is empty.
        stock: the cards still to deal, next first.
        taken: per seat, the cards it has taken, in the order taken.
        turn: the seat whose turn it is.
        up: the place turned up as the first card of this turn, else None.
        turn_no: turns completed so far.
        seen: per place, the turn in which its card was last turned up (NEVER if not).
        easy: ZM-5 easy pairs: one common attribute is enough.
        manual: ZM-3 Decision: the player asks for the deal instead of the app dealing.
    """

    players: int
    columns: int
    table: tuple[Card | None, ...]
    stock: tuple[Card, ...]
    taken: tuple[tuple[Card, ...], ...]
    turn: int = 0
    up: int | None = None
    turn_no: int = 0
    seen: tuple[int, ...] = ()
    easy: bool = False
    manual: bool = False

    @property
    def rows(self) -> int:
        """Return how many rows the grid has."""
        return math.ceil(len(self.table) / self.columns)


@dataclass(frozen=True)
class TurnUp:
    """Turn up the face-down card at ``place`` (ZM-2)."""

    place: int


@dataclass(frozen=True)
class AskDeal:
    """Ask for cards from the stock in the empty places (ZM-3, manual variant)."""


ACTIONS = (TurnUp, AskDeal)


@dataclass(frozen=True)
class MemoView:
    """What any seat may know of a Memo position: no face-down card is in it.

    Attributes:
        seat: whose view this is.
        players, columns, turn, turn_no, easy, manual: as in MemoState.
        face_down: the places holding a face-down card.
        known: place -> (card, turn it was last seen) for cards once turned up (this turn's
            first card included, at the current turn).
        up: (place, card) of this turn's first card, or None.
        stock: how many cards the stock holds.
        taken: how many cards each seat has taken.
    """

    seat: int
    players: int
    columns: int
    turn: int
    turn_no: int
    easy: bool
    manual: bool
    face_down: tuple[int, ...]
    known: Mapping[int, tuple[Card, int]]
    up: tuple[int, Card] | None
    stock: int
    taken: tuple[int, ...]


def is_pair(a: Card, b: Card, easy: bool = False) -> bool:
    """Return True when two cards are a pair: exactly two common attributes (ZP-1), or any in easy pairs (ZM-5)."""
    common = len(common_attributes(a, b))
    return 1 <= common <= 2 if easy else common == 2


def columns_for(cards: int) -> int:
    """Return the grid width for a starting count: 4 as in ZM-1, wider for big tables (8x8 for 64)."""
    return max(4, math.ceil(math.sqrt(cards)))


def options_of(options: Mapping[str, Any] | None) -> tuple[int, bool, bool]:
    """Return (starting cards, easy pairs, manual refill) from the variant options.

    Raises:
        RuleError: "bad_option" for a value outside what ZM-5 allows.
    """
    options = dict(options or {})
    start = options.get("start", START_CARDS)
    if not isinstance(start, int) or not MIN_START <= start <= MAX_START:
        raise RuleError("bad_option", option="start", value=start)
    refill = options.get("refill", "auto")
    if refill not in REFILL_MODES:
        raise RuleError("bad_option", option="refill", value=refill)
    return start, bool(options.get("easy", False)), refill == "manual"


def first_seat(options: Mapping[str, Any] | None, players: int) -> int:
    """Return the seat that starts (ZM-1; in a match the start moves one to the left each game)."""
    first = (options or {}).get("first", 0)
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players:
        raise RuleError("bad_option", option="first", value=first)
    return first


def new_game(players: int = 1, seed: int = 1, options: Mapping[str, Any] | None = None) -> MemoState:
    """Deal the starting cards face down from deal number ``seed`` (ZM-1)."""
    if not INFO.min_players <= players <= INFO.max_players:
        raise RuleError("wrong_player_count", count=players, low=INFO.min_players, high=INFO.max_players)
    start, easy, manual = options_of(options)
    first = first_seat(options, players)
    cards = list(DECK)
    rng_for(INFO.game_id, seed).shuffle(cards)
    state = MemoState(players=players, columns=columns_for(start), table=tuple(cards[:start]),
                      stock=tuple(cards[start:]), taken=((),) * players, seen=(NEVER,) * start,
                      easy=easy, manual=manual, turn=first)
    if not manual:
        state, _ = _refill(state)
    return state


def face_down(state: MemoState) -> tuple[int, ...]:
    """Return the places that hold a card, face down or this turn's first card."""
    return tuple(i for i, c in enumerate(state.table) if c is not None)


def pair_on_table(state: MemoState) -> bool:
    """Return True when any two cards on the table are a pair.

    In a masked state (``mask``) a card nobody has seen may pair with any other: there the game goes on
    exactly when it goes on in the full state, since ``mask`` hides nothing once it is over.
    """
    cards = [c for c in state.table if c is not None]
    if HIDDEN in cards and len(cards) >= 2:
        return True
    return any(is_pair(a, b, state.easy) for a, b in itertools.combinations(cards, 2))


def is_over(state: MemoState) -> bool:
    """Return True when the stock is empty and no pair is left on the table (ZM-4)."""
    return not state.stock and not pair_on_table(state)


def scores(state: MemoState) -> tuple[int, ...]:
    """Return the cards each seat has taken (ZM-4: most cards wins)."""
    return tuple(len(t) for t in state.taken)


def to_act(state: MemoState) -> tuple[int, ...]:
    """Return the seat whose turn it is, or () at the end."""
    return () if is_over(state) else (state.turn,)


def _lying(state: MemoState, place: int) -> Card:
    """Return the card at ``place``, which the turn knows is there (a card up, one just turned back)."""
    card = state.table[place]
    assert card is not None, f"no card at {place}"
    return card


def view(state: MemoState, seat: int) -> MemoView:
    """Return what ``seat`` may know: the table's shape and the cards once turned up."""
    known = {i: (c, state.seen[i]) for i, c in enumerate(state.table)
             if c is not None and state.seen[i] != NEVER}
    return MemoView(
        seat=seat, players=state.players, columns=state.columns, turn=state.turn,
        turn_no=state.turn_no, easy=state.easy, manual=state.manual,
        face_down=tuple(i for i in face_down(state) if i != state.up), known=known,
        up=None if state.up is None else (state.up, _lying(state, state.up)),
        stock=len(state.stock), taken=scores(state))


def mask(state: MemoState, seat: int | None) -> MemoState:
    """Return the state as any seat, or a watcher, may know it (``view``, as a state): every card once turned
    up is known to all who saw it, which is everybody (ZM-2); a card never turned up and the stock are
    hidden. At the end nothing is hidden: the cards left are turned up to see that no pair is left (ZM-4)."""
    if is_over(state):
        return state
    table = tuple(HIDDEN if c is not None and state.seen[i] == NEVER else c for i, c in enumerate(state.table))
    return evolve(state, table=table, stock=hidden(state.stock, HIDDEN))


#: Every event of Memo is seen by all: a card turned up is turned up for everybody (ZM-2), and a deal
#: names only the places it fills.
mask_event = open_event
#: Every move of Memo is made in the open: which place is turned up, or that the deal is asked for.
mask_action = open_action


def legal_actions(state: MemoState, seat: int) -> list:
    """Return every card ``seat`` may turn up now, and the deal when it may ask for it."""
    if is_over(state) or seat != state.turn:
        return []
    places = face_down(state)
    actions: list = []
    if len(places) >= 2:
        actions = [TurnUp(p) for p in places if p != state.up]
    if state.manual and state.up is None and state.stock:
        actions.append(AskDeal())
    return actions


def apply(state: MemoState, seat: int, action: Any) -> tuple[MemoState, list[Event]]:
    """Return the state after a card turned up or a deal asked for; raise RuleError if illegal."""
    if is_over(state):
        raise RuleError("game_is_over")
    if seat != state.turn:
        raise RuleError("not_your_turn", seat=seat)
    if isinstance(action, TurnUp):
        new, events = _turn_up(state, seat, action.place)
    elif isinstance(action, AskDeal):
        if not state.manual:
            raise RuleError("deal_is_automatic")
        if state.up is not None:
            raise RuleError("finish_the_turn")
        if not state.stock:
            raise RuleError("stock_is_empty")
        new, events = _refill(state, asked=True)
    else:
        raise RuleError("unknown_action")
    if is_over(new):
        events.append(Event("game_over", data={"scores": scores(new), "left": len(face_down(new))}))
    return new, events


def _turn_up(state: MemoState, seat: int, place: int) -> tuple[MemoState, list[Event]]:
    if not 0 <= place < len(state.table):
        raise RuleError("no_such_place", place=place)
    card = state.table[place]
    if card is None:
        raise RuleError("place_is_empty", place=place)
    if place == state.up:
        raise RuleError("already_turned_up", place=place, card=card)
    if len(face_down(state)) < 2:
        raise RuleError("too_few_cards")
    seen = list(state.seen)
    seen[place] = state.turn_no
    events = [Event("turned_up", seat, {"place": place, "card": card, "first": state.up is None})]
    if state.up is None:
        return evolve(state, up=place, seen=tuple(seen)), events
    first = state.up
    a, places = _lying(state, first), (first, place)
    common = common_attributes(a, card)
    table, taken = list(state.table), list(state.taken)
    # ZM-2 Decision: the turn passes whether or not a pair was taken.
    if is_pair(a, card, state.easy):
        table[first] = table[place] = None
        seen[first] = seen[place] = NEVER
        taken[seat] = taken[seat] + (a, card)
        events.append(Event("pair_taken", seat, {"cards": (a, card), "places": places, "common": common}))
    else:
        events.append(Event("turned_back", seat, {"cards": (a, card), "places": places, "common": common}))
    new = evolve(state, table=tuple(table), taken=tuple(taken), seen=tuple(seen), up=None,
                  turn=(seat + 1) % state.players, turn_no=state.turn_no + 1)
    if not new.manual:
        new, dealt = _refill(new)
        events += dealt
    return new, events


def _refill(state: MemoState, asked: bool = False) -> tuple[MemoState, list[Event]]:
    """Deal from the stock face down when no pair is left (ZM-3), or when asked (manual).

    The empty places are filled first. Decision: if the table is then still
    without a pair, or was full when the deal was asked for, a new row of
    places is dealt, and so on until a pair lies on the table or the stock
    is empty: otherwise the game could stall with cards left in the stock.
    """
    if not state.stock or (not asked and pair_on_table(state)):
        return state, []
    table, stock, seen = list(state.table), list(state.stock), list(state.seen)
    places: list[int] = []
    for i, card in enumerate(table):
        if card is None and stock:
            table[i], seen[i] = stock.pop(0), NEVER
            places.append(i)
    rows = 0
    while stock and (not places or not pair_on_table(evolve(state, table=tuple(table)))):
        # A new row ends where the grid's row ends, so a short last row is completed first.
        row_end = (len(table) // state.columns + 1) * state.columns
        while stock and len(table) < row_end:
            table.append(stock.pop(0))
            seen.append(NEVER)
            places.append(len(table) - 1)
        rows += 1
    new = evolve(state, table=tuple(table), stock=tuple(stock), seen=tuple(seen))
    return new, [Event("dealt", state.turn if asked else None, {"places": tuple(places), "rows_added": rows,
                                       "stock": len(stock), "asked": asked})]


def last_turn(state: MemoState, actions: Sequence[tuple[int, Any]]
              ) -> tuple[int, tuple[int, int], tuple[Card, Card], bool] | None:
    """Return (seat, places, cards, taken) of the turn the last move ended, or None when it ended none.

    Read from the state after it and the last two moves only (no state before them), so a seat at a shared
    table, which is sent its masked state and the last moves, reads the same as at home: a pair taken is
    the seat's last two cards taken; two cards turned back lie in their places, known to all (ZM-2).
    """
    if len(actions) < 2 or state.up is not None:
        return None
    (first_seat, first), (seat, second) = actions[-2:]
    if not (isinstance(first, TurnUp) and isinstance(second, TurnUp)) or first_seat != seat:
        return None
    # The last card turned up with none left up was a turn's second; the move before it was its first.
    places = (first.place, second.place)
    taken = state.seen[second.place] == NEVER  # a pair's places are empty, or dealt again face down
    cards = state.taken[seat][-2:] if taken else (_lying(state, places[0]), _lying(state, places[1]))
    return seat, places, (cards[0], cards[1]), taken


RULES = ModuleRules(INFO, MemoState, ACTIONS, new_game=new_game, legal_actions=legal_actions,
                    apply=apply, is_over=is_over, scores=scores, to_act=to_act, mask=mask, mask_event=mask_event,
                    mask_action=mask_action)
