"""The table server's collector (``app.net.collector``): what lasts is frozen, and the garbage among it is
still freed by the whole collection."""

import asyncio
import gc
import weakref

from app.net import server as server_module
from app.net.collector import Freezer


class Node:
    """An object the collector follows, in a cycle with itself."""

    def __init__(self) -> None:
        self.me = self


def followed() -> set[int]:
    """Return the ids of the objects the collector goes over (the frozen ones are not among them)."""
    return {id(o) for o in gc.get_objects()}


async def test_what_lives_at_the_start_and_what_survives_a_full_collection_is_frozen():
    before = Node()
    freezer = Freezer()
    freezer.start()
    try:
        assert gc.get_freeze_count() > 0
        assert id(before) not in followed()
        after = Node()
        assert id(after) in followed()
        gc.collect()  # a collection of the oldest generation: its survivors are frozen
        assert id(after) not in followed()
        gc.collect(1)  # a younger collection freezes nothing
        young = Node()
        gc.collect(1)
        assert id(young) in followed()
    finally:
        freezer.stop()
    assert gc.get_freeze_count() == 0
    assert id(before) in followed() and id(young) in followed()
    assert freezer._collected not in gc.callbacks


async def test_a_frozen_cycle_dropped_is_freed_by_the_whole_collection():
    freezer = Freezer()
    freezer.start()
    try:
        node = Node()
        gc.collect()
        gone = weakref.ref(node)
        del node
        gc.collect()
        assert gone() is not None  # frozen: the collections pass it over
        freezer.whole()
        assert gone() is None
        assert gc.get_freeze_count() > 0  # what survived the whole collection is frozen again
        assert freezer._timer is not None
    finally:
        freezer.stop()


async def test_the_server_freezes_the_tables_it_opened_and_lets_go_when_it_stops(tmp_path):
    args = server_module.parse_args(["--host", "127.0.0.1", "--port", "0", "--saves", str(tmp_path),
                                     "--game", "zipzap", "--players", "4", "--seats", "human,human,medium,medium",
                                     "--tables", "3", "--bot-delay", "0"])
    opened = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server_module.serve(args, lambda server, host, port: opened.set_result(server)))
    server = await asyncio.wait_for(opened, 30)
    try:
        tables = list(server.tables.values())
        assert len(tables) == 3
        seen = followed()
        assert all(id(t) not in seen and id(t.match) not in seen and id(t.match.state) not in seen for t in tables)
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
    assert gc.get_freeze_count() == 0
