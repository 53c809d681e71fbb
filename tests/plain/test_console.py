"""Line mode never stops on the console's encoding: bad input bytes, or letters it cannot show."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TABLETALK = Path(sys.executable).parent / "tabletalk"


def run(stdin: bytes, encoding: str, lang: str, home) -> subprocess.CompletedProcess:
    env = dict(os.environ, TABLETALK_HOME=str(home), PYTHONIOENCODING=f"{encoding}:strict", LANG="C.UTF-8")
    return subprocess.run([str(TABLETALK), "--plain", "--speech", "off", "--lang", lang], input=stdin,
                          capture_output=True, env=env, timeout=60)


def test_a_byte_that_is_not_utf8_is_refused_with_a_reason_on_a_strict_utf8_console(tabletalk_home):
    done = run(b"\xff\xfe\nsolo 5\nwhere\nquit\n", "utf-8", "en", tabletalk_home)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    out = done.stdout.decode("utf-8")
    assert "Traceback" not in done.stderr.decode(errors="replace")
    assert "Unknown command \ufffd\ufffd. Type help for the commands." in out
    assert "Zoker Solo, deal 5. Highest pile 1." in out and out.rstrip().endswith("Goodbye. Your game is saved.")


def test_an_ascii_console_gets_plain_letters_not_a_crash(tabletalk_home):
    done = run("solo 5\nwhere\nquit\n".encode(), "ascii", "is", tabletalk_home)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    out = done.stdout.decode("ascii")  # every byte is ASCII
    assert "Bless. Leikurinn thinn er vistadur." in out


def test_a_latin1_console_keeps_the_letters_it_has(tabletalk_home):
    done = run("solo 5\nquit\n".encode(), "latin-1", "sv", tabletalk_home)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert "Hej då. Ditt spel är sparat." in done.stdout.decode("latin-1")
