"""Zocken in line mode: throw a die by colour, place it on a field, read the row, bet, a hint."""

from __future__ import annotations

from app.games.zocken import rules as zo
from app.games.zocken import text as zt
from app.plain.commands import Commands, Entry, no_viewer
from app.text.forms import GENDER_KEY, forms_of
from app.text.i18n import NP_, _, pgettext
from app.text.names import Names, for_language, typed_forms


def colour_names() -> Names:
    """Return the die colours as typed in the current language: the spoken name and every form of its
    forms entry ("hoď červenou", "heitä punaista", "kasta rauðan"), the English word and the letter."""

    def build() -> Names:
        names: Names = Names(("colour",), range(zo.DICE), lambda c, a: c)
        for c, english in enumerate(zo.COLOURS):
            words = {str(zt.colour_name(c)), english, zt.LETTERS[c].lower()}
            words.update(form for mark, form in forms_of(zt.colour_forms(c)).items() if mark != GENDER_KEY)
            names.add(sorted(words), colour=c)
        return names

    return for_language("zocken colours", build)


def field_names() -> Names:
    """Return the field words: numbers 0 to 8, left and right (the escape fields), in any language."""

    def build() -> Names:
        names: Names = Names(("field",), range(zo.FIELDS), lambda f, a: f)
        for f in range(zo.FIELDS):
            # The digit, and the field's name as the game says it ("veld 1", "left escape field"), in
            # each of its forms ("kenttään 3"), so a name the hint or the row said works typed back.
            name = zt.field_name(f)
            said = {str(f), str(name)}
            said.update(name.form(mark) for mark in forms_of(_field_forms(f)) if mark != GENDER_KEY)
            names.add(sorted(w for w in said if "{" not in w), field=f)
        # Translators: context "typed field": the words for the left or right escape field, separated by |.
        names.add(["left", "l", *typed_forms(pgettext("typed field", "left"))], field=zo.LEFT_ESCAPE)
        names.add(["right", *typed_forms(pgettext("typed field", "right"))], field=zo.RIGHT_ESCAPE)
        return names

    return for_language("zocken fields", build)


def _field_forms(field: int) -> str:
    """Return the forms entry of a field's name (its marks; a row field's is a pattern)."""
    if field == zo.LEFT_ESCAPE:
        return pgettext("field forms", "left escape field")
    if field == zo.RIGHT_ESCAPE:
        return pgettext("field forms", "right escape field")
    return pgettext("field forms", "field {number}")


def read_colour(text: str, among) -> int | None:
    """Return the die colour a typed text names among ``among``, or None."""
    reading = colour_names().read(text, among)
    return reading.found


def read_field(text: str, state: zo.ZockenState) -> int | None:
    """Return the field typed: a number, left or right, or the colour of its circle ("place green")."""
    reading = field_names().read(text)
    if reading.found is not None:
        return reading.found
    colour = colour_names().read(text).found
    if colour is not None:
        return zo.matching_field(state.circles, colour)
    return None


class ZockenCommands(Commands):
    """Zocken's typed commands."""

    # Translators: context "typed": the words a player types for this command word, separated by |,
    # the one help shows first (diacritics and case are ignored when typed; English works too).
    verbs = (NP_("typed", "throw"), "th", NP_("typed", "place"), "pl", NP_("typed", "row"), "ro",
             NP_("typed", "fits"), "f", NP_("typed", "bet"), NP_("typed", "pass"), NP_("typed", "hint"), "h",
             NP_("typed", "circles"))

    def entries(self) -> list[Entry]:
        return [
            Entry(pgettext("command", "throw COLOUR"), _("throw a die"),
                  _("throw and a colour throws that die, for example throw green; also th."), ("th",)),
            Entry(pgettext("command", "place FIELD"), _("put the die on a field"),
                  _("place and a field puts the thrown die there: 1 to 7, left or right for the escape "
                    "fields, or a circle's colour, for example place 3 or place green; also pl."), ("pl",)),
            Entry(pgettext("command", "row"), _("read the row"), aliases=("ro",)),
            Entry(pgettext("command", "fits"), _("where the die may go"), aliases=("f",)),
            Entry(pgettext("command", "bet"), _("bet on over 50"),
                  _("bet bets that the turn scores over 50; pass does not bet.")),
            Entry(pgettext("command", "pass"), _("do not bet")),
            Entry(pgettext("command", "hint"), _("expected score of each choice"), aliases=("h",)),
            Entry(pgettext("command", "circles"), _("the circles, left to right")),
        ]

    def option_usage(self, option) -> str:
        return _("Type option board fixed for the circles in colour order, or option board shuffled.")

    def acts(self, verb: str, args: list[str]) -> bool:
        return verb in ("throw", "th", "place", "pl", "bet", "pass")

    def opening(self, session, memory: dict) -> None:
        state = session.match.state
        if len(session.seats) > 1 and session.my_turn():
            # The turn prompt has just said the dice to throw (or where the thrown one fits): the row only.
            session.say(zt.circles(state) + " " + zt.row(state, session.full), "info")
        else:
            session.say(zt.circles(state) + " " + session.read_table(), "info")

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        if session.match is None:
            return False
        state = session.match.state
        if verb in ("row", "ro"):
            session.say(zt.row(state, session.full), "info")
        elif verb in ("fits", "f"):
            session.say(zt.where_it_goes(state) or zt.in_hand(state), "info")
        elif verb == "circles":
            session.say(zt.circles(state), "info")
        elif verb in ("hint", "h"):
            from app.games.zocken import odds

            session.say(zt.hint(state, odds) or _("No hint now."), "info")
        elif verb in ("throw", "th"):
            if session.viewer is None:
                session.say(no_viewer(), "alert")
                return True
            hand = state.in_hand()
            colour = hand[0] if not args and len(hand) == 1 else read_colour(" ".join(args), hand) if args else None
            if colour is None:
                session.say(_("Type: throw and a colour, for example throw green.") + " " + zt.in_hand(state),
                            "alert")
                return True
            session.act(zo.Throw(colour))
        elif verb in ("place", "pl"):
            if session.viewer is None:
                session.say(no_viewer(), "alert")
                return True
            field = read_field(" ".join(args), state) if args else None
            if field is None:
                session.say(_("Type: place and a field: 1 to 7, left, right, or a circle's colour.") + " "
                            + zt.where_it_goes(state), "alert")
                return True
            session.act(zo.Place(field))
        elif verb == "bet":
            no = bool(args) and args[0].lower() in ("no", "n", "0")
            session.act(zo.Bet(not no))
        elif verb == "pass":
            session.act(zo.Bet(False))
        else:
            return False
        return True


COMMANDS = ZockenCommands()
