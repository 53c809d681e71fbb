"""Zip Zap (rules ZZ-1 to ZZ-15): a shedding race for 2 to 6 players.

A pure state machine whose actions carry timestamps (milliseconds on the
table's clock). In the race (option ``mode`` "race", ZZ-13) every seat with
a fitting card may act at once: ``to_act`` lists them all, and the first
action applied counts; a card aimed at a top card that was just covered is
refused as too late (ZZ-10). In the turn-based mode (``mode`` "turns",
ZZ-14) one seat acts at a time: it plays fitting cards, as many in a row as
it likes, and passes to end its turn.

Decisions (marked in seeds/zipzap.md):
- "Nobody can play" (ZZ-8) is seen by the rules at once: when no hand holds
  a card that fits the top card, the seat that played last leads any card.
- When every flip at the start finds nothing that fits (ZZ-5), the round's
  starting seat leads.
- A leader may lead any number card; the Zap card is only played by ZZ-9.
- The rounds of ZZ-12 are one game of the table: the state deals them in
  turn; ``scores`` are the totals (fewest wins, or most in the one-point
  variant).

The game's shape (constants, ``Card``, ``ZipZapState``, the moves,
``ZipZapView``) is in ``state.py``; every name of it is read here as before.
"""

from __future__ import annotations

from typing import Any, Mapping

from app.core.rng import rng_for
from app.core.rules import Event, ModuleRules, RuleError, evolve
from app.core.seen import NO_DEAL, hands_seen, hidden, open_action, with_data
from app.games.zipzap.state import (ACTIONS, Card, COLOURS, DEAL, fits, HIDDEN, INFO, MODES, NUMBER_CARDS, Pass, Play,
                                    SCORINGS, Zap, ZAP_CARD, ZipZapState, ZipZapView, POINTS as POINTS, WILD as WILD,
                                    ZAP as ZAP, ZAP_CARDS as ZAP_CARDS)


def rounds_for(players: int) -> int:
    """Return how many rounds a game has (ZZ-12): one per player, two each with 2 or 3 players."""
    return players * 2 if players <= 3 else players


def hand_points(hand: tuple[Card, ...]) -> int:
    """Return the points a hand scores at a round's end (ZZ-11)."""
    return sum(c.points for c in hand)


def new_game(players: int = 2, seed: int = 1, options: Mapping[str, Any] | None = None) -> ZipZapState:
    """Deal the first round (ZZ-2 to ZZ-5) with the options mode (race, turns) and scoring (hands, one)."""
    if not INFO.min_players <= players <= INFO.max_players:
        raise RuleError("wrong_player_count", count=players, low=INFO.min_players, high=INFO.max_players)
    options = options or {}
    mode, scoring = options.get("mode", "race"), options.get("scoring", "hands")
    if mode not in MODES:
        raise RuleError("bad_option", option="mode", value=mode)
    if scoring not in SCORINGS:
        raise RuleError("bad_option", option="scoring", value=scoring)
    start = ZipZapState(hands=((),) * players, stock=(), pile=(), owners=(), mode=mode, scoring=scoring,
                        seed=seed, rounds=rounds_for(players), totals=(0,) * players)
    state, _events = _deal(start, 1, 0, 0)
    return state


def _deal(state: ZipZapState, round_no: int, first: int, now: int) -> tuple[ZipZapState, list[Event]]:
    """Deal round ``round_no``: leave series out (ZZ-3), deal (ZZ-2, ZZ-4), turn the first card (ZZ-5)."""
    rng = rng_for(INFO.game_id, state.seed * 16 + round_no)
    players = state.players
    out: tuple[str, ...] = ()
    if players <= 3:
        out = tuple(sorted(rng.sample(COLOURS, 4 - players), key=COLOURS.index))
    cards = [c for c in NUMBER_CARDS if c.colour not in out]
    rng.shuffle(cards)
    size = DEAL[players]
    hands = tuple(tuple(sorted(cards[i * size:(i + 1) * size])) + (ZAP_CARD,) for i in range(players))
    stock = tuple(cards[players * size:])
    new = evolve(state, hands=hands, stock=stock[1:], pile=stock[:1], owners=(-1,), played=-1, leader=-1,
                  turn=first, passes=0, round_no=round_no, first=first, left_out=out, clock=now, top_at=now)
    events = [Event("dealt", None, {"round": round_no, "rounds": state.rounds, "hands": hands, "left_out": out,
                                    "first": first}),
              Event("flipped", None, {"card": new.top, "again": False})]
    # ZZ-5: turn the next card while nobody can play on the top one.
    while not _anyone_fits(new) and new.stock:
        new = evolve(new, pile=new.pile + new.stock[:1], owners=new.owners + (-1,), stock=new.stock[1:])
        events.append(Event("flipped", None, {"card": new.top, "again": True}))
    if not _anyone_fits(new):
        new = evolve(new, leader=first, turn=first)
        events.append(Event("lead", first, {"reason": "start"}))
    return new, events


def _anyone_fits(state: ZipZapState) -> bool:
    top = state.top
    return any(fits(c, top) for hand in state.hands for c in hand)


def is_over(state: ZipZapState) -> bool:
    """Return True when the last round is over (ZZ-12)."""
    return state.over


def scores(state: ZipZapState) -> tuple[int, ...]:
    """Return each seat's points over the rounds finished (ZZ-11, ZZ-12)."""
    return state.totals


def winners(state: ZipZapState) -> tuple[int, ...]:
    """Return the seats with the fewest points (the most in the one-point variant, ZZ-12)."""
    best = max(state.totals) if state.scoring == "one" else min(state.totals)
    return tuple(i for i, t in enumerate(state.totals) if t == best)


def fewest_wins(options) -> bool:
    """Return True when the fewest points win (counting hands, ZZ-11); the one-point variant counts rounds won."""
    return (options or {}).get("scoring", "hands") != "one"


def can_zap(state: ZipZapState, seat: int) -> bool:
    """Return True when ``seat`` may call Zap (ZZ-9): it played the top card, a number card, and holds its Zap card."""
    return (state.top_owner == seat and not state.top.is_zap and ZAP_CARD in state.hands[seat]
            and state.leader in (-1, seat))


def fitting(state: ZipZapState | ZipZapView, hand: tuple[Card, ...]) -> list[Card]:
    """Return the cards of ``hand`` that fit the top card (ZZ-6), in hand order."""
    top = state.top
    return [c for c in hand if fits(c, top)]


def view(state: ZipZapState, seat: int) -> ZipZapView:
    """Return what ``seat`` may know."""
    return ZipZapView(seat=seat, hand=state.hands[seat], hand_sizes=tuple(len(h) for h in state.hands),
                      pile=state.pile, owners=state.owners, leader=state.leader, turn=state.turn,
                      mode=state.mode, scoring=state.scoring, round_no=state.round_no, rounds=state.rounds,
                      totals=state.totals)


def mask(state: ZipZapState, seat: int | None) -> ZipZapState:
    """Return the state as ``seat`` may know it (``view``, as a state): the other hands and the draw pile
    hidden (ZZ-4; a watcher sees no hand), and no deal number, which would deal every round again.

    In the race ``to_act`` of a masked state lists the seat itself exactly when the full state does, but
    no other seat that holds a fitting card: who else could play is not the seat's to know.
    """
    return evolve(state, hands=hands_seen(state.hands, seat, HIDDEN), stock=hidden(state.stock, HIDDEN),
                   seed=NO_DEAL)


def mask_event(event: Event, seat: int | None) -> Event:
    """Return the event as ``seat`` may know it: a deal tells each seat its own hand only (ZZ-4), and a
    round's end its points, not the others' cards."""
    if event.kind in ("dealt", "round_over"):
        return with_data(event, hands=hands_seen(event["hands"], seat, HIDDEN))
    return event


#: Every move of Zip Zap is made in the open: a card played lies face up on the pile at once (ZZ-5, ZZ-6),
#: the Zap card too (ZZ-9), and a pass is said.
mask_action = open_action


def to_act(state: ZipZapState) -> tuple[int, ...]:
    """Return the seats that may act now: the leader; the seat whose turn it is; in the race everyone who can."""
    if state.over:
        return ()
    if state.leader >= 0:
        return (state.leader,)
    if state.mode == "turns":
        return (state.turn,)
    order = [(state.first + i) % state.players for i in range(state.players)]
    top = state.top
    after = top.number + 1  # asked first: most cards are ruled out by their number alone
    return tuple(s for s in order
                 if can_zap(state, s) or any(c.number == after and fits(c, top) for c in state.hands[s]))


def legal_actions(state: ZipZapState, seat: int) -> list:
    """Return what ``seat`` may do now (ZZ-6 to ZZ-10, ZZ-14)."""
    if seat not in to_act(state):
        return []
    hand = state.hands[seat]
    if state.leader == seat:
        plays: list[Play | Zap | Pass] = [Play(c) for c in hand if not c.is_zap]
    else:
        plays = [Play(c) for c in fitting(state, hand)]
    if can_zap(state, seat):
        plays.append(Zap())
    if state.mode == "turns" and state.leader < 0:
        plays.append(Pass())
    return plays


def _check_time(state: ZipZapState, at: Any) -> None:
    if not isinstance(at, int) or isinstance(at, bool) or at < 0:
        raise RuleError("unknown_action")
    if at < state.clock:
        # Actions come in the order they happened; one stamped before the last is a stale one.
        raise RuleError("too_late", seat=state.top_owner, card=state.top)


def apply(state: ZipZapState, seat: int, action: Any) -> tuple[ZipZapState, list[Event]]:
    """Return the state after ``seat``'s action; raise RuleError (state unchanged) if it is not allowed."""
    if state.over:
        raise RuleError("game_is_over")
    if not isinstance(action, ACTIONS):
        raise RuleError("unknown_action")
    if not 0 <= seat < state.players:
        raise RuleError("not_your_turn", seat=seat)
    _check_time(state, action.at)
    if isinstance(action, Play) and _too_late(state, seat, action.card):
        # ZZ-10: two plays at once: the first card down counts, this one came too late.
        raise RuleError("too_late", seat=state.top_owner, card=state.top)
    if state.leader >= 0 and seat != state.leader:
        raise RuleError("someone_leads", seat=state.leader)
    if state.mode == "turns" and seat != state.turn:
        raise RuleError("not_your_turn", seat=seat)
    if isinstance(action, Pass):
        return _pass(state, seat, action.at)
    if isinstance(action, Zap):
        return _zap(state, seat, action.at)
    return _play(state, seat, action.card, action.at)


def _too_late(state: ZipZapState, seat: int, card: Any) -> bool:
    """Return True when ``card`` fitted the card just covered by another seat's, in the race."""
    if state.mode != "race" or len(state.pile) < 2 or state.top_owner in (-1, seat) or state.leader == seat:
        return False
    return isinstance(card, Card) and card in state.hands[seat] and fits(card, state.pile[-2]) \
        and not fits(card, state.top)


def _pass(state: ZipZapState, seat: int, at: int) -> tuple[ZipZapState, list[Event]]:
    if state.mode != "turns":
        raise RuleError("no_passing")
    if state.leader == seat:
        raise RuleError("must_lead")
    passes = state.passes + 1
    new = evolve(state, turn=(seat + 1) % state.players, passes=passes, clock=at)
    events = [Event("passed", seat, {"next": new.turn})]
    if passes >= state.players:
        # ZZ-8: a whole round of passes: nobody plays, so the last to play leads.
        leader = state.played if state.played >= 0 else state.first
        new = evolve(new, leader=leader, turn=leader, passes=0)
        events.append(Event("lead", leader, {"reason": "stuck"}))
    return new, events


def _zap(state: ZipZapState, seat: int, at: int) -> tuple[ZipZapState, list[Event]]:
    if ZAP_CARD not in state.hands[seat]:
        raise RuleError("zap_used")
    if not can_zap(state, seat):
        raise RuleError("zap_not_yours", card=state.top, seat=state.top_owner)
    hand = list(state.hands[seat])
    hand.remove(ZAP_CARD)
    new = _put(state, seat, ZAP_CARD, tuple(hand), at)
    events = [Event("zap", seat, {"left": len(hand), "at": at})]
    if not hand:
        return _round_over(new, seat, events)
    # ZZ-9: then they play any card.
    new = evolve(new, leader=seat, turn=seat)
    events.append(Event("lead", seat, {"reason": "zap"}))
    return new, events


def _put(state: ZipZapState, seat: int, card: Card, hand: tuple[Card, ...], at: int) -> ZipZapState:
    hands = list(state.hands)
    hands[seat] = hand
    return evolve(state, hands=tuple(hands), pile=state.pile + (card,), owners=state.owners + (seat,),
                   played=seat, leader=-1, passes=0, clock=at, top_at=at)


def _play(state: ZipZapState, seat: int, card: Any, at: int) -> tuple[ZipZapState, list[Event]]:
    if not isinstance(card, Card):
        raise RuleError("unknown_action")
    hand = list(state.hands[seat])
    if card not in hand:
        raise RuleError("card_not_in_hand", card=card)
    if card.is_zap:
        return _zap(state, seat, at)
    lead = state.leader == seat
    if not lead and not fits(card, state.top):
        raise RuleError("does_not_fit", card=card, top=state.top)
    hand.remove(card)
    new = _put(state, seat, card, tuple(hand), at)
    events = [Event("played", seat, {"card": card, "lead": lead, "left": len(hand), "at": at})]
    if not hand:
        return _round_over(new, seat, events)
    if card.number == 10:
        # ZZ-7: a 10 stops the chain; its player leads.
        new = evolve(new, leader=seat, turn=seat)
        events.append(Event("lead", seat, {"reason": "ten"}))
    elif not _anyone_fits(new):
        # ZZ-8: nobody can play; the player who played last leads.
        new = evolve(new, leader=seat, turn=seat)
        events.append(Event("lead", seat, {"reason": "stuck"}))
    return new, events


def _round_over(state: ZipZapState, seat: int, events: list[Event]) -> tuple[ZipZapState, list[Event]]:
    """End the round the moment ``seat`` has no card left (ZZ-11) and deal the next, or end the game (ZZ-12)."""
    if state.scoring == "one":
        points = tuple(int(s == seat) for s in range(state.players))
    else:
        points = tuple(hand_points(h) for h in state.hands)
    totals = tuple(t + p for t, p in zip(state.totals, points))
    new = evolve(state, totals=totals, leader=-1)
    events.append(Event("round_over", seat, {"round": state.round_no, "rounds": state.rounds, "points": points,
                                             "totals": totals, "hands": state.hands}))
    if state.round_no >= state.rounds:
        new = evolve(new, over=True)
        events.append(Event("game_over", data={"scores": totals, "winners": winners(new),
                                               "scoring": state.scoring}))
        return new, events
    new, dealt = _deal(new, state.round_no + 1, (state.first + 1) % state.players, state.clock)
    return new, events + dealt


def stamp(action: Any, at: int) -> Any:
    """Return ``action`` made at time ``at`` (ms): how the Session times a move in the race."""
    return evolve(action, at=max(0, int(at)))


def clock(state: ZipZapState) -> int:
    """Return the race's clock: the time (ms) of the last action applied (a later one may not come before it)."""
    return state.clock


def racing(state: ZipZapState) -> bool:
    """Return True while seats race (ZZ-13): several may act at once, and time counts."""
    return state.mode == "race" and not state.over


RULES = ModuleRules(INFO, ZipZapState, ACTIONS, new_game=new_game, legal_actions=legal_actions,
                    apply=apply, is_over=is_over, scores=scores, to_act=to_act,
                    fewest_wins=fewest_wins, mask=mask, mask_event=mask_event,
                    mask_action=mask_action, racing=racing, stamp=stamp, clock=clock,
                    # With several players at one keyboard the race is for one player at the keyboard,
                    # so friends play turn by turn (ZZ-14).
                    shared_keyboard={"mode": "turns"})
