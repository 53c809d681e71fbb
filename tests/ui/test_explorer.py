"""The cube explorer (ZC-1): moving through sizes, shapes and levels, and its edges."""

from __future__ import annotations

from app.games.zoker.cards import Card
from app.games.zoker.explorer.screen import ExplorerScreen
from ui_helpers import screen_text


async def open_explorer(pilot) -> ExplorerScreen:
    await pilot.press(*["down"] * 8, "enter")  # past Kubo, Zip Zap, Zocken and Loker
    await pilot.pause()
    assert isinstance(pilot.app.screen, ExplorerScreen)
    return pilot.app.screen


async def test_moving_and_edges(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_explorer(pilot)
        assert speaker.last.startswith("Cube explorer. Blue S1, level 1.")
        assert "▶ [S1] ◀" in screen_text(app)
        for key in ("left", "up", "pagedown", "minus"):
            await pilot.press(key)
            assert speaker.last == "Edge of the cube. Blue S1, level 1"  # the edge, and where the focus stays
            assert screen.card == Card(0, 0, 0)
        await pilot.press("right")
        assert speaker.last == "blue M1, level 1" and screen.card == Card(0, 1, 0)
        await pilot.press("down")
        assert speaker.last == "blue M2, level 1"
        await pilot.press("pageup", "plus")
        assert speaker.last == "orange M2, level 3"
        assert "Level 3: orange." in screen_text(app) and "▶ [M2] ◀" in screen_text(app)
        assert app.focused is screen.slot(1, 1)
        for _ in range(3):
            await pilot.press("right")
        assert speaker.last == "Edge of the cube. Orange XL2, level 3" and screen.card == Card(2, 3, 1)
        await pilot.press("pageup", "pageup")
        assert speaker.last.startswith("Edge of the cube. ") and screen.card == Card(3, 3, 1)
        await pilot.press("enter")
        assert speaker.last == "Red, extra large, lens, XL2"
        await pilot.press("p")
        assert speaker.last.startswith("Pairs of red XL2.")
        await pilot.press("n")
        assert speaker.last.startswith("Red XL2 lies on ")
        await pilot.press("t")
        assert speaker.last.startswith("Level 4: red. Drop: red S1; red M1; red L1; red XL1.")
        await pilot.press("w")
        assert speaker.last == "Cube explorer. Red XL2, level 4."
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ExplorerScreen)
