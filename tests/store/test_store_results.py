"""Results: recording, best and statistics, a damaged database, opening at first use."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

import app.store.results as results_module
from app.store import best_for_deal, open_results, record_result, results_path, stats


def test_empty_stats(home: Path) -> None:
    results, problems = open_results()
    with results:
        assert problems == []
        assert results.stats("zoker-solo") == {"played": 0, "best": None, "average": None}
        assert results.best_for_deal("zoker-solo", 1) is None
    assert results_path() == home / "data" / "results.db"


def test_record_best_stats() -> None:
    results, _ = open_results()
    with results:
        assert results.record_result("zoker-solo", 5, ["Eva"], [10], moves=40) == []
        results.record("zoker-solo", 5, ["Eva"], [25], moves=38)
        results.record("zoker-solo", 6, ["Eva"], [4], moves=12)
        results.record("zoker-memo", 5, ["Eva", "2", "3"], [3, 9, 1], moves=60,
                       finished_at=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
        assert results.best_for_deal("zoker-solo", 5) == 25
        assert results.best_for_deal("zoker-solo", 6) == 4
        assert results.best_for_deal("zoker-solo", 7) is None
        assert results.best_for_deal("zoker-memo", 5) == 3  # seat 0's score, not the winner's
        assert results.stats("zoker-solo") == {"played": 3, "best": 25, "average": pytest.approx(13.0)}
        assert results.stats("zoker-memo") == {"played": 1, "best": 3, "average": 3.0}
        memo = results.games("zoker-memo")
        assert memo == [{"game_id": "zoker-memo", "deal": 5, "seat_names": ["Eva", "2", "3"],
                         "scores": [3, 9, 1], "finished_at": "2026-01-02T03:04:05+00:00",
                         "moves": 60}]
        assert [g["scores"] for g in results.games("zoker-solo", limit=2)] == [[4], [25]]
        with pytest.raises(ValueError):
            results.record("zoker-memo", 1, ["a", "b"], [1], moves=3)
    # Kept on disk, schema versioned.
    reopened, problems = open_results()
    with reopened:
        assert problems == []
        assert reopened.stats("zoker-solo")["played"] == 3
        assert reopened.conn.execute("PRAGMA user_version").fetchone()[0] == results_module.SCHEMA_VERSION


def test_module_functions() -> None:
    assert record_result("zoker-solo", 9, ["Eva"], [7], 30) == []
    assert record_result("zoker-solo", 9, ["Eva"], [3], 31) == []
    assert best_for_deal("zoker-solo", 9) == 7
    assert stats("zoker-solo") == {"played": 2, "best": 7, "average": 5.0}


def test_module_record_reports_opening_problems() -> None:
    results_path().parent.mkdir(parents=True)
    results_path().write_bytes(b"garbage" * 100)
    assert [p.msg_id for p in record_result("zoker-solo", 1, ["Eva"], [7], 30)] == ["results_corrupt"]
    assert record_result("zoker-solo", 1, ["Eva"], [8], 30) == []
    assert stats("zoker-solo")["played"] == 2


def assert_fresh_after_corrupt(problems: list, content: bytes) -> Path:
    assert [p.msg_id for p in problems] == ["results_corrupt"]
    assert problems[0].params["path"] == str(results_path())
    moved = Path(problems[0].params["moved_to"])
    assert moved.name.startswith("results.db.corrupt-")
    assert moved.read_bytes() == content
    return moved


@pytest.mark.parametrize("content", [b"garbage bytes, not a database" * 100, b"SQLite format 3\x00" + b"\xff" * 5000])
def test_corrupt_database_moved_aside(content: bytes) -> None:
    path = results_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    results, problems = open_results()
    with results:
        assert_fresh_after_corrupt(problems, content)
        assert results.path == path
        assert results.stats("zoker-solo")["played"] == 0
        results.record("zoker-solo", 1, ["Eva"], [5], 10)
    assert best_for_deal("zoker-solo", 1) == 5
    again, problems = open_results()
    again.close()
    assert problems == []


def test_damaged_pages_moved_aside() -> None:
    results, _ = open_results()
    with results, results.conn:
        results.conn.executemany(
            "INSERT INTO results (game_id, deal, seat_names, scores, seat0_score, finished_at, moves)"
            " VALUES ('zoker-solo', ?, '[\"Eva\"]', ?, ?, '2026-01-01T00:00:00+00:00', 10)",
            [(deal, f"[{deal}]", deal) for deal in range(2000)])
    path = results_path()
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page: len(data) - page] = b"\xa5" * (len(data) - 3 * page)  # wreck the middle pages
    path.write_bytes(bytes(data))
    # The header is intact: only SQLite finds the damage, when the database is
    # first used, and the next record() returns it (the Session reports that).
    results, problems = open_results()
    with results:
        assert problems == [] and not results.opened
        assert results.stats("zoker-solo")["played"] == 0
        assert [p.msg_id for p in results.problems] == ["results_corrupt"]
        found = results.record("zoker-solo", 1, ["Eva"], [5], 10)
        assert_fresh_after_corrupt(found, bytes(data))
        assert results.problems == []
        assert results.record("zoker-solo", 2, ["Eva"], [5], 10) == []
        assert results.stats("zoker-solo")["played"] == 2


def test_side_files_moved_with_database() -> None:
    """A stale journal or WAL must never be played back into the fresh database."""
    path = results_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a database")
    wal = path.with_name("results.db-wal")
    wal.write_bytes(b"old wal")
    journal = path.with_name("results.db-journal")
    journal.write_bytes(b"old journal")  # (SQLite itself drops side files it finds invalid)
    results, problems = open_results()
    with results:
        assert_fresh_after_corrupt(problems, b"not a database")
        results.record("zoker-solo", 1, ["Eva"], [5], 10)
    assert stats("zoker-solo")["played"] == 1
    assert not wal.exists() and not journal.exists()


def test_move_db_aside_takes_side_files(tmp_path: Path) -> None:
    path = tmp_path / "results.db"
    for name, content in [("results.db", b"db"), ("results.db-journal", b"j"), ("results.db-wal", b"w")]:
        (tmp_path / name).write_bytes(content)
    moved = results_module._move_db_aside(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [moved.name, moved.name + "-journal", moved.name + "-wal"])
    assert moved.with_name(moved.name + "-journal").read_bytes() == b"j"


def test_foreign_database_moved_aside() -> None:
    path = results_path()
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE other (x)")
    conn.close()
    content = path.read_bytes()
    results, problems = open_results()
    results.close()
    assert_fresh_after_corrupt(problems, content)


def test_newer_database_left_alone() -> None:
    path = results_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    content = path.read_bytes()
    results, problems = open_results()
    with results:
        assert [(p.msg_id, p.params["version"]) for p in problems] == [("results_newer_version", 99)]
        assert results.path is None
        results.record("zoker-solo", 1, ["Eva"], [5], 10)  # kept in memory this session
        assert results.best_for_deal("zoker-solo", 1) == 5
    assert path.read_bytes() == content


def test_unavailable_folder(home: Path) -> None:
    home.mkdir()
    (home / "data").write_text("a file where the folder should be")
    results, problems = open_results()
    with results:
        assert [p.msg_id for p in problems] == ["results_unavailable"]
        assert results.record("zoker-solo", 1, ["Eva"], [5], 10) == []
        assert results.stats("zoker-solo")["played"] == 1


def test_locked_database_is_not_moved(monkeypatch: pytest.MonkeyPatch) -> None:
    record_result("zoker-solo", 1, ["Eva"], [5], 10)
    monkeypatch.setattr(results_module, "BUSY_TIMEOUT", 0.05)
    other = sqlite3.connect(results_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        results, problems = open_results()
        assert problems == []  # the file looks right: opened at first use
        problems = results.record("zoker-solo", 2, ["Eva"], [6], 10)
        assert results.path is None  # kept in memory this session
        results.close()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert [p.msg_id for p in problems] == ["results_unavailable"]
    assert problems[0].params["error"] == "SQLITE_BUSY"
    assert stats("zoker-solo")["played"] == 1  # the file was kept


def test_write_failure_reported() -> None:
    results, _ = open_results()
    results.conn.execute("PRAGMA query_only = ON")
    with results:
        problems = results.record("zoker-solo", 1, ["Eva"], [5], 10)
    assert [p.msg_id for p in problems] == ["results_write_failed"]


def test_fine_database_opened_at_first_use() -> None:
    results, problems = open_results()
    assert problems == [] and not results.opened
    results.close()
    assert not results_path().exists()  # never used, never made
    assert results_path().parent.is_dir()
    record_result("zoker-solo", 1, ["Eva"], [5], 10)
    results, problems = open_results()
    assert problems == [] and not results.opened
    assert results.best_for_deal("zoker-solo", 1) == 5
    assert results.opened and results.problems == []
    results.close()
    with pytest.raises(sqlite3.ProgrammingError):
        results.stats("zoker-solo")


def test_closed_before_use_stays_closed() -> None:
    results, _ = open_results()
    results.close()
    with pytest.raises(sqlite3.ProgrammingError):
        results.record("zoker-solo", 1, ["Eva"], [5], 10)
    assert not results_path().exists()


def _header_variants() -> dict[str, object]:
    def truncated(data: bytes) -> bytes:
        return data[:-100]

    def stale_size(data: bytes) -> bytes:
        return data + b"\x00" * 4096

    def odd_page_size(data: bytes) -> bytes:
        return data[:16] + (1000).to_bytes(2, "big") + data[18:]

    return {"truncated": truncated, "stale_size": stale_size, "odd_page_size": odd_page_size}


@pytest.mark.parametrize("name", sorted(_header_variants()))
def test_header_in_doubt_opened_at_once(name: str) -> None:
    """A file whose header does not add up is opened by open_results, as before,
    and whatever SQLite says about it comes back from open_results."""
    record_result("zoker-solo", 1, ["Eva"], [5], 10)
    path = results_path()
    path.write_bytes(_header_variants()[name](path.read_bytes()))
    results, problems = open_results()
    with results:
        assert results.opened
        assert [p.msg_id for p in problems] in ([], ["results_corrupt"])
        assert results.problems == []


def test_journal_beside_opened_at_once() -> None:
    record_result("zoker-solo", 1, ["Eva"], [5], 10)
    results_path().with_name("results.db-journal").write_bytes(b"")
    results, problems = open_results()
    with results:
        assert results.opened and problems == []
        assert results.best_for_deal("zoker-solo", 1) == 5


def test_start_does_not_import_sqlite3(home: Path) -> None:
    """open_results on a fresh home and on a good database leaves sqlite3 unloaded."""
    code = ("import sys; from app.store import open_results, record_result\n"
            "r, p = open_results(); r.close(); assert p == [], p\n"
            "assert 'sqlite3' not in sys.modules\n"
            "print('ok')")
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert out.stdout.strip() == "ok", out.stderr
        record_result("zoker-solo", 1, ["Eva"], [5], 10)
