"""Paths under TABLETALK_HOME, atomic writes and moving bad files aside."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.store import config_dir, data_dir, move_aside, write_atomic


def test_home_override(home: Path) -> None:
    assert config_dir() == home / "config"
    assert data_dir() == home / "data"


def test_platform_dirs_without_override(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    monkeypatch.delenv("TABLETALK_HOME")
    assert "tabletalk" in str(config_dir()).lower()
    assert "tabletalk" in str(data_dir()).lower()
    assert home not in config_dir().parents
    monkeypatch.setenv("TABLETALK_HOME", "")  # empty counts as unset
    assert home not in data_dir().parents


def test_write_atomic_makes_folders_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.txt"
    write_atomic(target, "hello ✓\n")
    write_atomic(target, "second\r\n")
    assert target.read_bytes() == b"second\r\n"  # no newline translation
    assert os.listdir(target.parent) == ["file.txt"]


def test_write_many_writes_each_whole_and_says_which_failed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.store.atomic import temp_files, write_many

    a, b = tmp_path / "t" / "A.json", tmp_path / "t" / "B.json"
    assert write_many({a: b"old a", b: b"old b"}) == []
    real = os.replace

    def full_for_b(src, dst):
        if Path(dst) == b:
            raise OSError(28, "No space left on device")
        real(src, dst)

    monkeypatch.setattr(os, "replace", full_for_b)
    failed = write_many({a: b"new a" * 1000, b: b"new b"})
    assert [path for path, _ in failed] == [b] and failed[0][1].errno == 28
    assert a.read_bytes() == b"new a" * 1000 and b.read_bytes() == b"old b"  # the one that failed is intact
    assert temp_files(a) == temp_files(b) == []


@pytest.mark.parametrize("flush", ["none", "fails"])
def test_write_many_fsyncs_each_file_where_the_file_system_is_not_flushed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flush: str) -> None:
    from app.store import atomic

    monkeypatch.setattr(atomic, "_SYNCFS", None if flush == "none" else (lambda fd: -1))
    synced = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real(fd))
    files = {tmp_path / f"T{i}.json": b"%d" % i for i in range(3)}
    assert atomic.write_many(files) == []
    assert [path.read_bytes() for path in files] == [b"0", b"1", b"2"]
    assert len(synced) == 3 + 1  # each file, then the folder once


def test_interrupted_write_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.txt"
    write_atomic(target, "old")

    def boom(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, "replace", boom)
        write_atomic(target, "new " * 1000)
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["file.txt"]


def test_failed_write_leaves_no_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.txt"
    target.write_text("old")

    def boom(fd: int) -> None:
        raise OSError(5, "I/O error")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, "fsync", boom)
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["file.txt"]


def test_move_aside(tmp_path: Path) -> None:
    first = tmp_path / "x.json"
    first.write_text("one")
    moved1 = move_aside(first)
    first.write_text("two")
    moved2 = move_aside(first)
    assert not first.exists()
    assert moved1 != moved2
    for moved in (moved1, moved2):
        assert moved.parent == tmp_path
        assert moved.name.startswith("x.json.corrupt-")
    assert {moved1.read_text(), moved2.read_text()} == {"one", "two"}
    with pytest.raises(OSError):
        move_aside(tmp_path / "missing")
