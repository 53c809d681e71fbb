"""Zoker Solo in line mode: move, pile, deal, hint, best, stock, card."""

from __future__ import annotations

from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver
from app.games.zoker.solo import text as solo_text
from app.games.zoker.words import answer_find, answer_line, find_help, line_help
from app.plain.commands import Commands, with_items, numbers as _numbers
from app.text.i18n import _


class SoloCommands(Commands):
    """Zoker Solo's typed commands; places are row and column from 1."""

    def help(self) -> str:
        text = _("Zoker Solo: move ROW COLUMN PILE moves a card from rows 1 to 3 onto a bottom-row pile; "
                        "pile FROM TO moves a pile; deal; undo; hint; best; stock; card ROW COLUMN; "
                        "table; cards reads the bottom row; new starts another deal; option fill on lets a card "
                        "start a new pile in an empty place from the next deal, option fill off as in the rulebook.")
        return with_items(text, line_help(), find_help())

    def option_usage(self, option) -> str:
        return _("Type option fill on to let a card start a new pile in an empty place, or option fill off.")

    def menu_help(self) -> str:
        return _("solo [DEAL] starts Zoker Solo")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        state = session.match.state
        if verb in ("row", "column"):
            tops = [pile[-1] if pile else None for pile in state.piles]
            grid = [list(state.upper[r * 4:r * 4 + 4]) for r in range(3)] + [tops]
            answer_line(session, verb, args, grid, session.full)
            return True
        if verb == "find":
            answer_find(session, args, lambda card: solo_text.find(state, card, session.full))
            return True
        if verb in ("move", "m"):
            nums = _numbers(args, 3)
            if nums is None or not (1 <= nums[0] <= 3 and 1 <= nums[1] <= 4 and 1 <= nums[2] <= 4):
                session.say(_("Type: move ROW COLUMN PILE, for example move 2 3 1 (rows 1 to 3, columns and piles 1 to 4)."), "alert")
            else:
                session.act(solo.MoveCard((nums[0] - 1) * 4 + nums[1] - 1, nums[2] - 1))
        elif verb in ("pile", "p"):
            nums = _numbers(args, 2)
            if nums is None or not all(1 <= n <= 4 for n in nums):
                session.say(_("Type: pile FROM TO, for example pile 1 3 (piles 1 to 4)."), "alert")
            else:
                session.act(solo.MovePile(nums[0] - 1, nums[1] - 1))
        elif verb in ("deal", "d"):
            session.act(solo.Deal())
        elif verb in ("hint", "h"):
            session.say(solo_text.hint(state, solver.hint(state), session.full), "info")
        elif verb in ("best", "b"):
            session.say(solo_text.best(solver.best_score(state, budget_s=1.0)), "info")
        elif verb in ("stock", "s"):
            session.say(solo_text.stock(state), "info")
        elif verb in ("card", "look"):
            nums = _numbers(args, 2)
            if nums is None or not (1 <= nums[0] <= 4 and 1 <= nums[1] <= 4):
                session.say(_("Type: card ROW COLUMN, for example card 4 2 (row 4 is the bottom row)."), "alert")
            else:
                session.say(solo_text.focus(state, nums[0] - 1, nums[1] - 1, session.full), "info")
        else:
            return False
        return True


COMMANDS = SoloCommands()
