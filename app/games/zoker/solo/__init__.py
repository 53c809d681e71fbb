"""Zoker Solo, patience for one (ZS): rules, solver, sentences, commands and screen."""

from app.core.game import Game, Option
from app.text.i18n import N_, NP_

GAME = Game("zoker-solo", N_("Zoker Solo"), __name__, players=(1, 1),
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "solo"),),
            options=(Option(NP_("typed", "fill"), False, (False, True), scored=True),),  # ZS-5 Decision
            sheet="seeds/zoker-solo.md")
