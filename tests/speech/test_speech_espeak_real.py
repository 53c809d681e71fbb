"""Real speech: eSpeak NG synthesises a sentence in each of the six languages.

Nothing here is skipped: without eSpeak NG these tests fail and say what to
install (CI installs it).
"""

from __future__ import annotations

import wave

import pytest

from app.speech import LANGUAGES, espeak_backend, espeak_lib
from app.speech.base import SpeechUnavailable
from app.speech.pyttsx3_backend import synthesise_to_file

SENTENCES = {
    "en": "It is your turn to play now.",
    "sv": "Det är din tur att spela nu.",
    "fi": "Nyt on sinun vuorosi pelata korttia.",
    "nl": "Het is nu jouw beurt om te spelen.",
    "is": "Nú er komið að þér að spila.",
    "cs": "Teď je řada na tobě hrát.",
}

# eSpeak NG voice identifiers (`espeak-ng --voices`, the "File" column).
IDENTIFIERS = {"en": "gmw/en", "sv": "gmq/sv", "fi": "urj/fi", "nl": "gmw/nl", "is": "gmq/is", "cs": "zlw/cs"}

INSTALL = "install eSpeak NG: apt-get install espeak-ng libespeak-ng1 (CI does)"


def _library_or_fail():
    try:
        espeak_lib.ensure_ready()
    except SpeechUnavailable as exc:
        pytest.fail(f"in-process eSpeak NG unavailable ({exc}): {INSTALL}")


def _program_or_fail():
    if espeak_backend.espeak_program() is None:
        pytest.fail(f"espeak-ng not found on PATH: {INSTALL}")


def _wav_seconds(path) -> float:
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert 8000 <= w.getframerate() <= 48000
        assert w.getnframes() > 0
        return w.getnframes() / w.getframerate()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pyttsx3_path_synthesises_each_language(lang, tmp_path):
    _library_or_fail()
    path = tmp_path / f"{lang}.wav"
    result = synthesise_to_file(SENTENCES[lang], lang, 175, path)
    seconds = _wav_seconds(path)
    assert 0.3 < seconds < 10, f"{lang}: {seconds:.2f} s"
    assert abs(result.duration - seconds) < 0.01
    assert result.voice.lower() == IDENTIFIERS[lang], f"{lang} spoken with voice {result.voice!r}"
    assert not result.cancelled


@pytest.mark.parametrize("lang", LANGUAGES)
def test_espeak_program_synthesises_each_language(lang, tmp_path):
    _program_or_fail()
    path = tmp_path / f"{lang}.wav"
    voice = espeak_backend.synthesise_to_file(SENTENCES[lang], lang, 175, path)
    assert voice == lang
    seconds = _wav_seconds(path)
    assert 0.3 < seconds < 10, f"{lang}: {seconds:.2f} s"


def test_language_changes_the_voice(tmp_path):
    """The same digits are read out in each language's own words."""
    _library_or_fail()
    _program_or_fail()
    text = "17 23 48"
    voices = set()
    lib_seconds = {}
    cli_seconds = {}
    for lang in LANGUAGES:
        result = synthesise_to_file(text, lang, 175, tmp_path / f"lib-{lang}.wav")
        voices.add(result.voice)
        lib_seconds[lang] = result.duration
        espeak_backend.synthesise_to_file(text, lang, 175, tmp_path / f"cli-{lang}.wav")
        cli_seconds[lang] = _wav_seconds(tmp_path / f"cli-{lang}.wav")
    assert len(voices) == 6, voices
    # "seventeen twenty-three forty-eight" vs "seitsemäntoista kaksikymmentäkolme
    # neljäkymmentäkahdeksan": Finnish takes far longer (about 3.8 s against 2.1 s).
    for seconds in (lib_seconds, cli_seconds):
        assert seconds["fi"] > 1.3 * seconds["en"], seconds


def test_rate_changes_the_length(tmp_path):
    _library_or_fail()
    slow = synthesise_to_file(SENTENCES["en"], "en", 100, tmp_path / "slow.wav").duration
    fast = synthesise_to_file(SENTENCES["en"], "en", 350, tmp_path / "fast.wav").duration
    assert slow > 2 * fast, (slow, fast)


def test_cancelled_synthesis_stops_early():
    """A cancel during synthesis aborts it at the next audio chunk."""
    from app.speech.worker import CancelToken

    class CancelAfterFirstLook(CancelToken):
        looks = 0

        @property
        def cancelled(self) -> bool:
            self.looks += 1
            return self.looks > 1

    _library_or_fail()
    text = " ".join([SENTENCES["en"]] * 5)
    whole = espeak_lib.synthesise(text, "en", 175)
    token = CancelAfterFirstLook()
    cut = espeak_lib.synthesise(text, "en", 175, token)
    assert whole.duration > 5 and not whole.cancelled
    # One chunk at most: the first, made before the cancel was seen.
    chunk = espeak_lib.BUFFER_MS / 1000 + 0.01  # (rounded up to whole samples)
    assert cut.cancelled and cut.duration < chunk < whole.duration / 5, cut.duration
