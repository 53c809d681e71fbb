"""What each seat may know, as data: the state and the events a table may send to one seat.

A table sends each seat only what that seat may know (DESIGN.md, "Playing
together"), and that seat's front end runs the same screens and sentences
on what it receives. Each game's rules say what a seat may know in two
pure functions beside their ``view`` (what the bots read), handed to
``ModuleRules`` as ``mask`` and ``mask_event``:

- ``mask(state, seat)`` returns a state of the same type in which every
  card the seat may not know is the game's placeholder (its ``HIDDEN``);
  the stock keeps its count but no order, and a deal number, which would
  tell the whole shuffle, becomes ``NO_DEAL``;
- ``mask_event(event, seat)`` returns the event with what the seat may not
  know taken out (a card another seat drew);
- ``mask_action(action, actor, seat)`` returns a move ``actor`` made as the
  seat may know it (the cards another seat discarded face down, hidden).

A placeholder has no name: a sentence or a screen that tries to name one
fails at once (an error, never a wrong word). Seat None is a watcher, who
knows only what lies open on the table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from app.core import match as _match
from app.core.rules import Event

#: The deal number a masked state holds: deal numbers run from 1, and the real one would let a front
#: end deal the whole game again (every hand, the stock's order, each die still to be thrown).
NO_DEAL = 0
#: How many of the last moves a seat is sent (``seat_actions``): what the screens read back, a Tiko trick
#: (one card a seat, five at most) and Memo's turn (two cards). Each is sent with every move: no more.
RECENT = 5


#: Game id -> the rules last found to say what each seat may know (checked once, not at every news).
_CHECKED: dict[str, Any] = {}


def _rules(game_id: str) -> Any:
    rules = _match.RULES[game_id]
    if _CHECKED.get(game_id) is rules:
        return rules
    if any(getattr(rules, name, None) is None for name in ("mask", "mask_event", "mask_action")):
        raise NotImplementedError(f"{game_id}: its rules do not say what each seat may know "
                                  "(mask, mask_event, mask_action)")
    _CHECKED[game_id] = rules
    return rules


def seat_state(game_id: str, state: Any, seat: int | None) -> Any:
    """Return a state of the same type as ``state`` holding only what ``seat`` may know.

    None: a watcher, who knows only what is open on the table. Hidden cards become unknown
    placeholders; the stock keeps its count but no order or values.
    """
    return _rules(game_id).mask(state, seat)


def seat_events(game_id: str, events: list[Event], seat: int | None) -> list[Event]:
    """Return the events with what ``seat`` may not know taken out (a card another seat drew)."""
    mask_event = _rules(game_id).mask_event
    return [mask_event(event, seat) for event in events]


def seat_actions(game_id: str, actions: Sequence[tuple[int, Any]], seat: int | None,
                 last: int = RECENT) -> list[tuple[int, Any]]:
    """Return the ``last`` moves of ``actions`` ((actor, action) pairs) as ``seat`` may know them: who moved
    is open, what the move shows is masked by the game (another seat's face-down discards)."""
    mask_action = _rules(game_id).mask_action
    return [(actor, mask_action(action, actor, seat)) for actor, action in actions[-last:]] if last > 0 else []


# Helpers for the games' own masks

def hidden(cards: Sequence[Any], placeholder: Any) -> tuple:
    """Return as many placeholders as ``cards`` holds: the count stays known, the cards do not."""
    return (placeholder,) * len(cards)


def hands_seen(hands: Sequence[Sequence[Any]], seat: int | None, placeholder: Any,
               shown: Sequence[bool] = ()) -> tuple:
    """Return the hands as ``seat`` may know them: its own, and any hand ``shown`` (laid open), in full;
    every other hand as placeholders."""
    return tuple(tuple(hand) if i == seat or (shown and shown[i]) else hidden(hand, placeholder)
                 for i, hand in enumerate(hands))


def with_data(event: Event, **data: Any) -> Event:
    """Return ``event`` with some of its facts replaced."""
    return replace(event, data={**event.data, **data})


def nothing_hidden(state: Any, seat: int | None) -> Any:
    """Return the state as it is: a game whose every card or die lies open (say why where it is used)."""
    return state


def open_event(event: Event, seat: int | None) -> Event:
    """Return the event as it is: a game whose events tell nothing a seat may not know."""
    return event


def open_action(action: Any, actor: int, seat: int | None) -> Any:
    """Return the move as it is: a game whose moves are all made in the open (say why where it is used)."""
    return action
