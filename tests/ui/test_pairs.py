"""The Pairs and ladders trainer by keys (ZP-1 to ZP-3)."""

from __future__ import annotations

from app.text.announcer import sentence_case

import itertools

from app.games.zoker.pairs import rules as pairs
from app.games.zoker.cards import compatible
from app.games.zoker.pairs.screen import PairsScreen
from ui_helpers import screen_text


async def open_trainer(pilot) -> PairsScreen:
    await pilot.press("down", "enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, PairsScreen)
    return pilot.app.screen


async def mark(pilot, place: int) -> None:
    from ui_helpers import focus_to

    await focus_to(pilot, *divmod(place, pairs.COLUMNS))
    await pilot.press("enter")


async def test_a_wrong_pair_is_explained_and_a_right_one_taken(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_trainer(pilot)
        table = session.match.state.table
        a, b = next((i, j) for i, j in itertools.combinations(range(pairs.TABLE_SIZE), 2)
                    if not compatible(table[i], table[j]))
        await mark(pilot, a)
        assert speaker.last.endswith(", marked")
        await mark(pilot, b)
        assert "marked" in screen_text(app)
        await pilot.press("c")
        assert speaker.last == f"2 cards marked: {table[a]}; {table[b]}."
        await pilot.press("x")
        assert speaker.last.startswith(sentence_case(f"{table[a]} and {table[b]} are not a pair: "))
        assert session.match.state.table == table and session.match.state.score == 0
        await pilot.press("escape")
        assert speaker.last == "Marks cleared." and screen.marked == []
        # One mark is not enough: the trainer explains what x needs.
        await mark(pilot, a)
        await pilot.press("x")
        assert speaker.last == ("1 card is marked. Mark two cards for a pair or four for a ladder, "
                                "then press x.")
        await pilot.press("enter")  # unmark
        assert speaker.last.endswith(", unmarked")
        # A real pair is taken off the table.
        take = next(act for act in pairs.legal_actions(session.match.state) if isinstance(act, pairs.TakePair))
        await mark(pilot, take.first)
        await pilot.press("p")
        assert speaker.last.startswith(sentence_case(f"{table[take.first]} pairs with: "))
        await mark(pilot, take.second)
        await pilot.press("x")
        state = session.match.state
        assert state.table[take.first] is None and state.table[take.second] is None
        assert state.score == 1 and speaker.last.startswith(f"Pair: {table[take.first]} and ")
        assert "Score 1: 1 pair, 0 ladders." in screen_text(app)
        await pilot.press("u")
        # Undo says which move it took back, and the score as it is now (not the score the pair had made).
        assert speaker.last.startswith(f"Undone. The pair {table[take.first]} and ")
        assert speaker.last.endswith("is back on the table. Score 0.")
        assert session.match.state.table == table
        await pilot.press("H")
        assert speaker.last.startswith("Hint: ")


async def test_a_ladder_of_four(app, session, speaker, monkeypatch):
    """ZP-2: find a deal with a ladder on the table, and take it with four marks."""
    deal = next(d for d in range(1, 500)
                if any(isinstance(a, pairs.TakeLadder) for a in pairs.legal_actions(pairs.new_game(1, d))))
    monkeypatch.setattr("app.session.starting.random_deal", lambda: deal)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_trainer(pilot)
        ladder = next(a for a in pairs.legal_actions(session.match.state) if isinstance(a, pairs.TakeLadder))
        for place in ladder.places:
            await mark(pilot, place)
        await pilot.press("x")
        assert speaker.last.startswith("Ladder: ")
        assert session.match.state.score == 3
        assert all(session.match.state.table[p] is None for p in ladder.places)
        # An emptied place cannot be marked.
        await mark(pilot, ladder.places[0])
        assert speaker.last == "That place is empty."
