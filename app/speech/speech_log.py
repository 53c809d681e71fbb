"""A record of every utterance a voice starts, for the screen reader harness (TABLETALK_SPEECH_LOG).

When the environment variable names a file, each utterance is appended as
one line: the time (seconds since the epoch), the voice, the text. The
harness in tests/screenreader/ puts it beside what the screen reader said.
Without the variable nothing is written and nothing is opened.
"""

from __future__ import annotations

import os
import threading
import time

ENV = "TABLETALK_SPEECH_LOG"
_PATH = os.environ.get(ENV, "")
_LOCK = threading.Lock()


def note(voice: str, text: str) -> None:
    """Append one utterance to the log, if there is one (never raises)."""
    if not _PATH:
        return
    line = f"{time.time():.6f}\t{voice}\t{text.replace(chr(10), chr(92) + 'n')}\n"
    try:
        with _LOCK, open(_PATH, "a", encoding="utf-8") as f:
            f.write(line)
    except OSError:
        pass
