"""Shared drawing for every game's screen: the focus marks, large-print block glyphs, the things'
own colours (``tint``), and fitting text to a small window by rule (``shorten``, ``fit_entries``,
``ellipsis_lines``).

Nothing is told by colour alone: the focus is marked with arrows (or a frame) besides the style,
and a card's colour is drawn beside its name, never instead of it.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text

from app.ui.theme import RAINBOW, TONES, Look, tone_style

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


def big_text(text: str, scale: int = 1) -> list[str]:
    """Return ``text`` (sizes S M L X and digits) as rows of block glyphs: 3 rows, or 5 at ``scale`` 2 and 8
    at 3 (each pixel of the font ``scale`` cells wide and high; large print grows with a tall window)."""
    pixels: list[str] = [""] * (5 * scale)
    for i, ch in enumerate(text.upper()):
        glyph = _FONT.get(ch, _FONT[" "])
        for r in range(5 * scale):
            row = "".join(p * scale for p in glyph[r // scale])
            pixels[r] += ("." * scale if i else "") + row
    if len(pixels) % 2:
        pixels.append("." * len(pixels[0]))  # a blank pixel row under an odd height (3 rows at scale 1)
    return ["".join(_HALF[(t == "#", b == "#")] for t, b in zip(pixels[r], pixels[r + 1]))
            for r in range(0, len(pixels), 2)]


def glyph_scale(widget) -> int:
    """Return how large the block glyphs are drawn in ``widget``'s screen: 3 in the tallest window (class
    ``tallest``), 2 in a tall one (``tall``), else 1 (issue 35, point 8: large print grows with the window;
    screens/base.TALL_FROM)."""
    try:
        screen = widget.screen
        return 3 if screen.has_class("tallest") else 2 if screen.has_class("tall") else 1
    except Exception:
        return 1


def marker(focused: bool, text: str) -> str:
    """Return ``text`` with the focus arrows, or padded to the same place."""
    return f"{FOCUS_LEFT}{text}{FOCUS_RIGHT}" if focused else f"{UNFOCUSED}{text}"


def ellipsis_lines(text: str, width: int, rows: int | None) -> list[str]:
    """Return ``text`` wrapped to ``width``, at most ``rows`` lines, the last ending in "…" when cut."""
    import textwrap

    lines = textwrap.wrap(text, max(width, 2), break_long_words=True) or [""]
    if rows is not None and len(lines) > rows:
        lines = lines[:rows]
        last = lines[-1]
        lines[-1] = (last if len(last) < width else last[:width - 1].rstrip()) + "…"
    return lines


def fit_entries(line: str, width: int) -> str:
    """Return a key line (entries two spaces apart) cut to whole entries that fit, the last entry kept.

    The left-out entries are shown as "…" (the help lists them all).
    """
    import re

    entries = [e for e in re.split(r" {2,}", line.strip()) if e]
    if len(line.strip()) <= width or len(entries) < 2:
        return line.strip()
    # The last two entries are the help and back keys: kept when they fit.
    tail = entries[-2:] if len("  ".join(["…"] + entries[-2:])) <= width else entries[-1:]
    kept: list[str] = []
    for entry in entries[:-len(tail)]:
        if len("  ".join(kept + [entry, "…"] + tail)) > width:
            break
        kept.append(entry)
    return "  ".join(kept + ["…"] + tail)


def shorten(word: str, width: int) -> str:
    """Return ``word`` cut by the rule of the screens' legends: its first letters and a full stop."""
    if len(word) <= width:
        return word
    return word[:max(width - 1, 1)] + "."


#: The block glyphs' characters (``big_text``).
BLOCKS = frozenset("▀▄█")


def chip_block(text: str) -> str:
    """Return a card's lines drawn on a chip (16 colours) as one block, its glyphs inside the chip.

    A chip's black glyph at its right edge touched the black ground of the screen and ran into it ("L2"
    read as "LE", "S1" as "E1"; the light looks' white glyphs on white alike): every line is padded to
    the widest, so the chip is a rectangle under the name, and glyph rows that reach its right edge give
    it one column of their left margin (the two spaces the faces put before them), so the width stays.
    Over them the name's line is the chip's ground; under them the glyphs' blank half row (3 and 8 rows
    high), or a row of the chip's ground added under glyphs that fill their last row (5 rows high).
    """
    lines = text.split("\n")
    glyph_rows = [at for at, line in enumerate(lines) if BLOCKS & set(line)]
    if not glyph_rows or not any(line.strip() and at not in glyph_rows for at, line in enumerate(lines)):
        return text  # no glyphs, or no name over them: a part of a line the caller puts together (Zocken's)
    width = max(cell_len(line) for line in lines)
    if all(cell_len(lines[at]) >= width and lines[at].startswith("  ") for at in glyph_rows):
        for at in glyph_rows:
            lines[at] = lines[at][1:]
    if glyph_rows[-1] == len(lines) - 1 and set("▄█") & set(lines[-1]):
        lines.append("")
    return "\n".join(line + " " * (width - cell_len(line)) for line in lines)


def tint(text: str, colour: str, focused: bool = False, plain: bool = False, style: str = "") -> Text:
    """Return ``text`` (a name that says its colour) drawn in that colour, in the current look
    (``theme.tone_style``: a tone in true and 256 colours, a chip in 16, none under NO_COLOR).

    Args:
        colour: "red", "green", "blue", "orange", "yellow", "purple", "white", or "wild" (the
            jokers: each letter in the next colour of the rainbow); anything else stays uncoloured.
        focused: on the focus's ground (the tones swap between light and dark).
        plain: no colour (high contrast: black, white and yellow only).
        style: a style for the whole text ("bold").
    """
    if plain or (colour not in TONES and colour != "wild"):
        return Text(text, style=style)
    if Look.colours == "16" and colour != "wild":
        text = chip_block(text)
    if colour == "wild":
        out = Text(style=style)
        letters = 0
        for ch in text:
            out.append(ch, style=tone_style(RAINBOW[letters % len(RAINBOW)], focused) if ch.strip() else "")
            letters += bool(ch.strip())
        return out
    return Text(text, style=f"{style} {tone_style(colour, focused)}".strip())
