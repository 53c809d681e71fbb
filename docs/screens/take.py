"""Take the screenshots of docs/screenshots.md in a real terminal: xterm on an X server of its own (Xvfb).

Usage: ``python docs/screens/take.py [NAME ...]`` (``make screenshots``), where NAME is a file's stem,
GAME-LOOK-COLOURS-COLSxROWS such as ``zipzap-large-16-80x24``; with no name, every game at 40x12,
80x24 and 200x60 in every look (normal, large print, high contrast, light high contrast) in 16
colours (TERM=xterm) and true colour (COLORTERM=truecolor), and under NO_COLOR (normal and large
print: the other looks are alike there), then docs/screenshots.md anew.

Each game runs in an xterm of its own (DejaVu Sans Mono at FONT_SIZE points, black on white, xterm's
own 16 colours, its block cursor kept solid) on an Xvfb display of this script's own (SHOT_DISPLAY,
57 by default, and the next ones for more jobs), at deal 7 with its first card focused (Zocken: the
red die thrown; ``show.py``). Once the game is open and the window has stopped changing, the window
is photographed (``xwd``) and saved as a PNG. Needs xterm, Xvfb and xwd (``make screenshots`` installs
them with apt-get when missing), Pillow and the fonts; no screen reader. Several games run at once
(SHOT_JOBS, 2 by default), each on a display of its own, so no window covers another.
"""

from __future__ import annotations

import os
import queue
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

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

FONT = "DejaVu Sans Mono"
FONT_SIZE = 12
#: xterm's settings: UTF-8, the cursor a solid block even without the keyboard's focus (no window
#: manager gives it one), no blinking, no scroll bar of its own.
XTERM = ["-fa", FONT, "-fs", str(FONT_SIZE), "-bg", "white", "-fg", "black", "-u8", "+sb",
         "-xrm", "XTerm*alwaysHighlight: true", "-xrm", "XTerm*cursorBlink: false"]


def every_name() -> list[str]:
    """Return the stem of every screenshot: each game in each look, colours and size."""
    return [f"{game}-{look}-{colours}-{size}" for game in GAMES for look in LOOKS for colours in COLOURS
            for size in SIZES if colours != "nocolor" or look in NO_COLOR_LOOKS]


def until(check, timeout: float):
    """Poll ``check`` until it returns something true, or None after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    return None


def read_xwd(data: bytes):
    """Return the image of an X window dump (``xwd``: a 24-bit TrueColor screen, 32 bits a pixel)."""
    from PIL import Image

    (header_size, _version, _format, _depth, width, height, _xoffset, byte_order, _unit, _bit_order, _pad,
     bits_per_pixel, bytes_per_line, *_rest) = struct.unpack(">25I", data[:100])
    colours = struct.unpack(">I", data[76:80])[0]
    start = header_size + colours * 12
    if bits_per_pixel != 32:
        raise RuntimeError(f"xwd gave {bits_per_pixel} bits a pixel; Xvfb is started at depth 24")
    raw = data[start:start + bytes_per_line * height]
    return Image.frombuffer("RGB", (width, height), raw, "raw", "BGRX" if byte_order == 0 else "XRGB",
                            bytes_per_line, 1)


def shoot(name: str, display: str, path: Path, timeout: float = 60.0) -> None:
    """Run the game of ``name`` in an xterm on ``display`` in its look, colours and size; save its photo."""
    game, look, colours, cols, rows = NAME.fullmatch(name).groups()
    home = Path(tempfile.mkdtemp(prefix="tabletalk-shot-"))
    mark, window = home / "shown", home / "window"
    (home / "config").mkdir()
    (home / "config" / "settings.toml").write_text('language = "en"\nspeech = "off"\n')
    game_command = ["env", f"TABLETALK_HOME={home}", f"SHOWN_MARK={mark}", "LANG=C.UTF-8", *COLOURS[colours],
                    sys.executable, str(HERE / "show.py"), game, look, *KEYS.get(game, [])]
    # xterm tells its child its window's id (WINDOWID): written down, for xwd to photograph that window.
    script = f'echo "$WINDOWID" > {window}; exec ' + " ".join(game_command)
    xterm = subprocess.Popen(["xterm", "-display", display, *XTERM, "-geometry", f"{cols}x{rows}+0+0",
                              "-title", name, "-e", "sh", "-c", script],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        if not until(mark.exists, timeout) or not until(lambda: window.read_text().strip(), 5.0):
            raise RuntimeError(f"{name}: the game did not open")
        wid = window.read_text().strip()

        def photo() -> bytes:
            return subprocess.run(["xwd", "-display", display, "-id", wid, "-silent"], capture_output=True,
                                  check=True).stdout
        # The last frame may still be on its way: the window, unchanged over half a second.
        last = [b""]

        def settled():
            time.sleep(0.4)
            now = photo()
            same, last[0] = now == last[0], now
            return same and now
        time.sleep(0.3)
        shot = until(settled, 15.0) or last[0]
        image = read_xwd(shot)
        image.quantize(colors=64, dither=0).save(path, optimize=True)
    finally:
        xterm.terminate()
        try:
            xterm.wait(5)
        except subprocess.TimeoutExpired:
            xterm.kill()
        shutil.rmtree(home, ignore_errors=True)


def start_displays(count: int) -> tuple[list[str], list[subprocess.Popen]]:
    """Start ``count`` Xvfb servers on displays of our own, from SHOT_DISPLAY up; return them and their processes."""
    first = int(os.environ.get("SHOT_DISPLAY", "57"))
    displays, servers = [], []
    number = first
    while len(displays) < count:
        if number > first + 50:
            raise RuntimeError("no free X display number")
        if Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
            number += 1  # another's display: never ours to use
            continue
        server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "2200x1400x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if until(lambda: Path(f"/tmp/.X11-unix/X{number}").exists() or server.poll() is not None, 10.0) and \
                server.poll() is None:
            displays.append(f":{number}")
            servers.append(server)
        number += 1
    return displays, servers


def take(name: str, displays: queue.Queue) -> Path:
    """Take the screenshot ``name`` on a free display; return its file."""
    path = HERE / f"{name}.png"
    display = displays.get()
    try:
        try:
            shoot(name, display, path)
        except (RuntimeError, subprocess.CalledProcessError) as err:
            # A loaded machine may be slow to open a game once: once more.
            print(f"{name}: {err}; taking it again", flush=True)
            shoot(name, display, path)
    finally:
        displays.put(display)
    return path


def contact_sheet() -> str:
    """Return docs/screenshots.md: every screenshot, by game, in a table of looks by colours and size."""
    lines = ["# Screenshots", "",
             "Every game at deal 7 with its first card focused (Zocken: the red die thrown), at 40x12,",
             "80x24 and 200x60, in every look, in 16 colours (`TERM=xterm`) and true colour, and under",
             "`NO_COLOR` (the terminal's own colours: black on white in xterm). Photographed in a",
             f"real xterm ({FONT}, {FONT_SIZE} points, xterm's own palette; the block is the terminal",
             "cursor, on the focus) by `make screenshots` (`docs/screens/take.py`, which says how).",
             "docs/accessibility.md says what each look is for.", ""]
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
    for tool in ("xterm", "Xvfb", "xwd"):
        assert shutil.which(tool), f"{tool} is needed (make screenshots installs it)"
    every = not names
    names = names or every_name()
    started = time.monotonic()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stopped: its X servers go too (finally)
    jobs = int(os.environ.get("SHOT_JOBS", "2"))
    displays, servers = start_displays(jobs)
    free: queue.Queue = queue.Queue()
    for display in displays:
        free.put(display)
    try:
        with ThreadPoolExecutor(jobs) as pool:
            for path in pool.map(lambda name: take(name, free), names):
                print(path.relative_to(ROOT), flush=True)
    finally:
        for server in servers:
            server.terminate()
            server.wait(10)
    if every:
        for old in HERE.glob("*.png"):
            if old.stem not in names:
                old.unlink()  # a screenshot of a name no longer taken
        (ROOT / "docs" / "screenshots.md").write_text(contact_sheet())
    total = sum(p.stat().st_size for p in HERE.glob("*.png"))
    print(f"{len(names)} screenshots in {time.monotonic() - started:.0f} s; docs/screens/ holds {total / 1e6:.1f} MB")


if __name__ == "__main__":
    main(sys.argv[1:])
