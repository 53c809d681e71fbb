"""The looks at 80x24: everything fits, large print draws block glyphs, high contrast uses three colours."""

from __future__ import annotations

import pytest
from textual.color import Color

from app.session import Session
from app.ui.app import make_app
from app.ui.widgets import LiveLine, Slot
from ui_helpers import DEAL, screen_text

BLACK, WHITE, YELLOW = Color(0, 0, 0), Color(255, 255, 255), Color(255, 255, 0)


def make(speaker, **settings):
    session = Session(speaker=speaker)
    for name, value in settings.items():
        setattr(session.settings, name, value)
    return session, make_app(session)


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large-print"])
async def test_every_screen_fits_80x24(home, speaker, large):
    session, app = make(speaker, large_print=large)
    async with app.run_test(size=(80, 24)) as pilot:
        for open_screen in (lambda: app.open_game("zoker-solo", DEAL), lambda: app.open_game("zoker-pairs", DEAL),
                            lambda: app.open_chosen("zoker-explorer"), app.open_settings):
            open_screen()
            await pilot.pause()
            screen = app.screen
            visible = screen.region
            for widget in list(screen.query(Slot)) + list(screen.query(LiveLine)):
                assert visible.contains_region(widget.region), (type(screen).__name__, widget)
                assert widget.region.height >= (4 if large and isinstance(widget, Slot) else 1)
            if large and screen.query(Slot):
                assert "█" in screen_text(app)
            app.pop_screen()
            await pilot.pause()
    session.close()


def assert_three_colours(screen) -> None:
    """Fail unless every colour on the screen is black, white or yellow, at full strength."""
    for widget in screen.query("*"):
        styles = widget.styles
        colours = [styles.color, styles.background] + [c for _kind, c in (
            styles.border_top, styles.border_bottom, styles.border_left, styles.border_right) if _kind]
        for colour in colours:
            if colour.a == 0:
                continue  # transparent: the screen's black shows through
            assert colour.rgb in (BLACK.rgb, WHITE.rgb, YELLOW.rgb), (widget, colour)
            assert colour.a == 1.0, (widget, colour)


async def test_high_contrast_uses_black_white_and_yellow_only(home, speaker):
    session, app = make(speaker, high_contrast=True, large_print=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game("zoker-solo", DEAL)
        await pilot.pause()
        await pilot.press("enter")  # something picked up, something focused, an info on the live line
        await pilot.press("1")  # and an alert
        await pilot.pause()
        assert_three_colours(app.screen)
    session.close()


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large-print"])
async def test_high_contrast_on_the_table_games(home, speaker, large):
    """Memo with a card face up, Tiko with a trick, and the pass-the-keyboard view."""
    from app.core.seats import Seat
    from app.ui.table_setup import TableSetup

    session, app = make(speaker, high_contrast=True, large_print=large, bot_pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        memo = TableSetup.default("zoker-memo")
        memo.deal = DEAL
        app.open_setup("zoker-memo")
        await pilot.pause()
        app.start_table(memo)
        await pilot.pause()
        await pilot.press("enter", "w")
        await pilot.pause()
        assert_three_colours(app.screen)
        app.pop_screen()
        await pilot.pause()
        tiko = TableSetup.default("zoker-tiko")
        tiko.deal, tiko.kinds[1], tiko.names[1] = DEAL, "human", "Olle"
        app.open_setup("zoker-tiko")
        await pilot.pause()
        app.start_table(tiko)
        await pilot.pause()
        assert session.match.seats[1] == Seat("Olle")
        assert_three_colours(app.screen)  # the pass-the-keyboard view
        await pilot.press("enter", "enter", "enter")
        await pilot.pause()
        assert app.screen.query_one("#trick-0").display
        assert_three_colours(app.screen)
    session.close()


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large-print"])
async def test_table_games_fit_80x24(home, speaker, large):
    """Memo's 4x4 start and a Tiko table of five fit; a face-down card is told by a hatch and words."""
    from app.ui.table_setup import TableSetup
    from app.ui.widgets import Face

    session, app = make(speaker, large_print=large, bot_pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        tiko = TableSetup.default("zoker-tiko")
        tiko.players, tiko.deal = 5, DEAL
        for setup in (TableSetup.default("zoker-memo"), tiko):
            setup.deal = DEAL
            app.open_setup(setup.game_id)
            await pilot.pause()
            app.start_table(setup)
            await pilot.pause()
            screen = app.screen
            shown = [w for w in list(screen.query(Slot)) + list(screen.query(Face)) + list(screen.query(LiveLine))
                     if w.display and w.parent.display]
            assert len(shown) >= 5
            for widget in shown:
                assert screen.region.contains_region(widget.region), (type(screen).__name__, widget)
                assert widget.region.height >= (4 if large and not isinstance(widget, LiveLine) else 1)
            text = screen_text(app)
            if setup.game_id == "zoker-memo":
                assert text.count("▒▒▒▒▒▒") >= 16 and ("FACE DOWN" if large else "face down") in text
            else:
                assert "Sigrún: 4 in hand" in text and "Bram" in text
            app.pop_screen()
            await pilot.pause()
    session.close()


async def scrolled_to_focus(pilot, screen) -> None:
    """Wait until the framed focus has been scrolled into view (it comes after a refresh; a few on a busy
    machine)."""
    from ui_helpers import until

    await until(pilot, lambda: screen.region.contains_region(screen.focused.region))


@pytest.mark.parametrize("start", [48, 64])
async def test_large_print_memo_of_eight_columns_scrolls_sideways_and_cuts_no_letter(home, speaker, start):
    """In large print the block letters need 13 columns: 7 or 8 places a row scroll with the focus instead."""
    from app.ui.glyphs import big_text
    from app.ui.table_setup import TableSetup

    session, app = make(speaker, large_print=True, bot_pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = TableSetup.default("zoker-memo")
        setup.options["start"], setup.deal = start, DEAL
        app.open_setup("zoker-memo")
        await pilot.pause()
        app.start_table(setup)
        await pilot.pause()
        screen = app.screen
        columns = screen.columns
        assert columns >= 7
        # The widest card of the first row (an XL one if there is), as far right as can be.
        table = session.match.state.table
        place = max(range(columns), key=lambda i: (len(table[i].code), i))
        await pilot.press(*["right"] * place, "enter")
        await pilot.wait_for_scheduled_animations()  # the grid may glide to the focus
        await scrolled_to_focus(pilot, screen)
        focused = screen.focused
        assert (focused.row, focused.column) == (0, place)
        assert screen.region.contains_region(focused.region), "the focused place is scrolled into view"
        assert focused.region.width >= 13
        text = screen_text(app)
        for row in big_text(table[place].code):
            assert row.rstrip() in text, (table[place].code, row)
        # To the last column and back to the first: the grid scrolls with the focus.
        for key, count in (("right", columns - 1 - place), ("left", columns - 1)):
            if count:
                await pilot.press(*[key] * count)
                await pilot.wait_for_scheduled_animations()
            await scrolled_to_focus(pilot, screen)
            assert screen.region.contains_region(screen.focused.region)
    session.close()


def assert_no_scrolling(app, where: str) -> None:
    """Fail unless the screen's body shows everything at once: no scrolling either way, every shown widget
    inside the body, the focused item entire."""
    screen = app.screen
    body = screen.query_one("#body")
    assert body.max_scroll_y == 0 and body.max_scroll_x == 0, (where, body.max_scroll_x, body.max_scroll_y)
    shown = [w for w in body.query("*") if all(a.display for a in w.ancestors_with_self if a is not app)]
    assert shown, where
    for widget in shown:
        if widget.region.area:
            assert body.region.contains_region(widget.region), (where, widget, widget.region, body.region)
    focused = screen.focused
    assert focused is not None and focused.region.area, (where, focused)
    assert body.region.contains_region(focused.region), (where, focused, focused.region)
    assert "…" not in "".join(screen_text(app).split("\n")[focused.region.y:focused.region.bottom]), where


async def settle_with_a_long_message(app, pilot) -> None:
    """Fill the live line to its three rows (the most it takes) and let the layout settle."""
    app.screen.show_message("A long sentence on the live line. " * 12, "info")
    for _ in range(3):
        await pilot.pause()


@pytest.mark.parametrize("where", ["menu", "zipzap"])
async def test_large_print_menu_zipzap_hand_and_kubo_fit_80x24_without_scrolling(home, speaker, where):
    """Issue 24, point 3: in large print at 80x24 the main menu and Zip Zap's hand of 13 large cards are
    whole on the screen, the focus anywhere, with no scrolling. (Kubo's level fitted too while its places
    were words; in block glyphs (issue 35, point 6) it scrolls with the focus, its hand's cards staying in
    view under it: tests/ui/test_low_vision.py.)"""
    from app.ui.glyphs import big_text
    from ui_helpers import open_deal

    session, app = make(speaker, large_print=True, bot_pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle_with_a_long_message(app, pilot)
        if where == "menu":
            items = app.screen.items()
            assert len(items) >= 13
            for at in range(len(items)):
                assert_no_scrolling(app, f"menu, item {at}")
                await pilot.press("down")
                await settle_with_a_long_message(app, pilot)
        elif where == "zipzap":
            await open_deal(pilot, "zipzap", {"mode": "turns"})
            await settle_with_a_long_message(app, pilot)
            hand = app.screen.hand()
            assert len(hand) == 13
            for at, card in enumerate(hand):
                assert app.screen.focused.column == at
                assert_no_scrolling(app, f"zipzap, card {at}")
                if not card.is_zap:  # the number in block glyphs
                    assert big_text(str(card.number))[0] in screen_text(app)
                await pilot.press("right")
                await settle_with_a_long_message(app, pilot)
        else:
            await open_deal(pilot, "zoker-kubo")
            await settle_with_a_long_message(app, pilot)
            text = screen_text(app)
            for card in app.screen.hand():
                assert str(card.code) in text
            for key in ["right"] * 3 + ["down"] * 3 + ["left"] * 3:
                assert_no_scrolling(app, f"kubo at {app.screen.position()}")
                await pilot.press(key)
                await settle_with_a_long_message(app, pilot)
            assert_no_scrolling(app, f"kubo at {app.screen.position()}")
            assert "█" in screen_text(app)  # the focused place in block glyphs
    session.close()
