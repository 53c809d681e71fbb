"""Zoker Kubo in line mode: place cards by name or number, claim structures, read the cube by level and line."""

from __future__ import annotations

from app.games.zoker.cards import LINES, Card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo import text as kt
from app.games.zoker.words import not_a_card_or_number, read_card, typed_card, unclear_card
from app.games.zoker.typed import _name_ends, answer_find, find_entry, hand_card
from app.plain.commands import Commands, Entry, no_viewer
from app.text.i18n import NP_, _, pgettext


def typed_cards(words: list[str]) -> list[Card] | str:
    """Return the cards named one after another ("blue S1 blue S4"), or what to say when a name is unclear."""
    found: list[Card] = []
    at = 0
    while at < len(words):
        for end in _name_ends(words, at):
            card = read_card(" ".join(words[at:end])).found
            if card is not None:
                found.append(card)
                at = end
                break
        else:
            reading = read_card(" ".join(words[at:]))
            return unclear_card(reading) if reading.unclear else not_a_card_or_number(" ".join(words[at:]))
    return found


def line_through(cards: list[Card]) -> int | None:
    """Return the structure (index of LINES) through all the named cards, or None when there is none."""
    if len(set(cards)) < 2:
        return None
    return next((i for i, line in enumerate(LINES) if set(cards) <= set(line.cards)), None)


def level_number(args: list[str]) -> int | None:
    """Return the level typed, 1-4, as 0-3, or None."""
    if len(args) == 1 and args[0].isdigit() and 1 <= int(args[0]) <= kt.SIDE:
        return int(args[0]) - 1
    return None


class KuboCommands(Commands):
    """Zoker Kubo's typed commands."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "place"), "p", NP_("typed", "done"), "d", NP_("typed", "pass"), NP_("typed", "draw"),
             NP_("typed", "fill"), NP_("typed", "claim"), "x", NP_("typed", "hand"), "h",
             NP_("typed", "level"), NP_("typed", "lines"), NP_("typed", "complete"), "k",
             NP_("typed", "score"), "s", NP_("typed", "find"))

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "place CARD"), _("place a card"),
                  _("place and a card's name puts it at its place in the cube, for example place green M2; its "
                    "number in your hand as read does too: place 2; also p."), ("p",)),
            Entry(pgettext("command", "done"), _("end your turn"),
                  _("done says your turn is over; after another's turn it lets the chance to call Point pass; "
                    "also d or pass."), ("d", "pass")),
            Entry(pgettext("command", "draw, fill"), _("one card, or up to five"),
                  _("After a turn with two or more cards placed: draw takes one card, fill takes cards until "
                    "you hold five."), ("fill",)),
            Entry(pgettext("command", "claim CARD CARD"), _("claim a structure"),
                  _("When claiming: claim and two cards of a structure you completed, for example claim blue S1 "
                    "blue S4; after another's turn, the same calls Point! on one they missed; also x."),
                  ("x",)),
            Entry(pgettext("command", "hand"), _("your cards and where they go"), aliases=("h",)),
            Entry(pgettext("command", "level N"), _("read a level of the cube"),
                  _("level and a number from 1 to 4 reads that level row by row; runs of empty places are "
                    "counted.")),
            Entry(pgettext("command", "lines CARD"), _("structures through a place"),
                  _("lines and a card reads every structure through its place: cards, what is missing, "
                    "whose it is.")),
            Entry(pgettext("command", "complete"), _("what can I complete?"),
                  _("complete says which cards of your hand would complete a structure now; also k."), ("k",)),
            Entry(pgettext("command", "score"), _("points, hands, stock"), aliases=("s",)),
            find_entry(),
        ]

    def option_usage(self, option) -> str:
        if option.key == "face":
            return _("Type option face colour, option face size or option face shape: the face the cube "
                     "grows from.")
        if option.key == "target":
            return _("Type option target 0 for no target score, or option target 10, 20, 30 or 50.")
        return _("Type option scoring auto for automatic scoring, or option scoring claim to claim and "
                 "call Point.")

    def acts(self, verb: str, args: list[str]) -> bool:
        return verb in ("place", "p", "done", "d", "pass", "draw", "fill", "claim", "x")

    def opening(self, session, memory: dict) -> None:
        if session.viewer is not None and session.handoff is None:
            self.handed_over(session, memory)

    def handed_over(self, session, memory: dict) -> None:
        if session.viewer is not None:
            session.say(kt.hand(session.match.state, session.viewer, session.full), "info")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        state = session.match.state
        seat = session.viewer
        full = session.full
        if verb == "find":
            answer_find(session, args, lambda card: kt.find(state, card, session.seats, seat, full))
        elif verb == "level":
            level = level_number(args)
            if level is None:
                session.say(_("Type level and a number from 1 to 4, for example level 2."), "alert")
            else:
                session.say(kt.read_level(state, level, full), "info")
        elif verb == "lines":
            if not args:
                session.say(_("Type lines and a card, for example lines green M2."), "alert")
            else:
                card = typed_card(session, args)
                if card is not None:
                    session.say(kt.lines_through(state, card, session.seats, seat, full), "info")
        elif verb in ("score", "s"):
            session.say(session.holdings(), "info")
        elif seat is None:
            session.say(no_viewer(), "alert")
        elif verb in ("hand", "h"):
            session.say(kt.hand(state, seat, full), "info")
        elif verb in ("complete", "k"):
            session.say(kt.completions(state, seat, full), "info")
        elif verb in ("place", "p"):
            hand = kt.sorted_hand(state.hands[seat], state)
            card = hand_card(session, hand, args, _("Type: place CARD, for example place green M2, or place 2 "
                                                      "for the second card of your hand as read."))
            if card is not None:
                session.act(kubo.Place(card))
        elif verb in ("done", "d", "pass"):
            session.act(kubo.EndTurn())
        elif verb in ("draw", "fill"):
            session.act(kubo.Draw(verb == "fill"))
        elif verb in ("claim", "x"):
            self._claim(session, args)
        else:
            return False
        return True

    def _claim(self, session, args: list[str]) -> None:
        usage = _("Type claim and two cards of the structure, for example claim blue S1 blue S4.")
        if not args:
            session.say(usage, "alert")
            return
        cards = typed_cards(args)
        if isinstance(cards, str):
            session.say(cards, "alert")
            return
        if len(cards) < 2:
            session.say(usage, "alert")
            return
        line = line_through(cards)
        if line is None:
            session.say(kt.ERRORS["no_such_line"]({}, session.full), "alert")
            return
        session.act(kubo.Claim(line))


COMMANDS = KuboCommands()
