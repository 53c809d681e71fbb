"""Orca 49's voice follows the player's language (issue 33): the D-Bus calls, with a stand-in for gdbus.

The real Orca 49 is in tests/screenreader (test_orca49.py)."""

from __future__ import annotations

import pytest

from app.speech.orca_voice import LATE_AT_MOST, Late, OrcaVoice


class FakeOrca:
    """Answers gdbus calls as Orca 49.7 does (the text GVariant form gdbus prints)."""

    VOICES = {"cs": [("Czech", "cs", "none"), ("Czech+Adam", "cs", "Adam")],
              "sv": [("Swedish", "sv", "none")], "en": []}

    def __init__(self, current="default default voice", fail=False):
        self.current, self.fail, self.calls = current, fail, []

    def __call__(self, args):
        if self.fail:
            raise OSError("org.freedesktop.DBus.Error.UnknownObject")
        method = args[args.index("--method") + 1].rsplit(".", 1)[1]
        self.calls.append((method, args[args.index("--method") + 2:]))
        if method == "ExecuteRuntimeGetter":
            return f"(<'{self.current}'>,)\n"
        if method == "ExecuteRuntimeSetter":
            self.current = args[-1][2:-2]
            return "(true,)\n"
        language = args[-2].split("'")[3]
        voices = self.VOICES.get(language, [])
        return "(<[" + ", ".join(f"('{n}', '{lang}', '{v}')" for n, lang, v in voices) + "]>,)\n" if voices \
            else "(<@as []>,)\n"


def test_each_language_gets_a_voice_of_its_own_and_the_players_comes_back():
    orca = FakeOrca()
    voice = OrcaVoice(orca)
    voice.follow("cs")
    assert orca.current == "Czech"
    voice.follow("sv")
    assert orca.current == "Swedish"
    voice.follow("en")  # Orca lists no voice for "en": the player's own speaks English
    assert orca.current == "default default voice"
    voice.follow("cs")
    voice.restore()
    assert orca.current == "default default voice"


def test_the_players_voice_is_kept_when_it_speaks_the_language():
    orca = FakeOrca(current="Czech+Adam")
    voice = OrcaVoice(orca)
    voice.follow("cs")
    assert orca.current == "Czech+Adam"
    assert not any(method == "ExecuteRuntimeSetter" for method, _ in orca.calls)


def test_a_late_answer_is_not_taken_for_an_orca_without_the_module():
    """A busy machine: one gdbus call timed out, and Orca's voice was left alone for the rest of the sitting
    (a Czech player heard English after that). Now the next switch asks again; only answers late
    LATE_AT_MOST times in a row leave it alone."""
    orca = FakeOrca()
    late = {"left": 1}

    def run(args):
        if late["left"]:
            late["left"] -= 1
            raise Late("Timeout was reached")
        return orca(args)

    voice = OrcaVoice(run)
    voice.follow("cs")  # the first call (the player's own voice) was late: nothing set yet
    assert voice.working and orca.current == "default default voice"
    voice.follow("cs")
    assert orca.current == "Czech"
    late["left"] = 1
    voice.follow("sv")  # the list of Swedish voices came late: not kept as "none", and the voice left as it was
    assert orca.current == "Czech"
    voice.follow("sv")
    assert orca.current == "Swedish"
    late["left"] = LATE_AT_MOST
    for _ in range(LATE_AT_MOST):
        voice.follow("fi")
    assert not voice.working


def test_an_orca_without_the_module_is_asked_once():
    orca = FakeOrca(fail=True)
    voice = OrcaVoice(orca)
    voice.follow("cs")
    voice.follow("sv")
    voice.restore()
    assert not voice.working


def test_line_mode_under_orca_49_sets_the_voice_for_each_language_and_gives_it_back():
    """Issue 33, 1: Orca 49 reads line mode's lines in its current voice; that voice follows the language."""
    from app.speech.orca_voice import OrcaLinesSpeaker

    orca = FakeOrca()
    sp = OrcaLinesSpeaker("Orca", "cs", orca_voice=OrcaVoice(orca))
    assert orca.current == "Czech"  # at the start, before the first line is read
    assert sp.name == "screen" and sp.lines and not getattr(sp, "keeps_lines", False)
    sp.set_language("sv")  # the lang command, or the settings
    assert orca.current == "Swedish"
    sp.set_language("en")
    assert orca.current == "default default voice"
    sp.set_language("cs")
    sp.close()
    assert orca.current == "default default voice"
    sp.set_language("sv")  # after close nothing changes Orca's voice again
    assert orca.current == "default default voice"


def test_line_mode_in_orcas_own_language_never_changes_its_voice():
    from app.speech.orca_voice import OrcaLinesSpeaker

    orca = FakeOrca()
    sp = OrcaLinesSpeaker("Orca", "en", orca_voice=OrcaVoice(orca))
    sp.close()
    assert not any(method == "ExecuteRuntimeSetter" for method, _ in orca.calls)


def test_line_mode_under_orca_49_has_no_tilde_lead():
    """The "~" keeps Orca 43 from the lines; Orca 49 reads them all the same, and its voice now fits."""
    from app.speech.orca_voice import OrcaLinesSpeaker
    from app.speech.reader_voice import line_lead

    sp = OrcaLinesSpeaker("Orca", "cs", orca_voice=OrcaVoice(FakeOrca()))
    assert line_lead(sp, "cs") == ""
    sp.close()


class Lines:
    """stdin for line mode: the lines given, then end of input or Ctrl-C."""

    def __init__(self, lines, interrupt=False):
        self.lines, self.interrupt = list(lines), interrupt

    def readline(self):
        if self.lines:
            return self.lines.pop(0)
        if self.interrupt:
            raise KeyboardInterrupt
        return ""

    def isatty(self):
        return False


@pytest.mark.parametrize("end", ["quit", "end of input", "ctrl-c"])
def test_line_mode_under_orca_49_follows_the_lang_command_and_gives_the_voice_back(tabletalk_home, end):
    """The whole of line mode: ``language`` switches Orca's voice; quit, the end of input and Ctrl-C
    each give the player's voice back (Session.close)."""
    import io

    from app.plain.repl import PlainMode
    from app.session import Session
    from app.speech.orca_voice import OrcaLinesSpeaker
    from app.store.settings import Settings

    orca = FakeOrca()
    session = Session(speaker=OrcaLinesSpeaker("Orca", "en", orca_voice=OrcaVoice(orca)),
                      settings=Settings(language="en", speech="auto", bot_pace=0))
    typed = ["language sv\n", "about\n", "language cs\n"] + (["quit\n"] if end == "quit" else [])
    out = io.StringIO()
    PlainMode(session, Lines(typed, interrupt=end == "ctrl-c"), out).run()
    assert "Language: Swedish." not in out.getvalue() and "Goodbye" not in out.getvalue()  # said in Czech
    setters = [args[-1] for method, args in orca.calls if method == "ExecuteRuntimeSetter"]
    assert setters == ["<'Swedish'>", "<'Czech'>", "<'default default voice'>"]
    assert orca.current == "default default voice"


def test_line_modes_voice_goes_back_after_the_farewell_by_a_gdbus_that_outlives_us(monkeypatch):
    """Orca reads line mode's farewell from the terminal after Tabletalk has closed: a voice given back
    at once had it read in the player's voice (a real Orca 49.7); the call waits LAST_LINE_S first."""
    import subprocess

    from app.speech import orca_voice

    started = []
    monkeypatch.setattr(orca_voice.shutil, "which", lambda name: "/bin/echo")
    monkeypatch.setattr(orca_voice.subprocess, "Popen", lambda argv, **kw: started.append((argv, kw)))
    voice = OrcaVoice()
    voice._own, voice._current = "default default voice", "Czech"
    voice.restore(after=0.1)
    (argv, kw), = started
    assert kw["start_new_session"] and argv[:2] == ["sh", "-c"]
    monkeypatch.undo()  # the real Popen, to run what was started
    out = subprocess.run(argv, capture_output=True, text=True, timeout=10).stdout  # the sleep, then "gdbus"
    assert out.startswith("call --timeout 10 --session") and out.rstrip().endswith("<'default default voice'>")
