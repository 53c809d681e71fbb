"""Six-sided dice, shared by the dice games: faces, a seeded throw, pips said and drawn.

Zocken is the first game with dice; later dice games reuse this module. A
die is known by a name the game gives it (Zocken: its colour) and shows a
face of 1 to 6 pips. What is said about a die (``pips``: "5", "five pips")
and drawn (``face_lines``: a 3x3 grid of pips, large print friendly) lives
here so every dice game says and draws the same faces.
"""

from __future__ import annotations

import random

#: The faces of a die, lowest first.
FACES = (1, 2, 3, 4, 5, 6)
#: The die faces as Unicode characters, by value (index 0 unused).
GLYPHS = ("", "\u2680", "\u2681", "\u2682", "\u2683", "\u2684", "\u2685")

#: Where the pips of each face sit on a 3x3 grid, row by row (the usual die layout).
_LAYOUT = {
    1: ("   ", " o ", "   "),
    2: ("o  ", "   ", "  o"),
    3: ("o  ", " o ", "  o"),
    4: ("o o", "   ", "o o"),
    5: ("o o", " o ", "o o"),
    6: ("o o", "o o", "o o"),
}


def throw(rng: random.Random) -> int:
    """Return one throw of a fair die, from a seeded generator."""
    return rng.randint(1, 6)


def face_lines(value: int, large: bool = False) -> tuple[str, str, str]:
    """Return a face drawn: three lines of three cells, "o" for a pip ("o o"); in large print each pip
    a solid block two cells wide ("██  ██"), for a low-vision eye."""
    if not large:
        return _LAYOUT[value]
    block = "\u2588\u2588"
    top, middle, bottom = ("  ".join(block if cell == "o" else "  " for cell in row) for row in _LAYOUT[value])
    return top, middle, bottom


def pips(value: int) -> str:
    """Return a face said in full: "5 pips" (the voice says the number as a word)."""
    from app.text.i18n import ngettext  # here: the rules use this module and import no text

    return ngettext("{count} pip", "{count} pips", value).format(count=value)


def probability_at_least(value: int) -> float:
    """Return the chance that one throw shows ``value`` or more."""
    return max(0, min(6, 7 - value)) / 6
