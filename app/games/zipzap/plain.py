"""Zip Zap in line mode: play the fitting card, call Zap, pass, and ask what is on top and what fits.

Line mode plays the turn-based mode (ZZ-14) as it is. In the race (ZZ-13)
the bots' plays are printed and spoken when they land, while the player
types or waits (``app.plain.live``); a line typed lets the bots whose time
came before it act first.
"""

from __future__ import annotations

from app.games.zipzap import rules as zz
from app.games.zipzap import text as zt
from app.plain.commands import Commands, Entry, no_viewer
from app.text.i18n import NP_, _, pgettext


class ZipZapCommands(Commands):
    """Zip Zap's typed commands."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "play"), "p", NP_("typed", "zap"), "z", NP_("typed", "pass"), "x",
             NP_("typed", "top"), "t", NP_("typed", "fits"), "f", NP_("typed", "hand"), "h",
             NP_("typed", "counts"), "c", NP_("typed", "find"))

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "play [CARD]"), _("play a card"),
                  _("play alone plays the only card that fits; play and a card plays it, for example "
                    "play red 6, play joker 7, or play 6; also p."), ("p",)),
            Entry(pgettext("command", "zap"), _("call Zap after your card"),
                  _("zap plays your Zap card right after your own number card, once a round; then you "
                    "lead any card; also z."), ("z",)),
            Entry(pgettext("command", "pass"), _("end your turn (turn by turn)"), aliases=("x",)),
            Entry(pgettext("command", "top"), _("the top card and who leads"), aliases=("t",)),
            Entry(pgettext("command", "fits"), _("what in your hand fits"), aliases=("f",)),
            Entry(pgettext("command", "hand"), _("read your hand"), aliases=("h",)),
            Entry(pgettext("command", "counts"), _("cards held and points"), aliases=("c",)),
            Entry(pgettext("command", "find CARD"), _("where a card is"),
                  _("find and a card's name says where it is, for example find joker 7.")),
        ]

    def option_usage(self, option) -> str:
        if option.key == "mode":
            return _("Type option mode race, or option mode turns to play turn by turn.")
        if option.key == "speed":
            return _("Type option speed relaxed, normal or fast, or a number of seconds from 1 to 10.")
        return _("Type option scoring hands to count the cards in hand, or option scoring one for a point "
                 "to whoever goes out.")

    def acts(self, verb: str, args: list[str]) -> bool:
        return verb in ("play", "p", "zap", "z", "pass", "x")

    def opening(self, session, memory: dict) -> None:
        if session.viewer is not None and session.handoff is None and not session.racing():
            # (A race's opening news already holds the hand and the series left out.)
            session.say(zt.opening_hand(session.match.state, session.viewer, session.full), "info")

    def handed_over(self, session, memory: dict) -> None:
        if session.viewer is not None:
            session.say(zt.hand(session.match.state.hands[session.viewer], session.full), "info")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        state, seat = session.match.state, session.viewer
        if verb == "find":
            self._find(session, args)
        elif verb in ("play", "p"):
            if seat is None:
                session.say(no_viewer(), "alert")
            else:
                play(session, args)
        elif verb in ("zap", "z"):
            session.act(zz.Zap())
        elif verb in ("pass", "x"):
            session.act(zz.Pass())
        elif verb in ("top", "t"):
            session.say(zt.table_text(state, session.seats, seat, session.full), "info")
        elif verb in ("fits", "f"):
            session.say(zt.fitting_line(state, seat, session.full) or no_viewer(), "info")
        elif verb in ("hand", "h"):
            session.say(no_viewer() if seat is None else zt.hand(state.hands[seat], session.full), "info")
        elif verb in ("counts", "c"):
            session.say(session.holdings(), "info")
        else:
            return False
        return True

    def _find(self, session, args: list[str]) -> None:
        found = zt.read_card(" ".join(args), zt.every_card()) if args else []
        if len(found) != 1:
            session.say(_("Type find and a card, for example find red 6 or find joker 7."), "alert")
            return
        session.say(zt.find(session.match.state, found[0], session.seats, session.viewer, session.full), "info")


def play(session, args: list[str]) -> None:
    """Play what was typed: the only fitting card with no name (ZZ-15), else the card named."""
    state, seat = session.match.state, session.viewer
    hand = state.hands[seat]
    lead = state.leader == seat
    choices = [c for c in hand if not c.is_zap] if lead else zz.fitting(state, hand)
    if not args:
        if lead and not choices and zz.can_zap(state, seat):
            session.act(zz.Zap())  # only the Zap card is left: play is zap (ZZ-9)
        elif len(choices) == 1:
            session.act(zz.Play(choices[0]))
        elif not choices and state.mode == "turns":
            session.act(zz.Pass())  # nothing fits: the one key ends the turn
        elif not choices:
            session.say(zt.fitting_line(state, seat, session.full), "alert")
        else:
            session.say(_("Several cards fit: {cards}. Type play and one of them.").format(
                cards=zt.cards_said(choices, session.full)), "alert")
        return
    text = " ".join(args)
    found = zt.read_card(text, choices) or zt.read_card(text, hand)
    if len(found) == 1:
        session.act(zz.Zap() if found[0].is_zap else zz.Play(found[0]))
    elif found:
        session.say(_("Which one: {cards}?").format(cards=zt.card_list(zt.sorted_hand(found), session.full)),
                    "alert")
    else:
        session.say(_("No card in your hand is called {text}. {hand}").format(
            text=text, hand=zt.hand(hand, session.full)), "alert")


COMMANDS = ZipZapCommands()
