"""Higher or lower: a card is shown; the seat to act says whether the next one is higher; right scores."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from app.core.rules import Event, GameInfo, ModuleRules, RuleError

INFO = GameInfo("toy-higher", 2, 2, undo=False, rule_prefix="HL")


@dataclass(frozen=True)
class HigherState:
    shown: int
    deck: tuple[int, ...]
    turn: int = 0
    points: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class Guess:
    higher: bool


def new_game(players, seed, options=None):
    if players != 2:
        raise RuleError("wrong_player_count", low=2, high=2)
    cards = list(range(1, 11))
    random.Random(seed).shuffle(cards)
    return HigherState(cards[0], tuple(cards[1:]))


def is_over(state):
    return not state.deck


def legal_actions(state, seat):
    return () if is_over(state) or seat != state.turn else (Guess(True), Guess(False))


def apply(state, seat, action):
    if is_over(state):
        raise RuleError("game_is_over")
    if seat != state.turn:
        raise RuleError("not_your_turn", seat=seat)
    if not isinstance(action, Guess):
        raise RuleError("unknown_action")
    card, rest = state.deck[0], state.deck[1:]
    right = (card > state.shown) == action.higher
    points = tuple(p + (right and i == seat) for i, p in enumerate(state.points))
    new = replace(state, shown=card, deck=rest, turn=1 - seat, points=points)
    events = [Event("guessed", seat, {"higher": action.higher, "card": card, "right": right})]
    if is_over(new):
        events.append(Event("game_over", None, {"scores": points}))
    return new, events


def to_act(state):
    return () if is_over(state) else (state.turn,)


RULES = ModuleRules(INFO, HigherState, (Guess,), new_game=new_game, legal_actions=legal_actions, apply=apply,
                    is_over=is_over, scores=lambda s: s.points, to_act=to_act)
