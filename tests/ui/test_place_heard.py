"""Issue 33, 3: after a burst of keys the focused place is heard (an edge names it too), and w names it
in every game."""

from __future__ import annotations

import pytest

from app.games import GAMES
from ui_helpers import open_deal


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_burst_of_arrows_ends_on_the_focused_place(app, session, speaker, fixed_deal, game_id):
    async with app.run_test(size=(100, 30)) as pilot:
        await open_deal(pilot, game_id)
        screen = pilot.app.screen
        if any(b.key == "right" for b in screen.BINDINGS):  # Zocken's one place has no arrows
            await pilot.press(*["right"] * 10)
            # Past the edge the last thing said is the edge and the place the focus stays on.
            assert speaker.last.lower().endswith(screen.focus_place().lower()), speaker.last
        place = screen.focus_place()
        assert place, f"{game_id}: nothing focused to name"
        await pilot.press("w")
        assert place.lower() in speaker.last.lower() and speaker.last != place
