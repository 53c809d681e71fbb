"""What Zocken says: dice thrown and placed, where a die may go, the row, bets, scores (ZO).

Brief: "Eva: red 5 on field 3, match." (about eight words a bot's turn).
Full: the circle beside the field and the row's direction too. Names of
dice ("red 5") and fields ("field 3", "left escape field") have catalog
forms, so a sentence may ask for a case ({die:acc}).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zocken import rules as zo
from app.text.forms import Name, pattern, word
from app.text.i18n import _, ngettext, pgettext
from app.text.phrases import decimal, list_words, run_said, runs
from app.text.seats import seat_name, who, winners
from app.text.telling import Teller, Told


def title() -> str:
    """Return the game's name."""
    return _("Zocken")


def colour_forms(colour: int) -> str:
    """Return the forms entry of a die colour: "acc: červenou; ..." (the word as it is when none)."""
    # Translators: a die colour's forms (Zocken): "mark: form" pairs, or the word as it is. Every form
    # is also what a player may type for the colour, so list the cases and genders a player may use.
    forms = (pgettext("die colour forms", "red"), pgettext("die colour forms", "orange"),
             pgettext("die colour forms", "yellow"), pgettext("die colour forms", "green"),
             pgettext("die colour forms", "blue"), pgettext("die colour forms", "purple"),
             pgettext("die colour forms", "white"))
    return forms[colour]


def colour_name(colour: int) -> Name:
    """Return a die colour's name, with its forms (ZO-2: red, orange, yellow, green, blue, purple, white)."""
    # Translators: a die colour (Zocken).
    names = (pgettext("die colour", "red"), pgettext("die colour", "orange"), pgettext("die colour", "yellow"),
             pgettext("die colour", "green"), pgettext("die colour", "blue"), pgettext("die colour", "purple"),
             pgettext("die colour", "white"))
    return word(names[colour], colour_forms(colour))


#: One letter for each colour on the screen, beside its name (never colour alone): English letters.
LETTERS = ("R", "O", "Y", "G", "B", "P", "W")


def die_name(colour: int, value: int) -> Name:
    """Return a die with its face: "red 5"."""
    # Translators: a die of a colour showing a face: "red 5". Forms entry: the die's own forms, if needed.
    return pattern(_("{colour} {value}"), pgettext("die forms", "{colour} {value}"),
                   colour=colour_name(colour), value=value)


def field_name(field: int) -> Name:
    """Return a field's name: "left escape field", "field 3", "right escape field"."""
    if field == zo.LEFT_ESCAPE:
        return word(_("left escape field"), pgettext("field forms", "left escape field"))
    if field == zo.RIGHT_ESCAPE:
        return word(_("right escape field"), pgettext("field forms", "right escape field"))
    return pattern(_("field {number}"), pgettext("field forms", "field {number}"), number=field)


def fields_list(fields: Sequence[int]) -> str:
    """Return fields as a list, each run of neighbouring row fields said as one: "left escape field or
    fields 4 to 7" ("fields 4 and 5" for two). A sentence may ask for a form of it ({fields:ill}: Finnish
    "vasempaan varakenttään tai kenttiin 4–7"), each part then in that form."""
    parts: list[Name] = []
    row = [f for f in fields if f in zo.ROW]
    for first, last in runs(row):
        # Translators: neighbouring Zocken fields, said as one ("fields 4 and 5", "fields 4 to 7"). Forms
        # entry: their forms as for "field {number}" ("ill: kenttiin {first} ja {last}").
        parts.append(run_said(first, last, field_name,
                              lambda a, b: pattern(_("fields {first} and {last}"),
                                                   pgettext("fields forms", "fields {first} and {last}"),
                                                   first=a, last=b),
                              lambda a, b: pattern(_("fields {first} to {last}"),
                                                   pgettext("fields forms", "fields {first} to {last}"),
                                                   first=a, last=b)))
    # The escape fields keep their places: the left one first, the right one last, as on the table.
    if zo.LEFT_ESCAPE in fields:
        parts.insert(0, field_name(zo.LEFT_ESCAPE))
    if zo.RIGHT_ESCAPE in fields:
        parts.append(field_name(zo.RIGHT_ESCAPE))
    return list_words(parts, "or")


def score_parts(p: Mapping) -> str:
    """Return a turn's score as its parts: "sequence 50, 3 colour matches 60, 1 escape field minus 10"."""
    parts = [_("sequence 50") if p["valid"] else _("no valid sequence")]
    if p["matches"]:
        parts.append(ngettext("{count} colour match {points}", "{count} colour matches {points}",
                              p["matches"]).format(count=p["matches"], points=zo.color_points(p["matches"])))
    if p["escapes"]:
        parts.append(ngettext("{count} escape field minus {points}", "{count} escape fields minus {points}",
                              p["escapes"]).format(count=p["escapes"], points=zo.ESCAPE_COST * p["escapes"]))
    if p["outs"]:
        parts.append(ngettext("{count} die OUT minus {points}", "{count} dice OUT minus {points}",
                              p["outs"]).format(count=p["outs"], points=zo.OUT_COST * p["outs"]))
    return _(", ").join(parts)



def where_it_goes(state: zo.ZockenState) -> str:
    """Return where the thrown die may go, and which field also matches its colour."""
    die = state.rolled
    if die is None:
        return ""
    fits = zo.fitting(zo.values_of(state.fields), die.value)
    own = zo.matching_field(state.circles, die.colour)
    text = _("{die} fits {fields}.").format(die=die_name(die.colour, die.value), fields=fields_list(fits))
    if own in fits:
        text += " " + _("{field} matches its colour.").format(field=field_name(own))
    return text


def in_hand(state: zo.ZockenState) -> str:
    """Return the dice still to throw: "To throw: red, blue and white."."""
    hand = state.in_hand()
    if not hand:
        return _("No die left to throw.")
    return _("To throw: {dice}.").format(dice=list_words([str(colour_name(c)) for c in hand]))


def row(state: zo.ZockenState, full: bool = False) -> str:
    """Return the row read back, left to right: each die with its field, the empty fields counted."""
    parts = []
    for f in range(zo.FIELDS):
        d = state.fields[f]
        if d is None and not full:
            continue
        if f in zo.ROW and full:
            place = _("{field}, {colour} circle").format(field=field_name(f),
                                                        colour=colour_name(state.circles[f - 1]))
        else:
            place = str(field_name(f))
        what = _("empty") if d is None else die_name(d.colour, d.value)
        if d is not None and f in zo.ROW and d.colour == state.circles[f - 1]:
            what = _("{die}, colour match").format(die=what)
        parts.append(_("{field}: {die}").format(field=place, die=what))
    if not parts:
        text = _("The row is empty.")
    else:
        text = _("Row: {dice}.").format(dice=_("; ").join(parts))
    if state.out:
        text += " " + _("OUT: {dice}.").format(dice=list_words([str(die_name(d.colour, d.value))
                                                                  for d in state.out]))
    return text


def circles(state: zo.ZockenState) -> str:
    """Return the circles beside the row fields, left to right."""
    return _("Circles, left to right: {colours}.").format(
        colours=_(", ").join(str(colour_name(c)) for c in state.circles))


def _who(seats: Sequence[Seat], seat: int, viewer: int | None) -> str:
    return who(seats, seat, viewer)  # "you" with its forms: {names:acc} is Dutch "jou"


def bettors_list(seats: Sequence[Seat], bettors: Sequence[int], viewer: int | None) -> str:
    """Return who bets, for "Bets by {names}": "you" keeps its forms, so the slot can ask for one
    ("{names:acc}": Dutch "van jou")."""
    return list_words([_who(seats, s, viewer) for s in bettors])


def event(ev: Event, state: zo.ZockenState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return the sentence for one Zocken event, news first."""
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None else ""
    if ev.kind == "thrown":
        die = die_name(d["colour"], d["value"])
        if not d["fits"]:
            return ""  # the OUT event says it
        if not you:
            # Brief: the placing says the die; full: the throw too.
            return _("{name} throws {die}.").format(name=name, die=die) if full else ""
        free = [f for f in range(zo.FIELDS) if state.fields[f] is None]
        if list(d["fits"]) == free:
            text = _("You throw {die}: it fits every free field.").format(die=die)
        else:
            text = _("You throw {die}: fits {fields}.").format(die=die, fields=fields_list(d["fits"]))
        if d["match"] is not None:
            text += " " + _("{field} matches its colour.").format(field=field_name(d["match"]))
        return text
    if ev.kind == "placed":
        die, field = die_name(d["colour"], d["value"]), field_name(d["field"])
        if d["match"]:
            return (_("You put {die} on {field}, colour match.").format(die=die, field=field) if you
                    else _("{name}: {die} on {field}, colour match.").format(name=name, die=die, field=field))
        return (_("You put {die} on {field}.").format(die=die, field=field) if you
                else _("{name}: {die} on {field}.").format(name=name, die=die, field=field))
    if ev.kind == "out":
        die = die_name(d["colour"], d["value"])
        return (_("{die} fits nowhere: OUT, minus 20.").format(die=die) if you
                else _("{name}: {die} fits nowhere, OUT.").format(name=name, die=die))
    if ev.kind == "bets_open":
        asked = _who(seats, d["asking"], viewer)
        if you:
            return _("Three dice down. Bets that you score over 50: {asking} first.").format(asking=asked)
        return _("Three dice down. Bets that {player} scores over 50: {asking} first.").format(
            player=name, asking=asked)
    if ev.kind == "bet":
        if d["yes"]:
            return _("You bet.") if you else _("{name} bets.").format(name=name)
        return _("You do not bet.") if you else _("{name} does not bet.").format(name=name)
    if ev.kind == "bets_closed":
        if not d["bettors"]:
            return _("Nobody bets.")
        if tuple(d["bettors"]) == (d.get("last"),):
            return ""  # the only bettor's own "Eva bets." was just heard (the Dutch review: said twice)
        return _("Bets by {names}.").format(names=bettors_list(seats, d["bettors"], viewer))
    if ev.kind == "turn_scored":
        score = d["score"]
        head = (_("You score {points}.").format(points=score) if you
                else _("{name} scores {points}.").format(name=name, points=score))
        if full or you or len(seats) == 1:
            head = head[:-1] + ": " + score_parts(d) + "."
        if len(seats) == 1:
            head += " " + _("Turn {number} of 5, total {total}.").format(number=d["round"], total=d["total"])
        return head
    if ev.kind == "bets_settled":
        names = list_words([_who(seats, s, viewer) for s in d["bettors"]])
        one = len(d["bettors"]) == 1
        you = one and d["bettors"][0] == viewer
        if d["won"]:
            if you:
                return _("Bet won: you gain {points}.").format(points=d["each"])
            if one:
                return _("Bet won: {name} gains {points}.").format(name=names, points=d["each"])
            return _("Bets won: {names} gain {points} each.").format(names=names, points=d["each"])
        if you:
            return _("Bet lost: you lose 20.")
        if one:
            return _("Bet lost: {name} loses 20.").format(name=names)
        return _("Bets lost: {names} lose 20 each.").format(names=names)
    if ev.kind == "round_over":
        return _("After round {number} of 5: {standings}.").format(
            number=d["round"], standings=totals(seats, d["totals"], viewer))
    if ev.kind == "game_over":
        if len(seats) == 1:
            return _("Game over: {total} in five turns; best turn {best}.").format(
                total=d["scores"][0], best=d["best"])
        return _("Game over. {winners} Totals: {standings}.").format(
            winners=winners(seats, d["scores"], viewer), standings=totals(seats, d["scores"], viewer))
    return ""


def totals(seats: Sequence[Seat], scores: Sequence[int], viewer: int | None) -> str:
    """Return every seat's total, highest first: "Eva 120; you 90"."""
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
    return _("; ").join(_("{name} {points}").format(name=_who(seats, i, viewer), points=scores[i]) for i in order)


def turn_prompt(state: zo.ZockenState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return what the player at the keyboard hears when they must act."""
    if state.asking is not None:
        # The thrower's row and what a bet wins or loses (ZO-13), after the question and its words.
        # Translators: "bet" and "pass" are the words typed for Zocken's bet commands (context "typed"):
        # name the same words here, so what the prompt says works when typed.
        return " ".join([_("Your bet: will {name} score over 50? Bet or pass.").format(
            name=seat_name(seats, state.active)), row(state),
            _("A won bet gains half the turn's score; a lost bet costs 20.")])
    if state.rolled is not None:
        return _("Place it.") + " " + where_it_goes(state)
    return _("Your turn: choose a die to throw.") + " " + in_hand(state)


def hint(state: zo.ZockenState, odds) -> str:
    """Return the best choice by expected score, with the values of the others (ZO-15)."""
    if state.asking is not None:
        chance = round(100 * odds.chance_over(state))
        # The chance assumes the thrower places every die for the highest expected score (ZO-15).
        return _("Chance that the turn scores over 50 with the best play: {percent} percent.").format(
            percent=chance)
    if state.rolled is not None:
        found = odds.place_values(state)
        ranked = sorted(found, key=lambda f: -found[f])
        if len(ranked) == 1:
            return _("Only {field} fits: expected {points}.").format(
                field=field_name(ranked[0]), points=decimal(found[ranked[0]]))
        return _("Best: {field}, expected {points}.").format(
            field=field_name(ranked[0]), points=decimal(found[ranked[0]])) + " " + _("; ").join(
            _("{field} {points}").format(field=field_name(f), points=decimal(found[f])) for f in ranked[1:])
    found = odds.die_values(state)
    ranked = sorted(found, key=lambda c: -found[c])
    if len(ranked) == 1:
        return _("Only {colour} is left to throw: expected {points}.").format(
            colour=colour_name(ranked[0]), points=decimal(found[ranked[0]]))
    return _("Best die: {colour}, expected {points}.").format(
        colour=colour_name(ranked[0]), points=decimal(found[ranked[0]])) + " " + _("; ").join(
        _("{colour} {points}").format(colour=colour_name(c), points=decimal(found[c])) for c in ranked[1:])


# Refusals of the game's own (RuleError msg_ids).
RULE_ERRORS = {
    "zocken_bet_first": lambda p, full: _("The bets come first."),
    "zocken_place_first": lambda p, full: _("Place the die you threw first: {die}.").format(
        die=die_name(p["colour"], p["value"])),
    "zocken_die_not_in_hand": lambda p, full: _("That die is already thrown."),
    "zocken_throw_first": lambda p, full: _("Throw a die first."),
    "zocken_no_such_field": lambda p, full: _("There is no such field: 1 to 7, left or right."),
    "zocken_field_taken": lambda p, full: _("{field} is taken.").format(field=field_name(p["field"])),
    "zocken_breaks_sequence": lambda p, full: _("{value} on {field} would break the sequence.").format(
        value=p["value"], field=field_name(p["field"])),
    "zocken_no_bet_now": lambda p, full: _("No bets are asked for now."),
}


class ZockenTeller(Teller):
    """Zocken's sentences, as the table asks for them."""

    won = frozenset({"round_over"})

    errors = RULE_ERRORS
    #: The sound cue of each event (app.speech.earcons), played beside the sentence.
    cues = {"thrown": "throw", "placed": "place", "out": "out", "bets_settled": "bets"}

    def rules(self) -> list[tuple[str, str]]:
        return [
            ("goal", _("Score the most points in five rounds by building a row of seven dice that never "
                       "falls, or never rises, and by putting dice beside circles of their own colour.")),
            ("setup", _("Seven dice: red, orange, yellow, green, blue, purple and white. The board has seven "
                        "row fields, numbered 1 to 7, each beside a circle of one colour, an escape field at "
                        "each end, and an OUT field.")),
            ("turn", _("Choose a die, throw it, and place it at once on a free field where the row still "
                       "never falls or never rises; equal dice and gaps are fine. An escape field at either end "
                       "takes a die too, but costs 10. Placed dice never move. A die that fits nowhere goes "
                       "OUT, minus 20. After three dice the others may bet that you score "
                       "over 50. For example, with 5 5 4 3 3 down, a 4 fits nowhere, but a 3 still does.")),
            ("scoring", _("A row with no die OUT scores 50. Colour matches score 10, 30, 60, 100, 150, 210 "
                          "or 280 for one to seven. Each escape die costs 10, each die OUT 20. Example: a "
                          "valid row, three matches and one escape die score 50 plus 60 minus 10: 100. A bet "
                          "wins half the score when it is over 50, else it loses 20.")),
            ("end", _("After five rounds the highest total wins; totals may be negative. Alone, you play "
                      "five turns and try to beat your best.")),
        ]

    def event(self, ev: Event, told: Told) -> str:
        return event(ev, told.state, told.seats, told.viewer, told.full)

    def read_table(self, told: Told) -> str:
        state = told.state
        text = row(state, told.full)
        if state.rolled is not None:
            text += " " + where_it_goes(state)
        else:
            text += " " + in_hand(state)
        if state.bettors:
            text += " " + _("Bets by {names}.").format(names=bettors_list(told.seats, state.bettors, told.viewer))
        return text

    def holdings(self, told: Told) -> str:
        state = told.state
        # So far, the sequence holds while no die is OUT (zo.parts counts it once all seven are down).
        current = {**zo.parts(state), "valid": not state.out}
        text = _("Round {number} of 5. Totals: {standings}.").format(
            number=state.round, standings=totals(told.seats, state.totals, told.viewer))
        if state.placed:
            text += " " + _("This turn so far: {parts}.").format(parts=score_parts(current))
        return text

    def turn_prompt(self, told: Told) -> str:
        return turn_prompt(told.state, told.seats, told.viewer)

    def option_row(self, key: str, value) -> str:
        if key == "board":
            return _("Circles: {choice}").format(choice=board_choice(value))
        return ""

    def options_line(self, options) -> str:
        if options.get("board", "fixed") == "shuffled":
            return _("Zocken: the circles are shuffled.")
        return _("Zocken: the circles are in colour order.")


def board_choice(value: str) -> str:
    """Return the board option's value in words."""
    return _("shuffled") if value == "shuffled" else _("in colour order")


TELLER = ZockenTeller()
