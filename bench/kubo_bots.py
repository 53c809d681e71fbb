"""Kubo bots (ZK): how games of one level end, head-to-head results per pair of levels, decision times.

``endings`` plays seeded games of one level at every seat (2 to 5 seats) and
counts how they end (ZK-7): how many end "stuck" (stock empty, a whole round
without a placement) and how many cards were left in hand that could still
have gone into the cube, each a minus point (ZK-8); "before" plays the
bots with their old habit (``old_habit``) on today's rules, for comparison.

``held_back`` (issue 37) plays 200 two-player games of medium and hard
bots (seeds 0-49, each of medium-medium, hard-hard and the two mixes) and
counts those that end "stuck" with a card still placeable in a hand, and of
them those where a seat that did not win held it (a bot that passed and
lost); tests/bots/test_bots_kubo.py plays fewer, faster ones.

Each pairing plays DEALS two-player games; the two levels swap seats every
game, so the seat that starts and the luck of the deal spread evenly. A
game is won by the higher final score (ZK-8); a tie counts half. Figures
only; tests/bots/test_bots_kubo.py holds the small strength test.
"""

from __future__ import annotations

import contextlib
import random
import statistics
import sys
import time

from app.games.zoker.kubo import bot
from app.games.zoker.kubo import rules as kubo

DEALS = 300
#: Claiming games are slower (the Point! chances); 100 a pairing keep the part near ten minutes.
CLAIMING_DEALS = 100
PAIRINGS = (("hard", "medium"), ("medium", "easy"), ("hard", "easy"))


def play(levels: tuple[str, str], deal: int, times: dict[str, list[float]],
         options: dict | None = None) -> tuple[int, ...]:
    """Play one game between two levels; return the final scores by seat."""
    state, rng = kubo.new_game(2, deal, options), random.Random(deal)
    while not kubo.is_over(state):
        seat = kubo.to_act(state)[0]
        t0 = time.perf_counter()
        action = bot.choose(state, seat, levels[seat], rng)
        times[levels[seat]].append(time.perf_counter() - t0)
        state, _ = kubo.apply(state, seat, action)
    return kubo.scores(state)


def pairing(first: str, second: str, deals: int, times: dict[str, list[float]],
            options: dict | None = None) -> tuple[float, float, float]:
    """Return (share of games ``first`` won, its mean score, the other's mean score)."""
    wins, mine, theirs = 0.0, [], []
    for deal in range(deals):
        levels = (first, second) if deal % 2 == 0 else (second, first)
        scores = play(levels, deal, times, options)
        a, b = (scores[0], scores[1]) if deal % 2 == 0 else (scores[1], scores[0])
        wins += 1.0 if a > b else 0.5 if a == b else 0.0
        mine.append(a)
        theirs.append(b)
    return wins / deals, statistics.mean(mine), statistics.mean(theirs)


#: The endings part: seeds per number of seats (2 to 5), so 15 give 60 games of one level.
ENDING_SEEDS = 15


def ending(level: str, players: int, seed: int) -> tuple[str, int, int, int, tuple[int, ...]]:
    """Play one game of ``level`` at every seat; return (how it ended, cards left in hand, of them still
    placeable, cards in the cube, final scores)."""
    state, rng = kubo.new_game(players, seed), random.Random(seed)
    while not kubo.is_over(state):
        seat = kubo.to_act(state)[0]
        state, _ = kubo.apply(state, seat, bot.choose(state, seat, level, rng))
    cube = state.cube
    left = [c for h in state.hands for c in h]
    return (state.ended, len(left), sum(kubo.placeable(c, cube, state.face) for c in left), len(cube),
            kubo.scores(state))


def endings(level: str, seeds: int = ENDING_SEEDS) -> dict:
    """Return how ``seeds`` games per seat count (2 to 5) of ``level`` bots end: counts by reason, games
    "stuck", cards left in hand, of them placeable, and the mean final score per seat."""
    reasons: dict[str, int] = {}
    left = placeable = games = 0
    totals: list[int] = []
    for players in range(2, 6):
        for seed in range(seeds):
            why, n, can, _cube, scores = ending(level, players, seed)
            reasons[why] = reasons.get(why, 0) + 1
            left, placeable, games = left + n, placeable + can, games + 1
            totals.extend(scores)
    return {"games": games, "reasons": reasons, "stuck": reasons.get("stuck", 0), "left": left,
            "placeable": placeable, "mean": statistics.mean(totals)}


#: The held-back part: seeds per pairing of levels, four pairings, so 50 give 200 two-player games.
HELD_SEEDS = 50
HELD_LEVELS = (("medium", "medium"), ("hard", "hard"), ("medium", "hard"), ("hard", "medium"))


def held_back(levels: tuple[str, ...], seed: int) -> tuple[bool, bool]:
    """Play one game, a level per seat; return (it ended "stuck" with a card still placeable in a hand,
    a seat that did not win held one)."""
    state, rng = kubo.new_game(len(levels), seed), random.Random(seed)
    while not kubo.is_over(state):
        seat = kubo.to_act(state)[0]
        state, _ = kubo.apply(state, seat, bot.choose(state, seat, levels[seat], rng))
    if state.ended != "stuck":
        return False, False
    scores = kubo.scores(state)
    holders = [s for s, hand in enumerate(state.hands) if any(kubo.placeable(c, state.cube, state.face)
                                                              for c in hand)]
    # The sole top scorer may hold back and let the stuck end come: it wins by it (ZK-8).
    return bool(holders), any(scores[s] < max(scores) or scores.count(max(scores)) > 1 for s in holders)


def print_held_back(seeds: int = HELD_SEEDS) -> None:
    games = stuck = lost = 0
    for levels in HELD_LEVELS:
        for seed in range(seeds):
            held, by_loser = held_back(levels, seed)
            games, stuck, lost = games + 1, stuck + held, lost + by_loser
    print(f"held back (issue 37): {games} two-player games of medium and hard, seeds 0-{seeds - 1}: "
          f"{stuck} end stuck with a placeable card in a hand, {lost} of them in a hand that did not win")


@contextlib.contextmanager
def old_habit():
    """Play the bots as before issue 23: a card out of the hand worth the same whatever the stock, and no
    thought of the round of passes that ends the game (the "before" of the endings figures; the reckoning
    of the other hands once the stock is empty, issue 37, stays)."""
    saved = bot.card_out, bot.passing_ends, bot.passing_loses
    bot.card_out = lambda view, while_stock: while_stock
    bot.passing_ends = bot.passing_loses = lambda view: False
    try:
        yield
    finally:
        bot.card_out, bot.passing_ends, bot.passing_loses = saved


def print_endings(seeds: int = ENDING_SEEDS) -> None:
    print(f"endings: {seeds * 4} games per level, the level at every seat, 2 to 5 seats, seeds 0-{seeds - 1}")
    for habit, levels in (("before (old habit)", ("medium", "hard")), ("now", ("easy", "medium", "hard"))):
        print(f"  {habit}:")
        for level in levels:
            with old_habit() if habit != "now" else contextlib.nullcontext():
                e = endings(level, seeds)
            how = ", ".join(f"{k} {v}" for k, v in sorted(e["reasons"].items()))
            print(f"    {level:>6}: stuck {e['stuck']} of {e['games']} ({how}); {e['placeable']} of {e['left']} "
                  f"cards left in hand still placeable; mean final score {e['mean']:.2f}")


def main(deals: int = DEALS) -> None:
    print_held_back()
    print_endings()
    times: dict[str, list[float]] = {"easy": [], "medium": [], "hard": []}
    for options, name, games in ((None, "automatic scoring", deals),
                                 ({"scoring": "claim"}, "claiming", min(deals, CLAIMING_DEALS))):
        print(f"{name}: {games} two-player games per pairing, seats swapped every game")
        for first, second in PAIRINGS:
            share, a, b = pairing(first, second, games, times, options)
            print(f"  {first:>6} vs {second:<6} {first} wins {share * 100:5.1f}%   "
                  f"mean score {a:6.2f} vs {b:6.2f}")
    for level, ts in times.items():
        ts = sorted(ts)
        p50, p99 = ts[len(ts) // 2] * 1000, ts[int(len(ts) * 0.99)] * 1000
        print(f"  {level:>6}: decision p50 {p50:.2f} ms, p99 {p99:.2f} ms over {len(ts)} decisions")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else DEALS)
