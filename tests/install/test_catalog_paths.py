"""Where the catalogs are read and written: i18n/ in a checkout, app/locale/ in an installed copy."""

from __future__ import annotations

from app import PROJECT_ROOT
from app.text import catalogs, i18n


def test_a_checkout_reads_the_translators_files_and_the_tool_writes_them():
    # No stray app/locale/ in the source tree: it would hide every edit made in i18n/.
    assert not (PROJECT_ROOT / "app" / "locale").exists()
    assert i18n.CATALOG_DIR == PROJECT_ROOT / "i18n" == catalogs.SOURCE_DIR
    for lang in i18n.LANGUAGES:
        assert i18n.po_path(lang) == catalogs.po_path(lang) and catalogs.po_path(lang).is_file()


def test_a_copy_inside_the_package_is_read_first(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "app"
    (package / "locale").mkdir(parents=True)
    (package / "text").mkdir()
    monkeypatch.setattr(i18n, "__file__", str(package / "text" / "i18n.py"))
    assert i18n._catalog_dir() == package / "locale"
    (package / "locale").rmdir()
    assert i18n._catalog_dir() == PROJECT_ROOT / "i18n"
