"""The golden sittings say today exactly what they said when their transcripts were kept."""

import pytest

from tests.golden.scripts import SCRIPTS, TRANSCRIPTS, play


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_golden_sitting_is_said_word_for_word(name):
    expected = (TRANSCRIPTS / f"{name}.txt").read_text(encoding="utf-8")
    assert play(name).splitlines() == expected.splitlines()
