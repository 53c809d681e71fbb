"""Zocken, dice and bets for 1 to 8 players (ZO): rules, expected values, bots, sentences, commands, screen.

``color_points`` and ``turn_score`` (the ZO-9 table and a turn's score) are
named in DESIGN.md and are imported from here; they load the rules module
only when called, so the table still starts without loading the game.
"""

from app.core.game import Game, Option
from app.text.i18n import N_, NP_

GAME = Game("zocken", N_("Zocken"), __name__, players=(1, 8), table=True,
            # Translators: context "typed": the words a player types for it, separated by |, the first shown.
            words=(NP_("typed", "zocken"),),
            options=(Option(NP_("typed", "board"), "fixed", (NP_("typed", "fixed"), NP_("typed", "shuffled")), scored=True),),
            sheet="seeds/zocken.md", has_bot=True, counts="points")


def color_points(matches: int) -> int:
    """Return the points for a number of colour matches (ZO-9): 0, 10, 30, 60, 100, 150, 210, 280."""
    from app.games.zocken.rules import color_points as points

    return points(matches)


def turn_score(valid: bool, matches: int, escapes: int, outs: int) -> int:
    """Return a turn's score (ZO-8 to ZO-10): 50 for a valid row, the matches, -10 an escape, -20 an OUT."""
    from app.games.zocken.rules import turn_score as score

    return score(valid, matches, escapes, outs)
