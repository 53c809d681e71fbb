"""Settings: TOML round trip, defaults, bad values, a corrupt file."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

import pytest

from app.store import PROBLEM_IDS, Settings, load_settings, save_settings, settings_path


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "C.UTF-8")


def test_defaults_without_file(home: Path) -> None:
    settings, problems = load_settings()
    assert problems == []
    assert settings == Settings(language="en", speech="auto", rate=175, verbosity="brief",
                                large_print=False, high_contrast=False, screen_reader=False,
                                player_name="", history_size=200)
    assert not home.exists()  # loading writes nothing


@pytest.mark.parametrize("lang, expected", [
    ("sv_SE.UTF-8", "sv"), ("fi_FI", "fi"), ("nl_NL.utf8", "nl"), ("is_IS.UTF-8", "is"),
    ("cs_CZ.UTF-8@euro", "cs"), ("en_GB.UTF-8", "en"), ("de_DE.UTF-8", "en"), ("C", "en"),
    ("", "en"),
])
def test_default_language_from_lang(monkeypatch: pytest.MonkeyPatch, lang: str, expected: str) -> None:
    monkeypatch.setenv("LANG", lang)
    assert Settings().language == expected
    assert load_settings()[0].language == expected


def test_round_trip(home: Path) -> None:
    settings = Settings(language="cs", speech="espeak", rate=300, verbosity="full",
                        large_print=True, high_contrast=True, screen_reader=True,
                        player_name="Åsa Čapek", history_size=50)
    assert save_settings(settings) == []
    assert settings_path() == home / "config" / "settings.toml"
    loaded, problems = load_settings()
    assert problems == []
    assert loaded == settings
    assert tomllib.loads(settings_path().read_text("utf-8"))["player_name"] == "Åsa Čapek"
    assert sorted(p.name for p in settings_path().parent.iterdir()) == ["settings.toml"]


def test_partial_file_and_unknown_keys(home: Path) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('rate = 200\nfuture_option = "x"\n[some_table]\na = 1\n')
    loaded, problems = load_settings()
    assert problems == []
    assert loaded == dataclasses.replace(Settings(), rate=200)


def test_bad_values_reported_and_defaulted(home: Path) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(
        'language = "de"\nspeech = "loud"\nrate = "fast"\nverbosity = "full"\n'
        'large_print = "yes"\nhigh_contrast = 1\nscreen_reader = true\n'
        'player_name = 7\nhistory_size = 0\n')
    loaded, problems = load_settings()
    assert loaded == dataclasses.replace(Settings(), verbosity="full", screen_reader=True)
    bad = {p.params["key"]: p for p in problems}
    assert set(bad) == {"language", "speech", "rate", "large_print", "high_contrast",
                        "player_name", "history_size"}
    for problem in problems:
        assert problem.msg_id == "settings_bad_value"
        assert set(problem.params) == set(PROBLEM_IDS["settings_bad_value"])
        assert problem.params["path"] == str(settings_path())
    assert bad["rate"].params["value"] == "fast"
    assert bad["rate"].params["used"] == 175
    assert bad["language"].params["used"] == "en"
    assert settings_path().exists()  # a file with bad values is not moved aside


@pytest.mark.parametrize("written, used", [(1000, 450), (10, 80), (80, 80), (450, 450)])
def test_rate_clamped(home: Path, written: int, used: int) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(f"rate = {written}\n")
    loaded, problems = load_settings()
    assert loaded.rate == used
    if written == used:
        assert problems == []
    else:
        assert [(p.msg_id, p.params["key"], p.params["used"]) for p in problems] == [
            ("settings_bad_value", "rate", used)]


def test_values_are_checked_in_code() -> None:
    assert Settings(rate=9999).rate == 450
    assert Settings(language="SV").language == "sv"
    with pytest.raises(ValueError):
        Settings(language="de")
    with pytest.raises(ValueError):
        Settings(large_print="yes")  # type: ignore[arg-type]
    settings = Settings()
    settings.speech = "shout"
    with pytest.raises(ValueError):
        save_settings(settings)
    assert not settings_path().exists()


@pytest.mark.parametrize("content", [
    b'rate = = 3\n', b'language = "sv\n', b'\xff\xfe garbage \x00\x01', b'rate = 200\nrate = 300\n',
])
def test_corrupt_file_moved_aside(home: Path, content: bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    loaded, problems = load_settings()
    assert loaded == Settings()
    assert len(problems) == 1
    problem = problems[0]
    assert problem.msg_id == "settings_corrupt"
    assert problem.params["path"] == str(path)
    moved = Path(problem.params["moved_to"])
    assert moved.parent == path.parent and moved.name.startswith("settings.toml.corrupt-")
    assert moved.read_bytes() == content  # nothing is lost
    assert not path.exists()
    # The app goes on: the next load is clean, and saving works.
    assert load_settings() == (Settings(), [])
    assert save_settings(dataclasses.replace(loaded, rate=222)) == []
    assert load_settings() == (dataclasses.replace(Settings(), rate=222), [])


def test_save_failure_reported(home: Path) -> None:
    home.mkdir()
    (home / "config").write_text("a file where the folder should be")
    problems = save_settings(Settings())
    assert [p.msg_id for p in problems] == ["settings_write_failed"]
    assert problems[0].params["path"] == str(settings_path())
    assert problems[0].params["error"]


def test_every_problem_id_is_documented() -> None:
    for msg_id, params in PROBLEM_IDS.items():
        assert msg_id.split("_")[0] in ("settings", "autosave", "results", "table")
        assert "path" in params
