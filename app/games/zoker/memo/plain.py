"""Zoker Memo in line mode: turn places up, ask for the deal, the cards taken."""

from __future__ import annotations

from app.games.zoker.memo import rules as memo
from app.games.zoker.memo import text as memo_text
from app.games.zoker.words import card_list
from app.games.zoker.typed import answer_find, answer_line, find_entry, line_entry
from app.plain.commands import Commands, Entry, no_viewer, numbers as _numbers
from app.text.i18n import NP_, _, pgettext


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


class MemoCommands(Commands):
    """Zoker Memo's typed commands; a line of two numbers turns that place up."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "turn"), "t", NP_("typed", "down"), NP_("typed", "facedown"), "face-down",
             NP_("typed", "card"), "look", NP_("typed", "deal"), "d", NP_("typed", "held"), NP_("typed", "score"),
             "s", NP_("typed", "mine"), "m", NP_("typed", "stock"), NP_("typed", "variant"), NP_("typed", "row"),
             NP_("typed", "column"), NP_("typed", "find"))

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "turn ROW COLUMN"), _("turn a card up"),
                  _("turn and a place's row and column turns that card up, for example turn 2 3; t 2 3 or "
                    "just 2 3 do the same."), ("t",)),
            Entry(pgettext("command", "down"), _("places still face down")),
            Entry(pgettext("command", "card ROW COLUMN"), _("what lies at a place"), aliases=("look",)),
            Entry(pgettext("command", "deal"), _("ask for new cards"),
                  _("deal asks for new cards when the rules let you ask for the deal; also d."), ("d",)),
            Entry(pgettext("command", "held"), _("cards each player has taken"), aliases=("score", "s")),
            Entry(pgettext("command", "mine"), _("the cards you have taken"), aliases=("m",)),
            Entry(pgettext("command", "stock"), _("cards left to deal")),
            Entry(pgettext("command", "variant"), _("the rules of this match")),
            line_entry(),
            find_entry(),
        ]

    def option_usage(self, option) -> str:
        if option.key == "start":
            return _("Type option start and a number of cards from {low} to {high}, "
                     "for example option start 24.").format(low=option.low, high=option.high)
        if option.key == "easy":
            return _("Type option easy on for easy pairs, or option easy off.")
        return _("Type option refill auto to have cards dealt automatically, "
                 "or option refill manual to ask for the deal.")

    def acts(self, verb: str, args: list[str]) -> bool:
        return verb in ("turn", "deal", "d") or verb == "t" and bool(args) or verb[:1].isdigit()

    def opening(self, session, memory: dict) -> None:
        state = session.match.state
        table = memo_text.read_table(state, session.full)
        # Brief: the table only; the rules of this match are one command away (variant, rules).
        session.say(memo_text.rules_line(state) + " " + table if session.full else table, "info")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        state = session.match.state
        if verb in ("row", "column"):
            answer_line(session, verb, args, state.rows, state.columns,
                        lambda kind, n: memo_text.read_line(state, kind, n - 1, session.full))
            return True
        if verb == "find":
            answer_find(session, args,
                        lambda card: memo_text.find(state, card, session.seats, session.viewer, session.full))
            return True
        if verb == "turn" or verb == "t" and args or verb.isdigit() or "," in verb:
            place = _place(session, state, args if verb in ("turn", "t") else [verb] + args)
            if place is not None:
                session.act(memo.TurnUp(place))
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
                session.say(memo_text.taken_cards(card_list(state.taken[session.viewer], session.full), len(state.taken[session.viewer])), "info")
        elif verb == "stock":
            session.say(memo_text.stock(state), "info")
        elif verb == "variant":
            session.say(memo_text.rules_line(state), "info")
        else:
            return False
        return True


COMMANDS = MemoCommands()
