"""The pyttsx3 backend on Linux streams each sentence to a player started first."""

from __future__ import annotations

import os
import select
import struct
import sys
import threading
import time

import pytest

from app.speech import espeak_lib
from app.speech.children import ChildRunner, Feed
from app.speech.pyttsx3_backend import Pyttsx3Speaker
from app.speech.worker import CancelToken

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Linux playback path")

TEXT = "Main menu: Zoker Solo, Pairs and ladders, Zoker Memo. Up and down arrows move."


def copying_player(out):
    """A player that copies the sound it is given (its last argument) to ``out``."""
    return ("sh", "-c", 'cat "$1" > "$0"', str(out))


def read_wav(data: bytes) -> tuple[int, int, int, bytes]:
    riff, _size, wave, fmt, _n, pcm_format, channels, rate, _bps, _align, bits, tag, _data_size = \
        struct.unpack("<4sI4s4sIHHIIHH4sI", data[:44])
    assert (riff, wave, fmt, tag, pcm_format) == (b"RIFF", b"WAVE", b"fmt ", b"data", 1)
    return channels, rate, bits, data[44:]


def test_the_player_gets_the_whole_sentence_through_a_fifo(tmp_path, closing):
    out = tmp_path / "heard.wav"
    sp = closing(Pyttsx3Speaker("en", player=copying_player(out)))
    sp.engine.runner.keep_history = True
    sp.say(TEXT)
    assert sp.wait_idle(10)
    [record] = sp.engine.runner.history
    assert record.returncode == 0
    assert record.argv[-1].endswith(".wav")
    assert not os.path.exists(record.argv[-1]), "the FIFO was left behind"
    channels, rate, bits, pcm = read_wav(out.read_bytes())
    assert (channels, bits) == (1, 16) and 8000 <= rate <= 48000
    whole = espeak_lib.synthesise(TEXT, "en", 175).pcm
    assert abs(len(pcm) - len(whole)) < 0.05 * len(whole), (len(pcm), len(whole))
    assert sp.engine.last_voice == "gmw/en"


def test_a_player_that_opens_its_fifo_late_still_gets_everything(tmp_path, closing):
    """Sentences synthesised before the player opened its FIFO: our end stays open
    until the player has read it all (closing it earlier lost the sound and left
    the player waiting for a writer until the next sentence cut it off)."""
    out = tmp_path / "heard.wav"
    sp = closing(Pyttsx3Speaker("en", player=("sh", "-c", 'sleep 0.3; cat "$1" >> "$0"', str(out))))
    sp.engine.runner.keep_history = True
    for text in ("Two.", "Three.", "Four."):
        sp.say(text, interrupt=False)
    assert sp.wait_idle(20)
    assert [r.returncode for r in sp.engine.runner.history] == [0, 0, 0]
    assert out.read_bytes().count(b"RIFF") == 3


def test_a_long_sentence_is_made_as_it_is_played_not_all_at_once(tmp_path, closing, monkeypatch):
    """At most AHEAD_S (and the piece being made) ahead of the player: the first sound
    does not wait, and the processor is not taken from a loading screen for the rest."""
    from app.speech import children, pyttsx3_backend

    monkeypatch.setattr(pyttsx3_backend, "AHEAD_S", 0.5)
    writes: list[tuple[float, int]] = []
    write = children.Feed.write

    def noted(self, data):
        writes.append((time.monotonic(), len(data)))
        write(self, data)

    monkeypatch.setattr(children.Feed, "write", noted)
    out = tmp_path / "heard.wav"
    sp = closing(Pyttsx3Speaker("en", player=copying_player(out)))
    sp.say(TEXT)
    assert sp.wait_idle(20)
    _channels, rate, _bits, pcm = read_wav(out.read_bytes())
    assert len(pcm) / 2 / rate > 3 and len(writes) > 3
    first, made = writes[0][0], 0
    for at, size in writes:
        made += size
        # Made before this piece: at most AHEAD_S more than the time since the first one.
        assert (made - size) / 2 / rate <= at - first + 0.5 + 0.05
    whole = espeak_lib.synthesise(TEXT, "en", 175).pcm
    assert abs(len(pcm) - len(whole)) < 0.05 * len(whole)


def test_a_player_that_has_gone_is_not_fed_at_its_pace(closing, monkeypatch):
    """A player that failed at once (no sound device) is counted as failed when the sentence is
    made, not seconds later as it would have been played."""
    from app.speech import pyttsx3_backend

    monkeypatch.setattr(pyttsx3_backend, "AHEAD_S", 0.5)
    sp = closing(Pyttsx3Speaker("en", player=("sh", "-c", "exit 1")))
    sp.engine.runner.keep_history = True
    sp.say(TEXT * 4)  # about 20 s of sound
    assert sp.wait_idle(10)  # paced to a player, it would take 19 s
    [record] = sp.engine.runner.history
    assert record.returncode == 1 and sp.engine.runner.failures == 1


def test_without_fifos_the_player_gets_a_whole_file(tmp_path, closing, monkeypatch):
    def no_fifo(*args, **kwargs):
        raise OSError("no FIFOs on this file system")

    monkeypatch.setattr(os, "mkfifo", no_fifo)
    out = tmp_path / "heard.wav"
    sp = closing(Pyttsx3Speaker("en", player=copying_player(out)))
    sp.say(TEXT)
    assert sp.wait_idle(10)
    _channels, _rate, _bits, pcm = read_wav(out.read_bytes())
    assert len(pcm) > 22050  # more than half a second of sound


def test_a_player_that_does_not_read_is_cut_off_and_leaves_nothing(tmp_path, closing, long_child, wait_for):
    sp = closing(Pyttsx3Speaker("en", player=tuple(long_child)))
    runner = sp.engine.runner
    runner.keep_history = True
    sp.say(TEXT * 3)  # more sound than a pipe holds
    assert wait_for(lambda: len(runner.history) == 1, timeout=5)
    sp.stop()
    assert sp.wait_idle(5)
    [record] = runner.history
    assert record.cancelled_at is not None and record.returncode is not None
    assert os.listdir(sp.engine._dir) == []


def test_a_feed_never_blocks_and_delivers_everything_in_order():
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    feed = Feed(write_end)
    data = bytes(range(256)) * 4096  # 1 MiB, far more than a pipe holds
    for i in range(0, len(data), 50_000):
        feed.write(data[i:i + 50_000])  # returns at once even though the pipe is full
    assert feed.waiting
    got = bytearray()

    def reader():
        while chunk := os.read(read_end, 65536):
            got.extend(chunk)

    thread = threading.Thread(target=reader)
    thread.start()
    feed.finish()
    while feed.fd is not None:  # what ChildRunner's wait loop does
        select.select([], [feed.fd], [], 0.1)
        feed.flush()
    thread.join(5)
    os.close(read_end)
    assert bytes(got) == data


def test_a_child_is_fed_while_it_runs(tmp_path):
    fifo = tmp_path / "in.raw"
    os.mkfifo(fifo)
    out = tmp_path / "out.raw"
    feed = Feed(os.open(fifo, os.O_RDWR | os.O_NONBLOCK))
    data = os.urandom(300_000)

    def during():
        feed.write(data)
        feed.finish()

    code = ChildRunner().run(["sh", "-c", 'cat "$0" > "$1"', str(fifo), str(out)], CancelToken(),
                             during=during, feed=feed)
    assert code == 0
    assert out.read_bytes() == data
    assert feed.fd is None


def test_voice_and_rate_follow_each_sentence():
    """The voice and rate set last are remembered, never mixed up between sentences."""
    assert espeak_lib.prepare("fi", 175) == "urj/fi"
    fi = espeak_lib.synthesise("17 23 48", "fi", 175)
    en = espeak_lib.synthesise("17 23 48", "en", 175)
    fast = espeak_lib.synthesise("17 23 48", "en", 350)
    assert (fi.voice, en.voice, fast.voice) == ("urj/fi", "gmw/en", "gmw/en")
    assert fi.duration > 1.3 * en.duration > 1.3 * fast.duration
