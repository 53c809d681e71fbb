"""Zoker Solo's hint and best-score search: how long a player waits."""

from __future__ import annotations

import random
import statistics
import time

from app.games.zoker import solo, solver

DEALS = 40


def positions() -> list:
    """Return openings and mid-game positions of many deals (fixed seeds)."""
    found = []
    for deal in range(1, DEALS + 1):
        state = solo.new_game(1, deal)
        rng = random.Random(deal)
        found.append(state)
        for _ in range(25):
            actions = solo.legal_actions(state)
            if not actions:
                break
            state, _ = solo.apply(state, 0, rng.choice(actions))
        found.append(state)
    return found


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def main() -> None:
    states = positions()
    hint_times = []
    for state in states:
        start = time.perf_counter()
        solver.hint(state)
        hint_times.append(time.perf_counter() - start)
    best_times, proven = [], 0
    for state in states[:20]:
        start = time.perf_counter()
        result = solver.best_score(state, budget_s=1.0)
        best_times.append(time.perf_counter() - start)
        proven += result.proven
    print(f"Solo hint ({len(states)} positions: openings and after 25 random moves)")
    print(f"  p50 {statistics.median(hint_times) * 1000:6.1f} ms   p95 {percentile(hint_times, 0.95) * 1000:6.1f} ms"
          f"   max {max(hint_times) * 1000:6.1f} ms   (target: under 50 ms)")
    print(f"Solo best reachable score (budget 1 s, {len(best_times)} positions)")
    print(f"  p50 {statistics.median(best_times) * 1000:6.1f} ms   max {max(best_times) * 1000:6.1f} ms"
          f"   proven in {proven} of {len(best_times)}")


if __name__ == "__main__":
    main()
