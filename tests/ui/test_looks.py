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
                            app.open_explorer, app.open_settings):
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


async def test_high_contrast_uses_black_white_and_yellow_only(home, speaker):
    session, app = make(speaker, high_contrast=True, large_print=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game("zoker-solo", DEAL)
        await pilot.pause()
        await pilot.press("enter")  # something picked up, something focused, an info on the live line
        await pilot.press("1")  # and an alert
        await pilot.pause()
        for widget in app.screen.query("*"):
            styles = widget.styles
            colours = [styles.color, styles.background] + [c for _kind, c in (
                styles.border_top, styles.border_bottom, styles.border_left, styles.border_right) if _kind]
            for colour in colours:
                if colour.a == 0:
                    continue  # transparent: the screen's black shows through
                assert colour.rgb in (BLACK.rgb, WHITE.rgb, YELLOW.rgb), (widget, colour)
                assert colour.a == 1.0, (widget, colour)
    session.close()
