"""Zoker Tiko bots (rules ZT): easy plays at random, medium by a fixed rule, hard looks ahead.

Every level decides from ``tiko.view`` alone: its own hand, the cards
played, the hand sizes. Hard imagines where the unseen cards might be
(several random deals of the other hands, consistent with their sizes),
plays out the rest of the round in each (everyone else by the medium rule)
and keeps the card that did best on average.
"""

from __future__ import annotations

import random

from app.games.zoker.tiko import rules as tiko
from app.games.zoker.cards import DECK
from app.games.zoker.tiko.rules import Play, TikoView

#: BEATS[a][b]: card index a beats card index b (ZT-1), indices as in DECK.
BEATS = tiko.BEATS
#: tiko.strength by card index (0 for blue S1 ... 63 for red XL4), for the play-outs' inner loop.
STRENGTH: tuple[int, ...] = tuple(tiko.strength(c) for c in DECK)
INDEX = {card: i for i, card in enumerate(DECK)}
#: Hard: imagined deals of the unseen cards per decision (p99 1-3 ms, see bench/bots.py). Measured
#: against this, 120 deals, or searching its own later cards in each deal, won no more (52%, 50%).
SAMPLES = 40


def cheapest_card(hand: list[int], top: int | None) -> int:
    """Return the medium rule's card (indices): the weakest card that goes on top, else the weakest card.

    Leading (``top`` None), it plays its weakest card too: all four cards of
    a hand are played in the round anyway, and measured against leading the
    strongest this keeps the strong cards for taking tricks.
    """
    if top is not None:
        winners = [c for c in hand if BEATS[c][top]]
        if winners:
            return min(winners, key=STRENGTH.__getitem__)
    return min(hand, key=STRENGTH.__getitem__)


def play_out(hands: list[list[int]], turn: int, top: int | None, top_seat: int, in_trick: int,
             first: int | None = None) -> list[int]:
    """Play the rest of the round by the medium rule (``first`` forced for the seat to play); return cards won per seat.

    ``hands`` is changed in place. ``in_trick`` is how many cards the trick
    holds; the trick is over when every seat has played once.
    """
    players = len(hands)
    won = [0] * players
    while True:
        hand = hands[turn]
        if not hand:
            return won
        card = first if first is not None else cheapest_card(hand, top)
        first = None
        hand.remove(card)
        if top is None or BEATS[card][top]:
            top, top_seat = card, turn
        in_trick += 1
        if in_trick == players:
            won[top_seat] += players
            turn, top, in_trick = top_seat, None, 0
        else:
            turn = (turn + 1) % players


def hard_card(view: TikoView, rng: random.Random, samples: int = SAMPLES) -> int:
    """Return the card index with the best average of (own cards won - the best other seat's) this round.

    Each imagined deal is played out by the medium rule for every seat, this
    bot's own later cards included; only the card now is chosen.
    """
    hand = [INDEX[c] for c in view.hand]
    if len(hand) == 1:
        return hand[0]
    top_seat, top_card = view.trick[-1] if view.trick else (view.seat, None)
    top = None if top_card is None else INDEX[top_card]
    unseen = [INDEX[c] for c in view.unseen()]
    others = [s for s in range(view.players) if s != view.seat]
    totals = dict.fromkeys(hand, 0)
    for _ in range(samples):
        rng.shuffle(unseen)
        dealt: list[list[int]] = [[] for _ in range(view.players)]
        at = 0
        for s in others:
            dealt[s] = unseen[at:at + view.hand_sizes[s]]
            at += view.hand_sizes[s]
        # The same imagined deal for every candidate: differences come from the card, not the luck.
        for card in hand:
            hands = [list(h) for h in dealt]
            hands[view.seat] = list(hand)
            won = play_out(hands, view.seat, top, top_seat, len(view.trick), first=card)
            totals[card] += won[view.seat] - max(won[s] for s in others)
    # Ties go to the weaker card, keeping strength for later.
    return max(hand, key=lambda c: (totals[c], -STRENGTH[c]))


def choose(state: tiko.TikoState, seat: int, level: str, rng: random.Random) -> Play:
    """Return the card a Tiko bot of ``level`` plays for ``seat``, decided from its view only."""
    view = tiko.view(state, seat)
    if level == "easy":
        return Play(rng.choice(view.hand))
    if level == "medium":
        top = INDEX[view.trick[-1][1]] if view.trick else None
        return Play(DECK[cheapest_card([INDEX[c] for c in view.hand], top)])
    return Play(DECK[hard_card(view, rng)])

