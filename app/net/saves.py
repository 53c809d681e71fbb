"""A table server's files: each table saved as the local autosave's format, written off the server's loop.

``match_json`` makes what ``Match.to_json`` makes, quickly (``Actions`` keeps
each action's JSON once made, so a save after every move writes only the new
one); ``Writer`` writes the files (atomically, fsynced) on a thread of its own,
so the news of a move never waits for the disk.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import msgspec

from app.core.match import SAVE_FORMAT, Match
from app.core.rules import ModuleRules
from app.store.atomic import write_many


def _shared_way(match: Match) -> bool:
    rules = type(match.rules)
    return rules.state_to_json is ModuleRules.state_to_json and rules.action_to_json is ModuleRules.action_to_json


class Actions:
    """A match's actions as JSON, each made once: the list grows by a move between two saves."""

    def __init__(self) -> None:
        self._of: list | None = None  # the match's list of actions the JSON below was made from
        self._json: list[msgspec.Raw] = []
        self._last = None  # the last action made, to see the list did not change under it

    def json(self, actions: list) -> list[msgspec.Raw]:
        """Return ``actions`` (``Match.actions``) as JSON pieces, making only those not made before."""
        done = len(self._json)
        # A new game's list, or one that lost moves (an undo), is made again from its start.
        if actions is not self._of or len(actions) < done or (done and actions[done - 1] is not self._last):
            self._of, self._json, done = actions, [], 0
        for seat, action in actions[done:]:
            self._json.append(msgspec.Raw(msgspec.json.encode(
                [seat, {"type": type(action).__name__, **msgspec.to_builtins(action)}])))
        self._last = actions[-1] if actions else None
        return self._json


def match_json(match: Match, actions: Actions | None = None) -> Any:
    """Return what ``Match.to_json`` returns, made by msgspec where the rules write states and actions the
    shared way (``ModuleRules``): the same JSON, many times faster, for a save after every move
    (``tests/net/test_saves.py`` keeps the two the same). With ``actions`` (kept from the table's last
    save) only the new actions are made."""
    if not _shared_way(match):
        return match.to_json()
    if actions is not None:
        moves = actions.json(match.actions)
    else:
        moves = [[seat, {"type": type(a).__name__, **msgspec.to_builtins(a)}] for seat, a in match.actions]
    return {"format": SAVE_FORMAT, "game_id": match.game_id, "deal": match.deal, "seats": match.seats,
            "options": match.options, "round_no": match.round_no, "rounds": match.rounds, "count": match.count,
            "totals": list(match.totals), "carried": match.carried, "first": match.first,
            "actions": moves, "state": match.state}


class Writer:
    """Writes the tables' files on a thread of its own, the latest bytes of each file.

    Writing is atomic and fsynced (``app.store.atomic.write_many``), which takes
    a fraction of a millisecond a file; on the server's loop it would hold back
    every table's news. What was handed over while a batch was being written is
    written in the next batch, a file's newest bytes only.
    """

    def __init__(self, log) -> None:
        self.log = log
        self._pending: dict[Path, bytes] = {}
        self._cond = threading.Condition()
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="tabletalk-saves", daemon=True)
        self._thread.start()

    def put(self, path: Path, data: bytes) -> None:
        """Write ``data`` to ``path`` soon (newer bytes for the same file replace those not written yet)."""
        self.put_many({path: data})

    def put_many(self, files: dict[Path, bytes]) -> None:
        """Write each file of ``files`` soon, as ``put``."""
        with self._cond:
            self._pending.update(files)
            self._cond.notify()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._stopping:
                    self._cond.wait()
                if not self._pending:
                    return
                batch, self._pending = self._pending, {}
            try:
                failed = write_many(batch)
            except Exception as exc:  # noqa: BLE001 - the thread must live on to write the next batch
                failed = [(path, exc) for path in batch]
            for path, exc in failed:
                self.log(f"{path.name}: could not save ({exc})")

    def close(self) -> None:
        """Write what is pending, then stop."""
        with self._cond:
            self._stopping = True
            self._cond.notify()
        self._thread.join(10)
