"""The first start gives a short tour of the keys, once; the menu's Tour item and tour give it again."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app.ui import words

TABLETALK = Path(sys.executable).parent / "tabletalk"


def start(home) -> list[str]:
    env = dict(os.environ, TABLETALK_HOME=str(home))
    return subprocess.run([str(TABLETALK), "--plain", "--speech", "off", "--lang", "en"], input="quit\n",
                          capture_output=True, text=True, env=env, timeout=60, check=True).stdout.splitlines()


def test_line_mode_gives_its_tour_at_the_first_start_only(tabletalk_home):
    first = start(tabletalk_home)
    assert any(line.startswith("First time here? Each line you type is a command") for line in first)
    again = start(tabletalk_home)
    assert not any(line.startswith("First time here?") for line in again)


async def test_the_app_gives_its_tour_once_and_the_menu_item_again(app, session, speaker):
    session.first_start = True
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert words.tour() in speaker.said
        assert not session.first_start
        said = speaker.said.count(words.tour())
        items = app.screen.items()
        tour = next(i for i in items if i.key == "tour")
        await pilot.press(*["down"] * items.index(tour), "enter")
        assert speaker.said.count(words.tour()) == said + 1


async def test_the_first_start_tour_comes_right_after_short_opening_words(app, session, speaker):
    """Issue 33, 6: the tour began after the 15 seconds of the whole menu list; now it follows a short
    opening (queued right behind it, well under 3 seconds at the default rate), and the list after it."""
    from app.speech.base import spoken_ms

    session.first_start = True
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tour = speaker.said.index(words.tour())
        opening = speaker.said[tour - 1]
        assert opening == "Welcome to Tabletalk. Main menu, on Zoker Solo."
        assert spoken_ms(opening, session.settings.rate) < 3000
        assert speaker.utterances[tour].interrupt is False  # right behind the opening, not cutting it off
        assert speaker.said[tour + 1] == app.screen.intro()  # then the menu's items


def test_the_first_sentence_before_the_app_is_short_at_the_first_start_only(home):
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.ui.menu_items import first_sentence

    session = Session(speaker=RecordingSpeaker())
    session.first_start = True
    assert first_sentence(session) == "Welcome to Tabletalk. Main menu, on Zoker Solo."
    session.first_start = False
    assert first_sentence(session).startswith("Main menu: Zoker Solo, ")
    session.close()
