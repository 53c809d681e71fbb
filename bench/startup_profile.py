"""Where Tabletalk's start-up time goes (``python -m bench.startup_profile``).

Not part of ``make bench``: a tool for docs/startup-notes.md. Two views,
both taken in the same 80x24 pty, home and stand-in audio player as
bench/startup_bench.py:

1. Steps, wall clock (median of RUNS launches). The launched program is
   this file with ``--inside``: it runs ``app.__main__.main()`` and marks,
   as their modules load, the imports and calls that matter (settings,
   language, voice, results, the first sentence, the first child) without
   changing what runs or when, and writes the marks to a JSON file. The
   first paint and the first sound come from the pty and the stand-in
   player, as in the bench.
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

#: Modules whose whole import (with everything it pulls in) is timed.
TIMED_IMPORTS = ("textual", "textual.app", "app.store", "app.speech", "app.session", "app.ui.app", "app.ui.screens.menu")


# --- inside the launched process ------------------------------------------

def inside() -> None:
    """Run ``app.__main__.main()`` as the console script does, marking its steps.

    Functions are wrapped as their modules finish loading (a finder placed
    first on sys.meta_path), so nothing is imported earlier than in a real
    start. The marks go to the JSON file named by $TABLETALK_PROFILE_MARKS
    when the first player child is started.
    """
    import importlib.abc
    from pathlib import Path

    marks: list[tuple[str, float]] = [("python up (interpreter, site)", time.time())]

    def mark(name: str) -> None:
        marks.append((name, time.time()))

    def timed(owner, name: str, label: str, once: bool = False) -> None:
        inner = getattr(owner, name)
        seen = []

        def wrapper(*args, **kwargs):
            if once and seen:
                return inner(*args, **kwargs)
            seen.append(True)
            marks.append((f"{label} (begins)", time.time()))
            try:
                return inner(*args, **kwargs)
            finally:
                mark(label)

        setattr(owner, name, wrapper)

    def save() -> None:
        Path(os.environ[MARKS_ENV]).write_text(json.dumps(marks), encoding="utf-8")

    def first_child(children) -> None:
        start = children.ChildRunner.start  # every child starts here (ahead of its sentence or with it)

        def wrapper(argv):
            if not getattr(first_child, "done", False):
                first_child.done = True
                mark(f"first child started ({Path(argv[0]).name})")
                save()
            return start(argv)

        children.ChildRunner.start = staticmethod(wrapper)
        feed_write = getattr(getattr(children, "Feed", None), "write", None)
        if feed_write is None:
            return

        def first_write(self, data):
            if not getattr(first_write, "done", False):
                first_write.done = True
                mark("first sound written to the player")
                save()
            return feed_write(self, data)

        children.Feed.write = first_write

    hooks = {
        "app.store.settings": lambda m: timed(m, "load_settings", "load_settings()"),
        "app.speech": lambda m: (timed(m, "start_speaker", "start_speaker()"),
                                 timed(m, "make_speaker", "make_speaker() (on the speech thread)")),
        "app.text.i18n": lambda m: timed(m, "set_language", "i18n.set_language()", once=True),
        "app.store.results": lambda m: timed(m, "open_results", "open_results()"),
        "app.speech.children": first_child,
        "app.speech.espeak_lib": lambda m: (
            timed(m, "ensure_ready", "libespeak-ng loaded and started", once=True),
            timed(m, "prepare", "voice set (the first time)", once=True)),
        "app.session": lambda m: timed(m.Session, "__init__", "Session()"),
        "app.ui.menu_items": lambda m: timed(m, "first_sentence", "the menu's first sentence made"),
        "app.ui.app": lambda m: timed(m, "make_app", "make_app()"),
        "app.text.announcer": lambda m: timed(m.Announcer, "say", "first Announcer.say()", once=True),
    }

    class After(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            if name not in hooks and name not in TIMED_IMPORTS:
                return None
            for finder in sys.meta_path:
                if finder is self or not hasattr(finder, "find_spec"):
                    continue
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    break
            else:
                return None
            loader_exec = spec.loader.exec_module
            if name in TIMED_IMPORTS:
                marks.append((f"import {name} (begins)", time.time()))

            def exec_module(module):
                loader_exec(module)
                if name in TIMED_IMPORTS:
                    mark(f"import {name}")
                if name in hooks:
                    hooks[name](module)

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, After())
    import app.__main__ as entry

    mark("import app.__main__")
    sys.argv = ["tabletalk"]
    entry.main()


# --- in the bench ----------------------------------------------------------

def phases(runs: int = RUNS) -> None:
    from bench.startup_bench import BARE_APP, launch, prepare

    at: dict[str, list[float]] = {}
    paints, sounds, bare = [], [], []
    with tempfile.TemporaryDirectory(prefix="tabletalk-profile-") as root:
        env, fifo_path = prepare(Path(root))
        marks_file = Path(root) / "marks.json"
        env[MARKS_ENV] = str(marks_file)
        fifo = os.open(fifo_path, os.O_RDWR | os.O_NONBLOCK)
        try:
            for i in range(runs + 1):
                b = launch([sys.executable, str(BARE_APP)], env, None)
                marks_file.unlink(missing_ok=True)
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
                for name, t in json.loads(marks_file.read_text(encoding="utf-8")):
                    at.setdefault(name, []).append((t - launched) * 1000)
        finally:
            os.close(fifo)
    ends = {k: statistics.median(v) for k, v in at.items() if not k.endswith(" (begins)")}
    begins = {k[:-9]: statistics.median(v) for k, v in at.items() if k.endswith(" (begins)")}
    print(f"steps of one launch, ms from launch (median of {runs}): where each begins and ends, how long it took")
    for name in sorted(ends, key=lambda k: (begins.get(k, ends[k]), ends[k])):
        began = begins.get(name)
        span = f"{began:6.1f} -> {ends[name]:6.1f} [{ends[name] - began:5.1f}]" if began is not None else \
            f"{'':6}    {ends[name]:6.1f}        "
        print(f"  {span}  {name}")
    print(f"  {'':6}    {statistics.median(sounds) * 1000:6.1f}          first sound handed to the player (stand-in)")
    print(f"  {'':6}    {statistics.median(paints) * 1000:6.1f}          first paint (pty)")
    print(f"  (the bare app paints at {statistics.median(bare) * 1000:.1f} ms)")


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
