"""A Speaker whose engine starts on a thread of its own (see start_speaker).

Starting the voice takes 15-25 ms at launch (importing pyttsx3 and ctypes,
loading libespeak-ng with its libraries, loading the voice). Most of it is C
work done without the GIL, so on a thread it overlaps with the program's own
start (importing Textual). StartingSpeaker runs make_speaker (which picks
the backend and falls back to silence with the reason) on that thread and
keeps what the program asks meanwhile: the sentences to say (an
interrupting one replaces those before it, as in a worker's queue), the
language and the rate, handed over once the engine is there.

Nothing asked of it waits for the start but ``started`` and ``wait_idle``:
the first frame and line mode's first line must never wait for a voice
(speech-dispatcher with no sound device took 1.8 s to start or give up,
issue 36). ``status`` is "" and ``name`` "starting" until the engine is
there; ``when_started`` calls back once the start has ended, and the
program then shows and says why speech is off, if it is.
"""

from __future__ import annotations

import logging
import threading
from typing import Callable

from .base import DEFAULT_RATE, Speaker, clamp_rate, normalise_language
from .off import SilentSpeaker

log = logging.getLogger(__name__)

#: Longest wait for the engine to start (``started``, ``wait_idle``; make_speaker's engines give up
#: after 5 s themselves).
START_TIMEOUT = 10.0
#: Longest wait of held work for ``begin()`` (a program that never calls it still gets its voice).
BEGIN_TIMEOUT = 3.0


class StartingSpeaker:
    """A Speaker that is ``make(backend, language, rate)`` once that has returned.

    Every call returns at once; only ``started`` and ``wait_idle`` wait for
    the start. A ``make`` that raises gives a SilentSpeaker with the reason.
    ``reader``: False when no screen reader runs, so this start cannot end in
    a screen reader's route (``may_be_reader``); None when not known.
    """

    def __init__(self, backend: str, language: str = "en", rate: int = DEFAULT_RATE,
                 *, make: Callable[[str, str, int], Speaker], reader: bool | None = None,
                 held: bool = False, begun: threading.Event | None = None) -> None:
        self.requested = backend
        #: Whether the start may give a screen reader's route ("screenreader" or "screen"): asking
        #: which route it is need not wait for a start that cannot.
        self.may_be_reader = backend == "screenreader" or (backend == "auto" and reader is not False)
        #: Line mode with Orca running: the start may end in speech-dispatcher speaking for Orca, which
        #: is then kept from the printed lines (set by start_speaker; see reader_voice.line_lead). Orca 49
        #: is only known after the start (its remote controller): its first line gets the "~" it reads anyway.
        self.keeps_lines_expected = False
        self.language = normalise_language(language)
        self.rate = clamp_rate(rate)
        self._make = make
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self._inner: Speaker | None = None
        self._pending: list[tuple[str, bool]] = []
        self._closed = False
        self._sink = None
        self._callbacks: list[Callable[[], None]] = []
        #: Set by begin(): the program's own start is over (first frame, first line); ``held`` waits for it.
        self._begun = begun if begun is not None else threading.Event()
        self._held = held
        self._thread = threading.Thread(target=self._start, name="tabletalk-speech-start", daemon=True)
        self._thread.start()

    # The start, on its own thread ------------------------------------------

    def begin(self) -> None:
        """The program's own start is over: work held back so as not to compete with it may go on."""
        self._begun.set()

    def wait_begun(self) -> None:
        """Wait (on the start's thread, at most BEGIN_TIMEOUT seconds) until ``begin()``."""
        self._begun.wait(BEGIN_TIMEOUT)

    def _start(self) -> None:
        if self._held:
            self.wait_begun()
        language, rate = self.language, self.rate
        try:
            inner = self._make(self.requested, language, rate)
        except Exception as exc:  # make_speaker never raises; a stand-in might
            log.debug("speech start failed", exc_info=True)
            inner = SilentSpeaker(f"{self.requested} failed: {type(exc).__name__}",
                                  requested=self.requested, language=language, rate=rate)
        with self._lock:
            closed = self._closed
            if not closed:
                if self.language != language:
                    inner.set_language(self.language)
                if self.rate != rate:
                    inner.set_rate(self.rate)
                if not self._pending:
                    prepare = getattr(inner, "prepare", None)  # load the voice before the first sentence
                    if prepare is not None:
                        prepare()
                if self._sink is not None:
                    inner.sink = self._sink
                for text, interrupt in self._pending:
                    inner.say(text, interrupt=interrupt)
                self._pending.clear()
                self._inner = inner
        if closed:
            inner.close()
        with self._lock:
            self._ready.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            try:
                callback()
            except Exception:  # a listener that fails must not stop the others
                log.debug("speech start callback failed", exc_info=True)

    def when_started(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` once the start has ended (at once, on this thread, if it has; else on the
        start's thread): ``status`` then says why speech is off, if it is."""
        with self._lock:
            if not self._ready.is_set():
                self._callbacks.append(callback)
                return
        callback()

    def _wait(self) -> Speaker | None:
        self._ready.wait(START_TIMEOUT)
        return self._inner

    # The Speaker protocol --------------------------------------------------

    @property
    def status(self) -> str:
        """make_speaker's status once the engine has started; "" until then (never waits: see
        ``when_started``)."""
        inner = self._inner
        if inner is not None:
            return inner.status
        return ""

    @property
    def name(self) -> str:
        """The backend's name once started; "starting" until then (never waits)."""
        inner = self._inner
        return inner.name if inner is not None else "starting"

    @property
    def starting(self) -> bool:
        """True until the engine has started (never waits: a caller may go on without it)."""
        return not self._ready.is_set()

    @property
    def started(self) -> Speaker | None:
        """The Speaker make_speaker gave (waits for it); None if closed first or never started."""
        return self._wait()

    @property
    def sink(self):
        """Where a speaker of the "screen" route shows its words (handed on once it has started)."""
        return self._sink

    @sink.setter
    def sink(self, sink) -> None:
        with self._lock:
            self._sink = sink
            inner = self._inner
        if inner is not None:
            inner.sink = sink  # type: ignore[attr-defined]

    def say(self, text: str, interrupt: bool = True) -> None:
        with self._lock:
            inner = self._inner
            if inner is None:
                if not self._closed:
                    if interrupt:
                        self._pending.clear()
                    self._pending.append((text, bool(interrupt)))
                return
        inner.say(text, interrupt=interrupt)

    def stop(self) -> None:
        with self._lock:
            self._pending.clear()
            inner = self._inner
        if inner is not None:
            inner.stop()

    def speaking(self) -> bool:
        with self._lock:
            inner = self._inner
            if inner is None:
                return bool(self._pending)
        return inner.speaking()

    def set_language(self, lang: str) -> None:
        with self._lock:
            self.language = normalise_language(lang)
            inner = self._inner
        if inner is not None:
            inner.set_language(lang)

    def set_rate(self, rate: int) -> None:
        with self._lock:
            self.rate = clamp_rate(rate)
            inner = self._inner
        if inner is not None:
            inner.set_rate(rate)

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._pending.clear()
            inner = self._inner
        if inner is not None:
            inner.close()

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until started and everything queued was spoken (for tests and the bench)."""
        inner = self._wait()
        wait = getattr(inner, "wait_idle", None)
        return True if wait is None else bool(wait(timeout))

    def __repr__(self) -> str:
        return f"StartingSpeaker(requested={self.requested!r}, started={self._inner!r})"


def when_started(speaker, callback: Callable[[], None]) -> None:
    """Call ``callback()`` once ``speaker`` has started: at once for one that does not start on a
    thread of its own (its ``status`` is known already), else when its start ends (on that thread)."""
    later = getattr(speaker, "when_started", None)
    if later is None:
        callback()
    else:
        later(callback)
