"""A first start (no saved setting) speaks the system's language, in gettext's order of variables."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.store.settings import default_language

TABLETALK = Path(sys.executable).parent / "tabletalk"


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "sv_SE.UTF-8"}, "sv"),
    ({"LANG": "en_US.UTF-8", "LANGUAGE": "fi"}, "fi"),
    ({"LANG": "en_US.UTF-8", "LC_ALL": "cs_CZ.UTF-8"}, "cs"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "is_IS.UTF-8"}, "is"),
    ({"LANG": "nl_BE.UTF-8"}, "nl"),
    ({"LANGUAGE": "fr_FR:de:nl", "LANG": "fr_FR.UTF-8"}, "nl"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
])
def test_the_first_language_follows_the_environment(monkeypatch, env, expected):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr("app.store.settings._system_locale", lambda: [])
    assert default_language() == expected


def test_a_first_start_with_language_fi_speaks_finnish(tabletalk_home):
    env = dict(os.environ, TABLETALK_HOME=str(tabletalk_home), LANG="en_US.UTF-8", LANGUAGE="fi")
    out = subprocess.run([str(TABLETALK), "--plain", "--speech", "off"], input="quit\n", capture_output=True,
                         text=True, env=env, timeout=60, check=True).stdout
    assert "luettelee komennot." in out.splitlines()[0]
