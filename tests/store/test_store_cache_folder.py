"""The cache folder (the catalogs come compiled with the program: tests/text/test_compiled_catalogs.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.store.paths import cache_dir


def test_cache_folder_under_home_or_the_platforms(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    assert cache_dir() == home / "cache"
    monkeypatch.delenv("TABLETALK_HOME")
    assert "tabletalk" in str(cache_dir()).lower()
    assert home not in cache_dir().parents
