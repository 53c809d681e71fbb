"""Turn frozen dataclasses into JSON-ready values and back, exactly.

States and actions are trees of frozen dataclasses, tuples, ints, strings,
bools and None. Tuples become lists; a dataclass becomes a dict of its fields
(with "type" naming the class when it is one of several action classes).
Reading back follows the type hints, so no class names live in the data.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, Union, get_args, get_origin, get_type_hints


def to_json(value: Any) -> Any:
    """Return ``value`` as plain JSON types."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


def from_json(cls: Any, data: Any) -> Any:
    """Return a value of type ``cls`` built from what ``to_json`` wrote.

    Strict, since saved files can be damaged: a value of the wrong kind (a
    string for a number, None where None is not allowed, a missing field)
    raises TypeError or KeyError instead of making a state no rule expects.
    """
    origin = get_origin(cls)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(cls) if a is not type(None)]
        if data is None and len(args) < len(get_args(cls)):
            return None
        if len(args) == 1:
            return from_json(args[0], data)
        raise TypeError(f"ambiguous union {cls}")
    if cls is typing.Any:
        return data
    if data is None:
        raise TypeError(f"None where a {cls} is needed")
    if cls in (int, str, bool, float):
        if not isinstance(data, cls) or (cls is int and isinstance(data, bool)):
            raise TypeError(f"{data!r:.40} is not a {cls.__name__}")
        return data
    if origin is tuple:
        if not isinstance(data, list):
            raise TypeError(f"{data!r:.40} is not a list")
        members = get_args(cls)
        if len(members) == 2 and members[1] is Ellipsis:
            return tuple(from_json(members[0], v) for v in data)
        if len(members) != len(data):
            raise TypeError(f"{len(data)} values where {len(members)} are needed")
        return tuple(from_json(a, v) for a, v in zip(members, data))
    if origin is dict:
        if not isinstance(data, dict):
            raise TypeError(f"{data!r:.40} is not an object")
        _, vt = get_args(cls)
        return {k: from_json(vt, v) for k, v in data.items()}
    if isinstance(cls, type) and dataclasses.is_dataclass(cls):
        if not isinstance(data, dict):
            raise TypeError(f"{data!r:.40} is not an object")
        hints = _hints(cls)
        kwargs = {f.name: from_json(hints[f.name], data[f.name])
                  for f in dataclasses.fields(cls) if f.name in data}
        return cls(**kwargs)
    return cls(data)


@functools.cache
def _hints(cls: type) -> dict:
    """Return a dataclass's field types, once a class: ``get_type_hints`` evaluates every annotation anew."""
    return get_type_hints(cls)


def tagged_to_json(value: Any) -> dict:
    """Return a dataclass as JSON with its class name, for one-of-several actions."""
    return {"type": type(value).__name__, **to_json(value)}


def tagged_from_json(classes: typing.Iterable[type], data: dict) -> Any:
    """Return the instance of the class named in ``data["type"]``.

    Raises:
        ValueError: when ``data`` is not an object naming one of ``classes``.
    """
    by_name = {c.__name__: c for c in classes}
    if not isinstance(data, dict) or not isinstance(data.get("type"), str) or data["type"] not in by_name:
        raise ValueError(f"not one of the actions {sorted(by_name)}: {data!r:.80}")
    body = {k: v for k, v in data.items() if k != "type"}
    return from_json(by_name[data["type"]], body)
