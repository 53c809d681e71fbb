"""Kill -9 in the middle of each newer game; the next start resumes the very same state (GAME-DONE:
autosave after every action). Solo has its own, longer test in test_plain."""

from __future__ import annotations

import json
import signal

import pytest

from app.core.match import Match
from test_plain import _read_until, _start_plain

SCRIPTS = {
    "zoker-kubo": "kubo 4\nplace 1\nplace 2\ndone\n",
    "zipzap": "option mode turns\nzipzap 4\nplay blue 9\n",
    "zocken": "zocken 4\nthrow red\nplace 4\n",
    "loker": "loker 4\npass\n",
}
#: The answer to where; Loker's opening line (who deals) also names the deal, so its marker goes on.
MARKERS = {"loker": ", deal 4. Your turn"}


@pytest.mark.parametrize("game_id", sorted(SCRIPTS))
def test_killed_mid_game_resumes_exactly(tabletalk_home, game_id):
    proc = _start_plain(tabletalk_home)
    proc.stdin.write(SCRIPTS[game_id] + "where\n")
    proc.stdin.flush()
    before = _read_until(proc, MARKERS.get(game_id, ", deal 4. "))[-1]
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)

    saved = Match.from_json(json.loads((tabletalk_home / "data" / "autosave.json").read_text()))
    assert saved.game_id == game_id and saved.actions and not saved.is_over()

    proc = _start_plain(tabletalk_home)
    out, err = proc.communicate("resume\nwhere\n", timeout=60)
    lines = out.splitlines()
    assert any(line.endswith("deal 4, resumed.") for line in lines), lines
    assert before in lines, (before, lines)
    assert err == ""
