"""The Pairs and ladders trainer in line mode: take, pairs, hint, score."""

from __future__ import annotations

from app.games.zoker.pairs import rules as pairs
from app.games.zoker.pairs import text as pairs_text
from app.games.zoker.words import answer_find, answer_line, find_help, line_help
from app.plain.commands import Commands, with_items, numbers as _numbers
from app.text.i18n import _


class PairsCommands(Commands):
    """The trainer's typed commands; places are row and column from 1."""

    def help(self) -> str:
        text = _("Pairs and ladders: take ROW COLUMN ROW COLUMN takes a pair, with four places a ladder; "
                         "pairs ROW COLUMN names a card's pairs on the table; hint; undo; score; table; new.")
        return with_items(text, line_help(), find_help())

    def menu_help(self) -> str:
        return _("pairs [DEAL] the pairs and ladders trainer")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        state = session.match.state
        if verb in ("row", "column"):
            grid = [list(state.table[r * pairs.COLUMNS:(r + 1) * pairs.COLUMNS]) for r in range(pairs.ROWS)]
            answer_line(session, verb, args, grid, session.full)
            return True
        if verb == "find":
            answer_find(session, args, lambda card: pairs_text.find(state, card, session.full))
            return True
        if verb in ("take", "x"):
            nums = _numbers(args, len(args))
            rows_ok = nums is not None and len(nums) in (4, 8) and all(
                1 <= nums[i] <= pairs.ROWS and 1 <= nums[i + 1] <= pairs.COLUMNS for i in range(0, len(nums), 2))
            if not rows_ok:
                session.say(_("Type: take ROW COLUMN ROW COLUMN for a pair, or four places for a ladder, "
                              "for example take 1 2 3 4."), "alert")
                return True
            places = [(nums[i] - 1) * pairs.COLUMNS + nums[i + 1] - 1 for i in range(0, len(nums), 2)]
            action = pairs.TakePair(*places) if len(places) == 2 else pairs.TakeLadder(tuple(places))
            session.act(action)
        elif verb in ("pairs", "p"):
            nums = _numbers(args, 2)
            if nums is None or not (1 <= nums[0] <= pairs.ROWS and 1 <= nums[1] <= pairs.COLUMNS):
                session.say(_("Type: pairs ROW COLUMN, for example pairs 2 5."), "alert")
            else:
                session.say(pairs_text.partners_on_table(state, (nums[0] - 1) * pairs.COLUMNS + nums[1] - 1,
                                                         session.full), "info")
        elif verb in ("hint", "h"):
            session.say(pairs_text.hint(state, session.full), "info")
        elif verb in ("score", "s"):
            session.say(pairs_text.score(state), "info")
        else:
            return False
        return True


COMMANDS = PairsCommands()
