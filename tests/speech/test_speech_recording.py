"""RecordingSpeaker, the Speaker the UI tests listen with."""

from __future__ import annotations

import threading

import pytest

from app.speech import RecordingSpeaker, SilentSpeaker, Speaker
from app.speech.recording import Said


def test_records_texts_languages_and_calls():
    sp = RecordingSpeaker()
    assert isinstance(sp, Speaker)
    assert sp.name == "recording" and sp.status == ""
    sp.say("  Your turn. ")
    sp.set_language("sv")
    sp.set_rate(200)
    sp.say("Din tur.", interrupt=False)
    sp.say("")  # nothing to say: not recorded
    sp.stop()
    sp.set_language("cs-CZ")
    sp.close()
    sp.say("after close")
    assert not sp.speaking()
    sp.busy = True  # a test stands for a voice still talking
    assert sp.speaking()
    assert sp.said == ["Your turn.", "Din tur."]
    assert sp.last == "Din tur."
    assert sp.languages == ["sv", "cs"]
    assert sp.utterances == [
        Said("Your turn.", "en", 175, True),
        Said("Din tur.", "sv", 200, False),
    ]
    assert sp.log == [
        ("say", "Your turn.", True),
        ("language", "sv"),
        ("rate", 200),
        ("say", "Din tur.", False),
        ("stop",),
        ("language", "cs"),
        ("close",),
    ]
    assert sp.closed


def test_clear_and_unknown_language():
    sp = RecordingSpeaker(language="fi", rate=1000)
    assert sp.language == "fi" and sp.rate == 400
    sp.say("yksi")
    sp.clear()
    assert sp.said == [] and sp.log == [] and sp.last == ""
    with pytest.raises(ValueError):
        sp.set_language("klingon")
    assert sp.language == "fi"


def test_threads_may_say_at_once():
    sp = RecordingSpeaker()

    def talk(n):
        for i in range(200):
            sp.say(f"{n}-{i}", interrupt=False)

    threads = [threading.Thread(target=talk, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(sp.said) == 800 == len(sp.utterances)


def test_silent_speaker():
    sp = SilentSpeaker("espeak-ng not found", requested="espeak")
    assert isinstance(sp, Speaker)
    assert sp.name == "off" and sp.status == "espeak-ng not found" and sp.requested == "espeak"
    sp.say("nothing")
    sp.set_language("nl")
    sp.set_rate(90)
    sp.stop()
    sp.close()
    assert (sp.language, sp.rate) == ("nl", 90)
    assert SilentSpeaker().status == ""
