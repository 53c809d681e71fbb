"""The screen's focus and the voice agree everywhere: the item said is the item focused, and Enter acts on it."""

from __future__ import annotations

from app.games import GAMES
from app.ui.screens.setup import SetupScreen
from app.ui.widgets import Item
from ui_helpers import screen_text


async def walk(pilot, speaker) -> list[str]:
    """Step down every item of the list in front; at each, the voice must name the focused item."""
    screen = pilot.app.screen
    items = [i for i in screen.query(Item) if i.display]
    assert pilot.app.focused is items[0]
    labels = [items[0].label()]
    for item in items[1:]:
        await pilot.press("down")
        assert pilot.app.focused is item
        assert speaker.last == screen.echo(item) == item.label()
        labels.append(item.label())
    await pilot.press("down")
    assert pilot.app.focused is items[-1] and speaker.last == f"End of the list. {items[-1].label()}"
    for _ in items[1:]:
        await pilot.press("up")
    assert pilot.app.focused is items[0]
    return labels


async def walk_menu(pilot, speaker) -> list[str]:
    """Step down the main menu (one widget, its choice moving): at each, the voice names the item chosen,
    and the screen marks it."""
    menu = pilot.app.screen
    items = menu.items()
    assert pilot.app.focused is menu.menu() and menu.current() is items[0]
    for item in items[1:]:
        await pilot.press("down")
        assert menu.current() is item and speaker.last == item.label()
        assert f"▶ {item.label()} ◀" in screen_text(pilot.app)
    await pilot.press("down")
    assert menu.current() is items[-1] and speaker.last == f"End of the list. {items[-1].label()}"
    for _ in items[1:]:
        await pilot.press("up")
    assert menu.current() is items[0]
    return [item.label() for item in items]


async def test_every_menu_item_is_said_as_chosen_and_enter_opens_it(app, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        labels = await walk_menu(pilot, speaker)
        assert labels[:len(GAMES)] == [f"{g.title}" for g in GAMES.values()]
        for game in GAMES.values():
            items = app.screen.items()
            steps = [i.key for i in items].index(game.id) - items.index(app.screen.current())
            await pilot.press(*["down" if steps > 0 else "up"] * abs(steps))
            chosen = app.screen.current()
            assert chosen.key == game.id and speaker.last == chosen.label()
            await pilot.press("enter")
            await pilot.pause()
            expected = SetupScreen if game.table else game.screen
            assert isinstance(app.screen, expected), (game.id, type(app.screen).__name__)
            await pilot.press("escape")
            await pilot.pause()
            # Back at the menu, the voice names the item chosen (Resume, when a game was kept).
            assert f"On {app.screen.current().label()}." in speaker.last


async def test_every_settings_row_is_said_as_focused(app, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        await walk(pilot, speaker)


async def test_every_table_setup_row_is_said_as_focused_and_enter_starts_on_start(app, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await walk(pilot, speaker)
        items = [i for i in app.screen.query(Item) if i.display]
        await pilot.press(*["down"] * (len(items) - 1), "enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "MemoScreen"


async def test_every_help_entry_is_said_as_focused(app, speaker):
    """The menu's Help item lists every screen's keys; each entry said is the one focused, by Down and by Up."""
    from app.ui.screens.help import HelpScreen

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*["down"] * [i.key for i in app.screen.items()].index("help"), "enter")
        await pilot.pause()
        help = app.screen
        assert isinstance(help, HelpScreen)
        # Each entry as shown and as said, from the sections themselves: a section's first names it.
        rows = [(f"{keys}: {action}", f"{heading}: {keys}, {action}" if at == 0 else f"{keys}: {action}")
                for heading, entries in help.sections() for at, (keys, action) in enumerate(entries)]
        entries = help.query(Item)
        assert [entry.label() for entry in entries] == [shown for shown, _said in rows]
        assert app.focused is entries[0] and speaker.last.endswith(f"On {rows[0][0]}.")
        for entry, (_shown, said) in zip(entries[1:], rows[1:]):
            await pilot.press("down")
            assert app.focused is entry and speaker.last == said
        await pilot.press("down")
        assert app.focused is entries[-1] and speaker.last == f"End of the list. {rows[-1][0]}"
        for entry, (_shown, said) in zip(reversed(entries[:-1]), reversed(rows[:-1])):
            await pilot.press("up")
            assert app.focused is entry and speaker.last == said
