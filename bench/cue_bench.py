"""Key to sound cue: from an action the player makes to the cue handed to the audio player.

The cue player is the real one (``app.speech.cues.CuePlayer``) with a
stand-in player command that notes the moment it starts; a refused move is
made through the Session, as a key press makes it.
"""

from __future__ import annotations

import os
import statistics
import stat
import tempfile
import time
from pathlib import Path

RUNS = 30


def stand_in_cues(folder: str):
    """Return the real cue player with a stand-in player command that notes when it starts, and the
    file it notes it in."""
    from app.speech.cues import CuePlayer

    mark = Path(folder) / "started"
    script = Path(folder) / "player"
    script.write_text(f"#!/bin/sh\ndate +%s.%N > {mark}\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return CuePlayer(Path(folder) / "cues", 60, [str(script)]), mark


def time_to_cue(mark: Path, act) -> float:
    """Return the seconds from ``act()`` to the stand-in player's start."""
    mark.unlink(missing_ok=True)
    before = time.time()
    act()
    while not mark.exists() or not mark.read_text().strip():
        time.sleep(0.0005)
    return float(mark.read_text()) - before


def main() -> None:
    from app.games.zoker.solo.rules import MoveCard
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    with tempfile.TemporaryDirectory() as folder:
        os.environ["TABLETALK_HOME"] = folder
        cues, mark = stand_in_cues(folder)
        s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"), cues=cues)
        s.start("zoker-solo", 5)
        times = []
        for _ in range(RUNS):
            times.append(time_to_cue(mark, lambda: s.act(MoveCard(0, 9))))  # no such pile: refused, cued
        s.close()
    times.sort()
    print(f"key to cue handed to the player ({RUNS} refused moves, stand-in player)")
    print(f"  median {statistics.median(times) * 1000:6.1f} ms   p95 {times[int(RUNS * 0.95) - 1] * 1000:6.1f} ms")


if __name__ == "__main__":
    main()
