"""Child processes that speak or play, and can be cut off at once.

Every child gets stdin, stdout and stderr on /dev/null (nothing it prints
can reach the terminal and draw over the UI) and its own session (a Ctrl-C
or Ctrl-Z meant for the game does not reach it). A cancelled utterance's
child gets SIGTERM on the cancelling thread at once (aplay and espeak-ng
exit on it within a millisecond or two), and SIGKILL from the worker if it
is still there KILL_AFTER seconds later.

A child can also be fed while it runs (``Feed``: bytes into a FIFO the child
reads, never blocking the worker): the pyttsx3 backend starts the player
first and streams the sound to it as it is synthesised. Our end of the FIFO
is only closed once the child has read everything: a FIFO that nobody holds
open loses what it buffers, and a child that opens it only then waits for
a writer for ever (a short sentence synthesised before the player had
opened its file used to hang until the next sentence cut it off).
"""

from __future__ import annotations

import fcntl
import os
import select
import shutil
import struct
import subprocess
import termios
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .base import SpeechUnavailable
from .worker import CancelToken, Utterance

#: Seconds between SIGTERM and SIGKILL for a child that ignores SIGTERM.
KILL_AFTER = 0.25
#: How often the worker looks at a running child (only while one runs).
POLL = 0.05
#: How often it looks whether the child has read all it was fed (see Feed.draining).
DRAIN_POLL = 0.005


def _pidfd(pid: int) -> int | None:
    opener = getattr(os, "pidfd_open", None)
    if opener is None:
        return None
    try:
        return opener(pid)
    except OSError:
        return None


def _signal(proc: subprocess.Popen, kill: bool = False) -> None:
    try:
        if kill:
            proc.kill()
        else:
            proc.terminate()
    except (ProcessLookupError, OSError):
        pass


class Feed:
    """Bytes on their way to a child through a FIFO (or pipe) it reads.

    ``fd`` is our end, opened non-blocking; writing never waits: what does
    not fit in the pipe is kept and written as the child reads (the
    ChildRunner's wait loop calls ``flush``). ``finish()`` says nothing more
    will come; the end is closed once everything is written, so the child
    reads to the end and then sees end-of-file: our end is closed once all is
    written and the child has read it (``draining`` until then), never
    before it has opened the FIFO. ``close()`` drops the rest.
    """

    def __init__(self, fd: int) -> None:
        self.fd: int | None = fd
        self._pending: deque[memoryview] = deque()
        self.finished = False
        self.written = 0

    def write(self, data: bytes) -> None:
        if self.fd is None or not data:
            return
        self._pending.append(memoryview(data))
        self.flush()

    def flush(self) -> None:
        """Write what the pipe takes now; close our end if all is written after finish()."""
        while self.fd is not None and self._pending:
            head = self._pending[0]
            try:
                n = os.write(self.fd, head)
            except BlockingIOError:
                return
            except OSError:  # the reader is gone
                self.close()
                return
            self.written += n
            if n < len(head):
                self._pending[0] = head[n:]
                return
            self._pending.popleft()
        if self.finished and self.fd is not None and not self._pending and self._unread() == 0:
            self.close()

    def _unread(self) -> int:
        """Bytes in the pipe the reader has not read yet (0 if that cannot be known)."""
        if self.fd is None:
            return 0
        try:
            buf = fcntl.ioctl(self.fd, termios.FIONREAD, b"\0\0\0\0")
        except (OSError, TypeError):
            return 0
        return struct.unpack("i", buf)[0]

    def finish(self) -> None:
        self.finished = True
        self.flush()

    @property
    def waiting(self) -> bool:
        """True while there are bytes the pipe did not take yet."""
        return self.fd is not None and bool(self._pending)

    @property
    def draining(self) -> bool:
        """True after finish() while everything is in the pipe but not all read yet."""
        return self.fd is not None and self.finished and not self._pending

    def close(self) -> None:
        self._pending.clear()
        if self.fd is not None:
            fd, self.fd = self.fd, None
            try:
                os.close(fd)
            except OSError:
                pass


@dataclass
class ChildRecord:
    """What happened to one child (kept by ChildRunner.history when asked)."""

    argv: list[str]
    pid: int
    started_at: float
    ended_at: float | None = None
    returncode: int | None = None
    cancelled_at: float | None = None


@dataclass
class ChildRunner:
    """Runs one child at a time on the worker thread."""

    keep_history: bool = False
    history: list[ChildRecord] = field(default_factory=list)
    on_start: Callable[[subprocess.Popen], None] | None = None
    #: Children in a row that failed (exit code not 0) without being cut off,
    #: and the last such exit code: a player that cannot open the sound device.
    failures: int = 0
    last_failure: int | None = None
    #: The child that ``run``'s ``during`` works beside, while it does (a player being fed).
    running: subprocess.Popen | None = None

    @staticmethod
    def start(argv: Sequence[str]) -> subprocess.Popen | None:
        """Start ``argv`` as every child is started (see the module docstring); None if it
        cannot be (the program vanished). ``run(..., started=)`` takes it over."""
        try:
            return subprocess.Popen(
                [str(a) for a in argv],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                close_fds=True,
                start_new_session=(os.name == "posix"),
            )
        except (OSError, ValueError):
            return None

    @staticmethod
    def discard(proc: subprocess.Popen) -> None:
        """End a child started with ``start`` that will not be used."""
        if proc.poll() is None:
            _signal(proc)
            try:
                proc.wait(KILL_AFTER)
            except subprocess.TimeoutExpired:
                _signal(proc, kill=True)
                proc.wait()

    def run(self, argv: Sequence[str], token: CancelToken, *,
            during: Callable[[], None] | None = None, feed: Feed | None = None,
            started: subprocess.Popen | None = None) -> int | None:
        """Run ``argv`` until it exits or ``token`` is cancelled.

        ``during()``, if given, is called once the child has started (the
        pyttsx3 backend synthesises there, writing into ``feed``); ``feed``
        is then written to the child as it reads, and closed when it ends.
        ``started``: the child, already started by :meth:`start` (``argv``
        is then only recorded). Returns the exit code, or None if it did
        not start (cancelled before, or the program vanished).
        """
        argv = [str(a) for a in argv]
        if token.cancelled:
            if started is not None:
                self.discard(started)
            return None
        proc = started if started is not None else self.start(argv)
        if proc is None:
            return None
        # Open the pidfd before anyone else can reap the child.
        pidfd = _pidfd(proc.pid)
        record = ChildRecord(argv, proc.pid, time.monotonic())
        if self.keep_history:
            self.history.append(record)
        if self.on_start is not None:
            try:
                self.on_start(proc)
            except Exception:
                pass

        def cut_off() -> None:
            record.cancelled_at = time.monotonic()
            _signal(proc)

        token.on_cancel(cut_off)  # runs at once if already cancelled
        try:
            if during is not None:
                self.running = proc
                try:
                    during()
                except BaseException:
                    _signal(proc, kill=True)
                    proc.wait()
                    raise
                finally:
                    self.running = None
            self._wait(proc, pidfd, token, feed)
        finally:
            token.remove_callback(cut_off)
            if pidfd is not None:
                os.close(pidfd)
            if feed is not None:
                feed.close()
        record.ended_at = time.monotonic()
        record.returncode = proc.returncode
        if proc.returncode == 0:
            self.failures = 0
        elif record.cancelled_at is None:
            self.failures += 1
            self.last_failure = proc.returncode
        return proc.returncode

    @staticmethod
    def _wait(proc: subprocess.Popen, pidfd: int | None, token: CancelToken, feed: Feed | None = None) -> None:
        killed = False
        while True:
            # The pipe to feed, while it waits for bytes; draining: all written, not all read yet.
            pipe = feed.fd if feed is not None and feed.waiting and not token.cancelled else None
            draining = feed is not None and feed.draining and not token.cancelled
            poll = DRAIN_POLL if draining else POLL
            if pidfd is not None:
                try:
                    ready, writable, _ = select.select([pidfd], [] if pipe is None else [pipe], [], poll)
                except (OSError, ValueError):
                    ready = writable = []
                    pidfd = None
                if ready:
                    break
                if feed is not None and (writable or draining):
                    feed.flush()
            else:
                if feed is not None and (pipe is not None or draining):
                    feed.flush()
                try:
                    proc.wait(timeout=poll)
                    break
                except subprocess.TimeoutExpired:
                    pass
            if proc.poll() is not None:
                break
            at = token.cancelled_at
            if at is not None and not killed and time.monotonic() - at > KILL_AFTER:
                _signal(proc, kill=True)
                killed = True
        proc.wait()


class CommandEngine:
    """An Engine that speaks each utterance by running one child command.

    ``argv_for(utt)`` builds the command line. The eSpeak NG backend uses
    ``espeak-ng -v <voice> -s <rate> -- <text>``; tests use stand-ins such as
    ``sleep 5``.
    """

    def __init__(self, argv_for: Callable[[Utterance], Sequence[str]], *,
                 program: str | None = None, keep_history: bool = False) -> None:
        self.argv_for = argv_for
        self.program = program
        self.runner = ChildRunner(keep_history=keep_history)

    def open(self) -> None:
        if self.program is not None and shutil.which(self.program) is None:
            raise SpeechUnavailable(f"{self.program} not found")

    def speak(self, utt: Utterance, token: CancelToken) -> None:
        self.runner.run(self.argv_for(utt), token)

    def silence(self) -> None:
        return None

    def close(self) -> None:
        return None

