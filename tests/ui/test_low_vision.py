"""Low vision with a magnifier (issue 35): the help at 40x12, and no text cut without a mark."""

from __future__ import annotations

from app.ui.screens.help import HelpScreen
from app.ui.widgets import Item, LiveLine
from ui_helpers import screen_text


async def test_help_fills_a_small_window_with_several_entries(app, session):
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        box = app.screen.query_one("#help-box")
        assert box.styles.border_top[0] in ("", "none")  # no frame: its rows go to the entries
        shown = [item for item in app.screen.query(Item) if app.screen.region.contains_region(item.region)]
        assert len(shown) >= 3, [item.region for item in app.screen.query(Item)]
        hint = screen_text(app).split("\n")[app.screen.query_one("#help-hint").region.y]
        assert hint.rstrip().endswith("Escape close") and "…" in hint  # whole entries, then "…" and the last


async def test_a_long_sentence_on_the_live_line_ends_in_an_ellipsis(app, session):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session.say("Main menu: " + ", ".join(["Zoker Solo, Pairs and ladders, Zoker Memo"] * 8), "info")
        await pilot.pause()
        line = app.screen.query_one(LiveLine)
        rows = [row for row in screen_text(app).split("\n")[line.content_region.y:] if row.strip()]
        assert len(rows) == 2 and rows[-1].rstrip().endswith("…"), rows


async def test_a_heading_too_long_for_40_columns_ends_in_an_ellipsis(app, session):
    from ui_helpers import open_deal

    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "zoker-pairs")  # "Pairs and ladders   Deal 7   Score 0: 0 pairs, 0 ladders."
        await pilot.pause()
        heading = app.screen.query_one("#heading")
        row = screen_text(app).split("\n")[heading.region.y].rstrip()
        assert row.startswith(" Pairs and ladders") and row.endswith("…") and len(row) <= 40, row



async def test_a_setting_too_long_for_40_columns_wraps_whole(app, session):
    async with app.run_test(size=(40, 12)) as pilot:
        app.open_setup("zoker-kubo")
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        item = app.screen.focused
        assert isinstance(item, Item) and len("▶ " + item.label() + " ◀") > item.content_region.width
        rows = screen_text(app).split("\n")[item.region.y:item.region.bottom]
        assert item.region.height >= 2 and " ".join(" ".join(rows).split()).find(item.label()) >= 0, rows
