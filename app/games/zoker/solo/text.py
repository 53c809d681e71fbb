"""What Zoker Solo says: moves, deals, the table, hints (rules ZS).

The table is read as a 4x4 grid of slots (row, column), counted from 0:
rows 0-2 are the places of rows 1-3, row 3 is the bottom row of piles.
"""

from __future__ import annotations

from app.core.rules import Event
from app.games.zoker.solo import rules as solo
from app.text.telling import Teller, Told
from app.text.i18n import _, ngettext, pgettext
from app.text.phrases import on_off, setting_value
from app.games.zoker.words import RULE_ERRORS, row_list, found_at, found_in_pile, found_in_stock, card_name, cards_count, pile_name, place_name


def title() -> str:
    """Return the game's name."""
    return _("Zoker Solo")


def _place(place: int) -> str:
    return place_name(place // 4 + 1, place % 4 + 1)


def stock(state: solo.SoloState) -> str:
    """Return how many cards are left in the stock."""
    n = len(state.stock)
    if not n:
        return _("The stock is empty.")
    return ngettext("{count} card in the stock.", "{count} cards in the stock.", n).format(count=n)


def pile(state: solo.SoloState, index: int, full: bool = False) -> str:
    """Return one bottom-row pile: its top card and height."""
    cards = state.piles[index]
    if not cards:
        return _("{pile}: empty").format(pile=pile_name(index))
    return _("{pile}: {card}, {height}").format(
        pile=pile_name(index), card=card_name(cards[-1], full), height=cards_count(len(cards)))


def focus(state: solo.SoloState, row: int, column: int, full: bool = False) -> str:
    """Return the short echo for the slot under the focus."""
    if row == 3:
        return pile(state, column, full)
    return _("{card}, {place}").format(
        card=card_name(state.upper[row * 4 + column], full), place=place_name(row + 1, column + 1))


def read_piles(state: solo.SoloState, full: bool = False) -> str:
    """Return the four bottom-row piles (the player's "hand" in Solo)."""
    return _("Bottom row. ") + _("; ").join(pile(state, i, full) for i in range(solo.PILES)) + "."


def grid(state: solo.SoloState) -> list[list]:
    """Return the table as 4 rows of 4 places: rows 1 to 3, then the piles' top cards (None where empty)."""
    tops = [pile[-1] if pile else None for pile in state.piles]
    return [list(state.upper[r * 4:r * 4 + 4]) for r in range(3)] + [tops]


def holdings(state: solo.SoloState) -> str:
    """Return the counts: the score (highest pile), each pile's height, the cards in rows 1 to 3, the stock."""
    heights = _(", ").join(str(len(cards)) if cards else _("empty") for cards in state.piles)
    left = sum(card is not None for card in state.upper)
    return " ".join((
        _("Highest pile {score}; pile heights {heights}.").format(score=solo.score(state), heights=heights),
        ngettext("{count} card in rows 1 to 3.", "{count} cards in rows 1 to 3.", left).format(count=left),
        stock(state)))


def read_table(state: solo.SoloState, full: bool = False) -> str:
    """Return rows 1-3, then the bottom row, then the stock."""
    rows = [_("Row {row}: {cards}.").format(row=r + 1, cards=row_list(list(state.upper[r * 4:r * 4 + 4]), full))
            for r in range(3)]
    return " ".join(rows + [read_piles(state, full), stock(state)])


def event(ev: Event, full: bool = False) -> str:
    """Return the sentence for something that happened in Solo."""
    d = ev.data
    if ev.kind == "card_moved":
        if d["onto"] is None:
            return _("{card} starts {pile}.").format(card=card_name(d["card"], full), pile=pile_name(d["pile"]))
        if full:
            return ngettext(
                "{card} from {place} onto {onto}. {pile} is {height} card high.",
                "{card} from {place} onto {onto}. {pile} is {height} cards high.", d["height"]).format(
                card=card_name(d["card"], full), place=_place(d["place"]), onto=card_name(d["onto"], full),
                pile=pile_name(d["pile"]).capitalize(), height=d["height"])
        return _("{card} to {pile}, height {height}.").format(
            card=card_name(d["card"]), pile=pile_name(d["pile"]), height=d["height"])
    if ev.kind == "pile_moved":
        return ngettext(
            "{source} onto {target}: {count} card moved, height {height}.",
            "{source} onto {target}: {count} cards moved, height {height}.", d["count"]).format(
            source=pile_name(d["source"]).capitalize(), target=pile_name(d["target"]),
            count=d["count"], height=d["height"])
    if ev.kind == "dealt":
        cards = d["cards"]
        # Where each card lies, in both verbosities: the player cannot look.
        listed = _("; ").join(_("{card} at {place}").format(card=card_name(c, full), place=_place(p))
                              for p, c in cards)
        return ngettext("Dealt {count} card: {cards}.", "Dealt {count} cards: {cards}.", len(cards)).format(
            count=len(cards), cards=listed) + " " + ngettext(
            "{count} card left in the stock.", "{count} cards left in the stock.", d["stock"]).format(count=d["stock"])
    if ev.kind == "game_over":
        return _("No move is left. Game over. Your score is {score}.").format(score=d["score"])
    return ""


def taken_back(ev: Event, state: solo.SoloState, full: bool = False) -> str:
    """Return what an undo took back, with the pile as it is now ("green S2 back at row 2, column 3; pile 2,
    height 3."): the move's own sentence would say the height it had made."""
    d = ev.data
    if ev.kind == "card_moved":
        return _("{card} back at {place}; {pile}, height {height}.").format(
            card=card_name(d["card"], full), place=_place(d["place"]), pile=pile_name(d["pile"]),
            height=len(state.piles[d["pile"]]))
    if ev.kind == "pile_moved":
        return ngettext("{source} is back: {count} card; {target}, height {height}.",
                        "{source} is back: {count} cards; {target}, height {height}.", d["count"]).format(
            source=pile_name(d["source"]).capitalize(), count=d["count"], target=pile_name(d["target"]),
            height=len(state.piles[d["target"]]))
    return event(ev, full)


def hint(state: solo.SoloState, action, full: bool = False) -> str:
    """Return a hint that names one legal move."""
    if action is None:
        return _("No move is left.")
    if isinstance(action, solo.MoveCard):
        return _("Hint: move {card} from {place} to {pile}.").format(
            card=card_name(state.upper[action.place], full), place=_place(action.place),
            pile=pile_name(action.pile))
    if isinstance(action, solo.MovePile):
        return _("Hint: move {source} onto {target}.").format(
            source=pile_name(action.source), target=pile_name(action.target))
    return _("Hint: deal new cards from the stock.")


def best(result) -> str:
    """Return the best reachable score, saying honestly whether it is proven."""
    if result.proven:
        return _("The best score still reachable from here is {score}.").format(score=result.score)
    return _("The best score found in the time allowed is {score}; a higher one may exist.").format(
        score=result.score)


def where(state: solo.SoloState, deal: int, moves: int) -> str:
    """Return the summary for "where am I" (and the variant, when empty places may be filled)."""
    text = _("Zoker Solo, deal {deal}. Highest pile {score}. {stock} {moves}").format(
        deal=deal, score=solo.score(state), stock=stock(state),
        moves=ngettext("{count} move made.", "{count} moves made.", moves).format(count=moves))
    return f"{text} {fill_line(True)}" if state.fill else text


def find(state: solo.SoloState, card, full: bool = False) -> str:
    """Return where a card is: a place of rows 1 to 3, a pile (and how deep), or the stock."""
    if card in state.upper:
        return found_at(card, _place(state.upper.index(card)), full)
    for pile, cards in enumerate(state.piles):
        if card in cards:
            return found_in_pile(card, pile, len(cards) - 1 - cards.index(card), full)
    return found_in_stock(card, full)


def fill_line(fill: bool) -> str:
    """Return the ZS-5 variant in play as one sentence."""
    if fill:
        return _("A card may start a new pile in an empty place.")
    return _("A card goes only onto a card it pairs with; an empty place stays empty.")


def from_next_deal() -> str:
    """Return when a changed variant counts."""
    return _("From the next deal: press n.")


def fill_row(fill: bool) -> str:
    """Return the ZS-5 variant as a setting and its value."""
    return setting_value(_("Fill empty places"), on_off(fill))


# Words of the game's screen

def picked_up(thing: str) -> str:
    """Return what is said when a card or pile is picked up."""
    return _("Picked up {thing}. Choose a pile with the arrows and Enter, or press 1 to 4; "
             "Escape puts it back.").format(thing=thing)


def put_back() -> str:
    """Return what is said when the pick-up is cancelled."""
    return _("Put back.")


def picked_marker() -> str:
    """Return the word shown on a picked-up slot."""
    return pgettext("slot", "picked up")


def searching_best() -> str:
    """Return what is said while the best score is being searched."""
    return _("Looking for the best score, one moment.")


def best_outdated() -> str:
    """Return what is said when a search finished after the table changed."""
    return _("The table changed during the search; press b again.")


def solo_status(stock: int, score: int, deal: int) -> str:
    """Return the status line of the Solo screen."""
    return _("Deal {deal}   {stock}   Highest pile {score}").format(
        deal=deal, score=score,
        stock=ngettext("Stock {count} card", "Stock {count} cards", stock).format(count=stock))


def bottom_row() -> str:
    """Return the label over the piles."""
    return _("Bottom row: piles 1 to 4")


def game_over_line(score: int) -> str:
    """Return the status shown when a game is over."""
    return _("Game over, score {score}. n new deal, q menu.").format(score=score)


def solo_keys() -> str:
    """Return the Solo screen's short key line."""
    return _("Enter pick/put  1-4 pile  d deal  u undo  H hint  b best")



class SoloTeller(Teller):
    """Zoker Solo's sentences, as the table asks for them."""

    errors = RULE_ERRORS

    def rules(self) -> list[tuple[str, str]]:
        return [
            ("goal", _("Build one pile on the bottom row as high as you can.")),
            ("setup", _("Twelve cards lie face up in rows 1 to 3. Each of the four places of the bottom row "
                        "starts a pile with one card. The other 48 cards are the stock.")),
            ("turn", _("Put a card from rows 1 to 3 on a pile whose top card pairs with it, or a whole pile "
                       "on another when their top cards pair. A pair shares exactly two of colour, size and "
                       "shape: red S2 and red M2 pair, same colour and shape. When four places of rows 1 to 3 "
                       "are empty you may deal four cards from the stock into them. A bottom-row place left "
                       "empty stays empty.")),
            ("scoring", _("Your score is the height of your highest pile. Your best for each deal number is "
                          "kept.")),
            ("end", _("The game ends when no card, pile or deal can move.")),
        ]

    def event(self, ev: Event, told: Told) -> str:
        return event(ev, told.full)

    def taken_back(self, ev: Event, then: Told, now: Told) -> str:
        return taken_back(ev, now.state, now.full)

    def read_table(self, told: Told) -> str:
        return read_table(told.state, told.full)

    def read_hand(self, told: Told) -> str:
        return read_piles(told.state, told.full)

    def where(self, told: Told) -> str:
        return where(told.state, told.match.deal, len(told.match.actions))

    def holdings(self, told: Told) -> str:
        return holdings(told.state)

    def option_row(self, key: str, value) -> str:
        return fill_row(bool(value))

    def options_line(self, options) -> str:
        return fill_line(bool(options.get("fill")))


TELLER = SoloTeller()
