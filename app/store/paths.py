"""Where Tabletalk keeps its files.

By default the platform's own places (platformdirs, app name "tabletalk"):
on Linux ``~/.config/tabletalk``, ``~/.local/share/tabletalk`` and
``~/.cache/tabletalk``. When the environment variable ``TABLETALK_HOME`` is
set (and not empty), everything lives under it instead, in
``$TABLETALK_HOME/config``, ``$TABLETALK_HOME/data`` and
``$TABLETALK_HOME/cache``, so tests and CI never touch the real home.

The functions only compute paths; the writers create the folders they need.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "tabletalk"
HOME_ENV = "TABLETALK_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "")
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """Return the folder for settings."""
    home = _home()
    if home is not None:
        return home / "config"
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """Return the folder for the autosave and the results database."""
    home = _home()
    if home is not None:
        return home / "data"
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    """Return the folder for files that can be made again (the compiled catalogs)."""
    home = _home()
    if home is not None:
        return home / "cache"
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)
