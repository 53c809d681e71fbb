"""A table server's files: each table saved as the local autosave's format, written off the server's loop.

``match_json`` makes what ``Match.to_json`` makes, quickly; ``Writer`` writes
the files (atomically, fsynced) on a thread of its own, so the news of a move
never waits for the disk.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import msgspec

from app.core.match import SAVE_FORMAT, Match
from app.core.rules import ModuleRules
from app.store.atomic import write_atomic


def match_json(match: Match) -> Any:
    """Return what ``Match.to_json`` returns, made by msgspec where the rules write states and actions the
    shared way (``ModuleRules``): the same JSON, many times faster, for a save after every move
    (``tests/net/test_saves.py`` keeps the two the same)."""
    rules = type(match.rules)
    if rules.state_to_json is not ModuleRules.state_to_json or rules.action_to_json is not ModuleRules.action_to_json:
        return match.to_json()
    return {"format": SAVE_FORMAT, "game_id": match.game_id, "deal": match.deal, "seats": match.seats,
            "options": match.options, "round_no": match.round_no, "rounds": match.rounds, "count": match.count,
            "totals": list(match.totals), "carried": match.carried, "first": match.first,
            "actions": [[seat, {"type": type(a).__name__, **msgspec.to_builtins(a)}] for seat, a in match.actions],
            "state": match.state}


class Writer:
    """Writes the tables' files on a thread of its own, the latest text of each file, in the order asked.

    Writing is atomic and fsynced (``app.store.atomic.write_atomic``), which takes
    milliseconds a move; on the server's loop it would hold back every table's news.
    """

    def __init__(self, log) -> None:
        self.log = log
        self._pending: dict[Path, str] = {}
        self._cond = threading.Condition()
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="tabletalk-saves", daemon=True)
        self._thread.start()

    def put(self, path: Path, text: str) -> None:
        """Write ``text`` to ``path`` soon (a newer text for the same file replaces one not written yet)."""
        with self._cond:
            self._pending[path] = text
            self._cond.notify()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._stopping:
                    self._cond.wait()
                if not self._pending:
                    return
                path = next(iter(self._pending))
                text = self._pending.pop(path)
            try:
                write_atomic(path, text)
            except OSError as exc:
                self.log(f"{path.name}: could not save ({exc})")

    def close(self) -> None:
        """Write what is pending, then stop."""
        with self._cond:
            self._stopping = True
            self._cond.notify()
        self._thread.join(10)
