"""Zip Zap, a real-time shedding race for 2 to 6 players (ZZ): rules, bots, sentences, commands, screen.

Options: ``mode`` "race" (ZZ-13, the bots react after the new top card has
been spoken, at the ``speed`` set) or "turns" (ZZ-14, no clock);
``scoring`` "hands" (ZZ-11, fewest points wins) or "one" (the variant of
ZZ-12: one point to whoever goes out, most points wins); ``speed`` the
bots' reaction time: relaxed, normal, fast, or a number of seconds.
"""

from app.core.game import Game, Option
from app.text.i18n import N_, NP_

GAME = Game("zipzap", N_("Zip Zap"), __name__, players=(2, 6), table=True,
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "zipzap"), "zip"),
            options=(Option(NP_("typed", "mode"), "race", (NP_("typed", "race"), NP_("typed", "turns")), scored=True),
                     Option(NP_("typed", "speed"), "normal", (NP_("typed", "relaxed"), NP_("typed", "normal"), NP_("typed", "fast")),
                            low=1, high=10),
                     Option(NP_("typed", "scoring"), "hands", (NP_("typed", "hands"), NP_("typed", "one")), scored=True)),
            sheet="seeds/zipzap.md", has_bot=True, counts="points")
