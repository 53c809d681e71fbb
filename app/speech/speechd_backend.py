"""The "speechd" backend: speech-dispatcher, the voice an Orca user already set.

Talks to a running (or autospawnable) speech-dispatcher server through the
``speechd`` Python module (Debian: python3-speechd) when it is there, else
through prismatoid's own binding (a project dependency, so the README's
venv needs no Debian Python package). Both are looked for lazily: an absent
binding or server makes this backend unavailable, never an error.

speech-dispatcher keeps its own queue, so the worker thread only sends
commands (each a quick socket round trip, never on the caller's thread):
an utterance that interrupts is preceded by CANCEL, which cuts off what
this client is saying and drops what it queued.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from .base import DEFAULT_RATE, SpeechUnavailable
from .ssip import ssip_rate
from .worker import CancelToken, Engine, Utterance, WorkerSpeaker

CLIENT_NAME = "tabletalk"


def _found(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def problem() -> str:
    """"" if the speechd module or prismatoid is there (the server is tried on start)."""
    return "" if _found("speechd") or _found("prism") else "speechd module not installed"


class _SSIPSpeaking:
    """What both speech-dispatcher engines do per utterance: its language and rate first, when they
    changed, then the words (a ``client`` with set_language, set_rate and speak)."""

    client: Any
    _language: str | None
    _rate: int | None

    def speak(self, utt: Utterance, token: CancelToken) -> None:
        if utt.language != self._language:
            self.client.set_language(utt.language)
            self._language = utt.language
        if utt.rate != self._rate:
            self.client.set_rate(ssip_rate(utt.rate))
            self._rate = utt.rate
        if not token.cancelled:
            self.client.speak(utt.text)


class SpeechdEngine(_SSIPSpeaking):
    def __init__(self, module=None) -> None:
        self._module = module  # tests pass a stand-in for the speechd module
        self.client = None
        self._language: str | None = None
        self._rate: int | None = None

    def open(self) -> None:
        speechd = self._module
        if speechd is None:
            try:
                speechd = importlib.import_module("speechd")
            except ImportError:
                raise SpeechUnavailable("speechd module not installed") from None
        try:
            self.client = speechd.SSIPClient(CLIENT_NAME)
        except Exception:
            raise SpeechUnavailable("speech-dispatcher not running") from None
        try:
            self.client.set_priority(speechd.Priority.MESSAGE)
        except Exception:
            pass

    def silence(self) -> None:
        if self.client is not None:
            self.client.cancel()

    def close(self) -> None:
        client, self.client = self.client, None
        if client is not None:
            try:
                client.close()
            except Exception:
                pass


class SpeechdSpeaker(WorkerSpeaker):
    """Speaks through speech-dispatcher; raises SpeechUnavailable without it.

    ``module`` is a stand-in for the speechd module (tests); ``prism`` one for
    prismatoid, used when the speechd module is not installed.
    """

    def __init__(self, language: str = "en", rate: int = DEFAULT_RATE, *, module=None, prism=None) -> None:
        engine: Engine
        if module is None and (prism is not None or not _found("speechd")):
            from .prism_backend import PrismEngine

            engine = PrismEngine("speechd", prism)
        else:
            engine = SpeechdEngine(module)
        super().__init__(engine, name="speechd", language=language, rate=rate)


class SSIPEngine(_SSIPSpeaking):
    """speech-dispatcher through our own SSIP client (ssip.py): ``SET self LANGUAGE`` for each
    language, so the voice is one of that language whatever other clients (the screen reader) use."""

    def __init__(self, path: str | None = None) -> None:
        self._path = path
        self.client = None
        self._language: str | None = None
        self._rate: int | None = None
        self.runtime_problem = ""

    def open(self) -> None:
        from .ssip import SSIPClient, SSIPError

        try:
            self.client = SSIPClient(self._path, CLIENT_NAME)
        except SSIPError as exc:
            raise SpeechUnavailable(str(exc)) from None

    def silence(self) -> None:
        if self.client is not None:
            try:
                self.client.cancel()
            except OSError:
                pass

    def close(self) -> None:
        client, self.client = self.client, None
        if client is not None:
            client.close()
