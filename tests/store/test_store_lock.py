"""The data folder's lock and the cleaning of temporary files a killed save left."""

from __future__ import annotations

import os
import time

from app.store.atomic import clean_temp_files, write_atomic
from app.store.lock import TableLock, lock_path, lock_table
from app.store.settings import settings_path


def test_a_second_lock_on_the_folder_is_refused_and_told() -> None:
    first = TableLock(lock_path())
    assert first.acquire() and first.held
    lock, problems = lock_table()
    assert not lock.held and lock.elsewhere
    assert [(p.msg_id, p.params["path"]) for p in problems] == [("table_in_use", str(lock_path().parent))]
    first.release()
    lock, problems = lock_table()
    assert lock.held and problems == []
    lock.release()


def test_only_old_temporary_files_of_ours_are_cleaned(tmp_path) -> None:
    target = tmp_path / "settings.toml"
    old, new, other = (tmp_path / ".settings.toml.a1.tmp", tmp_path / ".settings.toml.b2.tmp",
                       tmp_path / ".other.toml.c3.tmp")
    for path in (old, new, other):
        path.write_text("half")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    assert clean_temp_files(target) == [old]
    assert new.exists() and other.exists()
    assert clean_temp_files(target, older_than=0) == [new]


def test_the_holder_cleans_old_settings_temporary_files() -> None:
    write_atomic(settings_path(), "language = 'en'\n")
    stale = settings_path().with_name(".settings.toml.k9.tmp")
    stale.write_text("half")
    long_ago = time.time() - 3600
    os.utime(stale, (long_ago, long_ago))
    lock, _ = lock_table()
    assert lock.held and not stale.exists()
    lock.release()
