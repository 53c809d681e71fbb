"""The rules contract every game implements (in the manner of OpenSpiel).

A game's rules are a pure state machine over immutable states. Nothing here
knows about text, speech or screens: events and errors carry message ids and
parameters, and ``app.text`` turns them into sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Protocol, Sequence


def evolve(obj: Any, /, **changes: Any) -> Any:
    """Return ``obj`` (a frozen dataclass: a state) with ``changes``, as ``dataclasses.replace`` does.

    The rules make a new state at every move, and a table server makes thousands a second:
    ``replace`` takes 7 µs for a Zip Zap state (its checks and its ``__init__``), this 1.2 µs.
    A class that checks its own fields (``__post_init__``), and a name that is no field, still
    go through ``replace``: its checks, its error.
    """
    cls = type(obj)
    if hasattr(cls, "__post_init__") or not all(name in cls.__dataclass_fields__ for name in changes):
        return replace(obj, **changes)
    new = object.__new__(cls)
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    return new


class RuleError(ValueError):
    """An illegal action; the state it was tried on is left unchanged.

    Attributes:
        msg_id: what went wrong, a key the text layer knows ("not_compatible").
        params: the values that sentence needs (cards, places, counts).
    """

    def __init__(self, msg_id: str, **params: Any) -> None:
        super().__init__(f"{msg_id} {params}" if params else msg_id)
        self.msg_id = msg_id
        self.params = params


#: The kind of the event with which every game's rules end a game (``Match.ending``).
GAME_OVER = "game_over"


@dataclass(frozen=True)
class Event:
    """Something that happened, for the text layer to tell.

    Attributes:
        kind: what happened ("card_moved", "dealt", "game_over" ...).
        seat: who did it, or None for the table itself.
        data: the facts the sentence needs, by name.
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]


@dataclass(frozen=True)
class GameInfo:
    """Frozen facts about a game that the UI, the bots and the Match read.

    Attributes:
        game_id: the registry key, as in the game's description (app.core.game.Game.id).
        min_players: fewest seats.
        max_players: most seats.
        undo: whether the game allows taking moves back.
        rule_prefix: the rule-ID prefix this game's rules use ("ZS").
        secret_hands: each seat holds cards the others may not see, so between
            humans at one keyboard the next player must say they are ready.
        rotates_start: in a match of several games the seat that starts moves one to
            the left each game (the deal moves round); ``new_game`` then takes the
            option "first", the seat that starts.
        start_goes_on: the start also moves on into a match played on from a finished one at the
            same table (``Match.start``'s ``follows``): Loker's dealer moves left every deal, whatever
            the match length (NL-12).
    """

    game_id: str
    min_players: int
    max_players: int
    undo: bool = False
    rule_prefix: str = ""
    secret_hands: bool = False
    rotates_start: bool = False
    start_goes_on: bool = False


class Rules(Protocol):
    """What ``app.games.REGISTRY`` maps each game id to.

    ``State`` and ``Action`` are each game's own frozen dataclasses.
    """

    info: GameInfo

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Any:
        """Return the first state of a numbered deal."""

    def to_act(self, state: Any) -> tuple[int, ...]:
        """Return the seats that may act now (empty when the game is over)."""

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        """Return every action ``seat`` may take now."""

    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]:
        """Return the next state and what happened; raise RuleError if illegal."""

    def is_over(self, state: Any) -> bool:
        """Return True when no one may act any more."""

    def scores(self, state: Any) -> tuple[int, ...]:
        """Return each seat's score."""

    def state_to_json(self, state: Any) -> dict:
        """Return a JSON-ready dict that ``state_from_json`` turns back exactly."""

    def state_from_json(self, data: dict) -> Any:
        """Return the state ``state_to_json`` wrote."""

    def action_to_json(self, action: Any) -> dict:
        """Return a JSON-ready dict for an action."""

    def action_from_json(self, data: dict) -> Any:
        """Return the action ``action_to_json`` wrote."""

    def migrate(self, data: dict) -> dict:
        """Return a saved match (``Match.to_json``) brought up to date before it is replayed."""

    def racing(self, state: Any) -> bool:
        """Return True while seats race (act at once, and time counts); False in a game of turns."""

    def stamp(self, action: Any, at: int) -> Any:
        """Return a race's ``action`` stamped ``at`` ms on the race's clock (any other action as it is)."""

    def clock(self, state: Any) -> int:
        """Return the race's clock: the time (ms) of the last action applied; 0 in a game of turns."""

    #: The options a game takes when several players share one keyboard (the Session applies them), or None.
    shared_keyboard: Mapping[str, Any] | None


class ModuleRules:
    """The rules contract over a game module's pure functions (most games' shape).

    A game module keeps its rules as plain functions and declares
    ``RULES = ModuleRules(INFO, State, ACTIONS, new_game=..., ...)``; this
    class adds the parts every such game shares: JSON of states and actions,
    and ``to_act`` for games where seat 0 acts until the end.
    """

    def __init__(self, info: GameInfo, state_type: type, actions: tuple[type, ...], *,
                 new_game, legal_actions, apply, is_over, scores, to_act=None, migrate=None, carry=None,
                 match_ends=None, fewest_wins=None, open_match=None, mask=None, mask_event=None,
                 mask_action=None, racing=None, stamp=None, clock=None,
                 shared_keyboard: Mapping[str, Any] | None = None) -> None:
        self.info = info
        #: Optional, for a race (Zip Zap, ZZ-13): racing(state) -> True while seats act at once, and
        #: stamp(action, at) -> the action stamped with its time on the race's clock, clock(state) -> that
        #: clock's time of the last action.
        self._racing, self._stamp, self._clock = racing, stamp, clock
        self.shared_keyboard = shared_keyboard
        #: What a seat may know (``app.core.seen``): mask(state, seat) -> the state with what ``seat``
        #: (None: a watcher) may not know replaced by placeholders; mask_event(event, seat) likewise, and
        #: mask_action(action, actor, seat) for a move ``actor`` made.
        self.mask, self.mask_event, self.mask_action = mask, mask_event, mask_action
        #: Optional: open_match(options) -> True when the match plays on until ``match_ends`` ends it,
        #: whatever number of games the table set (Loker with chips, NL-12).
        self.open_match = open_match
        #: Optional: fewest_wins(options) -> True when the fewest points win (Zip Zap's hands, ZZ-12).
        self.fewest_wins = fewest_wins
        #: Optional: carry(state) -> options the next deal of a match takes from a finished one (chips).
        self.carry = carry
        #: Optional: match_ends(state, standings, options) -> True when a finished deal ends the match.
        self.match_ends = match_ends
        self._state_type, self._actions = state_type, actions
        self.new_game = lambda players, seed, options=None: new_game(players, seed, options)
        self.legal_actions = legal_actions
        self.apply = apply
        self.is_over = is_over
        self.scores = scores
        self.to_act = to_act or (lambda state: () if is_over(state) else (0,))
        self.migrate = migrate or (lambda data: data)

    def racing(self, state: Any) -> bool:
        """Return True while seats race; always False for a game with no race."""
        return self._racing is not None and self._racing(state)

    def stamp(self, action: Any, at: int) -> Any:
        """Return a race's action stamped ``at`` ms on its clock; a game with no race has no clock, and its
        action is returned as it is."""
        return action if self._stamp is None else self._stamp(action, at)

    def clock(self, state: Any) -> int:
        """Return the race's clock (ms) at the last action; 0 for a game with no race."""
        return 0 if self._clock is None else int(self._clock(state))

    def state_to_json(self, state: Any) -> dict:
        """Return a JSON-ready dict of a state."""
        from app.core.serial import to_json

        return to_json(state)

    def state_from_json(self, data: dict) -> Any:
        """Return the state ``state_to_json`` wrote."""
        from app.core.serial import from_json

        return from_json(self._state_type, data)

    def action_to_json(self, action: Any) -> dict:
        """Return a JSON-ready dict of an action, with its class named."""
        from app.core.serial import tagged_to_json

        return tagged_to_json(action)

    def action_from_json(self, data: dict) -> Any:
        """Return the action ``action_to_json`` wrote."""
        from app.core.serial import tagged_from_json

        return tagged_from_json(self._actions, data)
