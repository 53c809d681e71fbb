"""An installed Tabletalk has everything it needs: the wheel and sdist built here, installed outside the checkout.

The sdist is built from the checkout and the wheel from that sdist (what
``python -m build`` does), so both are tried at once. The wheel goes into a
fresh venv in a temporary folder; the dependencies come from the test
venv's own site-packages, seen through a folder of links that leaves out
the editable Tabletalk, so nothing is fetched and the checkout cannot be
imported by accident; Babel is left out (it compiles the catalogs when the
wheel is built, and the program never imports it). Then a short line-mode
sitting in each language runs from that install, with its home in a
temporary folder.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

from app import PROJECT_ROOT
from app.plain.repl import plain_tour
from app.text import catalogs, i18n
from app.text.i18n import _

pytestmark = pytest.mark.slow

#: What the installed copy is asked about itself (run with the installed Python, outside the checkout).
PROBE = """
import json, sys
from pathlib import Path
import app
from app import version
from app.text import i18n
from app.games.zocken import solve
from app.speech.cues import CuePlayer
from app.store.paths import cache_dir
from app.ui import app as ui_app

cue = CuePlayer(cache_dir() / "cues", 60, None).file("turn")
print(json.dumps({
    "app": app.__file__,
    "catalogs": str(i18n.CATALOG_DIR),
    "version": version(),
    "stylesheet": str(Path(ui_app.__file__).with_name(ui_app.TabletalkApp.CSS_PATH)),
    "zocken_positions": [len(solve.table(0)), len(solve.table(1))],
    "cue": str(cue),
    "cue_head": cue.read_bytes()[:12].decode("latin-1"),
}))
"""


def project_version() -> str:
    with open(PROJECT_ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def run(*command, **kwargs) -> subprocess.CompletedProcess:
    done = subprocess.run([str(c) for c in command], capture_output=True, text=True, **kwargs)
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """Build the sdist from the checkout and the wheel from the sdist, with what the test venv has."""
    out = tmp_path_factory.mktemp("dist")
    run(sys.executable, "-m", "build", "--no-isolation", "--outdir", out, PROJECT_ROOT, cwd=out)
    return out


@pytest.fixture(scope="module")
def installed(dist, tmp_path_factory) -> Path:
    """Return the bin folder of a fresh venv, outside the checkout, with the wheel installed."""
    where = tmp_path_factory.mktemp("installed")
    venv = where / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv)
    python = venv / "bin" / "python"
    # The dependencies: links to what the test venv has installed, Tabletalk's own files left out.
    deps = where / "deps"
    deps.mkdir()
    for entry in Path(sysconfig.get_paths()["purelib"]).iterdir():
        name = entry.name.lower()
        if name.endswith(".pth") or "tabletalk" in name or name in ("app", "__pycache__") or name.startswith("babel"):
            continue
        (deps / entry.name).symlink_to(entry)
    site = Path(run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip())
    (site / "test-deps.pth").write_text(f"{deps}\n")
    wheel = next(dist.glob("tabletalk-*.whl"))
    # Without PYTHONPATH: a checkout on it (PYTHONPATH=. in a worktree) looks installed to pip, which then
    # installs nothing.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-index", "--no-deps", wheel, env=env)
    # Every dependency the wheel names is there, in a version it accepts.
    run(sys.executable, "-m", "pip", "--python", python, "check", env=env)
    return venv / "bin"


def clean_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(HOME=str(home), TABLETALK_HOME=str(home / "tabletalk"), LANG="C.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(name, None)
    return env


def test_the_sdist_and_the_wheel_carry_every_catalog_the_stylesheet_and_zockens_tables(dist, tmp_path, monkeypatch):
    with tarfile.open(next(dist.glob("tabletalk-*.tar.gz"))) as sdist:
        sdist_names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    # What the catalog tool compiles from the translators' files, in a folder of its own.
    source = tmp_path / "i18n"
    shutil.copytree(PROJECT_ROOT / "i18n", source, ignore=shutil.ignore_patterns("*.mo"))
    monkeypatch.setattr(catalogs, "SOURCE_DIR", source)
    with zipfile.ZipFile(next(dist.glob("tabletalk-*.whl"))) as wheel:
        names = set(wheel.namelist())
        for lang in i18n.LANGUAGES:
            po = f"{lang}/LC_MESSAGES/tabletalk.po"
            assert f"i18n/{po}" in sdist_names
            # The wheel carries each catalog compiled when it was built, from the translators' file.
            assert wheel.read(f"app/locale/{lang}/LC_MESSAGES/tabletalk.mo") == catalogs.compile_catalog(lang).read_bytes()
        # Only the compiled catalogs: the .po files stay with the translators, and nothing is compiled at run time.
        assert not [n for n in names if n.endswith((".po", ".pot"))]
    assert {"app/ui/tabletalk.tcss", "app/games/zocken/values-opening.xz", "app/games/zocken/values-third.xz",
            "app/speech/earcons.py"} <= names
    assert "i18n/tabletalk.pot" in sdist_names and "setup.py" in sdist_names
    # Nothing of the checkout's tools or tests goes into the wheel, and no catalog outside app/.
    assert not [n for n in names if n.startswith(("tests/", "bench/", "i18n/"))]


def test_the_installed_copy_reads_its_own_files_and_writes_only_to_the_user_folders(installed, tmp_path):
    env = clean_env(tmp_path / "home")
    package = installed.parent / "lib"
    before = sorted(p for p in package.rglob("*") if "__pycache__" not in p.parts)
    probe = json.loads(run(installed / "python", "-c", PROBE, cwd=tmp_path, env=env).stdout)
    assert Path(probe["app"]).is_relative_to(package)  # the installed copy, not the checkout
    assert Path(probe["catalogs"]) == Path(probe["app"]).parent / "locale"
    assert probe["version"] == project_version()
    assert Path(probe["stylesheet"]).is_file()
    assert probe["zocken_positions"] == [9058, 79021]
    # The cue sounds are made at run time, into the user's cache folder.
    assert Path(probe["cue"]).is_relative_to(tmp_path / "home" / "tabletalk" / "cache")
    assert probe["cue_head"].startswith("RIFF") and probe["cue_head"].endswith("WAVE")
    done = run(installed / "tabletalk", "--version", cwd=tmp_path, env=env)
    assert done.stdout.strip() == f"tabletalk {project_version()}"
    after = sorted(p for p in package.rglob("*") if "__pycache__" not in p.parts)
    assert after == before  # nothing written into the package


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_a_line_mode_sitting_from_the_installed_copy_speaks_each_language(installed, tmp_path, lang):
    env = clean_env(tmp_path / "home")
    # As the tabletalk command starts it, with every import timed on standard error: Babel is never one.
    done = run(installed / "python", "-X", "importtime", "-m", "app", "--plain", "--speech", "off", "--lang", lang,
               input="help\nquit\n", cwd=tmp_path, env=env, timeout=60)
    imported = [line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")]
    assert "app.text.i18n" in imported and "gettext" in imported
    assert not [name for name in imported if name.split(".")[0] == "babel"]
    # What the checkout's catalogs say in that language (the English where the language is English).
    i18n.set_language(lang)
    expected = [_("Tabletalk, line mode."), plain_tour(), _("Main menu commands:"), _("Anywhere:"), _("Goodbye.")]
    i18n.set_language("en")
    english = ["Tabletalk, line mode.", plain_tour(), "Main menu commands:", "Anywhere:", "Goodbye."]
    for sentence, in_english in zip(expected, english):
        assert sentence in done.stdout, (lang, sentence, done.stdout)
        if lang != "en":
            assert sentence != in_english and in_english not in done.stdout
    # Nothing was compiled at run time: no catalog in the user's cache.
    assert not (tmp_path / "home" / "tabletalk" / "cache" / "catalogs").exists()
