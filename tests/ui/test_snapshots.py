"""How the Solo table looks at 80x24 in large print and in high contrast (deal 7).

Baselines live in __snapshots__/; after a deliberate change of the looks,
regenerate them with ``pytest tests/ui/test_snapshots.py --snapshot-update``
and look at the new SVG files before keeping them.
"""

from __future__ import annotations

import pytest

from app.session import Session
from app.ui.app import make_app
from ui_helpers import DEAL


def solo_app(speaker, **settings):
    """Return an app with the given settings that opens Solo deal DEAL before the shot."""
    session = Session(speaker=speaker)
    for name, value in settings.items():
        setattr(session.settings, name, value)
    return session, make_app(session)


async def open_solo(pilot) -> None:
    pilot.app.open_game("zoker-solo", DEAL)
    await pilot.pause()
    await pilot.press("right", "down")


@pytest.mark.parametrize("looks", [
    {"large_print": True},
    {"high_contrast": True},
    {"large_print": True, "high_contrast": True},
], ids=["large-print", "high-contrast", "large-print-high-contrast"])
def test_solo_looks(snap_compare, home, speaker, looks):
    session, app = solo_app(speaker, **looks)
    try:
        assert snap_compare(app, terminal_size=(80, 24), run_before=open_solo)
    finally:
        session.close()


async def open_memo(pilot) -> None:
    """Start Zoker Memo deal DEAL (you and Eva, 16 cards), turn up the first card and move on."""
    from app.ui.table_setup import TableSetup

    setup = TableSetup.default("zoker-memo")
    setup.deal = DEAL
    pilot.app.open_setup("zoker-memo")
    await pilot.pause()
    pilot.app.start_table(setup)
    await pilot.pause()
    await pilot.press("enter", "right", "down")


def test_memo_grid_large_print(snap_compare, home, speaker):
    """The Memo grid in large print: a card face up, the focus, the face-down hatch and words."""
    session, app = solo_app(speaker, large_print=True, bot_pace=0)
    try:
        assert snap_compare(app, terminal_size=(80, 24), run_before=open_memo)
    finally:
        session.close()
