"""The installed `tabletalk` in a real terminal (tmux), as a player meets it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

TABLETALK = Path(sys.executable).parent / "tabletalk"
CARD = re.compile(r"\b(S|M|L|XL)[1-4]\b")


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=True).stdout


def screen(name: str) -> str:
    return tmux("capture-pane", "-p", "-t", name)


def cursor(name: str) -> tuple[int, int, bool]:
    """Return the terminal cursor's column, row and whether it is shown."""
    x, y, shown = tmux("display", "-p", "-t", name, "#{cursor_x},#{cursor_y},#{cursor_flag}").strip().split(",")
    return int(x), int(y), shown == "1"


def until(check, timeout: float = 20.0):
    """Poll ``check`` until it returns something true (a slow machine only makes this longer)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    return check()


def wait_for(name: str, needle: str, timeout: float = 20.0) -> str:
    deadline = time.monotonic() + timeout
    text = ""
    while time.monotonic() < deadline:
        text = screen(name)
        if needle in text:
            return text
        time.sleep(0.1)
    raise AssertionError(f"{needle!r} never appeared; screen was:\n{text}")


@pytest.fixture
def terminal(tabletalk_home):
    assert shutil.which("tmux"), "tmux is needed for this test (.ci/run installs it)"
    assert TABLETALK.exists(), "the tabletalk command is not installed (make test installs it)"
    config = tabletalk_home / "config"
    config.mkdir(parents=True)
    (config / "settings.toml").write_text('language = "en"\nspeech = "off"\nscreen_reader = true\n')
    name = f"tt-{uuid.uuid4().hex[:8]}"
    tmux("new-session", "-d", "-x", "80", "-y", "24", "-s", name,
         f"env TABLETALK_HOME={tabletalk_home} TERM=xterm-256color {TABLETALK}")
    yield name
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)


def test_installed_tabletalk_plays_in_a_real_terminal(terminal, tabletalk_home):
    name = terminal
    menu = wait_for(name, "Pairs and ladders")
    assert "Zoker Solo" in menu and "Cube explorer" in menu

    tmux("send-keys", "-t", name, "Enter")
    game = wait_for(name, "deal")
    assert "Zoker Solo" in game

    # Screen reader mode: the screen is the words said, the cursor shown just after the last of them.
    def after_the_words():
        x, y, visible = cursor(name)
        rows = screen(name).splitlines()
        last = max((i for i, row in enumerate(rows) if row.strip()), default=-1)
        return (x, y) if visible and y == last and x == len(rows[y].rstrip(" ")) else None

    assert until(after_the_words), f"the cursor is not after the words: {cursor(name)}\n{screen(name)}"

    # Moving right says the card the focus is on; the screen shows it alone, the cursor after it.
    tmux("send-keys", "-t", name, "Right")
    card = until(lambda: CARD.search(screen(name)) and "deal" not in screen(name))
    assert card, screen(name)
    assert not any(ch in screen(name) for ch in "▶◀╔═╗║│─")
    assert until(after_the_words), f"the cursor is not after the words: {cursor(name)}\n{screen(name)}"

    # Back to the menu: the game is saved and offered to resume; ctrl+q quits.
    tmux("send-keys", "-t", name, "q")
    wait_for(name, "Resume Zoker Solo")
    assert (tabletalk_home / "data" / "autosave.json").exists()
    tmux("send-keys", "-t", name, "C-q")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if subprocess.run(["tmux", "has-session", "-t", name], capture_output=True).returncode != 0:
            break
        time.sleep(0.1)
    else:
        raise AssertionError("tabletalk did not quit on ctrl+q")


def test_screen_reader_mode_sends_the_terminal_only_the_rows_that_changed(terminal, tabletalk_home):
    """Textual repaints every row of a screen the reading line covers; a terminal that falls behind takes
    them in pieces, and Orca read a sentence with the end of the one before (terminal_text.ShownRows)."""
    name = terminal
    wait_for(name, "Pairs and ladders")
    sent = tabletalk_home / "sent.bin"
    tmux("pipe-pane", "-o", "-t", name, f"cat >> {sent}")
    for item in ("Pairs and ladders", "Zoker Memo", "Zoker Tiko", "Zoker Kubo", "Zip Zap", "Zocken"):
        tmux("send-keys", "-t", name, "Down")
        until(lambda: screen(name).strip() == item)
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Table for Zocken")
    tmux("send-keys", "-t", name, "s")
    shown = wait_for(name, "Your turn")
    assert "starts the game" not in shown and "Table for" not in shown  # no row left from before
    data = until(lambda: sent.exists() and sent.read_bytes()).decode("utf-8", "replace")
    rows = {int(row) for row in re.findall(r"\x1b\[(\d+);1H", data)}
    # The reading line is sent, and blank rows whose colours changed; the top rows, blank all along, never.
    assert rows and 1 not in rows and 2 not in rows, sorted(rows)
