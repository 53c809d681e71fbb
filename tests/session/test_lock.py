"""Two Tabletalks on one data folder: the second is told, may play, and never touches the
first one's saved game (issue 10, point 3)."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store import autosave
from app.store.lock import TableLock, lock_path, lock_table
from app.store.settings import Settings

IN_USE = ("Tabletalk is already open in another window. This window will neither resume "
          "nor save games; you may still play.")
NOT_SAVED = "Goodbye. This game was not saved: Tabletalk is open in another window."
TABLETALK = Path(sys.executable).parent / "tabletalk"


def sitting() -> Session:
    return Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))


def plain(session: Session, script: str) -> list[str]:
    out = io.StringIO()
    PlainMode(session, io.StringIO(script), out).run()
    return out.getvalue().splitlines()


@pytest.fixture
def other_window():
    """The data folder's lock, held as another Tabletalk would hold it (its own open file)."""
    lock = TableLock(lock_path())
    assert lock.acquire()
    yield lock
    lock.release()


def a_saved_game(window: TableLock) -> bytes:
    """The other window's game: saved while it held the lock (let go here for a moment)."""
    window.release()
    first = sitting()
    first.start("zoker-solo", 5)
    first.close()
    assert window.acquire()
    return autosave.autosave_path().read_bytes()


def test_a_second_sitting_is_told_and_never_touches_the_saved_game(other_window):
    saved = a_saved_game(other_window)
    guest = sitting()
    assert guest.guest and guest.problems == [IN_USE]
    assert guest.saved_game() is None
    assert not guest.resume()
    assert guest.speaker.said[-1] == ("This window cannot resume a game: "
                                      "Tabletalk is already open in another window.")
    guest.start("zoker-solo", 7)  # it may still play
    assert guest.farewell() == NOT_SAVED
    guest.close()
    assert autosave.autosave_path().read_bytes() == saved


def test_a_guest_finishing_a_game_does_not_delete_the_saved_one(other_window):
    saved = a_saved_game(other_window)
    guest = sitting()
    guest.start("zoker-memo", 4)
    guest.run_bots()
    while not guest.match.is_over():  # every seat plays as a bot would
        seat = guest.seat_to_act()
        from app.bots import choose
        import random

        guest.act(choose("zoker-memo", guest.match.state, seat, "easy", random.Random(1)), seat)
    assert guest.farewell() == "Goodbye."
    guest.close()
    assert autosave.autosave_path().read_bytes() == saved


def test_a_damaged_save_is_not_moved_by_a_guest(other_window):
    autosave.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_text("{cut off", encoding="utf-8")
    lines = plain(sitting(), "resume\nquit\n")
    assert IN_USE in lines
    assert autosave.autosave_path().read_text(encoding="utf-8") == "{cut off"
    assert not list(autosave.autosave_path().parent.glob("*.corrupt-*"))


def test_line_mode_guest_says_why_at_start_and_at_goodbye(other_window):
    lines = plain(sitting(), "solo 5\nquit\n")
    assert lines[0] == IN_USE
    assert lines[-1] == NOT_SAVED


def test_the_lock_is_free_again_once_the_other_window_closes(other_window):
    saved = a_saved_game(other_window)
    other_window.release()
    again = sitting()
    assert not again.guest and again.problems == []
    assert again.resume()
    assert again.match.deal == 5 and again.farewell() == "Goodbye. Your game is saved."
    again.close()
    assert autosave.autosave_path().read_bytes() == saved


def test_sittings_of_one_process_share_the_lock():
    first, second = sitting(), sitting()
    assert not first.guest and not second.guest
    first.close()
    assert lock_table()[0].held  # the second still holds it
    second.close()
    other = TableLock(lock_path())
    assert other.acquire()  # released with the last sitting
    other.release()


def test_a_folder_that_cannot_be_locked_is_not_called_in_use(tabletalk_home):
    tabletalk_home.mkdir(parents=True, exist_ok=True)
    (tabletalk_home / "data").write_text("a file where the folder should be")
    s = sitting()
    assert not s.guest and s.table_lock.error and IN_USE not in s.problems
    s.close()


def test_stale_temporary_files_are_cleaned_by_the_holder(tabletalk_home):
    data = tabletalk_home / "data"
    data.mkdir(parents=True)
    stale = data / ".autosave.json.abc123.tmp"
    stale.write_text("half a save")
    foreign = data / "notes.tmp"
    foreign.write_text("not ours")
    s = sitting()
    assert not stale.exists() and foreign.exists()
    s.close()


def test_a_guest_leaves_temporary_files_alone(other_window, tabletalk_home):
    data = tabletalk_home / "data"
    tmp = data / ".autosave.json.abc123.tmp"
    tmp.write_text("the other window is saving")
    s = sitting()
    assert s.guest and tmp.exists()
    s.close()


# -- Two real processes --------------------------------------------------------

def start_tabletalk(home: Path) -> subprocess.Popen:
    env = {**os.environ, "TABLETALK_HOME": str(home), "LANG": "C.UTF-8"}
    return subprocess.Popen([str(TABLETALK), "--plain", "--speech", "off"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)


def read_until(proc: subprocess.Popen, ending: str) -> list[str]:
    lines = []
    for line in proc.stdout:
        lines.append(line.rstrip("\n"))
        if line.rstrip("\n").endswith(ending):
            return lines
    raise AssertionError(f"the process ended before {ending!r}: {lines}")


@pytest.mark.skipif(not TABLETALK.exists(), reason="the tabletalk command is not installed")
def test_two_processes_on_one_data_folder(tabletalk_home):
    first = start_tabletalk(tabletalk_home)
    try:
        first.stdin.write("solo 5\nwhere\n")
        first.stdin.flush()
        read_until(first, "0 moves made.")  # its game is started and saved
        saved = autosave.autosave_path().read_bytes()
        second = subprocess.run(
            [str(TABLETALK), "--plain", "--speech", "off"],
            input="resume\nsolo 9\nwhere\nmenu\nsolo 11\nquit\n", capture_output=True, text=True,
            env={**os.environ, "TABLETALK_HOME": str(tabletalk_home), "LANG": "C.UTF-8"}, timeout=60)
        lines = second.stdout.splitlines()
        assert second.returncode == 0, second.stderr
        assert lines[0] == IN_USE
        assert "A saved game can be resumed: type resume." not in lines
        assert lines[-1] == NOT_SAVED
        assert autosave.autosave_path().read_bytes() == saved  # the first one's game, untouched
        first.stdin.write("quit\n")
        first.stdin.flush()
        assert read_until(first, "saved.")[-1] == "Goodbye. Your game is saved."
    finally:
        first.stdin.close()
        first.wait(timeout=60)


@pytest.mark.skipif(not TABLETALK.exists() or os.name == "nt", reason="kill -9 of a real tabletalk")
def test_a_killed_process_leaves_no_lock(tabletalk_home):
    first = start_tabletalk(tabletalk_home)
    try:
        first.stdin.write("solo 5\nwhere\n")
        first.stdin.flush()
        read_until(first, "0 moves made.")
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=60)
    after = subprocess.run(
        [str(TABLETALK), "--plain", "--speech", "off"], input="resume\nquit\n", capture_output=True,
        text=True, env={**os.environ, "TABLETALK_HOME": str(tabletalk_home), "LANG": "C.UTF-8"},
        timeout=60)
    lines = after.stdout.splitlines()
    assert IN_USE not in lines
    assert "Zoker Solo, deal 5, resumed." in lines
    assert lines[-1] == "Goodbye. Your game is saved."
