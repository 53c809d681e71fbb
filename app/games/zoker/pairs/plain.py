"""The Pairs and ladders trainer in line mode: take, pairs, hint, score."""

from __future__ import annotations

from app.games.zoker.pairs import rules as pairs
from app.games.zoker.pairs import text as pairs_text
from app.games.zoker.words import line_text
from app.games.zoker.typed import answer_find, answer_line, find_entry, line_entry, typed_places
from app.plain.commands import Commands, Entry
from app.text.i18n import NP_, _, pgettext


class PairsCommands(Commands):
    """The trainer's typed commands; places are row and column from 1, or a card's name."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "take"), "x", NP_("typed", "pairs"), "p", NP_("typed", "hint"), "h",
             NP_("typed", "score"), "s", NP_("typed", "row"), NP_("typed", "column"), NP_("typed", "find"))

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "take PLACE PLACE"), _("take a pair"),
                  _("take and two places takes a pair, four places a ladder. A place is its row and column, "
                    "or the card's name: take 1 2 3 4, or take green M2 red M2; also x."), ("x",)),
            Entry(pgettext("command", "pairs PLACE"), _("a card's pairs on the table"),
                  _("pairs and a place, or a card's name, names the cards on the table that make a pair with "
                    "it, for example pairs 2 5, or p 2 5."), ("p",)),
            Entry(pgettext("command", "hint"), _("a pair on the table"), aliases=("h",)),
            Entry(pgettext("command", "score"), _("your score so far"), aliases=("s",)),
            line_entry(),
            find_entry(),
        ]

    def menu_entry(self) -> Entry:
        return Entry(pgettext("command", "pairs [DEAL]"), _("the pairs trainer"),
                     _("pairs starts a new deal of the pairs and ladders trainer; a number after it plays that "
                       "deal, for example pairs 7."))

    def acts(self, verb: str, args: list[str]) -> bool:
        return verb in ("take", "x")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        state = session.match.state
        if verb in ("row", "column"):
            grid = pairs_text.grid(state)
            answer_line(session, verb, args, pairs.ROWS, pairs.COLUMNS,
                        lambda kind, n: line_text(grid, kind, n, session.full))
            return True
        if verb == "find":
            answer_find(session, args, lambda card: pairs_text.find(state, card, session.full))
            return True
        if verb in ("take", "x"):
            places = self._places(session, state, args, (2, 4))
            if places is None:
                session.say(_("Type: take and two places for a pair, or four for a ladder; a place is its row "
                              "and column or the card's name, for example take 1 2 3 4 or take green M2 red M2."),
                            "alert")
            elif places:
                session.act(pairs.TakePair(*places) if len(places) == 2 else pairs.TakeLadder.of(places))
        elif verb in ("pairs", "p"):
            places = self._places(session, state, args, (1,))
            if places is None:
                session.say(_("Type: pairs ROW COLUMN, or pairs and a card's name, for example pairs 2 5."),
                            "alert")
            elif places:
                session.say(pairs_text.partners_on_table(state, places[0], session.full), "info")
        elif verb in ("hint", "h"):
            session.say(pairs_text.hint(state, session.full), "info")
        elif verb in ("score", "s"):
            session.say(pairs_text.score(state), "info")
        else:
            return False
        return True

    @staticmethod
    def _places(session, state: pairs.PairsState, args: list[str], counts: tuple[int, ...]) -> list[int] | None:
        """Return the places typed ([] after saying a named card is not on the table), or None for the usage."""
        typed = typed_places(args, list(state.table), pairs.COLUMNS)
        if isinstance(typed, str):  # a name that fits several cards: they are read back
            session.say(typed, "alert")
            return []
        if typed is None:
            return None
        places, missing = typed
        if missing is not None:
            session.say(pairs_text.find(state, missing, session.full), "alert")
            return []
        return places if len(places) in counts else None


COMMANDS = PairsCommands()
