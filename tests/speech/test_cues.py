"""Sound cues: made here, played beside the voice without waiting, for the events a player must not miss."""

from __future__ import annotations

import io
import os
import stat
import wave

from app.core.seats import default_seats
from app.plain.repl import PlainMode
from app.session import Session
from app.speech import earcons
from app.speech.cues import CuePlayer, RecordingCues
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings


def test_every_cue_is_a_short_wav_and_volume_scales_it():
    for name in earcons.CUES:
        loud = wave.open(io.BytesIO(earcons.make(name, 100)))
        assert loud.getnchannels() == 1 and loud.getframerate() == earcons.RATE
        assert 0.02 < loud.getnframes() / earcons.RATE < 0.6  # shorter than a spoken word
        frames = loud.readframes(loud.getnframes())
        quiet = wave.open(io.BytesIO(earcons.make(name, 0))).readframes(loud.getnframes())
        assert any(frames) and not any(quiet)


def stand_in(tmp_path, seconds: int):
    """Return a player command that notes the file it was given, then plays for ``seconds``."""
    script = tmp_path / "player"
    log = tmp_path / "played.txt"
    script.write_text(f"#!/bin/sh\necho \"$1\" >> {log}\nsleep {seconds}\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return [str(script)], log


def test_a_cue_is_handed_to_the_player_and_play_does_not_wait(tmp_path):
    command, log = stand_in(tmp_path, 5)
    player = CuePlayer(tmp_path / "cues", 60, command)
    player.play("turn")
    assert player._last.poll() is None  # the player is still playing: play() returned at once
    while not log.exists() or not log.read_text().strip():  # let it note its file before it is cut off
        player._last.poll()
    player.play("won")  # the next cue cuts the last one off
    player._last.wait(10)
    played = log.read_text().split()
    assert [os.path.basename(p) for p in played] == ["turn-60.wav", "won-60.wav"]
    assert (tmp_path / "cues" / "turn-60.wav").read_bytes() == earcons.make("turn", 60)
    player.set_volume(0)
    player.play("turn")
    assert log.read_text().split() == played  # off: nothing is played


def test_the_table_cues_turns_refusals_bots_taking_and_the_end():
    cues = RecordingCues()
    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"), cues=cues)
    out = io.StringIO()
    PlainMode(s, io.StringIO("tiko 3\nplay purple\nplay 9\n" + "play 1\n" * 40), out).run()
    assert cues.played[0] == "turn" and "bot" in cues.played[:2]
    assert "refused" not in cues.played[:1]
    assert {"turn", "bot", "game_over"} <= set(cues.played)
    s2 = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"), cues=RecordingCues())
    s2.start("zoker-tiko", 3, seats=default_seats(2))
    from app.games.zoker.tiko.rules import Play
    from app.games.zoker.cards import parse_card

    s2.act(Play(parse_card("red XL4")) if parse_card("red XL4") not in s2.match.state.hands[0]
           else Play(parse_card("blue S1")))
    assert s2.cues.played[-1] == "refused"
