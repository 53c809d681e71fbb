"""The high-contrast theme: black, white and yellow only, text at full strength.

Textual ships no high-contrast theme, and its themes derive many shades
(darkened surfaces, text at 87 % alpha). Here every derived variable a
Tabletalk screen uses is pinned to one of the three colours.
"""

from __future__ import annotations

from pathlib import Path

from textual.theme import Theme

#: The looks of the tables, help and questions: every screen but the menu loads it (CSS_PATH), so
#: the menu's first frame waits only for tabletalk.tcss to be parsed.
TABLE_CSS = Path(__file__).with_name("table.tcss")

HIGH_CONTRAST_NAME = "tabletalk-high-contrast"
#: The theme used when high contrast is off.
DEFAULT_THEME = "textual-dark"

BLACK = "#000000"
WHITE = "#FFFFFF"
YELLOW = "#FFFF00"

HIGH_CONTRAST = Theme(
    name=HIGH_CONTRAST_NAME,
    primary=YELLOW,
    secondary=YELLOW,
    accent=YELLOW,
    warning=YELLOW,
    error=YELLOW,
    success=WHITE,
    foreground=WHITE,
    background=BLACK,
    surface=BLACK,
    panel=BLACK,
    boost=BLACK,
    dark=True,
    luminosity_spread=0.0,
    text_alpha=1.0,
    variables={
        "text": WHITE,
        "text-muted": WHITE,
        "text-disabled": WHITE,
        "foreground-muted": WHITE,
        "foreground-disabled": WHITE,
        "border": YELLOW,
        "border-blurred": WHITE,
        "block-cursor-foreground": BLACK,
        "block-cursor-background": YELLOW,
        "block-cursor-text-style": "bold",
        "block-cursor-blurred-foreground": BLACK,
        "block-cursor-blurred-background": WHITE,
        "block-hover-background": BLACK,
        "surface-active": BLACK,
        "scrollbar": YELLOW,
        "scrollbar-hover": YELLOW,
        "scrollbar-active": YELLOW,
        "scrollbar-background": BLACK,
        "scrollbar-background-hover": BLACK,
        "scrollbar-background-active": BLACK,
        "scrollbar-corner-color": BLACK,
        "footer-foreground": WHITE,
        "footer-background": BLACK,
        "footer-key-foreground": YELLOW,
        # Tabletalk's own variables (see tabletalk.tcss).
        "tt-focus-background": YELLOW,
        "tt-focus-foreground": BLACK,
        "tt-alert-foreground": YELLOW,
    },
)


#: The default theme's background, and the focused item's (the tones below are checked against both).
DEFAULT_BACKGROUND = "#121212"
DEFAULT_FOCUS_BACKGROUND = "#FFFFFF"

#: Each card's, die's and series' own colour in the default theme, drawn beside its name (never
#: instead of it): light tones on the dark background, dark tones on the white focus, all with a
#: contrast ratio of 7:1 or more (WCAG AAA; tests/ui/test_colours.py computes it). High contrast
#: draws none of them: black, white and yellow only.
TONES: dict[str, str] = {
    "red": "#FF9C94", "green": "#7CE38B", "blue": "#9CC3FF", "orange": "#FFB570",
    "yellow": "#FFE45C", "purple": "#D9B3FF", "white": "#FFFFFF",
}
FOCUS_TONES: dict[str, str] = {
    "red": "#A3000B", "green": "#0B5D1E", "blue": "#0A3FA8", "orange": "#8A3B00",
    "yellow": "#5C4A00", "purple": "#6A1B9A", "white": "#333333",
}
#: The jokers' many colours: their name's letters in turn.
RAINBOW = ("red", "orange", "yellow", "green", "blue", "purple")
