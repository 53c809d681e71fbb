"""The player's settings, kept as TOML in the config folder.

Loading never fails: a missing file gives the defaults, an unknown key is
ignored, a bad value falls back to its default (or, for a number out of range,
to the nearest allowed value) and is reported, and a file that is not valid
TOML is moved aside and reported.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.store.atomic import move_aside, write_atomic
from app.store.paths import config_dir
from app.store.problems import Problem, error_code

SETTINGS_FILE = "settings.toml"

LANGUAGES = ("en", "sv", "fi", "nl", "is", "cs")
SPEECH_BACKENDS = ("auto", "screenreader", "pyttsx3", "espeak", "speechd", "off")
VERBOSITIES = ("brief", "full")
RATE_MIN, RATE_MAX, RATE_DEFAULT = 80, 450, 175
HISTORY_MIN, HISTORY_MAX, HISTORY_DEFAULT = 1, 100_000, 200
#: The pause after each bot move, in milliseconds (0: bots move at once).
PACE_MIN, PACE_MAX, PACE_DEFAULT = 0, 5000, 1500
#: The sound cues' loudness in per cent (0: off).
CUES_DEFAULT = 60


def default_language() -> str:
    """Return the language the system asks for, for a first start with no saved setting.

    In gettext's order: LANGUAGE (a list: the first language we have wins),
    then LC_ALL, LC_MESSAGES and LANG, then the system's own locale (Windows,
    macOS); a language we lack falls back to English. The variables are read
    as they are, whether or not that locale is installed: where it is not,
    Python's C-locale coercion puts LC_CTYPE=C.UTF-8 in the environment,
    which says nothing about the player's language (Babel's default_locale
    would read it before LANG), so LC_CTYPE is not read.
    """
    preferred = [p for p in os.environ.get("LANGUAGE", "").split(":") if p]
    # The first of these that is set is the locale of messages (a later one does not count).
    preferred += [next((v for v in map(os.environ.get, ("LC_ALL", "LC_MESSAGES", "LANG")) if v), "")]
    preferred += _system_locale()
    return next((code for code in map(_language_part, preferred) if code in LANGUAGES), "en")


def _language_part(name: str) -> str:
    """"sv_SE.UTF-8@euro" -> "sv", "nl-BE" -> "nl", "C.UTF-8" -> "c"."""
    for mark in ".@_-":
        name = name.split(mark, 1)[0]
    return name.strip().lower()


def _system_locale() -> list[str]:
    """Return the locale the operating system itself reports (the Windows user interface language), if any."""
    import locale

    names = []
    if sys.platform == "win32":  # (os.name "nt"; the platform check mypy understands)
        try:
            import ctypes

            names.append(locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage(), ""))
        except (AttributeError, OSError):
            pass
    try:
        names.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    return [n for n in names if n]


@dataclass
class Settings:
    """Everything the player can set.

    Attributes:
        language: one of LANGUAGES.
        speech: one of SPEECH_BACKENDS ("off": text only).
        rate: speech rate in words per minute, RATE_MIN..RATE_MAX.
        verbosity: one of VERBOSITIES.
        large_print: big block glyphs for cards and dice.
        high_contrast: the black, white and yellow theme (black, white and navy when light).
        light: dark text on a light ground (in either contrast).
        screen_reader: screen reader mode: the screen is one line of words, the latest said, with
            the cursor at its end; animations off. Turned on for the run when a screen reader runs.
        reader_table: screen reader mode shows the table (for a player who uses a magnifier beside the
            reader) instead of the reading line; the voice is the mode's own.
        reader_mode_off: the player turned screen reader mode off while a reader ran: it is not
            turned on by itself again.
        player_name: the name of seat 0 ("" for the default).
        history_size: how many messages the history keeps.
        bot_pace: milliseconds between bot moves, PACE_MIN..PACE_MAX, so each can be heard.
        cues: the loudness of the sound cues, 0 (off) to 100.
        last_table: the address of the table server joined last ("" for none), offered by ``join``.
        chat: the others' chat lines at a shared table are said (False: muted).

    A value out of its allowed set raises ValueError when the Settings is made;
    a rate out of range is clamped.
    """

    language: str = field(default_factory=default_language)
    speech: str = "auto"
    rate: int = RATE_DEFAULT
    verbosity: str = "brief"
    large_print: bool = False
    high_contrast: bool = False
    light: bool = False
    screen_reader: bool = False
    reader_table: bool = False
    reader_mode_off: bool = False
    player_name: str = ""
    history_size: int = HISTORY_DEFAULT
    bot_pace: int = PACE_DEFAULT
    cues: int = CUES_DEFAULT
    last_table: str = ""
    chat: bool = True

    @property
    def words_only(self) -> bool:
        """Return True when the screen is the reading line alone (screen reader mode, its table not shown)."""
        return self.screen_reader and not self.reader_table

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            checked, ok = _CHECKS[f.name](value)
            if not ok and checked is None:
                raise ValueError(f"bad value for setting {f.name}: {value!r}")
            setattr(self, f.name, checked)


# A check returns (value to use, ok): (v, True) when the value is good,
# (v, False) when it was adjusted (a number clamped), (None, False) when unusable.
Check = Callable[[Any], "tuple[Any, bool]"]


def _choice(options: tuple[str, ...]) -> Check:
    def check(value: Any) -> tuple[Any, bool]:
        if isinstance(value, str) and value.strip().lower() in options:
            return value.strip().lower(), True
        return None, False

    return check


def _integer(low: int, high: int, clamp: bool) -> Check:
    def check(value: Any) -> tuple[Any, bool]:
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            return None, False
        if low <= value <= high:
            return value, True
        return (min(max(value, low), high), False) if clamp else (None, False)

    return check


def _boolean(value: Any) -> tuple[Any, bool]:
    return (value, True) if isinstance(value, bool) else (None, False)


def _text(value: Any) -> tuple[Any, bool]:
    if isinstance(value, str) and value.isprintable():
        return value.strip(), True
    return None, False


_CHECKS: dict[str, Check] = {
    "language": _choice(LANGUAGES),
    "speech": _choice(SPEECH_BACKENDS),
    "rate": _integer(RATE_MIN, RATE_MAX, clamp=True),
    "verbosity": _choice(VERBOSITIES),
    "large_print": _boolean,
    "high_contrast": _boolean,
    "light": _boolean,
    "screen_reader": _boolean,
    "reader_table": _boolean,
    "reader_mode_off": _boolean,
    "player_name": _text,
    "history_size": _integer(HISTORY_MIN, HISTORY_MAX, clamp=False),
    "bot_pace": _integer(PACE_MIN, PACE_MAX, clamp=True),
    "cues": _integer(0, 100, clamp=True),
    "last_table": _text,
    "chat": _boolean,
}


def settings_path() -> Path:
    """Return the path of the settings file."""
    return config_dir() / SETTINGS_FILE


def _shown(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:39] + "…"


def load_settings() -> tuple[Settings, list[Problem]]:
    """Return the saved settings (defaults where missing) and any problems met.

    Never raises for a bad or missing file: see the module docstring.
    """
    path = settings_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings(), []
    except OSError as exc:
        try:
            moved = str(move_aside(path))
        except OSError:
            moved = ""
        return Settings(), [Problem("settings_unreadable",
                                    {"path": str(path), "error": error_code(exc), "moved_to": moved})]
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        try:
            moved = str(move_aside(path))
        except OSError as exc:
            return Settings(), [Problem("settings_unreadable",
                                        {"path": str(path), "error": error_code(exc), "moved_to": ""})]
        return Settings(), [Problem("settings_corrupt", {"path": str(path), "moved_to": moved})]

    # Defaults are made only for what the file lacks: the language's default asks the system.
    values: dict[str, Any] = {}
    problems: list[Problem] = []
    for f in dataclasses.fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        checked, ok = _CHECKS[f.name](value)
        if checked is None:
            checked = f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
        if not ok:
            problems.append(Problem("settings_bad_value", {
                "path": str(path), "key": f.name, "value": _shown(value), "used": checked}))
        values[f.name] = checked
    return Settings(**values), problems


def save_settings(settings: Settings) -> list[Problem]:
    """Write the settings atomically; return [] or the problem met (the file is then unchanged).

    Raises:
        ValueError: when a field holds a value it may not (a programming error).
    """
    import tomli_w  # here, not at the top: only saving needs it, never the start-up

    data = dataclasses.asdict(dataclasses.replace(settings))  # replace re-checks the values
    path = settings_path()
    try:
        write_atomic(path, tomli_w.dumps(data))
    except OSError as exc:
        return [Problem("settings_write_failed", {"path": str(path), "error": error_code(exc)})]
    return []
