"""Our own ctypes binding of the few libespeak-ng functions espeak_lib.py calls (speak_lib.h).

pyttsx3 has such a binding, but as a private module (``pyttsx3.drivers._espeak``)
that may change in any release; these are the library's own, stable C names.
Importing this module loads the library and raises OSError when it is missing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from ctypes import CFUNCTYPE, POINTER, Structure, Union, c_char_p, c_int, c_long, c_short, c_ubyte, c_uint, c_void_p

# espeak_EVENT_TYPE
EVENT_LIST_TERMINATED = 0
EVENT_MSG_TERMINATED = 6
EVENT_SAMPLERATE = 8
# espeak_AUDIO_OUTPUT
AUDIO_OUTPUT_SYNCHRONOUS = 2
# espeak_PARAMETER
RATE = 1
# Synth's flags
CHARS_UTF8 = 1
ENDPAUSE = 0x1000
POS_CHARACTER = 1


class _NumberOrName(Union):
    _fields_ = (("number", c_int), ("name", c_char_p))


class EVENT(Structure):
    """espeak_EVENT."""

    _fields_ = (("type", c_int), ("unique_identifier", c_uint), ("text_position", c_int), ("length", c_int),
                ("audio_position", c_int), ("sample", c_int), ("user_data", c_void_p), ("id", _NumberOrName))


class VOICE(Structure):
    """espeak_VOICE."""

    _fields_ = (("name", c_char_p), ("languages", c_char_p), ("identifier", c_char_p), ("gender", c_ubyte),
                ("age", c_ubyte), ("variant", c_ubyte), ("xx1", c_ubyte), ("score", c_int), ("spare", c_void_p))


#: t_espeak_callback: int (short *wav, int numsamples, espeak_EVENT *events); return 1 to stop the synthesis.
t_espeak_callback = CFUNCTYPE(c_int, POINTER(c_short), c_int, POINTER(EVENT))

#: Where the library is when the loader's own search does not find it (macOS's Homebrew, Windows' installer).
_PLACES = ("libespeak-ng.so.1", "/usr/local/lib/libespeak-ng.so.1", "/opt/homebrew/lib/libespeak-ng.1.dylib",
           "/usr/local/lib/libespeak-ng.1.dylib", r"C:\Program Files\eSpeak NG\libespeak-ng.dll",
           r"C:\Program Files (x86)\eSpeak NG\libespeak-ng.dll")


def _load() -> ctypes.CDLL:
    found = ctypes.util.find_library("espeak-ng") if sys.platform != "linux" else None  # Linux: the soname
    for place in ([found] if found else []) + list(_PLACES):
        try:
            return ctypes.CDLL(place)
        except OSError:
            continue
    raise OSError("libespeak-ng not found")


_dll = _load()


def _fn(name: str, result, *args):
    function = getattr(_dll, name)
    function.restype, function.argtypes = result, list(args)
    return function


Initialize = _fn("espeak_Initialize", c_int, c_int, c_int, c_char_p, c_int)
cSetSynthCallback = _fn("espeak_SetSynthCallback", None, t_espeak_callback)
SetVoiceByName = _fn("espeak_SetVoiceByName", c_int, c_char_p)
GetCurrentVoice = _fn("espeak_GetCurrentVoice", POINTER(VOICE))
SetParameter = _fn("espeak_SetParameter", c_int, c_int, c_int, c_int)
Cancel = _fn("espeak_Cancel", c_int)
_synth = _fn("espeak_Synth", c_int, c_char_p, c_long, c_uint, c_int, c_uint, c_uint, POINTER(c_uint), c_void_p)


def Synth(text: bytes, flags: int = CHARS_UTF8) -> int:
    """espeak_Synth from the text's start to its end (the size is only a hint for buffering)."""
    return _synth(text, len(text) + 1, 0, POS_CHARACTER, 0, flags, None, None)
