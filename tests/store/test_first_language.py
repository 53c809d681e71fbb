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


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "sv_SE.UTF-8"}, "sv"),
    ({"LANG": "nl_BE.UTF-8"}, "nl"),
    ({"LANG": "is_IS.UTF-8"}, "is"),
    ({"LANG": "en_US.UTF-8", "LANGUAGE": "de:cs:sv"}, "cs"),
    ({"LC_ALL": "fi_FI.UTF-8"}, "fi"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "sv_FI.UTF-8"}, "sv"),
    ({"LC_ALL": "de_DE.UTF-8", "LANG": "sv_SE.UTF-8"}, "en"),  # LC_ALL decides when set (gettext)
])
def test_the_coerced_lc_ctype_does_not_hide_lang(monkeypatch, env, expected):
    # Where the asked-for locale is not generated, Python's C-locale coercion sets LC_CTYPE=C.UTF-8.
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LC_CTYPE", "C.UTF-8")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr("app.store.settings._system_locale", lambda: [])
    assert default_language() == expected


FIRST_LINES = {
    "sv": "Tabletalk, radläge.",
    "nl": "Tabletalk, regelmodus.",
    "is": "Tabletalk, línuhamur.",
    "cs": "Tabletalk, řádkový režim.",
}


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "sv_SE.UTF-8"}, "sv"),
    ({"LANG": "nl_BE.UTF-8"}, "nl"),
    ({"LANG": "is_IS.UTF-8"}, "is"),
    ({"LANGUAGE": "de_AT:cs_CZ:sv", "LANG": "de_AT.UTF-8"}, "cs"),
])
def test_a_child_with_only_lang_starts_in_that_language(tabletalk_home, env, expected):
    """The child's environment has only these variables: none of these locales is generated on a
    build machine, so Python coerces LC_CTYPE to C.UTF-8 in the child, as on a fresh server."""
    child = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TABLETALK_HOME": str(tabletalk_home), **env}
    out = subprocess.run([str(TABLETALK), "--plain", "--speech", "off"], input="quit\n", capture_output=True,
                         text=True, env=child, timeout=60, check=True, encoding="utf-8").stdout
    assert out.splitlines()[0].startswith(FIRST_LINES[expected]), out.splitlines()[0]
