"""Is there any way to play a sound here? A cheap look, made when an engine starts.

eSpeak NG and aplay start fine on a machine with no sound card: espeak-ng
then prints ALSA errors and still exits 0, and aplay fails only when the
first sentence is played. So that the player is told why nothing is heard,
the engines look once at start (a few system calls, no child process): on
Linux, a sound device (``/dev/snd/pcmC*``), a sound server's socket
(PulseAudio, PipeWire, ``PULSE_SERVER``), or an ALSA configuration of the
player's own (which may send the sound anywhere). When none is there, the
reason is NO_SOUND_DEVICE; it is only a reason to show: the engine still
runs. Elsewhere (Windows, macOS) the system voice plays by itself: "".
"""

from __future__ import annotations

import glob
import os
import sys

NO_SOUND_DEVICE = "no sound device found"

#: Where Linux has its sound devices, sound servers and ALSA configurations (tests move them).
DEVICES = "/dev/snd/pcmC*"
SERVER_SOCKETS = ("pulse/native", "pipewire-0")
CONFIGS = ("~/.asoundrc", "/etc/asound.conf")


def sound_problem() -> str:
    """"" when a sound may be played here (or it cannot be told), else NO_SOUND_DEVICE."""
    if not sys.platform.startswith("linux"):
        return ""
    if glob.glob(DEVICES):
        return ""
    if os.environ.get("PULSE_SERVER") or os.environ.get("ALSA_CONFIG_PATH"):
        return ""
    runtime = os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}"
    if any(os.path.exists(os.path.join(runtime, name)) for name in SERVER_SOCKETS):
        return ""
    if any(os.path.exists(os.path.expanduser(path)) for path in CONFIGS):
        return ""
    return NO_SOUND_DEVICE
