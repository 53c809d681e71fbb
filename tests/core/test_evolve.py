"""``evolve``: the rules' quick ``dataclasses.replace`` gives what ``replace`` gives, and keeps its checks."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from app.core.rules import evolve
from app.games import GAMES, REGISTRY


def test_evolve_is_replace_for_every_games_first_state():
    for game_id, rules in REGISTRY.items():
        state = rules.new_game(GAMES[game_id].players[-1], 7)
        field = next(iter(type(state).__dataclass_fields__))
        value = getattr(state, field)
        changed = evolve(state, **{field: value})
        assert changed == state and changed is not state, game_id
        assert changed == replace(state, **{field: value}), game_id


def test_evolve_changes_only_what_it_is_given_and_leaves_the_state_alone():
    state = REGISTRY["zipzap"].new_game(4, 7)
    changed = evolve(state, pile=(), seed=0)
    assert (changed.pile, changed.seed) == ((), 0)
    assert state.seed == 7
    assert changed == replace(state, pile=(), seed=0)
    with pytest.raises(AttributeError):  # frozen, as replace's is
        changed.seed = 3  # type: ignore[misc]


def test_evolve_keeps_replaces_checks():
    @dataclass(frozen=True)
    class Checked:
        n: int

        def __post_init__(self) -> None:
            if self.n < 0:
                raise ValueError("n < 0")

    with pytest.raises(ValueError):
        evolve(Checked(1), n=-1)
    with pytest.raises(TypeError):  # a name that is no field
        evolve(REGISTRY["zipzap"].new_game(4, 7), no_such_field=1)
