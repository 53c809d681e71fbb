"""From a key to Orca's first word, in every kind of screen, beside a bare shell loop (issue 33, item 8).

A real Orca on the headless desktop of tests/screenreader reads Tabletalk in
the Textual app; keys go through xdotool, and each key's delay is from the key
to Orca's first SPEECH OUTPUT after it that is not Orca's own echo of the key
(the harness's timeline). Six kinds of screen are played: the menu, settings,
a hand (Tiko), a grid (Solo), the dice (Zocken) and the rules, with arrows and
the other keys of each (where, repeat, history, read the table, Home, End, Tab,
help). In the same MATE Terminal under the same Orca, a bare shell loop that
prints a line for each key is measured too: what the desktop itself costs.

Printed: median, p95 and max per kind and overall, and the loop's beside;
and where the time goes: key -> our line handed over (TABLETALK_SPEECH_LOG's
"screen" note, taken as the reading line is written) and that -> Orca's word
(the terminal, VTE's text change, Orca). Figures are printed, not asserted.
"""

from __future__ import annotations

import os
import statistics

from tests.screenreader.desktop import Desktop, missing_programs, until
from tests.screenreader.sittings import KeyDelay, Sitting, key_delays, keys, play

#: Keys every screen has (app/ui/keys.py GLOBAL), each of which says something.
_GLOBAL = ("w", "r", "bracketleft", "bracketright", "t")

SITTINGS = [
    Sitting("bench-menu", "menu", "screen",
            keys(*["Down", "Down", "Up", "Up"] * 4, "Tab", "shift+Tab", "End", "Home", *_GLOBAL, "Escape",
                 "question", "Down", "Down", "Up", "End", "Home", "Escape", *["Down", "Up"] * 3)),
    # Down x3: Verbosity, whose Left and Right change nothing the sitting depends on (not the language).
    Sitting("bench-settings", "settings", "screen",
            keys("o", *["Down", "Down", "Down", "Right", "Left", "Up", "Up", "Up"] * 3, "Tab", "shift+Tab",
                 "End", "Home", *_GLOBAL, "Escape", "o", "Down", "Up")),
    # Tiko: the player's hand; arrows move over its cards, c and t read hand and table.
    Sitting("bench-hand", "a hand (Tiko)", "screen",
            keys(*["Down"] * 3, "Return", "s") + [("wait", 2.0)]
            + keys(*["Right", "Right", "Left", "Left", "Down", "Up"] * 4, "c", "t", "w", "r", "bracketleft",
                   "bracketright", "End", "Home", "Tab", "shift+Tab", "c", "Right", "Left")),
    Sitting("bench-grid", "a grid (Solo)", "screen",
            keys("Return", *["Right", "Down", "Left", "Up"] * 5, "c", "t", "w", "r", "bracketleft",
                 "bracketright", "Tab", "shift+Tab", "End", "Home", "Right", "Down", "Left", "Up")),
    Sitting("bench-dice", "the dice (Zocken)", "screen",
            keys(*["Down"] * 6, "Return", "s", "1", *["f", "x", "t", "c", "w", "r"] * 4, "bracketleft",
                 "bracketright", "Right", "Left", "Down", "Up")),
    Sitting("bench-rules", "the rules", "screen",
            keys("i", *["Down", "Down", "Up", "Up"] * 4, "End", "Home", "Return", "Down", "Return", "Up", "w",
                 "r", "bracketleft", "bracketright", "Escape", "i", "Down", "Up", "Escape", "i", "Down", "Up")),
]

#: A shell loop that prints a line for each key (no echo of the key itself): the desktop's own cost.
LOOP = "n=0; echo ready; while IFS= read -rsn1 k; do n=$((n+1)); echo \"line $n\"; done"
LOOP_KEYS = [k for _ in range(10) for k in ("a", "Return", "b", "Return")]


def percentile(ms: list[float], share: float) -> float:
    ms = sorted(ms)
    return ms[min(len(ms) - 1, int(round(share * (len(ms) - 1))))]


def figures(ms: list[float]) -> str:
    if not ms:
        return "nothing heard"
    return f"median {statistics.median(ms):4.0f} ms, p95 {percentile(ms, 0.95):4.0f} ms, " \
           f"max {max(ms):4.0f} ms over {len(ms):3d} keys"


def loop_delays(desktop: Desktop) -> tuple[list[float], int]:
    """The bare loop in the same terminal under the same Orca: key -> Orca says "line N"."""
    start = desktop.mark()
    desktop.open_terminal(["bash", "--norc", "--noprofile", "-c", LOOP])
    until(lambda: any("ready" in h.text for h in desktop.heard(start)), 20)
    desktop.settle(quiet=1.0, timeout=20)
    presses = []
    for k in LOOP_KEYS:
        presses.append(desktop.key(k))
        desktop.settle(quiet=0.5, timeout=10)
    heard = [h for h in desktop.orca_heard() if h.at >= start and "line" in h.text]
    desktop.close_terminal()
    delays = []
    for at, nxt in zip(presses, presses[1:] + [float("inf")]):
        first = next((h.at for h in heard if at <= h.at < nxt), None)
        if first is not None:
            delays.append((first - at) * 1000)
    return delays, len(presses) - len(delays)


def main() -> None:
    missing = missing_programs()
    if missing:
        print(f"not measured: the headless desktop needs {', '.join(missing)} (.ci/run installs them)")
        return
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} processors)")
    rows: list[tuple[str, list[KeyDelay]]] = []
    with Desktop() as desktop:
        loop, loop_unheard = loop_delays(desktop)
        for sitting in SITTINGS:
            rows.append((sitting.title, key_delays(play(desktop, sitting))))
        loop_after, unheard_after = loop_delays(desktop)
    loop += loop_after
    loop_unheard += unheard_after
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    print("key -> Orca's first word:")
    every: list[KeyDelay] = []
    for title, found in rows:
        every += found
        heard = [k.heard for k in found if k.heard is not None]
        unheard = len(found) - len(heard)
        silent = ", ".join(dict.fromkeys(k.key for k in found if k.heard is None))  # which, to look into
        print(f"  {title:18} {figures(heard)}" + (f"; {unheard} keys heard nothing ({silent})" if unheard else ""))
    heard = [k.heard for k in every if k.heard is not None]
    over = sum(d > 300 for d in heard)
    print(f"  {'all keys':18} {figures(heard)}; {over} over 300 ms (goal: p95 <= 100 ms, none over 300 ms)")
    print(f"  {'bare shell loop':18} {figures(loop)}" + (f"; {loop_unheard} keys heard nothing"
                                                          if loop_unheard else ""))
    split = [k for k in every if k.heard is not None and k.handed is not None]
    print("where the time goes (keys whose line was handed over):")
    print(f"  key -> our line handed over       {figures([k.handed for k in split])}")
    print(f"  handed over -> Orca's first word  {figures([k.heard - k.handed for k in split])}")
    slow = sorted(((t, k) for t, found in rows for k in found if k.heard is not None), key=lambda tk: -tk[1].heard)
    print("  slowest: " + "; ".join(f"{t}, {k.key}: {k.heard:.0f} ms" + ("" if k.handed is None else
                                    f" (handed over at {k.handed:.0f})") for t, k in slow[:6]))
