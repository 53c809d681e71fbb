"""The warm-up (app/ui/warm_up.py): once the menu is up, what the first screens need is loaded already."""

from __future__ import annotations

import sys

from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.ui import warm_up
from app.ui.app import make_app
from app.ui.screens.rules import RulesScreen
from app.ui.theme import TABLE_CSS


def test_the_warm_up_imports_every_games_screen_rules_and_sentences(monkeypatch):
    import app

    looked = []
    monkeypatch.setattr(app, "version", lambda: looked.append(True) or "1.0")
    warm_up.import_all()
    assert looked  # the settings' About line finds the version looked up already
    for name in ("app.games.zoker.solo.screen", "app.games.zoker.tiko.rules", "app.games.zocken.text",
                 "app.ui.screens.rules", "app.ui.screens.setup"):
        assert name in sys.modules, name


async def test_a_moment_after_the_menu_the_tables_style_sheet_is_read(home, monkeypatch):
    """Issue 33, 8: the first game or rules screen then parses no style sheet on its key."""
    monkeypatch.setattr(warm_up, "AFTER", 0.05)
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    app = make_app(session, opening_said=True)
    async with app.run_test(size=(80, 24)) as pilot:
        # The menu alone never reads it (its CSS_PATH is None): only the warm-up can, with no key pressed.
        for _ in range(100):  # up to 10 s on a loaded machine
            await pilot.pause(0.1)
            if app.stylesheet.has_source(str(TABLE_CSS), ""):
                break
        assert app.stylesheet.has_source(str(TABLE_CSS), "")
        await pilot.press("i")  # the rules, whose screen names that sheet (CSS_PATH): the same source, no other
        await pilot.pause(0.2)
        assert isinstance(app.screen, RulesScreen)
        assert [str(path) for path in app.screen.css_path] == [str(TABLE_CSS)]
    session.close()
