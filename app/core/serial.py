"""Turn frozen dataclasses into JSON-ready values and back, exactly.

States and actions are trees of frozen dataclasses, tuples, ints, strings,
bools and None. Tuples become lists; a dataclass becomes a dict of its fields
(with "type" naming the class when it is one of several action classes).
Reading back follows the type hints (msgspec, the one decoder of saves and the
network), so no class names live in the data.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

import msgspec


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
    """Return a value of type ``cls`` built from what ``to_json`` wrote (or what msgspec decoded from it).

    One decoder for saves and the network: msgspec, following the type hints (a tuple from a list, a
    dataclass from a dict, its ``__post_init__`` checks run). Strict, since saved files and peers can be
    wrong: a value of the wrong kind (a string or a bool for a number, None where None is not allowed, a
    missing field) raises TypeError instead of making a state no rule expects. Object keys are strings in
    JSON: an int key is read back as an int.
    """
    try:
        return msgspec.convert(data, cls, str_keys=True)
    except msgspec.ValidationError as exc:
        raise TypeError(str(exc)[:200]) from None


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
