"""The table setup of Zoker Memo and Zoker Tiko: players, seats, names, variants, deal, start."""

from __future__ import annotations

from app.core.seats import Seat
from app.games.zoker.memo.screen import MemoScreen
from app.ui.screens.menu import MenuScreen
from app.ui.screens.prompt import PromptScreen
from app.games.zoker.tiko.screen import TikoScreen
from ui_helpers import open_setup, screen_text, setup_row, type_text


async def test_memo_setup_seats_names_and_variant_start_the_match(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "memo")
        assert speaker.last.startswith("Table for Zoker Memo. On Players: 2.")
        text = screen_text(app)
        assert "▶ Players: 2 ◀" in text and "Seat 2: Eva, bot, medium" in text and "Seat 3" not in text
        await pilot.press("right")
        assert speaker.last == "Players: 3"
        assert "Seat 3: Aino, bot, medium" in screen_text(app)
        await pilot.press("down")
        assert speaker.last == "Seat 1: Player 1, at this keyboard"
        # Seat 2: renamed by typing (letters that are also global keys are typed, not obeyed).
        await pilot.press("down", "e")
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen)
        assert speaker.last == "Type a name for seat 2, then Enter. Enter alone gives the usual name. Escape keeps Eva."
        await pilot.press(*["backspace"] * 3)
        assert speaker.last == "empty"
        await type_text(pilot, "Olle")
        assert speaker.said[-4:] == ["O", "l", "l", "e"]
        await pilot.press("enter")
        await pilot.pause()
        assert speaker.last == "Seat 2: Olle, bot, medium"
        # Seat 3: a hard bot.
        await pilot.press("down", "right")
        assert speaker.last == "Seat 3: Aino, bot, hard"
        # The variant: 12 cards at the start, easy pairs, the deal asked for.
        await setup_row(pilot, "start")
        await pilot.press("left")
        assert speaker.last == "Cards at the start: 12"
        await pilot.press("down", "enter")
        assert speaker.last == "Easy pairs (one common attribute): on"
        await pilot.press("down", "space")
        assert speaker.last == "New cards: when asked for, with d"
        # A match of three games of Memo, counted by cards won.
        await pilot.press("down", "right")
        assert speaker.last == "Games in the match: 3"
        await pilot.press("down")
        assert speaker.last == "The match counts: cards won"
        await pilot.press("down", "down", "left")
        assert speaker.last == "Press Enter to start the game."
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MemoScreen)
        match = session.match
        assert match.game_id == "zoker-memo" and (match.rounds, match.count) == (3, "points")
        assert match.seats == (Seat("", True), Seat("Olle", False, "medium"), Seat("Aino", False, "hard"))
        assert match.options == {"start": 12, "easy": True, "refill": "manual"}
        assert any(s.startswith("Zoker Memo, deal ") for s in speaker.said)
        # Back in the menu and into the setup again: the last table is remembered for the sitting.
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert app.screen.current().key == "resume"
        await pilot.press("down")  # past "Resume Zoker Memo" to Zoker Solo
        await open_setup(pilot, "memo")
        text = screen_text(app)
        assert "Players: 3" in text and "Seat 2: Olle, bot, medium" in text and "Cards at the start: 12" in text


async def test_tiko_setup_match_length_count_and_deal(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "tiko")
        await pilot.press("left")
        assert speaker.last == "This game is for 2 to 5 players."
        await setup_row(pilot, "rounds")
        assert speaker.last == "Games in the match: 1"
        await pilot.press("right")
        assert speaker.last == "Games in the match: 3"
        await pilot.press("down", "right")
        assert speaker.last == "The match counts: games won"
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen)
        assert speaker.last.startswith("Type a deal number from 1 to 999999, then Enter. Enter alone: a random deal.")
        await type_text(pilot, "x12")
        await pilot.press("enter")
        await pilot.pause()
        assert speaker.last == "Deal: 12"
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, TikoScreen)
        match = session.match
        assert (match.deal, match.rounds, match.count) == (12, 3, "wins")
        assert match.seats == (Seat("", True), Seat("Eva", False, "medium"))


async def test_the_last_human_cannot_leave_the_table(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "memo")
        await pilot.press("down", "right")
        assert speaker.last == "At least one seat must be played at this keyboard."
        await pilot.press("down", "left", "left")
        assert speaker.last == "Seat 2: Player 2, at this keyboard"
        # Now seat 1 may be a bot, named like one; seat 2 stays at the keyboard.
        await pilot.press("up", "right")
        assert speaker.last == "Seat 1: Jana, bot, easy"
        # One player: only seat 1, a bot, would be left.
        await pilot.press("up", "left")
        assert speaker.last == "At least one seat must be played at this keyboard."
        await pilot.press("e")
        assert speaker.last == "Move to a seat's row to rename it."
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_renaming_seat_one_keeps_the_players_name(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "tiko")
        await pilot.press("down", "e")
        await pilot.pause()
        await type_text(pilot, "Anna")
        await pilot.press("enter")
        await pilot.pause()
        assert speaker.last == "Seat 1: Anna, at this keyboard"
        assert session.settings.player_name == "Anna"
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert speaker.last == "Seat 1: Anna, at this keyboard"


async def test_back_from_the_help_says_the_setup_again(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "tiko")
        await pilot.press("question_mark")
        await pilot.pause()
        assert speaker.last.startswith("Keys for Zoker Tiko: the table, 21 entries. ")
        await pilot.press("down", "down", "down", "down")
        assert speaker.last == "s: Start the game"
        await pilot.press("escape")
        await pilot.pause()
        assert speaker.last.startswith("Table for Zoker Tiko. On Players: 2.")
        await pilot.press("w")
        assert speaker.last == "Zoker Tiko: the table. Players: 2, 1 of 7."
