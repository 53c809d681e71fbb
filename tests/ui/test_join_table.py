"""The menu's Join a shared table: type the address and code, play at the table, hear the others."""

from __future__ import annotations

import asyncio

from app.core.seats import Seat
from app.net.server import TableRules
from app.ui.screens.menu import MenuScreen
from app.ui.screens.prompt import PromptScreen
from tests.net.players import ServerThread


async def test_join_from_the_menu_plays_at_a_shared_table(app, session, speaker):
    host = ServerThread()
    try:
        table = host.open_table("loker", (Seat("", True), Seat("Eva", False, "easy")), deal=9,
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
            menu = app.screen
            menu.set_focus(next(i for i in menu.items() if i.key == "join"))
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, PromptScreen)
            assert speaker.said[-1].startswith("Address and code of the table")
            await pilot.press(*f"{host.url} {table.code}", "enter")
            for _ in range(50):
                await pilot.pause(0.05)
                if session.remote is not None:
                    break
            assert session.remote is not None and session.match.game_id == "loker"
            assert any(f"at table {' '.join(table.code)}: you sit at seat 1." in s for s in session.announcer.history)
            # The bot's moves reach the screen by themselves (the screen looks for news), and the player plays.
            for _ in range(200):
                await pilot.pause(0.02)
                if session.match.is_over():
                    break
                if session.my_turn():
                    assert session.act(session.match.legal_actions(0)[-1])
            assert session.match.is_over()
            assert host.do(lambda: table.match.is_over())
    finally:
        session.close()
        host.stop()
