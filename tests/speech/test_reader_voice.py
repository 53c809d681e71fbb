"""The player's language in a voice of that language beside a reader that reads the screen (issue 33).

Orca 43 speaks what it reads in its own voice; in another language than its
own, Tabletalk speaks through speech-dispatcher with the language set, and the
screen stays quiet. The real Orca is in tests/screenreader (the languages
sitting); these check the parts with stand-ins: a fake speech-dispatcher on a
Unix socket, a fake voice, a fake braille line.
"""

from __future__ import annotations

import os
import shutil
import socket
import tempfile
import threading
from pathlib import Path

import pytest

from app.speech.reader_voice import LINE_LEAD, ReaderVoiceSpeaker, line_lead
from app.speech.speechd_backend import SSIPEngine
from app.speech.ssip import SSIPClient, SSIPError, socket_path
from app.speech.worker import WorkerSpeaker


class FakeSpeechd:
    """speech-dispatcher's socket, answering as it does and keeping each command and text."""

    def __init__(self, path: str) -> None:
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(path)
        self.server.listen(4)
        self.lines: list[str] = []
        self.spoken: list[tuple[str, str]] = []  # (language, text)
        self.got = threading.Condition()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            threading.Thread(target=self._client, args=(conn,), daemon=True).start()

    def _client(self, conn) -> None:
        try:
            self._answer(conn)
        except OSError:
            pass  # the client went away (QUIT is not waited for)

    def _answer(self, conn) -> None:
        language, data = "en", None
        for raw in conn.makefile("rb"):
            line = raw.decode().rstrip("\r\n")
            if data is not None:
                if line == ".":
                    with self.got:
                        self.spoken.append((language, "\n".join(data)))
                        self.got.notify_all()
                    conn.sendall(b"225-1\r\n225 OK MESSAGE QUEUED\r\n")
                    data = None
                else:
                    data.append(line[1:] if line.startswith("..") else line)
                continue
            with self.got:
                self.lines.append(line)
            if line.startswith("SET self LANGUAGE "):
                language = line.split()[-1]
            if line == "SPEAK":
                data = []
                conn.sendall(b"230 OK RECEIVING DATA\r\n")
            elif line == "QUIT":
                conn.sendall(b"231 HAPPY HACKING\r\n")
                return
            elif line.startswith("SET self LANGUAGE xx"):
                conn.sendall(b"410 ERR INVALID PARAMETER\r\n")
            else:
                conn.sendall(b"200 OK\r\n")

    def wait_spoken(self, count: int, timeout: float = 5.0) -> list[tuple[str, str]]:
        with self.got:
            self.got.wait_for(lambda: len(self.spoken) >= count, timeout)
            return list(self.spoken)

    def close(self) -> None:
        self.server.close()


@pytest.fixture
def short_path():
    """A folder with a short path: a Unix socket's path may be at most 107 bytes."""
    folder = Path(tempfile.mkdtemp(prefix="tt-ssip-", dir="/tmp" if os.path.isdir("/tmp") else None))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def speechd(short_path):
    fake = FakeSpeechd(str(short_path / "speechd.sock"))
    yield fake
    fake.close()


def test_the_socket_is_where_speech_dispatcher_puts_it():
    assert socket_path({"XDG_RUNTIME_DIR": "/run/user/7"}) == "/run/user/7/speech-dispatcher/speechd.sock"
    assert socket_path({"SPEECHD_ADDRESS": "unix_socket:/tmp/s.sock", "XDG_RUNTIME_DIR": "/x"}) == "/tmp/s.sock"


def test_the_client_names_itself_sets_the_language_and_speaks(speechd, short_path):
    client = SSIPClient(str(short_path / "speechd.sock"))
    client.set_language("cs")
    client.speak("Dobrý den.\n.tečka na začátku")
    client.close()
    assert speechd.wait_spoken(1) == [("cs", "Dobrý den.\n.tečka na začátku")]
    assert any(line.startswith("SET self CLIENT_NAME ") and line.endswith(":tabletalk:main") for line in speechd.lines)
    assert "SET self PRIORITY message" in speechd.lines


def test_a_refused_command_and_a_missing_server_are_errors(speechd, short_path):
    client = SSIPClient(str(short_path / "speechd.sock"))
    with pytest.raises(SSIPError):
        client.set_language("xx")
    client.close()
    with pytest.raises(SSIPError):
        SSIPClient(str(short_path / "nobody.sock"))


def test_each_sentence_reaches_speech_dispatcher_in_its_own_language(speechd, short_path):
    voice = WorkerSpeaker(SSIPEngine(str(short_path / "speechd.sock")), name="speechd", language="sv")
    voice.say("Din tur.", interrupt=False)
    voice.set_language("fi")
    voice.say("Sinun vuorosi.", interrupt=False)
    assert speechd.wait_spoken(2) == [("sv", "Din tur."), ("fi", "Sinun vuorosi.")]
    voice.close()


class FakeVoice:
    def __init__(self, language, rate):
        self.language, self.rate, self.said, self.closed, self.status = language, rate, [], False, ""

    def say(self, text, interrupt=True):
        self.said.append((self.language, text))

    def set_language(self, lang):
        self.language = lang

    def set_rate(self, rate):
        self.rate = rate

    def stop(self):
        pass

    def speaking(self):
        return False

    def close(self):
        self.closed = True


class FakeLine:
    def __init__(self):
        self.shown, self.closed = [], False

    def show(self, text):
        self.shown.append(text)

    def close(self):
        self.closed = True


def make(language="en", fail=False):
    made = {"voices": [], "lines": []}

    def voice(lang, rate):
        if fail:
            raise SSIPError("speech-dispatcher not running")
        made["voices"].append(FakeVoice(lang, rate))
        return made["voices"][-1]

    def line():
        made["lines"].append(FakeLine())
        return made["lines"][-1]

    return ReaderVoiceSpeaker("Orca", language, voice=voice, braille=line), made


def test_in_the_readers_language_the_reader_reads_the_screen():
    sp, made = make("en")
    shown = []
    sp.sink = shown.append
    sp.say("Main menu.")
    assert sp.screen.wait_idle() and shown == ["Main menu."]
    assert sp.name == "screen" and sp.reader == "Orca" and made["voices"] == []


def test_in_another_language_speech_dispatcher_speaks_and_brailles_and_the_screen_is_quiet():
    sp, made = make("cs")
    shown = []
    sp.sink = shown.append
    sp.say("Hlavní nabídka.")
    assert made["voices"][0].said == [("cs", "Hlavní nabídka.")]
    assert made["lines"][0].shown == ["Hlavní nabídka."]
    assert sp.screen.wait_idle() and shown == []
    # The screens leave the terminal unchanged for a route of this name (app/session.py, through_reader).
    assert sp.name == "screenreader" and sp.reader == "Speech Dispatcher"


def test_the_route_follows_the_language_both_ways():
    sp, made = make("en")
    shown = []
    sp.sink = shown.append
    sp.set_language("sv")
    sp.say("Svenska.")
    sp.set_language("fi")
    sp.say("Suomi.")
    assert made["voices"][0].said == [("sv", "Svenska."), ("fi", "Suomi.")]
    sp.set_language("en")
    assert made["voices"][0].closed and made["lines"][0].closed
    sp.say("English.")
    assert sp.screen.wait_idle() and shown == ["English."] and sp.name == "screen"
    sp.close()


def test_without_speech_dispatcher_the_reader_goes_on_reading_the_screen():
    sp, made = make("nl", fail=True)
    shown = []
    sp.sink = shown.append
    sp.say("Hoofdmenu.")
    assert sp.screen.wait_idle() and shown == ["Hoofdmenu."]
    assert sp.name == "screen" and "not running" in sp.voice_problem and not sp.status


# Line mode (issue 33, 1): Orca kept from the printed lines while speech-dispatcher speaks


def make_lines(language="en", fail=False):
    made = {"voices": [], "lines": []}

    def voice(lang, rate):
        if fail:
            raise SSIPError("speech-dispatcher not running")
        made["voices"].append(FakeVoice(lang, rate))
        return made["voices"][-1]

    def line():
        made["lines"].append(FakeLine())
        return made["lines"][-1]

    return ReaderVoiceSpeaker("Orca", language, lines=True, voice=voice, braille=line), made


def test_line_mode_keeps_the_lines_from_orca_only_while_speech_dispatcher_speaks():
    sp, made = make_lines("en")
    sp.say("Tabletalk, line mode.")
    assert not sp.keeps_lines and line_lead(sp, "en") == "" and made["voices"] == []
    assert sp.speaking()  # Orca reads the printed line: busy for as long as it takes to say
    sp.set_language("cs")
    sp.say("Jazyk: Čeština.")
    assert sp.keeps_lines and line_lead(sp, "cs") == LINE_LEAD == "~"
    assert made["voices"][0].said == [("cs", "Jazyk: Čeština.")] and made["lines"][0].shown == ["Jazyk: Čeština."]
    sp.set_language("en")
    assert not sp.keeps_lines and line_lead(sp, "en") == "" and made["voices"][0].closed
    sp.close()


def test_line_mode_without_speech_dispatcher_leaves_the_lines_to_orca():
    sp, made = make_lines("fi", fail=True)
    sp.say("Päävalikko.")
    assert not sp.keeps_lines and line_lead(sp, "fi") == "" and "not running" in sp.voice_problem
    sp.close()


class Starting:
    """A voice still starting, as start_speaker gives it (app/speech/starting.py)."""

    starting = True
    keeps_lines_expected = True


def test_a_voice_still_starting_is_taken_for_what_it_is_expected_to_become():
    """Line mode's first line is written before the voice has started: with Orca running it is kept from
    Orca in any language but English."""
    assert line_lead(Starting(), "sv") == "~" and line_lead(Starting(), "en") == ""
    not_orca = Starting()
    not_orca.keeps_lines_expected = False
    assert line_lead(not_orca, "sv") == ""
    started = Starting()
    started.starting, started.started = False, make_lines("cs")[0]
    assert line_lead(started, "cs") == "~"
    started.started.close()
    assert line_lead(object(), "cs") == ""  # any other voice: the lines are left as they are


def test_line_mode_speaks_through_a_real_ssip_exchange_in_each_language(speechd, short_path):
    """The same with SSIP on a stand-in socket: each sentence reaches speech-dispatcher after SET self LANGUAGE."""
    path = str(short_path / "speechd.sock")
    sp = ReaderVoiceSpeaker("Orca", "sv", lines=True, braille=FakeLine,
                            voice=lambda lang, rate: WorkerSpeaker(SSIPEngine(path), name="speechd", language=lang,
                                                                    rate=rate))
    sp.say("Språk: Svenska.", interrupt=False)
    sp.set_language("is")
    sp.say("Tungumál: Íslenska.", interrupt=False)
    assert speechd.wait_spoken(2) == [("sv", "Språk: Svenska."), ("is", "Tungumál: Íslenska.")]
    assert "SET self LANGUAGE is" in speechd.lines and sp.keeps_lines
    sp.close()
