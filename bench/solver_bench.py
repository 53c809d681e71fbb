"""Zoker Solo's hint and best-score search (ZS-8): how long a player waits.

Prints the median and 95th percentile time of ``solver.hint`` over positions
from many numbered deals, and of ``solver.best_score`` (with its budget)
from openings and from mid-game positions, with how often the search proved
its score and the scores it found. Figures only; nothing is asserted.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter

from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver

#: Deals the hint is timed on; every position of one played game counts.
HINT_DEALS = 30
#: Deals best_score is timed on, from the opening and from two mid-game points.
BEST_DEALS = 30
#: Random moves played before a mid-game position (a whole game is about 90).
MID_GAME = (20, 45)
BUDGET_S = 1.0


def percentile(values: list[float], p: float) -> float:
    """Return the value below which a fraction ``p`` of ``values`` lie."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def time_hint_over_games() -> list[float]:
    """Return the hint's time at every position of games played by following it."""
    times = []
    for deal in range(1, HINT_DEALS + 1):
        state = solo.new_game(1, deal)
        while not solo.is_over(state):
            start = time.perf_counter()
            action = solver.hint(state)
            times.append(time.perf_counter() - start)
            state, _ = solo.apply(state, 0, action)
    return times


def mid_game(deal: int, moves: int) -> solo.SoloState:
    """Return the position after ``moves`` random legal moves of a deal (fixed seed)."""
    rng = random.Random(deal * 1000 + moves)
    state = solo.new_game(1, deal)
    for _ in range(moves):
        actions = solo.legal_actions(state)
        if not actions:
            break
        state, _ = solo.apply(state, 0, rng.choice(actions))
    return state


def time_best(states: list) -> tuple[list[float], list]:
    times, results = [], []
    for state in states:
        start = time.perf_counter()
        results.append(solver.best_score(state, budget_s=BUDGET_S))
        times.append(time.perf_counter() - start)
    return times, results


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.1f} ms"


def report_best(title: str, states: list) -> None:
    times, results = time_best(states)
    proven = sum(r.proven for r in results)
    nodes = [r.nodes for r in results]
    scores = Counter(r.score for r in results)
    print(f"{title} ({len(states)} positions, budget {BUDGET_S:g} s)")
    print(f"  p50 {ms(statistics.median(times))}   p95 {ms(percentile(times, 0.95))}"
          f"   max {ms(max(times))}")
    print(f"  proven {proven} of {len(results)}   nodes p50 {int(statistics.median(nodes))}"
          f"   max {max(nodes)}")
    print("  scores found: " + ", ".join(f"{s}: {n}" for s, n in sorted(scores.items(), reverse=True)))


def main() -> None:
    times = time_hint_over_games()
    print(f"Solo hint ({len(times)} positions: every move of {HINT_DEALS} deals played by hint)")
    print(f"  p50 {ms(statistics.median(times))}   p95 {ms(percentile(times, 0.95))}"
          f"   max {ms(max(times))}   (target: under 50 ms)")
    deals = range(1, BEST_DEALS + 1)
    report_best("Solo best score from the opening", [solo.new_game(1, d) for d in deals])
    report_best(f"Solo best score from mid-game (after {MID_GAME[0]} and {MID_GAME[1]} random moves)",
                [mid_game(d, m) for d in deals for m in MID_GAME])


if __name__ == "__main__":
    main()
