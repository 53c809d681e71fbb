"""One Tabletalk at a time on a data folder: the table lock.

The first Tabletalk to start on a data folder holds ``tabletalk.lock`` in it
for the whole sitting, with the operating system's own file lock
(``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows). The
system releases it when the process ends in any way, a kill included, so a
lock is never left behind: the file itself stays (deleting it would open a
race) and means nothing without a process holding it.

A second Tabletalk on the same folder finds the lock held and is a guest: it
may play, but it neither resumes nor saves games, and never writes, moves or
deletes the autosave (the Session keeps to that; lock_table reports
"table_in_use" for it to say). When no lock can be taken at all (a read-only
disk, a folder that is a file, a file system without locks), nobody else can
be known to hold it: the sitting goes on as the holder, and the saves say
themselves whether they work.

Within one process the lock is shared: every Session of the process on the
same folder holds the same lock (one sitting per process; tests make many).
"""

from __future__ import annotations

import errno
import os
import weakref
from pathlib import Path

from app.store.paths import config_dir, data_dir
from app.store.problems import Problem, error_code

LOCK_FILE = "tabletalk.lock"

#: errno values that mean "another process holds it" (flock, msvcrt.locking).
_HELD_ELSEWHERE = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLK", -1),
                   getattr(errno, "EDEADLOCK", -1)}


def lock_path() -> Path:
    """Return the path of the data folder's lock file."""
    return data_dir() / LOCK_FILE


def _try_lock(fd: int) -> bool:
    """Lock ``fd`` without waiting: True if locked, False if another process holds it.

    Raises:
        OSError: when the file cannot be locked at all (no locks on this file system).
    """
    try:
        if os.name == "nt":  # (os.name, not sys.platform: tests/install/test_platforms.py plays Windows by it)
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            # typeshed declares msvcrt's functions on win32 only, which this check is not to mypy.
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in _HELD_ELSEWHERE:
            return False
        raise
    return True


class TableLock:
    """The lock on one data folder, as far as this process knows it.

    Attributes:
        path: the lock file.
        held: True while this process holds the lock.
        elsewhere: True when another process held it when we tried.
        error: the error code met when no lock could be taken ("" otherwise).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.elsewhere = False
        self.error = ""
        self._fd: int | None = None
        self._users = 0

    @property
    def held(self) -> bool:
        """Return True while this process holds the lock."""
        return self._fd is not None

    def acquire(self) -> bool:
        """Try once (never waits) to take the lock; return ``held``."""
        if self._fd is not None:
            return True
        self.elsewhere, self.error = False, ""
        for _ in range(3):
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError as exc:
                self.error = error_code(exc)
                return False
            try:
                if not _try_lock(fd):
                    os.close(fd)
                    self.elsewhere = True
                    return False
                if os.name != "nt" and not _same_file(fd, self.path):
                    os.close(fd)  # the file was deleted or replaced meanwhile: lock the new one
                    continue
            except OSError as exc:
                os.close(fd)
                self.error = error_code(exc)
                return False
            self._fd = fd
            return True
        return False

    def release(self) -> None:
        """Let the lock go (closing the file releases it)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass

    def enter(self) -> None:
        """A sitting of this process starts using the lock."""
        self._users += 1

    def leave(self) -> None:
        """A sitting of this process ends; the last one releases the lock."""
        self._users = max(0, self._users - 1)
        if not self._users:
            self.release()
            if _SHARED.get(str(self.path)) is self:
                del _SHARED[str(self.path)]

    def __del__(self) -> None:
        self.release()

    def __repr__(self) -> str:
        return f"TableLock({str(self.path)!r}, held={self.held}, elsewhere={self.elsewhere})"


def _same_file(fd: int, path: Path) -> bool:
    try:
        a, b = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


#: The locks this process holds, by lock file (shared by its Sessions).
_SHARED: weakref.WeakValueDictionary[str, TableLock] = weakref.WeakValueDictionary()


def lock_table() -> tuple[TableLock, list[Problem]]:
    """Take the data folder's lock for a sitting; return it and the problems to say.

    Held: the write_atomic temporary files a killed save left in the data folder
    are deleted (no save of ours can be under way), and those in the settings
    folder once they are old. Held by another process: [Problem("table_in_use")].
    No lock possible: the lock (not held, ``error`` set) and no problem.
    """
    path = lock_path()
    key = str(path)
    lock = _SHARED.get(key)
    if lock is None or not lock.held:
        lock = TableLock(path)
        if lock.acquire():
            _SHARED[key] = lock
            clean_stale_files()
    if lock.elsewhere:
        return lock, [Problem("table_in_use", {"path": str(path.parent)})]
    return lock, []


def clean_stale_files() -> None:
    """Delete the temporary files a save killed half way left (call with the lock held)."""
    from app.store.atomic import clean_temp_files
    from app.store.autosave import autosave_path
    from app.store.settings import SETTINGS_FILE

    clean_temp_files(autosave_path(), older_than=0)  # only the lock's holder saves games
    clean_temp_files(config_dir() / SETTINGS_FILE)  # any Tabletalk saves settings: only old ones
