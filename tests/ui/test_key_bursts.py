"""Keys that arrive together (key repeat over ssh, a paste, a braille keyboard) all count."""

from __future__ import annotations

from textual import events

from app.ui.widgets import Item, Slot


async def burst(pilot, key: str, times: int) -> None:
    """Queue ``times`` presses of ``key`` at once, as one read from the terminal gives them, then settle."""
    for _ in range(times):
        pilot.app.post_message(events.Key(key, None))
    await pilot.pause()
    await pilot.pause()


async def test_a_burst_of_downs_in_the_menu_moves_one_item_per_key(app, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen
        items = menu.items()
        assert menu.current() is items[0]
        await burst(pilot, "down", 4)
        assert menu.current() is items[4]
        # The voice says the item chosen.
        assert speaker.last == items[4].label()
        await burst(pilot, "up", 3)
        assert menu.current() is items[1] and speaker.last == items[1].label()


async def test_a_burst_of_arrows_on_a_card_table_moves_one_place_per_key(app, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Zoker Solo
        await pilot.pause()
        await burst(pilot, "right", 3)
        assert isinstance(app.focused, Slot) and (app.focused.row, app.focused.column) == (0, 3)
        await burst(pilot, "down", 2)
        assert (app.focused.row, app.focused.column) == (2, 3)
        assert speaker.last.endswith("row 3, column 4")


async def test_a_burst_in_the_table_setup_moves_one_row_per_key(app, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "down", "enter")  # Zoker Memo's table
        await pilot.pause()
        rows = app.screen.items()
        await burst(pilot, "down", 3)
        assert app.focused is rows[3] and isinstance(app.focused, Item)


async def test_two_enters_in_one_read_answer_the_deal_prompt_once(app, session, speaker, fixed_deal):
    """Enter, Enter in one read: the deal typed is played once and the game's screen stays (no second close)."""
    from app.ui.screens.deal import DealNumberScreen

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Zoker Solo
        await pilot.pause()
        solo = app.screen
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, DealNumberScreen)
        for key, char in (("4", "4"), ("2", "2"), ("enter", "\r"), ("enter", "\r")):
            pilot.app.post_message(events.Key(key, char))
        await pilot.pause()
        await pilot.pause()
        assert app.is_running and session.match.deal == 42, speaker.said[-6:]
        # The second Enter was the prompt's too: it closed nothing more, the Solo screen is in front.
        assert app.screen is solo
