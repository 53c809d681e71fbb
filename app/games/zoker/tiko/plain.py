"""Zoker Tiko in line mode: play a card by name or number, the hand, the trick, a preview."""

from __future__ import annotations

from app.games.zoker.tiko import rules as tiko
from app.games.zoker.tiko import text as tiko_text
from app.games.zoker.typed import answer_find, find_entry, hand_card
from app.plain.commands import Commands, Entry, no_viewer
from app.text.i18n import NP_, _, pgettext

#: Words for the ways to group the hand (English, as line mode reads them: ``TikoCommands.keywords``).
GROUP_WORDS = {"colour": "colour", "color": "colour", "size": "size", "shape": "shape",
               "strength": "strength", "strong": "strength"}


class TikoCommands(Commands):
    """Zoker Tiko's typed commands; ``memory["group"]`` is how the hand is read, and is remembered."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "play"), "p", NP_("typed", "hand"), "h", NP_("typed", "trick"), "k",
             NP_("typed", "preview"), "look", NP_("typed", "won"), NP_("typed", "held"), NP_("typed", "score"), "s",
             NP_("typed", "find"))
    keywords = {"hand": (NP_("typed", "colour"), "color", NP_("typed", "size"), NP_("typed", "shape"),
                         NP_("typed", "strength"), "strong")}

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "play CARD"), _("play a card"),
                  _("play and a card's name plays it, for example play green M2; its number in your hand as "
                    "read does too: play 2; also p."), ("p",)),
            Entry(pgettext("command", "hand [GROUP]"), _("read your hand"),
                  _("hand reads your hand; hand colour, hand size, hand shape or hand strength groups it that "
                    "way from now on; also h."), ("h",)),
            Entry(pgettext("command", "trick"), _("the cards of this trick"), aliases=("k",)),
            Entry(pgettext("command", "preview CARD"), _("would it go on top?"),
                  _("preview and a card says whether it would go on top of the trick, for example preview 2."),
                  ("look",)),
            Entry(pgettext("command", "won"), _("cards each player has won"), aliases=("held", "score", "s")),
            find_entry(),
        ]

    def acts(self, verb: str, args: list[str]) -> bool:
        return verb in ("play", "p")

    def opening(self, session, memory: dict) -> None:
        if session.viewer is not None and session.handoff is None:
            self.handed_over(session, memory)

    def handed_over(self, session, memory: dict) -> None:
        if session.viewer is not None:
            group = memory.setdefault("group", "strength")
            session.say(tiko_text.hand(session.match.state.hands[session.viewer], group, session.full), "info")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        view = memory
        view.setdefault("group", "strength")
        if verb == "find":
            answer_find(session, args, lambda card: tiko_text.find(session.match.state, card, session.seats,
                                                                   session.viewer, session.full))
            return True
        state = session.match.state
        seat = session.viewer
        hand = tiko_text.sorted_hand(state.hands[seat], view["group"]) if seat is not None else []
        if verb in ("play", "p"):
            if seat is None:
                session.say(no_viewer(), "alert")
                return True
            card = hand_card(session, hand, args, _("Type: play CARD, for example play green M2, or play 2 for "
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
            card = hand_card(session, hand, args, _("Type: preview CARD, for example preview green M2 or preview 2, "
                                                 "to hear if it would go on top."))
            if card is not None:
                session.say(tiko_text.preview(card, state, session.full), "info")
        elif verb in ("won", "held", "score", "s"):
            session.say(session.holdings(), "info")
        else:
            return False
        return True



COMMANDS = TikoCommands()
