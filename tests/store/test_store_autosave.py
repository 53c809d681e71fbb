"""Autosave: a real Match round trip, and damaged files moved aside."""

from __future__ import annotations

import dataclasses

import json
import os
from pathlib import Path

import pytest

from app.core.match import Match
from app.core.seats import default_seats
from app.store import (
    autosave_path,
    clear_match,
    load_match,
    move_aside_match,
    reject_match,
    save_match,
)


def played_match(moves: int = 4) -> Match:
    match = Match.start("zoker-solo", 5, default_seats(1))
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.to_act()[0]
        match.act(seat, match.legal_actions(seat)[0])
    return match


def test_nothing_saved() -> None:
    assert load_match() == (None, [])


def test_round_trip_with_a_real_match(home: Path) -> None:
    match = played_match()
    assert len(match.actions) == 4
    assert save_match(match.to_json()) == []
    assert autosave_path() == home / "data" / "autosave.json"
    data, problems = load_match()
    assert problems == []
    assert data == match.to_json()
    resumed = Match.from_json(data)
    assert resumed == match
    assert resumed.history == match.history  # undo survives the save
    assert os.listdir(autosave_path().parent) == ["autosave.json"]


def test_autosave_after_every_action() -> None:
    match = Match.start("zoker-solo", 7, default_seats(1), on_change=lambda m: save_match(m.to_json()))
    for _ in range(3):
        match.act(0, match.legal_actions(0)[-1])
        data, problems = load_match()
        assert problems == [] and Match.from_json(data) == dataclass_without_hook(match)
    match.undo()
    assert Match.from_json(load_match()[0]) == dataclass_without_hook(match)


def dataclass_without_hook(match: Match) -> Match:
    return dataclasses.replace(match, on_change=None)


def test_clear() -> None:
    save_match(played_match(1).to_json())
    clear_match()
    assert not autosave_path().exists()
    assert load_match() == (None, [])
    clear_match()  # nothing to clear is fine


def corrupt_case(content: bytes) -> None:
    path = autosave_path()
    data, problems = load_match()
    assert data is None
    assert [p.msg_id for p in problems] == ["autosave_corrupt"]
    moved = Path(problems[0].params["moved_to"])
    assert problems[0].params["path"] == str(path)
    assert moved.name.startswith("autosave.json.corrupt-")
    assert moved.read_bytes() == content
    assert not path.exists()
    assert load_match() == (None, [])  # reported once


def test_truncated_autosave_is_corrupt() -> None:
    """A half-written file (as a crash without atomic writes would leave) is moved aside."""
    save_match(played_match().to_json())
    path = autosave_path()
    full = path.read_bytes()
    half = full[: len(full) // 2]
    path.write_bytes(half)
    corrupt_case(half)


@pytest.mark.parametrize("content", [b"", b"\x00\x01\xff garbage", b"[1, 2, 3]", b'"text"', b"{"])
def test_garbage_autosave_is_corrupt(content: bytes) -> None:
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_bytes(content)
    corrupt_case(content)


def test_unusable_autosave_rejected() -> None:
    data = played_match().to_json()
    data["format"] = 999
    save_match(data)
    loaded, problems = load_match()
    assert problems == [] and loaded == data
    with pytest.raises(ValueError):
        Match.from_json(loaded)
    rejected = reject_match()
    assert [p.msg_id for p in rejected] == ["autosave_unusable"]
    assert json.loads(Path(rejected[0].params["moved_to"]).read_text()) == data
    assert load_match() == (None, [])
    assert reject_match() == []


def test_interrupted_save_keeps_previous(monkeypatch: pytest.MonkeyPatch) -> None:
    match = played_match(2)
    save_match(match.to_json())
    before = autosave_path().read_bytes()
    match.act(0, match.legal_actions(0)[0])

    def boom(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", boom)
        problems = save_match(match.to_json())
    assert [(p.msg_id, p.params["error"]) for p in problems] == [("autosave_write_failed", "ENOSPC")]
    assert autosave_path().read_bytes() == before
    assert os.listdir(autosave_path().parent) == ["autosave.json"]
    assert len(Match.from_json(load_match()[0]).actions) == 2


def test_move_aside_match_returns_new_path() -> None:
    assert move_aside_match() == ""
    save_match({"format": 0})
    moved = Path(move_aside_match())
    assert moved.name.startswith("autosave.json.corrupt-")
    assert json.loads(moved.read_text()) == {"format": 0}
    assert not autosave_path().exists()
