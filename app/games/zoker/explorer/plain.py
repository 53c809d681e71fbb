"""The cube explorer in line mode: walk the cube, go to a card, its pairs and lines."""

from __future__ import annotations

from app.games.zoker.cards import Card
from app.games.zoker.explorer import cube as explorer
from app.games.zoker.explorer import text as explorer_text
from app.games.zoker.words import card_name, typed_card
from app.plain.commands import Commands, Entry
from app.text.i18n import NP_, _, pgettext

#: Explorer moves: word -> (attribute, step).
EXPLORER_MOVES = {
    "right": ("size", 1), "left": ("size", -1), "up": ("shape", 1), "down": ("shape", -1),
    "higher": ("colour", 1), "lower": ("colour", -1),
}


class ExplorerCommands(Commands):
    """The explorer's typed commands; ``memory["card"]`` is where the player stands."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "left"), NP_("typed", "right"), NP_("typed", "up"), NP_("typed", "down"),
             NP_("typed", "higher"), NP_("typed", "lower"), NP_("typed", "go"), NP_("typed", "pairs"), "p",
             NP_("typed", "lines"), "n", NP_("typed", "card"), "look")

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "left, right"), _("a smaller or larger size"), aliases=("right",)),
            Entry(pgettext("command", "up, down"), _("the next or previous shape"), aliases=("down",)),
            Entry(pgettext("command", "higher, lower"), _("next or previous colour"),
                  _("higher and lower go to the card of the next or previous colour, the cube's levels."),
                  ("lower",)),
            Entry(pgettext("command", "go CARD"), _("go to a card"),
                  _("go and a card's name goes to that card, for example go orange S1.")),
            Entry(pgettext("command", "pairs"), _("the card's pairs"), aliases=("p",)),
            Entry(pgettext("command", "lines"), _("the lines through the card"), aliases=("n",)),
            Entry(pgettext("command", "card"), _("the card in full"), aliases=("look",)),
        ]

    def menu_entry(self) -> Entry:
        return Entry(pgettext("command", "explore"), _("the cube explorer"),
                     _("explore opens the cube explorer: walk through the 64 cards of the deck by size, shape "
                       "and colour."))

    def enter(self, session, memory: dict) -> None:
        session.say(self.where(session, memory))

    def where(self, session, memory: dict) -> str:
        return explorer_text.title() + ". " + explorer_text.cube_focus(memory.setdefault("card", explorer.START),
                                                                        session.full)

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        explorer_state = memory
        explorer_state.setdefault("card", explorer.START)
        card = explorer_state["card"]
        if verb in EXPLORER_MOVES:
            moved = explorer.step(card, *EXPLORER_MOVES[verb])
            if moved is None:
                session.say(explorer_text.cube_edge(), "alert")
            else:
                explorer_state["card"] = moved
                session.say(explorer_text.cube_focus(moved, session.full), "focus")
        elif verb == "go":
            moved = typed_card(session, args) if args else None
            if not args:
                session.say(_("Type: go and a card's name, for example go {card}.").format(
                    card=card_name(Card(2, 0, 0))), "alert")
            elif moved is not None:
                explorer_state["card"] = moved
                session.say(explorer_text.cube_focus(moved, session.full), "focus")
        elif verb in ("pairs", "p"):
            session.say(explorer_text.cube_pairs(card, session.full), "info")
        elif verb in ("lines", "n"):
            session.say(explorer_text.cube_lines(card, session.full), "info")
        elif verb in ("card", "look"):
            session.say(explorer_text.cube_focus(card, True), "info")
        else:
            return False
        return True


COMMANDS = ExplorerCommands()
