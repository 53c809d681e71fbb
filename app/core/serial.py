"""Turn frozen dataclasses into JSON-ready values and back, exactly.

States and actions are trees of frozen dataclasses, tuples, ints, strings,
bools and None. Tuples become lists; a dataclass becomes a dict of its fields
(with "type" naming the class when it is one of several action classes).
Reading back follows the type hints, so no class names live in the data.
"""

from __future__ import annotations

import dataclasses
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
    """Return a value of type ``cls`` built from what ``to_json`` wrote."""
    if data is None:
        return None
    origin = get_origin(cls)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(cls) if a is not type(None)]
        if len(args) == 1:
            return from_json(args[0], data)
        raise TypeError(f"ambiguous union {cls}")
    if origin is tuple:
        args = get_args(cls)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(args[0], v) for v in data)
        return tuple(from_json(a, v) for a, v in zip(args, data))
    if origin is dict:
        _, vt = get_args(cls)
        return {k: from_json(vt, v) for k, v in data.items()}
    if dataclasses.is_dataclass(cls):
        hints = get_type_hints(cls)
        kwargs = {f.name: from_json(hints[f.name], data[f.name])
                  for f in dataclasses.fields(cls) if f.name in data}
        return cls(**kwargs)
    if cls is typing.Any:
        return data
    return cls(data)


def tagged_to_json(value: Any) -> dict:
    """Return a dataclass as JSON with its class name, for one-of-several actions."""
    return {"type": type(value).__name__, **to_json(value)}


def tagged_from_json(classes: typing.Iterable[type], data: dict) -> Any:
    """Return the instance of the class named in ``data["type"]``."""
    by_name = {c.__name__: c for c in classes}
    body = {k: v for k, v in data.items() if k != "type"}
    return from_json(by_name[data["type"]], body)
