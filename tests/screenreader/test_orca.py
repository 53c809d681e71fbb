"""A real screen reader at the table (issue 22): Orca 43 on a headless desktop hears each sitting.

The whole set of scripted sittings, in the Textual app and in line mode, is
played with Tabletalk on its defaults; each timeline must show each piece of
news heard once, by Orca alone, with no frame, marker or blank run, and
nothing heard that Tabletalk did not say (tests/screenreader/sittings.py).
``make sr-check`` plays the same sittings and keeps their timelines in
docs/transcripts/orca/.
"""

from __future__ import annotations

import pytest

from tests.screenreader.desktop import Desktop, missing_programs
from tests.screenreader.sittings import DECORATION, SITTINGS, check, markdown, play, typed_over

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def desktop(tmp_path_factory):
    missing = missing_programs()
    assert not missing, f"the screen reader harness needs {missing} (.ci/run installs them)"
    # BRLTTY too, with its virtual display: Orca brailles there as to a player's display.
    with Desktop(tmp_path_factory.mktemp("desktop")).start(braille=True) as d:
        yield d


@pytest.mark.parametrize("sitting", SITTINGS, ids=[s.name for s in SITTINGS])
def test_orca_hears_each_piece_of_news_once(desktop, sitting, tmp_path):
    timeline = play(desktop, sitting, tmp_path / "home")
    assert timeline.handed(), "Tabletalk said nothing"
    assert check(timeline) == [], markdown(timeline)  # the whole timeline, to see what went wrong


def test_braille_shows_the_news_and_the_focus_not_the_frames(desktop, tmp_path):
    """Orca brailles to BRLTTY (its virtual display is this test): the line it reads, the words alone."""
    seen = len(desktop.display.lines)
    sitting = next(s for s in SITTINGS if s.name == "menu")
    timeline = play(desktop, sitting, tmp_path / "home")
    assert check(timeline) == [], markdown(timeline)
    shown = [line[len('Visual "'):].rstrip('" ').strip("\u00a0 ") for line in desktop.display.lines[seen:]
             if line.startswith("Visual ")]
    assert "Pairs and ladders" in shown and "Zoker Memo" in shown  # each arrow key's item, alone
    assert not any(DECORATION.search(line) for line in shown)


def test_a_bots_card_that_comes_while_a_line_is_typed_is_heard_whole_once_the_line_is_sent(desktop, tmp_path):
    """Issue 33, 5: Orca read the card with the half-typed "> find", and the next key's echo cut it off."""
    sitting = next(s for s in SITTINGS if s.name == "lines-zipzap-typing")
    timeline = play(desktop, sitting, tmp_path / "home")
    assert typed_over(timeline) == [], markdown(timeline)
