"""The language checks of the harness on made-up records: they pass a right timeline and catch a wrong
language, a voice of ours in English, and a screen read in Czech (no desktop needed)."""

from __future__ import annotations

import time

from tests.screenreader.desktop import Heard, Voiced, parse_speechd_log
from tests.screenreader.sittings import LANGUAGE_ORDER, LANGUAGES, Timeline, check_languages

LOG = """[Sat Nov 28 04:37:20 2026 : 174682] speechd:     Incoming text: |<speak>Dobr&#253; den &amp; v&#237;tej</speak>|
[Sat Nov 28 04:37:20 2026 : 175601] speechd:    Using alsa audio output method
spelling_mode=off
language=cs
synthesis_voice=NULL
[Sat Nov 28 04:37:21 2026 : 000001] speechd:     Incoming text: |<speak><mark name="0:4"/>Main <mark name="5:9"/>menu</speak>|
language=en-us
"""


def test_speech_dispatchers_log_gives_each_sentence_its_language():
    voiced = parse_speechd_log(LOG)
    assert [(v.language, v.text) for v in voiced] == [("cs", "Dobrý den & vítej"), ("en-us", "Main menu")]
    assert voiced[1].at - voiced[0].at > 0.8


def timeline(language_of_ours: dict[str, str] | None = None, english_voice: bool = False,
             czech_screen: bool = False) -> Timeline:
    """The languages sitting as it should be heard, less what the arguments spoil."""
    t0 = time.time()
    presses, heard, voiced = [], [Heard(t0 + 0.5, "screen", "Main menu."), Heard(t0 + 0.6, "orca", "Main menu.")], \
        [Voiced(t0 + 0.61, "en-us", "Main menu.")]
    if english_voice:
        heard.append(Heard(t0 + 0.7, "speechd", "Main menu."))
    for i, language in enumerate(LANGUAGE_ORDER):
        at = t0 + 1 + i
        presses.append((at, "l"))
        text = f"Menu {language}."
        if language == "en":
            heard += [Heard(at + 0.1, "screen", text), Heard(at + 0.2, "orca", text)]
            voiced.append(Voiced(at + 0.21, "en-us", text))
            continue
        heard.append(Heard(at + 0.1, "speechd", text))
        voiced.append(Voiced(at + 0.11, (language_of_ours or {}).get(language, language), text))
        if czech_screen and language == "cs":
            heard += [Heard(at + 0.2, "screen", text), Heard(at + 0.3, "orca", text)]
    return Timeline(LANGUAGES, t0, presses, sorted(heard, key=lambda h: h.at), voiced=voiced)


def test_the_languages_check_passes_a_right_sitting_and_catches_each_fault():
    assert check_languages(timeline()) == []
    assert check_languages(timeline({"cs": "en-us"})) == ["cs: 'Menu cs.' spoken as 'en-us'"]
    assert any("a voice of ours" in p for p in check_languages(timeline(english_voice=True)))
    assert any(p.startswith("cs: the screen was read") for p in check_languages(timeline(czech_screen=True)))


def made_up(name: str, events: list[tuple[str, str]]) -> Timeline:
    """A point's timeline from ("key", name) and (who, text) in order, a tenth of a second apart."""
    from tests.screenreader.sittings import POINTS

    t0, presses, heard = time.time(), [], []
    for i, (who, what) in enumerate(events):
        (presses if who == "key" else heard).append((t0 + i / 10, what) if who == "key" else
                                                    Heard(t0 + i / 10, who, what))
    sitting = next(s for s in POINTS if s.name == name)
    return Timeline(sitting, t0, presses, heard, command="tabletalk")


def test_the_points_checks_pass_what_should_be_heard_and_catch_what_should_not():
    """Issue 33's sittings: the hand after Right's answer, the place last, the first start's order."""
    from tests.screenreader.sittings import check_first_start, check_news_after_key, check_place_said

    hand = "Your cards, by strength: red M3; blue XL4."
    assert check_news_after_key(made_up("news-after-key", [
        ("key", "s"), ("key", "Right"), ("orca", "Deal 1. Your turn to lead."), ("orca", f"blue XL4 {hand}")])) == []
    assert check_news_after_key(made_up("news-after-key", [
        ("key", "s"), ("orca", hand), ("key", "Right"), ("orca", "blue XL4")]))  # the hand lost to the key
    rights = [("key", "Right")] * 10
    good = rights + [("orca", "Edge. Row 1, column 4, face down"), ("key", "w"),
                     ("orca", "Focus: row 1, column 4, face down. Your turn.")]
    assert check_place_said(made_up("place-said", good)) == []
    assert check_place_said(made_up("place-said", good[:10] + [("orca", "row 1, column 3, face down")] + good[11:]))
    opening, tour = "Welcome to Tabletalk. Main menu, on Zoker Solo.", "A short tour; any key stops it. Keys: ..."
    assert check_first_start(made_up("first-start", [("screen", opening), ("orca", opening), ("orca", tour)])) == []
    assert check_first_start(made_up("first-start", [("screen", opening), ("orca", opening)]))  # no tour


def test_the_table_talk_check_catches_the_prompt_read_after_the_chat():
    from tests.screenreader.sittings import CHAT, check_table_talk, table_talk

    def heard(*said: str) -> Timeline:
        t0 = time.time()
        return Timeline(table_talk("ws://127.0.0.1:1", "ABCDE", print, print), t0, [],
                        [Heard(t0 + i, "orca", text) for i, text in enumerate(said)])

    assert check_table_talk(heard("Olle sits down at seat 2.", f"Olle, seat 2, says: {CHAT}")) == []
    assert check_table_talk(heard(f"Olle, seat 2, says: {CHAT} >"))
    assert check_table_talk(heard("Olle sits down at seat 2."))


def line_timeline(english: str = "", tilde: bool = False, ours: bool = False) -> Timeline:
    """Line mode with Orca 49, as it should be heard: Orca reads each answer in its language; ``english``:
    the language whose answer Orca read in its English voice (the voice not set)."""
    from tests.screenreader.sittings import LINE_LANGUAGE_ORDER, LINE_LANGUAGES_49

    t0 = time.time()
    typed = "tabletalk --plain"
    heard = [Heard(t0 + 0.5, "orca", "Tabletalk, line mode. >")]
    voiced = [Voiced(t0 + 0.51, "en-us", "Tabletalk, line mode.")]
    presses = []
    for i, language in enumerate(LINE_LANGUAGE_ORDER):
        at = t0 + 1 + i
        presses.append((at, f"typed 'language {language}'"))
        typed += f" language {language}"
        text = f"Language {language}." + (" ~>" if tilde else " >")
        heard += [Heard(at + 0.05, "orca", "return"), Heard(at + 0.2, "orca", text)]
        voiced.append(Voiced(at + 0.21, "en-us" if language in (english, "en") else language, text))
    if ours:
        heard.append(Heard(t0 + 9, "speechd", "Na shledanou."))
    return Timeline(LINE_LANGUAGES_49, t0, presses, heard, typed, voiced=voiced)


def test_the_orca49_line_languages_check_passes_a_right_sitting_and_catches_each_fault():
    from tests.screenreader.sittings import check_line_languages_api

    assert check_line_languages_api(line_timeline()) == []
    assert any(p.startswith("fi: Orca read no line in fi") for p in check_line_languages_api(line_timeline("fi")))
    assert any("'~' lead" in p for p in check_line_languages_api(line_timeline(tilde=True)))
    assert any("a voice of ours" in p for p in check_line_languages_api(line_timeline(ours=True)))
