"""Zoker Tiko (rules ZT-1 to ZT-6): a trick game for 2 to 5 players.

Each player holds four cards. In a trick every player plays one; a card
that beats the card on top of the trick (``cards.beats``, ZT-1) goes on
top, any other goes under it. The owner of the top card takes the trick.
When the hands are empty, four more each are dealt while the stock lasts.

A hand is secret to its seat; ``view`` is what one seat may know, and bots
read only that.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from app.core.rng import rng_for
from app.core.rules import Event, GameInfo, ModuleRules, RuleError, evolve
from app.core.seen import hands_seen, hidden, open_action, with_data
from app.games.zoker.cards import DECK, HIDDEN, Card, beats

INFO = GameInfo("zoker-tiko", 2, 5, undo=False, rule_prefix="ZT", secret_hands=True, rotates_start=True)
#: ZT-2: four cards to each player.
HAND = 4


@dataclass(frozen=True)
class TikoState:
    """A Tiko position.

    Attributes:
        hands: per seat, the cards in hand (secret to that seat).
        stock: the cards not yet dealt, next first (secret to all).
        trick: (seat, card) of the trick so far, bottom first: the last is on top.
        leader: the seat that led (or will lead) this trick.
        turn: the seat to play.
        won: per seat, the cards of the tricks it has taken.
        tricks: tricks completed so far.
        deals: how many times hands were dealt.
    """

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...] = ()
    leader: int = 0
    turn: int = 0
    won: tuple[tuple[Card, ...], ...] = ()
    tricks: int = 0
    deals: int = 1

    @property
    def players(self) -> int:
        """Return how many seats play."""
        return len(self.hands)

    @property
    def top(self) -> tuple[int, Card] | None:
        """Return (seat, card) on top of the trick, or None before the lead."""
        return self.trick[-1] if self.trick else None


@dataclass(frozen=True)
class Play:
    """Play ``card`` from the hand to the trick (ZT-3)."""

    card: Card


ACTIONS = (Play,)


@dataclass(frozen=True)
class TikoView:
    """What one seat may know of a Tiko position: its own hand and every card played.

    Attributes:
        seat: whose view this is.
        hand: that seat's cards.
        hand_sizes: how many cards each seat holds.
        trick, leader, turn, tricks: as in TikoState.
        won: per seat, the cards it has taken (all were played face up).
        stock: how many cards the stock holds.
    """

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int
    turn: int
    tricks: int
    won: tuple[tuple[Card, ...], ...]
    stock: int

    @property
    def players(self) -> int:
        """Return how many seats play."""
        return len(self.hand_sizes)

    def unseen(self) -> tuple[Card, ...]:
        """Return the cards this seat has not seen: other hands and the stock."""
        seen = set(self.hand) | {c for _, c in self.trick} | {c for w in self.won for c in w}
        return tuple(c for c in DECK if c not in seen)


#: BEATS[a][b]: the card at index a of DECK beats the one at index b (ZT-1), worked out once
#: here for the sorting of hands and for the bots' play-outs.
BEATS: tuple[tuple[bool, ...], ...] = tuple(tuple(beats(a, b) for b in DECK) for a in DECK)
_STRENGTH = {c: sum(row) for c, row in zip(DECK, BEATS)}


def strength(card: Card) -> int:
    """Return how many of the 64 cards ``card`` beats: a fixed order for sorting hands (ZT-1 is not transitive)."""
    return _STRENGTH[card]


def lands_on_top(card: Card, state_or_view: TikoState | TikoView) -> bool:
    """Return True when ``card`` would go on top of the trick now (ZT-3): it beats the top card, or leads."""
    trick = state_or_view.trick
    return not trick or beats(card, trick[-1][1])


def new_game(players: int = 2, seed: int = 1, options: Mapping[str, Any] | None = None) -> TikoState:
    """Shuffle and deal four cards to each player; seat 0 leads, or the seat in option "first" (ZT-2)."""
    if not INFO.min_players <= players <= INFO.max_players:
        raise RuleError("wrong_player_count", count=players, low=INFO.min_players, high=INFO.max_players)
    first = (options or {}).get("first", 0)
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players:
        raise RuleError("bad_option", option="first", value=first)
    cards = list(DECK)
    rng_for(INFO.game_id, seed).shuffle(cards)
    hands, stock = _deal(tuple(cards), players)
    return TikoState(hands=hands, stock=stock, won=((),) * players, leader=first, turn=first)


def _deal(stock: tuple[Card, ...], players: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    hands = tuple(stock[i * HAND:(i + 1) * HAND] for i in range(players))
    return hands, stock[players * HAND:]


def is_over(state: TikoState) -> bool:
    """Return True when every hand is empty and no new hands could be dealt (ZT-5)."""
    return not state.trick and not any(state.hands)


def scores(state: TikoState) -> tuple[int, ...]:
    """Return the cards each seat has won (ZT-6)."""
    return tuple(len(w) for w in state.won)


def to_act(state: TikoState) -> tuple[int, ...]:
    """Return the seat to play, or () at the end."""
    return () if is_over(state) else (state.turn,)


def view(state: TikoState, seat: int) -> TikoView:
    """Return what ``seat`` may know: its own hand, the trick, the tricks taken, the counts."""
    return TikoView(seat=seat, hand=state.hands[seat], hand_sizes=tuple(len(h) for h in state.hands),
                    trick=state.trick, leader=state.leader, turn=state.turn, tricks=state.tricks,
                    won=state.won, stock=len(state.stock))


def mask(state: TikoState, seat: int | None) -> TikoState:
    """Return the state as ``seat`` may know it (``view``, as a state): the other hands and the stock hidden
    (a watcher sees no hand); every card played lies open (ZT-3, ZT-4)."""
    return evolve(state, hands=hands_seen(state.hands, seat, HIDDEN), stock=hidden(state.stock, HIDDEN))


def mask_event(event: Event, seat: int | None) -> Event:
    """Return the event as ``seat`` may know it: a new deal tells each seat its own hand only (ZT-5)."""
    if event.kind == "dealt":
        return with_data(event, hands=hands_seen(event["hands"], seat, HIDDEN))
    return event


#: Every move of Tiko is made in the open: the card played lies face up on the trick (ZT-3).
mask_action = open_action


def legal_actions(state: TikoState, seat: int) -> list:
    """Return a Play for each card in the hand of the seat to play (no suit to follow, ZT-3)."""
    if is_over(state) or seat != state.turn:
        return []
    return [Play(c) for c in state.hands[seat]]


def apply(state: TikoState, seat: int, action: Any) -> tuple[TikoState, list[Event]]:
    """Return the state after a card is played; raise RuleError if illegal."""
    if is_over(state):
        raise RuleError("game_is_over")
    if seat != state.turn:
        raise RuleError("not_your_turn", seat=seat)
    if not isinstance(action, Play):
        raise RuleError("unknown_action")
    card = action.card
    if card not in state.hands[seat]:
        raise RuleError("card_not_in_hand", card=card)
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != card)
    top = state.top
    on_top = lands_on_top(card, state)
    # ZT-3 Decision: a card that does not beat the top goes directly under it.
    trick = state.trick + ((seat, card),) if on_top else state.trick[:-1] + ((seat, card),) + state.trick[-1:]
    events = [Event("played", seat, {"card": card, "lead": top is None, "on_top": on_top,
                                     "top": None if top is None else top[1],
                                     "top_seat": None if top is None else top[0]})]
    new = evolve(state, hands=tuple(hands), trick=trick, turn=(seat + 1) % state.players)
    if len(trick) < state.players:
        return new, events
    # ZT-4: the owner of the top card takes the trick and leads the next.
    winner, top_card = trick[-1]
    won = list(state.won)
    cards = tuple(c for _, c in trick)
    won[winner] = won[winner] + cards
    new = evolve(new, trick=(), won=tuple(won), leader=winner, turn=winner, tricks=state.tricks + 1)
    # "last": the seat that closed the trick (no turn prompt follows its own move).
    events.append(Event("trick_won", winner, {"cards": cards, "card": top_card, "won": len(won[winner]),
                                              "last": seat}))
    if any(new.hands):
        return new, events
    # ZT-5: deal again while the stock holds four for each; the last trick's winner leads.
    if len(new.stock) >= HAND * state.players:
        dealt, stock = _deal(new.stock, state.players)
        new = evolve(new, hands=dealt, stock=stock, deals=state.deals + 1)
        events.append(Event("dealt", None, {"hands": dealt, "stock": len(stock), "leader": winner,
                                            "last": seat}))
    else:
        events.append(Event("game_over", data={"scores": scores(new), "undealt": len(new.stock)}))
    return new, events


RULES = ModuleRules(INFO, TikoState, ACTIONS, new_game=new_game, legal_actions=legal_actions,
                    apply=apply, is_over=is_over, scores=scores, to_act=to_act, mask=mask, mask_event=mask_event,
                    mask_action=mask_action)
