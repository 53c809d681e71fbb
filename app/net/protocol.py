"""The table protocol: the messages between a table server and a player's front end.

Every message is one WebSocket text frame holding a JSON object whose ``"t"``
names its kind (a msgspec tagged union, checked on decoding). Events go over
the wire, never sentences: each front end tells them in its own language.

A client opens with ``Hello`` (its protocol ``version``, the table ``code``,
its name and, to take its seat back, the seat ``token``); the server answers
``Welcome`` or ``Closing`` with a reason, then closes. ``VERSION`` changes
whenever a message changes shape; a client of another version is told so
(reason ``"version"``) and closed.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import sys
from collections.abc import Mapping
from typing import Any, Union

import msgspec

from app.core.rules import ModuleRules

#: The protocol's version; both sides must speak the same one.
VERSION = 4
#: The largest message a client may send, in bytes (an action, a chat line).
MAX_CLIENT_MESSAGE = 16 * 1024
#: The largest message a server sends (a whole table's view), in bytes.
MAX_SERVER_MESSAGE = 1024 * 1024
#: The longest chat line, in characters.
MAX_CHAT = 300
#: The reasons a connection is closed with, sent in ``Closing`` and in the WebSocket close frame.
REASONS = ("wrong_code", "table_full", "version", "too_large", "too_many", "not_protocol", "not_hello",
           "seat_taken", "server_stopping", "replaced", "left", "slow_down", "name_taken", "banned", "removed", "table_closed", "no_lobby")


# What a client sends


class Hello(msgspec.Struct, tag="hello", tag_field="t"):
    """Take a seat at the table ``code`` (a free one, or the one ``token`` holds); ``proof`` claims the
    name on this server (``app.net.names``: made from the player's key for this server alone)."""

    version: int
    code: str
    name: str = ""
    token: str = ""
    proof: str = ""


class Act(msgspec.Struct, tag="act", tag_field="t"):
    """Play: ``action`` as the game's ``action_to_json`` writes it; ``ref`` comes back with the answer."""

    action: dict[str, Any]
    ref: int = 0


class NextGame(msgspec.Struct, tag="next", tag_field="t"):
    """Deal the next game of the match, once this one is over."""

    ref: int = 0


class Chat(msgspec.Struct, tag="chat", tag_field="t"):
    """Say a short line to the others at the table."""

    text: str


class Leave(msgspec.Struct, tag="leave", tag_field="t"):
    """Leave the table for good (the seat goes to a bot at once)."""


class Remove(msgspec.Struct, tag="remove", tag_field="t"):
    """The table's creator removes the player at ``seat`` (a bot plays it; their token takes it back no more)."""

    seat: int
    ref: int = 0



class LobbyHello(msgspec.Struct, tag="lobby", tag_field="t"):
    """The first message of a lobby connection (``tabletalk serve``): who comes, and the language they read
    (said beside each table they create, "the host's language")."""

    version: int
    name: str = ""
    language: str = ""
    proof: str = ""  # the name's proof for this server (app.net.names), as a Hello's


class Create(msgspec.Struct, tag="create", tag_field="t"):
    """In the lobby: open a table of ``game`` with these seats ("human" or a bot's level) and options;
    the answer is a ``LobbyNews("created")`` with its code, then the player joins it with a ``Hello``."""

    game: str
    seats: list[str] = []
    options: dict[str, Any] = {}
    games: int = 1
    ref: int = 0


class Watch(msgspec.Struct, tag="watch", tag_field="t"):
    """The first message of a spectator's connection: watch the table ``code`` (no seat, the public view)."""

    version: int
    code: str
    name: str = ""




ClientMessage = Union[Hello, Act, NextGame, Chat, Leave, Remove, LobbyHello, Create, Watch]


# What the server sends


class SeatInfo(msgspec.Struct):
    """One seat as everyone at the table knows it."""

    name: str
    human: bool
    level: str
    present: bool = False


class View(msgspec.Struct):
    """The table as one seat may know it: the match around the seat's masked state."""

    game_id: str
    deal: int
    seats: list[SeatInfo]
    options: dict[str, Any]
    #: The game's state JSON (``state_to_json``); the server puts the state itself here, which msgspec
    #: writes as the same JSON, about fifty times faster.
    state: Any
    round_no: int = 1
    rounds: int = 0
    count: str = "points"
    totals: list[int] = []
    carried: dict[str, Any] = {}
    first: int = 0
    moves: int = 0
    #: The last moves of the game (at most ``app.core.seen.RECENT``), oldest first, as the seat may know them
    #: (``seat_actions``): [seat, the action as ``action_to_json`` writes it]. The screens read them back.
    recent: list[tuple[int, dict[str, Any]]] = []
    #: A fair deal (``app.net.fair``): the promise of this game's secret seed, "" when the host chose the
    #: deal number (``chosen``: the host may know every card, and everyone is told).
    promise: str = ""
    chosen: bool = False
    #: Once the game is over: its seed and salt, and every move of it (unmasked: the seed shows every card
    #: anyway), for each seat to check against the promise.
    seed: int = 0
    salt: str = ""
    played: list[tuple[int, dict[str, Any]]] = []


class Welcome(msgspec.Struct, tag="welcome", tag_field="t"):
    """You sit at ``seat``; keep ``token`` to take it back after a drop."""

    version: int
    code: str
    seat: int
    token: str
    view: View
    resumed: bool = False


class News(msgspec.Struct, tag="news", tag_field="t"):
    """What a move did (``events``, packed with ``pack``), and the table after it; ``ref`` answers an ``Act``."""

    actor: int | None
    events: list[Any]
    view: View
    ref: int = 0


class Refused(msgspec.Struct, tag="refused", tag_field="t"):
    """Your action was not legal: the rules' ``msg_id`` and its parameters (packed)."""

    msg_id: str
    params: dict[str, Any]
    ref: int = 0


class Notice(msgspec.Struct, tag="notice", tag_field="t"):
    """Something about the table, not the game: ``kind`` is joined, left, back, bot, chat, removed (by the
    table's creator; ``ref`` answers their ``Remove``) or muted (your chat went to nobody)."""

    kind: str
    seat: int | None = None
    name: str = ""
    text: str = ""
    hold: int = 0
    #: Who sits where now (with joined, back, left, bot): the seat list is right at once.
    seats: list[SeatInfo] | None = None
    ref: int = 0


class Closing(msgspec.Struct, tag="closing", tag_field="t"):
    """The server closes this connection, for ``reason`` (one of ``REASONS``)."""

    reason: str


class TableInfo(msgspec.Struct):
    """One open table as the lobby lists it."""

    code: str
    game_id: str
    seats: list[SeatInfo]
    options: dict[str, Any]
    #: The language of the player who created it, and their name ("" for a table the operator opened).
    language: str = ""
    host: str = ""
    watchers: list[str] = []
    over: bool = False
    #: Human seats nobody has taken yet (a held seat is its player's, not free).
    free: int = 0


class LobbyWelcome(msgspec.Struct, tag="lobby_welcome", tag_field="t"):
    """You are in the lobby as ``name``: who else is there, and the open tables."""

    version: int
    name: str
    players: list[str]
    tables: list[TableInfo]


class LobbyNews(msgspec.Struct, tag="lobby_news", tag_field="t"):
    """Something changed in the lobby: ``kind`` is came or went (``name``), opened, changed or ended
    (``table``, or ``code`` for ended), chat (``name``, ``text``), and to one player only: created
    (``code``, answering a ``Create``'s ``ref``), refused (``text``: why, a message id) or muted (the
    operator muted this player: their chat went to nobody)."""

    kind: str
    name: str = ""
    code: str = ""
    table: TableInfo | None = None
    text: str = ""
    ref: int = 0


class Watching(msgspec.Struct, tag="watching", tag_field="t"):
    """You watch the table ``code``: its public view (what every seat may know); news follows as for a seat."""

    version: int
    code: str
    view: View


ServerMessage = Union[Welcome, News, Refused, Notice, Closing, LobbyWelcome, LobbyNews, Watching]

_encoder = msgspec.json.Encoder()
_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)


class ProtocolError(ValueError):
    """Bytes that are not a message of this protocol; ``reason`` is one of ``REASONS``."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


def state_json(rules, state: Any) -> Any:
    """Return a state as a View carries it: the state itself where the rules write their states the shared
    way (``ModuleRules``: every field, tuples as lists, which msgspec writes alike), else their own JSON."""
    if getattr(type(rules), "state_to_json", None) is ModuleRules.state_to_json:
        return state
    return rules.state_to_json(state)


def action_json(rules, action: Any) -> Any:
    """Return an action as a View carries it (the JSON of ``action_to_json``): where the rules write actions
    the shared way (``ModuleRules``: the class's name and every field), a dict of the fields themselves,
    which msgspec writes as the same JSON, about ten times faster."""
    if getattr(type(rules), "action_to_json", None) is ModuleRules.action_to_json:
        kind: type = type(action)
        return {"type": kind.__name__, **{name: getattr(action, name) for name in _fields(kind)}}
    return rules.action_to_json(action)


@functools.cache
def _fields(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def encode(message: msgspec.Struct) -> bytes:
    """Return a message as the bytes of one frame."""
    return _encoder.encode(message)


def decode_client(data: bytes | str) -> ClientMessage:
    """Return the client message in ``data``, or raise ProtocolError."""
    if len(data) > MAX_CLIENT_MESSAGE:
        raise ProtocolError("too_large")
    try:
        message = _client_decoder.decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise ProtocolError("not_protocol", str(exc)[:200]) from None
    except RecursionError:  # JSON nested past msgspec's depth: bad input like any other
        raise ProtocolError("not_protocol", "nested too deeply") from None
    if isinstance(message, Chat) and len(message.text) > MAX_CHAT:
        raise ProtocolError("too_large")
    return message


def decode_server(data: bytes | str) -> ServerMessage:
    """Return the server message in ``data`` with every text in it printable (``clean``), or raise
    ProtocolError: a client trusts no bytes, for a modified server could send a name or a chat line that
    writes to the player's terminal (an escape sequence, a bell) or hides what is said (a bidi control)."""
    try:
        if isinstance(data, (bytes, bytearray, memoryview)):
            data = bytes(data).decode("utf-8")
        if "\\" not in data and data.isprintable():  # no escape, no control anywhere: nothing to take out
            return _server_decoder.decode(data)
        return msgspec.convert(cleaned(msgspec.json.decode(data)), ServerMessage)
    except (msgspec.DecodeError, msgspec.ValidationError, UnicodeDecodeError) as exc:
        raise ProtocolError("not_protocol", str(exc)[:200]) from None
    except RecursionError:
        raise ProtocolError("not_protocol", "nested too deeply") from None


def clean(text: str) -> str:
    """Return ``text`` with every control character, escape and invisible format character taken out
    (a line break or another space becomes a space), so that it can be printed, shown and spoken."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else " " if ch.isspace() else "" for ch in text)


def cleaned(data: Any) -> Any:
    """Return JSON data (dicts, lists, strings ...) with every string in it ``clean``, keys too."""
    if isinstance(data, str):
        return clean(data)
    if isinstance(data, list):
        return [cleaned(v) for v in data]
    if isinstance(data, dict):
        return {clean(k) if isinstance(k, str) else k: cleaned(v) for k, v in data.items()}
    return data


# Events and their facts: frozen dataclasses (cards, events), tuples, lists, dicts and enums of the
# app, packed into JSON that names the class, and unpacked exactly (a tuple stays a tuple).


def pack(value: Any) -> Any:
    """Return ``value`` (an event, a card, a tuple of them ...) as JSON that ``unpack`` turns back exactly."""
    cls = type(value)
    kind = _KINDS.get(cls) or _kind(cls)
    if kind == "plain":
        return value
    if kind == "tuple":
        return [pack(v) for v in value]
    if kind == "dataclass":
        name, fields = _FIELDS[cls]
        return {"$c": name, "f": {f: pack(getattr(value, f)) for f in fields}}
    if kind == "list":
        return {"$l": [pack(v) for v in value]}
    if kind == "set":
        return {"$s": [pack(v) for v in sorted(value, key=repr)]}
    if kind == "map":
        return {"$m": [[pack(k), pack(v)] for k, v in value.items()]}
    if kind == "enum":
        return {"$e": _class_name(cls), "v": value.value}
    raise TypeError(f"cannot send a {cls.__name__}")


#: How ``pack`` writes each class met (worked out once a class: events are packed for every seat, every move).
_KINDS: dict[type, str] = {}
#: A dataclass's name as sent, and its fields' names.
_FIELDS: dict[type, tuple[str, tuple[str, ...]]] = {}


def _kind(cls: type) -> str:
    if cls is type(None) or issubclass(cls, (bool, int, float, str)):
        kind = "enum" if issubclass(cls, enum.Enum) else "plain"
    elif issubclass(cls, tuple):
        kind = "tuple"
    elif issubclass(cls, list):
        kind = "list"
    elif issubclass(cls, (set, frozenset)):
        kind = "set"
    elif issubclass(cls, dict):
        kind = "map"
    elif issubclass(cls, enum.Enum):
        kind = "enum"
    elif dataclasses.is_dataclass(cls) and not issubclass(cls, type):
        kind = "dataclass"
        _FIELDS[cls] = (_class_name(cls), tuple(f.name for f in dataclasses.fields(cls)))
    elif issubclass(cls, Mapping):  # a mapping that is not a dict
        kind = "map"
    else:
        kind = "error"
    _KINDS[cls] = kind
    return kind


def unpack(data: Any) -> Any:
    """Return the value ``pack`` wrote; raise ProtocolError for anything else (nesting too deep included)."""
    try:
        return _unpack(data)
    except RecursionError:
        raise ProtocolError("not_protocol", "nested too deeply") from None
    except (TypeError, ValueError, KeyError) as exc:  # a map that is not pairs, an enum's unknown value ...
        raise ProtocolError("not_protocol", str(exc)[:200]) from None


def _unpack(data: Any) -> Any:
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return tuple(_unpack(v) for v in data)
    if not isinstance(data, dict):
        raise ProtocolError("not_protocol", "unknown value")
    if "$l" in data:
        return [_unpack(v) for v in data["$l"]]
    if "$s" in data:
        return frozenset(_unpack(v) for v in data["$s"])
    if "$m" in data:
        return {_unpack(k): _unpack(v) for k, v in data["$m"]}
    if "$e" in data:
        return _known_class(data["$e"], enum.Enum)(data.get("v"))
    if "$c" in data:
        cls = _known_class(data["$c"], None)
        fields = data.get("f")
        if not isinstance(fields, dict):
            raise ProtocolError("not_protocol", "no fields")
        try:
            return cls(**{k: _unpack(v) for k, v in fields.items()})
        except (TypeError, ValueError) as exc:
            raise ProtocolError("not_protocol", str(exc)[:200]) from None
    raise ProtocolError("not_protocol", "unknown object")


def _class_name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _known_class(name: Any, base: type | None) -> type:
    """Return a class of Tabletalk's that is already loaded: a frozen dataclass (or an enum for ``base``).

    Nothing is imported on a peer's word: only a module already in ``sys.modules`` is looked in.
    """
    module, _, qualname = str(name).partition(":")
    found = sys.modules.get(module) if module.startswith("app.") else None
    for part in qualname.split(".") if found is not None else ():
        found = getattr(found, part, None)
    if isinstance(found, type) and (issubclass(found, base) if base else dataclasses.is_dataclass(found)):
        return found
    raise ProtocolError("not_protocol", f"unknown class {str(name)[:80]}")
