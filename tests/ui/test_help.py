"""The help is a list: one entry a line, said one at a time, with sections to jump between."""

from __future__ import annotations

from app.text import i18n
from app.ui import words
from app.ui.screens.help import HelpScreen
from app.ui.widgets import Item
from ui_helpers import screen_text, until

#: The opening's moving keys, said after the size.
HOW = "Up and down arrows move, Page Up and Page Down jump by section, Escape closes."


async def open_solo_help(pilot) -> HelpScreen:
    """Open Zoker Solo from the menu, then its help; return the help screen."""
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("question_mark")
    await pilot.pause()
    assert isinstance(pilot.app.screen, HelpScreen)
    return pilot.app.screen


async def test_opening_says_the_size_and_the_first_entry_only(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        help = await open_solo_help(pilot)
        count = len(help.query(Item))
        assert count == 31  # Solo's 17 keys and the 14 every screen has
        assert speaker.last == f"Keys for Zoker Solo, {count} entries. {HOW} On arrows: Move the focus."
        assert "Quit Tabletalk" not in speaker.last  # the rest is for arrowing through
        assert app.focused is help.query_one("#help-0-0")
        rows = [row.strip("█").rstrip() for row in screen_text(app).splitlines()]
        assert " Keys: Zoker Solo" in rows
        at = rows.index("  Zoker Solo")  # the section's heading, above its entries
        assert rows[at + 1:at + 3] == ["  ▶ arrows: Move the focus ◀", "    Tab, Shift Tab: Next or previous place"]
        assert " up/down move  PgUp/PgDn sections  Home/End  Escape close" in rows


async def test_keys_step_jump_and_stop_at_the_ends(app, session, speaker, fixed_deal, monkeypatch):
    cues = []
    monkeypatch.setattr(session, "cue", cues.append)
    async with app.run_test(size=(80, 24)) as pilot:
        help = await open_solo_help(pilot)
        steps = [
            ("down", "Tab, Shift Tab: Next or previous place", "help-0-1"),
            ("tab", "Enter, Space: Pick up the focused card or pile; on a pile, put it there", "help-0-2"),
            ("shift+tab", "Tab, Shift Tab: Next or previous place", "help-0-1"),
            # The next section's first entry names its section.
            ("pagedown", "Every screen: ?, Help for this screen, spoken and shown", "help-1-0"),
            ("down", "r: Repeat the last message", "help-1-1"),
            ("up", "Every screen: ?, Help for this screen, spoken and shown", "help-1-0"),
            ("up", "Shift C: Read the column of the focused place", "help-0-16"),
            # From inside a section Page Up goes to its first entry, as a screen reader's heading key does.
            ("pageup", "Zoker Solo: arrows, Move the focus", "help-0-0"),
            ("pageup", "End of the list. arrows: Move the focus", "help-0-0"),
            ("up", "End of the list. arrows: Move the focus", "help-0-0"),
            ("end", "Control Q: Quit Tabletalk", "help-1-13"),
            ("down", "End of the list. Control Q: Quit Tabletalk", "help-1-13"),
            ("pagedown", "End of the list. Control Q: Quit Tabletalk", "help-1-13"),
            ("pageup", "Every screen: ?, Help for this screen, spoken and shown", "help-1-0"),
            ("home", "Zoker Solo: arrows, Move the focus", "help-0-0"),
        ]
        for key, said, focused in steps:
            await pilot.press(key)
            assert (key, speaker.last, app.focused.id) == (key, said, focused)
        assert cues == ["edge"] * 4
        # Echoes are not kept in the history; the opening is.
        assert not any(said in session.announcer.history for _key, said, _id in steps)
        assert session.announcer.history[-1].startswith("Keys for Zoker Solo")
        assert isinstance(app.screen, HelpScreen) and help is app.screen


async def test_escape_q_and_question_mark_close_the_help(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_solo_help(pilot)
        for key in ("escape", "q", "question_mark"):
            if not isinstance(app.screen, HelpScreen):
                await pilot.press("question_mark")
                await pilot.pause()
            await pilot.press("down", key)
            await pilot.pause()
            assert type(app.screen).__name__ == "SoloScreen", key
        assert session.match is not None and session.match.game_id == "zoker-solo"


async def test_a_language_switch_keeps_the_focused_entry(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        help = await open_solo_help(pilot)
        await pilot.press("pagedown", "down", "down")
        entry = app.focused
        assert entry.id == "help-1-2" and entry.label() == "[: Previous message in the history"
        await pilot.press("l")
        await pilot.pause()
        assert i18n.language() == "sv"
        assert app.screen is help and app.focused is entry
        swedish = words.help_entry("[", i18n._("Previous message in the history"))
        assert entry.label() == swedish != "[: Previous message in the history"
        assert swedish in screen_text(app)
        # The help is said again in the new language, from the entry in focus (not the screen under it).
        assert speaker.last == help.intro() and speaker.last.endswith(f"På {swedish}.")
        await pilot.press("down")
        assert speaker.last == words.help_entry("]", i18n._("Next message in the history"))


async def test_large_print_and_screen_reader_mode_show_the_focused_entry(app, session, speaker, fixed_deal):
    session.settings.large_print = True
    session.settings.screen_reader = True
    async with app.run_test(size=(80, 24)) as pilot:
        help = await open_solo_help(pilot)
        assert help.has_class("large-print")
        await pilot.press("pagedown", "down")
        assert await until(pilot, lambda: app.focused is not None and app.focused.id == "help-1-1")
        # Screen reader mode: the entry said is all the screen shows, the cursor after its last word.
        assert " ".join(screen_text(app).replace("\u00a0", " ").split()) == "r: Repeat the last message"
        assert app.cursor_position.y == 23


async def test_the_menus_help_item_jumps_through_every_screen(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("up")  # past the top, then to Help from the bottom
        await pilot.press(*["down"] * [i.key for i in app.screen.items()].index("help"), "enter")
        await pilot.pause()
        help = app.screen
        assert isinstance(help, HelpScreen)
        headings = [heading for heading, _entries in help.rows]
        assert headings[0] == "Main menu" and headings[-1] == "Every screen"
        assert speaker.last.startswith(f"Keys for Main menu, {len(help.places)} entries. ")
        said = []
        for _ in headings[1:]:
            await pilot.press("pagedown")
            said.append(speaker.last.split(":")[0])
        assert said == headings[1:]
