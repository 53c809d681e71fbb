"""Kubo bots (ZK): head-to-head results per pair of levels and decision times, over seeded games.

Each pairing plays DEALS two-player games; the two levels swap seats every
game, so the seat that starts and the luck of the deal spread evenly. A
game is won by the higher final score (ZK-8); a tie counts half. Figures
only; tests/bots/test_bots_kubo.py holds the small strength test.
"""

from __future__ import annotations

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


def main(deals: int = DEALS) -> None:
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
