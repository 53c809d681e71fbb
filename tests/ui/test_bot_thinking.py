"""Issue 33, 6: a bot that keeps the table waiting is heard thinking (the "thinking" cue, once a move).

The bot timer's ticks are driven by hand (the screen's own timer stopped), so no test waits on the clock.
"""

from __future__ import annotations


from app.speech.cues import RecordingCues
from app.ui.screens.table import BOT_LOOK_S, THINKING_S
from ui_helpers import open_deal

TICKS_TO_THINK = round(THINKING_S / BOT_LOOK_S)


async def bot_waiting(pilot, session, pace: int):
    """Open Tiko (you and a bot), lead a card, and hold the bot's timer: return the screen."""
    session.settings.bot_pace = pace
    session.cues = RecordingCues()
    await open_deal(pilot, "zoker-tiko")
    screen = pilot.app.screen
    if not session.my_turn():
        screen.action_skip()
    await pilot.press("enter")
    assert session.bot_to_act() is not None
    screen.stop_bots()
    screen._quiet_for = screen._waited = 0.0
    screen._thinking_heard = False
    return screen


async def test_a_slow_bot_pace_is_heard_thinking_once(app, session, speaker, fixed_deal):
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await bot_waiting(pilot, session, 3000)
        moves = len(session.match.actions)
        for _ in range(TICKS_TO_THINK):
            screen._bot_tick()
        assert session.cues.played[-1] == "thinking" and len(session.match.actions) == moves
        for _ in range(TICKS_TO_THINK):
            screen._bot_tick()
        assert session.cues.played.count("thinking") == 1  # once a move, not a ticking clock
        while len(session.match.actions) == moves:
            screen._bot_tick()
        assert session.cues.played[-1] != "thinking"


async def test_the_default_pace_with_a_voice_that_says_when_it_is_done_needs_no_thinking(
        app, session, speaker, fixed_deal):
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await bot_waiting(pilot, session, 1500)
        moves = len(session.match.actions)
        while len(session.match.actions) == moves:
            screen._bot_tick()
        assert "thinking" not in session.cues.played


async def test_while_the_reader_is_only_guessed_to_speak_the_bot_is_heard_thinking(
        app, session, speaker, fixed_deal, monkeypatch):
    """The screen route: the end of the reader's speech is an estimate that may run long (the 7 s in Memo)."""
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await bot_waiting(pilot, session, 1500)
        monkeypatch.setattr(session, "reader_reads_screen", lambda: True)
        speaker.busy = True
        for _ in range(TICKS_TO_THINK):
            screen._bot_tick()
        assert session.cues.played[-1] == "thinking"
