"""deploy/Containerfile (issue 39, point 8), built and run here with podman: the image runs the server as a
user of its own, healthy while its port answers; a player joins through the published port on 127.0.0.1;
`podman stop` (SIGTERM) writes the table's file on the volume and exits 0, and the same container started
again resumes the table, the player back in the same seat with the token.

What differs from a build elsewhere, because of this sandbox:

- no container registry is reached from here, so the image's base (``BASE``, python:3.11-slim) is
  Debian bookworm's own Python 3.11 made by debootstrap from Debian's packages;
- the build's pip reaches PyPI through this machine's TLS proxy: the machine's CA bundle is mounted into
  the build's RUN steps (not into the image), with a pip.conf naming it;
- the storage is overlay in a folder of the test's own; runc, not crun (crun refuses this machine's
  hybrid cgroups), and the open-files limit of this machine (podman asks for more than it may have).

Needs podman, runc and debootstrap (`make test-container` installs them, and runs this test: it is not in
`make test`) and Debian's and PyPI's registries; about
5 minutes, most of it downloads.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from app import PROJECT_ROOT
from app.net.client import TableClient
from tests.deploy.servers import DEPLOY, free_port

pytestmark = [pytest.mark.slow, pytest.mark.container, pytest.mark.timeout(1200)]

BASE = "localhost/tabletalk-test-base:bookworm"
IMAGE = "localhost/tabletalk:test"
#: The machine's CA bundle (on Debian, with any proxy's CA the machine trusts).
CA_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")


class Podman:
    """podman with storage of its own in ``folder``, set for this machine."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        conf = folder / "containers.conf"
        soft, hard = _nofile()
        conf.write_text(f'[containers]\ndefault_ulimits = ["nofile={soft}:{hard}", "nproc=4096:4096"]\n')
        self.env = {**os.environ, "CONTAINERS_CONF": str(conf)}
        self.base = ["podman", "--root", str(folder / "root"), "--runroot", str(folder / "run"),
                     "--storage-driver", "overlay", "--cgroup-manager", "cgroupfs", "--runtime", "runc"]

    def run(self, *args: str, timeout: float = 120, check: bool = True, **kwargs) -> subprocess.CompletedProcess:
        done = subprocess.run(self.base + list(args), env=self.env, capture_output=True, text=True,
                              timeout=timeout, **kwargs)
        if check:
            assert done.returncode == 0, f"podman {' '.join(args)}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        return done


def _nofile() -> tuple[int, int]:
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return min(soft, 65536), min(hard, 65536)


@pytest.fixture
def podman(tmp_path_factory):
    """The image built from deploy/Containerfile, in storage of the test's own (removed after)."""
    for tool in ("podman", "runc", "debootstrap"):
        assert shutil.which(tool), f"{tool} is not installed (.ci/run installs it)"
    folder = tmp_path_factory.mktemp("podman")
    pm = Podman(folder)
    try:
        root = folder / "base"
        made = subprocess.run(["debootstrap", "--variant=minbase", "--include=python3,python3-venv,ca-certificates",
                               "bookworm", str(root), "http://deb.debian.org/debian"],
                              capture_output=True, text=True, timeout=900)
        assert made.returncode == 0, made.stdout[-3000:] + made.stderr[-3000:]
        shutil.rmtree(root / "var/cache/apt/archives", ignore_errors=True)
        tar = subprocess.Popen(["tar", "-C", str(root), "-c", "."], stdout=subprocess.PIPE)
        pm.run("import", "-", BASE, stdin=tar.stdout, timeout=300)
        assert tar.wait(60) == 0
        shutil.rmtree(root)
        pip_conf = folder / "pip.conf"
        pip_conf.write_text("[global]\ncert = /etc/ssl/certs/host-ca.crt\n")
        pm.run("build", "--pull=never", "--format", "docker", "--network", "host",
               "-v", f"{pip_conf}:/etc/pip.conf:ro", "-v", f"{CA_BUNDLE}:/etc/ssl/certs/host-ca.crt:ro",
               "--ignorefile", str(DEPLOY / "Containerfile.dockerignore"), "--build-arg", f"BASE={BASE}",
               "-f", str(DEPLOY / "Containerfile"), "-t", IMAGE, str(PROJECT_ROOT), timeout=900)
        yield pm
    finally:
        pm.run("rm", "--all", "--force", "--time", "5", check=False, timeout=120)
        pm.run("volume", "prune", "--force", check=False)
        pm.run("rmi", "--all", "--force", check=False, timeout=120)
        shutil.rmtree(folder, ignore_errors=True)


def _table(podman: Podman, name: str, after: int = 0, limit: float = 60) -> str:
    """Return the code of the table the container's log names (past its first ``after`` such lines)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        lines = [line for line in podman.run("logs", name).stdout.splitlines() if line.startswith("table ")]
        if len(lines) > after:
            return lines[after].split()[1]
        time.sleep(0.2)
    raise AssertionError("the container said no table:\n" + podman.run("logs", name, check=False).stdout)


def _check_image(podman: Podman) -> None:
    """The image runs as its own user, with a volume, a port, a health check and the wheel in a venv."""
    inspected = json.loads(podman.run("image", "inspect", IMAGE).stdout)[0]
    config = inspected["Config"]
    assert config["User"] == "tabletalk"
    assert "4747/tcp" in config["ExposedPorts"] and "/var/lib/tabletalk" in config["Volumes"]
    assert config["Entrypoint"][:2] == ["/opt/tabletalk/bin/tabletalk", "host"]  # `serve` takes its place
    assert "socket.create_connection(('127.0.0.1', 4747)" in " ".join(inspected["Healthcheck"]["Test"])
    assert config["StopSignal"] in ("SIGTERM", "15")
    # The wheel, not the checkout: the program and its compiled catalogs are in the venv's site-packages.
    found = podman.run("run", "--rm", "--entrypoint", "/opt/tabletalk/bin/python", IMAGE, "-c",
                       "import app, pathlib; p = pathlib.Path(app.__file__).parent; "
                       "print(p, sorted(x.name for x in (p / 'locale').iterdir()))").stdout
    assert "/opt/tabletalk/lib/python3.11/site-packages/app" in found
    assert "['cs', 'en', 'fi', 'is', 'nl', 'sv']" in found


async def _join(url: str, code: str, token: str = ""):
    client = TableClient(url, code, "Ann", token)
    try:
        welcome = await asyncio.wait_for(client.connect(), 20)
        return welcome, client.token
    finally:
        await client.close()


def test_the_image_runs_as_its_own_user_serves_stops_saving_and_resumes_the_table(podman):
    # One test (not one a step): under xdist each test of the module could build the image on its own worker.
    _check_image(podman)
    port = free_port()
    name = "tabletalk-test"
    podman.run("run", "-d", "--name", name, "-p", f"127.0.0.1:{port}:4747", "-v", "tabletalk-tables:/var/lib/tabletalk",
               IMAGE)
    code = _table(podman, name)
    assert podman.run("exec", name, "id", "-un").stdout.strip() == "tabletalk"
    assert podman.run("healthcheck", "run", name, check=False).returncode == 0  # the port answers
    url = f"ws://127.0.0.1:{port}"
    welcome, token = asyncio.run(_join(url, code))
    # The stop: SIGTERM to the server (PID 1 in the container), which writes the table whole and exits 0.
    podman.run("stop", "--time", "30", name, timeout=60)
    assert podman.run("inspect", name, "--format", "{{.State.ExitCode}}").stdout.strip() == "0"
    listed = podman.run("run", "--rm", "-v", "tabletalk-tables:/var/lib/tabletalk", "--entrypoint", "ls", IMAGE,
                        "/var/lib/tabletalk/tables").stdout.split()
    assert listed == [f"{code}.json"]  # the table's file, and no journal left to fold in
    # Started again on the same volume: the same table, and the token takes the same seat back.
    podman.run("start", name)
    assert _table(podman, name, after=1) == code
    again, _ = asyncio.run(_join(url, code, token))
    assert again.resumed and again.seat == welcome.seat
    podman.run("stop", "--time", "30", name, timeout=60)
