"""Run every benchmark and print its figures (`make bench`)."""

from __future__ import annotations

import importlib

PARTS = ("startup_bench", "keys_bench", "speech_bench", "solver_bench")


def main() -> None:
    for name in PARTS:
        print(f"== {name}")
        importlib.import_module(f"bench.{name}").main()
        print()


if __name__ == "__main__":
    main()
