"""Zoker Memo, memory for 1 to 5 players (ZM): rules, bot, sentences, commands and screen."""

from app.core.game import Game, Option
from app.text.i18n import N_

GAME = Game("zoker-memo", N_("Zoker Memo"), __name__, players=(1, 5), words=("memo",), table=True,
            options=(Option("start", 16, (8, 12, 16, 20, 24, 32, 48, 64), low=2, high=64),  # ZM-5
                     Option("easy", False, (False, True)),                                  # ZM-5
                     Option("refill", "auto", ("auto", "manual"))),                         # ZM-3
            sheet="seeds/zoker-memo.md", has_bot=True)
