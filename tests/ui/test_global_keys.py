"""Keys every screen has: repeat, history back and forward, where am I, read the table and cards."""

from __future__ import annotations

from app.text.announcer import sentence_case

from app.games.zoker.solo import text as solo_text
from ui_helpers import DEAL


async def test_repeat_history_and_where(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Zoker Solo
        await pilot.pause()
        await pilot.press("w")
        # The focused place first, then where the game stands (issue 33, 3).
        where = f"Focus: red S2, row 1, column 1. Zoker Solo, deal {DEAL}. Highest pile 1. 48 cards in the stock. 0 moves made."
        assert speaker.last == where
        await pilot.press("r")
        assert speaker.said[-2:] == [where, where]
        history = list(session.announcer.history)
        assert history[-2:] == [f"Zoker Solo, deal {DEAL}.", where]
        # The first step back goes past what was just heard to the message before it.
        await pilot.press("left_square_bracket")
        assert speaker.last == f"Zoker Solo, deal {DEAL}."
        await pilot.press("left_square_bracket")
        assert speaker.last == history[0] and speaker.last.startswith("Main menu:")
        await pilot.press("left_square_bracket")
        assert speaker.last == "Oldest message: " + history[0]
        await pilot.press("right_square_bracket", "right_square_bracket")
        assert speaker.last == where
        await pilot.press("right_square_bracket")
        assert speaker.last == "Newest message: " + where
        # The history steps are shown on the live line as well.
        assert app.screen.query_one("LiveLine").message == speaker.last
        await pilot.press("t")
        assert speaker.last == sentence_case(solo_text.read_table(session.match.state))
        await pilot.press("c")
        assert speaker.last == sentence_case(solo_text.read_piles(session.match.state))
        # Focus echoes are said but not kept in the history.
        await pilot.press("right")
        assert speaker.last == "green S1, row 1, column 2"
        assert "green S1, row 1, column 2" not in session.announcer.history


async def test_questions_where_there_is_no_table(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        assert speaker.last == "There is no table here. Choose a game first."
        await pilot.press("c")
        assert speaker.last == "You have no cards here. Choose a game first."
        await pilot.press("o", "w")
        assert speaker.last == "Language: English, 1 of 12."
        await pilot.press("o")
        assert speaker.last.startswith("Settings. On Language: English.")


async def test_repeat_with_an_empty_history(home, speaker):
    from app.session import Session
    from app.ui.app import make_app

    session = Session(speaker=speaker)
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session.announcer.history.clear()
        session.announcer.last = ""
        await pilot.press("r")
        assert speaker.last == "No messages yet."
        await pilot.press("left_square_bracket")
        assert speaker.last == "No messages yet."
    session.close()
