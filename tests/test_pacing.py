"""Issue 38, 2: one pace for both front ends (app/pacing.py): the bot moves once the voice has been quiet
for the bot pace, measured on the session's clock, whoever looks and how often.

The screens' side is in tests/ui/test_bot_thinking.py; here the core, and line mode looking at it.
"""

from __future__ import annotations

import io
from types import SimpleNamespace

from app.pacing import SOONEST_S, BotPace, race_wait
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.cues import RecordingCues
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings


class Table:
    """What the pace asks of a session: its clock, its voice, the bot pace, the reader's route, the cues."""

    def __init__(self, pace: int) -> None:
        self.ms = 0
        self.busy = False
        self.cues: list[str] = []
        self.settings = SimpleNamespace(bot_pace=pace)
        self.speaker = SimpleNamespace(speaking=lambda: self.busy)
        self.estimated = False

    def clock(self) -> int:
        return self.ms

    def reader_reads_screen(self) -> bool:
        return self.estimated

    def cue(self, name: str) -> None:
        self.cues.append(name)


def look_at(pace: BotPace, table: Table, ms: int) -> bool:
    table.ms = ms
    return pace.look()


def test_the_pace_counts_from_the_first_look_that_finds_the_voice_quiet():
    table = Table(1000)
    pace = BotPace(table)
    table.busy = True
    assert not look_at(pace, table, 0) and not look_at(pace, table, 2000)  # still speaking: never
    table.busy = False
    assert not look_at(pace, table, 2100)  # quiet from here
    assert not look_at(pace, table, 3000)
    assert look_at(pace, table, 3100)
    assert not look_at(pace, table, 3100)  # the next bot waits a whole pace again


def test_speech_again_starts_the_quiet_over():
    table = Table(1000)
    pace = BotPace(table)
    look_at(pace, table, 0)
    table.busy = True
    look_at(pace, table, 900)
    table.busy = False
    assert not look_at(pace, table, 1000) and not look_at(pace, table, 1900)
    assert look_at(pace, table, 2000)


def test_thinking_once_after_a_second_and_a_half_of_quiet():
    table = Table(4000)
    pace = BotPace(table)
    look_at(pace, table, 0)
    look_at(pace, table, 1499)
    assert table.cues == []
    look_at(pace, table, 1500)
    look_at(pace, table, 3000)
    assert table.cues == ["thinking"]


def test_with_the_reader_s_speech_estimated_thinking_counts_from_the_wait_s_start():
    table = Table(1500)
    table.estimated = table.busy = True
    pace = BotPace(table)
    look_at(pace, table, 0)
    assert not look_at(pace, table, 1500)
    assert table.cues == ["thinking"]


def test_restart_counts_the_wait_again():
    table = Table(1000)
    pace = BotPace(table)
    look_at(pace, table, 0)
    pace.restart()  # a line typed, a screen in front of the table
    assert not look_at(pace, table, 1500)  # quiet counted from this look, not from 0
    assert not look_at(pace, table, 2400)
    assert look_at(pace, table, 2500)


def test_a_race_s_wait_is_never_zero():
    due = {"at": 1000}
    table = SimpleNamespace(next_due=lambda: due["at"], clock=lambda: 4000)
    assert race_wait(table) == SOONEST_S  # overdue: at once, but not 0 (Textual's timer)
    due["at"] = 5500
    assert race_wait(table) == 1.5
    due["at"] = None
    assert race_wait(table) is None


def test_line_mode_keeps_the_same_pace_however_often_it_looks(monkeypatch, tmp_path):
    """Line mode looks at every key typed: many looks in a moment do not hasten the bot."""
    monkeypatch.setenv("TABLETALK_HOME", str(tmp_path))
    clock = [0]
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off", bot_pace=1500),
                      cues=RecordingCues(), clock=lambda: clock[0])
    mode = PlainMode(session, io.StringIO(""), io.StringIO())
    monkeypatch.setattr(mode, "_paced", lambda: True)  # as on a terminal
    for line in ("players 2", "option mode turns", "zipzap 1", "pass"):
        mode.handle(line)
    assert session.bot_to_act() is not None
    moves = len(session.match.actions)
    for _ in range(100):  # a hundred keys in the same moment
        mode._tick()
    clock[0] = 1400
    mode._tick()
    assert len(session.match.actions) == moves
    clock[0] = 1500
    mode._tick()
    assert len(session.match.actions) == moves + 1
