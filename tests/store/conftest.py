"""Every store test keeps its files under a temporary TABLETALK_HOME."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point TABLETALK_HOME at a fresh folder and return it."""
    folder = tmp_path / "home"
    monkeypatch.setenv("TABLETALK_HOME", str(folder))
    return folder
