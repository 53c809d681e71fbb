"""What the table knows of a game: one frozen description, read by every shared layer.

Each game folder declares ``GAME = Game(...)`` in its ``__init__.py``; the
registry (``app.games``) lists them. The description itself is cheap: its
parts (rules, sentences, bot, plain-mode commands, screen) are modules of
the game's package, imported the first time they are asked for, so the
table starts without loading any game.

A game package holds these modules (the one-way order inside it: rules
import nothing above them; text imports rules; plain and screen import text):

- ``rules``: ``RULES``, the rules contract (``app.core.rules.Rules``);
- ``text``: its sentences (see ``app.text.telling`` for what each says);
- ``bot``: ``choose(state, seat, level, rng)``, when the game has bots;
- ``plain``: its line-mode commands and help;
- ``screen``: ``SCREEN``, its Textual screen class.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass
from types import ModuleType
from typing import Any


@dataclass(frozen=True)
class Option:
    """A variant a table setup can change before a start.

    Attributes:
        key: the option's name in ``Match.options`` and in typed commands ("start").
        default: its value when nobody changed it.
        choices: the values the setup screen steps through, in order.
        low: for a number typed in line mode, the smallest allowed (else only ``choices``).
        high: likewise, the largest.
        scored: scores under each value are kept apart: bests and statistics of one
            value are never compared with another's.
    """

    key: str
    default: Any
    choices: tuple = ()
    low: int | None = None
    high: int | None = None
    scored: bool = False

    def allows(self, value: Any) -> bool:
        """Return True when ``value`` is one this option may take."""
        if self.low is not None and isinstance(value, int) and not isinstance(value, bool):
            return self.low <= value <= (self.high if self.high is not None else value)
        return value in self.choices

    def step(self, value: Any, delta: int) -> Any:
        """Return the choice ``delta`` steps from ``value`` (cycling)."""
        at = self.choices.index(value) if value in self.choices else 0
        return self.choices[(at + delta) % len(self.choices)]


@dataclass(frozen=True)
class Game:
    """One game of the table, as every shared layer sees it.

    Attributes:
        id: the registry key; also what saves and results record.
        title: its name, an English msgid (marked with ``N_`` where declared) said in the
            player's language.
        package: the game's package, where its parts are found.
        players: the fewest and most seats.
        words: what a player types in line mode to open it from the menu.
        table: seats and variants are set up before a start (games for several seats).
        options: the variants a table setup offers.
        sheet: its rule sheet, relative to the project.
        has_rules: False for a view with no game state (the cube explorer).
        has_bot: True when the package has a ``bot`` module.
        counts: what its scores count, as the match's standings say them: "cards" (won or taken) or
            "points".
    """

    id: str
    title: str
    package: str
    players: tuple[int, int] = (1, 1)
    words: tuple[str, ...] = ()
    table: bool = False
    options: tuple[Option, ...] = ()
    sheet: str = ""
    has_rules: bool = True
    has_bot: bool = False
    counts: str = "cards"

    def part(self, name: str) -> ModuleType:
        """Return one module of the game's package, importing it the first time."""
        # Looked up first where imported modules are kept: a table server asks for the rules many times a move.
        name = f"{self.package}.{name}"
        module = sys.modules.get(name)
        if module is None or getattr(module.__spec__, "_initializing", False):  # another thread may be importing it
            module = importlib.import_module(name)
        return module

    @property
    def rules(self) -> Any:
        """Return the game's rules (the contract in ``app.core.rules``)."""
        return self.part("rules").RULES

    @property
    def text(self) -> ModuleType:
        """Return the module of the game's sentences."""
        return self.part("text")

    @property
    def plain(self) -> ModuleType:
        """Return the module of the game's line-mode commands."""
        return self.part("plain")

    @property
    def screen(self) -> type[Any]:
        """Return the game's Textual screen class (Any: the core imports no front end)."""
        return self.part("screen").SCREEN

    def option(self, key: str) -> Option | None:
        """Return the option called ``key``, if the game has one."""
        return next((o for o in self.options if o.key == key), None)

    def default_options(self) -> dict:
        """Return every option at its default."""
        return {o.key: o.default for o in self.options}

    def results_key(self, options: dict) -> str:
        """Return the name results are kept under: the id, plus each scored option not at its default."""
        changed = [f"{o.key}={options[o.key]}" for o in self.options
                   if o.scored and o.key in options and options[o.key] != o.default]
        return "+".join([self.id] + changed)
