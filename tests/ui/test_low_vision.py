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


async def test_screen_reader_mode_can_show_the_table_for_a_magnifier(home, speaker):
    """Reader and magnifier together (issue 35): the table is drawn, the cursor on the focus, and
    the voice is screen reader mode's own."""
    from app.session import Session
    from app.ui.app import make_app
    from app.ui.widgets import ReadingLine
    from ui_helpers import open_deal

    session = Session(speaker=speaker)
    session.settings.screen_reader = session.settings.reader_table = True
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_deal(pilot, "zoker-solo")
        await pilot.press("right")
        await pilot.pause()
        await pilot.pause()
        assert not app.screen.query_one(ReadingLine).display
        assert "╔" in screen_text(app) and "▶" in screen_text(app)  # the cards, the focus framed
        focused = app.screen.focused
        assert app.cursor_position == focused.content_region.offset
        assert speaker.last.startswith(("red", "orange", "green", "blue", "yellow")), speaker.last
        session.settings.reader_table = False  # the mode's own screen: the words alone
        app.apply_settings()
        await pilot.pause()
        assert app.screen.query_one(ReadingLine).display and "╔" not in screen_text(app)
    session.close()


async def test_the_table_drawn_blank_under_the_reading_line_is_drawn_when_shown(home, speaker):
    """Words only, the widgets under the reading line are drawn blank (issue 33, 8: a new screen's first
    frame waits for no cards); asked to show the table, every card is drawn, the focus framed."""
    from app.session import Session
    from app.ui.app import make_app
    from app.ui.widgets import ReadingLine, Slot
    from ui_helpers import open_deal

    session = Session(speaker=speaker)
    session.settings.screen_reader = True
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_deal(pilot, "zoker-solo")
        await pilot.press("right")
        await pilot.pause()
        assert app.screen.query_one(ReadingLine).display and "╔" not in screen_text(app)
        assert all(slot.BLANK for slot in app.screen.query(Slot))
        session.settings.reader_table = True
        app.apply_settings()
        await pilot.pause()
        await pilot.pause()
        assert not app.screen.query_one(ReadingLine).display
        assert "╔" in screen_text(app) and "▶" in screen_text(app)
    session.close()


async def test_zockens_focus_is_seen(app, session):
    from ui_helpers import open_deal

    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "zocken")
        await pilot.pause()
        die = app.screen.focused
        assert die is not None and "zocken-die" in die.classes
        rows = screen_text(app).split("\n")
        edge = [rows[y][die.region.x] for y in range(die.region.y, min(die.region.bottom, len(rows)))]
        assert edge and set(edge) <= {"█", "▌", "▐"}, edge  # a bar down its left edge
