"""The player's settings and the voice's route: language, rate, braille, which voice speaks.

A part of ``app.session.Session`` (it reads ``settings``, ``speaker``,
``announcer`` and ``_run_only``, which ``Session.__init__`` sets).
"""

from __future__ import annotations

import sys

from app.session.common import SessionParts
from app.store import settings as settings_store
from app.text import errors, i18n


class Voice(SessionParts):
    """Settings saved on change, problems reported, and the route the words take (voice, reader, braille)."""

    def report(self, problems) -> None:
        """Announce each problem the store met (a file that could not be read or written)."""
        for p in problems:
            self.say(errors.problem(p.msg_id, p.params), "alert")

    def for_this_run(self, **file_values) -> None:
        """Mark the current values of these settings as for this run only (``--lang``, ``--speech``).

        The settings file keeps ``file_values``; a value the player then changes in
        the program is their choice, and is saved.
        """
        for name, file_value in file_values.items():
            self._run_only[name] = (getattr(self.settings, name), file_value)

    def file_value(self, name: str, current):
        """Return the value the settings file keeps for ``name``: ``current`` unless it is for this run only."""
        return self._run_only.get(name, (None, current))[1]

    def save_settings(self) -> None:
        """Write the settings (less what is for this run only); a failure is announced, never raised."""
        import dataclasses

        kept = {}
        for name, (run_value, file_value) in list(self._run_only.items()):
            if getattr(self.settings, name) == run_value:
                kept[name] = file_value
            else:
                del self._run_only[name]  # changed in the program: a choice to keep
        self.report(settings_store.save_settings(dataclasses.replace(self.settings, **kept)))

    def set_language(self, lang: str) -> None:
        """Switch screens, sentences and the voice to ``lang``."""
        self.settings.language = lang
        i18n.set_language(lang)
        self.speaker.set_language(lang)
        self.save_settings()

    def set_rate(self, rate: int) -> None:
        """Set the speech rate in words per minute."""
        self.settings.rate = rate
        self.speaker.set_rate(rate)
        self.save_settings()

    def use_braille(self, line) -> None:
        """Show each announcement and focus echo on a braille line (BRLTTY; ``None``: no display)."""
        if line is None:
            return
        self.braille = line

        def shown(text: str, kind: str) -> None:
            # A screen reader brailles what it says, or the screen line it reads, itself.
            if not self.through_reader() and not self.reader_reads_screen():
                line.show("" if kind == "clear" else text)

        self.announcer.listeners.append(shown)

    def show_utterances(self, sink) -> None:
        """Hand each utterance to ``sink`` when the player's screen reader reads it from the screen
        (the "screen" route, app/speech/screen_backend.py); ``None``: no screen to show it on."""
        self._utterance_sink = sink
        try:
            self.speaker.sink = sink
        except AttributeError:  # a voice of its own: nothing to hand over
            pass

    def reader_reads_screen(self) -> bool:
        """Return True when the player's screen reader reads Tabletalk's words from the screen."""
        return self._route() == "screen"

    def through_reader(self) -> bool:
        """Return True when the player's screen reader speaks (and brailles) the announcements."""
        return self._route() == "screenreader"

    def _route(self) -> str:
        """Return the name of the voice's route; a voice still starting is waited for only when it may
        become a screen reader's route (no reader runs: the first frame never waits for a voice)."""
        speaker = self.speaker
        if getattr(speaker, "starting", False) and not getattr(speaker, "may_be_reader", True):
            return "starting"
        return getattr(getattr(speaker, "started", speaker), "name", "")

    def voice_in_use(self) -> str:
        """Return the name of what speaks now ("NVDA", "eSpeak NG"), or "" when nothing does."""
        # A voice started on its own thread is asked once it is there.
        speaker = getattr(self.speaker, "started", self.speaker)
        if speaker is None or getattr(speaker, "status", None) or speaker.name in ("off", "recording"):
            return ""
        reader = getattr(speaker, "reader", "")
        if reader:
            return reader
        return {"pyttsx3": "eSpeak NG" if sys.platform.startswith("linux") else "pyttsx3",
                "espeak": "eSpeak NG", "speechd": "Speech Dispatcher"}.get(speaker.name, speaker.name)

    def replace_speaker(self, speaker) -> None:
        """Use another voice (after the speech setting changed)."""
        self.speaker.close()
        self.speaker = speaker
        self.announcer.speaker = speaker
        self.show_utterances(self._utterance_sink)
