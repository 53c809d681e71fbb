"""The screenshots' tool (docs/screens/take.py, ``make screenshots``): the docs show only images it
takes, its contact sheet is the one in docs/, and it reads xterm's window as xwd dumps it."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

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


def test_an_xwd_dump_is_read_as_its_pixels():
    """The photo of an xterm window (xwd's dump of a 24-bit screen, 32 bits a pixel) becomes its pixels:
    a red and a blue pixel, each row padded as xwd pads it."""
    import struct

    take = load_take()
    width, height, line = 2, 1, 12  # two pixels, the row padded to 12 bytes
    header = [100, 7, 2, 24, width, height, 0, 0, 32, 0, 32, 32, line, 4, 0xFF0000, 0xFF00, 0xFF, 8, 256, 0,
              width, height, 0, 0, 0]
    pixels = bytes([0, 0, 0xCD, 0, 0xEE, 0, 0, 0]) + bytes(4)  # BGRX: xterm's red, then its blue
    image = take.read_xwd(struct.pack(">25I", *header) + pixels)
    assert image.size == (2, 1)
    assert image.getpixel((0, 0)) == (0xCD, 0, 0) and image.getpixel((1, 0)) == (0, 0, 0xEE)
