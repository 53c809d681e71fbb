"""What Zoker Tiko says: cards played, on top or under, tricks, hands (ZT).

A hand is secret: only the seat at the keyboard (the viewer) ever hears its
own cards; a deal is told to the others as a count.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zoker.tiko import rules as tiko
from app.games.zoker.cards import Card
from app.text.telling import Teller, Told
from app.text.i18n import _, ngettext, pgettext
from app.text.phrases import after_colon
from app.text.seats import cards_held, game_over, seat_name
from app.games.zoker.words import RULE_ERRORS, found_in_hand, found_nowhere_seen, found_with, found_with_you, card_list, card_name, cards_count, colour_name, shape_name, size_name

#: Ways the player can have the hand read and shown.
GROUPINGS = ("strength", "colour", "size", "shape")


def title() -> str:
    """Return the game's name."""
    return _("Zoker Tiko")


def grouping_name(group: str) -> str:
    """Return the name of a way to sort the hand.

    Each is its own whole phrase: languages inflect the attribute after "by"
    (Czech "podle barvy", Finnish "värin mukaan"), so no slot takes its name.
    """
    return {"strength": _("by strength"), "colour": _("by colour"), "size": _("by size"),
            "shape": _("by shape")}[group]


def sorted_hand(cards: Sequence[Card], group: str) -> list[Card]:
    """Return the hand in the order it is read and shown: strongest first, or grouped by an attribute."""
    by_strength = sorted(cards, key=lambda c: (-tiko.strength(c), c.values))
    if group == "strength":
        return by_strength
    axis = ("colour", "size", "shape").index(group)
    return sorted(by_strength, key=lambda c: -c.values[axis])


def _group_label(group: str, value: int) -> str:
    return {"colour": colour_name, "size": size_name, "shape": shape_name}[group](value).capitalize()


def hand(cards: Sequence[Card], group: str = "strength", full: bool = False) -> str:
    """Return the player's hand: strongest first, or in groups ("Red: red S1; red L3. Blue: blue M2.")."""
    if not cards:
        return _("Your hand is empty.")
    ordered = sorted_hand(cards, group)
    body: str
    if group == "strength":
        body = card_list(ordered, full)
    else:
        axis = ("colour", "size", "shape").index(group)
        groups: dict[int, list[Card]] = {}
        for c in ordered:
            groups.setdefault(c.values[axis], []).append(c)
        body = _(". ").join(_("{group}: {cards}").format(group=_group_label(group, v), cards=card_list(cs, full))
                            for v, cs in groups.items())
    # The first group's name follows a colon: small there where the language wants it ("per kleur: oranje: ...").
    return _("Your cards, {grouping}: {cards}.").format(grouping=grouping_name(group), cards=after_colon(body))


def _owner(seats: Sequence[Seat], seat: int, viewer: int | None) -> str:
    return _("you") if seat == viewer else seat_name(seats, seat)


def trick(state: tiko.TikoState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return the trick so far, top card first, with whose each card is."""
    if not state.trick:
        if state.leader == viewer:
            return _("No card is played yet; you lead.")
        return _("No card is played yet; {name} leads.").format(name=seat_name(seats, state.leader))
    cards = [_("{card}, {owner}").format(card=card_name(c, full), owner=_owner(seats, s, viewer))
             for s, c in reversed(state.trick)]
    return _("Trick, top first: {cards}.").format(cards=_("; ").join(cards))


def preview(card: Card, state: tiko.TikoState, full: bool = False) -> str:
    """Return where ``card`` would go if played now: it leads, goes on top, or goes under."""
    top = state.top
    name = card_name(card, full)
    if top is None:
        return _("{card} would lead the trick.").format(card=name)
    if tiko.lands_on_top(card, state):
        return _("{card} beats {top}: it would go on top.").format(card=name, top=card_name(top[1], full))
    return _("{card} does not beat {top}: it would go under.").format(card=name, top=card_name(top[1], full))


def focus(card: Card, state: tiko.TikoState, full: bool = False) -> str:
    """Return the echo of a focused card in the hand, with "on top" or "under" while a trick is open."""
    name = card_name(card, full)
    if state.top is None:
        return name
    if tiko.lands_on_top(card, state):
        return _("{card}, on top").format(card=name)
    return _("{card}, under").format(card=name)


def turn_prompt(state: tiko.TikoState, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return the prompt when the turn reaches the player at the keyboard: the top card."""
    top = state.top
    if top is None:
        return _("Your turn to lead.")
    return _("Your turn. On top: {card}, {owner}.").format(
        card=card_name(top[1], full), owner=_owner(seats, top[0], viewer))


def find(state: tiko.TikoState, card: Card, seats: Sequence[Seat], viewer: int | None, full: bool = False) -> str:
    """Return where a card is, as far as the viewer may know: their hand, the trick, the cards won."""
    if viewer is not None and card in state.hands[viewer]:
        return found_in_hand(card, full)
    if any(c == card for _seat, c in state.trick):
        return _("{card}: in the trick.").format(card=card_name(card, full))
    for seat, cards in enumerate(state.won):
        if card in cards:
            return found_with_you(card, full) if seat == viewer else found_with(card, seat_name(seats, seat), full)
    return found_nowhere_seen(card, full)


def holdings(state: tiko.TikoState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the cards each seat has won, and what is left to deal."""
    n = len(state.stock)
    stock = ngettext("{count} card in the stock.", "{count} cards in the stock.", n).format(count=n)
    won = _("Cards won: {holdings}. {stock}").format(
        holdings=cards_held(seats, [len(cards) for cards in state.won], viewer), stock=stock)
    # Every seat's hand size too: what a player at a real table sees at a glance.
    return won + " " + _("In hand: {holdings}.").format(
        holdings=cards_held(seats, [len(hand) for hand in state.hands], viewer))


def event(ev: Event, state: tiko.TikoState, seats: Sequence[Seat], viewer: int | None,
          full: bool = False) -> str:
    """Return the sentence for one Tiko event, told to the seat at the keyboard.

    Brief verbosity keeps a bot's turn to about eight words, news first
    ("Eva: green S1, under." "Eva takes the trick and has 6 cards."); full
    verbosity names the card beaten, the trick's size and the stock.
    """
    if full:
        return _full_event(ev, state, seats, viewer)
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None else ""
    if ev.kind == "played":
        card = card_name(d["card"])
        if d["lead"]:
            return (_("You lead {card}.").format(card=card) if you
                    else _("{name} leads {card}.").format(name=name, card=card))
        if d["on_top"]:
            return (_("You play {card}, on top.").format(card=card) if you
                    else _("{name}: {card}, on top.").format(name=name, card=card))
        return (_("You play {card}, under.").format(card=card) if you
                else _("{name}: {card}, under.").format(name=name, card=card))
    if ev.kind == "trick_won":
        won = cards_count(d["won"])
        if not you:
            return _("{name} takes the trick and has {amount}.").format(name=name, amount=won)
        text = _("You take the trick and have {amount}.").format(amount=won)
        # No turn prompt follows the player's own move: say who leads, unless a deal is told next.
        if d.get("last") == viewer and any(state.hands) and not _just_dealt(state):
            text += " " + _("You lead.")
        return text
    if ev.kind == "dealt":
        if viewer is not None:
            # The player cannot play without them: the new cards, strongest first.
            text = _("New deal: {cards}.").format(cards=card_list(sorted_hand(d["hands"][viewer], "strength")))
        else:
            text = ngettext("New deal, {count} card each.", "New deal, {count} cards each.", tiko.HAND).format(
                count=tiko.HAND)
        if viewer is not None and d["leader"] == viewer and d.get("last") == viewer:
            text += " " + _("You lead.")
        return text
    if ev.kind == "game_over":
        return _game_over(d, seats, viewer)
    return ""


def _game_over(d: Mapping, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the end of the game: winner, standings, and the cards left undealt (ZT-5: why it ended)."""
    text = game_over(seats, d["scores"], viewer)
    if d["undealt"]:
        text += " " + ngettext("{count} card was left undealt.", "{count} cards were left undealt.",
                               d["undealt"]).format(count=d["undealt"])
    return text


def _just_dealt(state: tiko.TikoState) -> bool:
    """Return True when every hand is whole and no card is played: a deal has just been made."""
    return not state.trick and all(len(h) == tiko.HAND for h in state.hands)


def _full_event(ev: Event, state: tiko.TikoState, seats: Sequence[Seat], viewer: int | None) -> str:
    """Return the full-verbosity sentence for one Tiko event."""
    full = True
    d = ev.data
    you = ev.seat is not None and ev.seat == viewer
    name = seat_name(seats, ev.seat) if ev.seat is not None else ""
    if ev.kind == "played":
        card = card_name(d["card"], full)
        if d["lead"]:
            return (_("You lead {card}.").format(card=card) if you
                    else _("{name} leads {card}.").format(name=name, card=card))
        top = card_name(d["top"], full)
        if d["on_top"]:
            return (_("You play {card}: it beats {top} and goes on top.").format(card=card, top=top) if you
                    else _("{name} plays {card}: it beats {top} and goes on top.").format(
                        name=name, card=card, top=top))
        return (_("You play {card}: it goes under {top}.").format(card=card, top=top) if you
                else _("{name} plays {card}: it goes under {top}.").format(name=name, card=card, top=top))
    if ev.kind == "trick_won":
        n = len(d["cards"])
        if you:
            text = ngettext("You take the trick with {card}: {count} card; you have won {won}.",
                            "You take the trick with {card}: {count} cards; you have won {won}.", n).format(
                card=card_name(d["card"], full), count=n, won=cards_count(d["won"]))
            # The turn stays with the player, so no "your turn" follows: say it here.
            return text if tiko.is_over(state) else text + " " + _("You lead the next trick.")
        return ngettext("{name} takes the trick with {card}: {count} card; {name} has won {won}.",
                        "{name} takes the trick with {card}: {count} cards; {name} has won {won}.", n).format(
            name=name, card=card_name(d["card"], full), count=n, won=cards_count(d["won"]))
    if ev.kind == "dealt":
        text = ngettext("New hands are dealt, {hand} cards each; {count} card is left in the stock.",
                        "New hands are dealt, {hand} cards each; {count} cards are left in the stock.",
                        d["stock"]).format(hand=tiko.HAND, count=d["stock"])
        # Only the seat at the keyboard hears its new cards.
        if viewer is not None:
            text += " " + hand(d["hands"][viewer], "strength", full)
        return text
    if ev.kind == "game_over":
        return _game_over(d, seats, viewer)
    return ""

# Words of the game's screen

def tiko_seat(name: str, hand: int, won: int) -> str:
    """Return one seat's line at the Tiko table."""
    return ngettext("{name}: {hand} in hand, {count} card won", "{name}: {hand} in hand, {count} cards won",
                    won).format(name=name, hand=hand, count=won)


def on_top_marker() -> str:
    """Return the word shown on a hand card that would go on top of the trick."""
    return pgettext("slot", "on top")


def under_marker() -> str:
    """Return the word shown on a hand card that would go under the top card."""
    return pgettext("slot", "under")


def tiko_keys() -> str:
    """Return the Tiko screen's short key line."""
    return _("Enter play  p preview  g sort  h won  s skip  n next")


def trick_label(count: int) -> str:
    """Return the label over the trick: its cards, top first."""
    if not count:
        return _("Trick: no card played yet")
    return _("Trick, top first:")


def last_trick_label(name: str) -> str:
    """Return the label over the last trick, shown until the next lead."""
    return _("Last trick, taken by {name}:").format(name=name)


def hand_label(name: str, grouping: str) -> str:
    """Return the label over the hand: whose and how it is sorted."""
    return _("Hand of {name}, {grouping}:").format(name=name, grouping=grouping)


def no_such_card(number: int) -> str:
    """Return what is said when a card number past the hand is pressed."""
    return _("There is no card {number} in your hand.").format(number=number)



class TikoTeller(Teller):
    """Zoker Tiko's sentences, as the table asks for them."""

    won = frozenset({"trick_won"})

    errors = RULE_ERRORS

    def rules(self) -> list[tuple[str, str]]:
        return [
            ("goal", _("Win the most cards by taking tricks.")),
            ("setup", _("Everyone gets four cards that only they may hear. Player 1 leads the first trick; "
                        "in a match the start moves one seat to the left each game.")),
            ("turn", _("The leader plays any card, then each other player in turn. A card that beats the card "
                       "on top goes on top; otherwise it goes directly under it. Colour counts first, then "
                       "size, then shape: a card beats another when it is stronger in two of them, or in one "
                       "with the other two equal, or stronger in one and weaker in one where the stronger "
                       "counts first. Red M1 beats orange L1: stronger in colour, weaker in size, and colour "
                       "counts first.")),
            ("scoring", _("The owner of the top card takes the whole trick and leads the next. Whoever has won "
                          "the most cards wins.")),
            ("end", _("When all hands are played, four new cards are dealt to everyone while the stock has "
                      "enough; then the game ends.")),
        ]

    def event(self, ev: Event, told: Told) -> str:
        return event(ev, told.state, told.seats, told.viewer, told.full)

    def read_table(self, told: Told) -> str:
        return trick(told.state, told.seats, told.viewer, told.full) + " " + self.holdings(told)

    def read_hand(self, told: Told) -> str:
        if told.viewer is None:
            return ""
        return hand(told.state.hands[told.viewer], "strength", told.full)

    def holdings(self, told: Told) -> str:
        return holdings(told.state, told.seats, told.viewer)

    def turn_prompt(self, told: Told) -> str:
        return turn_prompt(told.state, told.seats, told.viewer, told.full)


TELLER = TikoTeller()
