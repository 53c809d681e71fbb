"""Zoker Kubo bots (rules ZK): easy places what it can, medium is greedy and careful, hard plans its turn.

Every level decides from ``kubo.view`` alone: its own hand, the cube, the
hand sizes and the stock's size.

- Easy places any card it can, in no order, and notices about half of what
  it completes when claiming (a quarter of what others miss).
- Medium places, one at a time, the card that scores most now, minus what it
  would hand the others: a line of three whose fourth place is open and
  whose card it does not hold; it places none that hands over more than it
  gains. A card out of the hand is worth half a point while the stock
  lasts and a whole point once it is empty (a card held then is a sure
  minus point, ZK-8).
- Hard weighs every set of cards it could place this turn (in an order the
  rules allow) by the points, the cards out of its hand, the lines it hands
  over (lines missing two cards too), the cards of its own hand it would
  kill (ZK-4), its hope in the four Zokers (and the others' threat), and,
  when a set empties its hand or completes a Zoker, whether the game's end
  would leave it ahead. It claims everything and steals everything.

With the stock empty, a whole round of turns with nothing placed ends the
game ("stuck", ZK-7 Decision). Medium and hard then work out the other
hands from the cards seen (``KuboView.unseen``: every card but their own
hand and the cube; Kubo has no discards): with the stock empty those cards
are exactly the other hands, with two players the other hand card for card.
So a line's missing card they do not hold is surely the others', a Zoker
card they lack never comes, and they know when no other seat can place a
card. They do not pass with a placeable card when passing loses: with the
stock empty the others may all pass after them and end the game as it
stands, so a bot behind or level places what it can; a bot ahead holds
back when the end surely comes (every other seat has just passed, or none
of them can place) and wins by it (issue 23: most games of medium and hard
bots used to end "stuck" with placeable cards in hand; issue 37: some still
did, the loser having passed a turn before the end). Even then it first
places every card whose placing surely keeps its win (``still_wins_placing``,
counting the best the known other hands could still do), so a game ends
"stuck" with a placeable card only when placing it could cost the win.
"""

from __future__ import annotations

import random

from app.games.zoker.cards import LINES, Card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo.rules import Claim, Draw, EndTurn, KuboView, Place

#: ZK-6: the chance that a bot notices a structure it completed, and one another player missed.
NOTICE = {"easy": 0.5, "medium": 0.85, "hard": 1.0}
STEAL = {"easy": 0.25, "medium": 0.6, "hard": 1.0}
#: What a card out of the hand is worth while the stock lasts, to medium and to hard (one minus point less
#: at the end, a step to ZK-7 b).
MEDIUM_OUT = 0.5
CARD_OUT = 0.2
#: ... and once the stock is empty: a card held back then is a minus point at the end (ZK-8) unless it is
#: placed later, and the end is near (a round of passes ends the game).
LAST_OUT = 1.0
#: Hard: what killing a card of its own hand costs (it stays there for a minus point).
OWN_DEAD = 0.8
#: Hard: at most this many placements of one turn are searched, and this many sets of them weighed.
DEPTH = 9
NODES = 100
#: Hard: count lines missing two cards among those it hands over.
PAIRS = True


def handed_over(view: KuboView, cube: frozenset[Card], hand: frozenset[Card], pairs: bool = False) -> float:
    """Return the points the others might take: lines of three whose open fourth card is not in ``hand``.

    Any card this seat does not hold ends up, sooner or later, with the
    others about as often as they are many (their share of the table:
    (players - 1) / players), so each such line counts its points at that
    share; with the stock empty the card is surely in another hand, and the
    line counts in full. With ``pairs`` (hard), a line missing two cards
    that could be placed one after the other counts too, at that share
    squared: a player places as many cards as they like in a turn.
    """
    chance = (view.players - 1) / view.players if view.stock else 1.0
    risk = 0.0
    for line in LINES:
        if pairs and line.kind == "zoker":
            continue  # hard weighs the Zokers in zoker_outlook
        missing = [c for c in line.cards if c not in cube]
        if len(missing) == 1 and missing[0] not in hand and kubo.placeable(missing[0], cube, view.face):
            risk += line.points * chance
        elif pairs and len(missing) == 2 and not (hand & set(missing)):
            a, b = missing
            if ((kubo.placeable(a, cube, view.face) and kubo.placeable(b, cube | {a}, view.face))
                    or (kubo.placeable(b, cube, view.face) and kubo.placeable(a, cube | {b}, view.face))):
                risk += line.points * chance * chance
    return risk


ZOKERS = tuple(line for line in LINES if line.kind == "zoker")
#: Hard: the share of a Zoker's 12 points a line it alone can finish is worth before it is placed.
OWN_ZOKER = 0.5


def zoker_outlook(view: KuboView, cube: frozenset[Card], hand: frozenset[Card]) -> float:
    """Return the hard bot's hope in the Zokers (ZK-7 a: one ends the game with 12 points).

    Over the rest of the game the cards it cannot see end up spread over
    the seats, so it reckons its own share of them as 1 / players; with the
    stock empty no card comes to it any more, and those it lacks are all the
    others'. A live Zoker (no dead place) counts for it at the chance that
    it gets every missing card it lacks, and against it at the chance that
    the others get all of them; a Zoker with a dead place counts nothing,
    so killing a Zoker it cannot hope for removes the others' threat.
    """
    share = 1 / view.players if view.stock else 0.0
    hope = 0.0
    for line in ZOKERS:
        missing = [c for c in line.cards if c not in cube]
        if not missing or any(kubo.dead(c, cube, view.face) for c in missing):
            continue
        lacking = sum(c not in hand for c in missing)
        hope += 12 * OWN_ZOKER * share ** lacking
        if lacking == len(missing):
            hope -= 12 * OWN_ZOKER * (1 - share) ** lacking
    return hope


def card_out(view: KuboView, while_stock: float) -> float:
    """Return what a card out of the hand is worth: ``while_stock`` while the stock lasts, else LAST_OUT."""
    return while_stock if view.stock else LAST_OUT


def others_stuck(view: KuboView) -> bool:
    """Return True when no other seat can place a card now: with the stock empty the cards this seat cannot
    see are the other hands (``KuboView.unseen``), and none of them has an open place (ZK-3)."""
    return view.stock == 0 and not any(kubo.placeable(c, view.cube, view.face) for c in view.unseen())


def passing_ends(view: KuboView) -> bool:
    """Return True when ending the turn with nothing placed surely ends the game (the Decision of ZK-7: a
    whole round of passes with the stock empty): nothing was placed this turn, and every other seat has
    just passed or none of them can place a card, so they all must pass too."""
    return (view.stock == 0 and view.placed_now == 0
            and (view.passes >= view.players - 1 or others_stuck(view)))


def passing_loses(view: KuboView) -> bool:
    """Return True when ending the turn with nothing placed may lose: the stock is empty, so the others may
    all pass after it and end the game as it stands (ZK-7 Decision; with two players the other alone
    decides, and a bot ahead does end it), and that end leaves this seat behind or level (ZK-8)."""
    return view.stock == 0 and view.placed_now == 0 and not _ends_ahead(view, 0, len(view.hand))


def _medium_place(view: KuboView) -> Card | None:
    """Return the card that scores most now less what it hands over, or None when none is worth placing.

    When passing loses (``passing_loses``), it places the best card it has even so.
    """
    cube, hand = view.cube, frozenset(view.hand)
    before = handed_over(view, cube, hand)
    out = card_out(view, MEDIUM_OUT)
    best, best_value, fallback = None, 0.0, None
    for card in sorted(view.hand):
        if not kubo.placeable(card, cube, view.face):
            continue
        points = sum(LINES[i].points for i in kubo.completes(card, cube))
        after = handed_over(view, cube | {card}, hand - {card})
        value = points + out - (after - before)
        if fallback is None or value > fallback[1]:
            fallback = (card, value)
        if value > best_value:
            best, best_value = card, value
    if best is None and fallback is not None and passing_loses(view):
        return fallback[0]
    return best


def within_reach(cards: frozenset[Card], cube: frozenset[Card], face: str) -> frozenset[Card]:
    """Return the ``cards`` that could ever go into ``cube`` if only their holders placed from now on: a card
    free above in ``cube`` (ZK-4) and supported by the cube or by another card within reach (ZK-3), found
    step by step. More than they can surely place (placing one may kill another), never less."""
    reach: set[Card] = set()
    free = [c for c in cards if not kubo.dead(c, cube, face)]
    grown = True
    while grown:
        grown = False
        for card in free:
            if card not in reach and kubo.supported(card, cube | reach, face):
                reach.add(card)
                grown = True
    return frozenset(reach)


def still_wins_placing(view: KuboView, card: Card) -> bool:
    """Return True when, after placing ``card`` now and nothing more, this seat surely ends on top (ZK-8)
    however the others play: with the stock empty their cards are known (``KuboView.unseen``), so at best
    they place every card within their reach (``within_reach``), keep the rest as minus points, and
    complete every line whose missing cards are all within it; when claiming (ZK-6) they may also take
    what this card completes."""
    cube = view.cube | {card}
    gained = sum(LINES[i].points for i in kubo.completes(card, view.cube))
    reach = within_reach(view.unseen(), cube, view.face)
    theirs = sum(line.points for line in LINES
                 if (missing := [c for c in line.cards if c not in cube]) and all(c in reach for c in missing))
    if view.scoring == "claim":
        theirs, gained = theirs + gained, 0
    mine = view.points[view.seat] + gained - (len(view.hand) - 1)
    return all(mine > view.points[s] + theirs - max(0, view.hand_sizes[s] - len(reach))
               for s in range(view.players) if s != view.seat)


def _placing_at_the_end(view: KuboView) -> Card | None:
    """Return a card to place rather than pass into the stuck end (ZK-7 Decision) while ahead, or None.

    Passing then wins, but leaves the card in hand as a minus point (ZK-8) and the game "stuck" with a
    card that could have gone (issue 37); a card whose placing surely keeps the win goes instead, the one
    that scores most.
    """
    if not passing_ends(view):
        return None
    safe = [c for c in sorted(view.hand) if kubo.placeable(c, view.cube, view.face) and still_wins_placing(view, c)]
    return max(safe, key=lambda c: sum(LINES[i].points for i in kubo.completes(c, view.cube)), default=None)


def _ends_ahead(view: KuboView, gained: int, left: int) -> bool:
    """Return True when the game ending now (ZK-7) would leave this seat with the top score (ZK-8)."""
    mine = view.points[view.seat] + gained - left
    return all(mine > view.points[s] - view.hand_sizes[s] for s in range(view.players) if s != view.seat)


def plan(view: KuboView) -> list[Card]:
    """Return the hard bot's best order of placements for the rest of this turn (maybe none).

    Every set of cards it could place this turn (in an order the rules
    allow) is weighed by ``value``; sets that end the game are worth a win or
    a loss.
    """
    face, start = view.face, view.cube
    own = frozenset(view.hand)
    out = card_out(view, CARD_OUT)
    seen: dict[frozenset, tuple[float, list[Card], frozenset, bool]] = {}

    def value(cube: frozenset[Card], hand: frozenset[Card], points: int, ended: bool) -> float:
        placed = len(own) - len(hand)
        if ended:
            return 1000.0 if _ends_ahead(view, points, len(hand)) else -1000.0 + points
        killed = sum(1 for c in hand if kubo.dead(c, cube, face) and not kubo.dead(c, start, face))
        return (points + out * placed - OWN_DEAD * killed + zoker_outlook(view, cube, hand)
                - handed_over(view, cube, hand, PAIRS))

    def visit(cube: frozenset[Card], hand: frozenset[Card], points: int, path: list[Card], depth: int) -> None:
        if hand in seen or len(seen) >= NODES:
            return
        # Passing when it surely ends the game (ZK-7 Decision) is worth that end; passing when it loses,
        # a loss (the end, with this seat not ahead).
        stop = not path and (passing_ends(view) or passing_loses(view))
        seen[hand] = (value(cube, hand, points, stop), path, cube, stop)
        if depth >= DEPTH:
            return
        for card in sorted(hand):
            if len(seen) >= NODES:
                return
            if not kubo.placeable(card, cube, face):
                continue
            done = kubo.completes(card, cube)
            gained = points + sum(LINES[i].points for i in done)
            new_hand, new_cube = hand - {card}, cube | {card}
            if (any(LINES[i].kind == "zoker" for i in done) or not new_hand
                    or not kubo.open_places(new_cube, face)):
                if new_hand not in seen:
                    seen[new_hand] = (value(new_cube, new_hand, gained, True), path + [card], new_cube, True)
            else:
                visit(new_cube, new_hand, gained, path + [card], depth + 1)

    visit(start, own, 0, [], 0)
    return max(seen.values(), key=lambda v: v[0])[1]


def choose(state: kubo.KuboState, seat: int, level: str, rng: random.Random):
    """Return what a Kubo bot of ``level`` does for ``seat``, decided from its view only."""
    view = kubo.view(state, seat)
    if view.phase == "draw":
        # More cards, more to place; easy takes either at random.
        return Draw(rng.random() < 0.5) if level == "easy" else Draw(True)
    if view.phase == "steal":
        if view.pending and rng.random() < STEAL[level]:
            return Claim(view.pending[0])
        return EndTurn()
    if view.pending and rng.random() < NOTICE[level]:
        return Claim(view.pending[0])
    if level == "easy":
        can = [c for c in view.hand if kubo.placeable(c, view.cube, view.face)]
        return Place(rng.choice(can)) if can else EndTurn()
    if level == "medium":
        card = _medium_place(view)
    else:
        steps = plan(view)
        card = steps[0] if steps else None
    if card is None:
        card = _placing_at_the_end(view)
    return Place(card) if card is not None else EndTurn()


__all__ = ["choose", "handed_over", "plan"]
