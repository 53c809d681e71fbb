"""The last words of a sitting say exactly what was saved, in words a person uses."""

from __future__ import annotations

import errno
import io

from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings


def sitting(script: str, lang: str = "en") -> list[str]:
    s = Session(speaker=RecordingSpeaker(), settings=Settings(language=lang, speech="off"))
    out = io.StringIO()
    PlainMode(s, io.StringIO(script), out).run()
    return out.getvalue().splitlines()


def test_no_game_played_is_no_game_saved():
    assert sitting("help\nquit\n")[-1] == "Goodbye."


def test_a_game_in_progress_is_saved_and_said_so():
    assert sitting("solo 5\nmove 1 1 1\nquit\n")[-1] == "Goodbye. Your game is saved."


def test_a_full_disk_is_said_as_a_person_would_and_the_goodbye_does_not_lie(monkeypatch):
    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("app.store.autosave.write_atomic", full)
    lines = sitting("solo 5\nmove 1 1 1\nquit\n")
    assert "The game could not be saved (the disk is full). Play goes on." in lines
    assert lines.count("The game could not be saved (the disk is full). Play goes on.") == 1
    assert lines[-1] == "Goodbye. This game could not be saved: the disk is full."


def test_a_data_folder_replaced_by_a_file_is_said_plainly(tabletalk_home):
    tabletalk_home.mkdir(parents=True, exist_ok=True)
    (tabletalk_home / "data").write_text("not a folder")
    lines = sitting("solo 5\nmove 1 1 1\nquit\n")
    assert lines[-1] == "Goodbye. This game could not be saved: a file stands where a folder should be."


def test_the_goodbye_is_in_the_players_language(monkeypatch):
    monkeypatch.setattr("app.store.autosave.write_atomic",
                        lambda path, text: (_ for _ in ()).throw(OSError(errno.EROFS, "read-only")))
    lines = sitting("solo 5\nquit\n", "sv")
    assert "Goodbye" not in lines[-1] and "EROFS" not in lines[-1]


def test_an_unknown_command_of_200000_characters_is_not_read_back_whole():
    lines = sitting("x" * 200_000 + "\nquit\n")
    assert "Unknown command " + "x" * 30 + "…. Type help for the commands." in lines
