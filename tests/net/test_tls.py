"""Joining a TLS table (issue 34, point 2): ``join wss://ADDRESS CODE`` checks the certificate with the system
store, SSL_CERT_FILE or a file the player names; a self-signed certificate made here is joined; a plain
connection to a TLS table, wss:// to a plain one, and an untrusted certificate each get a clear sentence."""

import asyncio
import shutil
import subprocess

import pytest

from app.core.seats import Seat
from app.net import sitting
from app.net.client import diagnose
from app.net.remote import RemoteTable
from app.net.hosting import ServerThread
from app.net.server import Limits, TableRules, TableServer, joinable, tls_context
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import online

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test's certificate")


@pytest.fixture(scope="module")
def certificate(tmp_path_factory):
    """A self-signed certificate for localhost and 127.0.0.1, and its key."""
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "2", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=60)
    return str(cert), str(key)


@pytest.fixture
def tls_host(certificate):
    host = ServerThread(host="127.0.0.1", port=0, ssl=tls_context(*certificate))
    table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)), rules=TableRules(bot_delay_s=0))
    yield host, table
    host.stop()


def _session():
    return Session(speaker=RecordingSpeaker("en"), settings=Settings(language="en", speech="off",
                                                                       player_name="Ann"))


def _said(session) -> list[str]:
    return list(session.announcer.history)


def test_the_host_gives_the_wss_address(tls_host):
    host, table = tls_host
    assert host.url.startswith("wss://127.0.0.1:")
    address, _name = host.public_address()
    assert address == f"wss://127.0.0.1:{host.port}"
    said = online.hosting(address, "", table.code)
    assert f"join wss://127.0.0.1:{host.port} {' '.join(table.code)}" in said
    assert sitting.parse_join(said.split()) == (address, table.code, "")


def test_join_wss_with_the_certificate_file_named(tls_host, certificate):
    host, table = tls_host
    session = _session()
    try:
        assert sitting.join(session, [host.url, table.code, "--ca", certificate[0]])
        assert session.remote is not None and session.remote.seat == 0
    finally:
        if session.remote is not None:
            session.remote.close()


def test_join_wss_with_ssl_cert_file(tls_host, certificate, monkeypatch):
    host, table = tls_host
    monkeypatch.setenv("SSL_CERT_FILE", certificate[0])
    remote = RemoteTable(host.url, table.code, "Bo")
    try:
        assert remote.seat == 0 and remote.match.game_id == "zoker-memo"
    finally:
        remote.close()


def test_an_untrusted_certificate_is_said(tls_host, monkeypatch):
    host, table = tls_host
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    session = _session()
    assert not sitting.join(session, [host.url, table.code])
    assert online.closed("untrusted") in _said(session)


def test_a_plain_connection_to_a_tls_table_is_said(tls_host):
    host, table = tls_host
    session = _session()
    plain = host.url.replace("wss://", "ws://")
    assert not sitting.join(session, [plain, table.code])
    assert online.closed("secure") in _said(session)
    assert "wss://" in online.closed("secure")


def test_wss_to_a_plain_table_is_said():
    host = ServerThread(host="127.0.0.1", port=0)
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)))
        session = _session()
        assert not sitting.join(session, [host.url.replace("ws://", "wss://"), table.code])
        assert online.closed("not_secure") in _said(session)
    finally:
        host.stop()


def test_a_certificate_file_that_cannot_be_read_is_said(tls_host, tmp_path):
    host, table = tls_host
    session = _session()
    missing = str(tmp_path / "none.pem")
    assert not sitting.join(session, [host.url, table.code, "--ca", missing])
    assert online.no_certificate(missing) in _said(session)


async def test_diagnose_names_nothing_when_nobody_answers():
    url = "ws://127.0.0.1:9"  # the discard port: nobody listens on the loopback
    assert await diagnose(url, ConnectionRefusedError()) == ""


def test_the_address_on_every_address_is_an_ip_with_the_name_beside(monkeypatch):
    import socket

    from app.net import server

    monkeypatch.setattr(server, "outward_address", lambda: "192.168.1.20")
    assert joinable(None, 4747) == ("192.168.1.20:4747", socket.gethostname())
    assert joinable("0.0.0.0", 4747, "wss") == ("wss://192.168.1.20:4747", socket.gethostname())
    assert joinable("127.0.0.1", 4799) == ("127.0.0.1:4799", "")
    said = online.hosting("192.168.1.20:4747", "vm", "K7MQ2")
    assert "192.168.1.20:4747" in said and "vm" in said and said.endswith("join 192.168.1.20:4747 K 7 M Q 2")
    assert sitting.parse_join(said.split()) == ("192.168.1.20:4747", "K7MQ2", "")


async def test_at_a_tls_table_the_door_keeps_idle_connections_and_a_failed_handshake_is_uncounted(certificate):
    server = TableServer(None, Limits(rate=1000, burst=1000))
    _, port = await server.start("127.0.0.1", 0, ssl=tls_context(*certificate))
    idle = await asyncio.open_connection("127.0.0.1", port)
    plain = await asyncio.open_connection("127.0.0.1", port)
    try:
        for _ in range(500):  # both wait at the door, as their sockets only
            if len(server.door.waiting) == 2:
                break
            await asyncio.sleep(0.01)
        assert len(server.door.waiting) == 2 and server.open_connections == 2
        plain[1].write(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")  # no TLS hello: its handshake fails
        await asyncio.wait_for(plain[0].read(), 5)
        for _ in range(500):
            if server.open_connections == 1:
                break
            await asyncio.sleep(0.01)
        assert server.open_connections == 1 and server.gate.waiting == {"127.0.0.1": 1}
        assert len(server.door.waiting) == 1  # the idle one still waits
    finally:
        for _reader, writer in (idle, plain):
            writer.close()
        await server.stop()
