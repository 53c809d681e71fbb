"""The "espeak" backend: the espeak-ng program as a child process.

Each utterance is one ``espeak-ng -v <voice> -s <rate> -- <text>`` child
that synthesises and plays by itself (it streams, so long texts start at
once); interrupting terminates it. Needs only the espeak-ng program (no
aplay, no pyttsx3). stdout and stderr go to /dev/null: without a sound card
espeak-ng prints a dozen ALSA lines and still exits 0, so the engine looks for
a sound device when it starts (sound.py) and its status says when there is none.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from .base import DEFAULT_RATE, ESPEAK_VOICES, SpeechUnavailable, clamp_rate, clean_text, normalise_language
from .children import ChildRunner, CommandEngine
from .worker import CancelToken, Utterance, WorkerSpeaker

PROGRAMS = ("espeak-ng", "espeak")


def espeak_program() -> str | None:
    """Full path of espeak-ng (or the older espeak), None if neither is installed."""
    for name in PROGRAMS:
        path = shutil.which(name)
        if path:
            return path
    return None


def problem() -> str:
    return "" if espeak_program() else "espeak-ng not found"


def espeak_argv(program: str, text: str, lang: str, rate: int, wav: str | Path | None = None) -> list[str]:
    """The command line that speaks ``text`` (or writes it to ``wav``)."""
    argv = [program, "-v", ESPEAK_VOICES[normalise_language(lang)], "-s", str(clamp_rate(rate))]
    if wav is not None:
        argv += ["-w", str(wav)]
    return argv + ["--", clean_text(text)]


class EspeakEngine(CommandEngine):
    def __init__(self, keep_history: bool = False) -> None:
        super().__init__(self._argv, program=None, keep_history=keep_history)
        self.path: str | None = None
        #: Why no sound can be played here, found at open() (see sound.py), or "".
        self.runtime_problem = ""

    def open(self) -> None:
        self.path = espeak_program()
        if self.path is None:
            raise SpeechUnavailable("espeak-ng not found")
        from .sound import sound_problem

        self.runtime_problem = sound_problem()  # espeak-ng itself exits 0 without a sound card

    def _argv(self, utt: Utterance) -> list[str]:
        return espeak_argv(self.path or "espeak-ng", utt.text, utt.language, utt.rate)


class EspeakSpeaker(WorkerSpeaker):
    """Speaks through the espeak-ng program; raises SpeechUnavailable without it."""

    def __init__(self, language: str = "en", rate: int = DEFAULT_RATE, *, keep_history: bool = False) -> None:
        super().__init__(EspeakEngine(keep_history), name="espeak", language=language, rate=rate)


def synthesise_to_file(text: str, lang: str, rate: int, path: str | Path,
                       token: CancelToken | None = None) -> str:
    """Write ``text`` spoken in ``lang`` to a WAV with the espeak-ng program.

    Returns the eSpeak NG voice name used. Raises SpeechUnavailable without
    espeak-ng and RuntimeError if it fails.
    """
    program = espeak_program()
    if program is None:
        raise SpeechUnavailable("espeak-ng not found")
    code = ChildRunner().run(espeak_argv(program, text, lang, rate, wav=path), token or CancelToken())
    if code != 0:
        raise RuntimeError(f"espeak-ng exited with {code}")
    return ESPEAK_VOICES[normalise_language(lang)]
