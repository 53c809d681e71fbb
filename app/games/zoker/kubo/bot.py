"""Zoker Kubo bots (rules ZK): easy places what it can, medium is greedy and careful, hard plans its turn.

Every level decides from ``kubo.view`` alone: its own hand, the cube, the
hand sizes and the stock's size.

- Easy places any card it can, in no order, and notices about half of what
  it completes when claiming (a quarter of what others miss).
- Medium places, one at a time, the card that scores most now, minus what it
  would hand the next players: a line of three whose fourth place is open
  and whose card it does not hold.
- Hard weighs every set of cards it could place this turn (in an order the
  rules allow) by the points, the cards out of its hand, the lines it hands
  over, the cards of its own hand it would kill (ZK-4), and, when a set
  empties its hand or completes a Zoker, whether the game's end would leave
  it ahead. It claims everything and steals everything.
"""

from __future__ import annotations

import random
from dataclasses import replace

from app.games.zoker.cards import DECK, LINES, Card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo.rules import FILL, Claim, Draw, EndTurn, KuboView, Place

#: ZK-6: the chance that a bot notices a structure it completed, and one another player missed.
NOTICE = {"easy": 0.5, "medium": 0.85, "hard": 1.0}
STEAL = {"easy": 0.25, "medium": 0.6, "hard": 1.0}
#: Hard: what a card out of the hand is worth (one minus point less at the end, a step to ZK-7 b).
CARD_OUT = 0.6
#: Hard: what killing a card of its own hand costs (it stays there for a minus point).
OWN_DEAD = 0.8
#: Hard: at most this many placements searched in one turn (larger hands: the best cards first).
DEPTH = 9
#: Hard: count lines missing two cards among those it hands over.
PAIRS = True
#: Hard: the best sets of placements weighed against the next seat's reply, and the hands imagined for it.
CANDIDATES = 5
SAMPLES = 0


def handed_over(view: KuboView, cube: frozenset[Card], hand: frozenset[Card], pairs: bool = False) -> float:
    """Return the points the next players might take: lines of three whose open fourth card is not in ``hand``.

    Each such line counts its points times the chance that the others hold
    its card (their cards over all the cards this seat cannot see). With
    ``pairs`` (hard), a line missing two cards that could be placed one
    after the other counts too, at that chance squared: a player places
    as many cards as they like in a turn.
    """
    unseen = 64 - len(cube) - len(hand)
    others = sum(n for s, n in enumerate(view.hand_sizes) if s != view.seat)
    if unseen <= 0:
        return 0.0
    chance = min(1.0, others / unseen)
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
    the seats, so it reckons its own share of them as 1 / players. A live
    Zoker (no dead place) counts for it at the chance that it gets every
    missing card it lacks, and against it at the chance that the others get
    all of them; a Zoker with a dead place counts nothing, so killing a
    Zoker it cannot hope for removes the others' threat.
    """
    share = 1 / view.players
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


def _medium_place(view: KuboView) -> Card | None:
    """Return the card that scores most now less what it hands over, or None when none is worth placing."""
    cube, hand = view.cube, frozenset(view.hand)
    before = handed_over(view, cube, hand)
    best, best_value = None, 0.0
    for card in sorted(view.hand):
        if not kubo.placeable(card, cube, view.face):
            continue
        points = sum(LINES[i].points for i in kubo.completes(card, cube))
        after = handed_over(view, cube | {card}, hand - {card})
        value = points + 0.5 - (after - before)
        if value > best_value:
            best, best_value = card, value
    return best


def _ends_ahead(view: KuboView, gained: int, left: int) -> bool:
    """Return True when the game ending now (ZK-7) would leave this seat with the top score (ZK-8)."""
    mine = view.points[view.seat] + gained - left
    return all(mine > view.points[s] - view.hand_sizes[s] for s in range(view.players) if s != view.seat)


def reply(view: KuboView, cube: frozenset[Card], hand: frozenset[Card], rng: random.Random,
          samples: int) -> float:
    """Return the mean points the next seat would score in reply, over imagined hands of the unseen cards.

    The next seat draws one card and places by the medium rule, knowing its
    imagined hand; a Zoker or an emptied hand ends its turn (ZK-7).
    """
    nxt = (view.seat + 1) % view.players
    size = min(view.hand_sizes[nxt] + (1 if view.stock else 0), FILL)
    unseen = [c for c in DECK if c not in cube and c not in hand]
    total = 0.0
    for _ in range(samples):
        theirs = frozenset(rng.sample(unseen, min(size, len(unseen))))
        sizes = list(view.hand_sizes)
        sizes[view.seat], sizes[nxt] = len(hand), len(theirs)
        other = replace(view, seat=nxt, hand=tuple(sorted(theirs)), cube=cube, hand_sizes=tuple(sizes))
        gained = 0
        while other.hand:
            card = _medium_place(other)
            if card is None:
                break
            done = kubo.completes(card, other.cube)
            gained += sum(LINES[i].points for i in done)
            other = replace(other, hand=tuple(c for c in other.hand if c != card), cube=other.cube | {card})
            if any(LINES[i].kind == "zoker" for i in done):
                break
        total += gained
    return total / samples


def plan(view: KuboView, rng: random.Random | None = None) -> list[Card]:
    """Return the hard bot's best order of placements for the rest of this turn (maybe none).

    Every set of cards it could place is weighed by ``value``; the best few
    are then weighed again against the next seat's imagined reply.
    """
    face, start = view.face, view.cube
    own = frozenset(view.hand)
    seen: dict[frozenset, tuple[float, list[Card], frozenset, bool]] = {}

    def value(cube: frozenset[Card], hand: frozenset[Card], points: int, ended: bool) -> float:
        placed = len(own) - len(hand)
        if ended:
            return 1000.0 if _ends_ahead(view, points, len(hand)) else -1000.0 + points
        killed = sum(1 for c in hand if kubo.dead(c, cube, face) and not kubo.dead(c, start, face))
        return (points + CARD_OUT * placed - OWN_DEAD * killed + zoker_outlook(view, cube, hand)
                - (handed_over(view, cube, hand, PAIRS) if not SAMPLES else 0.0))

    def visit(cube: frozenset[Card], hand: frozenset[Card], points: int, path: list[Card], depth: int) -> None:
        if hand in seen:
            return
        seen[hand] = (value(cube, hand, points, False), path, cube, False)
        if depth >= DEPTH:
            return
        for card in sorted(hand):
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
    ranked = sorted(seen.items(), key=lambda kv: -kv[1][0])
    best_value, best_path = ranked[0][1][0], ranked[0][1][1]
    if ranked[0][1][3] or rng is None or not SAMPLES:
        return best_path
    best_value = None
    for hand, (static, path, cube, ended) in ranked[:CANDIDATES]:
        total = static if ended else static - reply(view, cube, hand, rng, SAMPLES)
        if best_value is None or total > best_value:
            best_value, best_path = total, path
    return best_path


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
        steps = plan(view, rng)
        card = steps[0] if steps else None
    return Place(card) if card is not None else EndTurn()


__all__ = ["DECK", "choose", "plan"]
