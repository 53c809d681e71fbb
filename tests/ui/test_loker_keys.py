"""Numeramis Loker by keys alone: a whole deal against two bots (NL)."""

from __future__ import annotations

from app.games.loker import text as loker_text
from app.games.loker.hands import evaluate
from app.games.loker.screen import LokerScreen
from ui_helpers import open_setup, screen_text


async def test_whole_loker_deal_by_keys(app, session, speaker, fixed_deal):
    """NL-5..NL-10: you, Eva and Aino; you mark and exchange, then close or pass, to the show-down."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "loker")
        await pilot.press("right", "s")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, LokerScreen)
        assert [s.human for s in session.match.seats] == [True, False, False]
        hand = session.match.state.hands[0]
        assert speaker.last == loker_text.hand(loker_text.sorted_hand(hand))
        turns = 0
        exchanged = False
        while not session.match.is_over():
            if not session.my_turn():
                await pilot.pause()
                continue
            state = session.match.state
            if state.exchanged:
                await pilot.press("x" if evaluate(state.hands[0]).rank else "p")
            elif not exchanged:
                # Mark the last card, unmark it, mark it again: its number is said with "marked".
                await pilot.press("left")
                await pilot.press("space")
                assert speaker.last.endswith("marked")
                assert "[" in screen_text(app)
                await pilot.press("e")
                exchanged = True
                assert any(s.startswith("You exchange ") for s in speaker.said[-4:]), speaker.said[-4:]
            elif state.closer is not None:
                await pilot.press("p")
            else:
                await pilot.press("x" if evaluate(state.hands[0]).rank else "p")
            turns += 1
            assert turns < 20, speaker.said[-5:]
        said = speaker.said
        assert any(s.startswith(("Eva ", "Aino ")) for s in said)
        assert any("Game over" in s for s in said)
        assert "over" in screen_text(app).lower()
