"""Run a systemd unit's ExecStart as systemd would, where systemd is not PID 1 (this sandbox, CI).

Only what ``deploy/tabletalk.service`` uses is done, and anything else in a unit fails loudly (a
specifier, a prefix of ExecStart), so the test cannot pass on a unit this runner reads wrongly:
the environment is systemd's own few variables, then each ``Environment=`` in order, then each
``EnvironmentFile=`` (``-``: may be missing); ``%S`` is the state root and ``%%`` a percent sign;
``StateDirectory=`` is made with its mode and named in ``$STATE_DIRECTORY``; the command is split
into words, then ``${NAME}`` becomes exactly the value (one word) and a word ``$NAME`` the value
split at spaces (systemd.service(5), "Command lines"); it runs in ``WorkingDirectory=``.
"""

from __future__ import annotations

import re
import shlex
import subprocess
from pathlib import Path

#: What systemd puts in every service's environment (the user's name and home with DynamicUser=yes).
BASE_ENV = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8",
            "HOME": "/", "USER": "tabletalk", "LOGNAME": "tabletalk", "SHELL": "/usr/sbin/nologin"}


def read_unit(path: Path) -> dict[str, list[tuple[str, str]]]:
    """Return a unit file's sections, each a list of (key, value) in order (a key may come again)."""
    sections: dict[str, list[tuple[str, str]]] = {}
    current: list[tuple[str, str]] | None = None
    pending = ""
    for raw in path.read_text().splitlines():
        line = pending + raw.strip()
        pending = ""
        if line.endswith("\\"):
            pending = line[:-1] + " "
            continue
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], [])
            continue
        key, equals, value = line.partition("=")
        assert equals and current is not None, f"not a unit line: {line!r}"
        current.append((key.strip(), value.strip()))
    return sections


def values(section: list[tuple[str, str]], key: str) -> list[str]:
    """Return every value of ``key`` in ``section``, in order."""
    return [value for k, value in section if k == key]


def one(section: list[tuple[str, str]], key: str) -> str:
    """Return the one value of ``key`` in ``section``."""
    found = values(section, key)
    assert len(found) == 1, f"{key}= given {len(found)} times"
    return found[0]


def specifiers(text: str, state_root: Path) -> str:
    """Return ``text`` with its specifiers replaced; one this runner does not know fails."""
    def replace(found: re.Match) -> str:
        letter = found.group(1)
        assert letter in "S%", f"specifier %{letter} is not known to this runner"
        return "%" if letter == "%" else str(state_root)

    return re.sub(r"%(.)", replace, text)


def substitute(words: list[str], env: dict[str, str]) -> list[str]:
    """Return the command's words with the environment put in, as systemd does."""
    out: list[str] = []
    for word in words:
        whole = re.fullmatch(r"\$(\w+)", word)
        if whole:
            out += env.get(whole.group(1), "").split()
        else:
            out.append(re.sub(r"\$\{(\w+)\}", lambda m: env.get(m.group(1), ""), word))
    return out


def read_env_file(path: Path) -> dict[str, str]:
    """Return the variables of an EnvironmentFile (NAME=VALUE lines, quotes taken off, # comments)."""
    env = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line[0] in "#;":
            continue
        name, _, value = line.partition("=")
        env[name.strip()] = " ".join(shlex.split(value)) if value.strip() else ""
    return env


class Service:
    """A unit's [Service], ready to start: its command, environment and working folder."""

    def __init__(self, unit: Path, state_root: Path, files: dict[str, Path], programs: dict[str, str]) -> None:
        """``files`` stands in for absolute paths the unit names (its EnvironmentFile), ``programs`` for
        the programs it runs (``/opt/tabletalk/bin/tabletalk``: the test venv's)."""
        service = read_unit(unit)["Service"]
        self.section = service
        env = dict(BASE_ENV)
        for line in values(service, "Environment"):
            for assignment in shlex.split(specifiers(line, state_root)):
                name, _, value = assignment.partition("=")
                env[name] = value
        for line in values(service, "EnvironmentFile"):
            optional = line.startswith("-")
            path = files.get(line.lstrip("-"), Path(line.lstrip("-")))
            if path.exists():
                env.update(read_env_file(path))
            else:
                assert optional, f"EnvironmentFile {line} missing"
        for name in values(service, "StateDirectory"):
            folder = state_root / name
            folder.mkdir(parents=True, exist_ok=True)
            folder.chmod(int(one(service, "StateDirectoryMode"), 8))
            env["STATE_DIRECTORY"] = str(folder)
        exec_start = specifiers(one(service, "ExecStart"), state_root)
        assert exec_start[0] not in "-@+!:", "an ExecStart prefix this runner does not know"
        words = substitute(shlex.split(exec_start), env)
        words[0] = programs.get(words[0], words[0])
        self.command, self.env = words, env
        self.cwd = Path(specifiers(one(service, "WorkingDirectory"), state_root))
        self.stop_timeout = float(one(service, "TimeoutStopSec"))

    def start(self) -> subprocess.Popen:
        """Start the command as systemd would (its own session, stdin from /dev/null)."""
        return subprocess.Popen(self.command, env=self.env, cwd=self.cwd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
