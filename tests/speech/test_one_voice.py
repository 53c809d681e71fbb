"""One voice (issue 22): with a screen reader running, each piece of news goes by one route.

The real Orca is in tests/screenreader/; these check the choices and the
parts one by one, with stand-ins."""

from __future__ import annotations



import time
from pathlib import Path

import pytest

from app import speech
from app.__main__ import reader_mode_for_run
from app.speech import make_speaker, readers, screen_backend
from app.speech.reader_voice import ReaderVoiceSpeaker
from app.speech.screen_backend import ScreenSpeaker
from app.speech.starting import StartingSpeaker
from app.store.settings import Settings
from app.ui.terminal_text import ShownRows, trim_blank_ends, trim_row


#: The real ones (tests/conftest.py puts "no reader" in their place for every other test).
FIND_READER, READER_RUNNING = readers.find_reader, readers.reader_running


def fake_proc(tmp_path: Path, *names: str) -> Path:
    for pid, name in enumerate(names, start=100):
        (tmp_path / str(pid)).mkdir()
        (tmp_path / str(pid) / "comm").write_text(name + "\n")
    return tmp_path


def test_orca_is_found_by_its_process_and_without_an_api_reads_the_screen(tmp_path, monkeypatch):
    monkeypatch.setattr(readers.sys, "platform", "linux")
    monkeypatch.setattr(readers, "api_reader", lambda module=None: "")
    assert FIND_READER(fake_proc(tmp_path, "bash", "orca")) == readers.Reader("Orca", api=False)


def test_orca_with_its_remote_controller_is_reached_through_the_api(tmp_path, monkeypatch):
    monkeypatch.setattr(readers.sys, "platform", "linux")
    monkeypatch.setattr(readers, "api_reader", lambda module=None: "Orca")
    assert FIND_READER(fake_proc(tmp_path, "orca")) == readers.Reader("Orca", api=True)


def test_no_reader_process_is_no_reader(tmp_path, monkeypatch):
    monkeypatch.setattr(readers.sys, "platform", "linux")
    monkeypatch.setattr(readers, "api_reader", lambda module=None: pytest.fail("prismatoid asked"))
    assert FIND_READER(fake_proc(tmp_path, "bash", "Xvfb")) is None
    assert not READER_RUNNING(tmp_path)


def test_elsewhere_a_reader_is_what_prismatoid_reaches(monkeypatch):
    monkeypatch.setattr(readers.sys, "platform", "win32")
    monkeypatch.setattr(readers, "api_reader", lambda module=None: "NVDA")
    assert FIND_READER() == readers.Reader("NVDA", api=True)
    monkeypatch.setattr(readers, "api_reader", lambda module=None: "")
    assert FIND_READER() is None


def test_on_windows_a_reader_prismatoid_does_not_know_reads_the_console(monkeypatch):
    monkeypatch.setattr(readers.sys, "platform", "win32")
    monkeypatch.setattr(readers, "api_reader", lambda module=None: "")
    monkeypatch.setattr(readers, "windows_reader_flag", lambda: True)
    assert FIND_READER() == readers.Reader("Narrator", api=False)
    assert READER_RUNNING()
    monkeypatch.setattr(readers, "windows_reader_flag", lambda: False)
    assert FIND_READER() is None


def test_the_windows_flag_is_false_where_there_is_no_windows():
    assert readers.windows_reader_flag() is False


def test_auto_with_a_reader_that_reads_the_screen_is_no_voice_of_ours(monkeypatch):
    monkeypatch.setattr(readers, "find_reader", lambda: readers.Reader("Orca", api=False))
    monkeypatch.setattr(speech, "_construct", lambda *a: pytest.fail("a voice of ours was started"))
    sp = make_speaker("auto")  # English: the reader's own voice reads the screen (reader_voice.py)
    assert isinstance(sp, ReaderVoiceSpeaker) and sp.name == "screen" and sp.reader == "Orca" and not sp.status
    assert not sp.screen.lines


@pytest.mark.parametrize("api", [True, False])
def test_line_mode_with_any_reader_leaves_the_lines_to_it(monkeypatch, api):
    monkeypatch.setattr(speech.sys, "platform", "win32")
    monkeypatch.setattr(readers, "find_reader", lambda: readers.Reader("NVDA", api=api))
    monkeypatch.setattr(speech, "_construct", lambda *a: pytest.fail("a voice was started"))
    sp = make_speaker("auto", lines=True)
    assert sp.name == "screen" and sp.lines


def test_line_mode_with_orca_leaves_english_lines_to_it_and_speaks_the_others_itself(monkeypatch):
    """Issue 33, 1: on Linux line mode takes the reader_voice route too (Orca reads none of the lines
    in another language: reader_voice.line_lead); in English Orca reads them, as before."""
    monkeypatch.setattr(speech.sys, "platform", "linux")
    monkeypatch.setattr(readers, "find_reader", lambda: readers.Reader("Orca", api=False))
    monkeypatch.setattr(speech, "_construct", lambda *a: pytest.fail("a voice was started"))
    sp = make_speaker("auto", lines=True)
    assert isinstance(sp, ReaderVoiceSpeaker) and sp.lines and sp.screen.lines
    assert sp.name == "screen" and not sp.keeps_lines
    sp.close()
    # Orca 49 (its remote controller answers) reads lines that start with "~" too: it reads each line,
    # in a voice set for the language (orca_voice.py; here no Orca answers, so the voice stays).
    monkeypatch.setattr(readers, "find_reader", lambda: readers.Reader("Orca", api=True))
    from app.speech import orca_voice

    calls = []
    monkeypatch.setattr(orca_voice, "_gdbus", lambda args: calls.append(args) or "")
    sp = make_speaker("auto", "cs", lines=True)
    assert isinstance(sp, orca_voice.OrcaLinesSpeaker) and sp.name == "screen" and sp.lines
    assert calls and "CurrentVoice" in calls[0]  # Orca was asked for its voice at the start
    sp.close()


def test_auto_told_that_no_reader_runs_does_not_look_again(monkeypatch):
    """__main__ has just looked through the running programs (a second look on the voice's thread
    took the GIL from the loading screen hundreds of times); told there is one, auto still asks which."""
    monkeypatch.setattr(speech, "backend_problem", lambda name: "")
    monkeypatch.setattr(speech, "_construct", lambda name, lang, rate: Voice(name))
    monkeypatch.setattr(readers, "find_reader", lambda: pytest.fail("looked for a reader again"))
    assert make_speaker("auto", reader=False).name == "pyttsx3"
    monkeypatch.setattr(readers, "find_reader", lambda: readers.Reader("Orca", api=False))
    assert isinstance(make_speaker("auto", reader=True), ReaderVoiceSpeaker)


def test_a_chosen_voice_is_used_even_with_a_reader(monkeypatch):
    monkeypatch.setattr(readers, "find_reader", lambda: pytest.fail("asked for a reader"))
    assert make_speaker("off").name == "off"


class Voice:
    def __init__(self, name, status=""):
        self.name, self.status, self.closed = name, status, False

    def close(self):
        self.closed = True


def test_no_sound_device_goes_on_to_speech_dispatcher(monkeypatch):
    made = {}

    def construct(name, language, rate):
        made[name] = Voice(name, "" if name == "speechd" else "no sound device found")
        return made[name]

    monkeypatch.setattr(readers, "find_reader", lambda: None)
    monkeypatch.setattr(speech, "backend_problem", lambda name: "")
    monkeypatch.setattr(speech, "_construct", construct)
    sp = make_speaker("auto")
    assert sp.name == "speechd"
    assert made["pyttsx3"].closed and made["espeak"].closed


def test_no_sound_device_and_nothing_else_keeps_the_voice_that_says_why(monkeypatch):
    monkeypatch.setattr(readers, "find_reader", lambda: None)
    monkeypatch.setattr(speech, "AUTO_ORDER", ("pyttsx3", "speechd"))
    monkeypatch.setattr(speech, "backend_problem", lambda name: "" if name == "pyttsx3" else "not running")
    monkeypatch.setattr(speech, "_construct", lambda name, lang, rate: Voice(name, "no sound device found"))
    sp = make_speaker("auto")
    assert sp.name == "pyttsx3" and sp.status == "no sound device found"


def test_the_screen_route_joins_what_is_said_together_and_drops_what_is_cut_off():
    shown = []
    sp = ScreenSpeaker("Orca")
    sp.sink = shown.append
    sp.say("Moved red L1 to pile 2.")
    sp.say("Your turn.", interrupt=False)
    assert sp.wait_idle()
    assert shown == ["Moved red L1 to pile 2. Your turn."]
    assert sp.speaking()  # the reader is still reading it, as far as anyone can tell
    sp.say("Eva plays.", interrupt=False)  # waits for the line before
    sp.say("Green M2, row 1.")  # the player moved on: cuts it off
    assert sp.wait_idle()
    assert shown[-1] == "Green M2, row 1." and "Eva plays." not in " ".join(shown)
    sp.close()


def test_what_is_said_before_the_screen_is_there_is_shown_once_it_is():
    sp = ScreenSpeaker("Orca")
    sp.say("Main menu.")
    assert sp.wait_idle()
    shown = []
    sp.sink = shown.append
    assert sp.wait_idle() and shown == ["Main menu."]


def test_a_starting_voice_hands_its_screen_on():
    inner = ScreenSpeaker("Orca")
    shown = []
    starting = StartingSpeaker("auto", "en", 175, make=lambda *a: inner)
    starting.sink = shown.append
    starting.say("Hello.")
    assert starting.started is inner and inner.sink is not None
    assert inner.wait_idle() and shown == ["Hello."]
    starting.close()


def settings_with(**values) -> Settings:
    return Settings(language="en", **values)


def test_screen_reader_mode_is_on_for_the_run_when_a_reader_runs(monkeypatch):
    monkeypatch.setattr(readers, "reader_running", lambda proc=None: True)
    s = settings_with()
    assert reader_mode_for_run(s, plain=False) and s.screen_reader
    declined = settings_with(reader_mode_off=True)
    assert not reader_mode_for_run(declined, plain=False) and not declined.screen_reader
    lines = settings_with()
    assert not reader_mode_for_run(lines, plain=True) and not lines.screen_reader
    monkeypatch.setattr(readers, "reader_running", lambda proc=None: False)
    alone = settings_with()
    assert not reader_mode_for_run(alone, plain=False) and not alone.screen_reader


ROW = "\x1b[38;5;253;48;5;233mZoker Memo" + " " * 50 + "\x1b[0m"


def test_a_whole_rows_blank_end_is_one_erase_in_its_colour():
    assert trim_row(ROW) == "\x1b[38;5;253;48;5;233mZoker Memo\x1b[38;5;253;48;5;233m\x1b[K\x1b[0m"
    assert trim_row("\x1b[1mwords\x1b[0m") == "\x1b[1mwords\x1b[0m"
    frame = "\x1b[3;1H" + ROW + "\n\x1b[4;5H  \x1b[0m"
    out = trim_blank_ends(frame, 60)
    assert "Zoker Memo\x1b[38;5;253;48;5;233m\x1b[K" in out
    # A piece of a row erases its own cells: its end is not the row's.
    assert out.endswith("\x1b[4;5H\x1b[2X\x1b[2C\x1b[0m")
    assert "Zoker Memo\x1b[38;5;253;48;5;233m\x1b[50X\x1b[50C" in trim_blank_ends(frame, 80)  # not a whole row


def test_a_blank_piece_of_a_row_is_erased_not_written():
    """The menu item's row in screen reader mode (seen under Orca): 96 blanks written on an empty row
    are text inserted before the caret, and Orca read the item before again when its offset moved."""
    blank = "\x1b[48;2;18;18;18m"
    frame = f"\x1b[5;3H{blank}" + " " * 96 + "\x1b[0m\n\x1b[40;1H" + blank + "Zip Zap" + " " * 93 + "\x1b[0m\x1b[40;8H"
    out = trim_blank_ends(frame, 100)
    assert "  " not in out
    assert out.startswith(f"\x1b[5;3H{blank}\x1b[96X\x1b[96C\x1b[0m\n")
    assert out.endswith(f"Zip Zap{blank}\x1b[K\x1b[0m\x1b[40;8H")  # the cursor still ends on the reading line


def test_a_row_written_in_pieces_ends_in_one_erase():
    """Textual writes a row that changed in part as pieces, each after its own move (seen when the rules
    open): blanks written there are text to the terminal, and a reader hears their removal later as a
    caret move onto the line before (the rules' section before read again)."""
    blank = "\x1b[48;5;233m"
    frame = (f"\x1b[3;1H{blank}  \x1b[0m\x1b[3;3H{blank}" + " " * 56 + f"\x1b[0m\x1b[3;59H{blank}  \x1b[0m\r\n"
             f"\x1b[4;1H{blank}Rules" + " " * 55 + "\x1b[0m")
    out = trim_blank_ends(frame, 60)
    assert " " not in out
    assert out == f"\x1b[3;1H{blank}\x1b[K\x1b[0m\r\n\x1b[4;1H{blank}Rules{blank}\x1b[K\x1b[0m"
    # Pieces that do not follow on from each other each erase their own cells.
    gap = f"\x1b[3;1H{blank}  \x1b[0m\x1b[3;9H{blank}  \x1b[0m"
    assert trim_blank_ends(gap, 60) == f"\x1b[3;1H{blank}\x1b[2X\x1b[2C\x1b[0m\x1b[3;9H{blank}\x1b[2X\x1b[2C\x1b[0m"


def whole_row(row: int, text: str, width: int = 20) -> str:
    return f"\x1b[{row};1H\x1b[38;5;253;48;5;233m{text.ljust(width)}\x1b[0m"


def test_a_row_the_terminal_shows_already_is_not_sent_again():
    """A new screen came as ten frames of every row (CI, under Orca): sent only when they change, the
    rows are few bytes and the terminal does not take them in pieces (half a sentence read)."""
    shown = ShownRows()
    frame = whole_row(1, "") + "\n" + whole_row(2, "Zoker Memo") + "\x1b[2;11H"
    assert shown.changed_only(frame, (20, 2)) == frame  # the first frame is all news
    assert shown.changed_only(frame, (20, 2)) == "\x1b[2;11H"  # the same again: only the cursor
    again = whole_row(1, "") + "\n" + whole_row(2, "Zoker Tiko") + "\x1b[2;11H"
    assert shown.changed_only(again, (20, 2)) == whole_row(2, "Zoker Tiko") + "\x1b[2;11H"
    # Sequences that are not rows (a synchronized update's start) go out as they are.
    assert shown.changed_only("\x1b[?2026h", (20, 2)) == "\x1b[?2026h"


def test_a_row_written_in_part_or_another_screen_is_sent_whole_again():
    shown = ShownRows()
    frame = whole_row(1, "Zip Zap") + "\n" + whole_row(2, "Zocken")
    shown.changed_only(frame, (20, 2))
    # A piece of row 2 was written: that row is not known any more, row 1 still is.
    shown.changed_only("\x1b[2;5H\x1b[1mX\x1b[0m", (20, 2))
    assert shown.changed_only(frame, (20, 2)) == whole_row(2, "Zocken")
    # A cleared screen, a new size, or writing past the shown rows: every row is sent again.
    for other in ("\x1b[2J", "\x1b[?1049h"):
        shown.changed_only(other, (20, 2))
        assert shown.changed_only(frame, (20, 2)) == frame
    wider = whole_row(1, "Zip Zap", 21) + "\n" + whole_row(2, "Zocken", 21)
    assert shown.changed_only(wider, (21, 2)) == wider
    # The rows written after a clear are known again.
    assert shown.changed_only("\x1b[2J" + frame, (20, 2)) == "\x1b[2J" + frame
    assert shown.changed_only(frame, (20, 2)) == ""
    shown.forget()
    assert shown.changed_only(frame, (20, 2)) == frame
    # Only a whole row in its own colours is left out: one without them depends on the row before.
    bare = "\x1b[1;1HZip Zap" + " " * 13
    shown.changed_only(bare, (20, 2))
    assert shown.changed_only(bare, (20, 2)) == bare


def test_the_orca_harness_takes_the_shell_line_for_an_echo_not_for_news():
    """Orca read the shell's line back ("$ .../tabletalk") once in CI: the typing's echo, not Tabletalk's."""
    from tests.screenreader.sittings import is_echo

    typed = "/tmp/ci2/.venv/bin/tabletalk"
    assert is_echo("$ /tmp/ci2/.venv/bin/tabletalk", typed) and is_echo("bin/ta", typed)
    assert not is_echo("Pairs and ladders", typed) and not is_echo("$ Pairs and ladders", typed)


def test_after_tabletalks_first_words_the_checkouts_path_is_no_echo():
    """A CI clone at /tmp/ci3 typed its path; Orca's "3" for the Loker card chosen later was taken for
    the echo of that 3, and the sitting failed with the "3" heard 0 times."""
    from tests.screenreader.desktop import Heard
    from tests.screenreader.sittings import SITTINGS, Timeline, check

    sitting = next(s for s in SITTINGS if s.name == "loker")
    command = "/tmp/ci3/.venv/bin/tabletalk"
    heard = [Heard(1.0, "orca", "/ci"), Heard(1.1, "orca", "3/"), Heard(2.0, "screen", "Main menu."),
             Heard(2.1, "orca", "Main menu."), Heard(3.0, "screen", "3"), Heard(3.1, "orca", "3")]
    assert check(Timeline(sitting, 0.0, [], heard, command, command)) == []
    assert check(Timeline(sitting, 0.0, [], heard[:-1], command, command)) == ["heard 0 times, said 1: '3'"]


class SoonSink:
    """A screen's sink with ``soon``: the show it is handed runs when the test says (the handler done)."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.times: list[float] = []
        self.later: list = []
        self.on_its_thread = True

    def __call__(self, text: str) -> None:
        self.shown.append(text)
        self.times.append(time.monotonic())

    def soon(self, show) -> bool:
        if not self.on_its_thread:
            return False
        self.later.append(show)
        return True


def test_the_screen_route_shows_a_keys_words_once_its_handler_is_done_as_one_line(monkeypatch):
    """Issue 33, 8: no timer's wait for a key's own words, and what the handler says is one line."""
    monkeypatch.setattr(screen_backend, "GAP", 0.0)  # this test is not about the gap
    sink = SoonSink()
    sp = ScreenSpeaker("Orca")
    sp.sink = sink
    sp.say("Moved red L1 to pile 2.")
    sp.say("Your turn.", interrupt=False)
    assert len(sink.later) == 1 and sink.shown == []  # one show, due when the handler is done
    sink.later.pop()()
    assert sink.shown == ["Moved red L1 to pile 2. Your turn."]
    sp.say("Green M2, row 1.")
    sp.stop()  # cut off before the handler was done: nothing is shown
    sink.later.pop()()
    assert sink.shown == ["Moved red L1 to pile 2. Your turn."]
    sink.on_its_thread = False  # said from another thread: the join timer shows it
    sp.say("Eva plays.")
    assert sp.wait_idle() and sink.shown[-1] == "Eva plays." and not sink.later
    sp.close()


def test_two_lines_are_never_shown_closer_together_than_the_gap(monkeypatch):
    """A key pressed just after a game started (CI's news-after-key sitting): had its answer gone out a
    millisecond after the game's news, Orca would say "blank". It waits for the gap, as one line with
    whatever else was said meanwhile."""
    monkeypatch.setattr(screen_backend, "GAP", 0.3)
    sink = SoonSink()
    sp = ScreenSpeaker("Orca")
    sp.sink = sink
    sp.say("Zoker Tiko, deal 5.")
    sink.later.pop()()
    sp.say("Blue XL4.")  # the next key, right after
    sp.say("Your turn to lead.", interrupt=False)  # the news it cut off, said again
    assert not sink.later  # not as the handler ends: the gap has not passed
    assert sp.wait_idle()
    assert sink.shown == ["Zoker Tiko, deal 5.", "Blue XL4. Your turn to lead."]
    assert sink.times[1] - sink.times[0] >= 0.29  # the gap (less the moment the first took to reach the sink)
    sp.close()
