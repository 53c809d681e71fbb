"""What differs on Windows and macOS, tried here on Linux with the platform faked.

No Windows or Mac runs these tests, so each code path that asks which system
it is on is driven with ``sys.platform``, ``os.name``, ``shutil.which``, the
platformdirs class and the system modules (msvcrt, winsound, pythoncom,
Foundation) replaced by fakes that behave as the real ones are documented to.
"""

from __future__ import annotations

import errno
import fcntl
import io
import os
import shutil
import sys
import types
from pathlib import Path

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from app.plain.repl import PlainMode
from app.session import Session
from app.speech import available_backends, cues, pyttsx3_backend, sound
from app.speech import prism_backend
from app.speech.recording import RecordingSpeaker
from app.store import atomic, lock, paths
from app.store.autosave import autosave_path
from app.store.results import results_path
from app.store.settings import load_settings, settings_path
from app.text import i18n


# The folders: each system's own places, and every file Tabletalk keeps there.

@pytest.fixture(params=["win32", "darwin", "linux"])
def system(request, monkeypatch, tmp_path):
    """Fake the platformdirs of one system, with its user folders under a temporary home."""
    home = tmp_path / "user"
    monkeypatch.delenv("TABLETALK_HOME")
    monkeypatch.setenv("HOME", str(home))
    for name in [n for n in os.environ if n.startswith("XDG_")]:
        monkeypatch.delenv(name)
    if request.param == "win32":
        local = home / "AppData" / "Local"
        folders = {"CSIDL_LOCAL_APPDATA": str(local), "CSIDL_APPDATA": str(home / "AppData" / "Roaming")}
        monkeypatch.setattr(platformdirs.windows, "_RESOLVE_WIN_FOLDER", folders.__getitem__)
        monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
        expected = (local / "tabletalk", local / "tabletalk", local / "tabletalk" / "Cache")
    elif request.param == "darwin":
        monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.macos.MacOS)
        support = home / "Library" / "Application Support" / "tabletalk"
        expected = (support, support, home / "Library" / "Caches" / "tabletalk")
    else:
        monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.unix.Unix)
        expected = (home / ".config" / "tabletalk", home / ".local" / "share" / "tabletalk",
                    home / ".cache" / "tabletalk")
    return request.param, expected


def sitting(script: str) -> list[str]:
    """Play line mode as the program does: settings read from their file, cues in the cache."""
    settings, _problems = load_settings()
    first = not settings_path().exists()
    session = Session(speaker=RecordingSpeaker(), settings=settings,
                      cues=cues.CuePlayer(paths.cache_dir() / "cues", 60, None))
    session.first_start = first
    out = io.StringIO()
    PlainMode(session, io.StringIO(script), out).run()
    return out.getvalue().splitlines()


def test_each_system_keeps_settings_saves_and_caches_in_its_own_user_folders(system, monkeypatch):
    name, (config, data, cache) = system
    assert (paths.config_dir(), paths.data_dir(), paths.cache_dir()) == (config, data, cache)
    # Windows and macOS put settings and data in one folder: every file there has a name of its own.
    kept = [settings_path(), autosave_path(), lock.lock_path(), results_path()]
    assert len(set(kept)) == len(kept) and all(p.parent in (config, data) for p in kept)
    monkeypatch.setattr(i18n, "_cache", {})  # the catalog is read anew
    lines = sitting("language sv\nsolo 4\nt\nquit\n")
    assert lines[-1] == "Hej då. Ditt spel är sparat."
    assert settings_path().is_file() and autosave_path().is_file() and lock.lock_path().is_file()
    assert not (cache / "catalogs").exists()  # the compiled catalogs come with the program, none is made
    # A second sitting on that system finds the language kept and the game saved.
    assert load_settings()[0].language == "sv"
    lines = sitting("resume\nquit\n")
    assert "Fortsätter Zoker Solo, giv 4." in lines, lines
    # Nothing was written outside the user's folders for Tabletalk.
    home = Path(os.environ["HOME"])
    written = {p for p in home.rglob("*") if p.is_file()}
    assert written and all(any(folder in p.parents for folder in (config, data, cache)) for p in written)


class OsOf(types.ModuleType):
    """The os module as one module of ours sees it on another system: ``name`` differs, the rest is os
    (os.name itself stays: pathlib and pytest read it)."""

    def __init__(self, name: str) -> None:
        super().__init__("os")
        self.name = name

    def __getattr__(self, attr: str):
        return getattr(os, attr)


# The lock: msvcrt.locking on Windows, flock elsewhere.

class FakeMsvcrt(types.ModuleType):
    """msvcrt's locking as Windows does it: LK_NBLCK locks bytes from the file position, or
    raises OSError EACCES when another handle holds them (here on top of flock, per open file)."""

    LK_NBLCK, LK_UNLCK = 2, 0

    def __init__(self) -> None:
        super().__init__("msvcrt")
        self.calls: list[tuple[int, int, int, int]] = []
        self.refuse_with = 0

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        self.calls.append((fd, mode, nbytes, os.lseek(fd, 0, os.SEEK_CUR)))
        if self.refuse_with:
            raise OSError(self.refuse_with, os.strerror(self.refuse_with))
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise PermissionError(errno.EACCES, "Permission denied") from None


@pytest.fixture
def windows_lock(monkeypatch):
    fake = FakeMsvcrt()
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    monkeypatch.setattr(lock, "os", OsOf("nt"))
    return fake


def test_windows_locks_the_first_byte_without_waiting_and_a_second_is_a_guest(windows_lock, tmp_path):
    path = tmp_path / "data" / lock.LOCK_FILE
    first, second = lock.TableLock(path), lock.TableLock(path)
    assert first.acquire() and first.held
    fd, mode, nbytes, position = windows_lock.calls[-1]
    assert (mode, nbytes, position) == (FakeMsvcrt.LK_NBLCK, 1, 0)
    assert not second.acquire() and second.elsewhere and not second.error
    first.release()
    assert second.acquire() and not second.elsewhere
    second.release()


def test_windows_does_not_compare_inodes_and_reports_a_file_system_without_locks(windows_lock, tmp_path,
                                                                                 monkeypatch):
    # Windows has no inode to check the file against: a lock that differs is still taken there.
    monkeypatch.setattr(lock, "_same_file", lambda fd, path: False)
    table = lock.TableLock(tmp_path / lock.LOCK_FILE)
    assert table.acquire()
    table.release()
    # A file system that cannot lock at all: no lock, an error, and nobody else said to hold it.
    windows_lock.refuse_with = errno.EINVAL
    table = lock.TableLock(tmp_path / "other.lock")
    assert not table.acquire() and table.error and not table.elsewhere


def test_the_same_lock_off_windows_checks_the_file_it_locked(tmp_path, monkeypatch):
    monkeypatch.setattr(lock, "_same_file", lambda fd, path: False)
    assert not lock.TableLock(tmp_path / lock.LOCK_FILE).acquire()  # replaced each time: given up


def test_windows_retries_a_replace_an_open_file_refuses_and_skips_the_folder_sync(monkeypatch, tmp_path):
    target = tmp_path / "settings.toml"
    real_replace, refusals, synced = os.replace, [], []

    def busy_then_free(src, dst):
        if len(refusals) < 2:  # a virus scanner or an indexer holds the file a moment
            refusals.append(dst)
            raise PermissionError(errno.EACCES, "Access is denied")
        real_replace(src, dst)

    windows = OsOf("nt")
    windows.replace, windows.fsync = busy_then_free, synced.append
    monkeypatch.setattr(atomic, "os", windows)
    monkeypatch.setattr(atomic.time, "sleep", lambda seconds: None)
    atomic.write_atomic(target, "language = 'sv'\n")
    assert target.read_text() == "language = 'sv'\n" and len(refusals) == 2
    assert len(synced) == 1  # the file itself; a folder cannot be opened for fsync on Windows
    windows.name = "posix"
    refusals.clear()
    with pytest.raises(PermissionError):
        atomic.write_atomic(target, "language = 'fi'\n")  # elsewhere a refusal is real: no retry
    assert len(refusals) == 1 and target.read_text() == "language = 'sv'\n"


# The cues: winsound on Windows, afplay on macOS, paplay or aplay on Linux.

def which_of(*found: str):
    return lambda name, *args, **kwargs: f"/usr/bin/{name}" if name in found else None


@pytest.mark.parametrize("platform, found, command", [
    ("win32", (), None),
    ("darwin", ("afplay", "aplay"), ["afplay"]),
    ("darwin", ("paplay",), ["paplay"]),
    ("linux", ("paplay", "aplay"), ["paplay"]),
    ("linux", ("aplay",), ["aplay", "-q"]),
    ("linux", ("afplay",), None),
])
def test_each_system_plays_cues_with_its_own_player(monkeypatch, platform, found, command):
    monkeypatch.setattr(cues.sys, "platform", platform)
    monkeypatch.setattr(cues.shutil, "which", which_of(*found))
    assert cues.player_command() == command


def test_without_a_player_only_windows_still_plays_cues(monkeypatch, tmp_path):
    monkeypatch.setattr(cues.shutil, "which", which_of())
    monkeypatch.setattr(cues.sys, "platform", "darwin")
    assert type(cues.make_cues(60, tmp_path)) is cues.NoCues
    monkeypatch.setattr(cues.sys, "platform", "win32")
    assert type(cues.make_cues(60, tmp_path)) is cues.CuePlayer


def test_windows_plays_a_cue_through_winsound_without_waiting(monkeypatch, tmp_path):
    played = []
    winsound = types.SimpleNamespace(SND_FILENAME=0x20000, SND_ASYNC=0x1, SND_NODEFAULT=0x2,
                                     PlaySound=lambda sound, flags: played.append((sound, flags)))
    monkeypatch.setitem(sys.modules, "winsound", winsound)
    monkeypatch.setattr(cues.sys, "platform", "win32")
    monkeypatch.setattr(cues.subprocess, "Popen", lambda *a, **k: pytest.fail("no child process on Windows"))
    player = cues.make_cues(60, tmp_path / "cues")
    player.play("turn")
    sound, flags = played[-1]
    assert Path(sound) == tmp_path / "cues" / "turn-60.wav" and Path(sound).read_bytes()[:4] == b"RIFF"
    assert flags == winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT


def test_macos_plays_a_cue_with_afplay_and_cuts_the_last_one_off(monkeypatch, tmp_path):
    started = []

    class Child:
        def __init__(self, command, **kwargs):
            self.command, self.running = command, True
            started.append(self)

        def poll(self):
            return None if self.running else 0

        def terminate(self):
            self.running = False

    monkeypatch.setattr(cues.sys, "platform", "darwin")
    monkeypatch.setattr(cues.shutil, "which", which_of("afplay"))
    monkeypatch.setattr(cues.subprocess, "Popen", Child)
    player = cues.make_cues(40, tmp_path)
    player.play("turn")
    player.play("won")
    assert [c.command for c in started] == [["afplay", str(tmp_path / "turn-40.wav")],
                                            ["afplay", str(tmp_path / "won-40.wav")]]
    assert not started[0].running and started[1].running


# The voices: SAPI5 or the Mac's voice through pyttsx3, eSpeak NG on Linux; a screen reader first.

@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_use_the_system_voice_without_espeak_or_a_player(monkeypatch, platform):
    monkeypatch.setattr(shutil, "which", which_of())  # no espeak-ng, no aplay, no orca
    monkeypatch.setattr(pyttsx3_backend.sys, "platform", platform)
    monkeypatch.setattr(prism_backend.sys, "platform", platform)
    monkeypatch.setattr(sound.sys, "platform", platform)
    assert pyttsx3_backend.uses_native_engine()
    assert pyttsx3_backend.problem() == ""
    assert sound.sound_problem() == ""  # no /dev/snd to look for
    # A screen reader is asked for first; the system voice is next; the espeak-ng program is not there.
    assert available_backends()[:2] == ["screenreader", "pyttsx3"]
    assert "espeak" not in available_backends()


def test_linux_without_a_screen_reader_espeak_or_aplay_offers_none_of_them(monkeypatch):
    monkeypatch.setattr(shutil, "which", which_of())
    monkeypatch.setattr(pyttsx3_backend.sys, "platform", "linux")
    monkeypatch.setattr(prism_backend.sys, "platform", "linux")
    monkeypatch.setattr(prism_backend, "linux_reader_running", lambda: False)
    assert not pyttsx3_backend.uses_native_engine()
    assert pyttsx3_backend.problem() != ""  # eSpeak NG's library and aplay are needed here
    assert prism_backend.problem() == "no screen reader running"
    found = available_backends()
    assert not {"screenreader", "pyttsx3", "espeak"} & set(found) and found[-1] == "off"


def test_windows_starts_com_on_the_voice_thread_with_pythoncom_or_comtypes(monkeypatch):
    started = []
    monkeypatch.setattr(pyttsx3_backend.sys, "platform", "win32")
    pythoncom = types.SimpleNamespace(CoInitialize=lambda: started.append("pythoncom"))
    monkeypatch.setitem(sys.modules, "pythoncom", pythoncom)
    pyttsx3_backend._co_initialize()
    assert started == ["pythoncom"]
    monkeypatch.setitem(sys.modules, "pythoncom", None)  # not installed: comtypes does it
    comtypes = types.SimpleNamespace(CoInitialize=lambda: started.append("comtypes"))
    monkeypatch.setitem(sys.modules, "comtypes", comtypes)
    pyttsx3_backend._co_initialize()
    assert started == ["pythoncom", "comtypes"]
    monkeypatch.setitem(sys.modules, "comtypes", None)
    pyttsx3_backend._co_initialize()  # neither: the voice thread still starts
    monkeypatch.setattr(pyttsx3_backend.sys, "platform", "linux")
    pyttsx3_backend._co_initialize()
    assert started == ["pythoncom", "comtypes"]  # nothing of COM elsewhere


def test_macos_pumps_the_voice_threads_run_loop(monkeypatch):
    pumped = []

    class RunLoop:
        @staticmethod
        def currentRunLoop():
            return RunLoop()

        def runMode_beforeDate_(self, mode, date):
            pumped.append((mode, date))

    foundation = types.SimpleNamespace(NSRunLoop=RunLoop, NSDefaultRunLoopMode="kCFRunLoopDefaultMode",
                                       NSDate=types.SimpleNamespace(dateWithTimeIntervalSinceNow_=lambda s: s))
    monkeypatch.setattr(pyttsx3_backend.sys, "platform", "darwin")
    monkeypatch.setitem(sys.modules, "Foundation", foundation)
    pump = pyttsx3_backend._run_loop_pump()
    pump(0.05)
    assert pumped == [("kCFRunLoopDefaultMode", 0.05)]
    monkeypatch.setitem(sys.modules, "Foundation", None)  # PyObjC missing: no pump, no error
    assert pyttsx3_backend._run_loop_pump() is None
    monkeypatch.setattr(pyttsx3_backend.sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "Foundation", foundation)
    assert pyttsx3_backend._run_loop_pump() is None


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_leave_braille_to_the_screen_reader(monkeypatch, platform):
    from app.speech import braille

    monkeypatch.setattr(braille.sys, "platform", platform)
    monkeypatch.setattr(braille, "any_running", lambda names: True)  # even a process named brltty
    monkeypatch.setattr(braille, "load_brlapi", lambda: pytest.fail("BrlAPI is BRLTTY's, on Linux only"))
    assert braille.open_braille() is None
