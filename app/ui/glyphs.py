"""Shared drawing for every game's screen: the focus marks and large-print block glyphs.

Nothing here depends on colour: the focus is marked with arrows besides the style.
"""

from __future__ import annotations

#: Marks drawn around the focused item (besides the style).
FOCUS_LEFT, FOCUS_RIGHT = "▶ ", " ◀"
UNFOCUSED = "  "

# A 5-pixel-high font, drawn two pixel rows per text row with half blocks.
_FONT: dict[str, tuple[str, ...]] = {
    "S": ("###", "#..", "###", "..#", "###"),
    "M": ("#...#", "##.##", "#.#.#", "#...#", "#...#"),
    "L": ("#..", "#..", "#..", "#..", "###"),
    "X": ("#.#", "#.#", ".#.", "#.#", "#.#"),
    "0": ("###", "#.#", "#.#", "#.#", "###"),
    "1": (".#.", "##.", ".#.", ".#.", "###"),
    "2": ("###", "..#", "###", "#..", "###"),
    "3": ("###", "..#", "###", "..#", "###"),
    "4": ("#.#", "#.#", "###", "..#", "..#"),
    "5": ("###", "#..", "###", "..#", "###"),
    "6": ("###", "#..", "###", "#.#", "###"),
    "7": ("###", "..#", "..#", "..#", "..#"),
    "8": ("###", "#.#", "###", "#.#", "###"),
    "9": ("###", "#.#", "###", "..#", "###"),
    " ": ("..", "..", "..", "..", ".."),
}
_HALF = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def big_text(text: str) -> list[str]:
    """Return ``text`` (sizes S M L X and digits) as three rows of block glyphs."""
    rows = ["", "", ""]
    for i, ch in enumerate(text.upper()):
        glyph = _FONT.get(ch, _FONT[" "])
        pixels = list(glyph) + ["." * len(glyph[0])]
        for r in range(3):
            top, bottom = pixels[2 * r], pixels[2 * r + 1]
            if i:
                rows[r] += " "
            rows[r] += "".join(_HALF[(t == "#", b == "#")] for t, b in zip(top, bottom))
    return rows


def marker(focused: bool, text: str) -> str:
    """Return ``text`` with the focus arrows, or padded to the same place."""
    return f"{FOCUS_LEFT}{text}{FOCUS_RIGHT}" if focused else f"{UNFOCUSED}{text}"
