"""Zoker Kubo, building the cube for 2 to 5 players (ZK): rules, bots, sentences, commands and screen."""

from app.core.game import Game, Option
from app.text.i18n import N_, NP_

GAME = Game("zoker-kubo", N_("Zoker Kubo"), __name__, players=(2, 5), table=True,
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "kubo"),),
            options=(Option(NP_("typed", "face"), "colour",
                            (NP_("typed", "colour"), NP_("typed", "size"), NP_("typed", "shape")), scored=True),  # ZK-9
                     Option(NP_("typed", "scoring"), "auto", (NP_("typed", "auto"), NP_("typed", "claim")),
                            scored=True),                                                                   # ZK-6
                     Option(NP_("typed", "target"), 0, (0, 10, 20, 30, 50), scored=True)),                                # ZK-8
            sheet="seeds/zoker-kubo.md", has_bot=True, counts="points")
