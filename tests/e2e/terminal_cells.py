"""What a real terminal shows: tmux's cells (capture-pane -e) read as characters with the colours the
standard xterm palette gives them, and the WCAG contrast between a cell's text and its ground."""

from __future__ import annotations

import re
from dataclasses import dataclass

#: xterm's own 16 colours (its default resources), and its default text and ground.
XTERM_16 = ["000000", "cd0000", "00cd00", "cdcd00", "0000ee", "cd00cd", "00cdcd", "e5e5e5",
            "7f7f7f", "ff0000", "00ff00", "ffff00", "5c5cff", "ff00ff", "00ffff", "ffffff"]
DEFAULT_FG, DEFAULT_BG = "000000", "ffffff"
_LEVELS = [0, 95, 135, 175, 215, 255]


def xterm_256(n: int) -> str:
    """Return colour ``n`` of xterm's 256 as hex."""
    if n < 16:
        return XTERM_16[n]
    if n < 232:
        n -= 16
        return "".join(f"{_LEVELS[v]:02x}" for v in (n // 36, n // 6 % 6, n % 6))
    return f"{8 + 10 * (n - 232):02x}" * 3


@dataclass
class Cell:
    char: str
    fg: str
    bg: str
    bold: bool
    underline: bool
    reverse: bool
    #: How the colours were given: "16", "256", "rgb" or "default" (the text's).
    kind: str

    def shown(self) -> tuple[str, str]:
        """Return the text's and the ground's colour as xterm draws them (bold 0-7 bright, reverse swapped)."""
        fg, bg = self.fg, self.bg
        return (bg, fg) if self.reverse else (fg, bg)


def cells(captured: str) -> list[list[Cell]]:
    """Return the rows of cells of ``tmux capture-pane -e -p`` output (its styles carry on over rows)."""
    rows = []
    state = {"fg": None, "bg": None, "bold": False, "underline": False, "reverse": False, "kind": "default"}
    for line in captured.split("\n"):
        row: list[Cell] = []
        for part in re.split(r"(\x1b\[[0-9;:]*m)", line):
            if part.startswith("\x1b["):
                _sgr(part[2:-1], state)
                continue
            for ch in part:
                fg = state["fg"]
                if isinstance(fg, int):  # xterm's boldColors: bold text in colours 0-7 is drawn in 8-15
                    fg = XTERM_16[fg + 8] if state["bold"] and fg < 8 else XTERM_16[fg]
                bg = state["bg"]
                bg = XTERM_16[bg] if isinstance(bg, int) else bg
                row.append(Cell(ch, fg or DEFAULT_FG, bg or DEFAULT_BG, state["bold"], state["underline"],
                                state["reverse"], state["kind"]))
        rows.append(row)
    return rows


def _sgr(params: str, state: dict) -> None:
    codes = [int(c) if c else 0 for c in re.split(r"[;:]", params)] or [0]
    i = 0
    while i < len(codes):
        c = codes[i]
        if c == 0:
            state.update(fg=None, bg=None, bold=False, underline=False, reverse=False)
        elif c == 1:
            state["bold"] = True
        elif c == 22:
            state["bold"] = False
        elif c == 4:
            state["underline"] = True
        elif c == 24:
            state["underline"] = False
        elif c == 7:
            state["reverse"] = True
        elif c == 27:
            state["reverse"] = False
        elif 30 <= c <= 37 or 90 <= c <= 97:
            state["fg"], state["kind"] = c - 30 if c < 90 else c - 82, "16"
        elif 40 <= c <= 47 or 100 <= c <= 107:
            state["bg"] = c - 40 if c < 100 else c - 92
        elif c == 39:
            state["fg"] = None
        elif c == 49:
            state["bg"] = None
        elif c in (38, 48):
            key = "fg" if c == 38 else "bg"
            if codes[i + 1] == 5:
                state[key] = xterm_256(codes[i + 2])
                state["kind"] = "256" if key == "fg" else state["kind"]
                i += 2
            else:
                state[key] = "".join(f"{v:02x}" for v in codes[i + 2:i + 5])
                state["kind"] = "rgb" if key == "fg" else state["kind"]
                i += 4
        i += 1


def _linear(c: int) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(hex_colour: str) -> float:
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * _linear(r) + 0.7152 * _linear(g) + 0.0722 * _linear(b)


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
