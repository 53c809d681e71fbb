"""Which programs run here (Linux): a look at /proc, a few milliseconds, no library loaded."""

from __future__ import annotations

from pathlib import Path


def any_running(names: tuple[str, ...], proc: Path = Path("/proc")) -> bool:
    """Return True when a process whose name is one of ``names`` runs."""
    for comm in proc.glob("[0-9]*/comm"):
        try:
            if comm.read_text().strip() in names:
                return True
        except OSError:
            continue  # the process ended meanwhile
    return False
