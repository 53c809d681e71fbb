"""TLS in front (issue 39, point 8): nginx with deploy/nginx-tabletalk.conf ends TLS on 127.0.0.1 and hands the
WebSocket to a plain table server behind it; two players join with wss:// through it, trusting the
certificate, and play a whole game; a plain ws:// connection to nginx's port gets nowhere.

The site file is used as it is, but for what only a real host has: its ports (free ones on 127.0.0.1,
no IPv6 listen), its certificate (a self-signed one made here). nginx comes from Debian's package
(.ci/run installs it); the test fails, not skips, without it.
"""

from __future__ import annotations

import asyncio
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.net.client import TableClient, tls_for, url_for
from tests.deploy.servers import DEPLOY, Started, certificate, free_port
from tests.net.players import BotClient

SITE = DEPLOY / "nginx-tabletalk.conf"


def _edit(text: str, old: str, new: str) -> str:
    assert old in text, f"{SITE.name} no longer says {old!r}: the test's stand-ins need updating"
    return text.replace(old, new)


def _nginx_conf(folder: Path, front: int, back: int, cert: Path, key: Path) -> Path:
    """Write a whole nginx.conf around the site file, for a prefix of its own in ``folder``."""
    site = SITE.read_text()
    site = _edit(site, "listen 4747 ssl;", f"listen 127.0.0.1:{front} ssl;")
    site = _edit(site, "listen [::]:4747 ssl;", "")
    site = _edit(site, "/etc/letsencrypt/live/tables.example.org/fullchain.pem", str(cert))
    site = _edit(site, "/etc/letsencrypt/live/tables.example.org/privkey.pem", str(key))
    site = _edit(site, "proxy_pass http://127.0.0.1:4748;", f"proxy_pass http://127.0.0.1:{back};")
    temps = "\n".join(f"  {kind}_temp_path {folder}/{kind};" for kind in ("client_body", "proxy", "fastcgi",
                                                                          "uwsgi", "scgi"))
    conf = folder / "nginx.conf"
    conf.write_text(f"worker_processes 1;\npid {folder}/nginx.pid;\nerror_log {folder}/error.log info;\n"
                    f"events {{ worker_connections 256; }}\n"
                    f"http {{\n  access_log off;\n{temps}\n{site}\n}}\n")
    return conf


def _answers(port: int, limit: float) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"nothing answers on 127.0.0.1:{port}")


@pytest.fixture
def nginx_in_front(tmp_path):
    """A table server on 127.0.0.1 and nginx in front of it with TLS; yield the address players type,
    the certificate and the server."""
    nginx = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
    assert nginx, "nginx is not installed (.ci/run installs Debian's nginx-light)"
    cert, key = certificate(tmp_path)
    back = free_port()
    server = Started(subprocess.Popen(
        [sys.executable, "-m", "app.net.server", "--host", "127.0.0.1", "--port", str(back), "--saves",
         str(tmp_path / "tables"), "--game", "zoker-tiko", "--players", "2", "--bot-delay", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=tmp_path))
    front = free_port()
    conf = _nginx_conf(tmp_path, front, back, cert, key)
    checked = subprocess.run([nginx, "-t", "-p", str(tmp_path), "-e", str(tmp_path / "error.log"), "-c", str(conf)],
                             capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0, checked.stderr
    proxy = subprocess.Popen([nginx, "-p", str(tmp_path), "-e", str(tmp_path / "error.log"), "-c", str(conf),
                              "-g", "daemon off;"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        _answers(front, 20)
        yield f"wss://127.0.0.1:{front}", cert, server
    finally:
        proxy.terminate()
        try:
            proxy.wait(20)
        except subprocess.TimeoutExpired:
            proxy.kill()
            proxy.wait(10)
        server.terminate(30)


async def test_players_join_with_wss_through_nginx_and_play_a_game(nginx_in_front):
    address, cert, server = nginx_in_front
    url = url_for(address)
    assert url == address  # the port is typed here; on a real host nginx takes 4747 and none is needed
    bots = [BotClient(url, server.code, name, seed=i) for i, name in enumerate(("Ann", "Bo"))]
    for bot in bots:
        bot.client.ssl = tls_for(url, str(cert))  # the player names the host's own certificate (--ca)
    await asyncio.wait_for(asyncio.gather(*(bot.play() for bot in bots)), 60)
    assert {bot.client.seat for bot in bots} == {0, 1}  # both sat down (the server listens only behind nginx)
    # The game was played to its end through the proxy: each player's last view says so.
    from app.net.client import match_from_view

    assert all(match_from_view(bot.client.seen.view).is_over() for bot in bots)
    # A plain connection to the TLS port gets nowhere.
    with pytest.raises(Exception):
        await asyncio.wait_for(TableClient(address.replace("wss://", "ws://"), server.code, "Cy").connect(), 20)
