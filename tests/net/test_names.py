"""A name of one's own on a table server (issue 39, 3): the player's key, the proof, the server's claims,
with real connections on the loopback."""

from __future__ import annotations

import os
import stat

import pytest

from app.net import names
from app.net.client import Refusal, TableClient
from tests.net.players import human_seats, open_table, start_server


async def _sit(url: str, code: str, name: str, proof: str = "") -> TableClient:
    client = TableClient(url, code, name, reconnect=False, proof=proof)
    await client.connect()
    return client


async def _refused(url: str, code: str, name: str, proof: str = "") -> str:
    client = TableClient(url, code, name, reconnect=False, proof=proof)
    with pytest.raises(Refusal) as refusal:
        await client.connect()
    return refusal.value.reason


async def test_nobody_else_takes_a_claimed_name_and_its_player_takes_it_on_a_new_connection(tmp_path):
    anna_key, other_key = os.urandom(32), os.urandom(32)
    server, url = await start_server(tmp_path / "saves")
    anna_proof = names.proof_for(anna_key, url)
    try:
        table = open_table(server, "zoker-memo", 4)
        anna = await _sit(url, table.code, "Anna", anna_proof)
        # Nobody else takes the name: another key, none at all (an older Tabletalk), another case or spacing.
        assert await _refused(url, table.code, "Anna", names.proof_for(other_key, url)) == "name_taken"
        assert await _refused(url, table.code, "Anna") == "name_taken"
        assert await _refused(url, table.code, " ANNA ", names.proof_for(other_key, url)) == "name_taken"
        # Anna on a second connection (another window, no token) sits down again under her name.
        again = await _sit(url, table.code, "Anna", anna_proof)
        assert again.seat != anna.seat
        for client in (anna, again):
            await client.close()
    finally:
        await server.stop()
    claims = (tmp_path / "saves" / names.CLAIMS_FILE).read_text()
    assert "anna" in claims and anna_proof not in claims  # the server keeps a hash of the proof, not the proof


async def test_the_claim_is_kept_by_the_server_across_a_restart_on_the_same_address(tmp_path):
    key = os.urandom(32)
    server, url = await start_server(tmp_path / "saves")
    port = int(url.rsplit(":", 1)[1])
    try:
        table = open_table(server, "zoker-memo", 3)
        await (await _sit(url, table.code, "Åsa", names.proof_for(key, url))).close()
    finally:
        await server.stop()
    from app.net.server import TableServer
    from tests.net.players import FAST

    server = TableServer(tmp_path / "saves", FAST)
    assert server.resume_tables() == [] and table.code in server.tables  # the claims file is not read as a table
    await server.start("127.0.0.1", port)
    try:
        assert await _refused(url, table.code, "åsa") == "name_taken"
        back = await _sit(url, table.code, "Åsa", names.proof_for(key, url))
        assert back.seat >= 0
        await back.close()
    finally:
        await server.stop()


async def test_an_old_hello_without_a_key_keeps_an_unclaimed_name():
    server, url = await start_server()
    try:
        table = open_table(server, "zoker-memo", 2)
        olle = await _sit(url, table.code, "Olle")
        assert olle.seen.view is not None and olle.seen.view.seats[olle.seat].name == "Olle"
        assert server.claims.names == {}  # nothing claimed without a proof
        await olle.close()
    finally:
        await server.stop()


def test_a_proof_is_for_one_server_address_and_never_the_key():
    key = os.urandom(32)
    here, there = names.proof_for(key, "ws://play.example.org:4747"), names.proof_for(key, "evil.example:4747")
    assert here != there and key.hex() not in here
    # The same server however its address is typed: the scheme, case and the usual port do not matter.
    assert names.proof_for(key, "Play.Example.org") == here == names.proof_for(key, "wss://play.example.org:4747")
    assert names.server_id("[::1]:4800") == "[::1]:4800"


def test_the_key_file_is_the_owner_s_alone_and_a_broken_one_is_made_again(tmp_path):
    path = tmp_path / "data" / names.KEY_FILE
    key, made = names.own_key(path)
    assert made == "made" and len(key) == 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert names.own_key(path) == (key, "")  # read back, the same key
    path.write_text("not a key\n")
    new, made = names.own_key(path)
    assert made == "remade" and new != key and len(new) == 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert list(tmp_path.glob("data/name.key.corrupt-*"))  # the broken one kept aside, not lost
    path.write_bytes(b"\xff\xfe\x00")
    assert names.own_key(path)[1] == "remade"
    path.chmod(0o644)  # a copy others could read is made the owner's again
    names.own_key(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_one_address_claims_a_bounded_number_of_names(tmp_path):
    claims = names.Claims(tmp_path / names.CLAIMS_FILE)
    proof = "ab" * 32
    made = [claims.claim(f"name {i}", proof, "192.0.2.1") for i in range(names.CLAIMS_PER_HOUR + 5)]
    assert made.count(True) == names.CLAIMS_PER_HOUR
    assert claims.claim("another", proof, "192.0.2.2")  # another address is not held back
    assert not claims.claim("malformed", "not hex", "192.0.2.3")
    claims.close()  # written by a thread of its own: on the disk now
    assert len(names.Claims(tmp_path / names.CLAIMS_FILE).names) == names.CLAIMS_PER_HOUR + 1
    (tmp_path / names.CLAIMS_FILE).write_text("{broken")
    assert names.Claims(tmp_path / names.CLAIMS_FILE).names == {}  # a broken file: moved aside, no crash


def test_line_mode_says_whose_name_it_is(monkeypatch, tmp_path):
    from tests.net.players import ServerThread
    from tests.net.test_line_mode_online import _plain

    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", human_seats(3))
        anna, _anna_out = _plain("Anna")
        anna.handle(f"join {host.url} {table.code}")
        assert anna.session.remote is not None
        monkeypatch.setenv("TABLETALK_HOME", str(tmp_path / "another-computer"))
        other, other_out = _plain("Anna")
        other.handle(f"join {host.url} {table.code}")
        assert other.session.remote is None
        assert "That name is someone else's on this server." in other_out.getvalue()
        anna.session.close()
    finally:
        host.stop()


def test_line_mode_says_a_broken_or_lost_key_was_made_again_without_a_crash():
    from app.store.paths import data_dir
    from tests.net.players import ServerThread
    from tests.net.test_line_mode_online import _plain

    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", human_seats(3))
        anna, out = _plain("Anna")
        anna.handle(f"join {host.url} {table.code}")  # the first key: made, and no news
        assert anna.session.remote is not None and "name key" not in out.getvalue()
        anna.session.close()
        (data_dir() / names.KEY_FILE).write_text("garbage")
        anna, out = _plain("Anna")
        anna.handle(f"join {host.url} {table.code}")
        assert "Your name key could not be read, so a new one was made" in out.getvalue()
        # A new key's proof is not the old one's: the name Anna claimed with the old key is lost on this server.
        assert out.getvalue().splitlines()[-1] == ("That name is someone else's on this server. Choose another "
                                                  "name in the settings.")
        anna.session.close()
        (data_dir() / names.KEY_FILE).unlink()  # gone, where seats.json shows tables joined before
        bo, out = _plain("Bo")
        bo.handle(f"join {host.url} {table.code}")
        assert "Your name key was missing, so a new one was made" in out.getvalue()
        assert bo.session.remote is not None  # a name never claimed: Bo sits down, and claims it now
        bo.session.close()
    finally:
        host.stop()
