"""The results database's schema: its version, the migrations to it, and the check that a file is ours.

The schema version is kept in ``PRAGMA user_version`` (SCHEMA_VERSION);
``_MIGRATIONS[n]`` takes a database from version n to n + 1. results.py opens
the database and calls ``prepare`` on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import sqlite3  # imported where a database is opened, not at start-up

SCHEMA_VERSION = 1

#: _MIGRATIONS[n] takes a database from user_version n to n + 1.
_MIGRATIONS: dict[int, str] = {
    0: """
        CREATE TABLE IF NOT EXISTS results (
            id          INTEGER PRIMARY KEY,
            game_id     TEXT    NOT NULL,
            deal        INTEGER NOT NULL,
            seat_names  TEXT    NOT NULL,  -- JSON list of str, seat order
            scores      TEXT    NOT NULL,  -- JSON list of int, seat order
            seat0_score INTEGER NOT NULL,  -- scores[0], for best and average
            finished_at TEXT    NOT NULL,  -- ISO 8601, UTC
            moves       INTEGER NOT NULL
        );
        CREATE INDEX IF NOT EXISTS results_by_game_deal ON results (game_id, deal);
    """,
}

#: The columns of the results table (a table without them is not ours).
_COLUMNS = frozenset(("id", "game_id", "deal", "seat_names", "scores", "seat0_score", "finished_at", "moves"))


class Unusable(Exception):
    """The file is not a results database we can use."""


class Newer(Exception):
    """The database was written by a newer Tabletalk (schema version ``version``)."""

    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version


def prepare(conn: sqlite3.Connection) -> None:
    """Check the database and bring its schema up to date.

    The schema is made inside one ``BEGIN IMMEDIATE`` transaction that looks
    again at the version and the tables first: when several Tabletalks start at
    once on a new data folder, one makes the table and the others find it made
    (never "foreign tables" to move aside). A database of this version whose
    results table is missing or lacks columns is not usable (moved aside).

    Raises:
        Unusable: for a damaged file, one with foreign tables, or one without our table.
        Newer: when a newer Tabletalk wrote it.
        sqlite3.DatabaseError: as SQLite reports damage (or a lock held too long).
    """
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise Newer(version)
    check = conn.execute("PRAGMA quick_check").fetchall()
    if check != [("ok",)]:
        raise Unusable("quick_check")
    if version < SCHEMA_VERSION:
        migrate(conn)
    columns = {row[1] for row in conn.execute("PRAGMA table_info(results)").fetchall()}
    if not _COLUMNS <= columns:
        raise Unusable("no results table" if not columns else "results table without its columns")


def migrate(conn: sqlite3.Connection) -> None:
    """Bring the schema to SCHEMA_VERSION, all or nothing, under a write lock."""
    isolation, conn.isolation_level = conn.isolation_level, None  # we say BEGIN and COMMIT
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise Newer(version)
            if version == 0:
                tables = conn.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
                if tables:
                    raise Unusable("foreign tables")
            while version < SCHEMA_VERSION:
                for statement in _MIGRATIONS[version].split(";"):
                    if statement.strip():
                        conn.execute(statement)
                version += 1
                conn.execute(f"PRAGMA user_version = {version}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    finally:
        conn.isolation_level = isolation
