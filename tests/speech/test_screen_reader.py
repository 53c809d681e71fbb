"""The "screenreader" backend (issue 13): the running screen reader through prismatoid, with a
stand-in for prismatoid, since NVDA, JAWS, VoiceOver and Orca cannot run here."""

from __future__ import annotations

import enum
import time
from types import SimpleNamespace

import pytest

from app import speech
from app.speech import make_speaker, prism_backend, readers
from app.speech.prism_backend import ScreenReaderSpeaker
from app.speech.speechd_backend import SpeechdSpeaker
from app.text.errors import speech_reason


class BackendId(enum.IntEnum):
    NVDA = 1
    ORCA = 2
    SPEECH_DISPATCHER = 3


class FakeBackend:
    def __init__(self, name: str, is_speaking: bool = False, voices=("en-us", "sv", "cs")) -> None:
        self.name = name
        self.calls: list = []
        self.features = SimpleNamespace(is_supported_at_runtime=True, supports_output=True,
                                        supports_is_speaking=is_speaking)
        self.speaking = False
        self.gone = False
        self._voices = voices
        self.voice = -1
        self.rate = 0.5

    def output(self, text, interrupt=False):
        if self.gone:
            raise RuntimeError("the reader went away")
        self.calls.append(("output", text, interrupt))

    def stop(self):
        self.calls.append(("stop",))

    @property
    def voices_count(self):
        return len(self._voices)

    def get_voice_language(self, index):
        return self._voices[index]


def fake_prism(running=("ORCA", "SPEECH_DISPATCHER"), is_speaking: bool = False):
    """A stand-in prism module whose registry holds NVDA, Orca and speech-dispatcher; ``running`` start."""
    made: dict[str, FakeBackend] = {}
    running = list(running)

    class Context:
        order = [BackendId.NVDA, BackendId.ORCA, BackendId.SPEECH_DISPATCHER]
        backends_count = 3

        def id_of(self, index):
            return self.order[index]

        def name_of(self, backend_id):
            return {"NVDA": "NVDA", "ORCA": "Orca", "SPEECH_DISPATCHER": "Speech Dispatcher"}[backend_id.name]

        def create(self, backend_id):
            if backend_id.name not in running:
                raise ValueError("Invalid or unsupported backend")
            made[backend_id.name] = FakeBackend(backend_id.name, is_speaking)
            return made[backend_id.name]

    return SimpleNamespace(BackendId=BackendId, Context=Context, made=made, running=running)


@pytest.fixture
def closing():
    speakers = []
    yield lambda sp: speakers.append(sp) or sp
    for sp in speakers:
        sp.close()


def wait_for(check, timeout=2.0):
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline
        time.sleep(0.005)


def test_the_first_running_reader_speaks_and_brailles_each_announcement(closing):
    prism = fake_prism(running=("ORCA",))
    sp = closing(ScreenReaderSpeaker("sv", 175, module=prism))
    assert sp.reader == "Orca" and sp.status == "" and sp.name == "screenreader"
    sp.say("Din tur.")
    orca = prism.made["ORCA"]
    wait_for(lambda: ("output", "Din tur.", True) in orca.calls)
    assert "NVDA" not in prism.made  # not running: tried, never spoken to


def test_an_interruption_stops_the_reader_first_and_a_queued_sentence_does_not(closing):
    prism = fake_prism(running=("NVDA",))
    sp = closing(ScreenReaderSpeaker("en", 400, module=prism))
    sp.say("A long sentence of many words that the reader is still saying.")
    sp.say("Your turn.")
    sp.say("Eva plays.", interrupt=False)
    nvda = prism.made["NVDA"]
    wait_for(lambda: ("output", "Eva plays.", False) in nvda.calls, timeout=5)
    at = nvda.calls.index(("output", "Your turn.", True))
    assert nvda.calls[at - 1] == ("stop",)
    assert nvda.calls[at + 1] == ("output", "Eva plays.", False)  # no stop before a queued one


def test_busy_while_the_reader_speaks_when_it_can_say_so(closing):
    prism = fake_prism(running=("NVDA",), is_speaking=True)
    sp = closing(ScreenReaderSpeaker("en", 175, module=prism))
    sp.say("x")
    wait_for(lambda: "NVDA" in prism.made and prism.made["NVDA"].calls)
    nvda = prism.made["NVDA"]
    nvda.speaking = True
    sp.say("Your turn.")
    wait_for(lambda: ("output", "Your turn.", True) in nvda.calls)
    time.sleep(0.05)
    assert sp.speaking()  # the bots wait for the reader
    nvda.speaking = False
    wait_for(lambda: not sp.speaking())


def test_a_language_switch_leaves_the_readers_own_voice(closing):
    prism = fake_prism(running=("ORCA",))
    sp = closing(ScreenReaderSpeaker("en", 175, module=prism))
    sp.set_language("cs")
    sp.say("Tvůj tah.")
    orca = prism.made["ORCA"]
    wait_for(lambda: orca.calls)
    assert orca.voice == -1 and orca.rate == 0.5  # the player's reader keeps its voice and rate


def test_speech_dispatcher_through_prismatoid_takes_a_voice_of_the_language(closing):
    prism = fake_prism(running=("SPEECH_DISPATCHER",))
    sp = closing(SpeechdSpeaker("cs", 175, prism=prism))
    sp.say("Tvůj tah.")
    sd = prism.made["SPEECH_DISPATCHER"]
    wait_for(lambda: sd.calls)
    assert sd.voice == 2 and sd.rate == 0.5  # the Czech voice; 175 words a minute is its normal rate


def test_an_orca_without_a_remote_controller_is_named_as_the_reason_not_no_reader(monkeypatch):
    """Issue 33, 4: under Orca 43 the Speech row's screen reader value said "no screen reader is running"
    while Orca ran (heard with a real Orca, tests/screenreader: every-key); it says this Orca takes none."""
    prism = fake_prism(running=())
    monkeypatch.setattr(prism_backend, "load_prism", lambda module=None: prism)
    monkeypatch.setattr(prism_backend.sys, "platform", "linux")
    monkeypatch.setattr(prism_backend, "linux_reader_running", lambda proc=None: True)
    sp = make_speaker("screenreader")
    assert sp.name == "off" and sp.status == "orca takes no speech"
    assert speech_reason(sp.status) == "this Orca takes no speech from other programs; version 49 does"


def test_no_reader_running_is_a_reason_and_auto_goes_on_to_the_next_voice(monkeypatch):
    prism = fake_prism(running=())
    monkeypatch.setattr(prism_backend, "load_prism", lambda module=None: prism)
    sp = make_speaker("screenreader")
    assert sp.name == "off" and sp.status == "no screen reader running"
    assert speech_reason(sp.status) == "no screen reader is running"
    monkeypatch.setattr(speech, "AUTO_ORDER", ("screenreader", "espeak"))
    monkeypatch.setattr(speech, "backend_problem", lambda name: "")
    monkeypatch.setattr(speech, "_construct", _construct_with(prism))
    sp = make_speaker("auto")
    try:
        assert sp.name == "stand-in espeak"
    finally:
        sp.close()


def test_auto_speaks_through_a_reader_that_has_an_api(monkeypatch):
    prism = fake_prism(running=("ORCA",))
    monkeypatch.setattr(readers, "find_reader", lambda: readers.Reader("Orca", api=True))
    monkeypatch.setattr(speech, "backend_problem", lambda name: "")
    monkeypatch.setattr(speech, "_construct", _construct_with(prism))
    sp = make_speaker("auto")
    try:
        assert sp.name == "screenreader" and sp.reader == "Orca"
    finally:
        sp.close()


def _construct_with(prism):
    real = speech._construct

    def construct(name, language, rate):
        if name == "screenreader":
            return ScreenReaderSpeaker(language, rate, module=prism)
        if name == "espeak":
            return SimpleNamespace(name="stand-in espeak", status="", close=lambda: None)
        return real(name, language, rate)
    return construct


def test_a_reader_that_goes_away_mid_game_says_why(closing):
    prism = fake_prism(running=("ORCA",))
    sp = closing(ScreenReaderSpeaker("en", 175, module=prism))
    prism.made["ORCA"].gone = True
    sp.say("Your turn.")
    wait_for(lambda: sp.status)
    assert sp.status == "screen reader stopped"
    assert speech_reason(sp.status) == "the screen reader stopped answering"


def test_the_settings_name_the_reader_in_use(tmp_path, monkeypatch):
    from app.session import Session
    from app.store.settings import Settings

    monkeypatch.setenv("TABLETALK_HOME", str(tmp_path))
    prism = fake_prism(running=("NVDA",))
    session = Session(speaker=ScreenReaderSpeaker("en", 175, module=prism), settings=Settings(speech="auto"))
    try:
        assert session.voice_in_use() == "NVDA"
    finally:
        session.close()


def test_when_the_reader_goes_away_the_session_goes_on_with_its_own_voice(tmp_path, monkeypatch):
    from app.session import Session
    from app.store.settings import Settings

    monkeypatch.setenv("TABLETALK_HOME", str(tmp_path))
    prism = fake_prism(running=("ORCA",))
    monkeypatch.setattr(prism_backend, "load_prism", lambda module=None: prism)
    session = Session(speaker=ScreenReaderSpeaker("en", 175, module=prism), settings=Settings(speech="auto"))
    try:
        prism.made["ORCA"].gone = True
        prism.running.remove("ORCA")  # Orca was closed
        session.say("Your turn.")
        wait_for(lambda: session.speaker.status)
        session.say("Eva plays green S1.")
        assert session.speaker.name != "screenreader"  # Orca is gone: auto found the next voice
        assert session.announcer.history[-2:] == [
            "Speech: the screen reader stopped answering; Tabletalk's own voice speaks now.", "Eva plays green S1."]
    finally:
        session.close()


async def test_through_the_reader_the_live_line_stays_quiet(tmp_path, monkeypatch):
    from app.session import Session
    from app.store.settings import Settings
    from app.ui.app import make_app
    from app.ui.widgets import LiveLine

    monkeypatch.setenv("TABLETALK_HOME", str(tmp_path))
    prism = fake_prism(running=("NVDA",))
    session = Session(speaker=ScreenReaderSpeaker("en", 400, module=prism), settings=Settings(speech="auto"))
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down")
        await pilot.pause()
        assert all(line.message == "" for line in app.screen.query(LiveLine))
        wait_for(lambda: any(c[:2] == ("output", "Pairs and ladders") for c in prism.made["NVDA"].calls))
    session.close()


def test_on_linux_a_look_at_the_processes_finds_orca(tmp_path):
    (tmp_path / "17").mkdir()
    (tmp_path / "17" / "comm").write_text("bash\n")
    assert not prism_backend.linux_reader_running(tmp_path)
    (tmp_path / "42").mkdir()
    (tmp_path / "42" / "comm").write_text("orca\n")
    assert prism_backend.linux_reader_running(tmp_path)


def test_without_a_reader_process_auto_does_not_load_prismatoid(monkeypatch):
    monkeypatch.setattr(prism_backend.sys, "platform", "linux")
    monkeypatch.setattr(prism_backend, "linux_reader_running", lambda proc=None: False)
    assert prism_backend.problem() == "no screen reader running"


def test_without_brltty_running_no_braille_is_tried(monkeypatch):
    from app.speech import braille

    monkeypatch.setattr(braille.sys, "platform", "linux")
    monkeypatch.setattr(braille, "any_running", lambda names, proc=None: False)
    monkeypatch.setattr(braille, "load_brlapi", lambda: pytest.fail("BrlAPI loaded without BRLTTY"))
    assert braille.open_braille() is None
