"""Start-up as a player meets it: launch to first sound, against a bare Textual app.

Every run launches a program the way a shell does: in a pseudo-terminal of
its own (80x24, TERM=xterm-256color; the pty is its controlling terminal,
stdin, stdout and stderr), and the bench reads everything it writes.

- Tabletalk: the installed console script (``<venv>/bin/tabletalk``, next
  to this Python), with a TABLETALK_HOME made for the bench whose settings
  say language "en" and speech "auto". Timed from just before the launch to
  the moment its first sound is handed to the audio player. On Linux the
  "auto" voice is pyttsx3's libespeak-ng: an ``aplay -q <file>.wav`` child
  is started and each sentence, synthesised in the process, is streamed to
  it through that file, a FIFO (app/speech/pyttsx3_backend.py). So the
  sound is handed over when the player can read its first byte, not when
  the player starts. A stand-in ``aplay``, a shell script put
  first on PATH, waits until the first byte of its sound can be read, then
  writes one line into a FIFO the bench watches, reads the rest and exits 0
  (it plays nothing): the moment the bench reads that line is the moment.
  Should "auto" fall back to the espeak-ng program (no libespeak-ng), a
  stand-in ``espeak-ng`` marks the moment the same way.
- Bare: bench/startup_bare.py (one Static in a Textual App, ``App.run()``),
  launched by the same Python, timed to its first painted frame: the first
  write to the pty that homes the cursor and draws (``ESC[1;1H``; Textual
  writes the whole first frame at once after it). Tabletalk's first paint,
  found the same way, is printed too.

Every machine (issue 36): the pairs are run in three environments, and
line mode is timed too (launch to its first line, ``--plain``, against
the same with ``--speech off``):

- "sound device": as above (the stand-in ``aplay`` is heard).
- "no sound device, speech-dispatcher slow to start": no sound server is
  named and XDG_RUNTIME_DIR is empty, so "auto" finds no sound device and
  goes on to speech-dispatcher, which libspeechd starts itself; a stand-in
  for it (``SPEECHD_CMD``) waits SLOW_SPEECHD_S seconds and gives up, as
  the real one did on a machine with no sound device (1.8 s, once 5.2 s).
- "no sound device, no speech-dispatcher": ``SPEECHD_CMD`` names a program
  that is not there.

Without a sound device Tabletalk's first sound is not waited for; what is
timed is its first paint and line mode's first line, which must not wait
for the voice. (A machine with a sound device, ``/dev/snd``, is still one
in the last two environments: the bench prints what the voice found.)

Two ratios, both against the bare app's first paint: Tabletalk's first
paint (the target is 1.3x or less: low-vision players look before they
listen) and its first sound (the target is under 1.0x: the menu is heard
before the bare app could even show it). On a machine shared with other
work the wall-clock times swing with its load; the processor time each
program had used by its first paint (Linux: the sum over its threads in
/proc/PID/task/*/schedstat, read the moment the paint arrives) swings
much less, and its ratio is printed too. Runs alternate, bare then Tabletalk, so both see the
same machine load; the first pair is not counted: it warms the file cache,
compiles the bytecode and writes what a player's earlier runs would have
left (the results database). Bytecode goes to a folder
of the bench's own (PYTHONPYCACHEPREFIX; PYTHONDONTWRITEBYTECODE is dropped),
so both programs start as an installed program does, from .pyc files,
without writing into the source tree. After each run the child's process
group gets SIGTERM (SIGKILL if it lingers) and its peak RSS comes from
wait4(). The same home is used for every run; its own TMPDIR keeps anything
a killed run leaves behind inside it.
"""

from __future__ import annotations

import fcntl
import os
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from dataclasses import dataclass
from pathlib import Path

RUNS = 9
ROWS, COLS = 24, 80
#: Give up on a run after this many seconds.
TIMEOUT = 15.0
FIRST_PAINT = b"\x1b[1;1H"
#: Line mode's first line: the first end of line written to the pty.
FIRST_LINE = b"\n"
#: How long the stand-in speech-dispatcher takes before it gives up, in seconds.
SLOW_SPEECHD_S = 3.0
BARE_APP = Path(__file__).with_name("startup_bare.py")

STAND_IN = """#!/bin/sh
# Stand-in audio player for the start-up bench. Its last argument is the sound
# (a WAV file, or a FIFO it streams through): once the first byte of it can be
# read, tell the bench, then read the rest at once and play nothing. For
# espeak-ng (the text is its last argument) it tells the bench at once.
for last; do :; done
if [ -n "$last" ] && [ -e "$last" ]; then exec 0<"$last"; fi
head -c 1 >/dev/null
echo "$0" > "$TABLETALK_BENCH_FIFO"
cat >/dev/null
exit 0
"""

SLOW_SPEECHD = """#!/bin/sh
# Stand-in speech-dispatcher, started by libspeechd as `speech-dispatcher --spawn`: slow to start,
# then it gives up, as one did on a machine with no sound device.
sleep "$TABLETALK_BENCH_SPEECHD_S"
echo "speech-dispatcher (stand-in): no sound output found" >&2
exit 1
"""

#: The environments the pairs are run in (see the docstring), in the order printed.
ENVIRONMENTS = ("sound device", "no sound device, speech-dispatcher slow to start",
                "no sound device, no speech-dispatcher")


@dataclass
class Run:
    paint: float | None  # seconds from launch to the first frame
    sound: float | None  # seconds from launch to the first sound handed to the player
    player: str  # which stand-in was started ("" if none)
    rss_mib: float  # peak resident set size of the launched process
    output: bytes = b""  # all it wrote to the pty (with keep_output)
    cpu_paint: float | None = None  # processor seconds the process had used by its first paint (Linux)


def tabletalk_script() -> Path:
    return Path(sys.executable).with_name("tabletalk")


def _make_controlling_tty() -> None:  # runs in the child, after setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def cpu_seconds(pid: int) -> float | None:
    """Return the processor time all threads of ``pid`` have used so far (Linux), or None."""
    total, found = 0, False
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            total += int((task / "schedstat").read_text().split()[0])
            found = True
        except (OSError, ValueError, IndexError):
            continue
    return total / 1e9 if found else None


def _reap(pid: int, timeout: float = 2.0) -> float:
    """SIGTERM the child's group, SIGKILL if still there after ``timeout``; peak RSS in MiB."""
    try:
        os.killpg(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    deadline = time.monotonic() + timeout
    while True:
        done, _status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            return usage.ru_maxrss / 1024
        if time.monotonic() > deadline:
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            _done, _status, usage = os.wait4(pid, 0)
            return usage.ru_maxrss / 1024
        time.sleep(0.01)


def launch(argv: list[str], env: dict[str, str], fifo: int | None, keep_output: bool = False,
           first: bytes = FIRST_PAINT) -> Run:
    """Run ``argv`` in a new 80x24 pty until it paints (writes ``first``: line mode's first line) and
    (with ``fifo``) sounds."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    paint = sound = cpu = None
    player = ""
    tail = b""
    output = bytearray()
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True,
                            start_new_session=True, preexec_fn=_make_controlling_tty)
    os.close(slave)
    try:
        watch = [master] + ([fifo] if fifo is not None else [])
        while paint is None or (fifo is not None and sound is None):
            left = start + TIMEOUT - time.perf_counter()
            if left <= 0:
                raise RuntimeError(f"{argv[-1]}: no {'paint' if paint is None else 'sound'} after "
                                   f"{TIMEOUT:.0f} s; last output: {bytes(output[-400:])!r}")
            ready, _, _ = select.select(watch, [], [], left)
            now = time.perf_counter()
            if fifo in ready:
                player = os.read(fifo, 4096).decode(errors="replace").split("\n")[0]
                if sound is None:
                    sound = now - start
            if master in ready:
                try:
                    data = os.read(master, 65536)
                except OSError:  # the child closed the pty (it exited)
                    data = b""
                if not data:
                    raise RuntimeError(f"{argv[-1]} exited early; last output: {bytes(output[-400:])!r}")
                output += data
                if paint is None and first in tail + data:
                    paint = now - start
                    cpu = cpu_seconds(proc.pid)
                tail = data[-len(first):]
    finally:
        rss = _reap(proc.pid)
        proc.returncode = -1  # reaped above; keep Popen from waiting again
        os.close(master)
    return Run(paint, sound, Path(player).name, rss, bytes(output) if keep_output else b"", cpu)


def prepare(root: Path, where: str = ENVIRONMENTS[0]) -> tuple[dict[str, str], str]:
    """The home, stand-in players and environment for the runs ``where`` (one of ENVIRONMENTS);
    returns (env, fifo path). Each environment needs a root of its own."""
    home = root / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.toml").write_text('language = "en"\nspeech = "auto"\n', encoding="utf-8")
    tmp = root / "tmp"
    tmp.mkdir()
    stand_ins = root / "bin"
    stand_ins.mkdir()
    for name in ("aplay", "espeak-ng", "espeak"):
        path = stand_ins / name
        path.write_text(STAND_IN, encoding="utf-8")
        path.chmod(0o755)
    fifo = str(root / "first-sound")
    os.mkfifo(fifo)
    env = {k: v for k, v in os.environ.items()
           if k not in ("COLUMNS", "LINES", "PYTHONDONTWRITEBYTECODE") and not k.startswith(("TEXTUAL", "PYTEST"))}
    # A player's machine can play sound: without a device, a sound server or an ALSA configuration
    # (app/speech/sound.py) "auto" would pass the stand-in aplay over for speech-dispatcher. The
    # stand-ins play nothing, so a sound server that is named but not there is enough.
    env.update(TERM="xterm-256color", TABLETALK_HOME=str(home), TMPDIR=str(tmp),
               PULSE_SERVER=f"unix:{root / 'no-sound-server'}",
               PYTHONPYCACHEPREFIX=str(root / "pycache"),
               TABLETALK_BENCH_FIFO=fifo, PATH=f"{stand_ins}{os.pathsep}{env.get('PATH', '')}")
    if where != ENVIRONMENTS[0]:
        # No sound device: no sound server named or in the (empty) runtime folder, no ALSA
        # configuration of the player's own (a home of the bench's).
        for name in ("PULSE_SERVER", "ALSA_CONFIG_PATH", "SPEECHD_ADDRESS"):
            env.pop(name, None)
        runtime = root / "runtime"
        runtime.mkdir(mode=0o700)
        env.update(XDG_RUNTIME_DIR=str(runtime), HOME=str(root / "user"))
        (root / "user").mkdir()
        speechd = stand_ins / "speech-dispatcher"
        if where == ENVIRONMENTS[1]:
            speechd.write_text(SLOW_SPEECHD, encoding="utf-8")
            speechd.chmod(0o755)
            env["TABLETALK_BENCH_SPEECHD_S"] = str(SLOW_SPEECHD_S)
        env["SPEECHD_CMD"] = str(speechd)  # libspeechd starts this one (missing in the last)
    return env, fifo


def voice_found(env: dict[str, str]) -> str:
    """What "auto" finds in ``env``, said as the bench prints it (the voice's name and status)."""
    code = ("from app.speech import make_speaker\n"
            "s = make_speaker('auto', 'en', reader=False)\n"
            "print(s.name, '-', s.status or 'heard'); s.close()")
    try:
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                              timeout=TIMEOUT, start_new_session=True)
    except subprocess.TimeoutExpired:
        return "(no answer)"
    return (done.stdout.strip() or done.stderr.strip()[-200:]).splitlines()[-1]


@dataclass
class Place:
    """The runs in one environment."""

    where: str
    voice: str  # what "auto" found there
    bare: list[Run]  # the bare app to its first paint
    ours: list[Run]  # tabletalk to its first paint (and, with a sound device, its first sound)
    lines: list[Run]  # tabletalk --plain to its first line
    lines_off: list[Run]  # tabletalk --plain --speech off to its first line


def measure_all(runs: int = RUNS, places: tuple[str, ...] = ENVIRONMENTS) -> list[Place]:
    """``runs`` interleaved rounds (after a warm-up round) in each environment: the bare app,
    tabletalk, line mode, line mode with speech off."""
    script = tabletalk_script()
    if not script.exists():
        raise SystemExit(f"{script} not found: run `make .venv/.installed-stamp` first")
    from app.speech.readers import reader_running

    if reader_running():
        # Tabletalk would leave the voice to the reader (and start in screen reader mode): no sound.
        raise SystemExit("a screen reader runs on this machine, so Tabletalk would not speak itself; run the "
                         "bench where none runs, or where it cannot see one: unshare -pf --mount-proc make bench")
    found = []
    with tempfile.TemporaryDirectory(prefix="tabletalk-startup-") as top:
        for n, where in enumerate(places):
            root = Path(top) / str(n)
            root.mkdir()
            env, fifo_path = prepare(root, where)
            heard = where == ENVIRONMENTS[0]
            place = Place(where, voice_found(env), [], [], [], [])
            fifo = os.open(fifo_path, os.O_RDWR | os.O_NONBLOCK)
            try:
                for i in range(runs + 1):
                    rounds = (launch([sys.executable, str(BARE_APP)], env, None),
                              launch([str(script)], env, fifo if heard else None),
                              launch([str(script), "--plain"], env, None, first=FIRST_LINE),
                              launch([str(script), "--plain", "--speech", "off"], env, None, first=FIRST_LINE))
                    try:  # a sentence may have reached the stand-in player before the kill
                        os.read(fifo, 65536)
                    except BlockingIOError:
                        pass
                    if i:
                        for kept, run in zip((place.bare, place.ours, place.lines, place.lines_off), rounds):
                            kept.append(run)
            finally:
                os.close(fifo)
            found.append(place)
    return found


def main() -> None:
    started = time.perf_counter()
    places = measure_all()
    print(f"start-up in an 80x24 pty ({RUNS} interleaved rounds in each environment, medians)")
    for place in places:
        bare, ours = place.bare, place.ours
        b = statistics.median(r.paint for r in bare)
        paint = statistics.median(r.paint for r in ours)
        line = statistics.median(r.paint for r in place.lines)
        line_off = statistics.median(r.paint for r in place.lines_off)
        print(f"- {place.where} (\"auto\" finds: {place.voice})")
        print(f"  bare Textual app, launch to first paint:        {b * 1000:7.1f} ms"
              f"   (peak RSS {statistics.median(r.rss_mib for r in bare):5.1f} MiB)")
        print(f"  tabletalk, launch to first paint:               {paint * 1000:7.1f} ms"
              f"   (peak RSS {statistics.median(r.rss_mib for r in ours):5.1f} MiB)")
        sounds = [r.sound for r in ours if r.sound is not None]
        if sounds:
            sound = statistics.median(sounds)
            players = sorted({r.player for r in ours})
            label = f"tabletalk, launch to first sound ({', '.join(players)}):"
            print(f"  {label:<48}{sound * 1000:7.1f} ms")
        print(f"  line mode, launch to first line:                {line * 1000:7.1f} ms")
        print(f"  line mode with --speech off, to first line:     {line_off * 1000:7.1f} ms")
        print(f"  ratio first paint / bare paint: {paint / b:.2f}x   (target: 1.3x or less)")
        if sounds:
            print(f"  ratio first sound / bare paint: {sound / b:.2f}x"
                  "   (target: under 1.0x, heard before the bare app shows)")
        print(f"  ratio line mode's first line / with speech off: {line / line_off:.2f}x   (target: 1.5x or less)")
        cpu_bare, cpu_ours = [r.cpu_paint for r in bare], [r.cpu_paint for r in ours]
        if None not in cpu_bare + cpu_ours:
            cb, co = statistics.median(cpu_bare), statistics.median(cpu_ours)
            print(f"  processor time to first paint: bare {cb * 1000:.0f} ms, tabletalk {co * 1000:.0f} ms,"
                  f" ratio {co / cb:.2f}x   (steadier than wall clock on a loaded machine)")
        print(f"  spread of first paint: bare {min(r.paint for r in bare) * 1000:.0f}-"
              f"{max(r.paint for r in bare) * 1000:.0f} ms, tabletalk {min(r.paint for r in ours) * 1000:.0f}-"
              f"{max(r.paint for r in ours) * 1000:.0f} ms; line mode's first line "
              f"{min(r.paint for r in place.lines) * 1000:.0f}-{max(r.paint for r in place.lines) * 1000:.0f} ms")
    print(f"  bench took {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
