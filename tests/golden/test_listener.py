"""The listener's transcripts in docs/transcripts/ are what the program says today."""

import pytest

from tests.golden.listener import FOLDER, GAMES, transcript


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_transcript_of_a_whole_game_is_what_is_said(game_id):
    assert (FOLDER / f"{game_id}.md").read_text(encoding="utf-8") == transcript(game_id), \
        "run: make transcripts"


def test_every_game_with_rules_has_a_transcript():
    from app.games import GAMES as REGISTERED

    assert {g.id for g in REGISTERED.values() if g.has_rules} <= set(GAMES)
