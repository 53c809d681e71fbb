"""The reader of this player (issue 33, item 9): an Orca of this user and this desktop session, not any
process named orca on the machine. A fake /proc gives each process its name, owner and environment."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.speech import processes, readers

ME = os.getuid()
OURS = {"DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/dbus-ours", "DISPLAY": ":61",
        "XDG_RUNTIME_DIR": "/run/user/1000", "XDG_SESSION_ID": "3"}


def process(proc: Path, pid: int, name: str, environ: dict[str, str] | None) -> None:
    """A process in the fake /proc; ``environ`` None: its environment cannot be read."""
    (proc / str(pid)).mkdir(parents=True)
    (proc / str(pid) / "comm").write_text(name + "\n")
    if environ is not None:
        (proc / str(pid) / "environ").write_bytes(b"".join(f"{k}={v}".encode() + b"\0" for k, v in environ.items()))


def found(proc: Path, env=OURS, uid=ME) -> bool:
    return processes.running_in_session(("orca",), proc, env, uid)


def test_an_orca_of_our_session_bus_is_our_reader(tmp_path):
    process(tmp_path, 10, "orca", {"DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/dbus-ours", "HOME": "/x"})
    assert found(tmp_path)


@pytest.mark.parametrize("key", ["DISPLAY", "XDG_SESSION_ID"])
def test_the_same_display_or_login_session_is_enough(tmp_path, key):
    process(tmp_path, 10, "orca", {key: OURS[key], "DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/dbus-other"})
    assert found(tmp_path)


def test_an_orca_of_another_session_is_not_ours(tmp_path):
    """The shared machine of issue 33: another sitting's Orca on its own display and bus."""
    process(tmp_path, 10, "orca", {"DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/dbus-other", "DISPLAY": ":97",
                                   "XDG_RUNTIME_DIR": "/tmp/other-run"})
    process(tmp_path, 11, "bash", OURS)
    assert not found(tmp_path)


def test_wayland_counts_only_in_the_same_runtime_folder(tmp_path):
    ours = {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000"}
    process(tmp_path, 10, "orca", {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1001"})
    assert not found(tmp_path, env=ours)
    process(tmp_path, 11, "orca", {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000"})
    assert found(tmp_path, env=ours)


def test_another_users_orca_is_not_ours(tmp_path):
    process(tmp_path, 10, "orca", dict(OURS))
    assert not found(tmp_path, uid=ME + 1)  # the fake /proc's entries are ours: we play someone else


def test_an_environment_that_cannot_be_read_is_taken_as_ours(tmp_path):
    process(tmp_path, 10, "orca", None)
    assert found(tmp_path)


def test_without_a_session_of_our_own_no_reader_is_ours(tmp_path):
    """Over ssh (no bus, no display) no Orca on the machine reads our terminal."""
    process(tmp_path, 10, "orca", dict(OURS))
    assert not found(tmp_path, env={"HOME": "/root"})


def test_find_reader_looks_in_our_session(tmp_path, monkeypatch):
    monkeypatch.setattr(readers.sys, "platform", "linux")
    monkeypatch.setattr(readers, "api_reader", lambda module=None: "")
    process(tmp_path, 10, "orca", {"DISPLAY": ":97"})
    for key, value in OURS.items():
        monkeypatch.setenv(key, value)
    assert readers.running_linux_reader(tmp_path) == ""
    process(tmp_path, 11, "orca", {"DISPLAY": ":61"})
    assert readers.running_linux_reader(tmp_path) == "Orca"
