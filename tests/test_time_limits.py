"""No test can hang (issue 36): every test has a time limit, and one whose event never comes fails.

The limit is pytest-timeout's, set in pyproject.toml; the real-Orca sittings set a larger one.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

HANGS = '''
import threading

def test_waits_for_an_event_that_never_comes():
    threading.Event().wait()
'''


def test_every_test_has_a_time_limit_that_dumps_the_stacks():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    options = config["tool"]["pytest"]["ini_options"]
    assert 60 <= options["timeout"] <= 900 and options["timeout_method"] == "thread"
    assert any(dep.startswith("pytest-timeout") for dep in config["project"]["optional-dependencies"]["test"])


def test_a_test_whose_event_never_comes_fails_in_its_time(tmp_path):
    (tmp_path / "test_hangs.py").write_text(HANGS, encoding="utf-8")
    # The project's own configuration (its method), with a limit of 2 seconds for this one run.
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c",
                           str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), "--timeout", "2",
                           str(tmp_path / "test_hangs.py")],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    out = done.stdout + done.stderr
    assert done.returncode != 0, out
    assert "Timeout" in out and "test_waits_for_an_event_that_never_comes" in out, out[-3000:]
