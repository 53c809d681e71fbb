"""--lang and --speech are for one run: a player who once ran with --speech off keeps their speech."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app.store.settings import load_settings

TABLETALK = Path(sys.executable).parent / "tabletalk"


def run(args: list[str], script: str, home) -> str:
    env = dict(os.environ, TABLETALK_HOME=str(home))
    return subprocess.run([str(TABLETALK), "--plain", *args], input=script, capture_output=True, text=True,
                          env=env, timeout=60, check=True).stdout


def test_run_only_flags_never_reach_the_settings_file(tabletalk_home):
    run(["--speech", "off"], "language fi\nverbosity\nquit\n", tabletalk_home)  # fi is chosen in the program
    settings, _ = load_settings()
    assert settings.speech == "auto"  # the file's value, not this run's "off"
    assert settings.language == "fi" and settings.verbosity == "full"  # what the player chose is kept
    run(["--lang", "cs", "--speech", "off"], "verbosity\nquit\n", tabletalk_home)
    settings, _ = load_settings()
    assert (settings.language, settings.speech, settings.verbosity) == ("fi", "auto", "brief")
