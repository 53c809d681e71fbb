"""Write the exact values of Zocken's opening positions (ZO-15): ``python -m app.games.zocken.tables``.

Computes every position of a turn from an empty board with ``solve`` (about 90 seconds, no table
used), then keeps the ones with at most ``solve.TABLE_DICE`` dice thrown, each value as a whole
number of 1/6**7ths (exact: a value averages at most seven throws), sorted, xz-compressed, in
``app/games/zocken/values-opening.xz`` (up to two dice) and ``values-third.xz`` (three).
tests/games/test_zocken_tables.py recomputes a sample of entries from nothing and checks they match.
"""

from __future__ import annotations

import lzma
import sys
import time

from app.games.zocken import solve


def compute() -> dict[str, int]:
    """Return encoded key -> value times SCALE for every position with few enough dice thrown."""
    solve.use_table = False
    try:
        solve.clear()
        solve.value(solve.EMPTY)
        found = {}
        for key, value in solve._MEMO.items():
            if solve.thrown(key) <= solve.TABLE_DICE:
                scaled = round(value * solve.SCALE)
                assert abs(scaled - value * solve.SCALE) < 1e-3, key
                found[solve.encode(key)] = scaled
        return found
    finally:
        solve.use_table = True
        solve.clear(forget_table=True)


def thrown(encoded: str) -> int:
    """Return how many dice are thrown in an encoded position (as ``solve.thrown`` of its key)."""
    fields, tail = (encoded[2:-3], encoded[-3:]) if encoded[0] == "U" else encoded[1:].split(";")
    return 7 - fields.count("L") - int(tail[0])


def write(found: dict[str, int]) -> None:
    """Write the values in their two files: up to two dice thrown, and three."""
    for part, path in enumerate(solve.TABLE_FILES):
        lines = [f"{k} {v}" for k, v in sorted(found.items()) if (thrown(k) == solve.TABLE_DICE) == bool(part)]
        path.write_bytes(lzma.compress(("\n".join(lines) + "\n").encode("ascii"), preset=9))
        print(f"{len(lines)} positions written to {path} ({path.stat().st_size} bytes)", file=sys.stderr)


def main() -> None:
    start = time.perf_counter()
    found = compute()
    write(found)
    print(f"in {time.perf_counter() - start:.0f} s; empty board: {found[solve.encode(solve.EMPTY)] / solve.SCALE:.4f}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
