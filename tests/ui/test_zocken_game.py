"""Zocken by keys alone to the end (ZO-3 to ZO-14): against a bot and solo, with the dice's sound
cues; the board at 80x24 in large print and high contrast, every circle by letter and name."""

from __future__ import annotations

import pytest

from app.games.zocken import rules as zo
from app.games.zocken import text as zt
from app.games.zocken.screen import ZockenScreen
from app.speech.cues import RecordingCues
from app.ui.widgets import LiveLine, Line
from test_looks import assert_three_colours, make
from ui_helpers import DEAL, open_setup, screen_text


async def _play_my_turns(pilot, session, speaker) -> int:
    """Press keys for the player at the keyboard until the game is over: throw the first die in hand
    (its digit), place it on the leftmost field it fits (that field's digit), bet yes with +; return
    how many keys were pressed."""
    pressed = 0
    while not session.match.is_over():
        if not session.my_turn():
            await pilot.pause()
            continue
        state = session.match.state
        if state.asking is not None:
            key = "plus"
        elif state.rolled is None:
            key = str(state.in_hand()[0] + 1)
        else:
            key = str(zo.fitting(zo.values_of(state.fields), state.rolled.value)[0])
        await pilot.press(key)
        pressed += 1
        assert pressed < 200, speaker.said[-5:]
    return pressed


async def test_whole_zocken_game_against_a_bot_by_keys(app, session, speaker, fixed_deal):
    """You and Eva (a bot), five rounds: throws, places, OUT, bets both ways, the winner (ZO-12..ZO-14)."""
    session.cues = RecordingCues()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "zocken")
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ZockenScreen)
        assert [s.human for s in session.match.seats] == [True, False]
        await pilot.press("f")  # where a die would go: nothing thrown yet, so the dice in hand
        assert speaker.last.startswith(zt.in_hand(session.match.state)[:10])
        pressed = await _play_my_turns(pilot, session, speaker)
        state = session.match.state
        assert state.turns == 2 * zo.ROUNDS and pressed >= 5 * 7
        said = " ".join(speaker.said)
        assert "You throw" in said and "Eva: " in said and "fits nowhere" in said
        assert "You bet." in said and "Eva does not bet." in said
        assert "Game over" in said
        played = set(session.cues.played)
        assert {"throw", "place", "out", "bets", "game_over"} <= played, played
        assert "over" in screen_text(app).lower()


async def test_whole_solo_zocken_by_keys(app, session, speaker, fixed_deal):
    """Alone: five turns and the best of them (ZO-14); the hint key names the best die first."""
    session.cues = RecordingCues()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "zocken")
        await pilot.press("left", "s")
        await pilot.pause()
        assert len(session.match.seats) == 1
        await pilot.press("x")
        assert speaker.last.startswith("Best die: ")
        await _play_my_turns(pilot, session, speaker)
        assert session.match.state.turns == zo.ROUNDS
        history = session.match.state.history
        assert len(history) == zo.ROUNDS
        assert any(str(max(history)) in s for s in speaker.said[-3:]), speaker.said[-3:]
        assert "bets" not in session.cues.played  # nobody to bet alone


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large-print"])
async def test_zocken_board_fits_80x24_in_high_contrast_with_every_colour_named(home, speaker, large):
    """Nine fields, a die thrown and drawn, OUT and the totals fit 80x24; colours only black, white and
    yellow; each circle and die by its letter and its name, never by colour alone (ZO-1, ZO-2)."""
    from app.ui.table_setup import TableSetup

    session, app = make(speaker, high_contrast=True, large_print=large, bot_pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = TableSetup.default("zocken")
        setup.deal, setup.options = DEAL, {"board": "shuffled"}
        app.open_setup("zocken")
        await pilot.pause()
        app.start_table(setup)
        await pilot.pause()
        await pilot.press("1")  # throw the red die
        await pilot.pause()
        state = session.match.state
        if state.rolled is not None:
            await pilot.press(str(zo.fitting(zo.values_of(state.fields), state.rolled.value)[-1]))
        await pilot.press("2")  # throw the orange die: it stays drawn until placed
        await pilot.pause()
        screen = app.screen
        shown = [w for w in list(screen.query(Line)) + list(screen.query(LiveLine)) if w.display and w.parent.display]
        assert shown
        for widget in shown:
            assert screen.region.contains_region(widget.region), widget
        text = screen_text(app)
        for colour in range(zo.DICE):
            assert f"({zt.LETTERS[colour]}) {zt.colour_name(colour)}" in text, colour
        assert "OUT" in text
        rolled = session.match.state.rolled
        if rolled is not None:  # the thrown die drawn large; in large print its pips are solid blocks
            assert "\u2588\u2588" in text if large else "+-------+" in text
        assert_three_colours(screen)
    session.close()
