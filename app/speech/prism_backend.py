"""The "screenreader" backend: speech and braille through the player's own screen reader.

prismatoid (``import prism``) talks to NVDA, JAWS, VoiceOver, Orca, ZoomText
and the other readers it knows, each through that reader's own API, and to
speech-dispatcher with a binding of its own (so no python3-speechd is
needed: speechd_backend.py uses it too). A reader that is not running cannot
be created, or says it is not supported at runtime: then this backend is
unavailable, and "auto" goes on to Tabletalk's own voices.

The reader keeps its own voice and rate: they are the player's choice. Its
language follows Tabletalk's where the reader lets a program set it (Orca
49: orca_voice.py; the player's own voice whenever it speaks the language).
Each announcement goes out with ``output()`` (speech, and braille where the
reader has it), an interrupting one cut short with ``stop()``
first. Readers rarely say when they have finished, so the worker waits for
about the time the sentence takes at the player's rate before it says it is
quiet (bots pace their moves on that).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from typing import Any

from .base import DEFAULT_RATE, SpeechUnavailable
from .processes import running_in_session
from .worker import CancelToken, Utterance, WorkerSpeaker

#: prismatoid's backends that are screen readers (the rest are plain voices).
SCREEN_READERS = ("NVDA", "JAWS", "VOICE_OVER", "ORCA", "ZDSR", "ZOOM_TEXT", "SYSTEM_ACCESS", "WINDOW_EYES",
                  "BOY_PC_READER", "PC_TALKER", "SENSE_READER", "SPIEL", "ANDROID_SCREEN_READER")
#: Longest wait for a reader that cannot say when it is quiet (seconds).
LONGEST_WAIT = 20.0


def load_prism(module: Any = None) -> Any:
    """Return the prism module (or the stand-in a test passes); SpeechUnavailable without it."""
    if module is not None:
        return module
    try:
        return importlib.import_module("prism")
    except Exception:  # missing, or a native library that cannot load
        raise SpeechUnavailable("prismatoid not installed") from None


#: Linux screen readers prismatoid can speak through, by process name.
LINUX_READERS = ("orca",)


def linux_reader_running(proc: Path = Path("/proc")) -> bool:
    """Return True when a screen reader runs in this desktop session (a look at /proc: a few milliseconds)."""
    return running_in_session(LINUX_READERS, proc)


def problem() -> str:
    """"" if prismatoid is installed and a screen reader may be running.

    On Linux a look at the processes says whether Orca runs, so that a start
    without one does not pay for loading prismatoid (about 150 ms); elsewhere
    the readers are asked when the backend starts.
    """
    try:
        found = importlib.util.find_spec("prism") is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        return "prismatoid not installed"
    if sys.platform.startswith("linux") and not linux_reader_running():
        return "no screen reader running"
    return ""


def running_reader(prism: Any, context: Any) -> tuple[Any, str] | None:
    """Return (backend, its name) of the first screen reader that runs, in prismatoid's order of priority."""
    wanted = {int(getattr(prism.BackendId, name)) for name in SCREEN_READERS if hasattr(prism.BackendId, name)}
    for index in range(context.backends_count):
        backend_id = context.id_of(index)
        if int(backend_id) not in wanted:
            continue
        try:
            backend = context.create(backend_id)
        except Exception:
            continue  # not running, or not on this system
        try:
            if backend.features.is_supported_at_runtime:
                return backend, context.name_of(backend_id)
        except Exception:
            continue
    return None


def spoken_seconds(text: str, rate: int) -> float:
    """Return about how long ``text`` takes at ``rate`` words per minute."""
    return min(LONGEST_WAIT, 0.2 + 60.0 * len(text.split()) / max(1, rate))


class PrismEngine:
    """Runs on the speech worker: one prismatoid backend, a reader or speech-dispatcher."""

    def __init__(self, kind: str = "reader", module: Any = None, orca_voice: Any = None) -> None:
        self.kind = kind  # "reader", or "speechd" for speech-dispatcher
        self._module = module
        #: Orca 49's voice, set to each sentence's language (orca_voice.py); a test gives a stand-in.
        self.orca_voice = orca_voice
        #: prismatoid's Context and Backend (the module is loaded at run time: ``load_prism``).
        self.context: Any = None
        self.backend: Any = None
        #: The reader's name ("NVDA", "Orca"), for the settings.
        self.reader = ""
        self._language: str | None = None
        self._rate: int | None = None
        #: Set when the reader stopped answering: the speaker then says why.
        self.runtime_problem = ""

    def open(self) -> None:
        prism = load_prism(self._module)
        try:
            self.context = prism.Context()
        except Exception:
            raise SpeechUnavailable("prismatoid could not start") from None
        if self.kind == "reader":
            found = running_reader(prism, self.context)
            if found is None:
                # Orca 43 to 48 runs but has no remote controller: say so, not that no reader runs.
                on_linux = sys.platform.startswith("linux")
                raise SpeechUnavailable("orca takes no speech" if on_linux and linux_reader_running()
                                        else "no screen reader running")
            self.backend, self.reader = found
            if self.orca_voice is None and self.reader.lower() == "orca" and sys.platform.startswith("linux"):
                from .orca_voice import OrcaVoice

                self.orca_voice = OrcaVoice()
            return
        try:
            self.backend = self.context.create(prism.BackendId.SPEECH_DISPATCHER)
            self.reader = "Speech Dispatcher"
        except Exception:
            raise SpeechUnavailable("speech-dispatcher not running") from None

    def _follow(self, utt: Utterance) -> None:
        """Take a voice of the language: Orca 49's through its remote controller (the reader keeps
        its rate); speech-dispatcher's, with the player's rate too."""
        if self.kind != "speechd":
            if self.orca_voice is not None and utt.language != self._language:
                self._language = utt.language
                self.orca_voice.follow(utt.language)
            return
        backend = self.backend
        if utt.language != self._language:
            self._language = utt.language
            try:
                for index in range(backend.voices_count):
                    if backend.get_voice_language(index).lower().startswith(utt.language):
                        backend.voice = index
                        break
            except Exception:
                pass
        if utt.rate != self._rate:
            self._rate = utt.rate
            try:
                from .ssip import ssip_rate

                backend.rate = (ssip_rate(utt.rate) + 100) / 200  # prismatoid's rate is 0 to 1
            except Exception:
                pass

    def speak(self, utt: Utterance, token: CancelToken) -> None:
        if token.cancelled:
            return
        self._follow(utt)
        if token.cancelled:
            return  # Orca 49 takes 2-3 s to change its voice: a newer sentence came meanwhile
        backend = self.backend
        try:
            if backend.features.supports_output:
                backend.output(utt.text, interrupt=utt.interrupt)
            else:
                backend.speak(utt.text, interrupt=utt.interrupt)
        except Exception as exc:
            # The reader went away mid-game: say so (the settings show it) rather than fall silent unseen.
            self.runtime_problem = "screen reader stopped" if self.kind == "reader" else "speech-dispatcher stopped"
            raise SpeechUnavailable(self.runtime_problem) from exc
        # Busy for about as long as the sentence takes, or until the reader says it is quiet.
        if getattr(backend.features, "supports_is_speaking", False):
            waited = 0.0
            while not token.wait(0.02) and waited < LONGEST_WAIT:
                waited += 0.02
                try:
                    if not backend.speaking:
                        return
                except Exception:
                    return
        else:
            token.wait(spoken_seconds(utt.text, utt.rate))

    def silence(self) -> None:
        if self.backend is not None:
            try:
                self.backend.stop()
            except Exception:
                pass

    def close(self) -> None:
        self.silence()
        self.backend = None
        self.context = None


class ScreenReaderSpeaker(WorkerSpeaker):
    """Speaks (and brailles) through the running screen reader; SpeechUnavailable when none runs."""

    engine: PrismEngine

    def __init__(self, language: str = "en", rate: int = DEFAULT_RATE, *, module: Any = None,
                 orca_voice: Any = None) -> None:
        super().__init__(PrismEngine("reader", module, orca_voice), name="screenreader", language=language,
                         rate=rate)

    @property
    def reader(self) -> str:
        """The screen reader in use ("NVDA", "Orca")."""
        return self.engine.reader

    def close(self) -> None:
        super().close()
        voice = self.engine.orca_voice
        if voice is not None:
            voice.restore()  # the player's own voice, as Tabletalk found it (Orca 49)
