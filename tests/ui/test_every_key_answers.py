"""Issue 33, 4: every key bound on a screen answers: it says something or plays a cue.

Each screen gets each of its own keys and the global ones, one at a time; a key that brings another
screen in front (the help, the rules, a prompt, the menu) is answered by what that screen says, and
the screen under test is then put back in front. Control Q (quit) and q in the main menu are left out.
"""

from __future__ import annotations

import pytest

from app.games import GAMES
from app.speech.cues import RecordingCues
from app.ui import keys
from app.ui.screens.help import HelpScreen
from app.ui.screens.menu import MenuScreen
from app.ui.screens.rules import RulesScreen
from app.ui.screens.settings import SettingsScreen
from app.ui.screens.setup import SetupScreen
from app.ui.table_setup import TableSetup
from ui_helpers import open_deal


def heard(said, cues) -> int:
    return len(said) + len(cues.played)


#: Keys a player tries anywhere, bound or not (issue 33: End in the rules, Escape in the menu were silent).
TRIED = ["escape", "home", "end"]


def bound_keys(screen) -> list[str]:
    """Return every key bound on ``screen``, the global ones and the ones tried anywhere, each once
    (quitting keys left out)."""
    found = []
    for binding in list(screen.BINDINGS) + list(keys.GLOBAL) + [type("B", (), {"key": k}) for k in TRIED]:
        for key in binding.key.split(","):
            key = key.strip()
            if key == "ctrl+q" or (key == "q" and isinstance(screen, MenuScreen)) or key in found:
                continue
            found.append(key)
    return found


async def back_to(pilot, target, reopen) -> object:
    """Bring ``target`` back in front (popping what a key opened), or a new one made by ``reopen``."""
    app = pilot.app
    while app.screen is not target and target in app.screen_stack and len(app.screen_stack) > 1:
        app.pop_screen()
        await pilot.pause()
    if app.screen is not target:
        target = await reopen()
    return target


async def press_each(pilot, said, cues, screen, reopen) -> list[str]:
    """Press each bound key on ``screen``; return the keys after which nothing was heard."""
    silent = []
    for key in bound_keys(screen):
        before = heard(said, cues)
        await pilot.press(key)
        await pilot.pause()
        if heard(said, cues) == before:
            silent.append(key)
        screen = await back_to(pilot, screen, reopen)
    return silent


@pytest.fixture
def cues(session):
    session.cues = RecordingCues()
    return session.cues


@pytest.fixture
def said(session, monkeypatch):
    """Everything announced, whichever voice says it (the speech setting's keys make new ones: recording)."""
    from app.speech.recording import RecordingSpeaker

    monkeypatch.setattr("app.ui.screens.settings.make_speaker", lambda *a, **k: RecordingSpeaker())
    found = []
    session.announcer.listeners.append(lambda text, kind: found.append(text) if kind != "clear" else None)
    return found


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_every_key_of_a_game_screen_answers(app, session, said, cues, fixed_deal, game_id):
    async with app.run_test(size=(100, 30)) as pilot:
        async def reopen():
            app.push_screen(GAMES[game_id].screen())
            await pilot.pause()
            return app.screen

        await open_deal(pilot, game_id)
        assert await press_each(pilot, said, cues, app.screen, reopen) == []


async def test_every_key_of_the_menu_settings_setup_rules_and_help_answers(app, session, said, cues):
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen

        async def to_menu():
            while len(app.screen_stack) > 1:
                app.pop_screen()
            await pilot.pause()
            return app.screen

        assert await press_each(pilot, said, cues, menu, to_menu) == []

        async def settings():
            await to_menu()
            app.push_screen(SettingsScreen())
            await pilot.pause()
            return app.screen

        assert await press_each(pilot, said, cues, await settings(), settings) == []

        async def rules():
            await to_menu()
            app.push_screen(RulesScreen("zoker-tiko"))
            await pilot.pause()
            return app.screen

        assert await press_each(pilot, said, cues, await rules(), rules) == []

        async def setup():
            await to_menu()
            app.push_screen(SetupScreen(TableSetup.default("zoker-memo")))
            await pilot.pause()
            return app.screen

        assert await press_each(pilot, said, cues, await setup(), setup) == []

        async def help_screen():
            await to_menu()
            app.action_help()
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            return app.screen

        assert await press_each(pilot, said, cues, await help_screen(), help_screen) == []


async def test_escape_in_the_main_menu_says_there_is_nothing_to_go_back_to(app, speaker):
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("escape")
        assert speaker.last == "Main menu: nothing to go back to; q quits."
        assert isinstance(app.screen, MenuScreen) and app.is_running


async def test_home_and_end_in_the_rules_go_to_the_first_and_last_section(app, speaker):
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(RulesScreen("zoker-tiko"))
        await pilot.pause()
        rules = app.screen
        sections = list(rules.query("Item"))
        await pilot.press("end")
        assert rules.current() is sections[-1] and speaker.last == sections[-1].label()
        await pilot.press("end")
        assert speaker.last == f"End of the list. {sections[-1].label()}"
        await pilot.press("home")
        assert rules.current() is sections[0] and speaker.last == sections[0].label()
