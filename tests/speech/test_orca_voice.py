"""Orca 49's voice follows the player's language (issue 33): the D-Bus calls, with a stand-in for gdbus.

The real Orca 49 is in tests/screenreader (test_orca49.py)."""

from __future__ import annotations

from app.speech.orca_voice import OrcaVoice


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


def test_an_orca_without_the_module_is_asked_once():
    orca = FakeOrca(fail=True)
    voice = OrcaVoice(orca)
    voice.follow("cs")
    voice.follow("sv")
    voice.restore()
    assert not voice.working
