"""The main menu: the first announcement, echoes, Enter, help and quitting."""

from __future__ import annotations

from app.games.zoker.explorer.screen import ExplorerScreen
from app.ui.screens.help import HelpScreen
from app.ui.screens.menu import MenuScreen
from app.games.zoker.pairs.screen import PairsScreen
from app.ui.app import make_app
from app.ui.menu_items import first_sentence
from app.ui.screens.settings import SettingsScreen
from ui_helpers import DEAL, screen_text


async def test_menu_is_the_first_announcement(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert speaker.said[0].startswith(
            "Main menu: Zoker Solo, Pairs and ladders, Zoker Memo, Zoker Tiko, Zoker Kubo, Zip Zap, Zocken, Numeramis Loker, "
            "Cube explorer, "
            "Join a shared table, Tour of the keys, Settings, Help, Quit. "
            "On Zoker Solo.")
        assert session.announcer.history[0] == speaker.said[0]
        text = screen_text(app)
        assert "▶ Zoker Solo ◀" in text and "Resume" not in text
        assert "Main menu: Zoker Solo" in text  # the live line


async def test_the_sentence_said_before_textual_loads_is_the_menus_own(session, speaker):
    """__main__ says first_sentence() before Textual is imported; the menu then says nothing more."""
    for saved in (False, True):
        if saved:
            session.start("zoker-pairs", DEAL)
            session.sit(None)
        speaker.said.clear()
        early = first_sentence(session)
        async with make_app(session).run_test(size=(80, 24)) as pilot:  # the menu says it itself
            await pilot.pause()
            assert speaker.said[0] == early
        assert early.startswith("Main menu: Resume Pairs and ladders" if saved else "Main menu: Zoker Solo")

        speaker.said.clear()
        session.say(early, "info")
        app = make_app(session, opening_said=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert speaker.said == [early]  # once, not again when the menu opens
            assert "Main menu:" in screen_text(app)  # and the live line shows it
            await pilot.press("down")
            assert speaker.last == ("Zoker Solo" if saved else "Pairs and ladders")


async def test_the_app_says_once_when_its_first_frame_is_drawn(session):
    """__main__ turns garbage collection back on then (``drawn``): after the menu is on the screen."""
    seen = []
    app = make_app(session, drawn=lambda: seen.append(screen_text(app)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
    assert len(seen) == 1 and "▶ Zoker Solo ◀" in seen[0]


async def test_arrows_echo_and_enter_chooses(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down")
        assert speaker.last == "Pairs and ladders"
        assert "Pairs and ladders" not in session.announcer.history  # an echo is not kept
        assert "▶ Pairs and ladders ◀" in screen_text(app)
        await pilot.press("down", "up", "up")
        assert speaker.said[-2:] == ["Pairs and ladders", "Zoker Solo"]
        await pilot.press("up")
        assert speaker.last == "End of the list. Zoker Solo"
        await pilot.press("w")
        assert speaker.last == "Zoker Solo, 1 of 14."
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, PairsScreen)
        assert speaker.last == f"Pairs and ladders, deal {DEAL}."
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert speaker.last.startswith("Main menu: Resume Pairs and ladders, deal 7, Zoker Solo")
        await pilot.press(*["down"] * 9, "enter")  # past Kubo, Zip Zap, Zocken and Loker
        await pilot.pause()
        assert isinstance(app.screen, ExplorerScreen)
        await pilot.press("escape", "down", "down", "down", "enter")  # past the Join and Tour items
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)


async def test_help_is_spoken_and_shown(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        # Only the size, how to move and the first entry are said; the rest is a list to arrow through.
        assert speaker.last == ("Keys for Main menu, 17 entries. Up and down arrows move, Page Up and Page Down "
                                "jump by section, Escape closes. On up and down arrows, Tab, Shift Tab: "
                                "Move through the menu.")
        text = screen_text(app)
        assert "Keys: Main menu" in text and "Enter, Space: Choose" in text
        await pilot.press("down")
        assert speaker.last == "Enter, Space: Choose"
        await pilot.press("w")  # global keys still answer for the screen under the help
        assert speaker.last == "Zoker Solo, 1 of 14."
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_quit_from_the_menu(app):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running


async def test_start_up_problems_are_said_once_after_the_menu(home, speaker):
    from app.session import Session
    from app.ui.app import make_app

    speaker.status = "espeak-ng not found"
    session = Session(speaker=speaker)
    session.problems.append("The settings file could not be read.")
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert speaker.said[0].startswith("Main menu:")
        assert speaker.said[1] == "The settings file could not be read."
        notice = "Speech is off: espeak-ng not found. Everything is shown as text."
        assert speaker.said[2] == notice
        text = screen_text(app)
        assert "The settings file could not be read." in text and notice in text
        await pilot.press("o")
        await pilot.press("q")
        await pilot.pause()
        assert speaker.said.count("The settings file could not be read.") == 1
        assert speaker.said.count(notice) == 1
    session.close()


async def test_a_new_game_asks_before_it_replaces_the_saved_one(app, session, speaker, fixed_deal):
    """Starting Solo while a Pairs game is saved asks first; Enter again starts it (the first press keeps the game)."""
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "enter")  # Pairs and ladders
        await pilot.pause()
        take = session.match.rules.legal_actions(session.match.state, 0)[0]
        session.act(take)
        await pilot.press("q")
        await pilot.pause()
        saved = session.saved_game()
        assert saved is not None and saved["game_id"] == "zoker-pairs"
        await pilot.press("down", "enter")  # Zoker Solo, under Resume
        await pilot.pause()
        assert speaker.last.startswith("A game of Pairs and ladders is saved. Press Enter again")
        assert session.saved_game()["actions"] == saved["actions"]
        await pilot.press("enter")
        await pilot.pause()
        assert session.match.game_id == "zoker-solo"
