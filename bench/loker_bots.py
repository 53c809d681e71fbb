"""Loker bots (NL): mean place points per level and decision times, over seeded deals.

Each deal seats the three levels in turn around the table (the level of seat i
is (i + deal) mod 3), so seat order and the luck of the deal spread evenly.
Figures only; tests/bots/test_bots_loker.py holds the small strength test.
"""

from __future__ import annotations

import random
import statistics
import time

from app.games.loker import bot
from app.games.loker import rules as nl

DEALS = 300
COUNTS = (2, 4, 6, 10)
LEVELS = ("easy", "medium", "hard")


def main() -> None:
    times: dict[str, list[float]] = {lv: [] for lv in LEVELS}
    print(f"{'players':>7} " + " ".join(f"{lv:>7}" for lv in LEVELS) + "   (mean points a deal)")
    for players in COUNTS:
        points: dict[str, list[int]] = {lv: [] for lv in LEVELS}
        for deal in range(DEALS):
            levels = [LEVELS[(i + deal) % 3] for i in range(players)]
            state, rng = nl.new_game(players, deal), random.Random(deal)
            while not state.over:
                seat = state.turn
                t0 = time.perf_counter()
                action = bot.choose(state, seat, levels[seat], rng)
                times[levels[seat]].append(time.perf_counter() - t0)
                state, _ = nl.apply(state, seat, action)
            for seat, level in enumerate(levels):
                points[level].append(state.won[seat])
        print(f"{players:>7} " + " ".join(f"{statistics.mean(points[lv]):7.2f}" for lv in LEVELS))
    for level in LEVELS:
        ts = sorted(times[level])
        p50, p99 = ts[len(ts) // 2] * 1000, ts[int(len(ts) * 0.99)] * 1000
        print(f"{level:>7}: decision p50 {p50:.2f} ms, p99 {p99:.2f} ms over {len(ts)} decisions")


if __name__ == "__main__":
    main()
