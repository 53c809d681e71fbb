"""Numeramis Loker in line mode: exchange cards by their numbers, pass, close, the hand, the counts.

``exchange 7 5`` exchanges a 7 and a 5 of the hand: the numbers typed are the
cards' values, as the hand is heard ("3 sevens, a 5 ..."), never positions;
``exchange 2 2`` exchanges two 2s.
"""

from __future__ import annotations

from app.games.loker import rules as nl
from app.games.loker import text as loker_text
from app.plain.commands import Commands, Entry, no_viewer
from app.text.i18n import NP_, _, pgettext


class LokerCommands(Commands):
    """Numeramis Loker's typed commands."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "exchange"), "e", "x", NP_("typed", "pass"), NP_("typed", "close"),
             NP_("typed", "hand"), "h",
             NP_("typed", "hint"))

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "exchange N [N N]"), _("exchange 1 to 3 cards"),
                  _("exchange and the numbers of 1 to 3 of your cards exchanges them, for example exchange 7 5 "
                    "gives away a 7 and a 5; exchange 2 2 gives away two 2s; also e."), ("e", "x")),
            Entry(pgettext("command", "pass"), _("end your turn, stay in"),
                  _("pass ends your turn without closing; on a last turn it lays your hand down.")),
            Entry(pgettext("command", "close"), _("lay your hand down"),
                  _("close lays your hand down with its figure; the players after you get a last turn.")),
            Entry(pgettext("command", "hand"), _("your cards and figure"), aliases=("h",)),
            Entry(pgettext("command", "hint"), _("what to keep, with the odds"),
                  _("hint says the best choices of cards to keep, each with the figure it aims at and its "
                    "chance with the exchanges you have left.")),
        ]

    def option_usage(self, option) -> str:
        if option.key == "after_two":
            return _("Type option after_two void, or option after_two show to show the hands after two rounds.")
        if option.key == "winner":
            return _("Type option winner points to let the most place points win a match with chips, "
                     "or option winner chips to let the most chips win.")
        if option.key == "target":
            return _("Type option target 0 for no target score, or option target 10, 20, 30 or 50.")
        return _("Type option chips 0 to play without chips, or option chips 10, 20 or 30.")

    def acts(self, verb: str, args: list[str]) -> bool:
        return verb in ("exchange", "e", "x", "pass", "close")

    def opening(self, session, memory: dict) -> None:
        if session.viewer is not None and session.handoff is None:
            self.handed_over(session, memory)

    def handed_over(self, session, memory: dict) -> None:
        if session.viewer is not None:
            session.say(loker_text.hand(session.match.state.hands[session.viewer]), "info")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        state = session.match.state
        seat = session.viewer
        if verb in ("exchange", "e", "x"):
            if seat is None:
                session.say(no_viewer(), "alert")
                return True
            if not args or len(args) > nl.MOST_EXCHANGED or not all(a.isdigit() and len(a) == 1 for a in args):
                session.say(_("Type exchange and the numbers of 1 to 3 of your cards, for example exchange 7 5."),
                            "alert")
                return True
            session.act(nl.Exchange(tuple(int(a) for a in args)))
        elif verb == "pass":
            if seat is None:
                session.say(no_viewer(), "alert")
            else:
                session.act(nl.Pass())
        elif verb == "close":
            if seat is None:
                session.say(no_viewer(), "alert")
            else:
                session.act(nl.Close())
        elif verb == "hint":
            if seat is None:
                session.say(no_viewer(), "info")
            else:
                session.say(loker_text.what_if(state, seat, session.full), "info")
        elif verb in ("hand", "h"):
            if seat is None:
                session.say(no_viewer(), "info")
            else:
                session.say(loker_text.hand(state.hands[seat]), "info")
        else:
            return False
        return True


COMMANDS = LokerCommands()
