"""The shape of the tree: one folder per game, shared layers that name no game, no import circle.

See docs/architecture.md. These hold the issue "One game, one folder" in place.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from app import PROJECT_ROOT
from app.games import GAMES

APP = PROJECT_ROOT / "app"


def module_name(path: Path) -> str:
    parts = path.relative_to(PROJECT_ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def absolute(path: Path, node: ast.ImportFrom) -> str:
    """Return the module an import names, "from .worker import x" in app/speech/base.py -> app.speech.worker."""
    if node.level == 0:
        return node.module or ""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]  # a module's dots count from its package
    base = package[:len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports(path: Path) -> set[str]:
    """Return every module a file imports, at the top, in functions, or for type checking,
    absolute ("from app.ui import keys") or relative ("from .keys import x")."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            module = absolute(path, node)
            # "from app.ui import keys" depends on app.ui.keys; on the package itself only for names in it.
            subs = {f"{module}.{a.name}" for a in node.names}
            found |= subs
            if not subs <= MODULES:
                found.add(module)
    return {m for m in found if m == "app" or m.startswith("app.")}


FILES = {module_name(p): p for p in APP.rglob("*.py")}
MODULES = set(FILES)
GRAPH = {name: {m for m in imports(p) if m in FILES} for name, p in FILES.items()}


def game_of(module: str) -> str | None:
    """Return the package of the game a module belongs to, if it is inside one."""
    return next((g.package for g in GAMES.values() if module == g.package or module.startswith(g.package + ".")),
                None)


def test_no_game_id_outside_the_games_folder():
    ids = "|".join(GAMES)
    found = subprocess.run(["grep", "-rnE", ids, "app", "--include=*.py", "--exclude-dir=games"],
                           capture_output=True, text=True, cwd=PROJECT_ROOT).stdout
    assert found == ""


#: The layers that must know no game (issue 38): the player's side, the table, the network, the front ends.
SHARED_LAYERS = ("app.session", "app.table", "app.net", "app.ui", "app.plain")
#: Game knowledge still read in a shared layer, each with the work that removes it: (file, what is read).
KNOWN: set[tuple[str, str]] = set()


def game_event_kinds() -> set[str]:
    """Return every event kind a game makes: the first argument of each ``Event("kind", ...)`` in app/games."""
    kinds = set()
    for path in (APP / "games").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and "Event" in (getattr(node.func, "id", ""), getattr(node.func, "attr", ""))
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                kinds.add(node.args[0].value)
    return kinds


def game_knowledge(source: str, kinds: set[str]) -> list[str]:
    """Return what ``source`` reads of a game: a field of a game state (``x.state.field``, ``state.field``),
    and an event kind of a game compared with (``e.kind == "trick_won"``, ``"game_over" in kinds``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and (
                isinstance(node.value, ast.Attribute) and node.value.attr == "state"
                or isinstance(node.value, ast.Name) and node.value.id == "state"):
            found.append(ast.unparse(node))
        elif isinstance(node, ast.Compare):
            items = [item for side in [node.left, *node.comparators]
                     for item in (side.elts if isinstance(side, (ast.Tuple, ast.List, ast.Set)) else [side])]
            if any(isinstance(item, ast.Constant) and isinstance(item.value, str) and item.value in kinds
                   for item in items):
                found.append(ast.unparse(node))
    return found


def test_no_game_field_or_event_kind_is_read_in_the_shared_layers():
    kinds = game_event_kinds()
    found = []
    for name, path in sorted(FILES.items()):
        if any(name == layer or name.startswith(layer + ".") for layer in SHARED_LAYERS):
            where = str(path.relative_to(PROJECT_ROOT))
            found += [(where, what) for what in game_knowledge(path.read_text(), kinds)
                      if (where, what) not in KNOWN]
    assert found == []


def test_the_game_knowledge_finder_finds_what_the_session_read_before():
    kinds = game_event_kinds()
    assert {"game_over", "trick_won", "pair_taken", "round_over", "scored"} <= kinds
    old = ('if "game_over" in kinds:\n    pass\n'
           'if any(e.kind in ("trick_won", "pair_taken") for e in events):\n    pass\n'
           'at = max(due, self.match.state.clock)\n'
           'if state.clock:\n    pass\n')
    assert len(game_knowledge(old, kinds)) == 4
    # A cue or a reason that shares a word with an event kind is no comparison with one.
    assert game_knowledge('self.cue(cue or "played")\nreason = reason or "closed"\n', kinds) == []


def test_the_players_side_decodes_no_network_message():
    # Issue 38: the session speaks only to the table (app.table.Table); the network table hands it plain news.
    for name, used in GRAPH.items():
        if name == "app.table" or name == "app.session" or name.startswith("app.session."):
            assert not any(m == "app.net" or m.startswith("app.net.") for m in used), name


def test_no_game_module_is_imported_outside_its_own_folder():
    for name, used in GRAPH.items():
        for module in used:
            owner = game_of(module)
            if owner is None or module == owner:
                continue  # a shared module, or a game's description (only the registry reads those)
            assert game_of(name) == owner, f"{name} imports {module}"
    outside = {name for name in GRAPH if not name.startswith("app.games")}
    for name in outside:
        assert not any(m.startswith("app.games.") for m in GRAPH[name]), name


def test_only_the_registry_imports_the_game_descriptions():
    for name, used in GRAPH.items():
        for module in used:
            if module in {g.package for g in GAMES.values()} and game_of(name) != module:
                assert name == "app.games", f"{name} imports {module}"


def test_core_imports_no_game_and_the_rules_nothing_above_them():
    for name, used in GRAPH.items():
        if name.startswith("app.core"):
            assert not any(m.startswith("app.games") for m in used), name
        if game_of(name) and name.endswith((".rules", ".cube")) or name.endswith(".zoker.cards"):
            assert not any(m.startswith(("app.text", "app.ui", "app.plain", "app.speech", "app.session"))
                           for m in used), name


#: Each front end, and the module of a game that speaks to it (``screen.py``, ``plain.py``).
FRONT_ENDS = {"app.ui": "screen", "app.plain": "plain"}


def front_end_side(name: str, own: str) -> bool:
    """Return True when a game's module is part of a front end: its ``own`` module (screen, plain), or a
    module that only such modules import (the Zoker screens' card faces and keys)."""
    if name.rsplit(".", 1)[-1] == own:
        return True
    importers = [m for m, used in GRAPH.items() if name in used]
    return bool(importers) and all(m.startswith("app.games.") and front_end_side(m, own) for m in importers)


def front_end_leaks() -> list[str]:
    """Return "module imports front end" for each game module outside a front end that imports one."""
    found = []
    for name, used in sorted(GRAPH.items()):
        if not name.startswith("app.games."):
            continue
        for front, own in FRONT_ENDS.items():
            if any(m == front or m.startswith(front + ".") for m in used) and not front_end_side(name, own):
                found.append(f"{name} imports {front}")
    return found


def test_a_game_imports_a_front_end_only_from_its_screen_and_plain_modules():
    # A game's rules and words load without a front end: Zoker's words imported line mode's
    # commands, so every Zoker game's text pulled in line mode (issue 38, 3).
    assert front_end_leaks() == []


def test_the_front_end_check_finds_a_leak():
    saved = set(GRAPH["app.games.zoker.words"])
    try:
        GRAPH["app.games.zoker.words"].add("app.plain.commands")
        assert front_end_leaks() == ["app.games.zoker.words imports app.plain"]
    finally:
        GRAPH["app.games.zoker.words"] = saved


def state_fields(source: str) -> list[str]:
    """Return "line: state.FIELD" for each field of a game's state that ``source`` reads (``match.state.clock``):
    each game's state has fields of its own, which only its folder knows."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute | ast.Name):
            if getattr(node.value, "attr", getattr(node.value, "id", "")) == "state":
                found.append(f"{node.lineno}: state.{node.attr}")
    return found


def test_the_front_ends_read_no_field_of_a_game_s_state():
    found = {name: state_fields(path.read_text()) for name, path in FILES.items()
             if name.startswith(("app.ui", "app.plain"))}
    assert {name: fields for name, fields in found.items() if fields} == {}


def test_the_state_check_finds_a_field_read():
    source = "def f(match):\n    return match.state.clock, state.hands\n"
    assert sorted(state_fields(source)) == ["2: state.clock", "2: state.hands"]


def cycles(nodes: set[str]) -> list[list[str]]:
    """Return the import cycles among ``nodes`` (Tarjan's strongly connected components of size > 1)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in GRAPH[v] & nodes:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                out.append(part)

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_anywhere_in_app():
    assert cycles(set(GRAPH)) == []


def test_the_graph_sees_imports_inside_functions_and_relative_ones():
    # speechd_backend imports prism_backend inside a function, and with a relative import:
    # a circle hidden that way must still count.
    assert "app.speech.prism_backend" in GRAPH["app.speech.speechd_backend"]
    assert "app.speech.worker" in GRAPH["app.speech.speechd_backend"]
    assert "app.speech.starting" in GRAPH["app.speech"]  # inside start_speaker


def test_the_circle_finder_finds_a_circle():
    saved = {k: set(v) for k, v in GRAPH.items()}
    try:
        GRAPH["app.speech.worker"].add("app.speech.speechd_backend")
        assert any({"app.speech.worker", "app.speech.speechd_backend"} <= set(c) for c in cycles(set(GRAPH)))
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


def test_start_up_loads_no_game_until_one_is_chosen():
    code = ("import sys, app.ui.app, app.plain.repl, app.session, app.__main__; "
            "print(' '.join(m for m in sys.modules if m.startswith('app.games.')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=PROJECT_ROOT).stdout.split()
    packages = {g.package for g in GAMES.values()} | {"app.games.zoker"}
    assert set(loaded) <= packages, sorted(set(loaded) - packages)


def test_the_session_the_table_and_the_client_are_small_modules():
    # Issue 38: modules of one job each, none over 450 lines (the player's side and the table so far; the
    # server and line mode are split by their own work).
    for name, path in FILES.items():
        if name == "app.session" or name.startswith("app.session.") or name in (
                "app.table", "app.net.client", "app.net.remote"):
            assert len(path.read_text().splitlines()) <= 450, name
