"""Take the screenshots of docs/screenshots.md in a real terminal: tmux, drawn with xterm's palette.

Usage: ``python docs/screens/take.py [NAME ...]`` (``make screenshots``), where NAME is a file's stem,
GAME-LOOK-COLOURS-COLSxROWS such as ``zipzap-large-16-80x24``; with no name, every game at 40x12,
80x24 and 200x60 in every look (normal, large print, high contrast, light high contrast) in 16
colours (TERM=xterm) and true colour (COLORTERM=truecolor), and under NO_COLOR (normal and large
print: the other looks are alike there), then docs/screenshots.md anew.

Each game runs in a tmux session of its own (on a server of this script's own socket) at deal 7 with
its first card focused (Zocken: the red die thrown; ``show.py``). Once the game is open and the
screen has stopped changing, the cells tmux holds (``capture-pane -e``: the escape codes the game
sent, as the contrast tests read them, tests/e2e/terminal_cells.py) are drawn as xterm draws them:
its 16-colour palette, bold colours 0-7 as 8-15, black on white by default, its block cursor. The
font is DejaVu Sans Mono. Needs tmux, Pillow (``make screenshots`` installs it) and the fonts; no X
server and no screen reader. Several games run at once (SHOT_JOBS, 3 by default).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from terminal_cells import Cell, cells, contrast  # noqa: E402

#: The games, each with its name in the docs.
GAMES = {"zoker-solo": "Zoker Solo", "zoker-pairs": "Pairs and ladders", "zoker-memo": "Zoker Memo",
         "zoker-tiko": "Zoker Tiko", "zoker-kubo": "Zoker Kubo", "zipzap": "Zip Zap", "zocken": "Zocken",
         "loker": "Numeramis Loker", "zoker-explorer": "Cube explorer"}
LOOKS = {"normal": "normal", "large": "large print", "contrast": "high contrast",
         "light": "light high contrast"}
COLOURS = {"16": ("TERM=xterm", "COLORTERM="), "truecolor": ("TERM=xterm-256color", "COLORTERM=truecolor"),
           "nocolor": ("TERM=xterm-256color", "NO_COLOR=1")}
COLOURS_SAID = {"16": "16 colours", "truecolor": "true colour", "nocolor": "NO_COLOR"}
#: The looks under NO_COLOR: no colour is sent, so high contrast and the light ground change nothing.
NO_COLOR_LOOKS = ("normal", "large")
SIZES = ("40x12", "80x24", "200x60")
#: Keys pressed once a game is open (Zocken: the red die thrown).
KEYS = {"zocken": ["1"]}
NAME = re.compile(r"(.+)-(normal|large|contrast|light)-(16|truecolor|nocolor)-(\d+)x(\d+)")

FONTS = Path("/usr/share/fonts/truetype/dejavu")
FONT_SIZE = 16
SOCKET = f"tt-shots-{uuid.uuid4().hex[:8]}"


def every_name() -> list[str]:
    """Return the stem of every screenshot: each game in each look, colours and size."""
    return [f"{game}-{look}-{colours}-{size}" for game in GAMES for look in LOOKS for colours in COLOURS
            for size in SIZES if colours != "nocolor" or look in NO_COLOR_LOOKS]


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True, check=True).stdout


def until(check, timeout: float):
    """Poll ``check`` until it returns something true, or None after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    return None


def shoot(name: str, timeout: float = 60.0) -> tuple[list[list[Cell]], tuple[int, int, bool]]:
    """Run the game of ``name`` in tmux in its look, colours and size; return its cells and cursor."""
    game, look, colours, cols, rows = NAME.fullmatch(name).groups()
    home = Path(tempfile.mkdtemp(prefix="tabletalk-shot-"))
    mark = home / "shown"
    (home / "config").mkdir()
    (home / "config" / "settings.toml").write_text('language = "en"\nspeech = "off"\n')
    command = ["env", f"TABLETALK_HOME={home}", f"SHOWN_MARK={mark}", "LANG=en_US.UTF-8", *COLOURS[colours],
               sys.executable, str(HERE / "show.py"), game, look, *KEYS.get(game, [])]
    session = f"s{uuid.uuid4().hex[:8]}"
    tmux("new-session", "-d", "-x", cols, "-y", rows, "-s", session, " ".join(command))
    try:
        if not until(mark.exists, timeout):
            raise RuntimeError(f"{name}: the game did not open:\n" + tmux("capture-pane", "-p", "-t", session))
        # The last frame may still be on its way: the screen, unchanged over half a second.
        last = [None]

        def settled():
            now = tmux("capture-pane", "-e", "-N", "-p", "-t", session)
            same, last[0] = now == last[0], now
            return same and now
        time.sleep(0.3)
        captured = until(settled, 10.0) or last[0]
        x, y, shown = tmux("display", "-p", "-t", session, "#{cursor_x},#{cursor_y},#{cursor_flag}").strip().split(",")
        return cells(captured)[:int(rows)], (int(x), int(y), shown == "1")
    finally:
        subprocess.run(["tmux", "-L", SOCKET, "kill-session", "-t", session], capture_output=True)
        shutil.rmtree(home, ignore_errors=True)


def draw(grid: list[list[Cell]], cursor: tuple[int, int, bool], cols: int, rows: int, path: Path) -> None:
    """Draw the cells as xterm shows them and save them as a PNG of few colours."""
    from PIL import Image, ImageDraw, ImageFont

    regular = ImageFont.truetype(str(FONTS / "DejaVuSansMono.ttf"), FONT_SIZE)
    bold = ImageFont.truetype(str(FONTS / "DejaVuSansMono-Bold.ttf"), FONT_SIZE)
    ascent, descent = regular.getmetrics()
    width, height = round(regular.getlength("M")), ascent + descent  # box lines meet at this height
    image = Image.new("RGB", (cols * width, rows * height), "#ffffff")
    pen = ImageDraw.Draw(image)
    for y in range(rows):
        row = grid[y] if y < len(grid) else []
        for x in range(cols):
            cell = row[x] if x < len(row) else Cell(" ", "000000", "ffffff", False, False, False, "default")
            fg, bg = cell.shown()
            if cursor[2] and (x, y) == cursor[:2]:
                fg, bg = bg, fg  # xterm's block cursor: the cell in reverse
            left, top = x * width, y * height
            box = (left, top, left + width - 1, top + height - 1)
            pen.rectangle(box, fill=f"#{bg}")
            blocks = {"█": box, "▀": (left, top, left + width - 1, top + height // 2 - 1),
                      "▄": (left, top + height // 2, left + width - 1, top + height - 1)}
            if cell.char in blocks:  # whole cells, with no seam between rows
                pen.rectangle(blocks[cell.char], fill=f"#{fg}")
            elif cell.char.strip():
                pen.text((left, top), cell.char, font=bold if cell.bold else regular, fill=f"#{fg}")
            if cell.underline:
                pen.line((left, top + ascent + 1, left + width - 1, top + ascent + 1), fill=f"#{fg}")
    image.quantize(colors=64, dither=Image.Dither.NONE).save(path, optimize=True)


def least_contrast(grid: list[list[Cell]]) -> float:
    """Return the least contrast of a letter, digit or block glyph to its ground, as the look test reads it."""
    return min((contrast(*cell.shown()) for row in grid for cell in row
                if cell.char.isalnum() or cell.char in "▶◀▀▄█"), default=21.0)


def take(name: str) -> tuple[Path, float]:
    """Take the screenshot ``name``; return its file and its least contrast."""
    cols, rows = (int(n) for n in NAME.fullmatch(name).groups()[3:])
    try:
        grid, cursor = shoot(name)
    except subprocess.CalledProcessError as err:
        # Once in 270 shots on a loaded machine the tmux session was gone before its capture: once more.
        print(f"{name}: tmux said {err.returncode} to {' '.join(err.cmd[3:5])}; taking it again", flush=True)
        grid, cursor = shoot(name)
    path = HERE / f"{name}.png"
    draw(grid, cursor, cols, rows, path)
    return path, least_contrast(grid)


def contact_sheet() -> str:
    """Return docs/screenshots.md: every screenshot, by game, in a table of looks by colours and size."""
    lines = ["# Screenshots", "",
             "Every game at deal 7 with its first card focused (Zocken: the red die thrown), at 40x12,",
             "80x24 and 200x60, in every look, in 16 colours (`TERM=xterm`) and true colour, and under",
             "`NO_COLOR` (the terminal's own colours: black on white in xterm). Taken in",
             "tmux and drawn with xterm's palette (bold colours 0-7 drawn bright, as xterm does; the",
             "block is the terminal cursor, on the focus) by `make screenshots` (`docs/screens/take.py`,",
             "which says how). docs/accessibility.md says what each look is for.", ""]
    for game, title in GAMES.items():
        lines += [f"## {title}", "", "| Colours, size | " + " | ".join(l.capitalize() for l in LOOKS.values()) + " |",
                  "| --- |" + " --- |" * len(LOOKS)]
        for colours in COLOURS:
            for size in SIZES:
                label = f"{COLOURS_SAID[colours]}, {size}"
                shots = [f"![{title}, {words}, {label}](screens/{game}-{look}-{colours}-{size}.png)"
                         if colours != "nocolor" or look in NO_COLOR_LOOKS else "as normal"
                         for look, words in LOOKS.items()]
                lines.append(f"| {label} | " + " | ".join(shots) + " |")
        lines.append("")
    return "\n".join(lines)


def main(names: list[str]) -> None:
    assert shutil.which("tmux"), "tmux is needed"
    every = not names
    names = names or every_name()
    started = time.monotonic()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stopped: its tmux server goes too (finally)
    least: dict[tuple[str, str], tuple[float, str]] = {}
    tmux("start-server", ";", "set", "-g", "exit-empty", "off")
    try:
        with ThreadPoolExecutor(int(os.environ.get("SHOT_JOBS", "3"))) as pool:
            for name, (path, value) in zip(names, pool.map(take, names)):
                print(path.relative_to(ROOT), flush=True)
                look, colours = NAME.fullmatch(name).group(2, 3)
                least[look, colours] = min(least.get((look, colours), (float("inf"), "")), (value, name))
    finally:
        subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)
    if every:
        for old in HERE.glob("*.png"):
            if old.stem not in names:
                old.unlink()  # a screenshot of a name no longer taken
        (ROOT / "docs" / "screenshots.md").write_text(contact_sheet())
    print("The least contrast of a letter, digit or block glyph (a scroll bar's too) to its ground, by xterm's palette:")
    for (look, colours), (value, name) in sorted(least.items()):
        print(f"  {LOOKS[look]}, {COLOURS_SAID[colours]}: {value:.2f}:1 ({name})")
    total = sum(p.stat().st_size for p in HERE.glob("*.png"))
    print(f"{len(names)} screenshots in {time.monotonic() - started:.0f} s; docs/screens/ holds {total / 1e6:.1f} MB")


if __name__ == "__main__":
    main(sys.argv[1:])
