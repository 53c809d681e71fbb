"""The shape of a Zip Zap game (rules ZZ-1 to ZZ-15): its constants and cards, its state, the moves and what
one seat may know of it (``ZipZapView``). The moves themselves are ``app.games.zipzap.rules``."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.rules import GameInfo

INFO = GameInfo("zipzap", 2, 6, undo=False, rule_prefix="ZZ", secret_hands=True)

#: ZZ-1: the four single-coloured series, then the multicoloured one (the jokers) and the Zap cards.
COLOURS = ("red", "green", "blue", "yellow")
WILD = "wild"
ZAP = "zap"
#: ZZ-1: six Zap cards; ZZ-2 one to each player.
ZAP_CARDS = 6
#: ZZ-4: cards dealt to each player by the number of players.
DEAL = {2: 12, 3: 12, 4: 12, 5: 9, 6: 8}
#: ZZ-11: points of a card left in hand.
POINTS = {"colour": 1, WILD: 3, ZAP: 5}
MODES = ("race", "turns")
SCORINGS = ("hands", "one")


@dataclass(frozen=True, order=True)
class Card:
    """A Zip Zap card: a colour (red, green, blue, yellow, wild) and a number 1-10, or the Zap card (number 0)."""

    colour: str
    number: int

    @property
    def is_zap(self) -> bool:
        """Return True for a Zap card."""
        return self.colour == ZAP

    @property
    def is_joker(self) -> bool:
        """Return True for a card of the multicoloured series (ZZ-1)."""
        return self.colour == WILD

    @property
    def points(self) -> int:
        """Return what the card scores left in a hand (ZZ-11): 1, 3 for a joker, 5 for Zap."""
        return POINTS[ZAP] if self.is_zap else POINTS[WILD] if self.is_joker else POINTS["colour"]


ZAP_CARD = Card(ZAP, 0)
#: A card a seat may not know (another hand's, the draw pile's): what a masked state holds in its place
#: (``app.core.seen``). It fits nothing, and it has no name.
HIDDEN = Card("hidden", 0)
#: ZZ-1: the 50 number cards.
NUMBER_CARDS = tuple(Card(c, n) for c in COLOURS + (WILD,) for n in range(1, 11))


def fits(card: Card, top: Card) -> bool:
    """Return True when ``card`` may go on ``top`` (ZZ-6).

    On a single-coloured n: the same colour's n+1, or the joker n+1. On a
    joker n: any n+1. On a Zap card or a 10: nothing.
    """
    if card.number != top.number + 1 or card.is_zap or top.is_zap:  # the number first: it rules out most
        return False
    return top.is_joker or card.colour in (top.colour, WILD)


@dataclass(frozen=True)
class ZipZapState:
    """A Zip Zap position.

    Attributes:
        hands: per seat, the cards in hand, Zap card included (secret to that seat).
        stock: the draw pile, next card first (secret).
        pile: the discard pile, top card last.
        owners: per pile card, the seat that played it (-1: turned from the draw pile).
        played: the seat that played the top card's play last (-1 at a start).
        leader: the seat that must lead any card now (ZZ-7 to ZZ-9), or -1.
        turn: the seat to act in the turn-based mode (ZZ-14); in the race, the round's starting seat.
        passes: passes in a row since the last card (turn-based).
        mode: "race" or "turns".
        scoring: "hands" (ZZ-11) or "one" (the variant of ZZ-12).
        seed: the deal number; round r shuffles with it and r.
        round_no: the round being played, from 1.
        rounds: how many rounds the game has (ZZ-12).
        first: the seat that starts this round.
        totals: each seat's points over the rounds finished.
        left_out: the series left out this round (ZZ-3).
        clock: the time (ms) of the last action applied.
        top_at: the time (ms) the top card came down.
        over: True once the last round is over.
    """

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    pile: tuple[Card, ...]
    owners: tuple[int, ...]
    played: int = -1
    leader: int = -1
    turn: int = 0
    passes: int = 0
    mode: str = "race"
    scoring: str = "hands"
    seed: int = 1
    round_no: int = 1
    rounds: int = 4
    first: int = 0
    totals: tuple[int, ...] = ()
    left_out: tuple[str, ...] = ()
    clock: int = 0
    top_at: int = 0
    over: bool = False

    @property
    def players(self) -> int:
        """Return how many seats play."""
        return len(self.hands)

    @property
    def top(self) -> Card:
        """Return the top card of the discard pile."""
        return self.pile[-1]

    @property
    def top_owner(self) -> int:
        """Return the seat that played the top card (-1: turned from the draw pile)."""
        return self.owners[-1]


@dataclass(frozen=True)
class Play:
    """Play ``card`` on the discard pile at time ``at`` (ms): a fitting card, or any card when leading."""

    card: Card
    at: int = 0


@dataclass(frozen=True)
class Zap:
    """Play the Zap card and call "Zap!" (ZZ-9) at time ``at``."""

    at: int = 0


@dataclass(frozen=True)
class Pass:
    """End one's turn without playing (turn-based mode, ZZ-14)."""

    at: int = 0


ACTIONS = (Play, Zap, Pass)


@dataclass(frozen=True)
class ZipZapView:
    """What one seat may know: its own hand, the pile, every hand's size and who leads.

    Attributes:
        seat: whose view this is.
        hand: that seat's cards.
        hand_sizes: how many cards each seat holds.
        pile, owners, leader, turn, mode, scoring, round_no, rounds, totals: as in ZipZapState.
    """

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pile: tuple[Card, ...]
    owners: tuple[int, ...]
    leader: int
    turn: int
    mode: str
    scoring: str
    round_no: int
    rounds: int
    totals: tuple[int, ...]

    @property
    def top(self) -> Card:
        """Return the top card."""
        return self.pile[-1]
