"""The seats held at shared tables from this data folder: table address, code and player's name -> token.

A seat's token takes it back after a drop, a crash or a restart of Tabletalk
(``app.net``); it is kept in the data folder, never in the settings, which a
player may show to others. A damaged file counts as none.
"""

from __future__ import annotations

import json
from pathlib import Path

from app.store.atomic import write_atomic
from app.store.paths import data_dir

SEATS_FILE = "seats.json"
#: The most seats remembered (the newest kept).
MOST = 20


def seats_path() -> Path:
    """Return the path of the file of seats held."""
    return data_dir() / SEATS_FILE


def _read() -> dict[str, str]:
    try:
        data = json.loads(seats_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)} if isinstance(data, dict) else {}


def any_held() -> bool:
    """Return True when a seat was taken from this data folder before (a player who has joined tables)."""
    return bool(_read())


def token_for(address: str, code: str, name: str) -> str:
    """Return the token of the seat ``name`` held at a table ("" for none)."""
    return _read().get(f"{address} {code} {name}", "")


def keep_token(address: str, code: str, name: str, token: str) -> None:
    """Remember the token of a seat taken (a failure to write is no harm: the seat is kept for the sitting)."""
    seats = _read()
    key = f"{address} {code} {name}"
    seats.pop(key, None)
    seats[key] = token
    try:
        write_atomic(seats_path(), json.dumps(dict(list(seats.items())[-MOST:])))
    except OSError:
        pass
