"""The version: from the installed package's metadata, else from pyproject.toml of a source checkout."""

from __future__ import annotations

import importlib.metadata
import tomllib

import app
from app import PROJECT_ROOT
from app.__main__ import main


def pyproject_version() -> str:
    with open(PROJECT_ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def test_version_prints_the_version_and_starts_nothing(capsys, tabletalk_home):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"tabletalk {pyproject_version()}\n"
    assert not tabletalk_home.exists()  # no settings read or written, no lock taken


def test_line_mode_starts_with_garbage_collection_back_on(monkeypatch):
    """main() turns it off while it starts (docs/startup.md) and back on before line mode runs."""
    import gc

    import app.plain.repl

    seen = []

    def run_plain(session, first=""):
        seen.append(gc.isenabled())
        session.close()
        return 0

    monkeypatch.setattr(app.plain.repl, "run_plain", run_plain)
    assert main(["--plain", "--speech", "off"]) == 0
    assert seen == [True] and gc.isenabled()


def test_the_version_comes_from_the_package_metadata(monkeypatch):
    monkeypatch.setattr(importlib.metadata, "version", lambda name: "9.8.7" if name == "tabletalk" else "?")
    assert app.version() == "9.8.7"


def test_a_source_checkout_without_metadata_reads_pyproject(monkeypatch, tmp_path):
    def missing(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", missing)
    assert app.version() == pyproject_version()
    # A copy of app/ with neither metadata nor a pyproject.toml of Tabletalk says it does not know.
    monkeypatch.setattr(app, "PROJECT_ROOT", tmp_path)
    assert app.version() == "?"
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "other"\nversion = "1.0"\n')
    assert app.version() == "?"


def plain(script: str, lang: str) -> list[str]:
    import io

    from app.plain.repl import PlainMode
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    out = io.StringIO()
    PlainMode(Session(speaker=RecordingSpeaker(), settings=Settings(language=lang, speech="off")),
              io.StringIO(script), out).run()
    return out.getvalue().splitlines()


def test_line_mode_says_the_version_on_about_in_the_language_played():
    lines = plain("about\nsolo 3\nversion\nhelp about\n", "en")
    said = [line for line in lines if line.startswith("Tabletalk ") and "line mode" not in line]
    assert said == [f"Tabletalk {pyproject_version()}"] * 2  # in the menu and in a game
    assert lines[-1] == "about: the version of Tabletalk"
    # Czech types it as verze (English works too); help lists it under its Czech word.
    lines = plain("verze\nabout\nhelp\n", "cs")
    assert lines.count(f"Tabletalk {pyproject_version()}") == 2
    assert "verze: verze Tabletalku" in lines


def test_no_options_are_what_the_parser_gives_for_none():
    """A start with no options skips argparse (part of the first paint): its defaults must be argparse's."""
    from app.__main__ import option_parser, parse_args

    assert vars(parse_args([])) == vars(option_parser().parse_args([]))
    assert parse_args([]).join is not parse_args([]).join  # each start its own list
    assert parse_args(["--plain", "--lang", "sv"]).plain and parse_args(["--lang", "sv"]).lang == "sv"
