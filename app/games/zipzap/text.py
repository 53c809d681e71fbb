"""What Zip Zap says: the card on top first, who played it, who leads, the points (ZZ).

Brief verbosity keeps a bot's play to a few words with the new top card
first ("Red 6, Eva."), since in the race the player must hear the card at
once; full verbosity adds how many cards the player has left. The names of the
cards and the words of the screen and line mode are ``words.py``'s, read here
as before.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zipzap import rules as zz
from app.games.zipzap.rules import Card
from app.games.zipzap.words import (card_list, card_name, colour_name, mode_name, race_status, scoring_name,
                                    series_name, sorted_hand, speed_name, title, card_word as card_word,
                                    choose_line as choose_line, every_card as every_card,
                                    find_cancelled as find_cancelled, find_problem as find_problem,
                                    find_question as find_question, fits_note as fits_note, hand_label as hand_label,
                                    keys_line as keys_line, no_such_card as no_such_card, read_card as read_card,
                                    seat_line as seat_line, top_label as top_label)
from app.text.i18n import _, ngettext, pgettext
from app.text.seats import cards_count, cards_held, seat_name
from app.text.telling import Teller, Told


def _who(seats: Sequence[Seat], seat: int, viewer: int | None) -> str:
    return _("you") if seat == viewer else seat_name(seats, seat)


def opening_hand(state: zz.ZipZapState, viewer: int, full: bool = False) -> str:
    """Return what a player hears first in a game turn by turn: the series left out (ZZ-3), then the hand."""
    return " ".join(p for p in (left_out_line(state.left_out), hand(state.hands[viewer], full)) if p)


def hand(cards: Sequence[Card], full: bool = False) -> str:
    """Return the player's hand; brief by series ("Your cards: red 3 and 4; jokers 6 and 7; Zap card."),
    full card by card."""
    if not cards:
        return _("Your hand is empty.")
    return _("Your cards: {cards}.").format(cards=cards_said(cards, full))


def cards_said(cards: Sequence[Card], full: bool = False) -> str:
    """Return several cards of a hand as the hand is read: by series in brief, card by card in full."""
    return str(card_list(sorted_hand(cards), True)) if full else _("; ").join(by_series(cards))


def by_series(cards: Sequence[Card]) -> list[str]:
    """Return a hand by series, as a player sorts it in the hand: "red 1, 7 and 10", "jokers 4 and 6", then
    the Zap card."""
    from app.text.phrases import list_words

    if zz.HIDDEN in cards:
        raise ValueError("a hidden card has no name: a seat was about to be told a card it may not know")
    parts = []
    for series in zz.COLOURS + (zz.WILD,):
        numbers = sorted(c.number for c in cards if c.colour == series)
        if not numbers:
            continue
        listed = list_words([str(n) for n in numbers])
        if series == zz.WILD:
            # Translators: the jokers in a hand, read together: "jokers 4, 6 and 8" (rulebook: jóker).
            parts.append(ngettext("joker {numbers}", "jokers {numbers}", len(numbers)).format(numbers=listed))
        else:
            # Translators: one colour's cards in a hand, read together: "red 1, 7 and 10".
            parts.append(pgettext("zz series in hand", "{colour} {numbers}").format(
                colour=colour_name(series), numbers=listed))
    if any(c.is_zap for c in cards):
        parts.append(str(card_name(zz.ZAP_CARD)))
    return parts


def top_line(state: zz.ZipZapState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return what is on top and who played it ("On top: red 5, played by Eva.")."""
    owner = state.top_owner
    if owner < 0:
        return _("On top: {card}, turned from the draw pile.").format(card=card_name(state.top, full))
    if owner == viewer:
        return _("On top: {card}, yours.").format(card=card_name(state.top, full))
    return _("On top: {card}, played by {name}.").format(card=card_name(state.top, full),
                                                         name=seat_name(seats, owner))


def leader_line(state: zz.ZipZapState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return who leads now, or "" when nobody has to."""
    if state.leader < 0:
        return ""
    if state.leader == viewer:
        if only_zap(state, viewer):
            return only_zap_line()
        return _("You lead: play any card.")
    return _("{name} leads.").format(name=seat_name(seats, state.leader))


def only_zap(state: zz.ZipZapState, viewer: int | None) -> bool:
    """Return True when the viewer leads with nothing but the Zap card left (ZZ-9: it is played by zap)."""
    return viewer is not None and state.leader == viewer and state.hands[viewer] == (zz.ZAP_CARD,)


def only_zap_line() -> str:
    """Return what to do when leading with only the Zap card: call Zap (the word is typed zap)."""
    # Translators: "zap" is the word typed to play the Zap card (context "typed"): name that word.
    return _("You lead with your last card, the Zap card: zap.")


def fitting_line(state: zz.ZipZapState, viewer: int | None, full: bool = False) -> str:
    """Return what in the viewer's hand may be played now (ZZ-15)."""
    if viewer is None:
        return ""
    if state.leader == viewer:
        return only_zap_line() if only_zap(state, viewer) else _("You lead: any card of your hand.")
    cards = zz.fitting(state, state.hands[viewer])
    zap = zz.can_zap(state, viewer)
    if not cards:
        return _("Nothing fits; you may call Zap.") if zap else _("Nothing of yours fits.")
    text = _("Fits: {cards}.").format(cards=card_list(cards, full))
    return text + " " + _("You may call Zap.") if zap else text


def holdings(state: zz.ZipZapState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return how many cards each seat holds and everyone's points so far."""
    held = _("In hand: {holdings}.").format(holdings=cards_held(seats, [len(h) for h in state.hands], viewer))
    return held + " " + points_line(state.totals, seats, viewer, state.round_no, state.rounds)


def points_line(totals: Sequence[int], seats: Sequence[Seat], viewer: int | None, round_no: int,
                rounds: int) -> str:
    """Return everyone's points, fewest first: "Points after round 1 of 4: you 3; Eva 9."."""
    order = sorted(range(len(totals)), key=lambda i: (totals[i], i))
    parts = [_("{name} {points}").format(name=_who(seats, i, viewer), points=totals[i]) for i in order]
    return _("Points, round {number} of {rounds}: {points}.").format(number=round_no, rounds=rounds,
                                                                     points=_("; ").join(parts))


def table_text(state: zz.ZipZapState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return the table: the top card, who leads, the draw pile, the series left out."""
    parts = [top_line(state, seats, viewer, full), leader_line(state, seats, viewer)]
    n = len(state.stock)
    parts.append(ngettext("{count} card in the draw pile.", "{count} cards in the draw pile.", n).format(count=n))
    parts.append(left_out_line(state.left_out))
    return " ".join(p for p in parts if p)


def turn_prompt(state: zz.ZipZapState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return the news when play is the player's: the top card, and whether they lead."""
    lead = leader_line(state, seats, viewer)
    top = _("On top: {card}.").format(card=card_name(state.top, full))
    if state.mode == "turns":
        return " ".join(p for p in (_("Your turn."), top, lead) if p)
    # The race starts (or resumes) with this: the hand first, then the top card, the news the bots wait for.
    head = " ".join(p for p in (_("Round {number} of {rounds}.").format(number=state.round_no, rounds=state.rounds),
                                left_out_line(state.left_out)) if p)
    cards = hand(state.hands[viewer], full) if viewer is not None else ""
    return " ".join(p for p in (head, cards, top, lead) if p)


def find(state: zz.ZipZapState, card: Card, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return where a card is, as far as the viewer may know."""
    name = card_name(card, full)
    if viewer is not None and card in state.hands[viewer]:
        return _("{card}: in your hand.").format(card=name)
    if card in state.pile:
        return _("{card}: in the discard pile.").format(card=name)
    if not card.is_zap and card.colour in state.left_out:
        return _("{card}: its series is left out this round.").format(card=name)
    return _("{card}: not seen yet.").format(card=name)


def event(ev: Event, state: zz.ZipZapState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return the sentence for one Zip Zap event, told to the seat at the keyboard: news first."""
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None else ""
    if ev.kind == "played":
        card = card_name(d["card"], full)
        if d["lead"]:
            text = (_("You lead with {card}.").format(card=card) if you
                    else _("{card}, led by {name}.").format(card=card, name=name))
        else:
            text = _("{card}, you.").format(card=card) if you else _("{card}, {name}.").format(card=card, name=name)
        if d["left"] and (d["left"] <= 2 and not you or full):
            text += " " + (_("You have {amount}.").format(amount=cards_count(d["left"])) if you
                           else _("{name} has {amount}.").format(name=name, amount=cards_count(d["left"])))
        return text
    if ev.kind == "zap":
        return _("You: Zap!") if you else _("{name}: Zap!").format(name=name)
    if ev.kind == "lead":
        reason = d["reason"]
        if reason == "ten":
            return _("A 10: you lead.") if you else _("A 10: {name} leads.").format(name=name)
        if reason == "zap":
            return _("You lead: play any card.") if you else _("{name} leads.").format(name=name)
        return (_("Nobody can play: you lead.") if you
                else _("Nobody can play: {name} leads.").format(name=name))
    if ev.kind == "passed":
        return _("You pass.") if you else _("{name} passes.").format(name=name)
    if ev.kind == "flipped":
        card = card_name(d["card"], full)
        if d["again"]:
            return _("Nothing fits; next card turned: {card}.").format(card=card)
        return _("First card: {card}.").format(card=card)
    if ev.kind == "dealt":
        return _dealt(d, seats, viewer, full)
    if ev.kind == "round_over":
        return _round_over(ev, seats, viewer)
    if ev.kind == "game_over":
        return _game_over(d, seats, viewer)
    return ""


def left_out_line(left_out: Sequence[str]) -> str:
    """Return the series left out this round (ZZ-3), or "" when all are used."""
    if not left_out:
        return ""
    from app.text.phrases import list_words

    return _("Left out: {series}.").format(series=list_words([series_name(c) for c in left_out]))


def _dealt(d: Mapping, seats: Sequence[Seat], viewer: int | None, full: bool) -> str:
    text = _("Round {number} of {rounds}.").format(number=d["round"], rounds=d["rounds"])
    if d["left_out"]:
        text += " " + left_out_line(d["left_out"])
    if viewer is not None:
        text += " " + hand(d["hands"][viewer], full)
    return text


def _round_over(ev: Event, seats: Sequence[Seat], viewer: int | None) -> str:
    d = ev.data
    out = ev.seat
    assert out is not None, "a round ends when a seat goes out"
    head = _("Zip Zap! You are out.") if out == viewer else _("Zip Zap! {name} is out.").format(
        name=seat_name(seats, out))
    points = d["points"]
    parts = [_("{name} {points}").format(name=_who(seats, i, viewer), points=p)
             for i, p in enumerate(points) if i != ev.seat]
    scored = _("Points this round: {points}.").format(points=_("; ").join(parts))
    return " ".join((head, scored, points_line(d["totals"], seats, viewer, d["round"], d["rounds"])))


def _game_over(d: Mapping, seats: Sequence[Seat], viewer: int | None) -> str:
    winners = list(d["winners"])
    if len(winners) == 1:
        head = _("You win.") if winners[0] == viewer else _("{name} wins.").format(name=seat_name(seats, winners[0]))
    else:
        head = _("A tie between {names}.").format(names=_(", ").join(_who(seats, i, viewer) for i in winners))
    rule = _("Most points wins.") if d["scoring"] == "one" else _("Fewest points wins.")
    return _("Game over. {winners} {rule}").format(winners=head, rule=rule)


#: Error sentences of Zip Zap's own refusals.
ERRORS = {
    "too_late": lambda p, f: _("Too late: {card} came down first.").format(card=card_name(p["card"], f)),
    "does_not_fit": lambda p, f: _("{card} does not fit on {top}.").format(card=card_name(p["card"], f),
                                                                           top=card_name(p["top"], f)),
    "card_not_in_hand": lambda p, f: _("{card} is not in your hand.").format(card=card_name(p["card"], f)),
    "zap_not_yours": lambda p, f: _("Only the player of the last number card may call Zap."),
    "zap_used": lambda p, f: _("Your Zap card is played already this round."),
    "someone_leads": lambda p, f: _("Another player leads now: wait for their card."),
    "must_lead": lambda p, f: _("You lead: play any card."),
    "no_passing": lambda p, f: _("No passing in the race: play a fitting card or wait."),
}


class ZipZapTeller(Teller):
    """Zip Zap's sentences, as the table asks for them."""

    won = frozenset({"round_over"})

    errors = ERRORS
    cues = {"zap": "zap"}

    def rules(self) -> list[tuple[str, str]]:
        return [
            ("goal", _("Get rid of your cards first, round after round; the fewest points wins. There are "
                       "four single-colour series, red, green, blue and yellow, numbered 1 to 10, a "
                       "multicoloured series of jokers 1 to 10, and one Zap card for each player.")),
            ("setup", _("With 2 players two series are left out, with 3 one. Each player gets a Zap card and "
                        "12 cards, 9 with 5 players, 8 with 6. The first card of the draw pile is turned; "
                        "if nobody can play on it, the next one.")),
            ("turn", _("Anyone may play at once a card one higher than the top card: of the same colour, or "
                       "the joker. On red 5: red 6 or joker 6. On a joker, any colour one higher: on joker 7, "
                       "any 8. The first card down counts, and you may play several in a row. After a 10, "
                       "or when nobody can play, the last player leads any card. Right after your own "
                       "number card you may call Zap once a round: the Zap card goes down and you lead. "
                       "Turn by turn, you play fitting cards on your turn and pass to end it.")),
            ("scoring", _("The round ends when someone has no card left, Zip Zap. Everyone else scores "
                          "their hand: 1 for a single-colour card, 3 for a joker, 5 for the Zap card. In "
                          "the one-point variant, whoever goes out scores 1, and most points wins.")),
            ("end", _("There are as many rounds as players, two each with 2 or 3 players. Fewest points "
                      "wins. The bots react only after the new top card has been said; set their speed "
                      "in the table setup.")),
        ]

    def event(self, ev: Event, told: Told) -> str:
        return event(ev, told.state, told.seats, told.viewer, told.full)

    def read_table(self, told: Told) -> str:
        return table_text(told.state, told.seats, told.viewer, told.full)

    def read_hand(self, told: Told) -> str:
        if told.viewer is None:
            return ""
        return hand(told.state.hands[told.viewer], told.full)

    def holdings(self, told: Told) -> str:
        return holdings(told.state, told.seats, told.viewer)

    def turn_prompt(self, told: Told) -> str:
        return turn_prompt(told.state, told.seats, told.viewer, told.full)

    def where(self, told: Told) -> str | None:
        state = told.state
        if state.mode != "race":
            return None  # the table's own: game, deal, whose turn, holdings
        head = _("Zip Zap, round {number} of {rounds}, deal {deal}.").format(
            number=state.round_no, rounds=state.rounds, deal=told.match.deal)
        status = leader_line(state, told.seats, told.viewer) or race_status()
        return " ".join((head, top_line(state, told.seats, told.viewer, told.full), status,
                         holdings(state, told.seats, told.viewer)))

    def option_row(self, key: str, value: Any) -> str:
        if key == "mode":
            return _("Play: {mode}").format(mode=mode_name(value))
        if key == "speed":
            return _("Bots' speed: {speed}").format(speed=speed_name(value))
        if key == "scoring":
            return _("Scoring: {scoring}").format(scoring=scoring_name(value))
        return ""

    def options_line(self, options) -> str:
        # The game's name heads the line, as Kubo's and Zocken's do: the table's list of every game's variants
        # would put it before a "Play: ..." label and be heard "Zip Zap: Play: race" (the Dutch review).
        return _("{game}: {mode}; bots' speed: {speed}; scoring: {scoring}.").format(game=title(),
            mode=mode_name(options.get("mode", "race")), speed=speed_name(options.get("speed", "normal")),
            scoring=scoring_name(options.get("scoring", "hands")))


TELLER = ZipZapTeller()
