"""The address a host is told to give the others: one they can join at."""

from __future__ import annotations

import socket

from app.net import server
from app.net.server import joinable


def test_a_server_on_every_address_is_joined_by_the_machines_ip_with_its_name_beside(monkeypatch):
    """The machine's name alone ("vm:4747") was often one the others' computers could not look up."""
    monkeypatch.setattr(server, "outward_address", lambda: "10.0.0.7")
    name = socket.gethostname()
    assert joinable(None, 4747) == joinable("0.0.0.0", 4747) == joinable("::", 4747) == ("10.0.0.7:4747", name)


def test_the_outward_address_is_an_address():
    assert socket.inet_pton(socket.AF_INET, server.outward_address())


def test_a_server_on_one_address_is_joined_at_that_address():
    """`tabletalk host --host 127.0.0.1` said "open at vm:4799", where nobody could join."""
    assert joinable("127.0.0.1", 4799) == ("127.0.0.1:4799", "")
    assert joinable("::1", 4799) == ("[::1]:4799", "")
