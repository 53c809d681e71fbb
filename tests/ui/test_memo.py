"""Zoker Memo by keys alone: a whole game against a bot, the questions, out of turn, skip (ZM)."""

from __future__ import annotations

import itertools

from app.games.zoker.memo import rules as memo
from app.games.zoker.memo import text as memo_text
from app.games.zoker.memo.screen import MemoScreen
from ui_helpers import open_setup, screen_text, setup_row, until


async def start_memo(pilot, cards: int = 8) -> MemoScreen:
    """Set up you and Eva (a medium bot) with ``cards`` at the start, and start, by keys."""
    await open_setup(pilot, "memo")
    await setup_row(pilot, "start")
    steps = {8: 2, 12: 1, 16: 0}[cards]
    if steps:
        await pilot.press(*["left"] * steps)
    await pilot.press("s")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, MemoScreen)
    return screen


async def focus_place(pilot, index: int) -> None:
    """Move the focus to a place by arrows: to column 1, along the column, then along the row."""
    screen = pilot.app.screen
    row, column = divmod(index, screen.columns)
    at_row, at_column = screen.position()
    keys = ["left"] * at_column + ["down"] * (row - at_row) + ["up"] * (at_row - row) + ["right"] * column
    if keys:
        await pilot.press(*keys)
    assert screen.position() == (row, column)


def a_pair(state: memo.MemoState) -> tuple[int, int]:
    """Return two places holding a pair (the test peeks; the player would remember)."""
    places = memo.face_down(state)
    return next((a, b) for a, b in itertools.combinations(places, 2)
                if memo.is_pair(state.table[a], state.table[b], state.easy))


async def take_pairs_to_the_end(pilot, session) -> None:
    """Play your turns by arrows and Enter, always turning up a pair, until the game is over."""
    turns = 0
    while not session.match.is_over():
        assert session.my_turn()
        first, second = a_pair(session.match.state)
        for place in (first, second):
            await focus_place(pilot, place)
            await pilot.press("enter")
        turns += 1
        assert turns < 40


async def test_a_memo_match_of_three_games(app, session, speaker, fixed_deal):
    """A Memo match set up on the screen: after each game the totals, n deals the next."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "memo")
        await setup_row(pilot, "start")
        await pilot.press("left", "left")
        await setup_row(pilot, "rounds")
        await pilot.press("right", "s")
        await pilot.pause()
        assert session.match.rounds == 3
        for number in (1, 2, 3):
            assert session.match.round_no == number
            await take_pairs_to_the_end(pilot, session)
            if number < 3:
                assert any(s.startswith(f"After game {number} of 3: you ") for s in speaker.said[-3:])
                assert "Press n for the next game" in speaker.last
                await pilot.press("n")
                # The start moves one to the left each game (ZM-1): Eva starts game 2, you game 3.
                starter = "Eva starts." if number == 1 else "You start."
                assert f"Game {number + 1}, deal {fixed_deal + number}. {starter}" in speaker.said[-4:]
        assert any(s.startswith("The match is over. You win.") for s in speaker.said[-3:]), speaker.said[-3:]
        assert "Match over" in screen_text(app)


async def test_whole_memo_game_by_keys(app, session, speaker, fixed_deal):
    """ZM-1..ZM-4: you against Eva from 8 cards to the end, by arrows and Enter only."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_memo(pilot, 8)
        assert session.match.options["start"] == 8
        assert "Your turn" in screen_text(app) and "face down" in screen_text(app)
        turns = 0
        while not session.match.is_over():
            assert session.my_turn(), speaker.said[-3:]
            state = session.match.state
            first, second = a_pair(state)
            await focus_place(pilot, first)
            assert speaker.last.endswith("face down")
            await pilot.press("enter")
            assert speaker.last.startswith(f"You turn up {memo_text.place(state, first)}: ")
            # The card turned up is drawn face up, in words too.
            assert "face up" in screen_text(app)
            await focus_place(pilot, second)
            await pilot.press("enter")
            assert any("You take the pair" in s for s in speaker.said[-6:]), speaker.said[-6:]
            turns += 1
            assert turns < 40
            if turns == 1:
                await pilot.press("f")
                assert speaker.last == memo_text.face_down(session.match.state)
                await pilot.press("h")
                assert speaker.last.startswith("Cards taken: you have ")
                await pilot.press("c")
                assert speaker.last.startswith("You have taken 2 cards: ")
                await pilot.press("t")
                assert speaker.last == memo_text.read_table(session.match.state)
                await pilot.press("w")
                assert speaker.last.startswith(f"Focus: {screen.echo(app.focused)}. Zoker Memo, deal {fixed_deal}.")
        said = speaker.said
        assert any(s.startswith("Eva: ") and ", row " in s for s in said), "the bot's turns are told by name"
        assert any("Game over. " in s for s in said), said[-4:]
        assert "Match over" in screen_text(app)
        await pilot.press("enter")
        assert speaker.last.startswith("The match is over. Press n for a new match")
        # n starts a new match at the same table.
        seats = session.match.seats
        await pilot.press("n")
        assert session.match.actions == [] and session.match.seats == seats
        assert session.match.options["start"] == 8
        assert speaker.said[-2].startswith("Zoker Memo, deal ") and speaker.said[-1] == "Your turn."


async def test_out_of_turn_wrong_keys_and_skip(app, session, speaker, fixed_deal):
    """With a slow bot, Enter on Eva's turn names her turn; s lets her move at once."""
    session.settings.bot_pace = 5000
    async with app.run_test(size=(80, 24)) as pilot:
        await start_memo(pilot, 16)
        state = session.match.state
        await pilot.press("s")
        assert speaker.last == "No bot is to move. Your turn."
        # Two cards that are not a pair: the turn goes to Eva, who waits for her pace.
        places = memo.face_down(state)
        first, second = next((a, b) for a, b in itertools.combinations(places, 2)
                             if not memo.is_pair(state.table[a], state.table[b]))
        await focus_place(pilot, first)
        await pilot.press("enter")
        await pilot.press("enter")
        assert speaker.last.startswith("That card is already face up:")
        await focus_place(pilot, second)
        await pilot.press("enter")
        assert "Not a pair" in speaker.last
        # Both cards stay drawn for a moment, marked in words.
        assert screen_text(app).count("turned back") == 2
        assert session.bot_to_act() == 1
        before = session.match.state
        await pilot.press("enter")
        assert speaker.last == "Eva's turn."
        await pilot.press("d")
        assert speaker.last == "Eva's turn."
        assert session.match.state == before
        assert "Eva to play" in screen_text(app)
        await pilot.press("s")
        assert session.my_turn()
        assert any(s.startswith("Eva: ") for s in speaker.said[-4:])
        assert speaker.last == "Your turn."
        await pilot.press("d")
        assert speaker.last == "In this game new cards are dealt automatically when no pair is left."
        # n during a game asks first.
        await pilot.press("n")
        assert speaker.last.startswith("Press n again to give up this match")
        assert session.match.actions


async def test_bots_move_after_the_pace(app, session, speaker, fixed_deal):
    """A bot moves after the bot pace, not at once, and not while the help is open."""
    session.settings.bot_pace = 5000  # long enough that Eva cannot move before the help opens
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_memo(pilot, 16)
        state = session.match.state
        places = memo.face_down(state)
        first, second = next((a, b) for a, b in itertools.combinations(places, 2)
                             if not memo.is_pair(state.table[a], state.table[b]))
        await focus_place(pilot, first)
        await pilot.press("enter")
        await focus_place(pilot, second)
        await pilot.press("enter", "question_mark")
        assert session.bot_to_act() == 1
        # The bots wait while the help is in front, even when their time comes ...
        session.settings.bot_pace = 50
        screen.stop_bots()
        screen.schedule_bots()
        # Fixed waits, on purpose: what they prove is that nothing happens, which has no event to wait for;
        # 0.3 s is six bot paces (50 ms), room enough for a wrong move to have come.
        await pilot.pause(0.3)
        assert session.bot_to_act() == 1 and len(session.match.actions) == 2
        # ... and while the voice is still talking, however long their pace has passed ...
        speaker.busy = True
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert len(session.match.actions) == 2
        # ... and go on, one move per pace, once the voice is quiet.
        speaker.busy = False
        assert await until(pilot, session.my_turn)
        assert any(s.startswith("Eva: ") for s in speaker.said)


async def test_the_table_grows_by_rows_and_keeps_the_focus(app, session, speaker, fixed_deal):
    """ZM-3 (deal asked for): d on a full table deals a new row; the focus stays where it was."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "memo")
        await setup_row(pilot, "start")
        await pilot.press("left", "left", "down", "down", "right", "s")
        await pilot.pause()
        screen = app.screen
        assert session.match.options == {"start": 8, "easy": False, "refill": "manual"}
        assert session.match.state.rows == 2
        await focus_place(pilot, 6)
        await pilot.press("down")
        assert speaker.last == "Edge. Row 2, column 3, face down"  # the edge, and where the focus stays
        await pilot.press("d")
        assert "You ask for the deal. New deal: 12 cards face down. The table grew by 1 row." in speaker.last
        assert session.match.state.rows == 3
        assert screen.position() == (1, 2) and app.focused is screen.slot(1, 2)
        assert screen.query_one("#memo-row-2").display and not screen.query_one("#memo-row-3").display
        await pilot.press("down")
        assert speaker.last == "row 3, column 3, face down"
        await pilot.press("tab", "tab")
        assert speaker.last.startswith("Edge. Row 3, column 4")
        assert session.my_turn()  # asking for the deal does not end the turn
