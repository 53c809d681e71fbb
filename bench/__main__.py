"""Run every benchmark and print its figures (`make bench`).

`python -m bench bots keys_bench` runs only the parts named.
"""

from __future__ import annotations

import importlib
import sys

PARTS = ("startup_bench", "keys_bench", "speech_bench", "solver_bench", "bots", "loker_bots", "kubo_bots",
         "zocken_bench", "zipzap_bench", "words_bench", "cue_bench", "screenreader_bench", "net_bench")


def main(argv: list[str] | None = None) -> None:
    names = sys.argv[1:] if argv is None else argv
    unknown = [n for n in names if n not in PARTS]
    if unknown:
        raise SystemExit(f"unknown bench part(s): {', '.join(unknown)}; choose from {', '.join(PARTS)}")
    for name in names or PARTS:
        print(f"== {name}")
        importlib.import_module(f"bench.{name}").main()
        print()


if __name__ == "__main__":
    main()
