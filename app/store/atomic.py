"""Writing files so that a crash never leaves half a file, and moving bad ones aside."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any, Mapping

_REPLACE_TRIES = 5  # Windows: a reader (or a virus scanner) may hold the target briefly.


def write_atomic(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Replace the file at ``path`` with ``text``, all or nothing.

    The text goes to a temporary file in the same folder, which is flushed and
    fsynced and then renamed over ``path`` (``os.replace``); the folder is
    fsynced too where the platform allows. A crash at any moment leaves either
    the old file or the new one, never a mix. Missing parent folders are made.

    Raises:
        OSError: when the file cannot be written; the old file is then intact
            and no temporary file is left behind.
    """
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    fsync_dir(folder)


def write_many(files: Mapping[Path, bytes]) -> list[tuple[Path, OSError]]:
    """Replace several files, each all or nothing as ``write_atomic`` does; return the files that could not
    be written, with why (the old file is then intact).

    For a writer that saves many files a second (a table server): a few system calls a file, no Python
    file objects, and where Linux allows one flush of the file system for every file of the batch
    (``syncfs``) instead of an fsync each, then the renames and one fsync of each folder. Each temporary
    file is named for this process (``.<name>.<pid>.tmp``, which ``temp_files`` finds), so one thread of
    a process must do the writing.
    """
    failed, written, folders = [], [], {}
    flush = _syncfs()
    for path, data in files.items():
        folder = path.parent
        tmp = folder / f".{path.name}.{os.getpid()}.tmp"
        try:
            if folder not in folders:
                folder.mkdir(parents=True, exist_ok=True)
                folders[folder] = False
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o600)
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
                if flush is None:
                    os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            _drop(tmp)
            failed.append((path, exc))
            continue
        written.append((path, tmp))
    unflushed = {folder for folder in folders if written and flush is not None and not _flushed(flush, folder)}
    for path, tmp in written:
        try:
            if path.parent in unflushed:  # its file system could not be flushed at once: its own fsync
                _fsync_file(tmp)
            _replace(tmp, path)
        except OSError as exc:
            _drop(tmp)
            failed.append((path, exc))
            continue
        folders[path.parent] = True
    for folder, renamed in folders.items():
        if renamed:
            fsync_dir(folder)
    return failed


def _syncfs():
    """Return Linux's syncfs (flush one file system), or None where there is none."""
    global _SYNCFS
    if _SYNCFS is False:
        _SYNCFS = None
        if sys.platform.startswith("linux"):
            try:
                import ctypes

                _SYNCFS = ctypes.CDLL(None, use_errno=True).syncfs
            except (OSError, AttributeError):
                pass
    return _SYNCFS


_SYNCFS: Any = False


def _flushed(syncfs, folder: Path) -> bool:
    """Return True once every file written in ``folder`` so far is on the disk (its whole file system)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return False
    try:
        return syncfs(fd) == 0
    finally:
        os.close(fd)


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _drop(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _replace(src: Path, dst: Path) -> None:
    for attempt in range(_REPLACE_TRIES):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if os.name != "nt" or attempt == _REPLACE_TRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Make a rename in ``folder`` durable, where the platform allows (not Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def aside_name(path: str | os.PathLike[str]) -> Path:
    """Return a free name ``<name>.corrupt-<YYYYmmdd-HHMMSS>[-n]`` next to ``path``."""
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        n += 1
    return candidate


def move_aside(path: str | os.PathLike[str]) -> Path:
    """Rename a bad file to ``<name>.corrupt-<timestamp>`` and return its new path.

    The file is kept (nothing is lost) but out of the way, so a fresh one can
    take its place. An earlier file moved aside in the same second is not
    overwritten: the new name gets a ``-2``, ``-3`` ... suffix.

    Raises:
        OSError: when the file cannot be renamed (or does not exist).
    """
    path = Path(path)
    target = aside_name(path)
    os.replace(path, target)
    fsync_dir(path.parent)
    return target


#: A temporary file of write_atomic older than this (seconds) is left from a
#: kill during a save: no save takes this long.
STALE_AFTER = 600.0


def temp_files(path: str | os.PathLike[str]) -> list[Path]:
    """Return write_atomic's temporary files for ``path`` (``.<name>.<random>.tmp`` beside it)."""
    import glob

    path = Path(path)
    try:
        return sorted(path.parent.glob(f".{glob.escape(path.name)}.*.tmp"))
    except OSError:
        return []


def clean_temp_files(path: str | os.PathLike[str], older_than: float = STALE_AFTER,
                     now: float | None = None) -> list[Path]:
    """Delete write_atomic's temporary files for ``path`` left by a process killed while
    saving; only those older than ``older_than`` seconds (0: all of them, for a caller that
    holds the data folder's lock, so no save of ours can be under way). Never raises.
    Returns the files deleted."""
    now = time.time() if now is None else now
    gone = []
    for tmp in temp_files(path):
        try:
            if older_than > 0 and now - tmp.lstat().st_mtime < older_than:
                continue
            tmp.unlink()
        except OSError:
            continue
        gone.append(tmp)
    return gone
