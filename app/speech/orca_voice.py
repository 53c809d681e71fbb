"""Orca 49's voice, set to the player's language through its D-Bus remote controller.

prismatoid hands Orca each sentence (``PresentMessage``) but has no say in
the voice, so a Czech sentence was read in Orca's English voice. Orca 49.x
offers, on ``/org/gnome/Orca/Service/SpeechAndVerbosityManager``:

- ``ExecuteParameterizedCommand GetVoicesForLanguage {"language": "cs"}``:
  the voices for a language (speech-dispatcher's: "Czech", "Czech+Adam" ...);
- ``ExecuteRuntimeGetter CurrentVoice`` / ``ExecuteRuntimeSetter CurrentVoice``:
  the voice in use; once set, the next messages reach speech-dispatcher in
  that voice's language (measured with Orca 49.7,
  ../shared/notes/orca49-from-source.md).

The player's own voice is kept for every language it speaks (it is in that
language's list), and for a language Orca lists no voice for (Orca 49.7
lists none for "en"); it is given back when Tabletalk ends. The calls go
through ``gdbus`` (GLib's tool, on every desktop that runs Orca), on the
speech worker's thread, in order with the sentences; the last one, giving
the voice back, by a gdbus left to finish by itself. Orca 50 renamed the
module; there, and without ``gdbus``, the voice stays the player's.

Line mode under Orca 49 (``OrcaLinesSpeaker``): Orca reads each printed line
in its current voice (it reads the lines that start with ``~`` too, unlike
Orca 43: reader_voice.py), so the voice is set for the language at the start
and on every language switch, and the player's is given back when line mode
closes (quit, Ctrl-C and the end of input all end in ``Session.close``).
"""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
import threading

from .base import DEFAULT_RATE
from .screen_backend import ScreenSpeaker

log = logging.getLogger(__name__)

DEST = "org.gnome.Orca.Service"
MODULE = "/org/gnome/Orca/Service/SpeechAndVerbosityManager"
IFACE = "org.gnome.Orca.Module"
#: Longest wait for one answer (seconds).
TIMEOUT = 3
#: Line mode: how long after close the player's voice is given back, so that Orca reads the last line
#: (the farewell) still in the language's voice. With Orca 49.7 the farewell was read 1.6 s after it was
#: printed, in the player's voice when the voice went back at once (tests/screenreader).
LAST_LINE_S = 2.5
#: Calls that time out in a row before Orca's voice is left alone: one late answer (a busy machine) is no
#: sign that Orca has no such module, and giving up on it kept a Czech player in the English voice.
LATE_AT_MOST = 3
_STRING = r"'((?:[^'\\]|\\.)*)'"
#: One voice in GetVoicesForLanguage's answer: ('Czech', 'cs', 'none').
_VOICE = re.compile(r"\(" + _STRING + r", " + _STRING + r", " + _STRING + r"\)")


def _unquote(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def _quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


class Late(OSError):
    """Orca did not answer in time (it may next time)."""


class OrcaVoice:
    """Sets Orca's voice to one of each language; gives the player's own back at ``restore``."""

    def __init__(self, run=None) -> None:
        #: Runs one gdbus call (argv after ``gdbus call``) and returns its output (tests give a stand-in).
        self._run = run or _gdbus
        self._own: str | None = None
        self._current: str | None = None
        self._voices: dict[str, list[str]] = {}
        #: False once a call failed: Orca has no such module (not 49.x), or no gdbus; or it answered late
        #: LATE_AT_MOST times in a row.
        self.working = True
        self._late = 0

    def _call(self, method: str, *args: str) -> str | None:
        if not self.working:
            return None
        try:
            out = self._run(["--session", "--dest", DEST, "--object-path", MODULE,
                             "--method", f"{IFACE}.{method}", *args])
        except Late as exc:
            self._late += 1
            self.working = self._late < LATE_AT_MOST
            log.debug("Orca answered late (%d in a row): %s", self._late, exc)
            return None
        except Exception as exc:
            self.working = False
            log.debug("Orca's voice cannot be set: %s", exc)
            return None
        self._late = 0
        return out

    def voices(self, language: str) -> list[str] | None:
        """The voice names Orca has for ``language`` (asked once a language); None when it did not answer."""
        if language not in self._voices:
            out = self._call("ExecuteParameterizedCommand", "GetVoicesForLanguage",
                             "{'language': <" + _quote(language) + ">}", "false")
            if out is None:
                return None  # no answer (late): asked again at the next switch, not kept as "no voice"
            self._voices[language] = [_unquote(m.group(1)) for m in _VOICE.finditer(out or "")
                                      if _unquote(m.group(2)).split("-")[0] == language]
        return self._voices[language]

    def own(self) -> str | None:
        """The player's voice, as it was before Tabletalk set any (asked once)."""
        if self._own is None:
            out = self._call("ExecuteRuntimeGetter", "CurrentVoice")
            m = re.search(_STRING, out or "")
            if m:
                self._own = self._current = _unquote(m.group(1))
        return self._own

    def follow(self, language: str) -> None:
        """Speak from now on in a voice of ``language``: the player's own if it is one, else Orca's first."""
        own = self.own()
        if own is None:
            return
        voices = self.voices(language)
        if voices is None:
            return  # Orca did not answer: the voice stays as it is until the next switch
        wanted = own if own in voices or not voices else voices[0]
        self._set(wanted)

    def _set(self, name: str) -> None:
        if name == self._current:
            return
        out = self._call("ExecuteRuntimeSetter", "CurrentVoice", "<" + _quote(name) + ">")
        if out is not None and "true" in out:
            self._current = name

    def restore(self, after: float = 0.0) -> None:
        """Give the player's own voice back (at the end), ``after`` seconds from now.

        Orca takes about 2 s to change its voice, longer than a program may take
        to end: the call is left to a gdbus of its own, which outlives Tabletalk
        (and the terminal closing), unless a test gave ``run``. ``after``: line
        mode's farewell is read by Orca from the terminal, and a voice changed
        before Orca took that line read it in the player's voice (measured).
        """
        if self._own is None or self._own == self._current or not self.working:
            return
        args = ["--session", "--dest", DEST, "--object-path", MODULE, "--method", f"{IFACE}.ExecuteRuntimeSetter",
                "CurrentVoice", "<" + _quote(self._own) + ">"]
        try:
            if self._run is not _gdbus:
                self._run(args)
            else:
                _gdbus_detached(args, after)
            self._current = self._own
        except Exception as exc:
            log.debug("Orca's voice not given back: %s", exc)


class OrcaLinesSpeaker(ScreenSpeaker):
    """Line mode under Orca 49: Orca reads the printed lines, in a voice of the player's language."""

    def __init__(self, reader: str = "Orca", language: str = "en", rate: int = DEFAULT_RATE,
                 orca_voice: OrcaVoice | None = None) -> None:
        super().__init__(reader, language, rate, lines=True)
        #: Orca's voice (a test gives one with a stand-in for gdbus).
        self.orca_voice = orca_voice if orca_voice is not None else OrcaVoice()
        #: One D-Bus exchange at a time: the start's thread sets the first voice, the player's thread the next.
        self._voice_lock = threading.Lock()
        self._follow()

    def _follow(self) -> None:
        # Waits for Orca's answer (about 2 s for a new voice): the lines printed next are read in it.
        with self._voice_lock:
            if not self._closed:
                self.orca_voice.follow(self.language)

    def set_language(self, lang: str) -> None:
        super().set_language(lang)
        self._follow()

    def close(self) -> None:
        super().close()
        with self._voice_lock:
            # The player's own voice, as Tabletalk found it, once Orca has taken the farewell just printed.
            self.orca_voice.restore(after=LAST_LINE_S)

    def __repr__(self) -> str:
        return f"OrcaLinesSpeaker(reader={self.reader!r}, language={self.language!r})"


def _gdbus(args: list[str]) -> str:
    gdbus = shutil.which("gdbus")
    if gdbus is None:
        raise OSError("gdbus not found")
    try:
        done = subprocess.run([gdbus, "call", "--timeout", str(TIMEOUT), *args], capture_output=True, text=True,
                              timeout=TIMEOUT + 2, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as exc:
        raise Late(str(exc)) from None
    if done.returncode != 0 and "Timeout was reached" in done.stderr:
        raise Late(done.stderr.strip())
    if done.returncode != 0:
        raise OSError(done.stderr.strip() or f"gdbus exit {done.returncode}")
    return done.stdout


def _gdbus_detached(args: list[str], after: float = 0.0) -> None:
    gdbus = shutil.which("gdbus")
    if gdbus is None:
        raise OSError("gdbus not found")
    argv = [gdbus, "call", "--timeout", "10", *args]
    if after > 0:
        argv = ["sh", "-c", 'sleep "$0" && exec "$@"', f"{after:.1f}", *argv]  # the wait outlives us too
    subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)
