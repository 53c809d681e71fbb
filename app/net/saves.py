"""A table server's files: each table saved as the local autosave's format, written off the server's loop.

``match_json`` makes what ``Match.to_json`` makes, quickly (``Actions`` keeps
each action's JSON once made, so a save after every move makes only the new
one); ``Writer`` writes the files on a thread of its own, so the news of a move
never waits for the disk: each batch appended to a journal, and the files
themselves now and then and at the end (``recover`` after a kill).
"""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path
from typing import Any

import msgspec

from app.core.match import SAVE_FORMAT, Match
from app.core.rules import ModuleRules
from app.store.atomic import fsync_dir, write_many


def _shared_way(match: Match) -> bool:
    rules = type(match.rules)
    return rules.state_to_json is ModuleRules.state_to_json and rules.action_to_json is ModuleRules.action_to_json


class Actions:
    """A match's actions as JSON, each made once: the list grows by a move between two saves."""

    def __init__(self) -> None:
        self._of: list | None = None  # the match's list of actions the JSON below was made from
        self._json: list[msgspec.Raw] = []
        self._last = None  # the last action made, to see the list did not change under it

    def json(self, actions: list) -> list[msgspec.Raw]:
        """Return ``actions`` (``Match.actions``) as JSON pieces, making only those not made before."""
        done = len(self._json)
        # A new game's list, or one that lost moves (an undo), is made again from its start.
        if actions is not self._of or len(actions) < done or (done and actions[done - 1] is not self._last):
            self._of, self._json, done = actions, [], 0
        for seat, action in actions[done:]:
            self._json.append(msgspec.Raw(msgspec.json.encode(
                [seat, {"type": type(action).__name__, **msgspec.to_builtins(action)}])))
        self._last = actions[-1] if actions else None
        return self._json


def match_json(match: Match, actions: Actions | None = None) -> Any:
    """Return what ``Match.to_json`` returns, made by msgspec where the rules write states and actions the
    shared way (``ModuleRules``): the same JSON, many times faster, for a save after every move
    (``tests/net/test_saves.py`` keeps the two the same). With ``actions`` (kept from the table's last
    save) only the new actions are made."""
    if not _shared_way(match):
        return match.to_json()
    moves: list
    if actions is not None:
        moves = actions.json(match.actions)
    else:
        moves = [[seat, {"type": type(a).__name__, **msgspec.to_builtins(a)}] for seat, a in match.actions]
    return {"format": SAVE_FORMAT, "game_id": match.game_id, "deal": match.deal, "seats": match.seats,
            "options": match.options, "round_no": match.round_no, "rounds": match.rounds, "count": match.count,
            "totals": list(match.totals), "carried": match.carried, "first": match.first,
            "actions": moves, "state": match.state}


#: A journal this long is folded into the tables' own files, and a new one begun (at 500 busy tables,
#: about every eight seconds).
JOURNAL_BYTES = 64 * 1024 * 1024
#: The name of a file a journal may write: a table's (its code), nothing with a folder in it.
_NAME = re.compile(rb"[A-Za-z0-9_-]{1,64}\.json")


class Writer:
    """Writes the tables' files on a thread of its own, the latest bytes of each file.

    A batch is appended to the folder's journal (``journal-N.log``: a line a file, its name, a tab and its
    bytes) in one write and made durable with one ``fdatasync``. Writing each file itself, atomically,
    took a few system calls a file and a flush of the file system a batch; at 500 busy tables that was a
    fifth of the server's processor and held the news back. Once the journal passes ``JOURNAL_BYTES``,
    and when the server stops, every file it changed is written whole (``write_many``) and the journal is
    dropped. A server killed in between leaves the journal: the next one's ``Writer`` folds it into the
    files (``recover``) before the tables are read. What was handed over while a batch was being written
    goes in the next batch, a file's newest bytes only.
    """

    def __init__(self, log, folder: Path | None = None) -> None:
        self.log = log
        self.folder = Path(folder) if folder is not None else None
        self._pending: dict[Path, bytes] = {}
        self._cond = threading.Condition()
        self._stopping = False
        #: Each file the open journal changed, with its newest bytes (what a checkpoint writes).
        self._journaled: dict[Path, bytes] = {}
        self._fd: int | None = None
        self._size = 0
        self._number = 0
        if self.folder is not None:
            self._number = recover(self.folder, log)
        self._thread = threading.Thread(target=self._run, name="tabletalk-saves", daemon=True)
        self._thread.start()

    def put(self, path: Path, data: bytes) -> None:
        """Write ``data`` to ``path`` soon (newer bytes for the same file replace those not written yet)."""
        self.put_many({path: data})

    def put_many(self, files: dict[Path, bytes]) -> None:
        """Write each file of ``files`` soon, as ``put``."""
        with self._cond:
            self._pending.update(files)
            self._cond.notify()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._stopping:
                    self._cond.wait()
                if not self._pending:
                    return
                batch, self._pending = self._pending, {}
            try:
                failed = self._write(batch)
            except Exception as exc:  # noqa: BLE001 - the thread must live on to write the next batch
                failed = [(path, exc) for path in batch]
            for path, error in failed:
                self.log(f"{path.name}: could not save ({error})")

    def _write(self, batch: dict[Path, bytes]) -> list[tuple[Path, Exception]]:
        """Append a batch to the journal (a file outside the folder, or whose bytes are not one line, is
        written whole at once)."""
        outside = {path: data for path, data in batch.items()
                   if self.folder is None or path.parent != self.folder or not _NAME.fullmatch(path.name.encode())
                   or b"\n" in data}
        failed: list[tuple[Path, Exception]] = list(write_many(outside)) if outside else []
        lines = b"".join(path.name.encode() + b"\t" + data + b"\n" for path, data in batch.items()
                         if path not in outside)
        if not lines:
            return failed
        folder = self.folder
        assert folder is not None, "with no folder every file is written whole (outside)"
        try:
            if self._fd is None:
                folder.mkdir(parents=True, exist_ok=True)
                self._number += 1
                self._fd = os.open(folder / f"journal-{self._number}.log",
                                   os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0), 0o600)
                fsync_dir(folder)
            view = memoryview(lines)
            while view:
                view = view[os.write(self._fd, view):]
            (getattr(os, "fdatasync", None) or os.fsync)(self._fd)
        except OSError as exc:
            self._cut_back()
            return failed + [(path, exc) for path in batch if path not in outside]
        self._size += len(lines)
        self._journaled.update((path, data) for path, data in batch.items() if path not in outside)
        if self._size >= JOURNAL_BYTES:
            self.checkpoint()
        return failed

    def _cut_back(self) -> None:
        """Drop a line written in part (a full disk): the next batch must start on a line of its own."""
        if self._fd is not None:
            try:
                os.ftruncate(self._fd, self._size)
            except OSError:
                os.close(self._fd)  # a later batch starts a new journal; recover skips the broken line
                self._fd, self._size = None, 0

    def checkpoint(self) -> None:
        """Write every file the journal changed whole, then drop the journal (on the writer's thread, or
        once it has stopped). If a file cannot be written the journal is kept, and tried again later."""
        if self._fd is None:
            return
        folder = self.folder
        assert folder is not None, "a journal is kept only in a folder"
        failed = write_many(self._journaled)
        if failed:
            for path, exc in failed:
                self.log(f"{path.name}: could not save ({exc})")
            self._size = 0  # the next try after as many bytes again
            return
        os.close(self._fd)
        self._fd, self._size, self._journaled = None, 0, {}
        # Every journal up to this one: a journal ``recover`` could not fold is older than what this
        # server has written since, and read after it would take tables back.
        for number, journal in journals(folder):
            if number <= self._number:
                try:
                    journal.unlink()
                except OSError as exc:
                    self.log(f"{journal.name}: could not remove ({exc})")
        fsync_dir(folder)

    def close(self) -> None:
        """Write what is pending, fold the journal into the files, then stop."""
        with self._cond:
            self._stopping = True
            self._cond.notify()
        self._thread.join(10)
        if not self._thread.is_alive():
            self.checkpoint()


def recover(folder: Path, log) -> int:
    """Write the files the journals in ``folder`` hold newer bytes for, then remove the journals (left by
    a server that was killed); return the highest journal number seen.

    A line that is not whole (the last one of a journal cut by a power failure) or not a table's file
    is skipped and said in ``log``; the file keeps the bytes of its line before.
    """
    found = journals(folder)
    if not found:
        return 0
    newest: dict[Path, bytes] = {}
    for _, journal in found:
        try:
            data = journal.read_bytes()
        except OSError as exc:
            log(f"{journal.name}: could not read ({exc})")
            continue
        lines = data.split(b"\n")
        if lines[-1]:
            log(f"{journal.name}: its last line was cut short; the file keeps its save before")
        for line in lines[:-1]:
            name, tab, saved = line.partition(b"\t")
            try:
                if not tab or not _NAME.fullmatch(name):
                    raise ValueError("not a table's file")
                msgspec.json.decode(saved)
            except (ValueError, msgspec.DecodeError) as exc:
                log(f"{journal.name}: a line skipped ({str(exc)[:80]})")
                continue
            newest[folder / name.decode()] = saved
    failed = write_many(newest)
    for path, error in failed:
        log(f"{path.name}: could not save ({error})")
    if not failed:  # else they are removed at the next checkpoint, once the files are written
        for _, journal in found:
            try:
                journal.unlink()
            except OSError as exc:
                log(f"{journal.name}: could not remove ({exc})")
        fsync_dir(folder)
    return found[-1][0]


def journals(folder: Path) -> list[tuple[int, Path]]:
    """Return the journals in ``folder``, oldest first, with their numbers."""
    found = []
    for path in folder.glob("journal-*.log") if folder.is_dir() else ():
        number = re.fullmatch(r"journal-(\d{1,9})\.log", path.name)
        if number:
            found.append((int(number.group(1)), path))
    return sorted(found)
