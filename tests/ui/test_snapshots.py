"""How the Solo table looks at 80x24 in large print and in high contrast (deal 7).

Baselines live in __snapshots__/; after a deliberate change of the looks,
regenerate them with ``pytest tests/ui/test_snapshots.py --snapshot-update``
and look at the new SVG files before keeping them.
"""

from __future__ import annotations

import pytest

from app.session import Session
from app.ui.app import make_app
from ui_helpers import open_deal, DEAL


def solo_app(speaker, **settings):
    """Return an app with the given settings that opens Solo deal DEAL before the shot."""
    session = Session(speaker=speaker)
    for name, value in settings.items():
        setattr(session.settings, name, value)
    return session, make_app(session)


async def open_solo(pilot) -> None:
    await pilot.pause()  # the menu said first, as a player meets it: never its opening over the game
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
    await pilot.pause()  # the menu said first
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


# Low vision (issue 24): a smaller set of baselines; tests/ui/test_fit.py checks every screen at
# 40x12, 60x20, 80x24 and 120x40 in the three looks on the rendered text.

GAME_IDS = ["zoker-solo", "zoker-pairs", "zoker-memo", "zoker-tiko", "zoker-kubo", "zipzap", "zocken", "loker",
            "zoker-explorer"]


def open_game_before(game_id: str):
    """Return a run_before that opens deal DEAL of a game (Zip Zap turn by turn: no clock in the picture)."""
    async def run_before(pilot) -> None:
        await pilot.pause()  # the menu said first, as a player meets it: never its opening over the game
        await open_deal(pilot, game_id, {"mode": "turns"} if game_id == "zipzap" else None)
        await pilot.pause()
    return run_before


async def _pause(pilot) -> None:
    await pilot.pause()


@pytest.mark.parametrize("game_id", ["menu"] + GAME_IDS)
def test_every_game_at_40x12(snap_compare, home, speaker, game_id):
    """A large font's window: the body scrolls to the focus, names are shortened by rule with a legend."""
    session, app = solo_app(speaker, bot_pace=0)
    try:
        run = _pause if game_id == "menu" else open_game_before(game_id)
        assert snap_compare(app, terminal_size=(40, 12), run_before=run)
    finally:
        session.close()


@pytest.mark.parametrize("game_id", ["loker", "zipzap", "zoker-kubo"])
def test_large_print_hands_at_80x24(snap_compare, home, speaker, game_id):
    """Large print: the hand the player acts on is drawn in block glyphs too, the focus framed."""
    session, app = solo_app(speaker, bot_pace=0, large_print=True)
    try:
        assert snap_compare(app, terminal_size=(80, 24), run_before=open_game_before(game_id))
    finally:
        session.close()
