"""Shift F finds a card by its name, Shift R and Shift C read a line, h says the counts, in every Zoker screen.

The answers are line mode's sentences (``find``, ``row N``, ``column N``,
``held``), made by the same functions.
"""

from __future__ import annotations

from app.games.zoker.cards import parse_card
from app.games.zoker.memo import text as memo_text
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.pairs import text as pairs_text
from app.games.zoker.pairs.screen import PairsScreen
from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import text as solo_text
from app.games.zoker.solo.screen import SoloScreen
from app.games.zoker.memo.screen import MemoScreen
from app.games.zoker.tiko import text as tiko_text
from app.games.zoker.tiko.screen import TikoScreen
from app.games.zoker.words import line_text, not_a_card
from app.text.announcer import sentence_case
from app.ui import keys
from app.ui.screens.prompt import PromptScreen

from test_memo import a_pair, focus_place, start_memo
from test_pairs import mark, open_trainer
from test_solo import open_solo
from test_tiko import start_tiko
from ui_helpers import focus_to, type_text

QUESTION = "Find which card? Type its colour and code, like green M2, then Enter. Escape cancels."


async def find(pilot, name: str) -> str:
    """Press Shift F, type ``name`` and Enter; return what was said last."""
    await pilot.press("F")
    await pilot.pause()
    assert isinstance(pilot.app.screen, PromptScreen)
    await type_text(pilot, name)
    await pilot.press("enter")
    await pilot.pause()
    return pilot.app.session.speaker.last


async def test_solo_find_a_card_on_the_table_on_a_pile_and_in_the_stock(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_solo(pilot)
        state = session.match.state
        await pilot.press("F")
        await pilot.pause()
        assert speaker.last == QUESTION and isinstance(app.screen, PromptScreen)
        await type_text(pilot, "red S2")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen
        assert speaker.last == "Red S2: row 1, column 1." == sentence_case(solo_text.find(state, parse_card("red S2")))
        assert await find(pilot, "BLUE xl1") == "Blue XL1: pile 1, on top."
        in_stock = state.stock[0]
        assert await find(pilot, str(in_stock)) == sentence_case(f"{in_stock}: in the stock, not seen yet.")
        # The focus stays where it was, and the voice agrees with it.
        assert screen.position() == (0, 0)
        await pilot.press("right")
        assert speaker.last == solo_text.focus(session.match.state, 0, 1)


async def test_solo_find_a_wrong_name_asks_again_and_escape_cancels(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_solo(pilot)
        await pilot.press("F")
        await pilot.pause()
        await type_text(pilot, "purple Q9")
        await pilot.press("enter")
        await pilot.pause()
        # The same sentence as line mode's "find purple Q9", and the prompt stays open to type again.
        assert speaker.last == sentence_case(not_a_card("purple Q9"))
        assert speaker.last.startswith("Purple Q9 is not a card. Name a card by colour and code, like green M2")
        assert isinstance(app.screen, PromptScreen)
        # Enter on an empty line asks the question again.
        await pilot.press(*["backspace"] * len("purple Q9"), "enter")
        await pilot.pause()
        assert speaker.last == QUESTION and isinstance(app.screen, PromptScreen)
        said = len(speaker.said)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        assert speaker.said[said:] == ["Find cancelled."]  # and no "where am I" after it
        assert session.match.actions == []


async def test_solo_find_takes_a_name_in_the_players_language_and_reads_back_candidates(app, session, speaker,
                                                                                         fixed_deal):
    session.set_language("sv")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_solo(pilot)
        state = session.match.state
        # Swedish, the colour inflected and without its ring, the code first.
        assert await find(pilot, "s2 roda") == sentence_case(solo_text.find(state, parse_card("red S2")))
        assert speaker.last == "Rött S2: rad 1, kolumn 1."
        await pilot.press("F")
        await pilot.pause()
        await type_text(pilot, "m2")
        await pilot.press("enter")
        await pilot.pause()
        assert speaker.last == "M2: blått M2, grönt M2, orange M2 eller rött M2?"
        assert isinstance(app.screen, PromptScreen)  # asked again: type the colour too
        await type_text(pilot, " blå")
        await pilot.press("enter")
        await pilot.pause()
        assert speaker.last == sentence_case(solo_text.find(state, parse_card("blue M2")))


async def test_solo_row_column_and_counts(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_solo(pilot)
        state = session.match.state
        await pilot.press("R")
        assert speaker.last == "Row 1: red S2; green S1; red S4; red M3."
        await pilot.press("C")
        assert speaker.last == sentence_case(line_text(solo_text.grid(state), "column", 1))
        assert speaker.last.startswith("Column 1: red S2; ") and "blue XL1" in speaker.last  # pile 1's top
        await focus_to(pilot, 3, 2)
        await pilot.press("R")
        assert speaker.last == sentence_case(line_text(solo_text.grid(state), "row", 4))
        await pilot.press("h")
        assert speaker.last == ("Highest pile 1; pile heights 1, 1, 1, 1. 12 cards in rows 1 to 3. "
                                "48 cards in the stock.")
        assert speaker.last == session.holdings() == solo_text.holdings(state)
        # A move changes the counts.
        move = next(a for a in solo.legal_actions(state) if isinstance(a, solo.MoveCard))
        await focus_to(pilot, *divmod(move.place, 4))
        await pilot.press("enter", str(move.pile + 1))
        await pilot.press("h")
        assert speaker.last.startswith("Highest pile 2; pile heights ")
        assert "11 cards in rows 1 to 3." in speaker.last
        row, column = divmod(move.place, 4)
        await pilot.press("R")
        assert f"column {column + 1} empty" in speaker.last
        await pilot.press("C")
        assert f"row {row + 1} empty" in speaker.last


async def test_pairs_find_lines_and_counts(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_trainer(pilot)
        state = session.match.state
        card = state.table[7]
        assert await find(pilot, str(card)) == sentence_case(f"{card}: row 2, column 3.")
        await pilot.press("R")
        assert speaker.last == sentence_case(line_text(pairs_text.grid(state), "row", 1))
        await focus_to(pilot, 1, 4)
        await pilot.press("C")
        assert speaker.last == sentence_case(line_text(pairs_text.grid(state), "column", 5))
        await pilot.press("h")
        assert speaker.last == "Score 0: 0 pairs, 0 ladders. 20 cards on the table."
        take = next(a for a in pairs.legal_actions(state) if isinstance(a, pairs.TakePair))
        await mark(pilot, take.first)
        await mark(pilot, take.second)
        await pilot.press("x")
        taken = state.table[take.first]
        assert await find(pilot, str(taken)) == sentence_case(f"{taken}: not on the table.")
        await pilot.press("h")
        assert speaker.last == "Score 1: 1 pair, 0 ladders. 18 cards on the table."
        await focus_to(pilot, *divmod(take.first, pairs.COLUMNS))
        await pilot.press("R")
        assert speaker.last == sentence_case(line_text(pairs_text.grid(session.match.state), "row",
                                                       take.first // pairs.COLUMNS + 1))
        assert "empty" in speaker.last
        # The hint moved to Shift H.
        await pilot.press("H")
        assert speaker.last.startswith("Hint: ")


async def test_memo_find_and_lines_never_tell_a_face_down_card(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_memo(pilot, 8)
        state = session.match.state
        hidden = state.table[0]
        assert await find(pilot, str(hidden)) == sentence_case(f"{hidden}: not seen yet.")
        await pilot.press("R")
        assert speaker.last == "Row 1: all face down."
        await pilot.press("C")
        assert speaker.last == "Column 1: all face down."
        first, second = a_pair(state)
        await focus_place(pilot, first)
        await pilot.press("enter")
        up = session.match.state
        row, column = divmod(first, up.columns)
        await pilot.press("R")
        assert speaker.last == sentence_case(memo_text.read_line(up, "row", row))
        assert f"column {column + 1} face up: {state.table[first]}" in speaker.last
        await pilot.press("C")
        assert speaker.last.startswith(f"Column {column + 1}: row {row + 1} face up: {state.table[first]}")
        assert await find(pilot, str(state.table[first])) == sentence_case(
            f"{state.table[first]}: {memo_text.place(up, first)}.")
        await focus_place(pilot, second)
        await pilot.press("enter")
        taken = state.table[second]
        assert await find(pilot, str(taken)) == sentence_case(f"{taken}: with you.")
        await focus_place(pilot, first)
        await pilot.press("R")
        assert "empty" in speaker.last and speaker.last == sentence_case(
            memo_text.read_line(session.match.state, "row", row))
        await pilot.press("h")
        assert speaker.last.startswith("Cards taken: ")
        assert isinstance(app.screen, MemoScreen) and app.screen is screen


async def test_tiko_find_in_hand_won_and_cancel(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_tiko(pilot, 3)
        state = session.match.state
        mine = state.hands[0][0]
        assert await find(pilot, str(mine)) == sentence_case(f"{mine}: in your hand.")
        unseen = state.hands[1][0]
        assert await find(pilot, str(unseen)) == sentence_case(f"{unseen}: not seen yet.")
        await pilot.press("F")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert speaker.last == "Find cancelled." and app.screen is screen
        # Play a card: the bots follow at once, and someone wins the trick.
        played = screen.focused_card()
        await pilot.press("enter")
        await pilot.pause()
        after = session.match.state
        said = await find(pilot, str(played))
        assert said == sentence_case(tiko_text.find(after, played, session.seats, 0))
        assert said.startswith(sentence_case(f"{played}: with "))
        # No row or column keys at the Tiko table: its hand is one line.
        assert not any(b.key in ("R", "C") for b in TikoScreen.BINDINGS)


def test_every_new_key_is_in_the_help():
    find_entry = ("Shift F", "Find a card by its name: where it is")
    row_entry = ("Shift R", "Read the row of the focused place")
    column_entry = ("Shift C", "Read the column of the focused place")
    for screen in (SoloScreen, PairsScreen, MemoScreen, TikoScreen):
        entries = keys.help_entries(screen.BINDINGS)
        assert find_entry in entries, screen
        assert any(k == "h" for k, _what in entries), screen
        if screen is not TikoScreen:
            assert row_entry in entries and column_entry in entries, screen
    assert ("Shift H", "Hint") in keys.help_entries(SoloScreen.BINDINGS)
    assert ("Shift H", "Hint") in keys.help_entries(PairsScreen.BINDINGS)
    # No key of a game screen is bound twice.
    for screen in (SoloScreen, PairsScreen, MemoScreen, TikoScreen):
        bound = [b.key for b in screen.BINDINGS]
        assert len(bound) == len(set(bound)), screen
