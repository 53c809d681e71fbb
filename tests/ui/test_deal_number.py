"""Playing a chosen deal number from the game screens (ZS-8: numbered deals)."""

from app.games.zoker.pairs import rules as pairs
from app.games.zoker.solo import rules as solo
from app.ui.app import make_app


async def test_zs8_g_plays_the_typed_deal_number(session, speaker):
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Zoker Solo, a random deal
        await pilot.pause()
        await pilot.press("g")
        assert "Type a deal number" in speaker.last
        await pilot.press("x", "enter")  # letters are not typed; nothing is no deal number
        await pilot.pause()
        assert speaker.last == "A deal number is a whole number from 1 to 999999. Type it again."
        await pilot.press("0", "enter")
        await pilot.pause()
        assert speaker.said[-2:] == [speaker.last] * 2
        await pilot.press("4", "2", "enter")
        await pilot.pause()
        assert session.match.deal == 42
        assert session.match.state == solo.new_game(1, 42)
        assert any(s.startswith("Zoker Solo, deal 42.") for s in speaker.said)


async def test_escape_keeps_the_game(session, speaker):
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "enter")  # Pairs and ladders
        await pilot.pause()
        deal = session.match.deal
        await pilot.press("g", "7", "escape")
        await pilot.pause()
        assert session.match.deal == deal
        # Back at the game, the player hears where they are.
        assert speaker.last.startswith(f"Pairs and ladders, deal {deal}.")
        await pilot.press("g", "1", "2", "3", "enter")
        await pilot.pause()
        assert session.match.state == pairs.new_game(1, 123)
