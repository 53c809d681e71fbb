"""The cube explorer (ZC): a walk through the deck's cube, with no game state."""

from app.core.game import Game
from app.text.i18n import N_

GAME = Game("zoker-explorer", N_("Cube explorer"), __name__, words=("explore", "explorer"),
            sheet="seeds/zoker-pairs.md", has_rules=False)
