"""A results database without its table, and several Tabletalks making one at once
(issue 10, point 7)."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest

import app.store.results as results_module
from app.store import open_results, results_path, stats


def make_db(sql: str, version: int = 1) -> bytes:
    path = results_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    if sql:
        conn.execute(sql)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()
    return path.read_bytes()


@pytest.mark.parametrize("sql", ["", "CREATE TABLE results (id INTEGER PRIMARY KEY, game_id TEXT)",
                                 "CREATE TABLE other (x)"])
def test_a_database_without_its_table_is_moved_aside_and_started_anew(sql: str) -> None:
    content = make_db(sql)
    for _ in range(2):  # the start after is fine: results are kept again
        results, problems = open_results()
        found = problems + results.record("zoker-solo", 1, ["Eva"], [5], 10)
        results.close()
        if _ == 0:
            assert [p.msg_id for p in found] == ["results_corrupt"]
            moved = Path(found[0].params["moved_to"])
            assert moved.read_bytes() == content
        else:
            assert found == []
    assert stats("zoker-solo")["played"] == 2


def test_a_guest_never_moves_the_database_aside() -> None:
    content = make_db("CREATE TABLE other (x)")
    results, problems = open_results(repair=False)
    found = problems + results.record("zoker-solo", 1, ["Eva"], [5], 10)
    results.close()
    assert [p.msg_id for p in found] == ["results_unavailable"]
    assert results_path().read_bytes() == content
    assert not list(results_path().parent.glob("*.corrupt-*"))


class _Racing(sqlite3.Connection):
    """A connection that reads the schema version just before another Tabletalk makes
    the table (the moment of the race)."""

    raced = False

    def execute(self, sql, *args):  # type: ignore[override]
        cursor = super().execute(sql, *args)
        if sql == "PRAGMA user_version" and not _Racing.raced:
            _Racing.raced = True
            row = cursor.fetchone()
            other = sqlite3.connect(results_path())
            results_module._prepare(other)  # the other one makes the table now
            other.close()
            return _Rows([row])
        return cursor


class _Rows:
    def __init__(self, rows):
        self.rows = rows

    def fetchone(self):
        return self.rows[0]

    def fetchall(self):
        return self.rows


def test_a_table_made_meanwhile_by_another_start_is_not_foreign(monkeypatch) -> None:
    real = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: real(*a, factory=_Racing, **k))
    _Racing.raced = False
    results_path().parent.mkdir(parents=True)
    results, problems = open_results()  # a new data folder: opened at first use
    found = problems + results.record("zoker-solo", 1, ["Eva"], [5], 10)
    results.close()
    assert _Racing.raced
    assert found == []
    assert not list(results_path().parent.glob("*.corrupt-*"))


def _start_and_record(home: str, barrier, queue) -> None:
    import os

    os.environ["TABLETALK_HOME"] = home
    from app.store import open_results as open_them

    barrier.wait()
    results, problems = open_them()
    found = problems + results.record("zoker-solo", 1, ["Eva"], [5], 10)
    results.close()
    queue.put([p.msg_id for p in found])


def test_several_starts_at_once_on_a_new_data_folder(home: Path) -> None:
    count = 6
    context = multiprocessing.get_context("spawn")
    barrier, queue = context.Barrier(count), context.Queue()
    workers = [context.Process(target=_start_and_record, args=(str(home), barrier, queue))
               for _ in range(count)]
    for worker in workers:
        worker.start()
    found = [queue.get(timeout=120) for _ in workers]
    for worker in workers:
        worker.join(timeout=120)
    assert found == [[]] * count
    assert not list(results_path().parent.glob("*.corrupt-*"))
    assert stats("zoker-solo")["played"] == count
