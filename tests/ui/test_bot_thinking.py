"""Issue 33, 6: a bot that keeps the table waiting is heard thinking (the "thinking" cue, once a move).

The bot timer's looks are driven by hand (the screen's own timer stopped) on a clock moved by hand
(``Session.clock``), so no test waits on the clock. The pace is the one line mode keeps (``app.pacing``).
"""

from __future__ import annotations


from app.pacing import BotPace
from app.speech.cues import RecordingCues
from ui_helpers import open_deal


class Clock:
    """A session's clock in ms, moved by the test."""

    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> int:
        return self.ms


async def bot_waiting(pilot, session, pace: int):
    """Open Tiko (you and a bot), lead a card, and hold the bot's timer: return the screen and its clock."""
    session.settings.bot_pace = pace
    session.cues = RecordingCues()
    await open_deal(pilot, "zoker-tiko")
    screen = pilot.app.screen
    if not session.my_turn():
        screen.action_skip()
    await pilot.press("enter")
    assert session.bot_to_act() is not None
    screen.stop_bots()
    clock = Clock()
    session.clock = clock
    screen._pace = BotPace(session)
    return screen, clock


def look_at(screen, clock, ms: int) -> None:
    """Move the clock to ``ms`` and let the screen's bot timer look."""
    clock.ms = ms
    screen._bot_tick()


async def test_a_slow_bot_pace_is_heard_thinking_once(app, session, speaker, fixed_deal):
    async with app.run_test(size=(100, 30)) as pilot:
        screen, clock = await bot_waiting(pilot, session, 3000)
        moves = len(session.match.actions)
        look_at(screen, clock, 0)  # the voice is quiet from here
        look_at(screen, clock, 1400)
        assert "thinking" not in session.cues.played
        look_at(screen, clock, 1500)
        assert session.cues.played[-1] == "thinking" and len(session.match.actions) == moves
        for ms in range(1600, 2900, 100):
            look_at(screen, clock, ms)
        assert session.cues.played.count("thinking") == 1  # once a move, not a ticking clock
        assert len(session.match.actions) == moves
        look_at(screen, clock, 3000)
        assert len(session.match.actions) > moves and session.cues.played[-1] != "thinking"


async def test_many_looks_in_a_moment_do_not_hasten_the_bot(app, session, speaker, fixed_deal):
    """The pace is on the clock, not counted in looks: a timer that fires often (or late) changes nothing."""
    async with app.run_test(size=(100, 30)) as pilot:
        screen, clock = await bot_waiting(pilot, session, 1500)
        moves = len(session.match.actions)
        for _ in range(100):  # counted as looks of 0.1 s, ten seconds
            look_at(screen, clock, 1000)
        assert len(session.match.actions) == moves
        look_at(screen, clock, 2500)
        assert len(session.match.actions) > moves


async def test_the_default_pace_with_a_voice_that_says_when_it_is_done_needs_no_thinking(
        app, session, speaker, fixed_deal):
    async with app.run_test(size=(100, 30)) as pilot:
        screen, clock = await bot_waiting(pilot, session, 1500)
        moves = len(session.match.actions)
        ms = 0
        while len(session.match.actions) == moves:
            assert ms <= 1600, "the bot never moved"
            look_at(screen, clock, ms)
            ms += 100
        assert "thinking" not in session.cues.played


async def test_while_the_reader_is_only_guessed_to_speak_the_bot_is_heard_thinking(
        app, session, speaker, fixed_deal, monkeypatch):
    """The screen route: the end of the reader's speech is an estimate that may run long (the 7 s in Memo)."""
    async with app.run_test(size=(100, 30)) as pilot:
        screen, clock = await bot_waiting(pilot, session, 1500)
        monkeypatch.setattr(session, "reader_reads_screen", lambda: True)
        speaker.busy = True
        look_at(screen, clock, 0)
        look_at(screen, clock, 1400)
        assert "thinking" not in session.cues.played
        look_at(screen, clock, 1500)
        assert session.cues.played[-1] == "thinking"
