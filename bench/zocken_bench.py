"""Zocken's bots over 1,000 seeded solo turns: mean score per level beside the best policy's exact
expected score from an empty board (ZO-15), and decision times (p50/p99, and the cold first call).

The best policy is computed exactly by ``app.games.zocken.solve``: the opening (up to three dice
thrown) is read from the shipped table, the rest computed and remembered. The cold first call is
timed in a fresh process, so it includes reading the table.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time

TURNS = 1000

_COLD = """
import random, time
start = time.perf_counter()
from app.games.zocken import rules as zo
from app.games.zocken.bot import choose
state = zo.new_game(1, 1)
imported = time.perf_counter()
choose(state, 0, "hard", random.Random(1))
print(imported - start, time.perf_counter() - imported)
"""


def run(level: str, turns: int = TURNS, bets: list[float] | None = None) -> tuple[float, float, list[float]]:
    """Play ``turns`` seeded solo turns; return the mean score, its standard error and the sorted
    decision times. With ``bets`` given, also time a bet (the chance of beating 50) each time three
    dice are down."""
    from app.games.zocken import rules as zo
    from app.games.zocken.bot import choose

    scores, times = [], []
    for seed in range(1, turns + 1):
        state = zo.new_game(1, seed)
        rng = random.Random(seed)
        while state.turns == 0:
            if bets is not None and state.placed == zo.BET_AFTER and state.rolled is None:
                table = zo.replace(state, totals=(0, 0), asking=1, asked=True)
                start = time.perf_counter()
                choose(table, 1, level, rng)
                bets.append(time.perf_counter() - start)
            start = time.perf_counter()
            action = choose(state, 0, level, rng)
            times.append(time.perf_counter() - start)
            state, _ = zo.apply(state, 0, action)
        scores.append(state.history[0])
    return statistics.mean(scores), statistics.stdev(scores) / len(scores) ** 0.5, sorted(times)


def cold_first_call() -> tuple[float, float]:
    """Return the seconds to import the game and of a hard bot's first decision (table read included),
    in a fresh process."""
    done = subprocess.run([sys.executable, "-c", _COLD], capture_output=True, text=True, check=True)
    imports, first = done.stdout.split()
    return float(imports), float(first)


def _p(times: list[float], q: float) -> float:
    return times[min(len(times) - 1, int(len(times) * q))] * 1000


def main(turns: int = TURNS) -> None:
    from app.games.zocken import odds

    best = odds.best_policy_value()
    # A level's mean is a sample of ``turns`` turns: it is said with its standard error beside the
    # exact optimum, never as a percentage of it (the hard bot plays the optimal policy; its mean
    # differs from 91.661 by sampling alone, about 1.5 points either way with 1,000 turns).
    print(f"Zocken, {turns} seeded solo turns per level; best policy, exact expected score from an empty "
          f"board: {best:.3f}")
    imports, first = cold_first_call()
    print(f"  cold first hard decision in a fresh process: {first * 1000:.0f} ms with the table read "
          f"(after {imports * 1000:.0f} ms of imports)")
    bets: list[float] = []
    for level in ("easy", "medium", "hard"):
        mean, error, times = run(level, turns, bets if level == "hard" else None)
        print(f"  {level:<7} mean {mean:7.2f} +- {error:4.2f} (standard error; exact best {best:.3f})   "
              f"decision p50 {_p(times, 0.5):6.2f} ms  p99 {_p(times, 0.99):7.1f} ms  max {times[-1] * 1000:7.1f} ms")
    bets.sort()
    print(f"  hard bet (exact chance of beating 50, three dice down): p50 {_p(bets, 0.5):6.2f} ms  "
          f"p99 {_p(bets, 0.99):7.1f} ms  max {bets[-1] * 1000:7.1f} ms")
    from app.games.zocken import solve

    try:
        import resource

        peak = f", peak memory of this process {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB"
    except ImportError:  # Windows
        peak = ""
    print(f"  positions remembered after the runs: {len(solve._MEMO)} values{peak}")


if __name__ == "__main__":
    main()
