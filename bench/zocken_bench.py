"""Zocken's bots over 1,000 seeded solo turns: mean score per level, decision times (p50/p99).

The best policy computed here is the hard bot's: the exact expected value from the third die on
(``app.games.zocken.odds``) and a rule of thumb for the first two dice; exact play from an empty
board is too large a tree to compute in a bot's time (see docs in odds.py).
"""

from __future__ import annotations

import random
import statistics
import time

TURNS = 1000


def run(level: str, turns: int = TURNS) -> tuple[float, list[float]]:
    from app.games.zocken import rules as zo
    from app.games.zocken.bot import choose

    scores, times = [], []
    for seed in range(1, turns + 1):
        state = zo.new_game(1, seed)
        rng = random.Random(seed)
        while state.turns == 0:
            start = time.perf_counter()
            action = choose(state, 0, level, rng)
            times.append(time.perf_counter() - start)
            state, _ = zo.apply(state, 0, action)
        scores.append(state.history[0])
    return statistics.mean(scores), sorted(times)


def main(turns: int = TURNS) -> None:
    print(f"Zocken, {turns} seeded solo turns per level (the best policy computed is hard's)")
    for level in ("easy", "medium", "hard"):
        mean, times = run(level, turns)
        p50 = times[len(times) // 2] * 1000
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
        print(f"  {level:<7} mean {mean:7.2f}   decision p50 {p50:6.2f} ms  p99 {p99:7.1f} ms")


if __name__ == "__main__":
    main()
