"""Finished games, scores and statistics, in SQLite in the data folder.

Open once at start with :func:`open_results` to hear of problems; a database
that is not usable (garbage bytes, a damaged page, someone else's tables) is
moved aside with its journal files, a fresh one is made and the problem is
reported. When no database can be opened at all (or it was written by a newer
Tabletalk), results are kept in memory for the session and that is reported.

Start-up does not pay for SQLite (importing sqlite3 and opening the file
took 5-8 ms): :func:`open_results` first looks at the file itself (is it
there, readable and writable, no journal beside it, a SQLite header of the
right size and of this schema version: a few system calls). When all that is
right, the database is opened at first use, and what only SQLite can find
(a damaged page inside the file, a lock held by another Tabletalk) is
reported then: those problems wait in ``Results.problems`` and the next
:meth:`Results.record` returns them first (the Session reports what record
returns). Anything else is opened at once, as before, and its problems come
back from open_results.

The schema and its version (``PRAGMA user_version``) are results_schema.py's
job. A Results object must be used from the thread that first uses it.
"""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self, TypeVar

from app.store.atomic import aside_name, fsync_dir
from app.store.paths import data_dir
from app.store.problems import Problem, error_code
from app.store.results_schema import SCHEMA_VERSION
from app.store.results_schema import Newer as _Newer
from app.store.results_schema import Unusable as _Unusable
from app.store.results_schema import prepare as _prepare

if TYPE_CHECKING:
    import sqlite3  # imported where a database is opened, not at start-up

RESULTS_FILE = "results.db"
#: Seconds to wait for another Tabletalk that holds the database locked.
BUSY_TIMEOUT = 5.0

_log = logging.getLogger(__name__)
_T = TypeVar("_T")

_SIDE_FILES = ("-journal", "-wal", "-shm")
#: Tries at opening while another Tabletalk holds the database (each waits BUSY_TIMEOUT).
_BUSY_TRIES = 3


def results_path() -> Path:
    """Return the path of the results database."""
    return data_dir() / RESULTS_FILE


class Results:
    """The results database, open or to be opened at first use.

    Attributes:
        conn: the sqlite3 connection (the database is opened when it is first
            asked for, if ``Results`` was made without one).
        path: the database file, or None when results live in memory only.
        problems: problems met opening the database at first use, not yet
            returned by :meth:`record`.
    """

    def __init__(self, conn: sqlite3.Connection | None, path: Path | None, repair: bool = True) -> None:
        if conn is None and path is None:
            raise ValueError("a Results without a connection needs a path to open")
        self._conn = conn
        self.repair = repair
        self._closed = False
        self.path = path
        self.problems: list[Problem] = []

    @property
    def conn(self) -> sqlite3.Connection:
        """The connection; the first use opens the database (see the module docstring)."""
        if self._conn is None:
            import sqlite3

            if self._closed:
                raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
            assert self.path is not None
            self._conn, self.path, found = _open(self.path, self.repair)
            for problem in found:
                _log.warning("results: %s %s", problem.msg_id, problem.params)
            self.problems += found
        return self._conn

    @property
    def opened(self) -> bool:
        """True once the database has been opened."""
        return self._conn is not None

    def take_problems(self) -> list[Problem]:
        """Return the problems met opening at first use and forget them."""
        found, self.problems = self.problems, []
        return found

    def record(self, game_id: str, deal: int, seat_names: Sequence[str],
               scores: Sequence[int], moves: int,
               finished_at: datetime | None = None) -> list[Problem]:
        """Store one finished game; return [] or the problems met: first those met opening the
        database at first use (see ``problems``), then a failure to store this game.

        Raises:
            ValueError: when the arguments do not describe a game (a programming error).
        """
        names = [str(n) for n in seat_names]
        points = [int(s) for s in scores]
        if not points or len(names) != len(points):
            raise ValueError("seat_names and scores must be non-empty and of equal length")
        import json  # here, not at the top: the start-up never needs it
        import sqlite3

        when = (finished_at or datetime.now(UTC)).astimezone(UTC)
        conn = self.conn
        opened = self.take_problems()
        try:
            with conn:
                conn.execute(
                    "INSERT INTO results (game_id, deal, seat_names, scores, seat0_score,"
                    " finished_at, moves) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, int(deal), json.dumps(names, ensure_ascii=False),
                     json.dumps(points), points[0], when.isoformat(timespec="seconds"),
                     int(moves)))
        except sqlite3.Error as exc:
            return opened + [Problem("results_write_failed",
                                     {"path": str(self.path or ""), "error": _sqlite_code(exc)})]
        return opened

    def record_result(self, game_id: str, deal: int, seat_names: Sequence[str],
                      scores: Sequence[int], moves: int,
                      finished_at: datetime | None = None) -> list[Problem]:
        """The same as :meth:`record` (the name the module-level function has)."""
        return self.record(game_id, deal, seat_names, scores, moves, finished_at)

    def best_for_deal(self, game_id: str, deal: int) -> int | None:
        """Return seat 0's highest score on this deal of this game, or None if never finished."""
        row = self.conn.execute(
            "SELECT MAX(seat0_score) FROM results WHERE game_id = ? AND deal = ?",
            (game_id, int(deal))).fetchone()
        best: int | None = row[0]
        return best

    def stats(self, game_id: str) -> dict[str, Any]:
        """Return {"played": int, "best": int | None, "average": float | None} for seat 0."""
        played, best, average = self.conn.execute(
            "SELECT COUNT(*), MAX(seat0_score), AVG(seat0_score) FROM results WHERE game_id = ?",
            (game_id,)).fetchone()
        return {"played": played, "best": best,
                "average": None if average is None else float(average)}

    def games(self, game_id: str, limit: int = 20) -> list[dict[str, Any]]:
        """Return the latest finished games of ``game_id``, newest first."""
        import json

        rows = self.conn.execute(
            "SELECT deal, seat_names, scores, finished_at, moves FROM results"
            " WHERE game_id = ? ORDER BY id DESC LIMIT ?", (game_id, int(limit))).fetchall()
        return [{"game_id": game_id, "deal": deal, "seat_names": json.loads(names),
                 "scores": json.loads(scores), "finished_at": finished_at, "moves": moves}
                for deal, names, scores, finished_at, moves in rows]

    def close(self) -> None:
        """Close the connection (a database never used is never opened)."""
        self._closed = True
        if self._conn is not None:
            self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _sqlite_code(exc: sqlite3.Error) -> str:
    name = getattr(exc, "sqlite_errorname", None)  # Python 3.11+: "SQLITE_FULL" ...
    return name or error_code(exc)


def _memory() -> sqlite3.Connection:
    import sqlite3

    conn = sqlite3.connect(":memory:")
    _prepare(conn)
    return conn


def _connect(path: Path) -> sqlite3.Connection:
    """Open and prepare the database; a database another Tabletalk holds locked is tried
    again (_BUSY_TRIES times), never taken for a damaged one."""
    import sqlite3

    for attempt in range(_BUSY_TRIES):
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
        try:
            _prepare(conn)
        except sqlite3.OperationalError as exc:
            conn.close()
            if not _is_busy(exc) or attempt == _BUSY_TRIES - 1:
                raise
            continue
        except BaseException:
            conn.close()
            raise
        return conn
    raise AssertionError("unreachable")


def _is_busy(exc: BaseException) -> bool:
    """Return True for "database is locked" or "busy": another connection holds it for now."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED)
    import sqlite3

    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def _move_db_aside(path: Path) -> Path:
    """Move the database and its journal files aside together (a stale journal
    must never be played back into the fresh database)."""
    target = aside_name(path)
    os.replace(path, target)
    for suffix in _SIDE_FILES:
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    fsync_dir(path.parent)
    return target


def _is_damage(exc: BaseException) -> bool:
    """Return True for errors that mean the file itself is bad (not busy, locked or unwritable)."""
    if isinstance(exc, _Unusable):
        return True
    if _is_busy(exc):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    # Without an error code, only the kinds SQLite raises for damage.
    import sqlite3

    return type(exc) is sqlite3.DatabaseError


_SQLITE_CORRUPT, _SQLITE_NOTADB, _SQLITE_BUSY, _SQLITE_LOCKED = 11, 26, 5, 6


def _unavailable(path: Path, exc: BaseException) -> tuple[sqlite3.Connection, None, list[Problem]]:
    import sqlite3

    code = _sqlite_code(exc) if isinstance(exc, sqlite3.Error) else error_code(exc)
    _log.warning("results database %s cannot be used (%s); keeping results in memory", path, exc)
    return _memory(), None, [Problem("results_unavailable", {"path": str(path), "error": code})]


def _open(path: Path, repair: bool = True) -> tuple[sqlite3.Connection, Path | None, list[Problem]]:
    """Open (or make) the database at ``path``; return the connection, the file it
    lives in (None: in memory) and the problems met. Never raises for a bad, busy
    or unwritable file. ``repair=False`` (a Tabletalk that does not hold the data
    folder's lock) never moves a damaged file aside: results stay in memory."""
    import sqlite3

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return _connect(path), path, []
    except _Newer as exc:
        return _memory(), None, [
            Problem("results_newer_version", {"path": str(path), "version": exc.version})]
    except (_Unusable, sqlite3.Error, OSError) as exc:
        if not _is_damage(exc) or not repair:
            return _unavailable(path, exc)
        _log.warning("results database %s is damaged (%s); moving it aside", path, exc)
    # The file is there but damaged: move it aside and start afresh.
    try:
        moved = _move_db_aside(path)
        conn = _connect(path)
    except (_Unusable, _Newer, sqlite3.Error, OSError) as exc:
        return _unavailable(path, exc)
    return conn, path, [Problem("results_corrupt", {"path": str(path), "moved_to": str(moved)})]


#: The first bytes of every SQLite 3 database file.
_MAGIC = b"SQLite format 3\x00"


def _looks_fine(path: Path) -> bool:
    """True when the database can be left to open at first use: it is missing (and its
    folder is there or made, and writable), or it is a readable and writable file with
    no journal beside it whose 100-byte header is SQLite's, with a sane page size, the
    size the header gives and this schema version. A few system calls, no SQLite.
    False sends open_results to open it at once (which reports what is wrong)."""
    folder = path.parent
    try:
        info = os.stat(path)
    except FileNotFoundError:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        return os.access(folder, os.W_OK | os.X_OK)
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode) or info.st_size < 100:
        return False
    if not (os.access(path, os.R_OK | os.W_OK) and os.access(folder, os.W_OK | os.X_OK)):
        return False
    if any(os.path.lexists(f"{path}{suffix}") for suffix in _SIDE_FILES):
        return False
    try:
        with open(path, "rb") as file:
            head = file.read(100)
    except OSError:
        return False
    if len(head) < 100 or not head.startswith(_MAGIC):
        return False
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1) or info.st_size % page_size:
        return False
    pages = int.from_bytes(head[28:32], "big")
    if head[24:28] != head[92:96] or pages * page_size != info.st_size:
        return False  # the header's size is stale or wrong: let SQLite look
    return int.from_bytes(head[60:64], "big") == SCHEMA_VERSION


def open_results(repair: bool = True) -> tuple[Results, list[Problem]]:
    """Open (or make) the results database; return it and any problems met. Never raises
    for a bad, busy or unwritable file (see the module docstring: a file that looks right
    is opened at first use, and what SQLite finds then comes back from the next record).
    ``repair=False``: a damaged file is left where it is (see _open)."""
    path = results_path()
    if _looks_fine(path):
        return Results(None, path, repair), []
    conn, where, problems = _open(path, repair)
    return Results(conn, where, repair), problems


def _with_results(action: Callable[[Results, list[Problem]], _T]) -> _T:
    results, problems = open_results()
    for problem in problems:
        _log.warning("results: %s %s", problem.msg_id, problem.params)
    try:
        return action(results, problems)
    finally:
        results.close()  # problems met at first use were logged when met


def record_result(game_id: str, deal: int, seat_names: Sequence[str],
                  scores: Sequence[int], moves: int) -> list[Problem]:
    """Open the database, store one finished game, close; return the problems met opening
    (see open_results and Results.problems) and storing (see Results.record), [] when all went well."""
    return _with_results(lambda r, opened: opened + r.record(game_id, deal, seat_names, scores, moves))


def best_for_deal(game_id: str, deal: int) -> int | None:
    """Open the database and return seat 0's best score on this deal (see Results.best_for_deal)."""
    return _with_results(lambda r, _: r.best_for_deal(game_id, deal))


def stats(game_id: str) -> dict[str, Any]:
    """Open the database and return the statistics of a game (see Results.stats)."""
    return _with_results(lambda r, _: r.stats(game_id))
