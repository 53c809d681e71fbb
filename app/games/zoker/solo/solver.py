"""A solver for Zoker Solo (ZS-8): a hint, and the best score still reachable.

The search works on a compact view of a position that keeps only what can
change the outcome, and replays what it finds through ``solo`` to return
real actions:

- Rows 1-3 are a set of cards: any card there may move (ZS-3, ZS-5), and a
  deal needs only the number of empty places (ZS-6), so which place holds
  which card never matters. Places come back when the line is replayed.
- A bottom-row pile is its top card and its height: only the top decides
  what may join it (ZS-3, ZS-4), and only the height counts (ZS-2). The four
  piles may be permuted freely, so the memo key sorts them.
- The stock is a suffix of the root's stock: its length names it.

Two facts prune the tree without losing the best score:

- Dealing at once is never worse: a deal adds cards and takes no option
  away, and any finished line from a position where a deal is legal must
  deal later anyway (otherwise four places would stay empty with cards in
  the stock). Moving the deal forward leaves the same cards and piles.
- A pile can only grow along pairs among the cards that are still *live*
  (in rows 1-3, in the stock, or on top of a pile): buried cards never
  surface again. So the final pile's live cards lie in one connected part of
  the pair graph of live cards, and that part's weight (its free cards plus
  the heights of the piles it tops) bounds the score.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from app.games.zoker.solo import rules as solo
from app.games.zoker.cards import DECK, compatible
from app.games.zoker.solo.rules import Deal, MoveCard, MovePile, SoloState

_INDEX = {card: i for i, card in enumerate(DECK)}
#: PARTNERS[i]: bit mask of the nine cards that make a pair with card i (ZP-1).
PARTNERS = tuple(sum(1 << j for j, other in enumerate(DECK) if compatible(card, other))
                 for card in DECK)
_NO_TOP = -1
#: How many nodes between two looks at the clock.
_CLOCK_EVERY = 256
#: The hint's search: a node budget (the same answer on any machine) and a
#: time cap so that a slow machine still answers in about 50 ms. Following
#: the hint reached the proven best score in all of deals 1-40 with empty
#: places filled, but in only 14 of them under the rulebook's rule (ZS-5),
#: where a pile can never start again and the search must look further.
HINT_NODES = 3000
HINT_BUDGET_S = 0.04


@dataclass(frozen=True)
class BestResult:
    """What ``best_score`` found.

    Attributes:
        score: the best final score found (ZS-2).
        proven: True only when the search covered the whole tree, so that
            ``score`` is the true maximum reachable from the position.
        nodes: positions the search visited.
        line: the actions, from the position given, to a finished game with
            that score.
    """

    score: int
    proven: bool
    nodes: int
    line: tuple[Any, ...]


def _first(item: tuple) -> int:
    return item[0]


class _OutOfTime(Exception):
    """The search's budget ran out."""


# Compact moves: ("card", card index, pile), ("pile", source, target), ("deal",).
_DEAL = ("deal",)


class _Search:
    """One depth-first search with memo, bound and budget from one position."""

    def __init__(self, state: SoloState, budget_s: float, max_nodes: int | None) -> None:
        self.stock = tuple(_INDEX[c] for c in state.stock)
        self.upper = 0
        for card in state.upper:
            if card is not None:
                self.upper |= 1 << _INDEX[card]
        self.tops = [(_INDEX[p[-1]] if p else _NO_TOP) for p in state.piles]
        self.heights = [len(p) for p in state.piles]
        #: ZS-5: whether a card may start a new pile in an empty place.
        self.fill = state.fill
        self.dealt = 0
        # stock_from[d]: the cards still in the stock after d have been dealt.
        self.stock_from = [0] * (len(self.stock) + 1)
        for d in range(len(self.stock) - 1, -1, -1):
            self.stock_from[d] = self.stock_from[d + 1] | 1 << self.stock[d]
        self.deadline = time.perf_counter() + budget_s
        self.max_nodes = max_nodes
        self.nodes = 0
        self.seen: set = set()
        self.path: list[tuple] = []
        self.best = -1
        self.best_line: tuple[tuple, ...] = ()
        self.ceiling = 64

    # The position as the search holds it.

    def _key(self) -> tuple:
        piles = sorted((t + 1) * 65 + h for t, h in zip(self.tops, self.heights))
        return (self.upper, self.dealt, piles[0], piles[1], piles[2], piles[3])

    def _can_deal(self) -> bool:
        return (self.dealt < len(self.stock)
                and solo.UPPER - self.upper.bit_count() >= solo.DEAL_SIZE)

    def _moves(self) -> list[tuple]:
        """Return the compact moves worth trying, most promising first.

        The order (tuned on numbered deals): grow the tallest pile, and of the
        cards that may join it take first the one with the fewest partners
        still live, since it is the hardest to place later; merge piles by
        their height; start a new pile last.
        """
        if self._can_deal():
            return [_DEAL]
        tops, heights, upper = self.tops, self.heights, self.upper
        live = upper | self.stock_from[self.dealt]
        tallest = max(heights)
        scored: list[tuple[int, tuple]] = []
        empty = -1
        for p in range(solo.PILES):
            top = tops[p]
            if top == _NO_TOP:
                if empty < 0:
                    empty = p
                continue
            onto_tallest = 50 if heights[p] == tallest else 0
            cards = upper & PARTNERS[top]
            while cards:
                bit = cards & -cards
                cards ^= bit
                card = bit.bit_length() - 1
                scored.append((onto_tallest - (PARTNERS[card] & live).bit_count(),
                               ("card", card, p)))
            for q in range(solo.PILES):
                other = tops[q]
                if q != p and other != _NO_TOP and PARTNERS[top] >> other & 1:
                    height = heights[p] + heights[q]
                    scored.append((4 * height + (8 if height > tallest else 0), ("pile", p, q)))
        if empty >= 0 and self.fill:
            # All empty places are alike (the piles may be permuted): try the first.
            cards = upper
            while cards:
                bit = cards & -cards
                cards ^= bit
                card = bit.bit_length() - 1
                scored.append((-(PARTNERS[card] & live).bit_count(), ("card", card, empty)))
        scored.sort(key=_first, reverse=True)
        return [move for _, move in scored]

    def _do(self, move: tuple) -> Any:
        """Make a compact move and return what undoing it needs."""
        if move[0] == "card":
            _, card, p = move
            undo: tuple = (p, self.tops[p], self.heights[p])
            self.upper &= ~(1 << card)
            self.tops[p] = card
            self.heights[p] += 1
            return undo
        if move[0] == "pile":
            _, s, t = move
            undo = (self.tops[s], self.heights[s], self.tops[t], self.heights[t])
            self.tops[t] = self.tops[s]
            self.heights[t] += self.heights[s]
            self.tops[s] = _NO_TOP
            self.heights[s] = 0
            return undo
        count = min(solo.DEAL_SIZE, len(self.stock) - self.dealt)
        undo = (self.upper, self.dealt)
        for card in self.stock[self.dealt:self.dealt + count]:
            self.upper |= 1 << card
        self.dealt += count
        return undo

    def _undo(self, move: tuple, undo: Any) -> None:
        if move[0] == "card":
            p, top, height = undo
            self.upper |= 1 << move[1]
            self.tops[p], self.heights[p] = top, height
        elif move[0] == "pile":
            s, t = move[1], move[2]
            self.tops[s], self.heights[s], self.tops[t], self.heights[t] = undo
        else:
            self.upper, self.dealt = undo

    def bound(self) -> int:
        """Return an upper bound on the final score from here (see the module doc)."""
        live = self.upper | self.stock_from[self.dealt]
        piles = []
        for top, height in zip(self.tops, self.heights):
            if top != _NO_TOP:
                live |= 1 << top
                piles.append((top, height - 1))
        best = max(self.heights)
        rest = live
        while rest:
            part = frontier = rest & -rest
            while frontier:
                reach = 0
                while frontier:
                    bit = frontier & -frontier
                    frontier ^= bit
                    reach |= PARTNERS[bit.bit_length() - 1]
                frontier = reach & rest & ~part
                part |= frontier
            rest &= ~part
            weight = part.bit_count()
            for top, buried in piles:
                if part >> top & 1:
                    weight += buried
            if weight > best:
                best = weight
        return best

    # The search.

    def _tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise _OutOfTime
        if self.nodes % _CLOCK_EVERY == 0 and time.perf_counter() > self.deadline:
            raise _OutOfTime

    def dive(self) -> None:
        """Play the first move of ``_moves`` to the end: a quick first line."""
        done = []
        while True:
            moves = self._moves()
            if not moves:
                break
            self.nodes += 1
            done.append((moves[0], self._do(moves[0])))
            self.path.append(moves[0])
        self._leaf()
        for move, undo in reversed(done):
            self._undo(move, undo)
            self.path.pop()

    def _leaf(self) -> None:
        score = max(self.heights)
        if score > self.best:
            self.best = score
            self.best_line = tuple(self.path)

    def dfs(self) -> None:
        """Search every line from here that could still beat the best found."""
        self._tick()
        key = self._key()
        if key in self.seen:
            # Searched before: nothing below can beat what was found since.
            return
        self.seen.add(key)
        moves = self._moves()
        if not moves:
            self._leaf()
            return
        if self.bound() <= self.best:
            return
        for move in moves:
            undo = self._do(move)
            self.path.append(move)
            try:
                self.dfs()
            finally:
                self.path.pop()
                self._undo(move, undo)
            if self.best >= self.ceiling:
                return

    def run(self) -> bool:
        """Search; return True when the search finished (the best is proven)."""
        self.ceiling = self.bound()
        self.dive()
        if self.best >= self.ceiling:
            return True
        try:
            self.dfs()
        except _OutOfTime:
            return False
        return True


def _action(state: SoloState, move: tuple) -> Any:
    """Return the solo action for a compact move made from ``state``."""
    if move[0] == "card":
        return MoveCard(state.upper.index(DECK[move[1]]), move[2])
    if move[0] == "pile":
        return MovePile(move[1], move[2])
    return Deal()


def _replay(state: SoloState, line: tuple[tuple, ...]) -> tuple[Any, ...]:
    """Return the compact line as solo actions, checked by applying each one."""
    actions = []
    for move in line:
        action = _action(state, move)
        state, _ = solo.apply(state, 0, action)
        actions.append(action)
    return tuple(actions)


def _solve(state: SoloState, budget_s: float, max_nodes: int | None) -> BestResult:
    if solo.is_over(state):
        return BestResult(solo.score(state), True, 1, ())
    search = _Search(state, budget_s, max_nodes)
    proven = search.run()
    return BestResult(search.best, proven, max(search.nodes, 1), _replay(state, search.best_line))


def best_score(state: SoloState, budget_s: float = 1.0, *,
               max_nodes: int | None = None) -> BestResult:
    """Return the best final score reachable from ``state`` that the search found (ZS-8).

    The search is depth first with a memo of positions already searched and
    a bound that cuts lines which cannot beat the best found. It stops when
    ``budget_s`` seconds have passed (or, if given, after ``max_nodes``
    positions, which makes the answer independent of the machine's speed);
    ``proven`` then says False. A first line is always played to the end, so
    ``line`` finishes the game even when the budget is spent at once.
    """
    return _solve(state, budget_s, max_nodes)


def hint(state: SoloState) -> Any | None:
    """Return a legal move worth making now, or None when the game is over (ZS-8).

    The move is the first of the best line a short search finds; a deal comes
    first whenever it is legal (see the module doc).
    """
    if solo.is_over(state):
        return None
    if solo.can_deal(state):
        return Deal()
    search = _Search(state, HINT_BUDGET_S, HINT_NODES)
    search.run()
    return _action(state, search.best_line[0])


__all__ = ["BestResult", "best_score", "hint"]
