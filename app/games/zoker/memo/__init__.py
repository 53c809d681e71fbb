"""Zoker Memo, memory for 1 to 5 players (ZM): rules, bot, sentences, commands and screen."""

from app.core.game import Game, Option
from app.text.i18n import N_, NP_

GAME = Game("zoker-memo", N_("Zoker Memo"), __name__, players=(1, 5), table=True,
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "memo"),),
            options=(Option(NP_("typed", "start"), 16, (8, 12, 16, 20, 24, 32, 48, 64), low=2, high=64),  # ZM-5
                     Option(NP_("typed", "easy"), False, (False, True)),                                  # ZM-5
                     Option(NP_("typed", "refill"), "auto", (NP_("typed", "auto"), NP_("typed", "manual")))),  # ZM-3
            sheet="seeds/zoker-memo.md", has_bot=True)
