"""The cue player: short sounds for events a player must not miss, beside the voice, never delaying it.

A cue is handed to the platform's own player in a child process (aplay or
paplay on Linux, afplay on macOS) or to winsound on Windows, and the call
returns at once. The sounds are made by ``app.speech.earcons`` on first use
and kept in the cache folder, one file per cue and volume.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

# app.speech.earcons (wave, math) is imported at the first cue: start-up never needs it.


class NoCues:
    """Plays nothing (cues off, or no player found); tests and silent runs use it."""

    def play(self, name: str) -> None:
        """Play nothing."""

    def set_volume(self, volume: int) -> None:
        """Ignore the volume."""


class RecordingCues(NoCues):
    """Keeps the names of the cues asked for, in order (for tests)."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


class CuePlayer(NoCues):
    """Plays each cue through the platform's player without waiting for it."""

    def __init__(self, folder: Path, volume: int, command: list[str] | None) -> None:
        self.folder, self.volume, self.command = folder, volume, command
        self._last: subprocess.Popen | None = None

    def set_volume(self, volume: int) -> None:
        """Use another volume (0: off) from the next cue on."""
        self.volume = volume

    def file(self, name: str) -> Path:
        """Return the cue's sound file at the current volume, made the first time."""
        path = self.folder / f"{name}-{self.volume}.wav"
        if not path.exists():
            from app.speech.earcons import make

            self.folder.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(make(name, self.volume))
            os.replace(tmp, path)
        return path

    def play(self, name: str) -> None:
        """Start the cue and return at once; a cue still playing is cut off by the next."""
        from app.speech.earcons import CUES

        if self.volume <= 0 or name not in CUES:
            return
        try:
            path = self.file(name)
            if sys.platform == "win32":
                import winsound

                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
                return
            if self.command is None:
                return
            if self._last is not None and self._last.poll() is None:
                self._last.terminate()
            self._last = subprocess.Popen(self.command + [str(path)], stdin=subprocess.DEVNULL,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError:
            self.command = None  # no player, or no room for the sound files: cues stay quiet from now on


def player_command() -> list[str] | None:
    """Return the platform's command that plays a WAV file, or None (Windows plays through winsound)."""
    if sys.platform == "win32":
        return None
    if sys.platform == "darwin" and shutil.which("afplay"):
        return ["afplay"]
    for command in (["paplay"], ["aplay", "-q"]):
        if shutil.which(command[0]):
            return command
    return None


def make_cues(volume: int, folder: Path) -> NoCues:
    """Return the cue player for this machine at ``volume`` (0 plays nothing, but can be turned up)."""
    command = player_command()
    if command is None and sys.platform != "win32":
        return NoCues()
    return CuePlayer(folder, volume, command)
