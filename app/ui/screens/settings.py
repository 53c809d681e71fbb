"""The settings: language, voice, rate, verbosity, the looks and the bots' pace; last, About (the version).

Up and down move; left and right (or Enter) change the focused setting.
Each change is said, applied at once and saved through the Session.
"""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget

from app.speech import make_speaker
from app.store.settings import PACE_MAX, PACE_MIN, RATE_MAX, RATE_MIN, SPEECH_BACKENDS, VERBOSITIES
from app.text import errors, i18n
from app.text.phrases import about, on_off
from app.ui import keys, words
from app.ui.screens.base import TabletalkScreen
from app.ui.widgets import Item

#: The settings, top to bottom.
ROWS = ("language", "speech", "rate", "verbosity", "cues", "large_print", "high_contrast", "light", "screen_reader", "reader_table",
        "bot_pace", "about")
#: Left and right change the rate by this many words a minute.
RATE_STEP = 25
#: Left and right change the bot pace by this many milliseconds.
PACE_STEP = 500
#: The sound cues' loudness steps (0: off).
CUE_LEVELS = (0, 20, 40, 60, 80, 100)
#: Settings that change how the screen looks.
LOOKS = ("large_print", "high_contrast", "light", "screen_reader", "reader_table")


class SettingsScreen(TabletalkScreen):
    """The settings list."""

    BINDINGS = keys.SETTINGS

    def heading(self) -> str:
        return words.settings_title()

    def keys_line(self) -> str:
        return words.settings_keys()

    def body(self) -> ComposeResult:
        with Vertical(id="settings"):
            for key in ROWS:
                yield Item(key, partial(self.label, key), id=f"setting-{key}")

    def value(self, key: str) -> str:
        """Return a setting's value as shown and said."""
        settings = self.session.settings
        if key == "language":
            return i18n.LANGUAGES[settings.language]
        if key == "speech":
            engine = self.session.voice_in_use()
            choice = words.speech_name(settings.speech)
            if engine and self.session.reader_reads_screen():
                return words.speech_read_by(choice, engine)
            return words.speech_in_use(choice, engine) if engine and settings.speech == "auto" else choice
        if key == "rate":
            return words.rate_value(settings.rate)
        if key == "verbosity":
            return words.verbosity_name(settings.verbosity)
        if key == "bot_pace":
            return words.pace_value(settings.bot_pace)
        if key == "cues":
            return words.cues_value(settings.cues)
        if key == "about":
            return about()
        return on_off(getattr(settings, key))

    def label(self, key: str) -> str:
        """Return "Setting: value"."""
        return words.setting_value(words.setting_label(key), self.value(key))

    def current(self) -> Item:
        """Return the focused setting (the first if none is)."""
        focused = self.focused
        return focused if isinstance(focused, Item) else self.query(Item).first()

    def intro(self) -> str:
        return words.settings_intro(self.current().label())

    def resumed(self) -> str:
        return self.intro()

    def where(self) -> str:
        items = list(self.query(Item))
        item = self.current()
        return words.menu_where(item.label(), items.index(item) + 1, len(items))

    def echo(self, widget: Widget) -> str:
        return widget.label() if isinstance(widget, Item) else ""

    def list_items(self) -> list:
        return list(self.query(Item))

    def action_move(self, delta: int) -> None:
        """Move up or down the settings; at an end, say so and stay."""
        self.move_in_list(list(self.query(Item)), self.current(), delta)

    def action_change(self, delta: int) -> None:
        """Change the focused setting one step (cycling through choices)."""
        key = self.current().key
        session, settings = self.session, self.session.settings
        if key == "about":
            session.say(self.label(key), "info")  # nothing to change: the line said again
            return
        if key == "language":
            codes = list(i18n.LANGUAGES)
            # The language listener re-draws every screen and says this one again.
            session.set_language(codes[(codes.index(settings.language) + delta) % len(codes)])
            return
        if key == "speech":
            if self._change_speech(delta):
                return
        elif key == "rate":
            session.set_rate(min(max(settings.rate + delta * RATE_STEP, RATE_MIN), RATE_MAX))
        elif key == "verbosity":
            settings.verbosity = _cycle(VERBOSITIES, settings.verbosity, delta)
            session.save_settings()
        elif key == "bot_pace":
            settings.bot_pace = min(max(settings.bot_pace + delta * PACE_STEP, PACE_MIN), PACE_MAX)
            session.save_settings()
        elif key == "cues":
            settings.cues = _cycle(CUE_LEVELS, settings.cues if settings.cues in CUE_LEVELS else 60, delta)
            session.cues.set_volume(settings.cues)
            session.save_settings()
            session.cue("turn")  # the new loudness, heard at once
        else:
            setattr(settings, key, not getattr(settings, key))
            if key == "screen_reader":
                # Turned off while a screen reader runs: it stays off at the next start too.
                settings.reader_mode_off = not settings.screen_reader
            session.save_settings()
            self.tt.apply_settings()
        self.update_view()
        text = self.label(key)
        notice = session.speech_notice() if key == "speech" else ""
        session.say(words.two_sentences(text, notice) if notice else text, "info")

    def _change_speech(self, delta: int) -> bool:
        """Step the speech setting; return True when it said the step itself.

        A choice that cannot speak here (the screen reader's own voice where Tabletalk cannot reach it:
        Orca 43 to 48) would have been said by a silent voice: the voice heard now says the value and
        why, and goes on speaking; the choice holds for this run, and the file keeps the last voice that
        worked, so the next start is not silent either.
        """
        session, settings = self.session, self.session.settings
        before = settings.speech
        settings.speech = _cycle(SPEECH_BACKENDS, settings.speech, delta)
        speaker = make_speaker(settings.speech, settings.language, settings.rate)
        if speaker.status and settings.speech != "off" and not getattr(session.speaker, "status", ""):
            speaker.close()
            session.for_this_run(speech=session.file_value("speech", before))
            session.save_settings()
            self.update_view()
            session.say(words.speech_cannot(self.label("speech"), errors.speech_reason(speaker.status)), "info")
            return True
        session.replace_speaker(speaker)
        session.save_settings()
        return False


#: A setting's value: a word (verbosity) or a number (the cues' loudness).
C = TypeVar("C", str, int)


def _cycle(choices: tuple[C, ...], current: C, delta: int) -> C:
    return choices[(choices.index(current) + delta) % len(choices)]
