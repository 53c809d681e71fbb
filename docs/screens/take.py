"""Take the accessibility statement's screenshots in a real terminal: MATE Terminal under Xvfb.

Usage: ``python docs/screens/take.py [NAME ...]`` where NAME is a file's stem, such as
``zipzap-large-80x24`` (GAME-LOOK-COLSxROWS); with no name, every screenshot of the table in
docs/accessibility.md. Needs Xvfb, dbus-launch, mate-terminal, xdotool and ImageMagick (import,
convert); no screen reader. Each shot is the terminal window, reduced to 32 colours.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("zoker-solo", "zoker-pairs", "zoker-memo", "zoker-tiko", "zoker-kubo", "zipzap", "zocken", "loker",
         "zoker-explorer")
#: Keys pressed once a game is open (Zocken: the red die thrown).
KEYS = {"zocken": ["1"]}


def every_name() -> list[str]:
    """Return the stem of every screenshot: each game in each look at 80x24 and 40x12."""
    return [f"{game}-{look}-{size}" for game in GAMES for size in ("80x24", "40x12")
            for look in ("normal", "large", "contrast")]


def start_display(env: dict[str, str]) -> subprocess.Popen:
    """Start Xvfb on a free display and a D-Bus session for the terminal; set them in ``env``."""
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24",
                             "-nolisten", "tcp"], pass_fds=(write_fd,), stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        env["DISPLAY"] = ":" + pipe.readline().strip()
    out = subprocess.run(["dbus-launch", "--sh-syntax"], env=env, capture_output=True, text=True, check=True)
    for name, value in re.findall(r"(\w+)='([^']*)'", out.stdout):
        env[name] = value
    return xvfb


def window_of(env: dict[str, str], timeout: float = 20.0) -> str:
    """Return the id of the terminal's window once it is shown."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "mate-terminal"], env=env,
                             capture_output=True, text=True)
        if out.stdout.split():
            return out.stdout.split()[0]
        time.sleep(0.2)
    raise RuntimeError("the terminal did not show")


def take(name: str, env: dict[str, str], settle: float) -> Path:
    """Open the game of ``name`` in its look and size in MATE Terminal and save the window as a PNG."""
    game, look, size = re.fullmatch(r"(.+)-(normal|large|contrast)-(\d+x\d+)", name).groups()
    home = tempfile.mkdtemp(prefix="tabletalk-shot-")
    argv = ["mate-terminal", "--disable-factory", "--hide-menubar", f"--geometry={size}", "--", "env", f"TABLETALK_HOME={home}",
            "LANG=en_US.UTF-8", sys.executable, str(HERE / "show.py"), game, look, *KEYS.get(game, [])]
    terminal = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window = window_of(env)
        time.sleep(settle)  # the app started, the game opened and drawn
        path = HERE / f"{name}.png"
        raw = path.with_suffix(".raw.png")
        subprocess.run(["import", "-window", window, str(raw)], env=env, check=True)
        subprocess.run(["convert", str(raw), "-colors", "32", str(path)], check=True)
        raw.unlink()
        return path
    finally:
        terminal.terminate()
        terminal.wait(timeout=10)


def main(names: list[str]) -> None:
    env = dict(os.environ, NO_AT_BRIDGE="1")
    xvfb = start_display(env)
    try:
        for name in names or every_name():
            print(take(name, env, settle=float(os.environ.get("SHOT_SETTLE", "6"))))
    finally:
        if "DBUS_SESSION_BUS_PID" in env:
            subprocess.run(["kill", env["DBUS_SESSION_BUS_PID"]])
        xvfb.terminate()
        xvfb.wait(timeout=10)


if __name__ == "__main__":
    main(sys.argv[1:])
