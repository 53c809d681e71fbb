"""The address a host is told to give the others: one they can join at."""

from __future__ import annotations

import socket

from app.net.server import joinable


def test_a_server_on_every_address_is_joined_by_the_machines_name():
    assert joinable(None, 4747) == joinable("0.0.0.0", 4747) == joinable("::", 4747) == f"{socket.gethostname()}:4747"


def test_a_server_on_one_address_is_joined_at_that_address():
    """`tabletalk host --host 127.0.0.1` said "open at vm:4799", where nobody could join."""
    assert joinable("127.0.0.1", 4799) == "127.0.0.1:4799"
    assert joinable("::1", 4799) == "[::1]:4799"
