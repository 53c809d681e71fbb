"""The Pairs and ladders trainer (ZP): rules, sentences, commands and screen."""

from app.core.game import Game
from app.text.i18n import N_, NP_

GAME = Game("zoker-pairs", N_("Pairs and ladders"), __name__, players=(1, 1),
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "pairs"),),
            sheet="seeds/zoker-pairs.md")
