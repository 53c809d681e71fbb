"""A screen reader that reads the screen (Orca 43 to 48), and a language it does not speak.

Orca 43 speaks all it reads in its one voice: a Czech sentence read from the
terminal reaches speech-dispatcher as ``language en-us`` (issue 33), and is
noise. Orca 43 has no API through which to hand it the language, and its
terminal script speaks any text that changes after a letter key or Enter
(``scripts/terminal/script_utilities.py``, ``treatEventAsCommand``), so
there is no way to show new words that it leaves unsaid. So:

- in the reader's language (English: Orca's voice as installed), the reader
  reads the screen, as before (``screen_backend.ScreenSpeaker``);
- in any other, Tabletalk speaks through speech-dispatcher itself, with
  ``SET self LANGUAGE cs`` (``speechd_backend.SSIPEngine``), and the screen
  stays quiet: this speaker then calls itself "screenreader", the name with
  which the screens leave the terminal unchanged for a reader (as for a
  reader's API), so Orca finds nothing new to read. Braille then comes from
  Tabletalk too, through BrlAPI at a priority above Orca's, since Orca
  brailles only the quiet screen.

The route follows ``set_language``: pressing ``l`` from English to Swedish
moves the words from the screen to speech-dispatcher, and back again. When
speech-dispatcher cannot be reached, the reader goes on reading the screen.

Line mode (``lines``) prints every line, and Orca reads each. Giving Orca's
own connection the language (``SET <id> LANGUAGE cs``) was tried and does not
work: speech-dispatcher 0.11.4 accepts it, but Orca 43 with its default voice
sets ``language en`` and ``en-US`` again before every sentence
(``speechdispatcherfactory._apply_acss``: a voice with no family is set anew
each time), and ``HISTORY GET CLIENT_LIST`` is "not yet implemented", so
Orca's connection cannot even be named. What works: Orca's terminal script
leaves to its default script any new text with a line that starts with ``~``
(``"\n~"``: a vi screen's empty rows), and that script says nothing of text
that came after Enter or by itself. So while speech-dispatcher speaks, line
mode starts its prompt with ``LINE_LEAD`` ("~> "), writes each answer and
each piece of news together with that prompt (``app/plain/editor.py``), and
Orca reads none of it; the lines stay on the screen for review and braille.
Measured with Orca 43.1 (tests/screenreader, the lines-languages sitting).
Orca 49.7 reads such lines all the same, so line mode with Orca 49 is left
to Orca (make_speaker).
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any, Callable

from .base import DEFAULT_RATE, clamp_rate, normalise_language, spoken_ms
from .screen_backend import ScreenSpeaker

log = logging.getLogger(__name__)

#: The language the reader's own voice speaks, when nothing says otherwise.
READER_LANGUAGE = "en"
#: BrlAPI's priority for our braille beside the reader's (Orca asks for 50, the default).
BRAILLE_PRIORITY = 70
#: What starts line mode's prompt while Tabletalk speaks for the reader: new text with a line that
#: starts with it is left unsaid by Orca's terminal script (see the module's docstring).
LINE_LEAD = "~"
#: Longest wait at close for the last sentence to be said (line mode's farewell; seconds).
LAST_WORDS_S = 3.0


def _speechd_voice(language: str, rate: int):
    from .speechd_backend import SSIPEngine
    from .worker import WorkerSpeaker

    return WorkerSpeaker(SSIPEngine(), name="speechd", language=language, rate=rate, open_timeout=3.0)


def _braille():
    from .braille import open_braille

    return open_braille(priority=BRAILLE_PRIORITY)


class ReaderVoiceSpeaker:
    """The reader reads the screen in its language; other languages go to speech-dispatcher."""

    def __init__(self, reader: str, language: str = "en", rate: int = DEFAULT_RATE, *, lines: bool = False,
                 reader_language: str = READER_LANGUAGE,
                 voice: Callable[[str, int], Any] = _speechd_voice,
                 braille: Callable[[], Any] = _braille) -> None:
        #: The reader that reads the screen ("Orca").
        self.reader_name = reader
        self.reader_language = reader_language
        self.language = normalise_language(language)
        self.rate = clamp_rate(rate)
        self.status = ""
        #: Line mode: the reader reads each printed line (its own language), or none (``keeps_lines``).
        self.lines = lines
        self.screen = ScreenSpeaker(reader, self.language, self.rate, lines=lines)
        self._make_voice = voice
        self._make_braille = braille
        self._lock = threading.Lock()
        self._voice = None
        self._braille_line = None
        #: Why speech-dispatcher is not used, once it failed ("" while it works or was not needed).
        self.voice_problem = ""
        self._closed = False
        #: When speech-dispatcher will have said what it was given (an estimate: it does not tell us).
        self._said_by = 0.0
        self._follow()

    # Which route ---------------------------------------------------------------

    @property
    def own_voice(self) -> bool:
        """True while the words go to speech-dispatcher (and the screen stays quiet)."""
        return self._voice is not None

    def _follow(self) -> None:
        """Open or close speech-dispatcher and the braille line for the current language."""
        wanted = self.language != self.reader_language
        with self._lock:
            if self._closed:
                return
            voice, line = self._voice, self._braille_line
            if wanted and voice is None and not self.voice_problem:
                voice = self._start_voice()
                line = self._open_braille() if voice is not None else None
            elif not wanted and voice is not None:
                voice.close()
                if line is not None:
                    line.close()
                voice = line = None
            self._voice, self._braille_line = voice, line
        if voice is not None:
            self.screen.stop()  # what waited for the screen is not read after the switch
            voice.set_language(self.language)
            voice.set_rate(self.rate)

    def _start_voice(self):
        try:
            voice = self._make_voice(self.language, self.rate)
        except Exception as exc:  # SpeechUnavailable, or anything a broken server does
            self.voice_problem = str(exc) or type(exc).__name__
            log.debug("speech-dispatcher not used: %s", self.voice_problem)
            return None
        if getattr(voice, "status", ""):
            self.voice_problem = voice.status
            voice.close()
            return None
        return voice

    def _open_braille(self):
        try:
            return self._make_braille()
        except Exception:
            log.debug("no braille beside the reader", exc_info=True)
            return None

    @property
    def keeps_lines(self) -> bool:
        """Line mode, and speech-dispatcher speaks: the printed lines must be kept from the reader."""
        return self.lines and self._voice is not None

    @property
    def name(self) -> str:
        """"screen" while the reader reads the screen; "screenreader" while the screen stays quiet
        for it (the name the screens know for a route that speaks and brailles by itself)."""
        return "screenreader" if self._voice is not None else "screen"

    @property
    def reader(self) -> str:
        """What speaks, for the settings line: the reader, or Speech Dispatcher."""
        return "Speech Dispatcher" if self._voice is not None else self.reader_name

    # The Speaker protocol ---------------------------------------------------------

    def say(self, text: str, interrupt: bool = True) -> None:
        voice, line = self._voice, self._braille_line
        if voice is None:
            self.screen.say(text, interrupt)
            return
        voice.say(text, interrupt)
        start = time.monotonic() if interrupt else max(time.monotonic(), self._said_by)
        self._said_by = start + spoken_ms(text, self.rate) / 1000
        if line is not None:
            line.show(text)

    def stop(self) -> None:
        voice = self._voice
        (voice or self.screen).stop()

    def speaking(self) -> bool:
        voice = self._voice
        return (voice or self.screen).speaking()

    def set_language(self, lang: str) -> None:
        self.language = normalise_language(lang)
        self.screen.set_language(lang)
        self._follow()

    def set_rate(self, rate: int) -> None:
        self.rate = clamp_rate(rate)
        self.screen.set_rate(rate)
        voice = self._voice
        if voice is not None:
            voice.set_rate(rate)

    @property
    def sink(self):
        return self.screen.sink

    @sink.setter
    def sink(self, sink) -> None:
        self.screen.sink = sink

    def close(self) -> None:
        with self._lock:
            self._closed = True
            voice, line = self._voice, self._braille_line
            self._voice = self._braille_line = None
        self.screen.close()
        if voice is not None:
            if self.lines:
                # speech-dispatcher drops what a client queued when it goes: line mode's farewell,
                # said just before, is given the time it takes to say (at most LAST_WORDS_S).
                time.sleep(max(0.0, min(LAST_WORDS_S, self._said_by - time.monotonic())))
            voice.close()
        if line is not None:
            line.close()

    def wait_idle(self, timeout: float = 5.0) -> bool:
        voice = self._voice
        return (voice or self.screen).wait_idle(timeout)

    def __repr__(self) -> str:
        return (f"ReaderVoiceSpeaker(reader={self.reader_name!r}, language={self.language!r}, name={self.name!r}, "
                f"lines={self.lines})")


def line_lead(speaker, language: str) -> str:
    """Return what line mode's prompt starts with for ``speaker`` (``LINE_LEAD``, or "").

    A voice still starting (line mode's first line never waits for it) is taken
    for what it is expected to become: ``keeps_lines_expected``, set by
    start_speaker when Orca runs, in a language other than the reader's.
    """
    if getattr(speaker, "starting", False):
        expected = getattr(speaker, "keeps_lines_expected", False)
        return LINE_LEAD if expected and normalise_language(language) != READER_LANGUAGE else ""
    started = getattr(speaker, "started", speaker) if hasattr(speaker, "starting") else speaker
    return LINE_LEAD if getattr(started, "keeps_lines", False) is True else ""
