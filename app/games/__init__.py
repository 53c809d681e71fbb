"""Pure rules, one module per game; REGISTRY maps game ids to them.

Nothing in this package knows about text, speech or screens.
"""

from __future__ import annotations

from app.core.rules import Rules
from app.games.zoker.explorer import cube as explorer
from app.games.zoker.memo import rules as memo
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.solo import rules as solo
from app.games.zoker.tiko import rules as tiko

#: Game id -> rules (see DESIGN.md, "The games").
REGISTRY: dict[str, Rules] = {
    "zoker-solo": solo.RULES,
    "zoker-pairs": pairs.RULES,
    "zoker-memo": memo.RULES,
    "zoker-tiko": tiko.RULES,
}

#: The cube explorer has no game state worth a contract; it is a view of the deck.
__all__ = ["REGISTRY", "explorer"]
