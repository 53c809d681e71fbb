"""A real screen reader at the table (issue 22): Orca 43 on a headless desktop hears each sitting.

The whole set of scripted sittings, in the Textual app and in line mode, is
played with Tabletalk on its defaults; each timeline must show each piece of
news heard once, by Orca alone, with no frame, marker or blank run, and
nothing heard that Tabletalk did not say (tests/screenreader/sittings.py).
``make sr-check`` plays the same sittings and keeps their timelines in
docs/transcripts/orca/.
"""

from __future__ import annotations

import pytest

from tests.screenreader.desktop import Desktop, missing_programs, orca49_missing, until
from tests.screenreader.sittings import (DECORATION, LANGUAGES, LANGUAGES_49, LINE_LANGUAGES, LINE_LANGUAGES_49,
                                         POINTS, SITTINGS, Sitting, check, check_every_key, check_first_start,
                                         check_languages, check_languages_api, check_line_languages,
                                         check_line_languages_api, check_news_after_key,
                                         check_place_said, check_table_talk, is_echo, lines, markdown, play,
                                         play_table_talk, tour_delay, typed_over, words, Timeline)

# Each sitting is timed by what Orca hears (a minute or so); the first also starts the desktop, Orca
# and BRLTTY (the harness gives each a minute): a limit of its own, larger than the default.
pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

# ``make test`` plays the sittings on three desktops at once (pytest -n 3 --dist loadgroup): each group
# below runs in one worker, in order, on that worker's own desktops (own display, D-Bus, AT-SPI bus,
# XDG_RUNTIME_DIR and HOME). The sittings mostly wait for what is heard, so three at once take about a
# third of the time; the groups are balanced by the seconds each sitting took (docs/transcripts/orca/).
# Run without xdist (plain pytest, make sr-check) the marks do nothing: one desktop of each kind, as before.
A, B, SPOKEN = (pytest.mark.xdist_group(name) for name in ("orca43-a", "orca43-b", "spoken-and-orca49"))
GROUP_B = {"lines-settings", "lines-memo", "lines-solo", "lines-zocken", "lines-loker", "lines-zipzap",
           "lines-help-rules", "orca49-menu", "orca49-lines"}

#: Sittings already played on a desktop, with the braille lines shown meanwhile: two tests that check
#: one sitting differently (its timeline, its braille, what was typed over) share one playing of it.
_PLAYED: dict[tuple[int, str], tuple[Timeline, list[str]]] = {}


def play_once(desktop: Desktop, sitting: Sitting, home) -> tuple[Timeline, list[str]]:
    """Play ``sitting`` on ``desktop`` unless it was played there already; its timeline and braille lines."""
    key = (id(desktop), sitting.name)
    if key not in _PLAYED:
        seen = len(desktop.display.lines) if desktop.display else 0
        timeline = play(desktop, sitting, home)
        _PLAYED[key] = (timeline, list(desktop.display.lines[seen:]) if desktop.display else [])
    return _PLAYED[key]


@pytest.fixture(scope="module")
def desktop(tmp_path_factory):
    missing = missing_programs()
    assert not missing, f"the screen reader harness needs {missing} (.ci/run installs them)"
    # BRLTTY too, with its virtual display: Orca brailles there as to a player's display.
    with Desktop(tmp_path_factory.mktemp("desktop")).start(braille=True) as d:
        yield d


@pytest.mark.parametrize("sitting", [pytest.param(s, marks=B if s.name in GROUP_B else A) for s in SITTINGS],
                         ids=[s.name for s in SITTINGS])
def test_orca_hears_each_piece_of_news_once(desktop, sitting, tmp_path):
    timeline, _braille = play_once(desktop, sitting, tmp_path / "home")
    assert timeline.handed(), "Tabletalk said nothing"
    assert check(timeline) == [], markdown(timeline)  # the whole timeline, to see what went wrong


@A
def test_braille_shows_the_news_and_the_focus_not_the_frames(desktop, tmp_path):
    """Orca brailles to BRLTTY (its virtual display is this test): the line it reads, the words alone."""
    sitting = next(s for s in SITTINGS if s.name == "menu")
    timeline, braille = play_once(desktop, sitting, tmp_path / "home")
    assert check(timeline) == [], markdown(timeline)
    shown = [line[len('Visual "'):].rstrip('" ').strip("\u00a0 ") for line in braille
             if line.startswith("Visual ")]
    assert "Pairs and ladders" in shown and "Zoker Memo" in shown  # each arrow key's item, alone
    assert not any(DECORATION.search(line) for line in shown)


@pytest.fixture(scope="module")
def speechd_desktop(tmp_path_factory):
    """A desktop whose speech-dispatcher logs the language of every sentence (some 6 MB a sitting)."""
    with Desktop(tmp_path_factory.mktemp("desktop-speechd"), speechd_log=True).start(braille=True) as d:
        yield d


@SPOKEN
def test_each_language_reaches_the_player_in_a_voice_of_that_language(speechd_desktop, tmp_path):
    """Issue 33: with Orca 43, English is Orca reading the screen; Swedish, Finnish, Dutch, Icelandic and
    Czech go to speech-dispatcher as sv, fi, nl, is, cs (its own log says so), the screen stays quiet,
    and the braille display shows those sentences (our BrlAPI client, above Orca's)."""
    seen = len(speechd_desktop.display.lines)
    timeline = play(speechd_desktop, LANGUAGES, tmp_path / "home")
    assert check_languages(timeline) == [], markdown(timeline)
    shown = [line[len('Visual "'):].strip('" \u00a0') for line in speechd_desktop.display.lines[seen:]
             if line.startswith("Visual ")]
    assert any(line.startswith("Huvudmeny:") for line in shown), shown  # Swedish, from our client
    assert any(line.startswith("Hlavn\u00ed nab\u00eddka:") for line in shown), shown  # Czech


@SPOKEN
def test_line_mode_in_each_language_is_spoken_in_that_language_and_orca_reads_none_of_it(speechd_desktop, tmp_path):
    """Issue 33, 1: line mode with Orca 43. In English Orca reads each line; in Swedish, Finnish, Dutch,
    Icelandic and Czech Tabletalk speaks through speech-dispatcher (its log shows sv, fi, nl, is, cs),
    Orca reads none of the lines (the prompt starts with "~"), and the braille display shows them (our
    BrlAPI client, above Orca's)."""
    seen = len(speechd_desktop.display.lines)
    timeline = play(speechd_desktop, LINE_LANGUAGES, tmp_path / "home")
    problems = check_line_languages(timeline)
    assert problems == [], "\n".join(problems) + "\n\n" + markdown(timeline)
    farewell = [h for h in timeline.ours() if h.at > timeline.presses[-1][0]]  # after quit, in Czech
    assert farewell and timeline.language_of(farewell[0]) == "cs", markdown(timeline)
    shown = [line[len('Visual "'):].strip('" \u00a0') for line in speechd_desktop.display.lines[seen:]
             if line.startswith("Visual ")]
    assert any(line.startswith("Spr\u00e5k:") for line in shown), shown  # Swedish, from our client
    assert any(line.startswith("Jazyk:") for line in shown), shown  # Czech


@SPOKEN
def test_line_mode_news_between_lines_in_czech_is_spoken_in_czech_and_not_read_by_orca(speechd_desktop, tmp_path):
    """Issue 33, 1: a Zip Zap race in Czech; the bots' cards come with no key pressed (print_above): Orca
    reads none of them, and speech-dispatcher speaks them in Czech."""
    sitting = Sitting("lines-news-cs", "Line mode in Czech: a race's cards between lines", "lines",
                      lines("language cs", "players 2", "option mode race", "option speed 10", "zipzap 8")
                      + [("wait", 20.0)] + lines("quit"))  # deal 8: Eva plays about 8 s after the deal
    timeline = play(speechd_desktop, sitting, tmp_path / "home")
    switched = timeline.presses[0][0]
    dealt = next(at for at, what in timeline.presses if "zipzap" in what)
    read = [h for h in timeline.orca() if h.at > switched and not is_echo(h.text, timeline.typed)
            and words(h.text).strip("~> ")]
    assert read == [], markdown(timeline)
    ours = [h for h in timeline.ours() if h.at > dealt]
    unasked = [h for h in ours if not any(h.at - 1.0 < at < h.at for at, _ in timeline.presses)]
    assert unasked, "no news came between lines: " + markdown(timeline)  # the bots' cards, no key pressed
    assert all(timeline.language_of(h) in ("cs", "") for h in ours), markdown(timeline)
    assert timeline.language_of(unasked[0]) == "cs", markdown(timeline)


@SPOKEN
def test_each_desktop_finds_its_own_orca_and_leaves_the_others_alone(speechd_desktop, orca49_desktop):
    """Issue 33, item 9: two desktops, two real Orcas of the same user on one machine (Orca 43 and Orca 49,
    each naming itself ``orca``; under ``make test`` the other workers' desktops run Orcas too). Starting
    the second (no --replace) left the first running, and Tabletalk's look finds, for each session, the
    Orca of that session only: none for a display where no Orca runs."""
    from app.speech.processes import running_in_session

    assert speechd_desktop._orca.poll() is None and orca49_desktop._orca.poll() is None
    for d in (speechd_desktop, orca49_desktop):
        assert running_in_session(("orca",), env=d.env)
    elsewhere = {"DISPLAY": ":65000", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nowhere"}
    assert not running_in_session(("orca",), env=elsewhere)


@pytest.fixture(scope="module")
def orca49_desktop(tmp_path_factory):
    """A desktop with a real Orca 49.7 (built by .ci/run from ../shared/vendor/orca49) in place of Orca 43."""
    missing = orca49_missing()
    assert not missing, f"Orca 49 is not built: {missing} (.ci/run builds it with run-orca49.sh build)"
    with Desktop(tmp_path_factory.mktemp("desktop-orca49"), speechd_log=True, orca49=True).start() as d:
        yield d


@SPOKEN
def test_through_orca49_each_language_is_spoken_in_a_voice_of_that_language(orca49_desktop, tmp_path):
    """Issue 33: with a real Orca 49, Tabletalk hands each sentence to Orca (PresentMessage) and sets
    Orca's voice to one of the language (CurrentVoice); speech-dispatcher's own log shows sv, fi, nl,
    is, cs and en, and Orca reads nothing of the terminal."""
    own = current_voice(orca49_desktop)
    assert own, "Orca 49 did not say its voice"
    timeline = play(orca49_desktop, LANGUAGES_49, tmp_path / "home")
    assert check_languages_api(timeline) == [], markdown(timeline)
    assert current_voice(orca49_desktop) == own  # back in English: the player's own voice again


def current_voice(desktop) -> str:
    """Orca 49's voice now, asked as Tabletalk asks (app/speech/orca_voice.py)."""
    import subprocess

    from app.speech.orca_voice import DEST, IFACE, MODULE

    out = subprocess.run(["gdbus", "call", "--session", "--dest", DEST, "--object-path", MODULE, "--method",
                          f"{IFACE}.ExecuteRuntimeGetter", "CurrentVoice"], env=desktop.env, capture_output=True,
                         text=True, timeout=10).stdout
    return out.split("'")[1] if out.count("'") >= 2 else ""


@SPOKEN
def test_orca49_gets_the_players_voice_back_when_tabletalk_ends(orca49_desktop, tmp_path):
    """Quitting in Swedish (q in the menu) gives Orca back the voice Tabletalk found."""
    own = current_voice(orca49_desktop)
    sitting = Sitting("orca49-exit", "Orca 49: quit in Swedish", "screen",
                      [("key", "l"), ("voiced", "sv"), ("key", "q"), ("wait", 2.0)])
    timeline = play(orca49_desktop, sitting, tmp_path / "home")
    swedish = [h for h in timeline.handed() if h.text.startswith("Huvudmeny")]
    assert swedish and timeline.language_of(swedish[0]) == "sv", markdown(timeline)  # Orca spoke Swedish
    assert until(lambda: current_voice(orca49_desktop) == own, 15), current_voice(orca49_desktop)
@A
def test_a_bots_card_that_comes_while_a_line_is_typed_is_heard_whole_once_the_line_is_sent(desktop, tmp_path):
    """Issue 33, 5: Orca read the card with the half-typed "> find", and the next key's echo cut it off."""
    sitting = next(s for s in SITTINGS if s.name == "lines-zipzap-typing")
    timeline, _braille = play_once(desktop, sitting, tmp_path / "home")  # 60 s: played once for both tests
    assert typed_over(timeline) == [], markdown(timeline)


def point(name: str) -> Sitting:
    return next(s for s in POINTS if s.name == name)


@B
def test_a_key_before_the_hand_is_said_hears_the_hand_after_its_own_answer(desktop, tmp_path):
    """Issue 33, 2: Right pressed as a Tiko game starts cut the hand off; Orca hears the card in focus, then
    the hand (Session.say_news says unheard news again)."""
    timeline = play(desktop, point("news-after-key"), tmp_path / "home")
    assert check_news_after_key(timeline) == [], markdown(timeline)


@B
def test_after_ten_quick_arrows_the_last_thing_heard_is_the_edge_and_the_place(desktop, tmp_path):
    """Issue 33, 3: ten Rights with no wait in Memo: Orca's last words name the focused place, with "Edge";
    w says "Focus:" and that place."""
    timeline = play(desktop, point("place-said"), tmp_path / "home")
    assert check_place_said(timeline) == [], markdown(timeline)


@B
def test_every_key_answers_the_speech_values_end_in_the_rules_escape_in_the_menu(desktop, tmp_path):
    """Issue 33, 4: each Speech value is heard (the screen reader's with why Orca 43 cannot take it), End in
    the rules says the last section, Escape in the main menu says there is nothing to go back to."""
    timeline = play(desktop, point("every-key"), tmp_path / "home")
    assert check_every_key(timeline) == [], markdown(timeline)


@B
def test_the_first_start_gives_the_opening_then_the_tour_without_a_key(desktop, tmp_path):
    """Issue 33, 6: a fresh home: Orca hears the short opening, then the tour; the delay is printed only."""
    timeline = play(desktop, point("first-start"), tmp_path / "home")
    assert check_first_start(timeline) == [], markdown(timeline)
    delay = tour_delay(timeline)
    print("first start: Orca's first words, the tour's, seconds after Enter:", delay)


@B
def test_at_a_shared_table_another_players_chat_is_heard_with_the_seat_and_no_prompt(desktop, tmp_path):
    """Issue 33, 7: line mode joins a table hosted here (a free loopback port); Olle, a player of this
    process, sits down and chats: Orca hears "Olle, seat 2, says: ..." alone, the prompt not after it."""
    timeline = play_table_talk(desktop, tmp_path / "home")
    assert check_table_talk(timeline) == [], markdown(timeline)


@SPOKEN
def test_line_mode_through_orca49_reads_each_language_in_its_voice_and_gives_it_back(orca49_desktop, tmp_path):
    """Issue 33, 1: line mode under a real Orca 49: Orca reads each printed line, and Tabletalk sets its
    voice for the language (CurrentVoice) at each ``language`` command: speech-dispatcher's own log shows
    Orca's reading in sv, fi, nl, is, en and cs; quitting in Czech gives the player's voice back."""
    own = current_voice(orca49_desktop)
    assert own, "Orca 49 did not say its voice"
    timeline = play(orca49_desktop, LINE_LANGUAGES_49, tmp_path / "home")
    assert check_line_languages_api(timeline) == [], markdown(timeline)
    assert until(lambda: current_voice(orca49_desktop) == own, 15), current_voice(orca49_desktop)
