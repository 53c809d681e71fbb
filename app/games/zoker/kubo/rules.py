"""Zoker Kubo (rules ZK-1 to ZK-9): building the cube, 2 to 5 players.

The 64 cards are the points of a 4x4x4 cube (``cards.DECK``). Four corner
cards of one face start the building; players draw, then place cards of
their hand at their own places in the cube, and score the lines of four
(``cards.LINES``: 48 straights, 24 diagonals, 4 Zokers) they complete.

The face the cube grows from (ZK-9) fixes one axis as "up": the *levels*
are measured along it, and "above" and "below" in ZK-3 follow it. Hands are
secret to their seats; ``view`` is what one seat may know, and bots read
only that. The cube's geometry (levels, above, below, which places can take
a card) is ``cube.py``'s; its names are read here as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from app.core.rng import rng_for
from app.core.rules import Event, GameInfo, ModuleRules, RuleError, evolve
from app.core.seen import hands_seen, hidden, open_action, with_data
from app.games.zoker.cards import DECK, HIDDEN, LINES, Card, Line
from app.games.zoker.kubo.cube import (completes, FACES, LINE_INDEX, open_places, placeable, starting_cards, why_not,
                                       above as above, below as below, column_above as column_above,
                                       complete_lines as complete_lines, covering as covering, dead as dead,
                                       free_above as free_above, level_neighbours as level_neighbours,
                                       level_of as level_of, step as step, supported as supported,
                                       supports as supports, THROUGH as THROUGH)

INFO = GameInfo("zoker-kubo", 2, 5, undo=False, rule_prefix="ZK", secret_hands=True, rotates_start=True)
#: ZK-1: four cards to each player at the start.
HAND = 4
#: ZK-2: after placing two or more, a player may draw up to this many in hand.
FILL = 5
#: ZK-6 Decision: "auto" scores every completed structure; "claim" lets players claim and steal.
SCORINGS = ("auto", "claim")
#: Phases of a turn: "draw" (a choice of ZK-2), "place", "steal" (ZK-6: the others may call Point!).
PHASES = ("draw", "place", "steal")


@dataclass(frozen=True)
class KuboState:
    """A Kubo position.

    Attributes:
        hands: per seat, the cards in hand (secret to that seat).
        stock: the cards still to draw, next first (secret to all).
        placed: (seat, card) of every card in the cube, in the order placed; seat -1 for the
            four starting cards.
        turn: the seat whose turn it is.
        phase: "draw" (the seat chooses one card or up to five), "place" or "steal".
        placed_now: cards placed on this turn so far.
        placed_before: per seat, cards it placed on its last turn (two or more lets it fill up, ZK-2).
        scored: (line index, seat) of each completed line, in order; seat -1 when nobody
            claimed it in time (ZK-6: lost).
        pending: lines completed on this turn and not yet claimed (claiming only).
        stealer: in the "steal" phase, the seat that may call Point! now.
        points: per seat, the points of its structures (minus points come only at the end).
        passes: turns in a row ended with no card placed while the stock was empty.
        ended: "" while the game goes on; else why it ended: "zoker" (ZK-7 a), "hand" (b),
            "blocked" (c) or "stuck" (every player passed in turn with the stock empty).
        face: the face the cube grows from (ZK-9).
        scoring: "auto" or "claim" (ZK-6).
    """

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    placed: tuple[tuple[int, Card], ...]
    turn: int = 0
    phase: str = "place"
    placed_now: int = 0
    placed_before: tuple[int, ...] = ()
    scored: tuple[tuple[int, int], ...] = ()
    pending: tuple[int, ...] = ()
    stealer: int = -1
    points: tuple[int, ...] = ()
    passes: int = 0
    ended: str = ""
    face: str = "colour"
    scoring: str = "auto"

    @property
    def players(self) -> int:
        """Return how many seats play."""
        return len(self.hands)

    @property
    def cube(self) -> frozenset[Card]:
        """Return the cards in the cube."""
        return frozenset(c for _, c in self.placed)


@dataclass(frozen=True)
class Draw:
    """Draw at the start of a turn: one card, or (``fill``) up to five in hand (ZK-2)."""

    fill: bool


@dataclass(frozen=True)
class Place:
    """Place ``card`` from the hand at its own place in the cube (ZK-3)."""

    card: Card


@dataclass(frozen=True)
class Claim:
    """Claim (or, after another's turn, steal with "Point!") the line ``line``, an index of LINES (ZK-6)."""

    line: int


@dataclass(frozen=True)
class EndTurn:
    """Say the turn is over (ZK-2); in the "steal" phase, let the chance to call Point! pass."""


ACTIONS = (Draw, Place, Claim, EndTurn)


# The game

def new_game(players: int = 2, seed: int = 1, options: Mapping[str, Any] | None = None) -> KuboState:
    """Place the four starting corners, shuffle the other 60 and deal four to each (ZK-1); seat "first" draws."""
    if not INFO.min_players <= players <= INFO.max_players:
        raise RuleError("wrong_player_count", count=players, low=INFO.min_players, high=INFO.max_players)
    options = options or {}
    first = options.get("first", 0)
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players:
        raise RuleError("bad_option", option="first", value=first)
    face = options.get("face", "colour")
    if face not in FACES:
        raise RuleError("bad_option", option="face", value=face)
    scoring = options.get("scoring", "auto")
    if scoring not in SCORINGS:
        raise RuleError("bad_option", option="scoring", value=scoring)
    start = starting_cards(face)
    cards = [c for c in DECK if c not in start]
    rng_for(INFO.game_id, seed).shuffle(cards)
    hands = tuple(tuple(cards[i * HAND:(i + 1) * HAND]) for i in range(players))
    state = KuboState(hands=hands, stock=tuple(cards[players * HAND:]), placed=tuple((-1, c) for c in start),
                      turn=first, placed_before=(0,) * players, points=(0,) * players, face=face,
                      scoring=scoring)
    state, _ = _begin_turn(state, first)
    return state


def may_fill(state: KuboState, seat: int) -> bool:
    """Return True when the seat may draw up to five instead of one (ZK-2): it placed two or more last turn."""
    return state.placed_before[seat] >= 2 and bool(state.stock) and len(state.hands[seat]) + 1 < FILL


def _draw(state: KuboState, seat: int, count: int) -> tuple[KuboState, list[Event]]:
    count = min(count, len(state.stock))
    if count <= 0:
        return state, []
    drawn = state.stock[:count]
    hands = list(state.hands)
    hands[seat] = hands[seat] + drawn
    state = evolve(state, hands=tuple(hands), stock=state.stock[count:])
    return state, [Event("drew", seat, {"cards": drawn, "stock": len(state.stock)})]


def _begin_turn(state: KuboState, seat: int) -> tuple[KuboState, list[Event]]:
    """Start ``seat``'s turn: the choice of ZK-2, or the one card it draws."""
    state = evolve(state, turn=seat, placed_now=0, pending=(), stealer=-1)
    if may_fill(state, seat):
        return evolve(state, phase="draw"), []
    state = evolve(state, phase="place")
    return _draw(state, seat, 1)


def is_over(state: KuboState) -> bool:
    """Return True when the game has ended (ZK-7)."""
    return bool(state.ended)


def scores(state: KuboState) -> tuple[int, ...]:
    """Return each seat's points; at the end, one point less per card left in hand (ZK-8)."""
    if not state.ended:
        return state.points
    return tuple(p - len(h) for p, h in zip(state.points, state.hands))


def to_act(state: KuboState) -> tuple[int, ...]:
    """Return the seat to act: the one whose turn it is, or in the "steal" phase the one who may call Point!."""
    if state.ended:
        return ()
    return (state.stealer,) if state.phase == "steal" else (state.turn,)


def legal_actions(state: KuboState, seat: int) -> list:
    """Return what ``seat`` may do now."""
    if seat not in to_act(state):
        return []
    if state.phase == "draw":
        return [Draw(False), Draw(True)]
    if state.phase == "steal":
        return [Claim(i) for i in state.pending] + [EndTurn()]
    cube = state.cube
    moves: list = [Place(c) for c in state.hands[seat] if placeable(c, cube, state.face)]
    moves += [Claim(i) for i in state.pending]
    return moves + [EndTurn()]


def apply(state: KuboState, seat: int, action: Any) -> tuple[KuboState, list[Event]]:
    """Return the state after an action; raise RuleError if it is illegal (the state stays as it was)."""
    if state.ended:
        raise RuleError("game_is_over")
    if seat not in to_act(state):
        raise RuleError("not_your_turn", seat=seat)
    if isinstance(action, Draw) and state.phase == "draw":
        state, events = _draw(evolve(state, phase="place"), seat, FILL - len(state.hands[seat]) if action.fill else 1)
        return state, events
    if state.phase == "draw":
        raise RuleError("draw_first")
    if isinstance(action, Place):
        return _place(state, seat, action.card)
    if isinstance(action, Claim):
        return _claim(state, seat, action.line)
    if isinstance(action, EndTurn):
        return _end_turn(state, seat) if state.phase == "place" else _pass_point(state, seat)
    if isinstance(action, Draw):
        raise RuleError("already_drawn")
    raise RuleError("unknown_action")


def _place(state: KuboState, seat: int, card: Card) -> tuple[KuboState, list[Event]]:
    if state.phase != "place":
        raise RuleError("only_claims_now")
    if not isinstance(card, Card) or card not in state.hands[seat]:
        raise RuleError("card_not_in_hand", card=card)
    cube = state.cube
    error = why_not(card, cube, state.face)
    if error is not None:
        raise error
    done = completes(card, cube)
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != card)
    state = evolve(state, hands=tuple(hands), placed=state.placed + ((seat, card),),
                    placed_now=state.placed_now + 1, passes=0)
    events = [Event("placed", seat, {"card": card, "completes": done, "left": len(hands[seat])})]
    if state.scoring == "auto":
        for line in done:
            state = _score(state, seat, line)
            events.append(Event("scored", seat, {"line": line, "points": LINES[line].points,
                                                 "total": state.points[seat], "stolen": False}))
        ending = _ending(state, seat, zoker=any(LINES[i].kind == "zoker" for i in done))
        if ending:
            return _finish(state, ending, events)
        return state, events
    state = evolve(state, pending=state.pending + done)
    # Claiming: a whole hand placed ends the game once the claims of this turn are over (ZK-7 b).
    return state, events


def _score(state: KuboState, seat: int, line: int) -> KuboState:
    points = list(state.points)
    points[seat] += LINES[line].points
    return evolve(state, points=tuple(points), scored=state.scored + ((line, seat),),
                   pending=tuple(i for i in state.pending if i != line))


def _ending(state: KuboState, seat: int, zoker: bool) -> str:
    """Return why the game ends now (ZK-7), or "" when it goes on."""
    if zoker:
        return "zoker"
    if not state.hands[seat]:
        return "hand"
    if not open_places(state.cube, state.face):
        return "blocked"
    return ""


def _finish(state: KuboState, ending: str, events: list[Event]) -> tuple[KuboState, list[Event]]:
    """End the game (ZK-7) and count the cards left in hand (ZK-8)."""
    lost = tuple(i for i in state.pending)
    state = evolve(state, ended=ending, scored=state.scored + tuple((i, -1) for i in lost), pending=(),
                    stealer=-1)
    events.append(Event("game_over", None, {"reason": ending, "scores": scores(state),
                                            "in_hand": tuple(len(h) for h in state.hands),
                                            "points": state.points}))
    return state, events


def _claim(state: KuboState, seat: int, line: int) -> tuple[KuboState, list[Event]]:
    if state.scoring != "claim":
        raise RuleError("scoring_is_automatic")
    if not isinstance(line, int) or isinstance(line, bool) or not 0 <= line < len(LINES):
        raise RuleError("no_such_line")
    owner = next((s for i, s in state.scored if i == line), None)
    if owner is not None:
        # A line nobody claimed in time is lost, not scored (ZK-6).
        raise RuleError("line_lost" if owner < 0 else "line_already_scored", line=line)
    if line not in state.pending:
        cube = state.cube
        missing = tuple(c for c in LINES[line].cards if c not in cube)
        if missing:
            raise RuleError("line_not_complete", line=line, missing=missing)
        raise RuleError("line_not_this_turn", line=line)
    stolen = state.phase == "steal"
    state = _score(state, seat, line)
    events = [Event("scored", seat, {"line": line, "points": LINES[line].points, "total": state.points[seat],
                                     "stolen": stolen})]
    if LINES[line].kind == "zoker":
        return _finish(state, "zoker", events)  # ZK-7 a: a claimed Zoker ends the game at once
    return state, events


def _end_turn(state: KuboState, seat: int) -> tuple[KuboState, list[Event]]:
    """Close the turn: the others may call Point! on what is unclaimed (ZK-6), then the next turn."""
    events = [Event("turn_over", seat, {"placed": state.placed_now, "in_hand": len(state.hands[seat])})]
    if state.pending:
        stealer = (seat + 1) % state.players
        return evolve(state, phase="steal", stealer=stealer), events + [
            Event("point_chance", stealer, {"count": len(state.pending)})]
    return _next_turn(state, seat, events)


def _pass_point(state: KuboState, seat: int) -> tuple[KuboState, list[Event]]:
    """Let the chance to call Point! go to the next seat in turn; after the last, the unclaimed are lost."""
    nxt = (seat + 1) % state.players
    if nxt != state.turn and state.pending:
        return evolve(state, stealer=nxt), [Event("point_passed", seat, {}),
                                             Event("point_chance", nxt, {"count": len(state.pending)})]
    lost = state.pending
    events = [Event("point_passed", seat, {})]
    if lost:
        events.append(Event("lost", None, {"lines": lost}))
    state = evolve(state, scored=state.scored + tuple((i, -1) for i in lost), pending=(), stealer=-1,
                    phase="place")
    return _next_turn(state, state.turn, events)


def _next_turn(state: KuboState, seat: int, events: list[Event]) -> tuple[KuboState, list[Event]]:
    """Check the end (ZK-7) and give the turn to the next seat."""
    passes = state.passes + 1 if state.placed_now == 0 and not state.stock else 0
    before = list(state.placed_before)
    before[seat] = state.placed_now
    state = evolve(state, passes=passes, placed_before=tuple(before), pending=())
    ending = _ending(state, seat, zoker=False) if state.scoring == "claim" and state.placed_now else ""
    if not ending and not open_places(state.cube, state.face):
        ending = "blocked"
    # Decision: with the stock empty, a whole round of turns with nothing placed ends the game.
    if not ending and passes >= state.players:
        ending = "stuck"
    if ending:
        return _finish(state, ending, events)
    nxt = (seat + 1) % state.players
    state, drawn = _begin_turn(state, nxt)
    return state, events + [Event("turn", nxt, {"choice": state.phase == "draw"})] + drawn


def match_ends(state: KuboState, standings: tuple[int, ...], options: Mapping[str, Any]) -> bool:
    """Return True when a finished game ends the match (ZK-8): a seat's total reached the target score."""
    target = (options or {}).get("target", 0)
    return bool(target and standings and max(standings) >= target)


def mask(state: KuboState, seat: int | None) -> KuboState:
    """Return the state as ``seat`` may know it (``view``, as a state): the other hands and the stock hidden
    (a watcher sees no hand); the cube lies open (ZK-3)."""
    return evolve(state, hands=hands_seen(state.hands, seat, HIDDEN), stock=hidden(state.stock, HIDDEN))


def mask_event(event: Event, seat: int | None) -> Event:
    """Return the event as ``seat`` may know it: the cards another seat drew are hidden, not their count (ZK-2)."""
    if event.kind == "drew" and event.seat != seat:
        return with_data(event, cards=hidden(event["cards"], HIDDEN))
    return event


#: Every move of Kubo is made in the open: a draw (the cards drawn are in its event), a card placed in the
#: open cube (ZK-3), a line claimed, a turn ended.
mask_action = open_action


RULES = ModuleRules(INFO, KuboState, ACTIONS, new_game=new_game, legal_actions=legal_actions,
                    apply=apply, is_over=is_over, scores=scores, to_act=to_act, match_ends=match_ends,
                    mask=mask, mask_event=mask_event, mask_action=mask_action)


# What one seat may know

@dataclass(frozen=True)
class KuboView:
    """What one seat may know of a Kubo position: its own hand, the cube, the counts and the scores."""

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    cube: frozenset[Card]
    stock: int
    turn: int
    phase: str
    pending: tuple[int, ...]
    points: tuple[int, ...]
    face: str
    scoring: str
    placed_before: tuple[int, ...]
    #: Turns in a row ended with nothing placed while the stock was empty (a whole round of them ends the game).
    passes: int = 0
    #: Cards placed on this turn so far (ending a turn after one is no pass).
    placed_now: int = 0

    def unseen(self) -> frozenset[Card]:
        """Return the cards this seat cannot see: every card but its own hand and the cube (Kubo has no
        discards). With the stock empty they are exactly the other hands: with two players, the other
        hand card for card."""
        return frozenset(DECK) - self.cube - frozenset(self.hand)

    @property
    def players(self) -> int:
        """Return how many seats play."""
        return len(self.hand_sizes)


def view(state: KuboState, seat: int) -> KuboView:
    """Return what ``seat`` may know: its own hand, the cube, hand sizes, the stock's size, scores."""
    return KuboView(seat=seat, hand=state.hands[seat], hand_sizes=tuple(len(h) for h in state.hands),
                    cube=state.cube, stock=len(state.stock), turn=state.turn, phase=state.phase,
                    pending=state.pending, points=state.points, face=state.face, scoring=state.scoring,
                    placed_before=state.placed_before, passes=state.passes, placed_now=state.placed_now)


def line_of(line: Line) -> int:
    """Return a line's index in LINES."""
    return LINE_INDEX[line]
