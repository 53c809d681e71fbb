"""The sound cues, made here from a few tones (nothing is copied from elsewhere).

Each cue is a short figure of sine tones with soft edges, easy to tell
apart by ear and shorter than a spoken word: ``make(name, volume)`` returns
a mono 16-bit WAV as bytes. ``python -m app.speech.earcons DIR`` writes
them all to a folder to listen to.
"""

from __future__ import annotations

import io
import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
#: Cue name -> notes (frequency in Hz, seconds); 0 Hz is a rest.
CUES: dict[str, tuple[tuple[float, float], ...]] = {
    "turn": ((660, 0.07), (880, 0.09)),                    # your turn: a rising pair
    "refused": ((220, 0.09), (0, 0.03), (220, 0.09)),      # an illegal move: two low knocks
    "won": ((523, 0.06), (659, 0.06), (784, 0.12)),        # a trick or a pair taken: a rising chord
    "game_over": ((784, 0.1), (659, 0.1), (523, 0.1), (392, 0.25)),  # the game is over: falling
    "edge": ((1200, 0.03),),                               # the end of a list or the table: a tick
    "bot": ((440, 0.05),),                                 # a bot acted: a soft blip
    "thinking": ((392, 0.03), (0, 0.06), (392, 0.03)),     # a bot still thinking: two faint low ticks
    "played": ((988, 0.04),),                              # your card is down (a race): a short high tick
    "zap": ((880, 0.04), (1320, 0.06)),                    # a Zap card is played: a quick upward leap
    "throw": ((1047, 0.025), (784, 0.025), (1175, 0.025), (880, 0.04)),  # a die thrown: a rattle
    "place": ((330, 0.06),),                               # a die put on a field: a low knock
    "out": ((392, 0.08), (262, 0.14)),                     # a die goes OUT: a falling step
    "bets": ((587, 0.06), (587, 0.06), (880, 0.1)),        # the bets are settled: a call
    "swap": ((698, 0.03), (523, 0.04)),                    # cards exchanged: a short swish down
    "close": ((262, 0.05), (0, 0.03), (262, 0.05), (392, 0.1)),  # a player closes: a double knock, a note
}


def make(name: str, volume: int) -> bytes:
    """Return cue ``name`` at ``volume`` (1-100) as WAV bytes."""
    samples = []
    amplitude = 0.5 * 32767 * max(0, min(volume, 100)) / 100
    for frequency, seconds in CUES[name]:
        count = int(RATE * seconds)
        edge = max(1, int(RATE * 0.008))  # 8 ms fade in and out: no click
        for i in range(count):
            fade = min(1.0, i / edge, (count - 1 - i) / edge)
            value = math.sin(2 * math.pi * frequency * i / RATE) if frequency else 0.0
            samples.append(int(amplitude * fade * value))
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return out.getvalue()


def main(argv: list[str]) -> int:
    folder = Path(argv[0] if argv else "earcons")
    folder.mkdir(parents=True, exist_ok=True)
    for name in CUES:
        (folder / f"{name}.wav").write_bytes(make(name, 80))
        print(folder / f"{name}.wav")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
