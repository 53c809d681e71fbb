"""Open one game at deal 7 in a look, as the screenshots show it (``take.py`` runs this in xterm).

Usage: ``python docs/screens/show.py GAME LOOK [KEY ...]`` with LOOK one of normal, large, contrast
(high contrast, dark) and light (high contrast on the light ground); the keys are pressed once the
game is open (Zocken's screenshots throw the red die: ``1``). Speech is off and the settings live in
a throwaway TABLETALK_HOME (take.py sets it). When SHOWN_MARK names a file, it is written once the
game is open and the keys pressed, so take.py knows when to look.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]

from app.session import Session  # noqa: E402
from app.speech.recording import RecordingSpeaker  # noqa: E402
from app.ui.app import make_app  # noqa: E402
from ui_helpers import open_deal  # noqa: E402

LOOKS = {"normal": {}, "large": {"large_print": True}, "contrast": {"high_contrast": True},
         "light": {"high_contrast": True, "light": True}}


def main(game_id: str, look: str, keys: list[str]) -> None:
    session = Session(speaker=RecordingSpeaker())
    session.settings.bot_pace = 0
    for name, value in LOOKS[look].items():
        setattr(session.settings, name, value)
    app = make_app(session)

    async def auto_pilot(pilot) -> None:
        await pilot.pause()
        await open_deal(pilot, game_id, {"mode": "turns"} if game_id == "zipzap" else None)
        await pilot.pause()
        if keys:
            await pilot.press(*keys)
            await pilot.pause()
        if os.environ.get("SHOWN_MARK"):
            Path(os.environ["SHOWN_MARK"]).write_text("shown\n")

    app.run(auto_pilot=auto_pilot)
    session.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
