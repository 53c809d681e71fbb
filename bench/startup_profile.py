"""Where Tabletalk's start-up time goes (``python -m bench.startup_profile``).

Not part of ``make bench``: a tool for docs/startup-notes.md. Two views,
both taken in the same 80x24 pty, home and stand-in audio player as
bench/startup_bench.py:

1. Phases, wall clock (median of RUNS launches). The launched program is
   this file with ``--inside``: it imports the layers one group at a time in
   the order Tabletalk needs them, then wraps (without changing) the steps
   of ``app.__main__.main()`` that matter (settings, language, voice,
   results) and the first sentence, runs it, and writes the time of each
   mark to a JSON file. The first paint and the first sound come from the
   pty and the stand-in player, as in the bench.
2. Imports, per group: the real console script with
   PYTHONPROFILEIMPORTTIME=1, each module's own (self) import time summed by
   group, next to what the bare Textual app imports. importtime adds its own
   overhead (about 10 to 20 %): read these as shares, the phases as times.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

RUNS = 7
MARKS_ENV = "TABLETALK_PROFILE_MARKS"

#: Import groups, in the order --inside imports them (each costs what the earlier ones did not).
IMPORT_STEPS = (
    ("textual.app (what the bare app imports)", "textual.app", "textual.widgets._static"),
    ("app.store", "app.store"),
    ("app.speech", "app.speech"),
    ("app.core", "app.core.match", "app.core.rules"),
    ("app.text.i18n + app.text (shared)", "app.text.i18n", "app.text.errors", "app.text.announcer"),
    ("app.games (rules, texts, bots, screens of every game)", "app.games"),
    ("app.bots", "app.bots"),
    ("app.session", "app.session"),
    ("app.ui.app (+ ui modules it needs)", "app.ui.app"),
    ("app.ui.screens.menu", "app.ui.screens.menu"),
)


# --- inside the launched process ------------------------------------------

def inside() -> None:
    marks: list[tuple[str, float]] = [("python up (interpreter, site)", time.time())]

    def mark(name: str) -> None:
        marks.append((name, time.time()))

    import importlib

    for label, *modules in IMPORT_STEPS:
        for module in modules:
            try:
                importlib.import_module(module)
            except ImportError:
                pass
        mark(f"import {label}")

    import app.__main__ as entry
    import app.session as session_mod
    from app.speech.children import ChildRunner
    from app.store import results, settings
    from app.text import announcer, i18n

    def timed(owner, name: str, label: str) -> None:
        inner = getattr(owner, name)

        def wrapper(*args, **kwargs):
            began = time.time()
            try:
                return inner(*args, **kwargs)
            finally:
                marks.append((f"{label} (begins)", began))
                mark(label)

        setattr(owner, name, wrapper)

    timed(settings, "load_settings", "load_settings()")
    timed(i18n, "set_language", "i18n.set_language()")
    timed(session_mod, "make_speaker", "make_speaker()")
    timed(results, "open_results", "open_results()")

    first = {"say": True, "run": True}
    say = announcer.Announcer.say

    def first_say(self, text, *args, **kwargs):
        if first["say"]:
            first["say"] = False
            mark("first Announcer.say()")
        return say(self, text, *args, **kwargs)

    announcer.Announcer.say = first_say
    run = ChildRunner.run

    def first_run(self, argv, token):
        if first["run"]:
            first["run"] = False
            mark("player child started")
            Path(os.environ[MARKS_ENV]).write_text(json.dumps(marks), encoding="utf-8")
        return run(self, argv, token)

    ChildRunner.run = first_run
    mark("wrapped")
    sys.argv = ["tabletalk"]
    entry.main()


# --- in the bench ----------------------------------------------------------

def phases(runs: int = RUNS) -> None:
    from bench.startup_bench import BARE_APP, launch, prepare

    rows: dict[str, list[float]] = {}
    order: list[str] = []
    paints, sounds, bare = [], [], []
    with tempfile.TemporaryDirectory(prefix="tabletalk-profile-") as root:
        env, fifo_path = prepare(Path(root))
        marks_file = Path(root) / "marks.json"
        env[MARKS_ENV] = str(marks_file)
        fifo = os.open(fifo_path, os.O_RDWR | os.O_NONBLOCK)
        try:
            for i in range(runs + 1):
                b = launch([sys.executable, str(BARE_APP)], env, None)
                launched = time.time()
                r = launch([sys.executable, str(Path(__file__).resolve()), "--inside"], env, fifo)
                try:
                    os.read(fifo, 65536)
                except BlockingIOError:
                    pass
                if not i:
                    continue
                bare.append(b.paint)
                paints.append(r.paint)
                sounds.append(r.sound)
                prev = launched
                for name, at in json.loads(marks_file.read_text(encoding="utf-8")):
                    if name.endswith("(begins)"):
                        name = "  (other work before " + name[:-9] + ")"
                    if name not in rows:
                        rows[name] = []
                        order.append(name)
                    rows[name].append((at - prev) * 1000)
                    prev = at
        finally:
            os.close(fifo)
    print(f"phases of one launch, ms (median of {runs}; each row is the time since the row above)")
    for name in order:
        print(f"  {statistics.median(rows[name]):6.1f}  {name}")
    print(f"  first paint at {statistics.median(paints) * 1000:.1f} ms, first sound at "
          f"{statistics.median(sounds) * 1000:.1f} ms (the bare app paints at {statistics.median(bare) * 1000:.1f} ms)")


_LINE = re.compile(rb"import time:\s+(\d+) \|\s+(\d+) \|( *)([\w.]+)")

GROUPS = (
    "app.games", "app.text", "app.bots", "app.ui.screens", "app.ui", "app.core", "app.store",
    "app.speech", "app.session", "app",
)


def _importtimes(argv: list[str], env: dict[str, str], fifo: int | None) -> dict[str, int]:
    from bench.startup_bench import launch

    run = launch(argv, dict(env, PYTHONPROFILEIMPORTTIME="1"), fifo, keep_output=True)
    return {m[4].decode(): int(m[1]) for m in _LINE.finditer(run.output)}


def group_of(module: str) -> str:
    for group in GROUPS:
        if module == group or module.startswith(group + "."):
            return group + ".*" if group != "app" else "app (package, __main__)"
    return module.split(".")[0]


def imports() -> None:
    from bench.startup_bench import BARE_APP, prepare, tabletalk_script

    with tempfile.TemporaryDirectory(prefix="tabletalk-profile-") as root:
        env, fifo_path = prepare(Path(root))
        fifo = os.open(fifo_path, os.O_RDWR | os.O_NONBLOCK)
        try:
            _importtimes([str(tabletalk_script())], env, fifo)  # warm-up
            bare = _importtimes([sys.executable, str(BARE_APP)], env, None)
            ours = _importtimes([str(tabletalk_script())], env, fifo)
        finally:
            os.close(fifo)
    shared = sum(us for m, us in ours.items() if m in bare)
    extra: dict[str, int] = {}
    for module, us in ours.items():
        if module not in bare:
            extra[group_of(module)] = extra.get(group_of(module), 0) + us
    print("imports up to the first sound, self time summed by group (importtime, ms, one run)")
    print(f"  {sum(bare.values()) / 1000:6.1f}  bare Textual app, everything it imports")
    print(f"  {shared / 1000:6.1f}  tabletalk, modules the bare app imports too")
    for group, us in sorted(extra.items(), key=lambda kv: -kv[1]):
        if us >= 500:
            print(f"  {us / 1000:6.1f}  {group}")
    small = sum(us for us in extra.values() if us < 500)
    print(f"  {small / 1000:6.1f}  other modules under 0.5 ms each")
    print(f"  {sum(ours.values()) / 1000:6.1f}  tabletalk, all imports")


def main() -> None:
    phases()
    print()
    imports()


if __name__ == "__main__":
    if sys.argv[1:] == ["--inside"]:
        inside()
    else:
        main()
