"""Launch to first spoken announcement, against a bare Textual app's first paint."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 7


def one(mode: str, home: str) -> tuple[float, float]:
    env = dict(os.environ, TABLETALK_HOME=home, TEXTUAL_ANIMATIONS="none")
    launched = time.time()
    out = subprocess.run([sys.executable, "-m", "bench.startup_probe", mode, repr(launched)],
                         capture_output=True, text=True, env=env, timeout=60, check=True).stdout
    elapsed, rss = out.split()[-2:]
    return float(elapsed), float(rss)


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        one("tabletalk", home)  # warm the file cache once
        bare, ours, rss = [], [], []
        for _ in range(RUNS):  # interleaved, so both see the same machine load
            bare.append(one("bare", home)[0])
            t, r = one("tabletalk", home)
            ours.append(t)
            rss.append(r)
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"start-up ({RUNS} runs, medians, headless 80x24)")
    print(f"  bare Textual app, launch to first paint:     {b * 1000:7.1f} ms")
    print(f"  Tabletalk, launch to first spoken sentence:  {o * 1000:7.1f} ms")
    print(f"  ratio: {o / b:.2f}x   (target: under 1.6x)")
    print(f"  peak RSS of Tabletalk to first sentence:     {statistics.median(rss):7.1f} MiB (target: under 100)")


if __name__ == "__main__":
    main()
