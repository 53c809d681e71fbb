"""Every problem that moves a file says where it went (issue 10, point 8)."""

from __future__ import annotations

import pytest

from app.store.problems import PROBLEM_IDS
from app.text import errors

MOVING = sorted(msg_id for msg_id, params in PROBLEM_IDS.items() if "moved_to" in params)


def params_for(msg_id: str, moved_to: str) -> dict:
    values = {"path": "/home/eva/tabletalk/file", "error": "EACCES", "moved_to": moved_to,
              "key": "rate", "value": "x", "used": 175, "version": 2}
    return {name: values[name] for name in PROBLEM_IDS[msg_id]}


@pytest.mark.parametrize("msg_id", MOVING)
def test_a_moved_file_is_said_with_where_it_went(msg_id: str) -> None:
    where = "/home/eva/tabletalk/file.corrupt-20260101-120000"
    assert where in errors.problem(msg_id, params_for(msg_id, where))


@pytest.mark.parametrize("msg_id", ["settings_unreadable", "autosave_unreadable"])
def test_a_file_that_could_not_be_moved_is_said_to_stay(msg_id: str) -> None:
    sentence = errors.problem(msg_id, params_for(msg_id, ""))
    assert "It was left where it is" in sentence and "moved to" not in sentence


def test_moving_problems_are_all_checked() -> None:
    assert {"settings_corrupt", "settings_unreadable", "autosave_corrupt", "autosave_unreadable",
            "autosave_unusable", "results_corrupt"} <= set(MOVING)
