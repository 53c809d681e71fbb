"""Saves written before msgspec read them (tests/store/saves_before_msgspec, made by 3816aad's code) still load,
and are written back byte for byte as they were."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import app.games  # noqa: F401 - the registry hands Match its rules
from app.core.match import Match
from app.store.autosave import autosave_path, load_match, save_match

FOLDER = Path(__file__).with_name("saves_before_msgspec")
SAVES = sorted(FOLDER.glob("*.json"))


def test_every_game_has_an_old_save_of_each_kind():
    names = {path.stem for path in SAVES}
    for game_id in app.games.REGISTRY:
        assert {game_id, f"{game_id}-first"} <= names


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_an_old_autosave_loads_replays_and_is_written_back_the_same(path):
    old = path.read_bytes()
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_bytes(old)
    data, problems = load_match()
    assert problems == [] and data == json.loads(old)
    match = Match.from_json(data)  # replays every action and checks the saved state
    assert match.moves == len(data["actions"]) > 0 and match.round_no == data["round_no"]
    assert save_match(match.to_json()) == []
    assert autosave_path().read_bytes() == old


@pytest.mark.parametrize("change, why", [
    (lambda d: d.update(deal="7"), "Expected `int`, got `str` - at `$.deal`"),
    (lambda d: d["seats"][0].update(human="yes"), "Expected `bool`, got `str` - at `$.seats[0].human`"),
    (lambda d: d["actions"][0].__setitem__(0, True), "Expected `int`, got `bool` - at `$.actions[0][0]`"),
    (lambda d: d.pop("state"), "Object missing required field `state`"),
])
def test_a_field_of_the_wrong_kind_is_refused_as_damage(change, why):
    data = json.loads((FOLDER / "zoker-tiko-first.json").read_bytes())
    change(data)
    with pytest.raises(ValueError, match="saved match is damaged") as refused:
        Match.from_json(data)
    assert why in str(refused.value)


def test_a_file_that_is_no_json_object_is_moved_aside():
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text("[1, 2]")
    data, problems = load_match()
    assert data is None and [p.msg_id for p in problems] == ["autosave_corrupt"]
