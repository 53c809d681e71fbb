"""One worker thread per Speaker owns the speech engine.

The caller's thread (the UI) only puts an Utterance on a queue: say() takes
a few microseconds. An utterance with ``interrupt=True`` drops everything
queued and cancels the utterance being spoken: its CancelToken is cancelled
on the caller's thread, which runs the token's callbacks at once (the child
process backends register one that terminates the playing child), so the old
sound stops within milliseconds.

An Engine only ever runs on the worker thread:
- ``open()``: start up (raise SpeechUnavailable or any error if it cannot),
- ``speak(utt, token)``: speak one utterance, return when done or soon after
  ``token`` is cancelled,
- ``silence()``: cut off anything the engine still plays by itself (called
  before an interrupting utterance and on stop(); for engines with their own
  queue, such as speech-dispatcher),
- ``close()``: release everything,
- ``prepare(utt)``, optional: get ready to speak in ``utt``'s language and
  rate (load the voice) before the first utterance (see
  :meth:`SpeechWorker.prepare`).
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
import weakref
from collections import deque
from dataclasses import dataclass
from typing import Callable, Protocol

from .base import DEFAULT_RATE, SpeechUnavailable, clamp_rate, clean_text, normalise_language
from .speech_log import note

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Utterance:
    """One announcement, with the language and rate it is to be spoken in."""

    text: str
    language: str = "en"
    rate: int = DEFAULT_RATE
    interrupt: bool = True


class CancelToken:
    """Cancelled when the utterance it belongs to must stop.

    Engines either poll ``cancelled`` / ``wait()``, or register a callback
    with ``on_cancel()`` (run once, on the cancelling thread, at once if the
    token is already cancelled). Callbacks must be quick and must not raise.
    """

    __slots__ = ("cancelled_at", "_event", "_lock", "_callbacks")

    def __init__(self) -> None:
        self.cancelled_at: float | None = None
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._callbacks: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self.cancelled_at is not None

    def cancel(self) -> None:
        with self._lock:
            if self.cancelled_at is not None:
                return
            self.cancelled_at = time.monotonic()
            callbacks, self._callbacks = self._callbacks, []
        self._event.set()
        for cb in callbacks:
            try:
                cb()
            except Exception:  # pragma: no cover - a callback must not break the caller
                log.debug("cancel callback failed", exc_info=True)

    def on_cancel(self, cb: Callable[[], None]) -> None:
        with self._lock:
            if self.cancelled_at is None:
                self._callbacks.append(cb)
                return
        cb()

    def remove_callback(self, cb: Callable[[], None]) -> None:
        with self._lock:
            try:
                self._callbacks.remove(cb)
            except ValueError:
                pass

    def wait(self, timeout: float | None = None) -> bool:
        """Sleep until cancelled or ``timeout``; True if cancelled."""
        return self._event.wait(timeout)


class Engine(Protocol):
    def open(self) -> None: ...
    def speak(self, utt: Utterance, token: CancelToken) -> None: ...
    def silence(self) -> None: ...
    def close(self) -> None: ...


_STOP = object()


@dataclass(frozen=True)
class _Prepare:
    """Queued by SpeechWorker.prepare(): the engine loads the voice of ``utt``."""

    utt: Utterance
_LIVE: "weakref.WeakSet[SpeechWorker]" = weakref.WeakSet()


def _close_all() -> None:  # pragma: no cover - runs at interpreter exit
    for worker in list(_LIVE):
        try:
            worker.close(timeout=0.5)
        except Exception:
            pass


# Run before the interpreter joins non-daemon threads (speechd's client has
# one), so that no child keeps playing and no connection keeps the app alive.
_register_early = getattr(threading, "_register_atexit", None)
try:
    if _register_early is None:
        raise RuntimeError
    _register_early(_close_all)
except Exception:  # pragma: no cover
    atexit.register(_close_all)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, SpeechUnavailable):
        return str(exc)
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return f"engine failed to start: {text[:120]}"


class SpeechWorker:
    """The thread that owns an Engine and the queue in front of it.

    The constructor starts the thread and waits (up to ``open_timeout``
    seconds) for ``engine.open()``; if that fails it raises SpeechUnavailable
    with the reason. This is the only call that may wait; submit(), stop()
    and close() return at once (close() waits at most ``timeout``).
    """

    def __init__(self, engine: Engine, *, name: str = "speech", open_timeout: float = 5.0) -> None:
        self.engine = engine
        self.name = name
        self.errors = 0  # utterances whose engine call raised (kept quiet, counted)
        self._cond = threading.Condition()
        self._queue: deque = deque()
        self._token: CancelToken | None = None
        self._busy = False
        self._closed = False
        self._ready = threading.Event()
        self._open_error: str | None = None
        self._thread = threading.Thread(target=self._run, name=f"tabletalk-speech-{name}", daemon=True)
        self._thread.start()
        if not self._ready.wait(open_timeout):
            self.close(timeout=0.1)
            raise SpeechUnavailable(f"{name} did not start in time")
        if self._open_error is not None:
            self._thread.join(1.0)
            raise SpeechUnavailable(self._open_error)
        _LIVE.add(self)

    # Caller's side -------------------------------------------------------

    def submit(self, utt: Utterance) -> None:
        """Queue ``utt``; if it interrupts, drop the queue and cancel the current one."""
        token = None
        with self._cond:
            if self._closed:
                return
            if utt.interrupt:
                self._queue.clear()
                token = self._token
            self._queue.append(utt)
            self._cond.notify()
        if token is not None:
            token.cancel()

    def prepare(self, utt: Utterance) -> None:
        """Let the engine get ready for ``utt``'s language and rate (its ``prepare``, if it has
        one), if nothing is being said or waits; an utterance that interrupts drops it if
        not yet begun."""
        with self._cond:
            if self._closed or self._queue or self._busy:
                return
            self._queue.append(_Prepare(utt))
            self._cond.notify()

    def stop(self) -> None:
        """Drop the queue and cut off the current utterance."""
        with self._cond:
            if self._closed:
                return
            self._queue.clear()
            token = self._token
            self._queue.append(_STOP)
            self._cond.notify()
        if token is not None:
            token.cancel()

    def close(self, timeout: float = 1.0) -> None:
        """Stop speaking, end the thread (waiting at most ``timeout``)."""
        with self._cond:
            self._closed = True
            self._queue.clear()
            token = self._token
            self._cond.notify_all()
        if token is not None:
            token.cancel()
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)
        _LIVE.discard(self)

    @property
    def closed(self) -> bool:
        return self._closed

    def speaking(self) -> bool:
        """Return True while an utterance is spoken or queued."""
        with self._cond:
            return self._busy or any(isinstance(item, Utterance) for item in self._queue)

    def pending(self) -> int:
        """How many utterances wait in the queue (not counting the one spoken now)."""
        with self._cond:
            return sum(1 for item in self._queue if isinstance(item, Utterance))

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until nothing is queued or being spoken; True if so (for tests)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._queue or self._busy:
                left = deadline - time.monotonic()
                if left <= 0 or self._closed:
                    return not (self._queue or self._busy)
                self._cond.wait(left)
            return True

    # Worker's side -------------------------------------------------------

    def _run(self) -> None:
        try:
            self.engine.open()
        except BaseException as exc:  # noqa: BLE001 - reported as the reason
            self._open_error = _reason(exc)
            self._ready.set()
            return
        self._ready.set()
        try:
            while True:
                with self._cond:
                    while not self._queue and not self._closed:
                        self._cond.wait()
                    if self._closed:
                        break
                    item = self._queue.popleft()
                    token = CancelToken()
                    self._token = token
                    self._busy = not isinstance(item, _Prepare)
                try:
                    if item is _STOP:
                        self.engine.silence()
                    elif isinstance(item, _Prepare):
                        prepare = getattr(self.engine, "prepare", None)
                        if prepare is not None:
                            prepare(item.utt)
                    else:
                        if item.interrupt:
                            self.engine.silence()
                        if not token.cancelled:
                            note(self.name, item.text)
                            self.engine.speak(item, token)
                except Exception:
                    self.errors += 1
                    log.debug("speech engine failed", exc_info=True)
                finally:
                    with self._cond:
                        if self._token is token:
                            self._token = None
                        self._busy = False
                        self._cond.notify_all()
        finally:
            try:
                self.engine.silence()
            except Exception:
                pass
            try:
                self.engine.close()
            except Exception:
                log.debug("speech engine close failed", exc_info=True)


class WorkerSpeaker:
    """A Speaker over an Engine run by a SpeechWorker.

    Language and rate travel with each utterance, so set_language() and
    set_rate() never touch the engine from the caller's thread.
    Raises SpeechUnavailable when the engine cannot start (make_speaker
    turns that into a SilentSpeaker with the reason).
    """

    def __init__(self, engine: Engine, *, name: str, language: str = "en",
                 rate: int = DEFAULT_RATE, open_timeout: float = 5.0) -> None:
        self.name = name
        self._status = ""
        self.language = normalise_language(language)
        self.rate = clamp_rate(rate)
        self.engine = engine
        self.worker = SpeechWorker(engine, name=name, open_timeout=open_timeout)

    @property
    def status(self) -> str:
        """"" while speech works; the reason once the engine reports a lasting
        failure while running (a player that cannot open the sound device)."""
        return self._status or getattr(self.engine, "runtime_problem", "") or ""

    @status.setter
    def status(self, value: str) -> None:
        self._status = value

    def say(self, text: str, interrupt: bool = True) -> None:
        clean = clean_text(text)
        if clean:
            self.worker.submit(Utterance(clean, self.language, self.rate, bool(interrupt)))

    def stop(self) -> None:
        self.worker.stop()

    def speaking(self) -> bool:
        # An engine with its own queue (speech-dispatcher) is quiet here once it has the text.
        return self.worker.speaking()

    def set_language(self, lang: str) -> None:
        self.language = normalise_language(lang)

    def set_rate(self, rate: int) -> None:
        self.rate = clamp_rate(rate)

    def prepare(self) -> None:
        """Let the engine load the voice for the current language and rate now, on its
        thread, so that the first sentence does not wait for it."""
        self.worker.prepare(Utterance("", self.language, self.rate, False))

    def close(self) -> None:
        self.worker.close()

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until everything queued was spoken (for tests and the bench)."""
        return self.worker.wait_idle(timeout)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.name!r}, language={self.language!r}, rate={self.rate})"
