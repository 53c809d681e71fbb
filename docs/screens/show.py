"""Open one game at deal 7 in a look, as the screenshots show it (``take.py`` runs this in MATE Terminal).

Usage: ``python docs/screens/show.py GAME LOOK [KEY ...]`` with LOOK one of normal, large, contrast;
the keys are pressed once the game is open (Zocken's screenshots throw the red die: ``1``).
Speech is off and the settings live in a throwaway TABLETALK_HOME (take.py sets it).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]

from app.session import Session  # noqa: E402
from app.speech.recording import RecordingSpeaker  # noqa: E402
from app.ui.app import make_app  # noqa: E402
from ui_helpers import open_deal  # noqa: E402

LOOKS = {"normal": {}, "large": {"large_print": True}, "contrast": {"high_contrast": True}}


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

    app.run(auto_pilot=auto_pilot)
    session.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
