"""Shared fixtures: every test keeps its files in a temporary TABLETALK_HOME."""

import pytest

import app.games  # noqa: F401 (the registry hands the Match its rules; some tests use Match alone)
from app.text import i18n


def pytest_configure(config):
    """Compile a catalog whose .mo is missing or older than its .po (a .po changed since ``make``), before
    any test: the game would say so on standard error at its first sentence, where some tests look."""
    from app.text.compiling import compile_po

    for lang in i18n.LANGUAGES:
        if i18n.stale(lang):
            compile_po(i18n.po_path(lang), lang)  # written whole at once: xdist's workers may do it together


@pytest.fixture(autouse=True)
def tabletalk_home(tmp_path, monkeypatch):
    """Keep settings, autosave and results of each test in its own folder, in English."""
    home = tmp_path / "tabletalk-home"
    monkeypatch.setenv("TABLETALK_HOME", str(home))
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)  # a first start follows these (see default_language)
    yield home
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def no_screen_reader(monkeypatch):
    """A screen reader running on the test machine (the Orca of tests/screenreader) is none of a test's
    business: tests that want one give their own stand-in."""
    from app.speech import readers

    monkeypatch.setattr(readers, "find_reader", lambda *a, **k: None)
    monkeypatch.setattr(readers, "reader_running", lambda *a, **k: False)
