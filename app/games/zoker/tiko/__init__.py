"""Zoker Tiko, tricks for 2 to 5 players (ZT): rules, bot, sentences, commands and screen."""

from app.core.game import Game
from app.text.i18n import N_, NP_

GAME = Game("zoker-tiko", N_("Zoker Tiko"), __name__, players=(2, 5), table=True,
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "tiko"),),
            sheet="seeds/zoker-tiko.md", has_bot=True)
