"""What Numeramis Loker says: the hand by ear, exchanges, the close, the show-down (NL).

A hand is secret: only the seat at the keyboard hears its own cards, grouped
("3 sevens, a 5, a 4 and a 2") and with its best figure and free cards; the
other seats are told as counts ("Eva exchanges 2 cards.") until their hands
are laid down. Card values are said as digits, counts as numbers; the names
of cards, hands and figures are ``words.py``'s (read here as before).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Mapping, Sequence

from app.core.rules import Event
from app.core.seats import Seat
from app.games.loker import rules as nl
from app.games.loker.hands import evaluate
from app.games.loker.words import (figure, hand_words, title, figure_name as figure_name, group_name as group_name,
                                   grouped as grouped, sorted_hand as sorted_hand, value_plural as value_plural)
from app.text.i18n import _, ngettext, pgettext
from app.text.phrases import list_words
from app.text.seats import points_count, seat_name, starts, target_row, winners
from app.text.telling import Teller, Told


def hand(cards: Sequence[int]) -> str:
    """Return the player's hand: "Your cards: 3 sevens, a 5, a 4 and a 2. Three of a kind, ..."."""
    return _("Your cards: {cards}. {figure}.").format(cards=hand_words(cards),
                                                    figure=_capital(figure(evaluate(cards))))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _name(seats: Sequence[Seat], seat: int, viewer: int | None) -> str:
    return _("you") if seat == viewer else seat_name(seats, seat)


def exchanges_made(name: str, n: int) -> str:
    """Return a seat's exchanges so far, as the screen's seat list shows them: "Eva: 1 exchange made"."""
    return ngettext("{name}: {count} exchange made", "{name}: {count} exchanges made", n).format(name=name, count=n)


def exchanges_left(n: int) -> str:
    """Return "1 exchange left" / "2 exchanges left"."""
    return ngettext("{count} exchange left", "{count} exchanges left", n).format(count=n)


def chips_count(n: int) -> str:
    """Return "1 chip" / "20 chips" (NL-13)."""
    return ngettext("{count} chip", "{count} chips", n).format(count=n)


def pot_line(n: int) -> str:
    """Return the pot as the screen shows it (NL-13)."""
    return _("Pot: {count}").format(count=n)


def deal_line(state: nl.LokerState, seats: Sequence[Seat], viewer: int | None, starter: bool = True) -> str:
    """Return who deals and (``starter``) who starts (NL-5), and with chips the pot and what an exchange
    costs (NL-13): "Eva deals. You start. The pot holds 2 chips with everyone's opening chip; ..."."""
    text = _("You deal.") if state.dealer == viewer else _("{name} deals.").format(name=seat_name(seats, state.dealer))
    if starter:
        text += " " + starts(seats, state.first, viewer)
    if state.chips:
        text += " " + ngettext(
            "The pot holds {count} chip with everyone's opening chip; each card exchanged costs a chip.",
            "The pot holds {count} chips with everyone's opening chip; each card exchanged costs a chip.",
            state.pot).format(count=state.pot)
    return text


def paid(state: nl.LokerState, seats: Sequence[Seat], seat: int, n: int, viewer: int | None) -> str:
    """Return what an exchange of ``n`` cards cost and the pot after it (NL-13), or "" without chips."""
    if not state.chips:
        return ""
    if seat == viewer:
        return ngettext("You pay {count} chip; the pot holds {pot}.", "You pay {count} chips; the pot holds {pot}.",
                        n).format(count=n, pot=state.pot)
    return ngettext("{name} pays {count} chip; the pot holds {pot}.", "{name} pays {count} chips; the pot holds {pot}.",
                    n).format(name=seat_name(seats, seat), count=n, pot=state.pot)


def turn_prompt(state: nl.LokerState, viewer: int | None) -> str:
    """Return the prompt when the turn reaches the player at the keyboard: the commands that work now.

    The exchanges said are those the seat can still make this deal (``LokerView.exchanges_ahead``): one
    in the last round; a last turn after a close (NL-8) says that its hand is laid down after it.
    """
    if viewer is None:
        return ""
    if state.exchanged:
        if evaluate(state.hands[viewer]).rank:
            return _("Close, or pass to end your turn.")
        return _("No figure to close with: pass to end your turn.")
    if state.closer is not None:
        if nl.can_exchange(state, viewer):
            return _("Your last turn: exchange or pass; then your hand is laid down.")
        return _("Your last turn: no exchange left; pass to lay your hand down.")
    figure_held = bool(evaluate(state.hands[viewer]).rank)  # closing needs a figure (NL-6)
    if nl.can_exchange(state, viewer):
        left = exchanges_left(nl.view(state, viewer).exchanges_ahead())
        if figure_held:
            return _("Your turn: exchange, pass or close; {left}.").format(left=left)
        return _("Your turn: exchange or pass; {left}; no figure to close with.").format(left=left)
    if figure_held:
        return _("Your turn: pass or close; no exchange left.")
    return _("Your turn: pass; no exchange left and no figure to close with.")


def show_down(d: Mapping, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the show-down: each hand by place, best first, with its points; shared places said."""
    ranked = d["ranked"]
    counts = Counter(p for _s, _h, p, _pts in ranked if p is not None)
    parts = []
    for seat, cards, place, pts in ranked:
        name = _name(seats, seat, viewer)
        if place is None:
            parts.append(_("{name}: no hand, {points}").format(name=name, points=points_count(0)))
        elif counts[place] > 1:
            parts.append(_("shared place {place}: {name}, {figure}, {points}").format(
                place=place, name=name, figure=figure(evaluate(cards)), points=points_count(pts)))
        else:
            parts.append(_("place {place}: {name}, {figure}, {points}").format(
                place=place, name=name, figure=figure(evaluate(cards)), points=points_count(pts)))
    head = _("Two rounds and nobody closed: the hands are shown.") + " " if d.get("after_two") else ""
    text = head + _("Show-down: {places}.").format(places=_("; ").join(parts))
    takers = d.get("pot_to") or ()
    if list(takers) == [viewer]:
        text += " " + _("You take the pot.")
    elif takers:
        text += " " + ngettext("{names} takes the pot.", "{names} take the pot.", len(takers)).format(
            names=list_words([_name(seats, s, viewer) for s in takers]))
    return text


def final(seats: Sequence[Seat], scores: Sequence[int], viewer: int | None) -> str:
    """Return the end of a deal: winner and every seat's points, highest first."""
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
    points = _("; ").join(_("{name} {count}").format(name=_name(seats, i, viewer), count=scores[i])
                          for i in order)
    if len(seats) == 1:
        return _("Game over: {points}.").format(points=points_count(scores[0]))
    return _("Game over. {winners} Points: {points}.").format(winners=winners(seats, scores, viewer), points=points)


def event(ev: Event, state: nl.LokerState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return the sentence for one Loker event, told to the seat at the keyboard, news first.

    Brief: "Eva exchanges 2 cards." "Eva passes." "Eva closes: ..."; the player hears what came in
    and the hand now.
    """
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None else ""
    if ev.kind == "exchanged" and ev.seat is not None:
        n = d["count"]
        if you:
            text = _("You exchange {out} and get {got}.").format(
                out=list_words([str(c) for c in d["out"]]), got=list_words([str(c) for c in d["in"]]))
            if state.chips:
                text += " " + paid(state, seats, ev.seat, n, viewer)
            if not d["last_turn"]:
                # The turn goes on (NL-6): the hand, the exchanges this deal still allows, what to type now.
                ahead = nl.view(state, ev.seat).exchanges_ahead()
                text += " " + hand(state.hands[ev.seat]) + " " + (
                    _capital(exchanges_left(ahead)) + "." if ahead else _("No exchange left.")) + " " + (
                    turn_prompt(state, viewer) if state.turn == viewer and state.exchanged else "")
            return text.rstrip()
        if full:
            text = ngettext("{name} exchanges {count} card; {left}.", "{name} exchanges {count} cards; {left}.",
                            n).format(name=name, count=n, left=exchanges_left(d["left"]))
        else:
            text = ngettext("{name} exchanges {count} card.", "{name} exchanges {count} cards.", n).format(
                name=name, count=n)
        return text + (" " + paid(state, seats, ev.seat, n, viewer) if state.chips else "")
    if ev.kind == "turn_ended":
        # A pass after an exchange: the exchange was the turn (NL-6), nothing more for the others to hear;
        # the player who typed pass hears it taken at once, not silence until the next move.
        return _("You pass.") if you else ""
    if ev.kind == "passed":
        return _("You pass.") if you else _("{name} passes.").format(name=name)
    if ev.kind == "closed":
        fig = figure(evaluate(d["hand"]))
        text = (_("You close: {figure}.").format(figure=fig) if you
                else _("{name} closes: {figure}.").format(name=name, figure=fig))
        if d["last"]:
            text += " " + _("Last turns: {names}.").format(names=list_words([_name(seats, s, viewer)
                                                                             for s in d["last"]]))
        return text
    if ev.kind == "laid":
        fig = figure(evaluate(d["hand"]))
        return (_("You lay down: {figure}.").format(figure=fig) if you
                else _("{name} lays down: {figure}.").format(name=name, figure=fig))
    if ev.kind == "void":
        text = _("Two rounds and nobody closed: the deal is void, no points.")
        if d.get("pot"):
            text += " " + ngettext("{count} chip stays in the pot.", "{count} chips stay in the pot.",
                                   d["pot"]).format(count=d["pot"])
        return text
    if ev.kind == "show_down":
        return show_down(d, seats, viewer)
    if ev.kind == "game_over":
        broke = cannot_pay(state, seats, viewer)
        if d.get("void"):
            return _("Game over: a void deal.") + (" " + broke if broke else "")
        return final(seats, d["scores"], viewer) + (" " + broke if broke else "")
    return ""


def figure_kind(rank: int) -> str:
    """Return a figure's name without its numbers: "four of a kind" (rank 1 to 11, NL-1's table)."""
    return (pgettext("figure", "two pairs"), pgettext("figure", "straight of five"),
            pgettext("figure", "three pairs"), pgettext("figure", "straight of six"),
            pgettext("figure", "three of a kind"), pgettext("figure", "three and two"),
            pgettext("figure", "two threes"), pgettext("figure", "four of a kind"),
            pgettext("figure", "four and two"), pgettext("figure", "Loker"),
            pgettext("figure", "King Loker"))[rank - 1]


def what_if(state: nl.LokerState, viewer: int | None, full: bool = False) -> str:
    """Return the what-if for the seat at the keyboard: the best choices of cards to keep, each with the
    figure it aims at and its chance with the exchanges left ("Keep 7 7 7: four of a kind, 35 percent; ...").

    Brief says the best three, full the best five and the exchanges left.
    """
    from app.games.loker import odds

    if viewer is None:
        return ""
    view = nl.view(state, viewer)
    left = view.exchanges_ahead()  # one on a last turn and in the last round, whatever NL-7 leaves
    most = min(nl.MOST_EXCHANGED, view.chips[viewer]) if view.chips else nl.MOST_EXCHANGED
    if state.over:
        return _("The deal is over.")
    if left < 1:
        return _("No exchange left: your hand stays as it is.")
    if most < 1:
        return _("No chip left to pay for an exchange.")
    found = odds.choices(view.hand, view.unseen(), left, most, view.chips[viewer] if view.chips else None)
    if not found:
        return _("No exchange can better your hand.")
    parts, aims = [], set()
    best = []
    for choice in found:  # the best choice for each figure aimed at: the ear needs no near-copies
        if choice.aim not in aims:
            aims.add(choice.aim)
            best.append(choice)
    for choice in best[:5 if full else 3]:
        percent = round(100 * choice.chance)
        parts.append(ngettext("keep {cards}: {figure}, {percent} percent",
                              "keep {cards}: {figure}, {percent} percent", percent).format(
            cards=" ".join(str(c) for c in choice.keep), figure=figure_kind(choice.aim), percent=percent))
    text = _capital(_("; ").join(parts)) + "."
    if full:
        text += " " + _("Counted with {left}, keeping the same cards.").format(left=exchanges_left(left))
    return text


def read_table(state: nl.LokerState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the deal as the viewer may know it: the round, the close, laid-down hands, whose turn."""
    if state.over:
        text = _("The deal is over.")
    else:
        text = _("Round {number} of {rounds}.").format(number=min(state.round + 1, nl.ROUNDS), rounds=nl.ROUNDS)
        text += " " + (_("You deal.") if state.dealer == viewer else
                       _("{name} deals.").format(name=seat_name(seats, state.dealer)))
        if state.closer is not None:
            text += " " + _("{name} has closed.").format(name=_capital(_name(seats, state.closer, viewer)))
        if state.turn == viewer:
            text += " " + _("Your turn.")
        elif state.turn >= 0:
            text += " " + _("{name} to play.").format(name=seat_name(seats, state.turn))
    for seat in range(state.players):
        if state.laid[seat] and seat != viewer:
            text += " " + _("{name} laid down: {figure}.").format(name=seat_name(seats, seat),
                                                                  figure=figure(evaluate(state.hands[seat])))
    return text + " " + holdings(state, seats, viewer)


def holdings(state: nl.LokerState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return each seat's exchanges made, and the chips and the pot in the chips variant."""
    parts = [_("{name} {count}").format(name=_name(seats, s, viewer), count=state.exchanges[s])
             for s in range(state.players)]
    text = _("Exchanges made: {list}.").format(list=_("; ").join(parts))
    if state.chips:
        chips = [_("{name} {count}").format(name=_name(seats, s, viewer), count=state.chips[s])
                 for s in range(state.players)]
        text += " " + _("Chips: {list}; in the pot {pot}.").format(list=_("; ").join(chips), pot=state.pot)
    return text


def after_two_row(value: str) -> str:
    """Return the setup row of NL-9's choice."""
    return _("After two rounds with no close: {what}").format(
        what=_("the deal is void") if value == "void" else _("the hands are shown"))


def chips_row(value: int) -> str:
    """Return the setup row of the chips variant (NL-13)."""
    if not value:
        return _("Chips: none")
    return ngettext("Chips: {count} each", "Chips: {count} each", value).format(count=value)


def winner_row(value: str) -> str:
    """Return the setup row of who wins a match with chips (NL-13)."""
    return _("Winner with chips: the most place points") if value != "chips" else _("Winner with chips: the most chips")


def chips_won(state: nl.LokerState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the end of a match won by the most chips (NL-13): the winner, then every seat's chips."""
    order = sorted(range(state.players), key=lambda s: (-state.chips[s], s))
    table = _("; ").join(_("{name} {amount}").format(name=_name(seats, s, viewer), amount=chips_count(state.chips[s]))
                         for s in order)
    return _("The match is over; the most chips win. {winners} Chips: {list}.").format(
        winners=winners(seats, state.chips, viewer), list=table)


def cannot_pay(state: nl.LokerState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return who can no longer pay the opening chip (NL-13), or ""."""
    out = nl.cannot_pay(state)
    if not out:
        return ""
    return ngettext("{names} can no longer pay: the match ends.", "{names} can no longer pay: the match ends.",
                    len(out)).format(names=_capital(list_words([_name(seats, s, viewer) for s in out])))


OPTION_ROWS: dict[str, Callable[[Any], str]] = {"after_two": after_two_row, "chips": chips_row, "target": target_row, "winner": winner_row}


RULE_ERRORS = {
    "one_exchange_a_turn": lambda p, f: _("You have exchanged this turn: close, or pass to end your turn."),
    "exchange_count": lambda p, f: _("Exchange {low} to {high} cards.").format(low=p["low"], high=p["high"]),
    "no_exchanges_left": lambda p, f: ngettext(
        "You have made your {count} exchange of this deal.", "You have made your {count} exchanges of this deal.",
        p["count"]).format(count=p["count"]),
    "not_enough_chips": lambda p, f: ngettext(
        "You have {count} chip: one chip pays for each card exchanged.",
        "You have {count} chips: one chip pays for each card exchanged.", p["count"]).format(count=p["count"]),
    "card_not_in_hand": lambda p, f: _("You have no {card} in your hand.").format(card=p["card"]),
    "no_figure": lambda p, f: _("You cannot close without a figure: two pairs at least."),
    "cannot_pay": lambda p, f: _("Every player needs a chip to play a deal."),
}


class LokerTeller(Teller):
    """Numeramis Loker's sentences, as the table asks for them."""

    errors = RULE_ERRORS
    #: The sound cue of each event (app.speech.earcons), played beside the sentence; the show-down has
    #: the game-over cue.
    cues = {"exchanged": "swap", "closed": "close"}

    def rules(self) -> list[tuple[str, str]]:
        return [
            ("goal", _("Hold the best figure when the hands are laid down. The deck has 80 cards, the numbers "
                       "0 to 9, eight of each. From lowest to highest: two pairs, a straight of five, three pairs, "
                       "a straight of six, three of a kind, three and two, two threes, four of a kind, four and "
                       "two, Loker (five of a kind) and King Loker (six of a kind). 0 comes before 1 in a "
                       "straight.")),
            ("setup", _("Everyone gets six cards that only they may hear. The player on the dealer's left "
                        "starts; the next deal is dealt by the next player.")),
            ("turn", _("On your turn, exchange 1 to 3 cards, at most twice a deal; then close or pass. Or pass "
                       "without exchanging, or close: lay your hand down with a figure, believing it the best. "
                       "After a close, the players after the closer, up to the one before the starter, have a "
                       "last turn to exchange, then lay down. For example: 7 7 7 5 4 2 is three of a kind, "
                       "sevens, free 5, 4 and 2; exchange 5 4 2 to hope for more sevens.")),
            ("scoring", _("The higher figure wins whatever its numbers; equal figures compare their numbers, "
                          "then the free cards. With 4 players places score 4, 3, 2 and 1; equal hands share a "
                          "place and its points; no hand scores 0.")),
            ("end", _("The deal ends with the show-down after a close. If nobody closes in two rounds, the deal "
                      "is void, or, as a variant, the hands are shown. With chips, everyone pays 1 chip a deal "
                      "and 1 for each card exchanged; the best hand takes the pot.")),
        ]

    def event(self, ev: Event, told: Told) -> str:
        return event(ev, told.state, told.seats, told.viewer, told.full)

    def read_table(self, told: Told) -> str:
        return read_table(told.state, told.seats, told.viewer)

    def read_hand(self, told: Told) -> str:
        if told.viewer is None:
            return ""
        return hand(told.state.hands[told.viewer])

    def holdings(self, told: Told) -> str:
        return holdings(told.state, told.seats, told.viewer)

    def turn_prompt(self, told: Told) -> str:
        return turn_prompt(told.state, told.viewer)

    def deal_opening(self, told: Told, first_game: bool) -> str:
        return deal_line(told.state, told.seats, told.viewer, first_game)

    def match_over(self, told: Told) -> str | None:
        state = told.state
        if told.match.options.get("winner") == "chips" and state.chips:
            return chips_won(state, told.seats, told.viewer)
        return None

    def option_row(self, key: str, value) -> str:
        return OPTION_ROWS[key](value)

    def options_line(self, options) -> str:
        # The table's setup says every game's variants in a row: the game's name says whose these are.
        text = title() + ". " + after_two_row(options.get("after_two", "void")) + "."
        text += " " + chips_row(options.get("chips", 0)) + "."
        if options.get("chips") and options.get("winner") == "chips":
            text += " " + winner_row("chips") + "."
        return text + " " + target_row(options.get("target", 0)) + "."


TELLER = LokerTeller()
