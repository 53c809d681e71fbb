"""Numeramis Loker, number poker for 1 to 10 players (NL): rules, bot, sentences, commands and screen.

``evaluate(hand)`` (see ``hands``) is this package's public name; it loads on first use, so that the
table starts without loading the game.
"""

from app.core.game import Game, Option
from app.text.i18n import N_, NP_

GAME = Game("loker", N_("Numeramis Loker"), __name__, players=(1, 10), table=True,
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "loker"),),
            options=(Option(NP_("typed", "after_two"), "void", (NP_("typed", "void"), NP_("typed", "show")), scored=True),
                     Option(NP_("typed", "chips"), 0, (0, 10, 20, 30), scored=True),
                     Option(NP_("typed", "target"), 0, (0, 10, 20, 30, 50), scored=True),
                     # NL-13: who wins a match with chips: the most place points, or the most chips.
                     Option(NP_("typed", "winner"), "points", (NP_("typed", "points"), NP_("typed", "chips")),
                            scored=True)),
            sheet="seeds/loker.md", has_bot=True, counts="points")


def __getattr__(name: str):
    if name == "evaluate":
        from app.games.loker.hands import evaluate

        return evaluate
    raise AttributeError(name)


__all__ = ["GAME", "evaluate"]
