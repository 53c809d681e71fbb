"""The registry: the one list of the table's games.

Each game is one folder that declares ``GAME``, its description
(``app.core.game.Game``). Nothing outside a game's folder and this list
names a game: the session, line mode, the screens, saves and results all
work from the description. A game's modules load only when it is played.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from app.core.game import Game
from app.core.match import use_rules
from app.games.loker import GAME as _LOKER
from app.games.zoker.explorer import GAME as _EXPLORER
from app.games.zoker.kubo import GAME as _KUBO
from app.games.zoker.memo import GAME as _MEMO
from app.games.zoker.pairs import GAME as _PAIRS
from app.games.zoker.solo import GAME as _SOLO
from app.games.zoker.tiko import GAME as _TIKO
from app.games.zocken import GAME as _ZOCKEN
from app.games.zipzap import GAME as _ZIPZAP

#: Game id -> description, in the order of the menu.
GAMES: dict[str, Game] = {}
#: Game id -> its rules, once loaded (a table server asks for them tens of thousands of times a second).
_LOADED: dict[str, Any] = {}


def register(game: Game) -> Game:
    """Add a game to the table (the games below; a game from outside the package is added the same way)."""
    GAMES[game.id] = game
    _LOADED.pop(game.id, None)
    return game


def unregister(game_id: str) -> None:
    """Take a game off the table again (for tests that added one)."""
    GAMES.pop(game_id, None)
    _LOADED.pop(game_id, None)


for _game in (_SOLO, _PAIRS, _MEMO, _TIKO, _KUBO, _ZIPZAP, _ZOCKEN, _LOKER, _EXPLORER):
    register(_game)


class _Rules(Mapping):
    """Game id -> rules, for every registered game that has rules; each game's rules load on first use, and
    are kept (``_LOADED``)."""

    def __getitem__(self, game_id: str) -> Any:
        rules = _LOADED.get(game_id)
        if rules is None:
            game = GAMES[game_id]
            if not game.has_rules:
                raise KeyError(game_id)
            rules = _LOADED[game_id] = game.rules
        return rules

    def __iter__(self) -> Iterator[str]:
        return (gid for gid, game in GAMES.items() if game.has_rules)

    def __len__(self) -> int:
        return sum(game.has_rules for game in GAMES.values())

    def __contains__(self, game_id: object) -> bool:
        game = GAMES.get(game_id) if isinstance(game_id, str) else None
        return game is not None and game.has_rules


#: Game id -> rules (see DESIGN.md, "The rules contract").
REGISTRY: Mapping[str, Any] = _Rules()
use_rules(REGISTRY)


def game(game_id: str) -> Game:
    """Return a registered game's description (KeyError for an unknown id)."""
    return GAMES[game_id]


__all__ = ["GAMES", "REGISTRY", "game", "register", "unregister"]
