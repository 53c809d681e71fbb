"""Typed commands of each game in line mode, turned into Session calls.

Each handler takes the Session and the words typed, and returns True when
it knew the command. Places are typed as row and column, counted from 1.
"""

from __future__ import annotations

from app.games.zoker import explorer, pairs, solo, solver
from app.games.zoker.cards import parse_card
from app.text import pairs as pairs_text
from app.text import solo as solo_text
from app.text.i18n import _


def _numbers(words: list[str], count: int) -> list[int] | None:
    try:
        values = [int(w) for w in words]
    except ValueError:
        return None
    return values if len(values) == count else None


def solo_command(session, verb: str, args: list[str]) -> bool:
    """Handle a Zoker Solo command."""
    state = session.match.state
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


def pairs_command(session, verb: str, args: list[str]) -> bool:
    """Handle a Pairs and ladders trainer command."""
    state = session.match.state
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


#: Explorer moves: word -> (attribute, step).
EXPLORER_MOVES = {
    "right": ("size", 1), "left": ("size", -1), "up": ("shape", 1), "down": ("shape", -1),
    "higher": ("colour", 1), "lower": ("colour", -1),
}


def explorer_command(session, explorer_state: dict, verb: str, args: list[str]) -> bool:
    """Handle a cube explorer command; ``explorer_state["card"]`` is the cursor."""
    card = explorer_state["card"]
    if verb in EXPLORER_MOVES:
        moved = explorer.step(card, *EXPLORER_MOVES[verb])
        if moved is None:
            session.say(pairs_text.cube_edge(), "alert")
        else:
            explorer_state["card"] = moved
            session.say(pairs_text.cube_focus(moved, session.full), "focus")
    elif verb == "go":
        try:
            explorer_state["card"] = parse_card(" ".join(args))
        except ValueError:
            session.say(_("Type: go COLOUR CODE, for example go orange S1 (colours in English: blue, green, orange, red)."), "alert")
        else:
            session.say(pairs_text.cube_focus(explorer_state["card"], session.full), "focus")
    elif verb in ("pairs", "p"):
        session.say(pairs_text.cube_pairs(card, session.full), "info")
    elif verb in ("lines", "n"):
        session.say(pairs_text.cube_lines(card, session.full), "info")
    elif verb in ("card", "look"):
        session.say(pairs_text.cube_focus(card, True), "info")
    else:
        return False
    return True
