"""The cache folder, and compiled catalogs kept there between runs (app.text.i18n.use_cache)."""

from __future__ import annotations

import os
import shutil
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.store.paths import cache_dir
from app.text import i18n


def test_cache_folder_under_home_or_the_platforms(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    assert cache_dir() == home / "cache"
    monkeypatch.delenv("TABLETALK_HOME")
    assert "tabletalk" in str(cache_dir()).lower()
    assert home not in cache_dir().parents


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the catalogs, a cache folder in use, and no catalog loaded yet; all undone after."""
    folder = tmp_path / "i18n"
    shutil.copytree(i18n.CATALOG_DIR, folder)
    monkeypatch.setattr(i18n, "CATALOG_DIR", folder)
    monkeypatch.setattr(i18n, "_cache", {})
    monkeypatch.setattr(i18n, "_mo_dir", None)
    i18n.use_cache(tmp_path / "cache")
    return folder


def kept(tmp_path: Path) -> list[str]:
    return sorted(p.name for p in (tmp_path / "cache" / "catalogs").iterdir())


@contextmanager
def without_babel():
    """Make any use of Babel fail inside the block: a catalog must then come from the cache."""
    with pytest.MonkeyPatch.context() as patch:
        for name in ("babel.messages.pofile", "babel.messages.mofile"):
            patch.setitem(sys.modules, name, None)
        yield


def test_a_compiled_catalog_is_kept_and_read_back_without_babel(catalogs, tmp_path, monkeypatch):
    compiled = i18n.load_catalog("sv")
    [name] = kept(tmp_path)
    assert name.startswith("tabletalk-sv-") and name.endswith(".mo")
    monkeypatch.setattr(i18n, "_cache", {})
    with without_babel():
        cached = i18n.load_catalog("sv")
    assert cached is not compiled
    for message in ("Main menu", "Settings", "Quit"):
        assert cached.gettext(message) == compiled.gettext(message) != message
    assert cached.ngettext("{count} card", "{count} cards", 2) == compiled.ngettext("{count} card", "{count} cards", 2)


def test_an_edited_catalog_is_compiled_again_and_replaces_the_old_one(catalogs, tmp_path, monkeypatch):
    i18n.load_catalog("sv")
    [before] = kept(tmp_path)
    po = i18n.po_path("sv")
    text = po.read_text(encoding="utf-8")
    assert 'msgid "Quit"\nmsgstr "Avsluta"' in text
    po.write_text(text.replace('msgid "Quit"\nmsgstr "Avsluta"', 'msgid "Quit"\nmsgstr "Sluta nu"'), encoding="utf-8")
    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.load_catalog("sv").gettext("Quit") == "Sluta nu"
    [after] = kept(tmp_path)
    assert after != before


def test_a_damaged_cached_catalog_is_made_again(catalogs, tmp_path, monkeypatch):
    i18n.load_catalog("fi")
    [name] = kept(tmp_path)
    (tmp_path / "cache" / "catalogs" / name).write_bytes(b"not a catalog")
    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.load_catalog("fi").gettext("Settings") != "Settings"
    monkeypatch.setattr(i18n, "_cache", {})
    with without_babel():  # it was written again, whole
        assert i18n.load_catalog("fi").gettext("Settings") != "Settings"


def test_a_cache_that_cannot_be_written_only_costs_time(catalogs, tmp_path, monkeypatch):
    (tmp_path / "cache").write_text("a file where the folder should be")
    assert i18n.load_catalog("nl").gettext("Settings") != "Settings"
    assert (tmp_path / "cache").is_file()


def test_two_copies_of_the_catalogs_keep_a_file_each(catalogs, tmp_path, monkeypatch):
    i18n.load_catalog("cs")
    other = tmp_path / "other-i18n"
    shutil.copytree(catalogs, other)
    monkeypatch.setattr(i18n, "CATALOG_DIR", other)
    monkeypatch.setattr(i18n, "_cache", {})
    i18n.load_catalog("cs")
    assert len(kept(tmp_path)) == 2


def test_without_a_cache_folder_nothing_is_written(catalogs, tmp_path):
    i18n.use_cache(None)
    assert i18n.load_catalog("is").gettext("Settings") != "Settings"
    assert not (tmp_path / "cache").exists()
    assert not any(name.endswith(".mo") for _, _, files in os.walk(catalogs) for name in files)


def test_babel_never_prints_on_the_players_terminal(catalogs, tmp_path, capsys):
    """Babel prints what it finds odd in a .po (under Orca, once: a header date read while another thread
    set the C locale); the screen reader read it out before the menu. It is kept out of sight."""
    po = i18n.po_path("sv")
    po.write_text(po.read_text(encoding="utf-8").replace("#: ", "#- ", 1), encoding="utf-8")  # an odd line
    assert i18n.load_catalog("sv").gettext("Quit") == "Avsluta"
    assert capsys.readouterr().out == ""
