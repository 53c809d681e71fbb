"""How soon the player's screen reader says the focused item after an arrow key (issue 22: goal 300 ms).

A real Orca on the headless desktop of tests/screenreader reads Tabletalk in
the Textual app; arrow keys go through xdotool and the delay is from the key
to Orca's SPEECH OUTPUT of the focused item, from the harness's timeline.
Prints the median and p95 over the arrow keys of a menu, settings and game
sitting, and the share of keys heard within 300 ms.
"""

from __future__ import annotations

import statistics

from tests.screenreader.desktop import Desktop, missing_programs
from tests.screenreader.sittings import Sitting, focus_delays, keys, play

ROUNDS = 3
SITTINGS = [
    Sitting("bench-menu", "menu arrows", "screen", keys(*["Down"] * 8, *["Up"] * 8)),
    Sitting("bench-solo", "Solo arrows", "screen", keys("Return", *["Right", "Down", "Left", "Up"] * 4)),
]


def main() -> None:
    missing = missing_programs()
    if missing:
        print(f"not measured: the headless desktop needs {', '.join(missing)} (.ci/run installs them)")
        return
    delays: list[float] = []
    with Desktop() as desktop:
        for _ in range(ROUNDS):
            for sitting in SITTINGS:
                delays += focus_delays(play(desktop, sitting))
    if not delays:
        print("no arrow key was heard")
        return
    ms = sorted(d * 1000 for d in delays)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    within = sum(d <= 300 for d in ms) / len(ms)
    print(f"arrow key -> Orca says the focused item: median {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms, "
          f"max {ms[-1]:.0f} ms over {len(ms)} keys; {within:.0%} within 300 ms (goal: all)")
