"""Low vision on a real terminal (issue 35): the cursor on the focus for a magnifier to follow, and
every text legible by the colours the terminal shows, in 16, 256 and true colour and under NO_COLOR.

The app runs in tmux (a socket of its own); its cells are read with capture-pane -e and given the
colours of the standard xterm palette (terminal_cells.py)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from rich.color import ColorSystem
from rich.segment import Segment
from rich.style import Style
from textual.color import Color

from app.ui.theme import CHIPS, DarkBoldStaysDark
from terminal_cells import XTERM_16, cells, contrast, luminance
from test_tmux import until

TABLETALK = Path(sys.executable).parent / "tabletalk"
SOCKET = f"tt-look-{uuid.uuid4().hex[:8]}"
TERMS = {"16": "TERM=xterm COLORTERM=", "256": "TERM=xterm-256color COLORTERM=",
         "truecolor": "TERM=xterm-256color COLORTERM=truecolor", "none": "TERM=xterm-256color NO_COLOR=1"}
COLOUR_WORDS = ("red", "orange", "yellow", "green", "blue")


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True, check=True).stdout




class Terminal:
    def __init__(self, name: str) -> None:
        self.name = name

    def text(self) -> str:
        return tmux("capture-pane", "-p", "-t", self.name)

    def cells(self):
        return cells(tmux("capture-pane", "-e", "-p", "-t", self.name))

    def cursor(self) -> tuple[int, int, bool]:
        x, y, shown = tmux("display", "-p", "-t", self.name, "#{cursor_x},#{cursor_y},#{cursor_flag}").strip().split(",")
        return int(x), int(y), shown == "1"

    def keys(self, *keys: str) -> None:
        tmux("send-keys", "-t", self.name, *keys)

    def wait_for(self, needle: str) -> str:
        found = until(lambda: needle in self.text() and self.text())
        assert found, f"{needle!r} never appeared:\n{self.text()}"
        return found


@pytest.fixture
def run(tabletalk_home):
    assert shutil.which("tmux"), "tmux is needed for this test (.ci/run installs it)"
    assert TABLETALK.exists(), "the tabletalk command is not installed (make test installs it)"
    config = tabletalk_home / "config"
    config.mkdir(parents=True, exist_ok=True)
    started = []

    def start(colours: str = "truecolor", size=(80, 24), **settings) -> Terminal:
        lines = ['language = "en"', 'speech = "off"', "screen_reader = false", "reader_mode_off = true"]
        lines += [f"{key} = {str(value).lower()}" for key, value in settings.items()]
        (config / "settings.toml").write_text("\n".join(lines) + "\n")
        name = f"t{len(started)}"
        for attempt in range(5):
            # The last test's tmux server, told to stop, may still be going away: a new one is tried again.
            try:
                tmux("new-session", "-d", "-x", str(size[0]), "-y", str(size[1]), "-s", name,
                     # COLUMNS and LINES, if the test's own terminal set them, would outweigh the window's size.
                     f"env -u COLUMNS -u LINES TABLETALK_HOME={tabletalk_home} {TERMS[colours]} {TABLETALK}")
                break
            except subprocess.CalledProcessError:
                if attempt == 4:
                    raise
                time.sleep(0.5)
        started.append(name)
        terminal = Terminal(name)
        terminal.wait_for("Main menu")
        return terminal

    yield start
    subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)


def focus_row(terminal: Terminal) -> tuple[int, int, str]:
    """Wait for the cursor to be shown on a row with the focus arrow; return it and that row."""
    def placed():
        x, y, shown = terminal.cursor()
        rows = terminal.text().split("\n")
        return shown and 0 <= y < len(rows) and "▶" in rows[y] and (x, y, rows[y])
    found = until(placed)
    assert found, f"the cursor {terminal.cursor()} is not on the focused line:\n{terminal.text()}"
    return found


def on_focus_ground(terminal: Terminal):
    """Wait for the cursor to be shown on a cell in the focus's colours (not the screen's ground)."""
    def placed():
        x, y, shown = terminal.cursor()
        grid = terminal.cells()
        ground = grid[0][0].shown()[1]
        cell = grid[y][x] if y < len(grid) and x < len(grid[y]) else None
        return shown and cell is not None and (cell.shown()[1] != ground or cell.reverse) and (x, y)
    found = until(placed)
    assert found, f"the cursor {terminal.cursor()} is not on the focus:\n{terminal.text()}"
    return found


@pytest.mark.parametrize("look", [{}, {"large_print": True}, {"high_contrast": True}, {"light": True}],
                         ids=["default", "large-print", "high-contrast", "light"])
def test_the_cursor_is_on_the_focus_for_a_magnifier(run, look):
    terminal = run(**look)
    x, y, row = focus_row(terminal)
    assert row[x - 2:x] == "▶ " and "Zoker Solo" in row  # on the label, after the arrow
    terminal.keys("Down")
    x2, y2, row = until(lambda: (found := focus_row(terminal)) and found[1] != y and found)
    assert "Pairs and ladders" in row
    terminal.keys("?")  # the help: on its first entry
    terminal.wait_for("Help")
    focus_row(terminal)
    terminal.keys("?")  # closes the help (Escape then "o" would be read as Alt+O)
    until(lambda: "Help" not in terminal.text())
    terminal.keys("o")  # the settings
    terminal.wait_for("Speech rate")
    _x, _y, row = focus_row(terminal)
    assert "Language" in row
    terminal.keys("q", "Up", "Enter")  # Zoker Solo: on the focused card, and it follows the focus
    terminal.wait_for("Stock")
    first = on_focus_ground(terminal)
    terminal.keys("Right")
    # The first frame of a new screen may place the cursor once before the focus is laid out: wait for
    # a place right of the one seen before the key, not merely another one.
    second = until(lambda: (at := on_focus_ground(terminal)) and at[0] > first[0] and at)
    assert second, (first, terminal.cursor())


def legible(terminal: Terminal, least: float) -> None:
    """Fail unless every letter, digit and glyph stands ``least`` or more from its ground."""
    bad = []
    for y, row in enumerate(terminal.cells()):
        for x, cell in enumerate(row):
            if cell.char.isalnum() or cell.char in "▶◀▀▄█":
                fg, bg = cell.shown()
                if contrast(fg, bg) < least:
                    bad.append((x, y, cell.char, fg, bg, round(contrast(fg, bg), 2)))
    assert not bad, f"{len(bad)} cells under {least}:1, first {bad[:5]}\n{terminal.text()}"


def word_colours(terminal: Terminal) -> dict[str, set]:
    """Return the colours (text, ground) each colour word of the screen is drawn in."""
    grid = terminal.cells()
    found: dict[str, set] = {}
    for row in grid:
        line = "".join(cell.char for cell in row)
        for word in COLOUR_WORDS:
            for match in re.finditer(rf"\b{word}\b", line):
                found.setdefault(word, set()).add(row[match.start()].shown())
    return found


@pytest.mark.parametrize("colours", ["16", "256", "truecolor"])
@pytest.mark.parametrize("look", [{}, {"high_contrast": True}, {"light": True}, {"light": True, "high_contrast": True}],
                         ids=["default", "high-contrast", "light", "light-high-contrast"])
def test_every_text_legible_and_the_series_apart_in_every_palette(run, colours, look):
    least = 7.0 if look.get("high_contrast") else 4.5
    terminal = run(colours, **look)
    legible(terminal, least)
    terminal.keys("o")  # the settings
    terminal.wait_for("Speech rate")
    legible(terminal, least)
    terminal.keys("q")
    assert until(lambda: "Main menu" in terminal.text().split("\n")[0]), terminal.text()
    terminal.keys("Enter")  # Zoker Solo
    terminal.wait_for("Stock")
    # Deal 2: three or more cards of each series in view past the focused one (a random deal may show
    # no blue card at all, or one only on the focus).
    terminal.keys("g")
    terminal.wait_for("deal number")
    terminal.keys("2", "Enter")
    terminal.wait_for("Deal 2 ")
    on_focus_ground(terminal)
    legible(terminal, least)
    solo = word_colours(terminal)
    terminal.keys("q")
    terminal.wait_for("Resume")
    terminal.keys(*["Down"] * 6, "Enter")  # Zip Zap's table, then its game: yellow too
    terminal.wait_for("Table for Zip Zap")
    legible(terminal, least)
    terminal.keys("s")
    terminal.wait_for("Hand of")
    legible(terminal, least)
    shown = word_colours(terminal)
    for word, drawn in solo.items():
        shown.setdefault(word, set()).update(drawn)
    if look.get("high_contrast"):
        return  # black, white and one accent: the names say the colours
    # Each series in a colour of its own: drawn at least once in colours no other series' name has
    # (a name also stands in plain sentences and on the focus, alike for all). Solo's deal 2 shows all
    # four series; Zip Zap's random deal may hold no yellow card in view.
    own = {}
    for word, drawn in shown.items():
        others = set().union(*(d for w, d in shown.items() if w != word))
        own[word] = drawn - others
    assert {"red", "orange", "green", "blue"} <= {word for word, colours in own.items() if colours}, own


def test_no_color_uses_the_terminals_own_colours_and_reverse(run):
    terminal = run("none")
    x, y, _row = focus_row(terminal)
    grid = terminal.cells()
    assert all(cell.kind == "default" and cell.fg == "000000" and cell.bg == "ffffff"
               for row in grid for cell in row), "a colour was sent"
    assert grid[y][x].reverse and grid[y][x].bold  # the focus in reverse and bold
    terminal.keys("Enter")
    terminal.wait_for("Stock")
    x, y = on_focus_ground(terminal)
    assert all(cell.kind == "default" for row in terminal.cells() for cell in row)
    legible(terminal, 7.0)


#: Each game's line in the menu, whether its table setup comes first, and a word its heading shows.
GAMES = [("Pairs and ladders", False, "Pairs"), ("Zoker Memo", True, "Memo"), ("Zoker Kubo", False, "Kubo"),
         ("Zocken", True, "Zocken"), ("Numeramis Loker", True, "Loker"), ("Cube explorer", False, "explorer")]


def choose(terminal: Terminal, label: str) -> None:
    """Move the menu's mark to ``label``, a key at a time (tmux splits a burst of arrow keys into
    pieces Textual may read as Alt+O), and press Enter."""
    rows = [row.strip(" ▶◀") for row in terminal.text().split("\n")]
    for _ in range(20):
        _x, y, row = focus_row(terminal)
        if label in row:
            break
        terminal.keys("Down" if rows.index(label) > y else "Up")
        assert until(lambda: focus_row(terminal)[1] != y)
    terminal.keys("Enter")


LOOKS = {"default": {}, "high-contrast": {"high_contrast": True}, "light": {"light": True},
         "light-high-contrast": {"light": True, "high_contrast": True}}


@pytest.mark.parametrize("colours,look", [(colours, look) for colours in ("16", "truecolor") for look in LOOKS],
                         ids=[f"{colours}-{look}" for colours in ("16", "truecolor") for look in LOOKS])
def test_every_game_legible_in_16_and_true_colour(run, colours, look):
    look = LOOKS[look]
    least = 7.0 if look.get("high_contrast") else 4.5
    terminal = run(colours, **look)
    for label, setup, word in GAMES:
        choose(terminal, label)
        if setup:
            terminal.wait_for("the table")
            terminal.keys("s")
        assert until(lambda: word in terminal.text().split("\n")[0]), terminal.text()
        if word != "Zocken":
            on_focus_ground(terminal)
        if word == "Zocken":
            terminal.keys("1")  # a die thrown: drawn in its colour
            terminal.wait_for("You throw red")
        legible(terminal, least)
        terminal.keys("?")
        terminal.wait_for("Escape close")
        legible(terminal, least)
        terminal.keys("?")
        assert until(lambda: word in terminal.text().split("\n")[0] and "Escape close" not in terminal.text())
        terminal.keys("q")
        assert until(lambda: "Main menu" in terminal.text().split("\n")[0]), terminal.text()


#: A Zoker card's head in large print (its colour, or the back's words) and the glyphs drawn under it.
CARD_HEAD = re.compile(r"\b(RED|ORANGE|GREEN|BLUE|FACE DOWN)\b")
GLYPHS = set("▀▄█▒")


def dangling_heads(text: str) -> list[tuple[int, int, str]]:
    """Return each large card head with no glyphs under it (a card cut, its name left alone)."""
    rows = text.split("\n")
    bad = []
    for y, row in enumerate(rows):
        for match in CARD_HEAD.finditer(row):
            under = rows[y + 1][match.start():match.start() + 13] if y + 1 < len(rows) else ""
            if not GLYPHS & set(under):
                bad.append((match.start(), y, match.group()))
    return bad


def marked(terminal: Terminal) -> str:
    """Return the menu's marked item's text (the menu stands in two columns in a wide window)."""
    row = next((row for row in terminal.text().split("\n") if "▶" in row), "")
    start = row.find("▶")
    end = row.find("◀", start)
    return row[start:end + 1 if end > 0 else len(row)] if row else ""


def down_to(terminal: Terminal, label: str) -> None:
    """Press Down until the menu's mark is on ``label`` (the games are in the menu's order): in a small
    window the menu scrolls, and a line's place on the screen says nothing of where it is in the list.
    Each Down waits for the mark to leave the item before (a half-drawn frame had shown the mark on the
    game while the scroll was still to come, and the next Down went one past it, to Zip Zap)."""
    for _ in range(20):
        row = until(lambda: marked(terminal))
        if label in row:
            return
        terminal.keys("Down")
        until(lambda: marked(terminal) and marked(terminal) != row, timeout=5)
    raise AssertionError(f"{label!r} never marked:\n{terminal.text()}")


@pytest.mark.parametrize("size", [(40, 12), (80, 24), (200, 60)], ids=["40x12", "80x24", "200x60"])
def test_large_print_draws_each_card_whole_at_every_size(run, size):
    """Issue 35, point 5, in a real terminal: after moves in every game, no card's name stands without
    its glyphs (a card cut at the window's edge) and the cursor is on the focus."""
    terminal = run(size=size, large_print=True)
    for label, setup, word in [("Zoker Solo", False, "Solo")] + GAMES:
        down_to(terminal, label)
        terminal.keys("Enter")
        if setup:
            terminal.wait_for("the table")
            terminal.keys("s")
        assert until(lambda: word in terminal.text().split("\n")[0]), terminal.text()
        if word != "Zocken":
            on_focus_ground(terminal)
        for key in ["Right", "Right", "Right", "Down", "Left"]:
            before = terminal.cursor()
            terminal.keys(key)
            until(lambda: terminal.cursor() != before, timeout=3)  # moved (at an edge it stays)
            shown = until(lambda: not dangling_heads(terminal.text()) and terminal.text())
            assert shown, (label, key, dangling_heads(terminal.text()), terminal.text())
        terminal.keys("q")
        assert until(lambda: "Main menu" in terminal.text().split("\n")[0]), terminal.text()


def test_zockens_die_keeps_the_cursor_while_the_board_scrolls(run):
    """Issue 35 in a real terminal: Zocken in large print at 40x12, a die thrown; Up and Down scroll the
    board alone, the die stays framed on the screen and the cursor on it (it had stayed on the die
    scrolled off the screen)."""
    terminal = run(size=(40, 12), large_print=True)

    def focused_item() -> str:
        # The cursor is on the focus (issue 35): the row it is on names the item, whatever is half drawn.
        _x, y, shown = terminal.cursor()
        rows = terminal.text().split("\n")
        return rows[y] if shown and 0 <= y < len(rows) and "▶" in rows[y] else ""

    for _ in range(20):
        item = until(focused_item)
        if "Zocken" in item:
            break
        terminal.keys("Down")
        until(lambda: focused_item() not in ("", item), timeout=5)  # one item down, drawn whole
    assert "Zocken" in focused_item(), terminal.text()  # Enter on another item (Quit) would end the program
    terminal.keys("Enter")
    terminal.wait_for("the table")
    terminal.keys("s")
    assert until(lambda: "Zocken" in terminal.text().split("\n")[0]), terminal.text()
    terminal.keys("1")
    terminal.wait_for("┏ red")
    seen = terminal.text()
    for key in ["Down"] * 12 + ["Up"] * 12:
        if (key == "Down" and "OUT" in terminal.text()) or (key == "Up" and "left escape" in terminal.text()):
            continue  # at the board's end
        before = terminal.text()
        terminal.keys(key)
        until(lambda: terminal.text() != before, timeout=2)  # at the board's end nothing moves

        def on_die():
            x, y, shown = terminal.cursor()
            rows = terminal.text().split("\n")
            return shown and 0 <= y < len(rows) and "┏ red" in rows[y] and (x, y)
        assert until(on_die), (key, terminal.cursor(), terminal.text())
        seen += terminal.text()
    for name in ["left escape", "(R) red", "(W) white", "right escape", "OUT"]:
        assert name in seen, (name, seen)


def chip(colour: str) -> tuple[str, str, bool]:
    """Return the text's colour, the ground's (xterm's palette) and whether bold of ``colour``'s chip."""
    style = Style.parse(CHIPS[colour])
    fg, bg = (c.downgrade(ColorSystem.STANDARD).number for c in (style.color, style.bgcolor))
    return XTERM_16[fg], XTERM_16[bg], style.bold is not False


def test_the_16_colour_chips_by_xterms_palette():
    """Each name's chip in 16 colours, on either ground: its text 4.5:1 from its own ground even when
    the screen draws it bold (xterm draws bold 0-7 as 8-15), the five series on five grounds, red and
    orange apart in lightness as well as hue (issue 35, point 4)."""
    grounds = {}
    for colour in ("red", "orange", "yellow", "green", "blue", "purple", "white"):
        fg, bg, may_be_bold = chip(colour)
        if may_be_bold and XTERM_16.index(fg) < 8:
            fg = XTERM_16[XTERM_16.index(fg) + 8]
        assert contrast(fg, bg) >= 4.5, (colour, fg, bg)
        grounds[colour] = bg
    five = [grounds[c] for c in ("red", "orange", "yellow", "green", "blue")]
    assert len(set(five)) == 5, grounds
    assert luminance(grounds["orange"]) > 1.3 * luminance(grounds["red"])


def test_the_scroll_bars_by_xterms_palette_in_16_colours():
    """WCAG 1.4.11 in 16 colours: each look's scroll bar thumb 3:1 or more from its track and the ground
    by the colours xterm shows for the numbers sent (tests/ui/test_fit.py checks the drawn bar)."""
    from textual.theme import BUILTIN_THEMES

    from app.ui.theme import focus_defaults, themes

    def shown(colour: str) -> str:
        return XTERM_16[Color.parse(colour).rich_color.downgrade(ColorSystem.STANDARD).number]

    for theme in themes("16").values():
        theme = BUILTIN_THEMES[theme] if isinstance(theme, str) else theme
        variables = {**focus_defaults("16"), **theme.to_color_system().generate(), **theme.variables}
        thumb, track = shown(variables["tt-scrollbar"]), shown(variables["tt-scrollbar-background"])
        ground = shown(variables["background"])
        assert contrast(thumb, track) >= 3 and contrast(thumb, ground) >= 3, (theme.name, thumb, track, ground)


def test_bold_dark_text_is_drawn_without_the_weight_in_the_light_16_colour_looks():
    """xterm would draw bold black grey (4:1 on white): the filter takes bold off colours 0-7 only."""
    keep = DarkBoldStaysDark()
    segments = [Segment("black", Style.parse("bold #000000 on #FFFFFF")),
                Segment("navy", Style.parse("bold reverse #0000AA")),
                Segment("white", Style.parse("bold #FFFFFF on #0000AA")),
                Segment("own", Style.parse("bold")), Segment("plain", Style.parse("#000000"))]
    out = keep.apply(segments, Color.parse("#FFFFFF"))
    assert [part.style.bold for part in out] == [False, False, True, True, None]
    assert [part.style.color for part in out] == [part.style.color for part in segments]
    assert out[1].style.reverse


@pytest.mark.parametrize("size", [(40, 12), (80, 24)], ids=["40x12", "80x24"])
def test_kubos_framed_focus_keeps_the_cursor_in_large_print(run, size):
    """Issue 35, point 6, in a real terminal: Kubo's level in large print scrolls with the focus, and after
    every move the cursor is inside the heavy frame of the focused place, at its top left corner, where a
    magnifier shows it. At 40x12 the rows scroll by whole places, so the frame of the next place often
    stands where the last one stood: a move is told by the place the live line names, not by the cursor
    moving (this test had waited for the cursor to move, and failed there, at 40x12 only)."""
    terminal = run(size=size, large_print=True)
    down_to(terminal, "Zoker Kubo")
    terminal.keys("Enter")
    terminal.wait_for("the table")
    terminal.keys("s")  # the table as set up: you and a bot
    assert until(lambda: "Kubo" in (head := terminal.text().split("\n")[0]) and "table" not in head), terminal.text()

    def in_frame():
        x, y, shown = terminal.cursor()
        rows = terminal.text().split("\n")
        return (shown and 1 <= y < len(rows) and 1 <= x <= len(rows[y]) and rows[y][x - 1] == "┃"
                and rows[y - 1][x - 1] == "┏" and (x, y))
    assert until(in_frame), (terminal.cursor(), terminal.text())
    def said() -> str:
        """Return the live line: the rows under the key line (the focus echo names the place)."""
        rows = terminal.text().rstrip().split("\n")
        keys_row = max(y for y, row in enumerate(rows) if "? help" in row)
        return " ".join(row.strip() for row in rows[keys_row + 1:])

    places = []
    for key in ["Right", "Right", "Right", "Down", "Down", "Left"]:
        before = said()
        terminal.keys(key)
        moved = until(lambda: said() != before and in_frame())
        assert moved, (key, before, terminal.cursor(), terminal.text())
        places.append(said())
    assert len(set(places)) == len(places), places  # each key moved to a place of its own


def blended_glyph_edges(terminal: Terminal) -> list[tuple[int, int, str, str]]:
    """Return the block glyphs' pixels that run into a neighbour of (nearly) their own colour that is no
    glyph: the screen's ground beside a black glyph at a chip's edge ("L2" read as "LE"). Each cell is two
    pixels high ("▀" its text colour over its ground, "▄" under, "█" both; any other character its ground),
    by the colours xterm shows; a glyph pixel must stand 3:1 or more (WCAG 1.4.11) from every pixel beside,
    over or under it that is not a glyph's."""
    grid = terminal.cells()
    # A vertical scroll bar (its two columns at the right edge) draws its thumb's ends in the same block
    # characters, in its own colours: it is no card's glyph (its contrast is tested apart, scroll bars 3:1).
    width = max((len(row) for row in grid), default=0)
    bar = {width - 2, width - 1} if any(
        len(row) == width and row[-1].char in "▁▂▃▄▅▆▇█" and row[-1].char == row[-2].char for row in grid) else set()
    pixels: list[list[tuple[str, bool]]] = []
    for row in grid:
        top, bottom = [], []
        for x, cell in enumerate(row):
            fg, bg = cell.shown()
            glyph = x not in bar
            top.append((fg, glyph) if cell.char in "▀█" else (bg, False))
            bottom.append((fg, glyph) if cell.char in "▄█" else (bg, False))
        pixels += [top, bottom]
    bad = []
    for y, row in enumerate(pixels):
        for x, (colour, glyph) in enumerate(row):
            if not glyph:
                continue
            for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                if 0 <= ny < len(pixels) and 0 <= nx < len(pixels[ny]):
                    near, near_glyph = pixels[ny][nx]
                    if not near_glyph and contrast(colour, near) < 3:
                        bad.append((x, y // 2, colour, near))
    return bad


@pytest.mark.parametrize("look", ["default", "light"])
@pytest.mark.parametrize("size", [(40, 12), (80, 24), (120, 40), (200, 60)], ids=["40x12", "80x24", "120x40", "200x60"])
def test_kubos_block_glyphs_stand_out_of_their_chips_in_16_colours(run, size, look):
    """Issue 35, in 16 colours: every block glyph of Kubo in large print (the level's placed cards, the hand's
    cards, the big copy of the focus, a card of the hand at its place) stands apart from all around it. A
    black glyph on a green or orange chip, where it reached the chip's edge, ran into the black screen ("L2"
    read as "LE"), a white one on red or blue into the light look's white: the chip is a rectangle now, with
    its ground right of and under the glyphs. Checked at the opening and at each card of the hand (the
    digits go to its place)."""
    terminal = run("16", size=size, large_print=True, **LOOKS[look])
    down_to(terminal, "Zoker Kubo")
    terminal.keys("Enter")
    terminal.wait_for("the table")
    terminal.keys("s")
    assert until(lambda: "Kubo" in (head := terminal.text().split("\n")[0]) and "table" not in head), terminal.text()
    on_focus_ground(terminal)
    seen = 0
    for key in ["", "1", "2", "3", "4", "5"]:
        if key:
            before = terminal.text()
            terminal.keys(key)
            until(lambda: terminal.text() != before, timeout=5)
            on_focus_ground(terminal)
        shown = until(lambda: not blended_glyph_edges(terminal) and terminal.text())
        assert shown, (key, blended_glyph_edges(terminal)[:5], terminal.text())
        seen += sum(row.count("█") for row in terminal.text().split("\n"))
    assert seen, "no block glyph drawn"
