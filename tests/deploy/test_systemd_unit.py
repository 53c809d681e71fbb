"""deploy/tabletalk.service (issue 39, point 8): systemd finds nothing wrong in it, and its ExecStart, run as
systemd runs it (its environment, state folder and working folder), serves a table that players join and
play at; SIGTERM, systemd's stop, tells them and writes the table's file whole before the process exits 0.

systemd is not PID 1 here, so the unit is not started by systemd itself: ``tests/deploy/units.py`` reads it
the way systemd.service(5) says, and fails on anything in it that it does not know.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from app import PROJECT_ROOT
from app.net import protocol as p
from tests.deploy.servers import DEPLOY, Started, saved_moves, stop_tasks
from tests.deploy.units import Service
from tests.net.players import BotClient

UNIT = DEPLOY / "tabletalk.service"
PROGRAM = "/opt/tabletalk/bin/tabletalk"
#: The test venv's own ``tabletalk`` stands in for the one the unit runs.
TABLETALK = str(Path(sys.executable).parent / "tabletalk")


def _unit_here(folder: Path) -> Path:
    """Return a copy of the unit whose program is this venv's (systemd-analyze checks that it exists)."""
    copy = folder / "tabletalk.service"
    text = UNIT.read_text()
    assert f"ExecStart={PROGRAM} host " in text  # `serve` takes the place of `host` here, one word
    copy.write_text(text.replace(PROGRAM, TABLETALK))
    return copy


def test_systemd_finds_nothing_wrong_in_the_unit_and_its_hardening_rates_ok(tmp_path):
    analyze = shutil.which("systemd-analyze")
    assert analyze, "systemd-analyze is not installed (.ci/run installs the systemd package)"
    unit = _unit_here(tmp_path)
    verified = subprocess.run([analyze, "verify", str(unit)], capture_output=True, text=True, timeout=60)
    assert verified.returncode == 0 and not verified.stderr.strip(), verified.stderr
    # The hardening set keeps the unit's exposure "OK" (1.7; under 2.5 of 10. Without it and the dynamic
    # user systemd rates it 9.2).
    rated = subprocess.run([analyze, "security", "--offline=yes", "--threshold=25", str(unit)],
                           capture_output=True, text=True, timeout=60)
    assert rated.returncode == 0, rated.stdout[-2000:] + rated.stderr
    assert "Overall exposure level for tabletalk.service" in rated.stdout


def test_the_tls_drop_in_the_doc_gives_is_read_with_nothing_wrong(tmp_path):
    """docs/online.md's drop-in that hands the certificate to the dynamic user (LoadCredential, ``%d``): systemd
    reads it beside the unit and finds nothing wrong (an unknown key there is said, so it is read)."""
    doc = (PROJECT_ROOT / "docs" / "online.md").read_text()
    drop_in = re.search(r"```ini\n(.*?LoadCredential=.*?)```", doc, re.S)
    assert drop_in, "docs/online.md no longer shows the TLS drop-in"
    text = "\n".join(line.strip() for line in drop_in.group(1).splitlines()) + "\n"
    assert "TABLETALK_TLS=" in text and "$TABLETALK_TLS" in UNIT.read_text()
    unit = _unit_here(tmp_path)
    (tmp_path / "tabletalk.service.d").mkdir()
    (tmp_path / "tabletalk.service.d" / "tls.conf").write_text(text)
    env = {**os.environ, "SYSTEMD_UNIT_PATH": f"{tmp_path}:"}
    verified = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60,
                              env=env)
    assert verified.returncode == 0 and not verified.stderr.strip(), verified.stderr
    (tmp_path / "tabletalk.service.d" / "tls.conf").write_text(text + "NotAKey=1\n")
    verified = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60,
                              env=env)
    assert "NotAKey" in verified.stderr  # the drop-in was read


async def test_the_unit_s_command_serves_and_sigterm_saves_every_table(tmp_path):
    state, etc = tmp_path / "var-lib", tmp_path / "etc-tabletalk"
    etc.mkdir()
    env_file = etc / "tabletalk.env"
    # What an operator would put in /etc/tabletalk/tabletalk.env; here: the loopback, a free port, a
    # turn-based game of two and bots that do not wait.
    env_file.write_text('TABLETALK_ADDRESS=127.0.0.1\nTABLETALK_PORT=0\n'
                        'TABLETALK_TABLE="--game zoker-tiko --players 2"\n'
                        'TABLETALK_OPTIONS="--bot-delay 0 --hold 60"\n')
    service = Service(UNIT, state, {"/etc/tabletalk/tabletalk.env": env_file}, {PROGRAM: TABLETALK})
    saves = state / "tabletalk" / "tables"
    assert service.env["TABLETALK_HOME"] == str(state / "tabletalk") == service.env["STATE_DIRECTORY"]
    assert service.command[1:3] == ["host", "--host"] and str(saves) in service.command
    assert (state / "tabletalk").stat().st_mode & 0o777 == 0o700
    server = Started(service.start())
    assert server.url.startswith("ws://127.0.0.1:")
    ann, bo = BotClient(server.url, server.code, "Ann", seed=1), BotClient(server.url, server.code, "Bo", seed=2)
    playing = [asyncio.ensure_future(ann.play()), asyncio.ensure_future(bo.play())]
    try:
        for _ in range(2000):  # at most 20 s
            if ann.client.seen.view is not None and ann.client.seen.view.moves >= 4:
                break
            await asyncio.sleep(0.01)
        assert ann.client.seen.view.moves >= 4
        assert server.terminate(service.stop_timeout) == 0  # a clean stop: Restart=on-failure leaves it
        # The players were told why, and the table's file was written whole: no journal left to fold in.
        for _ in range(500):
            if any(isinstance(m, p.Notice) and m.kind == "server_stopping" for m in ann.messages):
                break
            await asyncio.sleep(0.01)
        assert any(isinstance(m, p.Notice) and m.kind == "server_stopping" for m in ann.messages)
        assert not list(saves.glob("journal-*.log"))
        assert saved_moves(saves, server.code) == ann.client.seen.view.moves
        assert not any("Traceback" in line for line in server.lines), "".join(server.lines)
    finally:
        server.kill()
        await stop_tasks(playing)
