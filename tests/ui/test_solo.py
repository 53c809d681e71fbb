"""Zoker Solo by keys alone: a whole deal, illegal moves, pick-up and the solver keys (ZS)."""

from __future__ import annotations

import dataclasses

from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver
from app.games.zoker.solo import text as solo_text
from app.games.zoker.solo.screen import SoloScreen
from app.ui.widgets import LiveLine

from ui_helpers import DEAL, focus_to, screen_text


async def open_solo(pilot) -> SoloScreen:
    """Choose Zoker Solo in the main menu (the first item) by keys."""
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, SoloScreen)
    return screen


async def test_whole_deal_by_keys(app, session, speaker, monkeypatch):
    """ZS-1..ZS-8: play a deal to its end following the hint key, by keys only."""
    # Deal 5 is a long game under the rulebook's rule (ZS-5): deals, many moves.
    monkeypatch.setattr("app.session.starting.random_deal", lambda: 5)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_solo(pilot)
        assert f"Zoker Solo, deal {5}." in speaker.said
        moves = 0
        while not session.match.is_over():
            state = session.match.state
            await pilot.press("H")
            action = solver.hint(state)
            assert speaker.last.startswith("Hint")
            said_before = len(speaker.said)
            if isinstance(action, solo.Deal):
                await pilot.press("d")
            elif isinstance(action, solo.MoveCard):
                await focus_to(pilot, *divmod(action.place, 4))
                await pilot.press("enter")
                assert speaker.last.startswith("Picked up")
                await pilot.press(str(action.pile + 1))
            else:
                await focus_to(pilot, 3, action.source)
                await pilot.press("space")
                await focus_to(pilot, 3, action.target)
                await pilot.press("enter")
            assert session.match.state != state, speaker.said[said_before:]
            moves += 1
            assert moves < 200
        score = solo.score(session.match.state)
        said = speaker.said
        assert any(s.startswith("Dealt ") for s in said)
        assert sum(" to pile " in s or " onto pile " in s for s in said) >= 10
        assert any(f"Game over. Your score is {score}." in s for s in said)
        assert said[-1] == f"That is your best for deal {5}."
        assert session.saved_game() is None  # a finished game is not offered for resuming
        assert "Game over" in screen_text(app)
        # A new deal starts with n.
        await pilot.press("n")
        assert not session.match.is_over()


async def test_illegal_move_is_refused_and_changes_nothing(app, session, speaker, fixed_deal):
    """ZS-3: red S2 shares nothing with blue XL1, so it may not go on pile 1."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_solo(pilot)
        before = session.match.state
        assert str(before.upper[0]) == "red S2" and str(before.top(0)) == "blue XL1"
        await pilot.press("enter", "1")
        assert speaker.last == "Red S2 and blue XL1 are not a pair: nothing in common."
        assert session.match.state == before and session.match.actions == []
        live = app.screen.query_one(LiveLine)
        assert live.has_class("alert") and live.message == speaker.last
        assert "! Red S2 and blue XL1" in screen_text(app)
        # The card stays picked up until Escape puts it back.
        await pilot.press("escape")
        assert speaker.last == "Put back."
        assert isinstance(app.screen, SoloScreen) and app.screen.picked is None


async def test_pick_up_move_undo_and_questions(app, session, speaker, fixed_deal):
    """A legal move by arrows and Enter, then undo, stock, piles and table (ZS-3)."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_solo(pilot)
        state = session.match.state
        move = next(a for a in solo.legal_actions(state) if isinstance(a, solo.MoveCard))
        await focus_to(pilot, *divmod(move.place, 4))
        assert speaker.last == solo_text.focus(state, *divmod(move.place, 4))
        await pilot.press("enter")
        await focus_to(pilot, 3, move.pile)
        assert speaker.last.startswith(f"pile {move.pile + 1}")
        await pilot.press("enter")
        assert session.match.actions[-1][1] == move
        assert " to pile " in speaker.last
        await pilot.press("u")
        # Which move it took back, and the pile's height as it is now.
        height = len(state.piles[move.pile])
        assert speaker.last.startswith("Undone. ") and " back at row " in speaker.last
        assert speaker.last.endswith(f"; pile {move.pile + 1}, height {height}.")
        assert session.match.state == state
        await pilot.press("s")
        assert speaker.last == "48 cards in the stock."
        await pilot.press("c")
        assert speaker.last.startswith("Bottom row. Pile 1: blue XL1, 1 card")
        await pilot.press("t")
        assert speaker.last.startswith("Row 1: red S2; green S1; red S4; red M3.")
        await pilot.press("d")
        assert speaker.last.startswith("You can deal when 4 places are empty")
        assert screen.picked is None
        # A new deal in the middle of a game needs n twice.
        await focus_to(pilot, *divmod(move.place, 4))
        await pilot.press("enter", str(move.pile + 1))
        moved = session.match.state
        assert moved != state
        await pilot.press("n")
        assert speaker.last == "Press n again to give up this deal and start a new one."
        assert session.match.state == moved
        await pilot.press("n")
        assert speaker.last == f"Zoker Solo, deal {DEAL}." and session.match.actions == []


async def test_best_score_runs_in_a_worker(app, session, speaker, fixed_deal):
    """b searches in a thread and then says the best reachable score."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_solo(pilot)
        await pilot.press("b")
        assert "Looking for the best score, one moment." in speaker.said
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert speaker.last.startswith("The best score")


async def test_leave_and_resume(app, session, speaker, fixed_deal):
    """q goes back to the menu, which then offers to resume the deal."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_solo(pilot)
        move = next(a for a in solo.legal_actions(session.match.state) if isinstance(a, solo.MoveCard))
        await focus_to(pilot, *divmod(move.place, 4))
        await pilot.press("enter", str(move.pile + 1))
        state = session.match.state
        await pilot.press("q")
        await pilot.pause()
        assert f"Resume Zoker Solo, deal {DEAL}" in screen_text(app)
        assert speaker.last.startswith(f"Main menu: Resume Zoker Solo, deal {DEAL}, Zoker Solo")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SoloScreen)
        assert session.match.state == state
        assert f"Zoker Solo, deal {DEAL}, resumed." in speaker.said


async def test_zs5_an_empty_place_takes_no_card_unless_the_player_fills_them(app, session, speaker, fixed_deal):
    """ZS-5: the rulebook keeps an empty bottom-row place empty; f lets the next deal fill it."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_solo(pilot)
        state = session.match.state
        assert not state.fill
        empty = dataclasses.replace(state, piles=((),) + state.piles[1:])
        session.match.state = empty
        before = session.match.state
        assert not session.act(solo.MoveCard(0, 0))
        assert speaker.last == "Pile 1 is empty: a card goes only onto a card it pairs with."
        assert session.match.state == before
        await pilot.press("f")
        assert speaker.last == ("Fill empty places: on. A card may start a new pile in an empty place. "
                                "From the next deal: press n.")
        await pilot.press("n", "n")
        assert session.match.state.fill and session.match.options == {"fill": True}
        await pilot.press("w")
        assert speaker.last.endswith("A card may start a new pile in an empty place.")
