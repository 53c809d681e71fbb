"""Typed commands of each game in line mode, turned into Session calls.

Each handler takes the Session and the words typed, and returns True when
it knew the command. Places are typed as row and column, counted from 1.
"""

from __future__ import annotations

from app.games.zoker.explorer import cube as explorer
from app.games.zoker.memo import rules as memo
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver
from app.games.zoker.tiko import rules as tiko
from app.games.zoker.cards import Card, parse_card
from app.games.zoker.memo import text as memo_text
from app.games.zoker.pairs import text as pairs_text
from app.games.zoker.solo import text as solo_text
from app.games.zoker.tiko import text as tiko_text
from app.text.i18n import _, ngettext
from app.games.zoker.words import card_list


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


# Games for several seats. Places are typed as row and column from 1; cards
# in English words and codes ("green M2") or by their number in the hand.

def _place(session, state: memo.MemoState, args: list[str]) -> int | None:
    """Return the place typed as ROW COLUMN (also "2,3"), or None after saying why not."""
    nums = _numbers(" ".join(args).replace(",", " ").split(), 2)
    if nums is None:
        session.say(_("Type: turn ROW COLUMN, for example turn 2 3, or t 2 3."), "alert")
        return None
    row, column = nums
    if not (1 <= row <= state.rows and 1 <= column <= state.columns):
        session.say(_("Row {row}, column {column} is not on the table: rows go from 1 to {rows}, "
                      "columns from 1 to {columns}.").format(row=row, column=column, rows=state.rows,
                                                            columns=state.columns), "alert")
        return None
    return (row - 1) * state.columns + column - 1


def taken_cards(cards, full: bool = False) -> str:
    """Return the cards the player at the keyboard has taken in Zoker Memo."""
    if not cards:
        return _("You have taken no cards yet.")
    return ngettext("You have taken {count} card: {cards}.", "You have taken {count} cards: {cards}.",
                    len(cards)).format(count=len(cards), cards=card_list(cards, full))


def no_viewer() -> str:
    """Return what is said when no seat is at the keyboard (every seat a bot)."""
    return _("No player at this keyboard plays in this game.")


def memo_command(session, verb: str, args: list[str]) -> bool:
    """Handle a Zoker Memo command; a line of two numbers turns that place up."""
    state = session.match.state
    if verb == "turn" or verb == "t" and args or verb.isdigit() or "," in verb:
        place = _place(session, state, args if verb in ("turn", "t") else [verb] + args)
        if place is not None:
            session.act(memo.TurnUp(place))
    elif verb in ("table", "t"):
        text = memo_text.read_table(state, session.full) + " " + memo_text.stock(state)
        session.say(text, "info")
    elif verb in ("down", "facedown", "face-down"):
        session.say(memo_text.face_down(state), "info")
    elif verb in ("card", "look"):
        nums = _numbers(" ".join(args).replace(",", " ").split(), 2)
        if nums is None or not (1 <= nums[0] <= state.rows and 1 <= nums[1] <= state.columns):
            session.say(_("Type: card ROW COLUMN, for example card 2 3 (rows 1 to {rows}, columns 1 to "
                          "{columns}).").format(rows=state.rows, columns=state.columns), "alert")
        else:
            index = (nums[0] - 1) * state.columns + nums[1] - 1
            session.say(memo_text.focus(state, index, session.full), "info")
    elif verb in ("deal", "d"):
        session.act(memo.AskDeal())
    elif verb in ("held", "score", "s"):
        session.say(session.holdings(), "info")
    elif verb in ("mine", "m"):
        if session.viewer is None:
            session.say(no_viewer(), "info")
        else:
            session.say(taken_cards(state.taken[session.viewer], session.full), "info")
    elif verb == "stock":
        session.say(memo_text.stock(state), "info")
    elif verb == "rules":
        session.say(memo_text.rules_line(state), "info")
    else:
        return False
    return True


#: Words for the ways to group the hand (English and the attribute names).
GROUP_WORDS = {"colour": "colour", "color": "colour", "size": "size", "shape": "shape",
               "strength": "strength", "strong": "strength"}


def _card(session, hand: list[Card], args: list[str], usage: str) -> Card | None:
    """Return the card typed: "green M2", its number in the hand as read, or a code only one card
    in the hand has; None after saying why not."""
    text = " ".join(args)
    if not args:
        session.say(usage, "alert")
        return None
    if len(args) == 1 and args[0].isdigit():
        number = int(args[0])
        if not hand:
            session.say(_("Your hand is empty."), "alert")
            return None
        if not 1 <= number <= len(hand):
            session.say(ngettext("Your hand has {count} card: type 1 for it, or name it like green M2.",
                                 "Your hand has {count} cards: type a number from 1 to {count}, "
                                 "or name a card like green M2.", len(hand)).format(count=len(hand)),
                        "alert")
            return None
        return hand[number - 1]
    if len(args) == 1:
        matches = [c for c in hand if c.code.lower() == args[0].lower()]
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            session.say(_("More than one card in your hand is {code}: say its colour too, "
                          "for example {card}.").format(code=matches[0].code, card=str(matches[0])), "alert")
            return None
    try:
        card = parse_card(text)
    except ValueError:
        session.say(_("{text} is not a card. Name a card by colour and code, like green M2 (colours in "
                      "English: blue, green, orange, red; sizes S, M, L, XL; corners 1 to 4), "
                      "or give its number in your hand.").format(text=text), "alert")
        return None
    return card


def tiko_command(session, view: dict, verb: str, args: list[str]) -> bool:
    """Handle a Zoker Tiko command; ``view["group"]`` is how the hand is read, and is remembered."""
    state = session.match.state
    seat = session.viewer
    hand = tiko_text.sorted_hand(state.hands[seat], view["group"]) if seat is not None else []
    if verb in ("play", "p"):
        if seat is None:
            session.say(no_viewer(), "alert")
            return True
        card = _card(session, hand, args, _("Type: play CARD, for example play green M2, or play 2 for "
                                             "the second card of your hand as read."))
        if card is not None:
            session.act(tiko.Play(card))
    elif verb in ("hand", "h"):
        if args:
            group = GROUP_WORDS.get(args[0].lower())
            if group is None or len(args) > 1:
                session.say(_("Type: hand, or hand colour, hand size, hand shape or hand strength "
                              "to group your cards."), "alert")
                return True
            view["group"] = group
        if seat is None:
            session.say(no_viewer(), "info")
        else:
            session.say(tiko_text.hand(state.hands[seat], view["group"], session.full), "info")
    elif verb in ("trick", "k"):
        session.say(tiko_text.trick(state, session.seats, seat, session.full), "info")
    elif verb in ("preview", "look"):
        card = _card(session, hand, args, _("Type: preview CARD, for example preview green M2 or preview 2, "
                                             "to hear if it would go on top."))
        if card is not None:
            session.say(tiko_text.preview(card, state, session.full), "info")
    elif verb in ("won", "held", "score", "s"):
        session.say(session.holdings(), "info")
    elif verb in ("table", "t"):
        session.say(tiko_text.trick(state, session.seats, seat, session.full) + " " + session.holdings(), "info")
    else:
        return False
    return True
