"""The catalogs are read compiled (.mo) with the standard library; a checkout's stale .mo is said and made again."""

from __future__ import annotations

import os
import shutil
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.text import catalogs as tool
from app.text import i18n


@contextmanager
def without_babel():
    """Make any import of Babel fail inside the block."""
    with pytest.MonkeyPatch.context() as patch:
        for name in [m for m in sys.modules if m == "babel" or m.startswith("babel.")] or ["babel"]:
            patch.setitem(sys.modules, name, None)
        yield


@pytest.fixture
def checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of i18n/ with every .mo up to date, read in place of the real one; no catalog loaded yet."""
    folder = tmp_path / "i18n"
    shutil.copytree(tool.SOURCE_DIR, folder, ignore=shutil.ignore_patterns("*.mo"))
    for lang in i18n.LANGUAGES:
        tool.compile_catalog(lang, folder)
    monkeypatch.setattr(i18n, "CATALOG_DIR", folder)
    monkeypatch.setattr(i18n, "_cache", {})
    return folder


def test_an_up_to_date_catalog_is_read_without_babel_and_nothing_said(checkout, capsys):
    with without_babel():
        sv = i18n.load_catalog("sv")
        cs = i18n.load_catalog("cs")
    assert sv.gettext("Quit") == "Avsluta"
    assert cs.ngettext("{count} card", "{count} cards", 2) != cs.ngettext("{count} card", "{count} cards", 5)
    assert capsys.readouterr() == ("", "")


def test_a_missing_catalog_is_said_to_the_developer_and_compiled(checkout, capsys):
    i18n.mo_path("fi").unlink()
    assert i18n.stale("fi") == "missing"
    assert i18n.load_catalog("fi").gettext("Settings") == "Asetukset"
    out, err = capsys.readouterr()
    assert out == "" and f"{i18n.mo_path('fi')} is missing; compiling it" in err
    assert i18n.mo_path("fi").is_file() and i18n.stale("fi") == ""


def test_a_catalog_older_than_its_edited_po_is_compiled_again(checkout, capsys):
    po = i18n.po_path("sv")
    text = po.read_text(encoding="utf-8")
    assert 'msgid "Quit"\nmsgstr "Avsluta"' in text
    po.write_text(text.replace('msgid "Quit"\nmsgstr "Avsluta"', 'msgid "Quit"\nmsgstr "Sluta nu"'), encoding="utf-8")
    mo = i18n.mo_path("sv").stat()
    os.utime(po, ns=(mo.st_atime_ns, mo.st_mtime_ns + 1_000_000_000))
    assert i18n.stale("sv") == "older than its .po"
    assert i18n.load_catalog("sv").gettext("Quit") == "Sluta nu"
    assert "is older than its .po; compiling it" in capsys.readouterr().err


def test_an_installed_copy_has_only_the_compiled_catalogs_and_never_compiles(checkout, capsys):
    for lang in i18n.LANGUAGES:
        i18n.po_path(lang).unlink()
    with without_babel():
        assert i18n.stale("nl") == "" and i18n.load_catalog("nl").gettext("Settings") == "Instellingen"
    i18n.mo_path("is").unlink()  # a broken install: English, not a crash
    assert i18n.stale("is") == "" and i18n.load_catalog("is").gettext("Settings") == "Settings"
    assert capsys.readouterr() == ("", "")


def test_what_babel_finds_odd_in_a_po_never_reaches_the_players_screen(checkout, capsys):
    """Babel prints what it finds odd in a .po on standard output (once under Orca, which read it out
    before the menu); a compile at start sends that to standard error."""
    po = i18n.po_path("sv")
    po.write_text(po.read_text(encoding="utf-8").replace("#: ", "#- ", 1), encoding="utf-8")  # an odd line
    i18n.mo_path("sv").unlink()
    assert i18n.load_catalog("sv").gettext("Quit") == "Avsluta"
    assert capsys.readouterr().out == ""


def test_the_tool_compiles_every_language_whole(tmp_path, monkeypatch):
    folder = tmp_path / "i18n"
    shutil.copytree(tool.SOURCE_DIR, folder, ignore=shutil.ignore_patterns("*.mo"))
    monkeypatch.setattr(tool, "SOURCE_DIR", folder)
    assert tool.main(["compile"]) == 0
    written = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.mo"))
    assert written == sorted(f"{lang}/LC_MESSAGES/tabletalk.mo" for lang in i18n.LANGUAGES)
    assert not list(folder.rglob("*.tmp"))
