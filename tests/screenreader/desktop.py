"""A headless desktop with a real screen reader: Xvfb, D-Bus, AT-SPI, openbox, Orca, MATE Terminal.

What the player hears is read back from two records, put on one timeline:
Orca's debug file (every ``SPEECH OUTPUT: '...'`` line is what Orca says,
with its time) and Tabletalk's own speech log (``TABLETALK_SPEECH_LOG``:
each utterance a voice of ours starts, with its time). Keys go to the
terminal through xdotool, as a player's would.

Everything runs under a throwaway HOME (speech-dispatcher's configuration,
an ALSA null device, Orca's settings) and is stopped by PID. See
``../shared/notes/orca-headless.md`` for why each piece is there.
"""

from __future__ import annotations

import html
import os
import pty
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import tty
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

#: The Debian programs the desktop needs (.ci/run installs their packages).
PROGRAMS = ("Xvfb", "dbus-launch", "openbox", "orca", "mate-terminal", "xdotool", "speech-dispatcher")
AT_SPI_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# Orca 43 writes the voice after the text as [{...}], Orca 49 as " {...}".
SPEECH_OUTPUT = re.compile(r"^(\d\d):(\d\d):(\d\d)\.(\d+) - SPEECH OUTPUT: '(.*)'(?:\s*\[?\{.*\}\]?)?\s*$", re.S)
STAMP = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - ", re.M)


#: Where .ci/run builds Orca 49 (from ../shared/vendor/orca49, with run-orca49.sh build).
ORCA49_PREFIX = Path(os.environ.get("TABLETALK_ORCA49_PREFIX", "/tmp/tabletalk-orca49/prefix"))


def orca49_missing() -> str:
    """"" when the built Orca 49 is there, else what is missing (.ci/run builds it)."""
    for need in (ORCA49_PREFIX / "bin" / "orca", ORCA49_PREFIX / "libexec" / "at-spi-bus-launcher"):
        if not need.exists():
            return str(need)
    return ""


def missing_programs() -> list[str]:
    """Return the programs of PROGRAMS (and the AT-SPI launcher) not found here."""
    found = [p for p in PROGRAMS if shutil.which(p) is None]
    if not Path(AT_SPI_LAUNCHER).exists():
        found.append(AT_SPI_LAUNCHER)
    return found


@dataclass(frozen=True)
class Heard:
    """One utterance on the timeline: when (seconds since the epoch), who said it, what."""

    at: float
    who: str  # "orca", or the Tabletalk voice that spoke ("espeak", "speechd" ...)
    text: str


def until(check, timeout: float = 20.0, step: float = 0.05):
    """Poll ``check`` until it returns something true, or ``timeout`` seconds pass."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(step)
    return check()


def _today_seconds(h: str, m: str, s: str, frac: str) -> float:
    """Orca stamps its lines with the local time of day: make it seconds since the epoch."""
    now = datetime.now()
    day = now.replace(hour=int(h), minute=int(m), second=int(s), microsecond=int(frac.ljust(6, "0")[:6]))
    return day.timestamp()


def parse_orca_debug(text: str) -> list[Heard]:
    """Return what Orca said, from its debug file's text (entries may span lines)."""
    heard = []
    starts = [m.start() for m in STAMP.finditer(text)] + [len(text)]
    for a, b in zip(starts, starts[1:]):
        entry = text[a:b].rstrip("\n")
        m = SPEECH_OUTPUT.match(entry)
        if m:
            body = re.sub(r"\n {18}", "\n", m.group(5))  # continuation lines are indented
            heard.append(Heard(_today_seconds(*m.group(1, 2, 3, 4)), "orca", body))
    return heard


@dataclass(frozen=True)
class Voiced:
    """One sentence speech-dispatcher handed its synthesizer: when, in which language, what."""

    at: float
    language: str
    text: str


SPEECHD_LINE = re.compile(r"^\[(\w{3} \w{3} +\d+ \d\d:\d\d:\d\d \d{4}) : (\d+)\] speechd: +Incoming text: \|(.*)\|\s*$")
SPEECHD_LANGUAGE = re.compile(r"^language=(\S*)\s*$")


def parse_speechd_log(text: str) -> list[Voiced]:
    """Return what speech-dispatcher (LogLevel 5) sent its synthesizer, each with the language it set.

    Each message is logged as "Incoming text: |<speak>...</speak>|", then the
    settings sent to the output module with it, among them "language=cs".
    """
    voiced, pending = [], None
    for line in text.splitlines():
        m = SPEECHD_LINE.match(line)
        if m:
            stamp = datetime.strptime(m.group(1), "%a %b %d %H:%M:%S %Y").timestamp() + int(m.group(2)) / 1e6
            said = html.unescape(re.sub(r"<[^>]*>", "", m.group(3)))
            pending = (stamp, said)
            continue
        m = SPEECHD_LANGUAGE.match(line)
        if m and pending is not None:
            voiced.append(Voiced(pending[0], m.group(1), pending[1]))
            pending = None
    return voiced


def parse_speech_log(text: str) -> list[Heard]:
    """Return Tabletalk's own utterances from its speech log (time, voice, text; tab-separated)."""
    heard = []
    for line in text.splitlines():
        parts = line.split("\t", 2)
        if len(parts) == 3:
            heard.append(Heard(float(parts[0]), parts[1], parts[2].replace("\\n", "\n")))
    return heard


class Desktop:
    """The headless desktop: start() once, then terminals, keys and what was heard; stop() at the end."""

    def __init__(self, root: Path | None = None, speechd_log: bool = False, orca49: bool = False) -> None:
        self.root = Path(root or tempfile.mkdtemp(prefix="tabletalk-desktop-"))
        #: Orca 49.7 built from source (ORCA49_PREFIX) with its at-spi2-core, in place of Debian's Orca 43.
        self.orca49 = orca49
        #: speech-dispatcher logs every sentence with its language (see voiced()).
        self.speechd_log = speechd_log
        self.home = self.root / "home"
        self.orca_debug = self.root / "orca.debug"
        self.speech_log = self.root / "speech.log"
        self.remote_log = self.root / "orca-remote.log"
        self._remote: subprocess.Popen | None = None
        self.env: dict[str, str] = {}
        self._procs: list[subprocess.Popen] = []
        self._pids: list[int] = []
        self.terminal: subprocess.Popen | None = None
        self.window = ""
        self._debug: list[bytes] = []
        self._debug_lock = threading.Lock()
        self._pty: tuple[int, int] | None = None
        self._orca: subprocess.Popen | None = None
        #: BRLTTY's virtual braille display, when started with braille.
        self.display = None

    # Start and stop -------------------------------------------------------

    def _spawn(self, argv: list[str], log: str, **kw) -> subprocess.Popen:
        out = open(self.root / log, "ab")
        proc = subprocess.Popen(argv, env=self.env, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True, **kw)
        self._procs.append(proc)
        return proc

    def _prepare_home(self) -> None:
        speechd = self.home / ".config" / "speech-dispatcher"
        speechd.mkdir(parents=True, exist_ok=True)
        system = Path("/etc/speech-dispatcher/speechd.conf")
        conf = system.read_text() if system.exists() else ""
        # speech-dispatcher would try PulseAudio only, fail, and never answer Orca again.
        # LogLevel 5 (speechd_log): its log names the language each sentence went to the synthesizer in
        # (voiced()). Some 6 MB a sitting, so only on a desktop that asks for it.
        level = "\nLogLevel 5\n" if self.speechd_log else ""
        (speechd / "speechd.conf").write_text(conf + '\nAudioOutputMethod "alsa"\n' + level)
        (self.home / ".asoundrc").write_text("pcm.!default { type null }\n")

    def start(self, timeout: float = 60.0, braille: bool = False) -> "Desktop":
        """Start the display, the buses, the window manager and Orca; wait until Orca is on.

        ``braille``: BRLTTY runs too, with its virtual display (``self.display``), and Orca
        brailles through it as it would to a player's display.
        """
        missing = missing_programs()
        if missing:
            raise RuntimeError("the headless desktop needs: " + ", ".join(missing) + " (.ci/run installs them)")
        self.root.mkdir(parents=True, exist_ok=True)
        self._prepare_home()
        runtime = self.root / "run"
        runtime.mkdir(mode=0o700, exist_ok=True)
        base = {k: v for k, v in os.environ.items() if not k.startswith(("DBUS_", "DISPLAY", "WAYLAND", "XDG_"))}
        self.env = dict(base, HOME=str(self.home), XDG_RUNTIME_DIR=str(runtime), NO_AT_BRIDGE="0",
                        GTK_MODULES="gail:atk-bridge", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        if self.orca49:
            # Its at-spi2-core for every program of this desktop (the terminal's bridge too), as
            # ../shared/vendor/orca49/run-orca49.sh does.
            self.env.update(LD_LIBRARY_PATH=str(ORCA49_PREFIX / "lib"),
                            GI_TYPELIB_PATH=str(ORCA49_PREFIX / "lib" / "girepository-1.0"),
                            XDG_DATA_DIRS=f"{ORCA49_PREFIX / 'share'}:/usr/local/share:/usr/share")
        # Xvfb picks a free display and writes its number to the pipe.
        read_fd, write_fd = os.pipe()
        self._spawn(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                    "xvfb.log", pass_fds=(write_fd,))
        os.close(write_fd)
        with os.fdopen(read_fd) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.env["DISPLAY"] = f":{number}"
        out = subprocess.run(["dbus-launch", "--sh-syntax"], env=self.env, capture_output=True, text=True,
                             check=True).stdout
        for key, value in re.findall(r"^(DBUS_SESSION_BUS_\w+)='?([^';\n]*)'?;", out, re.M):
            self.env[key] = value
        if "DBUS_SESSION_BUS_PID" in self.env:
            self._pids.append(int(self.env["DBUS_SESSION_BUS_PID"]))
        launcher = str(ORCA49_PREFIX / "libexec" / "at-spi-bus-launcher") if self.orca49 else AT_SPI_LAUNCHER
        self._spawn([launcher, "--launch-immediately"], "at-spi.log")
        self._start_window_manager()
        for key, value in (("org.gnome.desktop.a11y.applications", "screen-reader-enabled"),
                           ("org.gnome.desktop.interface", "toolkit-accessibility")):
            subprocess.run(["gsettings", "set", key, value, "true"], env=self.env, capture_output=True)
        if braille:
            self._start_brltty()
        # Orca writes its debug file through a buffer: a terminal is written line by line, so the
        # file it is given is a pseudo-terminal that a thread of ours reads as Orca writes.
        master, slave = pty.openpty()
        tty.setraw(slave)
        self._pty = (master, slave)
        threading.Thread(target=self._read_debug, args=(master,), daemon=True).start()
        self.start_orca(timeout)
        return self

    def _start_window_manager(self, tries: int = 5, timeout: float = 10.0) -> None:
        """Start openbox and wait until it manages the screen (it says how many desktops there are).

        Once in a while openbox could not open the display and quit: with no window manager the
        keys went to the window under the pointer, and a terminal too small to be under it (24
        rows) got none of them, Orca restarted or not. So it is tried again.
        """
        for _ in range(tries):
            wm = self._spawn(["openbox"], "openbox.log")
            if until(lambda: wm.poll() is not None or subprocess.run(
                    ["xdotool", "get_num_desktops"], env=self.env, capture_output=True).returncode == 0, timeout) \
                    and wm.poll() is None:
                return
            if wm.poll() is None:
                wm.kill()
        raise RuntimeError("openbox did not start: " + (self.root / "openbox.log").read_text(errors="replace"))

    def start_orca(self, timeout: float = 60.0) -> None:
        """Start Orca (in place of one that runs) and wait until it says it is on."""
        since = self.mark()
        # Never --replace: Debian's launcher then kills every Orca of this user on the machine. This
        # desktop's own Orca is started by orca_alone.py, which skips the launcher's look for other Orcas.
        debug = f"--debug-file={os.ttyname(self._pty[1])}"
        launcher = str(ORCA49_PREFIX / "bin" / "orca") if self.orca49 else "/usr/bin/orca"
        self._orca = self._spawn(["/usr/bin/python3", str(Path(__file__).with_name("orca_alone.py")), launcher,
                                  debug], "orca.log")
        if not until(lambda: any(h.text == "Screen reader on." for h in self.orca_heard() if h.at >= since), timeout):
            raise RuntimeError("Orca did not say 'Screen reader on.'")

    def restart_orca(self) -> None:
        """Stop Orca and start it again (one that heard nothing of a new terminal is of no use)."""
        old = self._orca
        if old is not None and old.poll() is None:
            os.killpg(old.pid, signal.SIGTERM)
            try:
                old.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(old.pid, signal.SIGKILL)
        self.start_orca()

    def _start_brltty(self) -> None:
        from tests.screenreader.braille_display import Display, free_port

        display_port, api = free_port(), max(17, free_port() - 4101) % 1000 or 17
        self._spawn(["brltty", "-n", "-b", "vr", "-d", f"server:127.0.0.1:{display_port}", "-x", "no", "-s", "no",
                     "-A", f"auth=none,host=127.0.0.1:{api}", "-f", "/dev/null",
                     "-L", str(self.root / "brltty.log")], "brltty.out")
        self.display = Display(display_port)
        # Orca finds BRLTTY through BrlAPI's own variables.
        self.env.update(BRLAPI_HOST=f"127.0.0.1:{api}", BRLAPI_AUTH="none")

    def stop(self) -> None:
        """Stop everything this desktop started, by PID."""
        self.close_terminal()
        for proc in reversed(self._procs):
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except OSError:
                    pass
        for proc in self._procs:
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
        for pid in self._pids:
            try:
                os.kill(pid, signal.SIGTERM)
            except OSError:
                pass
        # What the programs started by themselves (speech-dispatcher, the AT-SPI bus, dbus-daemon)
        # carries our HOME in its environment: stop those too.
        mine = f"HOME={self.home}".encode()
        for environ in Path("/proc").glob("[0-9]*/environ"):
            try:
                if mine in environ.read_bytes().split(b"\0") and int(environ.parent.name) != os.getpid():
                    os.kill(int(environ.parent.name), signal.SIGTERM)
            except (OSError, ValueError):
                continue
        self._procs.clear()
        if self._pty is not None:
            for fd in self._pty:
                try:
                    os.close(fd)
                except OSError:
                    pass
            self._pty = None

    def __enter__(self) -> "Desktop":
        return self if self._procs else self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # The terminal ----------------------------------------------------------

    def open_terminal(self, argv: list[str], env: dict[str, str] | None = None, cols: int = 100,
                      rows: int = 30, timeout: float = 30.0) -> None:
        """Open a MATE Terminal at a shell prompt, focus it, and type ``argv`` there as a player would.

        Started from a prompt in a focused terminal, the program's first words are read
        by Orca as they would be for the player (a program started with the terminal is
        printed before Orca looks at the window).
        """
        self.close_terminal()
        extra = [f"{k}={v}" for k, v in (env or {}).items()]
        extra.append(f"TABLETALK_SPEECH_LOG={self.speech_log}")
        # The new terminal's window is one that was not there before: the last one found could be the
        # terminal just closed, still on the screen for a moment (the keys then went nowhere, and a
        # sitting heard nothing at all, Orca restarted or not).
        before = set(self._windows())
        self.terminal = self._spawn(["mate-terminal", "--disable-factory", f"--geometry={cols}x{rows}", "--",
                                     "env", "PS1=$ ", *extra, "bash", "--norc", "--noprofile"], "terminal.log")
        self.window = until(lambda: next((w for w in reversed(self._windows()) if w not in before), ""),
                            timeout) or ""
        if not self.window:
            raise RuntimeError("the terminal window did not appear")
        subprocess.run(["xdotool", "windowactivate", "--sync", self.window], env=self.env, capture_output=True)
        # The pointer in the window too: the keys reach it even should the window manager be gone.
        subprocess.run(["xdotool", "mousemove", "--window", self.window, "20", "20"], env=self.env,
                       capture_output=True)
        self.settle(quiet=0.8, timeout=10)
        self.type(" ".join(shlex.quote(a) for a in argv))
        self.settle(quiet=0.5, timeout=10)
        self.key("Return")

    def _windows(self) -> list[str]:
        """Return the terminal windows on the screen (xdotool's ids)."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "mate-terminal"], env=self.env,
                              capture_output=True, text=True).stdout.split()

    def close_terminal(self) -> None:
        """Close the terminal (and what runs in it)."""
        if self.terminal is not None and self.terminal.poll() is None:
            try:
                os.killpg(self.terminal.pid, signal.SIGTERM)
                self.terminal.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self.terminal = None

    def key(self, *keys: str, pause: float = 0.0) -> float:
        """Press keys (xdotool names: Down, Return, q, shift+f); return the time of the first."""
        at = time.time()
        for k in keys:
            subprocess.run(["xdotool", "key", "--clearmodifiers", k], env=self.env, capture_output=True)
            if pause:
                time.sleep(pause)
        return at

    def type(self, text: str) -> float:
        """Type ``text`` as keys; return the time typing began."""
        at = time.time()
        subprocess.run(["xdotool", "type", "--delay", "30", text], env=self.env, capture_output=True)
        return at

    # What was heard --------------------------------------------------------

    def mark(self) -> float:
        """Now, to ask later what was heard since."""
        return time.time()

    def _read_debug(self, master: int) -> None:
        with open(self.orca_debug, "ab") as keep:
            while True:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    return
                if not data:
                    return
                keep.write(data)
                keep.flush()
                with self._debug_lock:
                    self._debug.append(data)

    def orca_heard(self) -> list[Heard]:
        with self._debug_lock:
            text = b"".join(self._debug).decode("utf-8", "replace")
        return parse_orca_debug(text)

    def ours_heard(self) -> list[Heard]:
        try:
            return parse_speech_log(self.speech_log.read_text(errors="replace"))
        except FileNotFoundError:
            return []

    def voiced(self) -> list[Voiced]:
        """What speech-dispatcher sent its synthesizer, with the language (a desktop with speechd_log)."""
        log = self.root / "run" / "speech-dispatcher" / "log" / "speech-dispatcher.log"
        try:
            return parse_speechd_log(log.read_text(errors="replace"))
        except FileNotFoundError:
            return []

    def remote_heard(self) -> list[Heard]:
        """What the stand-in Orca 49 remote controller was asked to present."""
        try:
            text = self.remote_log.read_text(errors="replace")
        except FileNotFoundError:
            return []
        return [Heard(float(at), "orca-api", said) for at, method, said in
                (line.split("\t", 2) for line in text.splitlines() if line.count("\t") >= 2)
                if method == "PresentMessage"]

    def heard(self, since: float = 0.0) -> list[Heard]:
        """Every utterance since ``since``, Orca's and ours, in time order."""
        every = self.orca_heard() + self.ours_heard() + self.remote_heard()
        return sorted((h for h in every if h.at >= since), key=lambda h: h.at)

    # Orca 49's remote controller, stood in for --------------------------------

    def start_orca_remote(self) -> None:
        """Offer Orca 49's D-Bus remote controller (a stand-in) beside the running Orca 43."""
        out = self.root / "orca-remote.out"
        self._remote = self._spawn(["/usr/bin/python3", str(Path(__file__).with_name("orca_remote.py")),
                                    str(self.remote_log)], out.name)
        if not until(lambda: out.exists() and "ready" in out.read_text(), 15):
            raise RuntimeError("the stand-in Orca 49 remote controller did not start: " + out.read_text())

    def stop_orca_remote(self) -> None:
        if self._remote is not None and self._remote.poll() is None:
            os.killpg(self._remote.pid, signal.SIGTERM)
            self._remote.wait(timeout=5)
        self._remote = None

    def wait_heard(self, needle: str, since: float, timeout: float = 10.0) -> Heard | None:
        """Wait until something containing ``needle`` is heard after ``since``; return it."""
        return until(lambda: next((h for h in self.heard(since) if needle in h.text), None), timeout)

    def settle(self, quiet: float = 1.2, timeout: float = 15.0) -> None:
        """Wait until nothing new has been heard for ``quiet`` seconds."""
        deadline = time.monotonic() + timeout
        count, since = -1, time.monotonic()
        while time.monotonic() < deadline:
            now = len(self.orca_heard()) + len(self.ours_heard())
            if now != count:
                count, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return
            time.sleep(0.05)
