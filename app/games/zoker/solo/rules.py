"""Zoker Solo: patience for one player (rules ZS-1 to ZS-8).

The table is a 4x4 square: places 0-11 are rows 1-3 in reading order; the
bottom row (row 4) holds four piles. The player builds the highest pile on
the bottom row by moving cards and piles onto compatible top cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from app.core.rng import rng_for
from app.core.rules import Event, GameInfo, ModuleRules, RuleError, evolve
from app.core.seen import hidden, open_action, open_event
from app.games.zoker.cards import DECK, HIDDEN, Card, compatible

INFO = GameInfo("zoker-solo", 1, 1, undo=True, rule_prefix="ZS")
#: Places in rows 1-3 (ZS-1).
UPPER = 12
#: Piles in the bottom row.
PILES = 4
#: Cards one deal puts out (ZS-6).
DEAL_SIZE = 4


@dataclass(frozen=True)
class SoloState:
    """A Solo position.

    Attributes:
        upper: rows 1-3, twelve places in reading order, None where empty.
        piles: the four bottom-row piles, each listed bottom card first.
        stock: the face-down stock, next card to deal first.
        fill: the variant "fill empty places" (ZS-5 Decision): a card may start a new
            pile in an empty bottom-row place. A new game sets it from its options (off
            by default, as in the rulebook); a state saved before the option existed has
            no such field and keeps the rule it was started with, which allowed it.
    """

    upper: tuple[Card | None, ...]
    piles: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    fill: bool = True

    def top(self, pile: int) -> Card | None:
        """Return the top card of a bottom-row pile, or None when it is empty."""
        return self.piles[pile][-1] if self.piles[pile] else None

    def empty_places(self) -> tuple[int, ...]:
        """Return the empty places in rows 1-3, in reading order."""
        return tuple(i for i, c in enumerate(self.upper) if c is None)


@dataclass(frozen=True)
class MoveCard:
    """Move the card at ``place`` (rows 1-3) onto bottom-row ``pile`` (ZS-3, ZS-5)."""

    place: int
    pile: int


@dataclass(frozen=True)
class MovePile:
    """Move bottom-row pile ``source`` onto pile ``target`` (ZS-4)."""

    source: int
    target: int


@dataclass(frozen=True)
class Deal:
    """Deal up to four stock cards into empty places of rows 1-3 (ZS-6)."""


ACTIONS = (MoveCard, MovePile, Deal)


def new_game(players: int = 1, seed: int = 1, options: Mapping[str, Any] | None = None) -> SoloState:
    """Shuffle deal number ``seed`` and lay out the 4x4 square (ZS-1, ZS-8)."""
    if players != 1:
        raise RuleError("wrong_player_count", count=players, low=1, high=1)
    fill = (options or {}).get("fill", False)
    if not isinstance(fill, bool):
        raise RuleError("bad_option", option="fill", value=fill)
    cards = list(DECK)
    rng_for(INFO.game_id, seed).shuffle(cards)
    return SoloState(
        upper=tuple(cards[:UPPER]),
        piles=tuple((c,) for c in cards[UPPER:UPPER + PILES]),
        stock=tuple(cards[UPPER + PILES:]),
        fill=fill,
    )


def can_deal(state: SoloState) -> bool:
    """Return True when four places of rows 1-3 are empty and the stock has cards (ZS-6)."""
    return bool(state.stock) and len(state.empty_places()) >= DEAL_SIZE


def legal_actions(state: SoloState, seat: int = 0) -> list:
    """Return every legal action, cards first, then piles, then the deal."""
    if seat != 0:
        return []
    actions: list = []
    for place, card in enumerate(state.upper):
        if card is None:
            continue
        for pile in range(PILES):
            top = state.top(pile)
            if (state.fill if top is None else compatible(card, top)):
                actions.append(MoveCard(place, pile))
    for source in range(PILES):
        for target in range(PILES):
            a, b = state.top(source), state.top(target)
            if source != target and a is not None and b is not None and compatible(a, b):
                actions.append(MovePile(source, target))
    if can_deal(state):
        actions.append(Deal())
    return actions


def is_over(state: SoloState) -> bool:
    """Return True when no move, pile move or deal is possible (ZS-7)."""
    return not legal_actions(state)


def score(state: SoloState) -> int:
    """Return the height of the highest bottom-row pile (ZS-2)."""
    return max(len(p) for p in state.piles)


def apply(state: SoloState, seat: int, action: Any) -> tuple[SoloState, list[Event]]:
    """Return the state after ``action`` and its events, or raise RuleError."""
    if seat != 0:
        raise RuleError("not_your_turn", seat=seat)
    if is_over(state):
        raise RuleError("game_is_over")
    if isinstance(action, MoveCard):
        new, event = _move_card(state, action)
    elif isinstance(action, MovePile):
        new, event = _move_pile(state, action)
    elif isinstance(action, Deal):
        new, event = _deal(state)
    else:
        raise RuleError("unknown_action")
    events = [event]
    if is_over(new):
        events.append(Event("game_over", data={"score": score(new), "stock": len(new.stock)}))
    return new, events


def _check_pile(pile: int) -> None:
    if not 0 <= pile < PILES:
        raise RuleError("no_such_pile", pile=pile)


def _move_card(state: SoloState, action: MoveCard) -> tuple[SoloState, Event]:
    if not 0 <= action.place < UPPER:
        raise RuleError("no_such_place", place=action.place)
    _check_pile(action.pile)
    card = state.upper[action.place]
    if card is None:
        raise RuleError("place_is_empty", place=action.place)
    top = state.top(action.pile)
    if top is None and not state.fill:
        # ZS-5: a card goes only onto a compatible card; an empty place has none.
        raise RuleError("pile_needs_a_card", pile=action.pile)
    if top is not None and not compatible(card, top):
        raise RuleError("not_a_pair", card=card, other=top)
    upper = list(state.upper)
    upper[action.place] = None
    piles = list(state.piles)
    piles[action.pile] = state.piles[action.pile] + (card,)
    new = evolve(state, upper=tuple(upper), piles=tuple(piles))
    return new, Event("card_moved", data={
        "card": card, "place": action.place, "pile": action.pile, "onto": top,
        "height": len(piles[action.pile])})


def _move_pile(state: SoloState, action: MovePile) -> tuple[SoloState, Event]:
    _check_pile(action.source)
    _check_pile(action.target)
    if action.source == action.target:
        raise RuleError("same_pile", pile=action.source)
    moving, under = state.top(action.source), state.top(action.target)
    if moving is None:
        raise RuleError("pile_is_empty", pile=action.source)
    if under is None:
        raise RuleError("pile_is_empty", pile=action.target)
    if not compatible(moving, under):
        raise RuleError("not_a_pair", card=moving, other=under)
    piles = list(state.piles)
    piles[action.target] = state.piles[action.target] + state.piles[action.source]
    piles[action.source] = ()
    new = evolve(state, piles=tuple(piles))
    return new, Event("pile_moved", data={
        "source": action.source, "target": action.target, "card": moving, "onto": under,
        "count": len(state.piles[action.source]), "height": len(piles[action.target])})


def _deal(state: SoloState) -> tuple[SoloState, Event]:
    if not state.stock:
        raise RuleError("stock_is_empty")
    empty = state.empty_places()
    if len(empty) < DEAL_SIZE:
        raise RuleError("deal_needs_space", empty=len(empty), needed=DEAL_SIZE)
    count = min(DEAL_SIZE, len(state.stock))
    upper = list(state.upper)
    dealt = []
    for place, card in zip(empty, state.stock[:count]):
        upper[place] = card
        dealt.append((place, card))
    new = evolve(state, upper=tuple(upper), stock=state.stock[count:])
    return new, Event("dealt", data={"cards": tuple(dealt), "stock": len(new.stock)})


def migrate(data: dict) -> dict:
    """Return a saved match that predates the "fill" option with the rule it was started with (ZS-5)."""
    state = data.get("state")
    if isinstance(state, dict) and "fill" not in state:
        data = dict(data, options=dict(data.get("options") or {}, fill=True))
    return data


def mask(state: SoloState, seat: int | None) -> SoloState:
    """Return the state as the player, or a watcher, may know it: rows 1-3 and the piles lie face up, the
    stock face down (ZS-1). (The hint and the best score, ZS-8, read the stock's order: the table works them
    out, never a front end from this state.)"""
    return evolve(state, stock=hidden(state.stock, HIDDEN))


#: Every event of Solo is open: a deal lays its cards face up (ZS-6).
mask_event = open_event
#: Every move of Solo is made with cards face up.
mask_action = open_action


RULES = ModuleRules(INFO, SoloState, ACTIONS, new_game=new_game, legal_actions=legal_actions,
                    apply=apply, is_over=is_over, scores=lambda state: (score(state),), migrate=migrate,
                    mask=mask, mask_event=mask_event, mask_action=mask_action)
