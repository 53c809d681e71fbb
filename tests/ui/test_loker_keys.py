"""Numeramis Loker by keys alone: a whole deal against two bots (NL)."""

from __future__ import annotations

from app.games.loker import rules as nl
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


async def test_loker_hand_fits_80x24_in_large_print_with_chips_and_the_what_if_key(home, speaker):
    """Large print at 80x24: six big numbers in view, a marked card in brackets and the word "marked" (no
    colour needed), chips and the pot as numbers (NL-13), and a says the what-if (odds)."""
    from app.session import Session
    from app.ui.app import make_app
    from app.ui.table_setup import TableSetup
    from app.ui.widgets import Slot

    session = Session(speaker=speaker)
    session.settings.large_print, session.settings.bot_pace = True, 0
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = TableSetup.default("loker")
        setup.players, setup.deal = 4, 5
        setup.options = {**setup.options, "chips": 20}
        app.open_setup("loker")
        await pilot.pause()
        app.start_table(setup)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LokerScreen)
        while not session.my_turn():
            await pilot.pause()
        slots = [w for w in screen.query(Slot) if w.display]
        assert len(slots) == 6
        for slot in slots:
            # Three rows of solid block digits (glyphs.big_text); the focused one framed, two rows more.
            assert screen.region.contains_region(slot.region) and slot.region.height >= (5 if slot.has_focus else 3)
        text = screen_text(app)
        assert "█" in text and "#" not in text and "19 chips" in text and "Pot: 4" in text
        assert "┏" in text  # the focus is a frame around the focused number
        await pilot.press("space")
        text = screen_text(app)
        assert "[" in text and "marked" in text
        await pilot.press("a")
        assert speaker.last.startswith("Keep ") and "percent" in speaker.last
    session.close()


async def test_nl12_n_after_a_finished_match_moves_the_dealer_and_keeps_the_chips(home, speaker):
    """Issue 37: n after the last game of a match starts the next match at this table with the dealer one to
    the left and the chips and pot carried (NL-12, NL-13); the line mode's new does the same (test_loker_plain)."""
    import random

    from app.games.loker import bot
    from app.session import Session
    from app.ui.app import make_app
    from app.ui.table_setup import TableSetup

    session = Session(speaker=speaker)
    session.settings.bot_pace = 0
    app = make_app(session)
    rng = random.Random(1)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = TableSetup.default("loker")
        setup.players, setup.deal = 2, 1
        setup.options = {**setup.options, "chips": 20, "target": 10}
        app.open_setup("loker")
        await pilot.pause()
        app.start_table(setup)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LokerScreen)
        for _step in range(400):
            match = session.match
            if match.match_over():
                break
            if match.is_over():
                await pilot.press("n")  # the next game of the match
            elif session.my_turn():
                screen._act(bot.choose(match.state, session.viewer, "medium", rng))  # what the keys do
            await pilot.pause()
        old = session.match
        assert old.match_over() and not nl.cannot_pay(old.state)  # the target ended it: the chips carry
        await pilot.press("n")
        new = session.match
        assert new is not old and new.round_no == 1 and new.totals == (0, 0)
        assert new.carried == {"chips_held": list(old.state.chips), "pot": old.state.pot}
        assert new.state.dealer == (old.state.dealer + 1) % 2
        # Each seat has what it held less what it paid since (a fresh pile of 20 would be more for one).
        assert all(n <= o - 1 for n, o in zip(new.state.chips, old.state.chips)) and min(old.state.chips) < 19
    session.close()
