"""The looks' colours: the themes (dark, light, and each in high contrast) and the things' own tones,
for true colour, 256 colours, 16 colours and NO_COLOR.

Textual ships no high-contrast theme, and its themes derive many shades
(darkened surfaces, text at 87 % alpha). Here every derived variable a
Tabletalk screen uses is pinned to one of a few colours: black, white and
yellow in the dark high contrast, black, white and navy in the light one.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from rich.color import ColorSystem
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter, Monochrome, NoColor
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

#: The default theme's background, and the focused item's (the tones below are checked against both).
DEFAULT_BACKGROUND = "#121212"
DEFAULT_FOCUS_BACKGROUND = "#FFFFFF"

#: Each card's, die's and series' own colour, drawn beside its name (never instead of it): light
#: tones on a dark ground, dark tones on a light one (the white focus, the light theme). Every tone
#: is one of the xterm 256-colour palette's, so true colour and 256 colours look alike. Every tone
#: stands 4.5:1 or more from its ground (WCAG AA), most 7:1: light red 6.3:1 (lighter, it would be
#: pink and as light as orange), focused orange 4.7:1 and yellow 6.7:1 (darker, brown or black).
#: Red is darker than orange in both (their lightness apart, not only their hue).
#: tests/ui/test_colours.py computes it all, tests/e2e/test_look_terminal.py on a real terminal.
#: High contrast draws none of them: black, white and yellow (or blue) only.
TONES: dict[str, str] = {
    "red": "#FF5F5F", "green": "#5FD75F", "blue": "#87AFFF", "orange": "#FFAF00",
    "yellow": "#FFFF5F", "purple": "#D7AFFF", "white": "#FFFFFF",
}
FOCUS_TONES: dict[str, str] = {
    "red": "#870000", "green": "#005F00", "blue": "#0000AF", "orange": "#AF5F00",
    "yellow": "#5F5F00", "purple": "#870087", "white": "#303030",
}

#: The 16 colours' own values as Rich knows them: a colour given as one of these goes to the terminal
#: as that colour's number, whatever the terminal's palette makes of it.
ANSI = ("#000000", "#AA0000", "#00AA00", "#AA5500", "#0000AA", "#AA00AA", "#00AAAA", "#AAAAAA",
        "#555555", "#FF5555", "#55FF55", "#FFFF55", "#5555FF", "#FF55FF", "#55FFFF", "#FFFFFF")

#: In 16 colours a name is drawn on its colour, as a chip: a palette's 16 colours hold no orange and
#: no light blue, and its colours 0-7 turn bright in bold text (xterm's boldColors), so a coloured
#: word on a plain ground cannot keep 4.5:1 everywhere. Each chip is its colour's number with white
#: (15, alike in bold) or black text not in bold, 4.6:1 or more on xterm's palette.
CHIPS: dict[str, str] = {
    "red": f"{ANSI[15]} on {ANSI[1]}", "orange": f"not bold {ANSI[0]} on {ANSI[3]}",
    "yellow": f"not bold {ANSI[0]} on {ANSI[11]}", "green": f"not bold {ANSI[0]} on {ANSI[2]}",
    "blue": f"{ANSI[15]} on {ANSI[4]}", "purple": f"{ANSI[15]} on {ANSI[5]}",
    "white": f"not bold {ANSI[0]} on {ANSI[15]}",
}
#: The jokers' many colours: their name's letters in turn.
RAINBOW = ("red", "orange", "yellow", "green", "blue", "purple")


class Look:
    """How the terminal shows colours and which ground the player chose, for drawing the tones.

    Set by the app when its settings are applied (``set_look``); ``tint`` reads it, so no screen
    has to pass it along.
    """

    #: "truecolor", "256", "16", or "none" (NO_COLOR: weight, underline and reverse only).
    colours = "truecolor"
    #: The light ground (dark text on white).
    light = False


def set_look(colours: str, light: bool) -> None:
    """Set the terminal's colours ("truecolor", "256", "16", "none") and the ground (light or dark)."""
    Look.colours, Look.light = colours, light


def colours_of(color_system: str | None, no_color: bool) -> str:
    """Return the look's colours for Rich's colour system name ("standard", "256" ...) and NO_COLOR."""
    if no_color or color_system is None:
        return "none"
    return {"standard": "16", "windows": "16", "256": "256"}.get(color_system, "truecolor")


def tone_style(colour: str, focused: bool) -> str:
    """Return the style that draws a name of ``colour`` (a key of TONES) in the current look."""
    if Look.colours == "none":
        return ""
    if Look.colours == "16":
        return CHIPS[colour]
    # The focus is light on the dark ground and dark on the light one: the tones swap with it.
    return (FOCUS_TONES if focused != Look.light else TONES)[colour]


LIGHT_NAME = "tabletalk-light"
HIGH_CONTRAST_LIGHT_NAME = "tabletalk-high-contrast-light"
NAVY = "#0000AF"


def _pinned(name: str, text: str, ground: str, accent: str, focus_bg: str, focus_fg: str, alert: str,
            dark: bool, muted: str | None = None) -> Theme:
    """Return a theme whose every shade a Tabletalk screen uses is one of a few colours."""
    muted = muted or text
    return Theme(
        name=name, primary=accent, secondary=accent, accent=accent, warning=alert, error=alert,
        success=text, foreground=text, background=ground, surface=ground, panel=ground, boost=ground,
        dark=dark, luminosity_spread=0.0, text_alpha=1.0,
        variables={
            "text": text, "text-muted": muted, "text-disabled": muted, "foreground-muted": muted,
            "foreground-disabled": muted, "border": accent, "border-blurred": muted,
            "block-cursor-foreground": focus_fg, "block-cursor-background": focus_bg,
            "block-cursor-text-style": "bold", "block-cursor-blurred-foreground": focus_fg,
            "block-cursor-blurred-background": focus_bg, "block-hover-background": ground,
            "surface-active": ground, "scrollbar": accent, "scrollbar-hover": accent,
            "scrollbar-active": accent, "scrollbar-background": ground,
            "scrollbar-background-hover": ground, "scrollbar-background-active": ground,
            "scrollbar-corner-color": ground, "footer-foreground": text, "footer-background": ground,
            "footer-key-foreground": accent, "input-cursor-background": text,
            "input-cursor-foreground": ground, "input-selection-background": focus_bg,
            "tt-focus-background": focus_bg, "tt-focus-foreground": focus_fg, "tt-alert-foreground": alert,
            "tt-scrollbar": accent, "tt-scrollbar-background": ground,
        },
    )


def themes(colours: str) -> dict[tuple[bool, bool], Theme | str]:
    """Return the themes by (high contrast, light) for the terminal's colours.

    The dark default is Textual's own; in 16 colours its white focus would carry black bold text,
    which xterm draws grey (4:1), so the focus is white on blue there, as it is in the 16-colour
    high contrast (yellow on blue, 8.8:1). The light themes are as in true colour: black text (21:1
    on white), navy (xterm's 0000ee in 16 colours, 9.4:1) for the accent outside high contrast and
    for the high-contrast focus and alerts, and dark red for an alert outside it (xterm's cd0000,
    5.8:1). xterm would draw them light in bold, so in 16 colours ``DarkBoldStaysDark`` draws their
    bold text without the weight.
    """
    sixteen = colours == "16"
    navy = ANSI[4] if sixteen else NAVY
    return {
        (False, False): DEFAULT_THEME,
        (True, False): _pinned(HIGH_CONTRAST_NAME, WHITE, BLACK, YELLOW,
                               ANSI[4] if sixteen else YELLOW, YELLOW if sixteen else BLACK, YELLOW, True),
        (False, True): _pinned(LIGHT_NAME, BLACK, WHITE, navy, BLACK, WHITE,
                               ANSI[1] if sixteen else "#870000", False, None if sixteen else "#444444"),
        (True, True): _pinned(HIGH_CONTRAST_LIGHT_NAME, BLACK, WHITE, BLACK, navy, WHITE, navy, False),
    }


class DarkBoldStaysDark(LineFilter):
    """Bold without the weight where xterm would make it light: the light looks in 16 colours.

    xterm draws bold text in colours 0-7 as 8-15 (its boldColors), so bold black is grey (4:1 on
    white) and bold navy light blue (4.7:1). In the light looks the ground is white and the text
    dark, so there bold text in colours 0-7 loses its weight (never its colour): the headings are
    plain, the focus keeps its ground, frame and arrows. Enabled by the app (``apply_settings``).
    """

    def __init__(self) -> None:
        super().__init__(enabled=False)

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [Segment(part.text, _not_brightened(part.style), part.control)
                if part.style is not None and part.style.bold else part for part in segments]


@lru_cache(1024)
def _not_brightened(style: Style) -> Style:
    """Return ``style`` without bold if its text colour is one of the 16 colours' first eight."""
    colour = style.color
    if colour is None or colour.is_default or (colour.downgrade(ColorSystem.STANDARD).number or 0) >= 8:
        return style  # the terminal's own text colour, or one bold leaves alone
    return style + Style(bold=False)


#: The default look's scroll bars (tabletalk.tcss): a light grey thumb on a dark grey track, 3:1 or more
#: apart and from the ground (WCAG 1.4.11, non-text contrast; Textual's own dark blue on black is 1.55:1).
#: True colour: xterm 256-palette greys 248 on 236 (5.5:1, the thumb 7.8:1 from the ground); 16 colours:
#: white on grey (xterm's ffffff on 7f7f7f, 4:1; 21:1 from the black ground).
SCROLLBAR = {"truecolor": ("#A8A8A8", "#303030"), "16": (ANSI[15], ANSI[8])}


def focus_defaults(colours: str) -> dict[str, str]:
    """Return Tabletalk's own CSS variables for the dark default theme (Textual's, which lacks them)."""
    thumb, track = SCROLLBAR["16" if colours == "16" else "truecolor"]
    scrollbar = {"tt-scrollbar": thumb, "tt-scrollbar-background": track}
    if colours == "16":
        return {"tt-focus-background": ANSI[4], "tt-focus-foreground": WHITE, "tt-alert-foreground": YELLOW,
                **scrollbar}
    return {"tt-focus-background": DEFAULT_FOCUS_BACKGROUND, "tt-focus-foreground": BLACK,
            "tt-alert-foreground": "#FFD75F", **scrollbar}


#: The black, white and yellow theme (true colour and 256 colours).
HIGH_CONTRAST = themes("truecolor")[(True, False)]


#: Under NO_COLOR, the terminal's own text and ground colours (for Textual's greys).
TWO_COLOURS = NoColor()


def with_our_filters(filters, no_color: bool, dark_bold: "DarkBoldStaysDark | None") -> list[LineFilter]:
    """Return Textual's line filters with two of Tabletalk's. Under NO_COLOR Textual greys every colour
    (5.4:1 for a red name): the terminal's own two colours instead. And bold dark text kept dark in the
    light looks in 16 colours."""
    filters = list(filters)
    if no_color:
        filters = [TWO_COLOURS if isinstance(f, Monochrome) else f for f in filters]
    if dark_bold is not None and dark_bold.enabled:
        filters.append(dark_bold)
    return filters
