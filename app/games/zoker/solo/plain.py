"""Zoker Solo in line mode: move, pile, deal, hint, best, stock, card."""

from __future__ import annotations

from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver
from app.games.zoker.solo import text as solo_text
from app.games.zoker.words import line_text, read_card
from app.games.zoker.typed import answer_find, answer_line, find_entry, line_entry, typed_places
from app.plain.commands import Commands, Entry, numbers as _numbers
from app.text.i18n import NP_, _, pgettext


def _typed_place(session, state: solo.SoloState, words: list[str]) -> int | None | bool:
    """Return the place of rows 1 to 3 that ``words`` name: ROW COLUMN, or a card's name.

    None when the words are neither (the caller says how to type the command);
    False after saying where a named card is, when it is not in rows 1 to 3.
    """
    typed = typed_places(words, list(state.upper), 4)
    if isinstance(typed, str):  # a name that fits several cards: they are read back
        session.say(typed, "alert")
        return False
    if typed is None or len(typed[0]) > 1:
        return None
    places, missing = typed
    if missing is not None:
        session.say(solo_text.find(state, missing, session.full), "alert")  # where it is instead
        return False
    return places[0] if places else None


def _typed_pile(state: solo.SoloState, words: list[str]) -> int | None:
    """Return the pile that ``words`` name: its number, or the name of the card on top of it."""
    nums = _numbers(words, 1)
    if nums is not None:
        return nums[0] - 1 if 1 <= nums[0] <= 4 else None
    tops = [pile[-1] for pile in state.piles if pile]
    card = read_card(" ".join(words), tops).found if words else None
    if card is None:
        return None
    return next((i for i, pile in enumerate(state.piles) if pile and pile[-1] == card), None)


class SoloCommands(Commands):
    """Zoker Solo's typed commands; places are row and column from 1, or a card's name."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "move"), "m", NP_("typed", "pile"), "p", NP_("typed", "deal"), "d",
             NP_("typed", "hint"), "h", NP_("typed", "best"), "b", NP_("typed", "stock"), "s",
             NP_("typed", "card"), "look", NP_("typed", "cards"), "c", NP_("typed", "row"),
             NP_("typed", "column"), NP_("typed", "find"), NP_("typed", "option"), "options")

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "move ROW COLUMN PILE"), _("a card onto a pile"),
                  _("move ROW COLUMN PILE moves a card of rows 1 to 3 onto a pile of the bottom row, for "
                    "example move 2 3 1, or m 2 3 1. A card's name does for its place: move green M2 1."),
                  ("m",)),
            Entry(pgettext("command", "pile FROM TO"), _("a pile onto another"),
                  _("pile FROM TO moves a whole pile onto another, for example pile 1 3, or p 1 3. The name "
                    "of the card on top does for a pile's number."), ("p",)),
            Entry(pgettext("command", "deal"), _("new cards from the stock"),
                  _("deal fills the empty places of rows 1 to 3 from the stock, up to four cards; also d."),
                  ("d",)),
            Entry(pgettext("command", "hint"), _("a move you can make"), aliases=("h",)),
            Entry(pgettext("command", "best"), _("the best score still possible"), aliases=("b",)),
            Entry(pgettext("command", "stock"), _("cards left in the stock"), aliases=("s",)),
            Entry(pgettext("command", "card ROW COLUMN"), _("the card at a place"),
                  _("card ROW COLUMN says the card at that place in full, for example card 4 2 (row 4 is "
                    "the bottom row)."), ("look",)),
            Entry(pgettext("command", "cards"), _("the bottom row"), aliases=("c",)),
            line_entry(),
            find_entry(),
            Entry(pgettext("command", "option fill on"), _("empty places take a card"),
                  _("option fill on lets a card start a new pile in an empty place of the bottom row, from "
                    "the next deal; option fill off plays as in the rulebook."), ("option",)),
        ]

    def option_usage(self, option) -> str:
        return _("Type option fill on to let a card start a new pile in an empty place, or option fill off.")

    def menu_entry(self) -> Entry:
        return Entry(pgettext("command", "solo [DEAL]"), _("play Zoker Solo"),
                     _("solo starts a new deal of Zoker Solo; a number after it plays that deal, for example "
                       "solo 42."))

    def acts(self, verb: str, args: list[str]) -> bool:
        return verb in ("move", "m", "pile", "p", "deal", "d")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        state = session.match.state
        if verb in ("row", "column"):
            grid = solo_text.grid(state)
            answer_line(session, verb, args, 4, 4, lambda kind, n: line_text(grid, kind, n, session.full))
            return True
        if verb == "find":
            answer_find(session, args, lambda card: solo_text.find(state, card, session.full))
            return True
        if verb in ("move", "m"):
            place = _typed_place(session, state, args[:-1]) if args else None
            pile = _typed_pile(state, args[-1:]) if args else None
            if place is False:
                return True
            if place is None or pile is None:
                session.say(_("Type: move ROW COLUMN PILE, for example move 2 3 1, or move green M2 1 "
                              "(rows 1 to 3, columns and piles 1 to 4)."), "alert")
            else:
                session.act(solo.MoveCard(place, pile))
        elif verb in ("pile", "p"):
            source, target = self._two_piles(state, args)
            if source is None or target is None:
                session.say(_("Type: pile FROM TO, for example pile 1 3 (piles 1 to 4)."), "alert")
            else:
                session.act(solo.MovePile(source, target))
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

    @staticmethod
    def _two_piles(state: solo.SoloState, args: list[str]) -> tuple[int | None, int | None]:
        """Return the piles of ``pile FROM TO``, each a number or its top card's name (None where not)."""
        for split in range(1, len(args)):
            source, target = _typed_pile(state, args[:split]), _typed_pile(state, args[split:])
            if source is not None and target is not None:
                return source, target
        return None, None


COMMANDS = SoloCommands()
