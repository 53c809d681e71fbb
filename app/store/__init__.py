"""Persistence: settings (TOML), the autosaved match (JSON), results (SQLite).

Nothing here crashes the app over a bad file: loaders return what they could
read plus a list of :class:`Problem` (a message id and its parameters, for the
text layer to say), and a corrupt file is moved aside as
``<name>.corrupt-<timestamp>``. Set ``TABLETALK_HOME`` to keep every file
under one folder (tests, CI).
"""

from app.store.atomic import move_aside, write_atomic
from app.store.autosave import (
    autosave_path,
    clear_match,
    load_match,
    move_aside_match,
    reject_match,
    save_match,
)
from app.store.paths import config_dir, data_dir
from app.store.problems import PROBLEM_IDS, Problem
from app.store.results import (
    Results,
    best_for_deal,
    open_results,
    record_result,
    results_path,
    stats,
)
from app.store.settings import (
    LANGUAGES,
    SPEECH_BACKENDS,
    VERBOSITIES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)

__all__ = [
    "LANGUAGES",
    "PROBLEM_IDS",
    "SPEECH_BACKENDS",
    "VERBOSITIES",
    "Problem",
    "Results",
    "Settings",
    "autosave_path",
    "best_for_deal",
    "clear_match",
    "config_dir",
    "data_dir",
    "load_match",
    "load_settings",
    "move_aside",
    "move_aside_match",
    "open_results",
    "record_result",
    "reject_match",
    "results_path",
    "save_match",
    "save_settings",
    "settings_path",
    "stats",
    "write_atomic",
]
