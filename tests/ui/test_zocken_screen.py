"""Zocken by keys (ZO-3, ZO-12): a die thrown by its number, placed by a field's digit, a bet by +;
the board names every circle by letter and word."""

from __future__ import annotations

from app.games.zocken import rules as zo
from app.games.zocken.screen import ZockenScreen
from ui_helpers import screen_text, until


async def open_zocken(app, pilot) -> ZockenScreen:
    """Choose Zocken in the menu and start its table by keys; return its screen."""
    downs = [i.key for i in app.screen.items()].index("zocken")
    await pilot.press(*["down"] * downs, "enter")
    await pilot.pause()
    await pilot.press("s")
    await pilot.pause()
    assert isinstance(app.screen, ZockenScreen)
    return app.screen


async def test_a_turn_of_zocken_by_keys(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_zocken(app, pilot)
        assert "(R) red" in screen_text(app) and "(G) green" in screen_text(app)
        start = session.match.state.turns
        steps = 0
        while session.match.state.turns == start and steps < 40:
            steps += 1
            state = session.match.state
            if not session.my_turn():
                await until(pilot, lambda: session.my_turn() or session.match.state.turns != start)
                continue
            if state.asking is not None:
                await pilot.press("plus")
            elif state.rolled is None:
                await pilot.press(str(state.in_hand()[0] + 1))
            else:
                field = zo.fitting(zo.values_of(state.fields), state.rolled.value)[0]
                await pilot.press(str(field))
            await pilot.pause()
        assert session.match.state.turns == start + 1
        assert any("You score" in s for s in speaker.said)
        assert any(s.startswith("You throw") for s in speaker.said)


async def test_n_twice_starts_a_new_match_on_zocken_s_table_of_no_cards(app, session, speaker, fixed_deal):
    """Zocken's screen has no card slots: a new match (n twice) draws the table anew, the app keeps running."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_zocken(app, pilot)
        await pilot.press(str(session.match.state.in_hand()[0] + 1))  # a die thrown: a game under way
        await pilot.pause()
        first = session.match
        assert first.actions
        await pilot.press("n", "n")
        await pilot.pause()
        assert app.is_running and app.screen is screen
        assert session.match is not first and not session.match.actions
        assert "(R) red" in screen_text(app)


async def test_left_and_right_on_the_die_say_the_edge_and_the_die(app, session, speaker, fixed_deal):
    """Issue 33, 4: Left and Right (the die is the only focus) said nothing (the Orca bench, Zocken)."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_zocken(app, pilot)
        await pilot.press(str(session.match.state.in_hand()[0] + 1))  # a die thrown: it has the focus
        await pilot.pause()
        place = screen.focus_place()
        assert place
        for key in ("right", "left"):
            said = len(speaker.said)
            await pilot.press(key)
            assert speaker.said[said:] == [f"Edge. {place[0].upper()}{place[1:]}"]
