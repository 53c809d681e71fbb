"""The shape of a Loker deal (rules NL-1 to NL-13): its constants, its state, the moves and what one seat may
know of it (``LokerView``). The moves themselves are ``app.games.loker.rules``."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.core.rules import GameInfo
from app.games.loker.hands import COPIES, NUMBERS

INFO = GameInfo("loker", 1, 10, undo=False, rule_prefix="NL", secret_hands=True, rotates_start=True,
                start_goes_on=True)
#: NL-1: the deck, each number eight times, in order before the shuffle.
DECK = tuple(n for n in NUMBERS for _ in range(COPIES))
#: A card a seat may not know (another hand's, the stock's, a discard's): what a masked state holds in its
#: place (``app.core.seen``). One past the highest number, so that naming it fails (an index out of range).
HIDDEN = len(NUMBERS)
#: NL-6: a player exchanges one to three cards at a time.
MOST_EXCHANGED = 3
#: NL-7: at most two exchanges per deal.
EXCHANGES = 2
#: NL-9: a deal with no close ends after this many full rounds.
ROUNDS = 2
#: NL-9 variant: what happens after two rounds with no close.
AFTER_TWO = ("void", "show")


@dataclass(frozen=True)
class LokerState:
    """A Loker deal.

    Attributes:
        seed: the deal number (reshuffles of the discards follow from it).
        dealer: the seat that dealt (NL-5); the seat on its left starts.
        hands: per seat, its six cards in the order received (secret to that seat).
        stock: the undealt cards, next first.
        discards: the cards exchanged out, face down, oldest first.
        reshuffles: how many times the discards became the stock.
        turn: the seat to act (-1 once the deal is over).
        played: turns taken in the current round.
        round: full rounds completed.
        exchanges: per seat, exchanges made this deal (NL-7).
        closer: the seat that closed, or None.
        last: the seats still owed a last turn after the close, in order (NL-8).
        laid: per seat, whether its hand is laid down.
        over: the deal has ended.
        void: it ended void (NL-9).
        after_two: "void" or "show" (NL-9 variant).
        chips: per seat, chips held (empty without the chips variant, NL-13).
        pot: chips in the pot.
        won: per seat, points of this deal (set at the end).
        exchanged: the seat to act has just exchanged and may still close in the same turn, or pass
            to end it (the rulebook's example: Alojz exchanges two cards, then closes).
        thrown: per seat, the cards it exchanged out that still lie in the discards (known to that
            seat, so never in its stock; emptied when the discards become the stock). Rebuilt by the
            replay of a saved deal, so it is left out of the saved-state check.
    """

    seed: int
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    discards: tuple[int, ...] = ()
    reshuffles: int = 0
    turn: int = 0
    played: int = 0
    round: int = 0
    exchanges: tuple[int, ...] = ()
    closer: int | None = None
    last: tuple[int, ...] = ()
    laid: tuple[bool, ...] = ()
    over: bool = False
    void: bool = False
    after_two: str = "void"
    chips: tuple[int, ...] = ()
    pot: int = 0
    won: tuple[int, ...] = ()
    exchanged: bool = False
    thrown: tuple[tuple[int, ...], ...] = field(default=(), compare=False)

    @property
    def players(self) -> int:
        """Return how many seats play."""
        return len(self.hands)

    @property
    def first(self) -> int:
        """Return the seat that starts every round: the dealer's left (NL-5)."""
        return (self.dealer + 1) % self.players


@dataclass(frozen=True)
class Exchange:
    """Discard these numbers (1 to 3 cards) and receive as many (NL-6)."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class Pass:
    """Stay in without exchanging, "PAS" (NL-6)."""


@dataclass(frozen=True)
class Close:
    """Lay the hand down, "KONEC" (NL-6); on a last turn after a close, lay it down (NL-8)."""


ACTIONS = (Exchange, Pass, Close)


@dataclass(frozen=True)
class LokerView:
    """What one seat may know: its own hand, everyone's exchanges, the close, the laid-down hands."""

    seat: int
    hand: tuple[int, ...]
    dealer: int
    turn: int
    round: int
    exchanges: tuple[int, ...]
    closer: int | None
    last: tuple[int, ...]
    laid: tuple[tuple[int, ...] | None, ...]
    stock: int
    discards: int
    chips: tuple[int, ...]
    pot: int
    exchanged: bool = False
    thrown: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        """Return how many seats play."""
        return len(self.exchanges)

    def exchanges_left(self) -> int:
        """Return how many exchanges this seat still may make (NL-7)."""
        return EXCHANGES - self.exchanges[self.seat]

    def exchanges_ahead(self) -> int:
        """Return how many exchanges this seat can still make this deal, from this turn on: one a turn
        (NL-6), within NL-7, and only in the turns it has left: this one (unless it has just exchanged)
        and, before a close, one in each round still to come (NL-9); a last turn after a close is the
        last (NL-8)."""
        turns = 0 if self.exchanged else 1
        if self.closer is None:
            turns += max(0, ROUNDS - 1 - self.round)
        return max(0, min(self.exchanges_left(), turns))

    def unseen(self) -> tuple[int, ...]:
        """Return the cards this seat cannot see, as a multiset of the deck: all but its hand, the laid
        hands and the cards it exchanged out that still lie in the discards."""
        rest = list(DECK)
        for c in self.hand:
            rest.remove(c)
        for hand in self.laid:
            for c in hand or ():
                rest.remove(c)
        for c in self.thrown:
            rest.remove(c)
        return tuple(rest)
