"""Exact expected scores of a Zocken turn (ZO-15) on canonical positions, from an empty board on.

What a turn's future depends on is much less than the dice on the nine fields:

* While every die down shows the same value (or none is down) the direction of the row is still
  open: the position is that value and the nine fields, each placed (P), an escape field (E), a
  row field whose own die is still in hand (L, "live": it can still make a colour match) or a
  row field whose die is gone (D, "dead"). A mirror image is the same position.
* Once the direction is fixed, read the row rising (a falling row mirrored). The free fields
  then fall into *gaps*, the runs of free fields between dice: a gap from value ``lo`` to ``hi``
  takes any die from ``lo`` to ``hi`` on any of its fields, and a die put in it splits it into
  two gaps. Gaps do not see each other, so a position is the sorted list of its gaps
  ``(lo, hi, fields)``; turning the row around and every value v into 7 - v gives the same
  position too.

With the dice in hand whose circle is taken (``dead``), the matches made and whether a die went
OUT, that is the whole key. The colours of the circles never enter it (a live field is matched
by its own die, whatever its colour), so one table serves the fixed and the shuffled board
(ZO-2). Escape costs (-10) and OUT (-20) are counted when they happen.

``value(key)`` is the expected score still to come under best play (colour points, 50 for a
valid row, and the future escape and OUT costs). From an empty board there are 641,631 keys,
about 90 seconds in pure Python: too slow for a turn, so ``tables.py`` writes the values of the
88,079 positions with up to three dice thrown into two files (``values-opening.xz``, 34 KB, up to
two dice; ``values-third.xz``, 270 KB, the third die), each read on first use (a few milliseconds
and about 0.1 s). Decisions up to the third die are then looked up; from the fourth die on the subtree
left is small (a few milliseconds to compute, then remembered).
"""

from __future__ import annotations

import lzma
from pathlib import Path

from app.games.zocken.rules import BET_LINE, COLOR_POINTS, ESCAPE_COST, OUT_COST, VALID_POINTS

SIDES = (1, 2, 3, 4, 5, 6)
NEG = float("-inf")

#: key -> expected points still to come, playing best.
_MEMO: dict[tuple, float] = {}
#: Every value is a whole number of 1/6**7ths: at most seven throws are averaged, costs are whole.
SCALE = 6 ** 7
#: The shipped values of the positions with up to ``TABLE_DICE`` dice thrown (``tables.py``), in two
#: files: up to two dice thrown (9,058 positions, read in milliseconds for a turn's first decision)
#: and the third die (79,021 positions, read when the third die is placed).
TABLE_DICE = 3
TABLE_FILES = (Path(__file__).with_name("values-opening.xz"), Path(__file__).with_name("values-third.xz"))
#: False while ``tables`` computes the table from nothing.
use_table = True
_tables: list[dict[str, str] | None] = [None, None]


def encode(key: tuple) -> str:
    """Return the key as the table writes it: "U3PLLLDLLLE" + dead, matches, OUT; or "R" + gaps + ";" + the same."""
    if key[0] == "U":
        return f"U{key[1]}{key[2]}{key[3]}{key[4]}{int(key[5])}"
    return "R" + ",".join(f"{lo}{hi}{t}" for lo, hi, t in key[1]) + f";{key[2]}{key[3]}{int(key[4])}"


def table(part: int = 0) -> dict[str, str]:
    """Return a part of the shipped table (encoded key -> value times SCALE, as text), read on first use:
    part 0 the positions with up to two dice thrown, part 1 those with three."""
    found = _tables[part]
    if found is None:
        text = lzma.decompress(TABLE_FILES[part].read_bytes()).decode("ascii")
        found = _tables[part] = dict(line.split(" ") for line in text.splitlines())
    return found


def thrown(key: tuple) -> int:
    """Return how many dice of the turn are thrown in position ``key``."""
    layout = key[2] if key[0] == "U" else "".join(t for _, _, t in key[1])
    return 7 - layout.count("L") - key[-3]


def _flip(runs) -> tuple:
    return tuple(sorted((7 - hi, 7 - lo, t[::-1]) for lo, hi, t in runs))


def canon_runs(runs) -> tuple:
    """Return the canonical gaps: empty ones dropped, sorted, the smaller of the row and its turn-around."""
    kept = tuple(sorted(r for r in runs if r[2]))
    flipped = _flip(kept)
    return min(kept, flipped)


def key_of(values: tuple[int, ...], types: str, dead: int, matches: int, out: bool) -> tuple:
    """Return the canonical key of nine fields (``values``: 0 where free; ``types``: E/L/D for each
    free field, anything on a taken one), the dead dice in hand, the matches and OUT."""
    placed = [v for v in values if v]
    direction = 0
    for a, b in zip(placed, placed[1:]):
        if a != b:
            direction = 1 if b > a else -1
            break
    if direction == 0:
        layout = "".join("P" if v else t for v, t in zip(values, types))
        return ("U", placed[0] if placed else 0, min(layout, layout[::-1]), dead, matches, out)
    if direction < 0:
        values, types = values[::-1], types[::-1]
    runs, lo, cur = [], 1, ""
    for v, t in zip(values, types):
        if v:
            if cur:
                runs.append((lo, v, cur))
                cur = ""
            lo = v
        else:
            cur += t
    if cur:
        runs.append((lo, 6, cur))
    return ("R", canon_runs(runs), dead, matches, out)


def _end(matches: int, out: bool) -> float:
    return COLOR_POINTS[matches] + (0 if out else VALID_POINTS)


def value(key: tuple) -> float:
    """Return the expected points still to come from the position ``key``, playing best."""
    found = _MEMO.get(key)
    if found is None and use_table:
        thrown_now = thrown(key)
        scaled = table(thrown_now == TABLE_DICE).get(encode(key)) if thrown_now <= TABLE_DICE else None
        if scaled is not None:
            found = _MEMO[key] = int(scaled) / SCALE
    if found is None:
        found = max(throw_value(key, c) for c in choices(key)) if choices(key) else _end(key[-2], key[-1])
        _MEMO[key] = found
    return found


def choices(key: tuple) -> list:
    """Return the dice worth telling apart: each live field (by where it is), and None for a dead die."""
    dead = key[-3]
    found: list  # a field's number (open board) or (run, place in it)
    if key[0] == "U":
        layout = key[2]
        found = [f for f, t in enumerate(layout) if t == "L"]
    else:
        runs = key[1]
        found = [(i, j) for i, (_, _, t) in enumerate(runs) if i == 0 or runs[i - 1] != runs[i]
                 for j, c in enumerate(t) if c == "L"]
    return found + ([None] if dead else [])


def throw_value(key: tuple, choice) -> float:
    """Return the expected points still to come when die ``choice`` is thrown now and play is best."""
    return sum(best_place(key, choice, v)[0] for v in SIDES) / 6


def places(key: tuple, choice, v: int) -> list[tuple[object, float]]:
    """Return (where, expected points still to come) for each place die ``choice`` showing ``v`` may go
    (``where`` as the key's own positions); empty when it must go OUT."""
    if key[0] == "U":
        return _places_open(key, choice, v)
    return _places_runs(key, choice, v)


def out_value(key: tuple, choice) -> float:
    """Return the expected points still to come when die ``choice`` goes OUT (its -20 included)."""
    if key[0] == "U":
        _, w, layout, dead, m, _ = key
        if choice is None:
            dead -= 1
        else:
            layout = layout[:choice] + "D" + layout[choice + 1:]
        return value(("U", w, min(layout, layout[::-1]), dead, m, True)) - OUT_COST
    _, runs, dead, m, _ = key
    if choice is None:
        dead -= 1
    else:
        runs = _mark(runs, choice)
    return value(("R", canon_runs(runs), dead, m, True)) - OUT_COST


def best_place(key: tuple, choice, v: int) -> tuple[float, object]:
    """Return (expected points still to come, where) for the best place of die ``choice`` showing ``v``."""
    best, at = NEG, None
    for where, e in places(key, choice, v):
        if e > best + 1e-12:
            best, at = e, where
    if at is None:
        return out_value(key, choice), None
    return best, at


def _mark(runs, choice):
    i, j = choice
    lo, hi, t = runs[i]
    return runs[:i] + ((lo, hi, t[:j] + "D" + t[j + 1:]),) + runs[i + 1:]


def _places_runs(key, choice, v):
    _, runs, dead, m, out = key
    if choice is None:
        base, d0 = runs, dead - 1
    else:
        base, d0 = _mark(runs, choice), dead
    found = []
    for i, (lo, hi, t) in enumerate(base):
        if not lo <= v <= hi:
            continue
        if i and base[i - 1] == base[i] and (choice is None or choice[0] not in (i, i - 1)):
            continue
        for j, c in enumerate(t):
            gain, d, mm = 0, d0, m
            if choice == (i, j):
                mm += 1
            elif c == "L":
                d += 1
            elif c == "E":
                gain = -ESCAPE_COST
            new = base[:i] + ((lo, v, t[:j]), (v, hi, t[j + 1:])) + base[i + 1:]
            found.append(((i, j), value(("R", canon_runs(new), d, mm, out)) + gain))
    return found


def _places_open(key, choice, v):
    _, w, layout, dead, m, out = key
    if choice is None:
        base, d0 = layout, dead - 1
    else:
        base, d0 = layout[:choice] + "D" + layout[choice + 1:], dead
    taken = [f for f, t in enumerate(base) if t == "P"]
    found = []
    for f, c in enumerate(base):
        if c == "P":
            continue
        if w and v != w and taken[0] < f < taken[-1]:
            continue
        gain, d, mm = 0, d0, m
        if choice == f:
            mm += 1
        elif c == "L":
            d += 1
        elif c == "E":
            gain = -ESCAPE_COST
        if not w or v == w:
            new = base[:f] + "P" + base[f + 1:]
            nkey = ("U", v, min(new, new[::-1]), d, mm, out)
        else:
            values = tuple(v if g == f else (w if t == "P" else 0) for g, t in enumerate(base))
            nkey = key_of(values, base, d, mm, out)
        found.append((f, value(nkey) + gain))
    return found


# The chance of scoring more than 50 (ZO-13) when the player plays for the best expected score.

_CHANCE: dict[tuple, float] = {}


def chance(key: tuple, costs: int) -> float:
    """Return the probability that the turn ends above the bet line, ``costs`` being what the turn
    has lost so far (escape and OUT), when every choice is the best expected one."""
    memo = (key, costs)
    found = _CHANCE.get(memo)
    if found is not None:
        return found
    options = choices(key)
    if not options:
        found = float(_end(key[-2], key[-1]) + costs > BET_LINE)
    else:
        choice = max(options, key=lambda c: throw_value(key, c))
        total = 0.0
        for v in SIDES:
            total += _chance_after(key, choice, v, costs)
        found = total / 6
    _CHANCE[memo] = found
    return found


def _chance_after(key, choice, v, costs):
    best, where = best_place(key, choice, v)
    if where is None:
        nkey, cost = _after_out(key, choice), OUT_COST
    else:
        nkey, cost = successor(key, choice, v, where)
    return chance(nkey, costs - cost)


def _after_out(key, choice):
    if key[0] == "U":
        _, w, layout, dead, m, _ = key
        if choice is None:
            dead -= 1
        else:
            layout = layout[:choice] + "D" + layout[choice + 1:]
        return ("U", w, min(layout, layout[::-1]), dead, m, True)
    _, runs, dead, m, _ = key
    if choice is None:
        dead -= 1
    else:
        runs = _mark(runs, choice)
    return ("R", canon_runs(runs), dead, m, True)


def successor(key, choice, v, where) -> tuple[tuple, int]:
    """Return (key, cost) after die ``choice`` showing ``v`` goes to ``where`` (as ``places`` names it)."""
    if key[0] == "U":
        _, w, layout, dead, m, out = key
        base, d = (layout, dead - 1) if choice is None else (layout[:choice] + "D" + layout[choice + 1:], dead)
        f, c = where, base[where]
        mm, cost = m, 0
        if choice == f:
            mm += 1
        elif c == "L":
            d += 1
        elif c == "E":
            cost = ESCAPE_COST
        if not w or v == w:
            new = base[:f] + "P" + base[f + 1:]
            return ("U", v, min(new, new[::-1]), d, mm, out), cost
        values = tuple(v if g == f else (w if t == "P" else 0) for g, t in enumerate(base))
        return key_of(values, base, d, mm, out), cost
    _, runs, dead, m, out = key
    base, d = (runs, dead - 1) if choice is None else (_mark(runs, choice), dead)
    i, j = where
    lo, hi, t = base[i]
    mm, cost = m, 0
    if choice == where:
        mm += 1
    elif t[j] == "L":
        d += 1
    elif t[j] == "E":
        cost = ESCAPE_COST
    new = base[:i] + ((lo, v, t[:j]), (v, hi, t[j + 1:])) + base[i + 1:]
    return ("R", canon_runs(new), d, mm, out), cost


EMPTY = ("U", 0, "ELLLLLLLE", 0, 0, False)


def clear(forget_table: bool = False) -> None:
    """Forget every value computed (and the table read, if asked): for tests that recompute or time."""
    _MEMO.clear()
    _CHANCE.clear()
    if forget_table:
        _tables[:] = [None, None]
