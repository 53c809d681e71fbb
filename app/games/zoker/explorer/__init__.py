"""The cube explorer (ZC): a walk through the deck's cube, with no game state."""

from app.core.game import Game
from app.text.i18n import N_, NP_

GAME = Game("zoker-explorer", N_("Cube explorer"), __name__,
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "explore"), "explorer"),
            sheet="seeds/zoker-pairs.md", has_rules=False)
