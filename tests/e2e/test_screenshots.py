"""The screenshots' tool (docs/screens/take.py, ``make screenshots``): the docs show only images it
takes, its contact sheet is the one in docs/, and it draws a cell as xterm would."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path


from terminal_cells import cells

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def load_take():
    spec = importlib.util.spec_from_file_location("take", DOCS / "screens" / "take.py")
    take = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(take)
    return take


def test_every_image_the_docs_show_is_there():
    shown = {(page, link) for page in [*DOCS.glob("*.md"), ROOT / "README.md"]
             for link in re.findall(r"\]\(((?:docs/)?screens/[^)]+\.png)\)", page.read_text())}
    assert len(shown) > 200
    missing = [(page.name, link) for page, link in shown if not (page.parent / link).exists()]
    assert not missing, missing


def test_the_contact_sheet_is_every_screenshot_taken():
    take = load_take()
    assert (DOCS / "screenshots.md").read_text() == take.contact_sheet(), "make screenshots writes it anew"
    names = take.every_name()
    assert len(names) == 9 * (4 * 2 + 2) * 3 and len(set(names)) == len(names)
    assert {p.stem for p in (DOCS / "screens").glob("*.png")} == set(names)


def test_a_cell_is_drawn_as_xterm_draws_it(tmp_path):
    from PIL import Image as image_module  # in the test extra: the drawing is tested, never skipped
    take = load_take()
    # Bold black on white (xterm: grey), a space on blue, a space on red under the cursor (reversed).
    grid = cells("\x1b[1;30;107mA\x1b[0m\x1b[44m \x1b[41m \x1b[0m")
    path = tmp_path / "shot.png"
    take.draw(grid, (2, 0, True), 3, 1, path)
    image = image_module.open(path).convert("RGB")
    width = image.width // 3
    middle = image.height // 2

    def near(pixel, hex_colour):
        return all(abs(a - int(hex_colour[i:i + 2], 16)) <= 8 for a, i in zip(pixel, (0, 2, 4)))

    assert near(image.getpixel((width + width // 2, middle)), "0000ee")  # xterm's blue
    assert near(image.getpixel((2 * width + width // 2, middle)), "000000")  # the cursor: red's text colour
    letter = {image.getpixel((x, y)) for x in range(width) for y in range(image.height)}
    assert any(near(pixel, "7f7f7f") for pixel in letter), letter  # bold black drawn grey
    assert not any(near(pixel, "000000") for pixel in letter), letter
