"""Numeramis Loker (rules NL-1 to NL-13): number poker for 1 to 10 players.

A deal: six cards each from 80 (0-9, eight of each); from the dealer's left,
each turn a player exchanges 1-3 cards (at most twice a deal, NL-7), passes
or closes. After a close the players after the closer, up to the one before
the starter, get a last turn (NL-8); then every hand is laid down and ranked
(places and points, NL-10). Two full rounds with no close end the deal void,
or, as a variant, in a show-down (NL-9). With chips (NL-13) everyone pays one
chip to the pot at the deal and one per card exchanged; the best hand takes
the pot.

A hand is secret to its seat; ``view`` is what one seat may know, and bots
read only that. ``LokerMatch`` (at the end) carries the deals of a match:
the dealer moving left, totals, a number of deals or a target score, chips.
The deal's shape (constants, ``LokerState``, the moves, ``LokerView``) is in
``state.py``; every name of it is read here as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from app.core.rng import rng_for
from app.core.rules import Event, ModuleRules, RuleError, evolve
from app.core.seen import NO_DEAL, hands_seen, hidden, with_data
from app.games.loker.hands import HAND, Value, evaluate, places, points
from app.games.loker.state import (ACTIONS, AFTER_TWO, Close, DECK, EXCHANGES, Exchange, HIDDEN, INFO, LokerState,
                                   LokerView, MOST_EXCHANGED, Pass, ROUNDS)


def new_game(players: int = 2, seed: int = 1, options: Mapping[str, Any] | None = None) -> LokerState:
    """Shuffle and deal six cards to each player, one at a time from the dealer's left (NL-5).

    Options: "first" (the starting seat, given by a match; the dealer is on its right) or "dealer";
    "after_two" ("void" or "show", NL-9); "chips" (0 for none, else the chips each holds, NL-13) or
    "chips_held" (each seat's chips, carried over from the last deal) and "pot".
    """
    options = dict(options or {})
    if not isinstance(players, int) or not INFO.min_players <= players <= INFO.max_players:
        raise RuleError("wrong_player_count", count=players, low=INFO.min_players, high=INFO.max_players)
    if "dealer" in options:
        dealer = options["dealer"]
    else:
        first = options.get("first", 0)
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players:
            raise RuleError("bad_option", option="first", value=first)
        dealer = (first - 1) % players
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise RuleError("bad_option", option="dealer", value=dealer)
    after_two = options.get("after_two", "void")
    if after_two not in AFTER_TWO:
        raise RuleError("bad_option", option="after_two", value=after_two)
    chips: tuple[int, ...] = tuple(options.get("chips_held") or ())
    if not chips and options.get("chips"):
        start = options["chips"]
        if not isinstance(start, int) or isinstance(start, bool) or start < 1:
            raise RuleError("bad_option", option="chips", value=start)
        chips = (start,) * players
    if chips and (len(chips) != players or any(c < 1 for c in chips)):
        raise RuleError("cannot_pay")
    pot = int(options.get("pot", 0))
    if chips:  # NL-13: the opening chip.
        chips = tuple(c - 1 for c in chips)
        pot += players
    cards = list(DECK)
    rng_for(INFO.game_id, seed).shuffle(cards)
    order = [(dealer + 1 + i) % players for i in range(players)]
    hands: list[list[int]] = [[] for _ in range(players)]
    for i in range(HAND * players):  # one card at a time, around the table
        hands[order[i % players]].append(cards[i])
    first = order[0]
    return LokerState(seed=seed, dealer=dealer, hands=tuple(tuple(h) for h in hands),
                      stock=tuple(cards[HAND * players:]), turn=first, exchanges=(0,) * players,
                      laid=(False,) * players, after_two=after_two, chips=chips, pot=pot,
                      thrown=((),) * players)


def is_over(state: LokerState) -> bool:
    """Return True when the deal has ended: hands laid down, or void."""
    return state.over


def scores(state: LokerState) -> tuple[int, ...]:
    """Return each seat's points of this deal (NL-10); all 0 while it runs or when it ended void."""
    return state.won or (0,) * state.players


def to_act(state: LokerState) -> tuple[int, ...]:
    """Return the seat to act, or () at the end."""
    return () if state.over else (state.turn,)


def value(state: LokerState, seat: int) -> Value:
    """Return what a seat's hand is worth now."""
    return evaluate(state.hands[seat])


def view(state: LokerState, seat: int) -> LokerView:
    """Return what ``seat`` may know."""
    return LokerView(seat=seat, hand=state.hands[seat], dealer=state.dealer, turn=state.turn, round=state.round,
                     exchanges=state.exchanges, closer=state.closer, last=state.last,
                     laid=tuple(h if state.laid[i] else None for i, h in enumerate(state.hands)),
                     stock=len(state.stock), discards=len(state.discards), chips=state.chips, pot=state.pot,
                     exchanged=state.exchanged, thrown=state.thrown[seat] if state.thrown else ())


def mask(state: LokerState, seat: int | None) -> LokerState:
    """Return the state as ``seat`` may know it (``view``, as a state): its own hand and the cards it threw
    out, the hands laid down (NL-6, NL-8, the show-down); every other hand, the stock and the face-down
    discards hidden (NL-6), and no deal number, which would deal the hands again."""
    thrown = tuple(t if i == seat else hidden(t, HIDDEN) for i, t in enumerate(state.thrown))
    return evolve(state, hands=hands_seen(state.hands, seat, HIDDEN, shown=state.laid),
                   stock=hidden(state.stock, HIDDEN), discards=hidden(state.discards, HIDDEN), thrown=thrown,
                   seed=NO_DEAL)


def mask_event(event: Event, seat: int | None) -> Event:
    """Return the event as ``seat`` may know it: another seat's exchange says how many cards, not which
    (NL-6: discarded face down); a hand laid down is open to all."""
    if event.kind == "exchanged" and event.seat != seat:
        return with_data(event, out=hidden(event["out"], HIDDEN), **{"in": hidden(event["in"], HIDDEN)})
    return event


def mask_action(action: Any, actor: int, seat: int | None) -> Any:
    """Return a move as ``seat`` may know it: another seat's exchange says how many cards, not which (NL-6);
    a pass and a close are said aloud."""
    if isinstance(action, Exchange) and actor != seat:
        return Exchange(hidden(action.cards, HIDDEN))
    return action


def can_exchange(state: LokerState, seat: int) -> bool:
    """Return True when the seat may still exchange (NL-7), and pay for it with chips (NL-13)."""
    return state.exchanges[seat] < EXCHANGES and (not state.chips or state.chips[seat] >= 1)


def legal_actions(state: LokerState, seat: int) -> list:
    """Return every legal action: each distinct exchange of 1-3 cards, pass, and close with a figure."""
    if state.over or seat != state.turn:
        return []
    out: list = []
    if state.exchanged:
        return [Pass(), Close()] if value(state, seat).rank else [Pass()]
    if can_exchange(state, seat):
        most = min(MOST_EXCHANGED, state.chips[seat]) if state.chips else MOST_EXCHANGED
        seen = set()
        hand = state.hands[seat]
        from itertools import combinations

        for k in range(1, most + 1):
            for combo in combinations(sorted(hand), k):
                if combo not in seen:
                    seen.add(combo)
                    out.append(Exchange(combo))
    if state.closer is None:
        out.append(Pass())
        if value(state, seat).rank:
            out.append(Close())
    else:
        out.append(Close())
    return out


def _draw(state: LokerState, k: int) -> tuple[tuple[int, ...], LokerState]:
    """Take k cards from the stock; when it runs short, the discards are shuffled into it (a decision)."""
    stock, discards, reshuffles = state.stock, state.discards, state.reshuffles
    if len(stock) < k:
        pile = list(discards)
        reshuffles += 1
        rng_for(INFO.game_id, state.seed * 100 + reshuffles).shuffle(pile)
        stock, discards = stock + tuple(pile), ()
        state = evolve(state, thrown=((),) * state.players)  # every discard may come back now
    return stock[:k], evolve(state, stock=stock[k:], discards=discards, reshuffles=reshuffles)


def apply(state: LokerState, seat: int, action: Any) -> tuple[LokerState, list[Event]]:
    """Return the state after one action; raise RuleError if illegal."""
    if state.over:
        raise RuleError("game_is_over")
    if seat != state.turn:
        raise RuleError("not_your_turn", seat=seat)
    events: list[Event] = []
    last_turn = state.closer is not None
    if state.exchanged and isinstance(action, Exchange):
        raise RuleError("one_exchange_a_turn")
    if isinstance(action, Exchange):
        cards = tuple(action.cards)
        if not 1 <= len(cards) <= MOST_EXCHANGED:
            raise RuleError("exchange_count", low=1, high=MOST_EXCHANGED)
        if state.exchanges[seat] >= EXCHANGES:
            raise RuleError("no_exchanges_left", count=EXCHANGES)
        if state.chips and state.chips[seat] < len(cards):
            raise RuleError("not_enough_chips", count=state.chips[seat])
        hand = list(state.hands[seat])
        for c in cards:
            if c not in hand:
                raise RuleError("card_not_in_hand", card=c)
            hand.remove(c)
        thrown = list(state.thrown or ((),) * state.players)
        thrown[seat] = thrown[seat] + cards
        state = evolve(state, discards=state.discards + cards, thrown=tuple(thrown))
        drawn, state = _draw(state, len(cards))
        hands = list(state.hands)
        hands[seat] = tuple(hand) + drawn
        exchanges = tuple(e + (i == seat) for i, e in enumerate(state.exchanges))
        chips, pot = state.chips, state.pot
        if chips:
            chips = tuple(c - len(cards) * (i == seat) for i, c in enumerate(chips))
            pot += len(cards)
        state = evolve(state, hands=tuple(hands), exchanges=exchanges, chips=chips, pot=pot)
        events.append(Event("exchanged", seat, {"out": cards, "in": drawn, "count": len(cards),
                                                "left": EXCHANGES - exchanges[seat], "last_turn": last_turn}))
        if last_turn:
            state = _lay(state, seat, events)
        else:
            # The turn stays: the player hears the new cards, then closes or passes.
            return evolve(state, exchanged=True), events
    elif isinstance(action, Pass):
        if last_turn:
            state = _lay(state, seat, events)  # on a last turn, passing lays the hand down unchanged
        elif state.exchanged:
            # NL-6: the exchange was the turn; passing after it only ends the turn. Every action has its
            # event (the rules contract), so this one is "turn_ended", which the table does not announce.
            state = evolve(state, exchanged=False)
            events.append(Event("turn_ended", seat, {}))
        else:
            events.append(Event("passed", seat, {}))
    elif isinstance(action, Close):
        if last_turn:
            state = _lay(state, seat, events)
        else:
            if not value(state, seat).rank:
                raise RuleError("no_figure")
            # NL-8: the seats after the closer, up to the one before the starter, get a last turn.
            position = (seat - state.first) % state.players
            last = tuple((seat + i) % state.players for i in range(1, state.players - position))
            state = evolve(state, closer=seat, last=last, exchanged=False)
            events.append(Event("closed", seat, {"hand": state.hands[seat],
                                                 "last": last}))
            state = evolve(state, laid=tuple(done or i == seat for i, done in enumerate(state.laid)))
            if not last:
                return _show_down(state, events)
            return evolve(state, turn=last[0]), events
    else:
        raise RuleError("unknown_action")
    if last_turn:
        rest = state.last[1:]
        state = evolve(state, last=rest)
        if not rest:
            return _show_down(state, events)
        return evolve(state, turn=rest[0]), events
    played = state.played + 1
    if played < state.players:
        return evolve(state, played=played, turn=(seat + 1) % state.players), events
    rounds = state.round + 1
    state = evolve(state, played=0, round=rounds, turn=state.first)
    if rounds < ROUNDS:
        return state, events
    # NL-9: two full rounds and no close.
    if state.after_two == "show":
        state = evolve(state, laid=(True,) * state.players)
        return _show_down(state, events, after_two=True)
    state = evolve(state, over=True, void=True, turn=-1, won=(0,) * state.players)
    events.append(Event("void", None, {"pot": state.pot}))
    events.append(Event("game_over", None, {"scores": state.won, "void": True}))
    return state, events


def _lay(state: LokerState, seat: int, events: list[Event]) -> LokerState:
    events.append(Event("laid", seat, {"hand": state.hands[seat]}))
    return evolve(state, laid=tuple(done or i == seat for i, done in enumerate(state.laid)))


def ranking(state: LokerState) -> list[tuple[int, Value, int | None, int]]:
    """Return the laid-down hands best first: (seat, value, place, points), NL-4 and NL-10."""
    values = [evaluate(h) for h in state.hands]
    place = places(values)
    got = points(values)
    order = sorted(range(state.players), key=lambda s: (values[s], -((s - state.first) % state.players)),
                   reverse=True)
    return [(s, values[s], place[s] if values[s].rank else None, got[s]) for s in order]


def _show_down(state: LokerState, events: list[Event], after_two: bool = False) -> tuple[LokerState, list[Event]]:
    ranked = ranking(state)
    won = [0] * state.players
    for s, _v, _p, pts in ranked:
        won[s] = pts
    chips, pot = state.chips, state.pot
    takers: tuple[int, ...] = ()
    if chips:
        best = ranked[0][1]
        if best.rank:
            takers = tuple(s for s, v, _p, _pts in ranked if v == best)
            share, odd = divmod(pot, len(takers))
            # A decision: a pot that does not divide leaves its odd chips in the pot for the next deal.
            chips = tuple(c + share * (i in takers) for i, c in enumerate(chips))
            pot = odd
    state = evolve(state, over=True, turn=-1, won=tuple(won), chips=chips, pot=pot,
                    laid=(True,) * state.players, last=())
    events.append(Event("show_down", None, {"ranked": tuple((s, tuple(state.hands[s]), p, pts)
                                                            for s, _v, p, pts in ranked),
                                            "after_two": after_two, "pot_to": takers}))
    events.append(Event("game_over", None, {"scores": state.won, "void": False}))
    return state, events


def carry(state: LokerState) -> dict[str, Any]:
    """Return what the next deal takes from a finished one: the chips and the pot (NL-13), also into a
    match played on from this one (NL-12); nothing once a seat cannot pay (a new chips game starts)."""
    if not state.chips or cannot_pay(state):
        return {}
    return {"chips_held": list(state.chips), "pot": state.pot}


def cannot_pay(state: LokerState) -> tuple[int, ...]:
    """Return the seats that cannot pay the next deal's opening chip (NL-13), once the deal is over."""
    if not state.over or not state.chips:
        return ()
    return tuple(s for s, c in enumerate(state.chips) if c < 1)


def match_ends(state: LokerState, standings: tuple[int, ...], options: Mapping[str, Any]) -> bool:
    """Return True when a finished deal ends the match (NL-12, NL-13): the target score is reached, or a
    seat cannot pay the opening chip."""
    target = options.get("target", 0)
    return bool(cannot_pay(state)) or bool(target and standings and max(standings) >= target)


def migrate(data: dict) -> dict:
    """Return a saved match brought up to date: a deal saved before ``thrown`` existed gets it empty
    (the replay rebuilds it; the saved-state check leaves it out)."""
    state = data.get("state")
    if isinstance(state, dict) and "thrown" not in state:
        data = {**data, "state": {**state, "thrown": []}}
    return data


def open_match(options: Mapping[str, Any]) -> bool:
    """Return True when the match plays on until a seat cannot pay or the target is reached, whatever
    number of games the table set: with chips (NL-12, NL-13)."""
    return bool(options.get("chips"))


RULES = ModuleRules(INFO, LokerState, ACTIONS, new_game=new_game, legal_actions=legal_actions,
                    apply=apply, is_over=is_over, scores=scores, to_act=to_act, carry=carry,
                    match_ends=match_ends, migrate=migrate, open_match=open_match, mask=mask, mask_event=mask_event,
                    mask_action=mask_action)


@dataclass(frozen=True)
class LokerMatch:
    """A match of deals (NL-5, NL-12, NL-13): the dealer moves left after each deal.

    Attributes:
        players: seats.
        deal: the current deal number.
        state: the current deal.
        totals: place points of the deals already finished.
        deals: how many deals the match has (0: none fixed).
        target: the score that ends it (0: none).
        played: deals finished.
        options: the deal options (after_two, chips).
    """

    players: int
    deal: int
    state: LokerState
    totals: tuple[int, ...]
    deals: int = 0
    target: int = 0
    played: int = 0
    options: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def start(cls, players: int, deal: int, deals: int = 0, target: int = 0, dealer: int = 0,
              **options: Any) -> "LokerMatch":
        """Return a match whose first deal is dealt by ``dealer``."""
        state = new_game(players, deal, {**options, "dealer": dealer})
        return cls(players, deal, state, (0,) * players, deals, target, 0, tuple(sorted(options.items())))

    def standings(self) -> tuple[int, ...]:
        """Return the totals with the current deal's points once it is over."""
        if not self.state.over:
            return self.totals
        return tuple(t + p for t, p in zip(self.totals, scores(self.state)))

    def is_over(self) -> bool:
        """Return True when the match has ended: its deals played, a target reached, or (NL-13) a seat
        that cannot pay the opening chip."""
        if not self.state.over:
            return False
        played = self.played + 1
        if self.deals and played >= self.deals:
            return True
        if self.target and max(self.standings()) >= self.target:
            return True
        return bool(self.state.chips) and min(self.state.chips) < 1

    def next_deal(self) -> "LokerMatch":
        """Return the match at its next deal: the next seat to the left deals (NL-5); chips and an
        undivided or void pot carry over (NL-13)."""
        if not self.state.over:
            raise RuleError("round_not_over")
        if self.is_over():
            raise RuleError("match_is_over")
        options = dict(self.options)
        if self.state.chips:
            options.update(chips_held=self.state.chips, pot=self.state.pot)
        dealer = (self.state.dealer + 1) % self.players
        state = new_game(self.players, self.deal + 1, {**options, "dealer": dealer})
        return evolve(self, deal=self.deal + 1, state=state, totals=self.standings(), played=self.played + 1)

    def winners(self) -> tuple[int, ...]:
        """Return the seats with the most place points (NL-13: they win, also in the chips variant)."""
        s = self.standings()
        return tuple(i for i, v in enumerate(s) if v == max(s))
