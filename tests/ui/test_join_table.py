"""The menu's Join a shared table: type the address and code, play at the table, hear the others, chat."""

from __future__ import annotations

from app.core.rules import RuleError
from app.core.seats import Seat
from app.net.remote import RemoteTable
from app.net.server import TableRules
from app.ui.screens.menu import MenuScreen
from app.ui.screens.prompt import PromptScreen
from tests.net.players import ServerThread


def _play_for(other: RemoteTable) -> None:
    """Let the other player at the table take their turn, if it is theirs."""
    other.news()
    match = other.match
    if not match.is_over() and other.seat in match.to_act():
        try:
            other.act(other.seat, match.legal_actions(other.seat)[-1])
        except RuleError:
            pass


async def _play_to_the_end(pilot, session, other: RemoteTable) -> None:
    """Play the game out: the other player by the connection, this one by the session at the screen."""
    for _ in range(300):
        await pilot.pause(0.02)
        _play_for(other)
        if session.match.is_over():
            return
        if session.my_turn():
            assert session.act(session.match.legal_actions(session.viewer)[-1])


async def test_join_from_the_menu_plays_at_a_shared_table_and_chats(app, session, speaker):
    host = ServerThread()
    other = None
    try:
        table = host.open_table("loker", (Seat("", True), Seat("", True), Seat("Eva", False, "easy")), deal=9,
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        other = RemoteTable(host.url, table.code, "Bo")  # the first free seat: seat 1
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
            menu = app.screen
            menu.menu().choose("join")
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
            assert any(f"at table {' '.join(table.code)}: you sit at seat 2." in s for s in session.announcer.history)
            # The others' moves reach the screen by themselves (it looks for news), and the player plays.
            await _play_to_the_end(pilot, session, other)
            assert session.match.is_over()
            assert host.do(lambda: table.match.is_over())
            # The apostrophe opens the chat line; what is typed reaches the others at the table.
            await pilot.press("apostrophe")
            await pilot.pause()
            assert isinstance(app.screen, PromptScreen)
            await pilot.press(*"hello all", "enter")
            chats = []
            for _ in range(100):
                await pilot.pause(0.02)
                other.news()
                chats = [m for m in other.heard if getattr(m, "kind", "") == "chat"]
                if chats:
                    break
            assert chats and chats[0].text == "hello all" and chats[0].seat == session.viewer
    finally:
        if other is not None:
            other.close()
        session.close()
        host.stop()


async def test_host_from_the_table_setup_opens_the_table_to_a_player_elsewhere(app, session, speaker, monkeypatch):
    """h in the table setup hosts the table set there: its address and code are said, the host sits at
    seat 1, and a player on another computer takes the free human seat and plays (loopback only)."""
    from app.net import hosting, sitting
    from app.ui.table_setup import TableSetup

    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")
    monkeypatch.setattr(hosting, "PORT", 0)
    other = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            setup = TableSetup.default("loker", "Ann")
            setup.players, setup.kinds[1] = 3, "human"  # a seat for a friend, and a bot
            app.table_setups["loker"] = setup
            app.open_setup("loker")
            await pilot.pause()
            await pilot.press("h")
            await pilot.pause()
            assert session.remote is not None and session.match.game_id == "loker"
            opened = next(s for s in session.announcer.history if s.startswith("Your table is open at "))
            code = opened.split(", code ")[1].split(".")[0].replace(" ", "")
            assert type(app.screen).__name__ != "SetupScreen"
            other = RemoteTable(sitting.HOSTED.url, code, "Bo")
            assert other.seat == 1
            await _play_to_the_end(pilot, session, other)
            assert session.match.is_over() and other.match.is_over()
    finally:
        if other is not None:
            other.close()
        session.close()
        sitting.stop_hosting()


async def test_the_join_dialog_takes_the_whole_sentence_the_host_was_told(app, session, speaker):
    """The host was told "Your table is open at ... Others type: join ADDRESS K 7 M Q 2"; a newcomer pastes
    all of it into the dialog, and sits (issue 34: the dialog took the word join for the address)."""
    from app.text import online

    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=5, bot_delay_s=0))
        address, name = host.public_address()
        said = online.hosting(address, name, table.code)
        assert said.startswith("Your table is open at 127.0.0.1:") and "join 127.0.0.1:" in said
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.screen.menu().choose("join")
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, PromptScreen)
            prompt = app.screen.query_one("Input")
            prompt.value = said  # pasted whole
            await pilot.press("enter")
            for _ in range(50):
                await pilot.pause(0.05)
                if session.remote is not None:
                    break
            assert session.remote is not None and session.remote.seat == 0
            assert session.remote.welcome.code == table.code
    finally:
        session.close()
        host.stop()


async def test_the_join_dialog_says_a_plain_address_of_a_secure_table(app, session, speaker, tmp_path):
    """ws:// to a TLS table from the full screen is said as such (its diagnosis runs off the screen's loop)."""
    import shutil
    import subprocess

    import pytest

    from app.net.hosting import ServerThread as Host
    from app.net.server import tls_context
    from app.text import online

    if shutil.which("openssl") is None:
        pytest.skip("openssl makes the test's certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "2", "-subj", "/CN=localhost"], check=True, capture_output=True, timeout=60)
    host = Host(host="127.0.0.1", port=0, ssl=tls_context(str(cert), str(key)))
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.screen.menu().choose("join")
            await pilot.press("enter")
            await pilot.pause()
            app.screen.query_one("Input").value = f"{host.url.replace('wss://', 'ws://')} {table.code}"
            await pilot.press("enter")
            for _ in range(100):
                await pilot.pause(0.05)
                if online.closed("secure") in session.announcer.history:
                    break
            assert online.closed("secure") in session.announcer.history and session.remote is None
    finally:
        session.close()
        host.stop()
