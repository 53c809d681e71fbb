"""Scripted sittings with a real Orca: keys in, one timeline of everything the player hears out.

Each sitting starts Tabletalk, left on its defaults (English, speech "auto"),
from a shell prompt in MATE Terminal, presses its keys (or types its lines in
line mode) and records, with times, every utterance: Orca's, and any voice of
ours. ``check`` says what is wrong with a timeline (DESIGN.md, "One voice"):
a voice of ours while Orca reads, an utterance with frames, markers or runs
of blanks, a piece of news heard twice or not at all, something heard that
Tabletalk did not say. ``python -m tests.screenreader`` (``make sr-check``)
plays them all and writes docs/transcripts/orca/.
"""

from __future__ import annotations

import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from app.speech.base import spoken_ms
from tests.screenreader.desktop import Desktop, Heard, Voiced, orca49_missing, until

TABLETALK = Path(sys.executable).parent / "tabletalk"
#: The terminal's rows: line mode's longest answer (the menu's help) fits without scrolling.
ROWS = 40
OUT = Path(__file__).resolve().parents[2] / "docs" / "transcripts" / "orca"
#: Box drawing, block elements and the focus markers: decoration, never words.
DECORATION = re.compile(r"[\u2500-\u259f\u25b6\u25c0\u25ba\u25c4]")
#: Line mode's page end (printed only: the voice, if any, has said the whole answer).
MORE = re.compile(r"Press Enter for \d+ more lines?\.")
#: What Orca says of a key it echoes ("return", "escape") and of the terminal gaining focus.
ORCA_OWN = re.compile(r"^(return|escape|space|tab|left|right|up|down|backspace|(left |right )?shift|control|"
                      r"page up|page down|home|end|Terminal frame\.|\$)$", re.I)


@dataclass(frozen=True)
class Sitting:
    """A name, the front end ("screen": the Textual app, "lines": line mode), and its steps."""

    name: str
    title: str
    front: str
    #: ("key", xdotool name) or ("type", a line, typed then Enter) or ("wait", seconds); ("burst", names)
    #: presses keys with no wait between them; ("heard", words) waits (20 s at most) until those are heard;
    #: ("call", a function) calls it (another player of the test's own chats, say); ("voiced", "sv") waits
    #: (30 s at most) until speech-dispatcher's log shows a sentence spoken in that language since the
    #: last key (Orca 49's voice changed: a desktop with speechd_log).
    steps: list[tuple[str, str | float]] = field(default_factory=list)
    #: True: Orca 49's remote controller is there (a stand-in), so Tabletalk can speak through it.
    api: bool = False
    #: The terminal's rows.
    rows: int = ROWS
    #: True: a fresh home with no settings file, so Tabletalk starts as at its very first start (the tour).
    first_start: bool = False


def keys(*names: str) -> list[tuple[str, str]]:
    return [("key", n) for n in names]


def burst(*names: str) -> list[tuple[str, str]]:
    """Keys pressed one right after another, as fast as xdotool goes, with no wait for what is heard."""
    return [("burst", " ".join(names))]


def lines(*typed: str) -> list[tuple[str, str]]:
    return [("type", t) for t in typed]


SITTINGS = [
    Sitting("menu", "The menu", "screen", keys("Down", "Down", "Up", "w")),
    Sitting("settings", "Settings", "screen", keys("o", "Down", "Down", "Down", "Right", "Left", "Escape")),
    Sitting("memo", "A Memo turn against a bot", "screen",
            keys("Down", "Down", "Return", "s", "Return", "Right", "Return") + [("wait", 9.0)]),
    Sitting("solo", "A Solo move", "screen", keys("Return", "Right", "Down", "Return", "2", "c")),
    Sitting("zocken", "A Zocken throw", "screen", keys(*["Down"] * 6, "Return", "s", "1", "f", "x")),
    Sitting("loker", "A Loker hint", "screen", keys(*["Down"] * 7, "Return", "s", "Right", "a")),
    Sitting("zipzap", "A Zip Zap race", "screen",
            keys(*["Down"] * 5, "Return", "s") + [("wait", 5.0)] + keys("f", "p") + [("wait", 4.0)]),
    Sitting("help-rules", "Help and rules", "screen",
            keys("question", "Down", "Down", "Escape", "i", "Down", "Down", "Up", "Escape")),
    Sitting("lines-menu", "Line mode: the menu", "lines", lines("help", "where")),
    # Line mode in another language is the lines-languages sitting: Orca reads none of it then.
    Sitting("lines-settings", "Line mode: settings", "lines", lines("verbosity", "verbosity")),
    Sitting("lines-memo", "Line mode: a Memo turn", "lines", lines("memo 11", "turn 1 1", "turn 1 2")),
    Sitting("lines-solo", "Line mode: a Solo move", "lines", lines("solo 42", "move 2 1 1", "cards")),
    Sitting("lines-zocken", "Line mode: a Zocken throw", "lines", lines("zocken 3", "throw red", "fits")),
    Sitting("lines-loker", "Line mode: a Loker hint", "lines", lines("loker 5", "hint")),
    Sitting("lines-zipzap", "Line mode: a Zip Zap race", "lines", lines("zipzap 9", "hand") + [("wait", 4.0)]
            + lines("top")),
    Sitting("lines-help-rules", "Line mode: help and rules", "lines", lines("help rules", "rules", "rules next")),
    # Deal 8: Eva plays first, about 8 s after the opening is heard, while "to" is typed (issue 33, 5).
    Sitting("lines-zipzap-typing", "Line mode: a Zip Zap race, a bot's card while a line is typed", "lines",
            lines("players 2", "option mode race", "option speed 10", "zipzap 8") + keys("t", "o")
            + [("wait", 26.0)] + keys("p", "Return") + [("wait", 14.0)]),
    Sitting("lines-help-paged", "Line mode: the menu's help a page at a time, in 24 rows", "lines",
            lines("help") + keys("Return") + lines("where"), rows=24),
    Sitting("orca49-menu", "Orca 49 (its remote controller stood in): the menu and a Solo move", "screen",
            keys("Down", "Up", "Return", "Right", "Return", "2"), api=True),
    Sitting("orca49-lines", "Orca 49 (its remote controller stood in): line mode", "lines",
            lines("help rules", "where"), api=True),
]


#: Issue 33's points, each a sitting of its own with a check of its own (``POINT_CHECKS``): the general
#: ``check`` does not fit them (a burst of keys leaves lines the reader rightly skips).
POINTS = [
    # 2: a key right after the game starts, before the hand is said: the hand comes after the key's answer.
    Sitting("news-after-key", "No news lost to a key: Right pressed as a Tiko game starts, before the hand "
            "is said", "screen", keys("Down", "Down", "Down", "Return") + burst("s", "Right") + [("wait", 3.0)]),
    # 3: ten arrows with no wait: the last thing heard names the focused place; w says it first.
    Sitting("place-said", "The place is always said: ten quick Right arrows in Memo, then w", "screen",
            keys("Down", "Down", "Return", "s") + burst(*["Right"] * 10) + keys("w")),
    # 4: every key answers: each value of the Speech row, End in the rules, Escape in the main menu. Speech
    # Dispatcher as Tabletalk's voice takes seconds to start (or give up): the next key waits until it is
    # heard, so the keys after it are not queued behind it.
    Sitting("every-key", "Every key answers: the Speech row's values, End in the rules, Escape in the main menu",
            "screen", keys("o", "Down", "Right", "Right", "Right", "Right") + [("heard", "Speech Dispatcher")]
            + keys("Right", "Right", "Escape", "i", "End", "Escape", "Escape")),
    # 6: a fresh home: the short opening, then the tour, with no key pressed.
    Sitting("first-start", "The first start: the short opening, then the tour of the keys", "screen",
            [("wait", 4.0)], first_start=True),
]


def _news_heard(timeline: Timeline, since: float, until_: float = float("inf")) -> list[Heard]:
    """What Orca said between two times, its echoes of keys left out."""
    return [h for h in timeline.orca() if since <= h.at < until_ and not is_echo(h.text, "")]


def _pressed(timeline: Timeline, key: str) -> list[float]:
    return [at for at, what in timeline.presses if what == key]


#: A card's size and number as said ("green S3", "orange XL2").
CARD = re.compile(r"\b(?:XS|S|M|L|XL)\d\b")


def check_news_after_key(timeline: Timeline) -> list[str]:
    """Issue 33, 2: Right pressed before the hand was said: Orca hears the key's answer (the card in focus),
    then the hand."""
    rights = _pressed(timeline, "Right")
    if not rights:
        return ["Right was not pressed"]
    after = _news_heard(timeline, rights[0])
    hands = [i for i, h in enumerate(after) if "Your cards" in h.text]
    if not hands:
        return [f"the hand was not heard after Right: {[words(h.text) for h in after]!r}"]
    last = hands[-1]
    # The key's answer: heard before the hand, in the same utterance or one before it.
    before = " ".join(words(h.text) for h in after[:last]) + " " + words(after[last].text).split("Your cards")[0]
    if not CARD.search(before):
        return [f"the card in focus (Right's answer) was not heard before the hand: {words(after[last].text)!r}"]
    return []


def check_place_said(timeline: Timeline) -> list[str]:
    """Issue 33, 3: after ten quick Right arrows the last thing heard names the focused place, with "Edge"
    (the row has fewer than ten places); w then says the same place first ("Focus: ...")."""
    rights, ws = _pressed(timeline, "Right"), _pressed(timeline, "w")
    if len(rights) != 10 or not ws:
        return ["ten Rights and a w were not pressed"]
    burst_heard = _news_heard(timeline, rights[0], ws[0])
    focus = _news_heard(timeline, ws[0])
    if not burst_heard or not focus:
        return ["nothing heard after the Rights, or after w"]
    said = words(focus[0].text)
    found = re.match(r"Focus: ([^.]*)\.", said)
    if not found:
        return [f"w did not name the focused place first: {said!r}"]
    place, last = found.group(1), words(burst_heard[-1].text)
    problems = []
    if not last.startswith("Edge.") or place.lower() not in last.lower():
        problems.append(f"the last thing heard after the Rights, {last!r}, is not 'Edge.' and the place {place!r}")
    return problems


#: The Speech row's values after "automatic", as the Right arrow steps through them (SPEECH_BACKENDS).
SPEECH_VALUES = ("your screen reader", "pyttsx3", "eSpeak NG", "Speech Dispatcher", "off, text only", "automatic")


def check_every_key(timeline: Timeline) -> list[str]:
    """Issue 33, 4: each value of the Speech row is heard (by Orca or a voice of ours), the screen reader's
    with why it cannot speak here; End in the rules says the last section; Escape in the main menu answers."""
    presses = timeline.presses
    rights = [i for i, (_, what) in enumerate(presses) if what == "Right"]
    if len(rights) != len(SPEECH_VALUES):
        return [f"{len(rights)} Rights pressed, not {len(SPEECH_VALUES)}"]
    problems = []
    for i, value in zip(rights, SPEECH_VALUES):
        since, until_ = presses[i][0], presses[i + 1][0] if i + 1 < len(presses) else float("inf")
        said = [words(h.text) for h in timeline.heard if since <= h.at < until_ and h.who not in ("screen",
                                                                                                  "screenreader")]
        one = next((t for t in said if t.startswith(f"Speech: {value}")), "")
        if not one:
            problems.append(f"Speech: {value} not heard: {said!r}")
        elif value == "your screen reader" and "It cannot speak here" not in one:
            problems.append(f"the screen reader's value does not say why it cannot speak: {one!r}")
        elif value == "your screen reader" and "no screen reader is running" in one:
            problems.append(f"Orca runs, but the reason heard says none does: {one!r}")
    end, escape = _pressed(timeline, "End"), _pressed(timeline, "Escape")
    if not end or not any(re.search(r"\b(\d+) of \1:", words(h.text)) for h in _news_heard(timeline, end[0],
                                                                                          escape[-2])):
        problems.append("End in the rules did not say the last section")
    if not any(words(h.text) == "Main menu: nothing to go back to; q quits." for h in _news_heard(timeline,
                                                                                                escape[-1])):
        problems.append("Escape in the main menu was not answered")
    return problems


#: What the first start's opening begins with, and the tour (app/ui/words.py).
OPENING, TOUR = "Welcome to Tabletalk.", "A short tour; any key stops it."


def tour_delay(timeline: Timeline) -> tuple[float, float] | None:
    """Seconds from Enter at the shell prompt to Orca's first words of Tabletalk, and to the tour's first
    words (when Orca says the opening and the tour as one utterance, the tour starts after the opening, at
    175 words a minute). Enter is Orca's echo "return", else its last echo of the command typed (a little before)."""
    heard = timeline.orca()
    opening = next((h for h in heard if words(h.text).startswith(OPENING)), None)
    echoes = [h for h in heard if opening and h.at < opening.at and is_echo(h.text, timeline.command)]
    enter = [h.at for h in echoes if words(h.text) == "return"] or [h.at for h in echoes[-1:]]
    tour = next((h for h in heard if opening and h.at >= opening.at and TOUR in words(h.text)), None)
    if opening is None or not enter or tour is None:
        return None
    before = words(tour.text).split(TOUR)[0].strip()
    return opening.at - enter[-1], tour.at - enter[-1] + (spoken_ms(before, 175) / 1000 if before else 0)


def check_first_start(timeline: Timeline) -> list[str]:
    """Issue 33, 6: at the very first start Orca hears the short opening, then the tour, with no key."""
    if timeline.presses:
        return ["a key was pressed"]
    said = " ".join(words(h.text) for h in _news_heard(timeline, min(h.at for h in timeline.handed())))
    at_opening, at_tour = said.find(OPENING), said.find(TOUR)
    if at_opening < 0 or at_tour < 0 or at_tour < at_opening:
        return [f"not the opening, then the tour: {said[:160]!r}"]
    return []


#: What the second player of the shared table says (the table-talk sitting).
CHAT = "hello from Olle"


def table_talk(url: str, code: str, join, say) -> Sitting:
    """Issue 33, 7: line mode at a shared table the test hosts (``url``, ``code``); ``join`` seats a second
    player, Olle, of the test's own, and ``say`` has Olle chat."""
    return Sitting("table-talk", "A shared table read as a conversation: another player chats, in line mode",
                   "lines", lines(f"join {url} {code}") + [("heard", "seat 1"), ("call", join),
                                                             ("heard", "Olle sits down"), ("wait", 2.0),
                                                             ("call", say), ("heard", CHAT), ("wait", 2.0)])


def play_table_talk(desktop: Desktop, home: Path | None = None) -> Timeline:
    """Host a Memo table of two free seats on the loopback (a free port), play ``table_talk`` at it, Olle
    being a line-mode player of this process (tests/net)."""
    from app.core.seats import Seat
    from app.net.server import TableRules
    from tests.net.players import ServerThread
    from tests.net.test_line_mode_online import _plain

    host = ServerThread()
    try:
        table = host.open_table("zoker-memo", (Seat("", True), Seat("", True)),
                                rules=TableRules(hold_s=30, bot_delay_s=0))
        olle, _out = _plain("Olle")
        try:
            return play(desktop, table_talk(host.url, table.code, lambda: olle.handle(f"join {host.url} {table.code}"),
                                            lambda: olle.handle(f"say {CHAT}")), home)
        finally:
            olle.session.close()
    finally:
        host.stop()


def check_table_talk(timeline: Timeline) -> list[str]:
    """Issue 33, 7: Orca hears "Olle, seat 2, says: ..." as a line of its own, the prompt not read after it."""
    said = f"Olle, seat 2, says: {CHAT}"
    heard = [words(h.text) for h in timeline.orca() if CHAT in h.text]
    if not heard:
        return [f"the chat was not heard: {[words(h.text) for h in timeline.orca()][-5:]!r}"]
    problems = [f"heard with more than the chat: {one!r}" for one in heard if one != said]
    return problems


#: Each point's sitting and its check.
POINT_CHECKS = {"news-after-key": check_news_after_key, "place-said": check_place_said,
                "every-key": check_every_key, "first-start": check_first_start, "table-talk": check_table_talk}
#: What each point's transcript says when its check holds.
POINT_HELD = {"news-after-key": "the hand, cut off by Right, was heard after Right's answer.",
              "place-said": "the last thing heard after the Rights was the edge and the focused place; w said it "
              "first.",
              "every-key": "each Speech value was heard, the screen reader's with why; End in the rules and "
              "Escape in the main menu answered.",
              "first-start": "Orca heard the short opening, then the tour, with no key pressed.",
              "table-talk": "Orca heard the other player's chat as a line of its own, with the seat, no prompt."}


#: The languages ``l`` goes through from English, in order (app.text.i18n.LANGUAGES).
LANGUAGE_ORDER = ("sv", "fi", "nl", "is", "cs", "en")
#: Six languages with Orca 43 (issue 33): ``l`` and an arrow key in each, from English round to English.
LANGUAGES = Sitting("languages", "Six languages: l from English through Swedish, Finnish, Dutch, Icelandic and "
                    "Czech back to English, an arrow key in each", "screen", keys(*["l", "Down"] * 6))


#: The same with a real Orca 49 (its remote controller): Orca takes 2-3 s to change its voice
#: (GetVoicesForLanguage about 1 s, the CurrentVoice setter about 2 s, measured here), so each
#: language's arrow key waits until speech-dispatcher has spoken that language (a fixed 4 s was too
#: short on a loaded machine, and too long on a quiet one).
LANGUAGES_49 = Sitting("orca49-languages", "Orca 49 (real, through its remote controller): six languages, "
                       "l from English round to English, an arrow key in each", "screen",
                       [step for lang in LANGUAGE_ORDER for step in (("key", "l"), ("voiced", lang), ("key", "Down"))])


#: Line mode with Orca 43 in six languages (issue 33, 1): "language sv" and a command in each; "help"
#: (a whole screen of lines) in Swedish, "quit" in Czech.
LINE_LANGUAGE_ORDER = ("sv", "fi", "nl", "is", "en", "cs")
LINE_LANGUAGES = Sitting("lines-languages", "Line mode in six languages: language sv, fi, nl, is, en and cs, "
                         "a command in each, quit in Czech", "lines",
                         [step for lang in LINE_LANGUAGE_ORDER
                          for step in lines(f"language {lang}", "help" if lang == "sv" else "about")]
                         + lines("quit"))


#: Line mode with a real Orca 49 (issue 33, 1): Orca reads each printed line, in the voice Tabletalk
#: sets for the language through its remote controller; each language's command waits until Orca's
#: new voice is heard (the 2-3 s Orca takes to change it), and quit (in Czech) has the time to give it back.
LINE_LANGUAGES_49 = Sitting("orca49-lines-languages", "Orca 49 (real) and line mode in six languages: "
                            "language sv, fi, nl, is, en and cs, a command in each, quit in Czech", "lines",
                            [step for lang in LINE_LANGUAGE_ORDER
                             for step in (*lines(f"language {lang}"), ("voiced", lang), *lines("about"))]
                            + lines("quit") + [("wait", 3.0)])


@dataclass
class Timeline:
    """What one sitting was heard as."""

    sitting: Sitting
    start: float
    #: (time, what was pressed or typed)
    presses: list[tuple[float, str]]
    heard: list[Heard]
    #: Everything typed (Orca echoes it as it is typed).
    typed: str = ""
    #: The command typed at the prompt, first of ``typed``.
    command: str = ""
    #: What speech-dispatcher sent its synthesizer meanwhile, with the language (a desktop with speechd_log).
    voiced: list[Voiced] = field(default_factory=list)

    def language_of(self, heard: Heard) -> str:
        """The language speech-dispatcher spoke ``heard`` in ("" if it is not in its log)."""
        said = _tokens(heard.text)
        for v in self.voiced:
            if v.at >= heard.at - 0.3 and _subsequence(said, _tokens(v.text)):
                return v.language
        return ""

    def orca(self) -> list[Heard]:
        """What Orca said reading the terminal."""
        return [h for h in self.heard if h.who == "orca"]

    def ours(self) -> list[Heard]:
        """Utterances of a voice of ours (not the reader's: "screen" is what we showed it to read,
        "screenreader" and "orca-api" what we handed it through its API)."""
        return [h for h in self.heard if h.who not in ("orca", "screen", "screenreader", "orca-api")]

    def handed(self) -> list[Heard]:
        """What Tabletalk handed the screen reader: shown for it to read, or through its API."""
        return [h for h in self.heard if h.who in ("screen", "screenreader")]

    def presented(self) -> list[Heard]:
        """What the reader's API was asked to present (the stand-in Orca 49 remote controller)."""
        return [h for h in self.heard if h.who == "orca-api"]


def _tokens(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def _subsequence(short: list[str], long: list[str]) -> bool:
    """True when the words of ``short`` come in ``long`` in order (Orca says "Main menu colon: ...")."""
    it = iter(long)
    return bool(short) and all(word in it for word in short)


def words(text: str) -> str:
    """Return ``text`` as a listener meets it: blanks (no-break spaces, line ends) are one space."""
    return " ".join(text.replace("\u00a0", " ").split())


#: Orca's names for a typed character it echoes alone (a path typed on a loaded machine reaches the
#: terminal a character at a time, and Orca says "/" as "slash").
CHARACTER_NAMES = {"slash": "/", "dash": "-", "minus": "-", "hyphen": "-", "dot": ".", "period": ".",
                   "underline": "_", "underscore": "_"}


def is_echo(text: str, typed: str) -> bool:
    """Return True for Orca's echo of a key or of typed text, or of the shell's line (prompt and command)."""
    said = words(text)
    if not said or ORCA_OWN.match(said):
        return True
    said = " ".join(CHARACTER_NAMES.get(w, w) for w in said.split(" "))
    said = re.sub(r"^\$ ?", "", said)  # the prompt (PS1, desktop.py) that Orca may read with the command line
    return said.replace(" ", "") in typed.replace(" ", "")


def check(timeline: Timeline) -> list[str]:
    """Return what is wrong with a sitting's timeline ([] when the player heard each piece of news once)."""
    problems = []
    ours = timeline.ours()
    if ours:
        problems.append(f"a voice of ours spoke while Orca reads: {ours[0].who}: {ours[0].text!r}")
    # The command's echo comes before Tabletalk's first words: after them, a "3" heard is the menu's 3,
    # even when the checkout's path (typed at the prompt) has a 3 in it.
    first = min((h.at for h in timeline.handed()), default=float("inf"))
    steps = timeline.typed[len(timeline.command):]
    news = [h for h in timeline.orca() if not is_echo(h.text, timeline.typed if h.at < first else steps)]
    if timeline.sitting.api and timeline.sitting.front == "screen":
        # Through the API the terminal stays quiet: the reader reading it must find nothing new.
        problems += [f"the terminal was read too: {words(h.text)[:80]!r}" for h in news]
        news = timeline.presented()
    for h in news:
        inner = h.text.strip(" \n\u00a0")
        if DECORATION.search(inner):
            problems.append(f"decoration heard: {inner[:80]!r}")
        if re.search(r" {3,}", inner.replace("\u00a0", " ")):
            problems.append(f"a run of blanks heard: {inner[:80]!r}")
        if re.search(r"\n[ \u00a0]*\n", inner):
            problems.append(f"a blank line heard: {inner[:80]!r}")
    problems += _cut_off(timeline, news)
    heard = [words(h.text) for h in news]
    if timeline.sitting.front == "screen":
        # The reading line is read whole: each line handed over is one utterance, heard once.
        for said in sorted({words(h.text) for h in timeline.handed()}):
            count = sum(h == said for h in heard)
            wanted = sum(1 for h in timeline.handed() if words(h.text) == said)
            if count != wanted:
                problems.append(f"heard {count} times, said {wanted}: {said[:80]!r}")
    else:
        problems += _lines_heard_once(timeline, MORE.sub(" ", " ".join(heard)))
    if timeline.sitting.front == "screen" and not timeline.sitting.api:
        handed = [words(h.text) for h in timeline.handed()]
        for h in news:
            if not any(words(h.text) in said or said in words(h.text) for said in handed):
                problems.append(f"heard, but not said by Tabletalk: {words(h.text)[:80]!r}")
    return problems


def check_languages(timeline: Timeline) -> list[str]:
    """Return what is wrong with the languages sitting: each sentence must reach the player in a voice
    of its language.

    In English, Orca reads the screen (its voice is English); in the five
    others, Tabletalk speaks through speech-dispatcher, and speech-dispatcher's
    own log must show each of those sentences spoken in that language, while
    Orca reads nothing of the quiet screen.
    """
    problems = []
    switches = [at for at, what in timeline.presses if what == "l"]
    if len(switches) != len(LANGUAGE_ORDER):
        return [f"{len(switches)} language switches pressed, not {len(LANGUAGE_ORDER)}"]
    if not timeline.voiced:
        return ["speech-dispatcher's log shows nothing (LogLevel 5 on this desktop?)"]
    bounds = [timeline.start, *switches, float("inf")]
    first = min((h.at for h in timeline.handed()), default=float("inf"))
    for language, since, until_ in zip(("en", *LANGUAGE_ORDER), bounds, bounds[1:]):
        part = [h for h in timeline.heard if since <= h.at < until_]
        orca = [h for h in part if h.who == "orca" and h.at >= first and not is_echo(h.text, "l")]
        ours = [h for h in part if h.who == "speechd"]
        shown = [h for h in part if h.who == "screen"]
        if language == "en":
            if ours:
                problems.append(f"en: a voice of ours spoke while Orca reads: {ours[0].text[:60]!r}")
            if not shown or not orca:
                problems.append("en: nothing shown for Orca to read, or nothing read")
            for h in orca:
                spoken = timeline.language_of(h)
                if not spoken.startswith("en"):
                    problems.append(f"en: Orca's {words(h.text)[:40]!r} went to speech-dispatcher as {spoken!r}")
            continue
        if not ours:
            problems.append(f"{language}: Tabletalk said nothing through speech-dispatcher")
        if shown or orca:
            problems.append(f"{language}: the screen was read: {words((shown or orca)[0].text)[:60]!r}")
        for h in ours:
            spoken = timeline.language_of(h)
            if spoken != language:
                problems.append(f"{language}: {words(h.text)[:40]!r} spoken as {spoken or 'nothing'!r}")
    return problems


def check_line_languages(timeline: Timeline) -> list[str]:
    """Return what is wrong with line mode's languages sitting (Orca 43 reading the terminal).

    In English, Orca reads each line (its voice is English), and no voice of
    ours speaks. In the other five, Tabletalk speaks each sentence through
    speech-dispatcher, whose own log must show it in that language, and Orca
    reads none of the lines: only its echo of the keys typed (and the
    prompt, "~>", should it read that alone).
    """
    problems = []
    switches = [(at, what.split()[-1].strip("'")) for at, what in timeline.presses
                if what.startswith("typed 'language ")]
    if [lang for _, lang in switches] != list(LINE_LANGUAGE_ORDER):
        return [f"language switches typed: {[lang for _, lang in switches]}"]
    if not timeline.voiced:
        return ["speech-dispatcher's log shows nothing (LogLevel 5 on this desktop?)"]
    bounds = [timeline.start, *(at for at, _ in switches), float("inf")]
    for language, since, until_ in zip(("en", *LINE_LANGUAGE_ORDER), bounds, bounds[1:]):
        part = [h for h in timeline.heard if since <= h.at < until_]
        orca = [h for h in part if h.who == "orca" and not is_echo(h.text, timeline.typed)
                and words(h.text).strip("~> ")]
        ours = [h for h in part if h.who == "speechd"]
        shown = [h for h in part if h.who == "screen"]
        if language == "en":
            if ours:
                problems.append(f"en: a voice of ours spoke while Orca reads: {ours[0].text[:60]!r}")
            if not shown or not orca:
                problems.append("en: no line printed for Orca to read, or none read")
            for h in orca:
                spoken = timeline.language_of(h)
                if not spoken.startswith("en"):
                    problems.append(f"en: Orca's {words(h.text)[:40]!r} went to speech-dispatcher as {spoken!r}")
            continue
        if not ours:
            problems.append(f"{language}: Tabletalk said nothing through speech-dispatcher")
        if shown:
            problems.append(f"{language}: a line left for Orca to read: {words(shown[0].text)[:60]!r}")
        problems += [f"{language}: Orca read {words(h.text)[:60]!r}" for h in orca]
        # What the next command cut off never reached the synthesizer (not in the log): the rest must be
        # in the language, and the first sentence of each language must have been spoken.
        spoken = [(h, timeline.language_of(h)) for h in ours]
        problems += [f"{language}: {words(h.text)[:40]!r} spoken as {lang!r}" for h, lang in spoken
                     if lang and lang != language]
        if ours and spoken[0][1] != language:
            problems.append(f"{language}: {words(ours[0].text)[:40]!r} spoken as {spoken[0][1] or 'nothing'!r}")
    return problems


def check_languages_api(timeline: Timeline) -> list[str]:
    """Return what is wrong with the languages sitting played with a real Orca 49: each sentence goes
    to Orca through its remote controller (PresentMessage), Orca's voice is set to one of the
    sentence's language, and speech-dispatcher's own log shows it spoken in that language; Orca
    reads nothing of the terminal."""
    problems = []
    switches = [at for at, what in timeline.presses if what == "l"]
    if len(switches) != len(LANGUAGE_ORDER):
        return [f"{len(switches)} language switches pressed, not {len(LANGUAGE_ORDER)}"]
    if not timeline.voiced:
        return ["speech-dispatcher's log shows nothing (LogLevel 5 on this desktop?)"]
    handed_words = [words(h.text) for h in timeline.handed()]
    first = min((h.at for h in timeline.handed()), default=float("inf"))
    for h in timeline.orca():
        if h.at >= first and not is_echo(h.text, "l") and words(h.text) not in handed_words:
            problems.append(f"Orca read something Tabletalk did not hand it: {words(h.text)[:60]!r}")
    bounds = [timeline.start, *switches, float("inf")]
    for language, since, until_ in zip(("en", *LANGUAGE_ORDER), bounds, bounds[1:]):
        handed = [h for h in timeline.handed() if since <= h.at < until_]
        if not handed:
            problems.append(f"{language}: nothing handed to Orca")
        for h in handed:
            if not any(o.at >= h.at and words(o.text) == words(h.text) for o in timeline.orca()):
                problems.append(f"{language}: Orca did not say {words(h.text)[:40]!r}")
            spoken = timeline.language_of(h)
            if spoken.split("-")[0] != language:
                problems.append(f"{language}: {words(h.text)[:40]!r} spoken as {spoken or 'nothing'!r}")
    return problems


def _language_before(timeline: Timeline, heard: Heard, until_: float) -> str:
    """The language speech-dispatcher spoke ``heard`` in, from its log before ``until_`` ("" if not there)."""
    said = _tokens(heard.text)
    return next((v.language for v in timeline.voiced
                 if heard.at - 0.3 <= v.at < until_ and _subsequence(said, _tokens(v.text))), "")


def check_line_languages_api(timeline: Timeline) -> list[str]:
    """Return what is wrong with line mode's languages sitting played with a real Orca 49: Orca reads
    the printed lines (no voice of ours speaks), and speech-dispatcher's own log shows what it read
    after each ``language`` command in that language (Orca's voice set through its remote controller).
    """
    problems = []
    switches = [(at, what.split()[-1].strip("'")) for at, what in timeline.presses
                if what.startswith("typed 'language ")]
    if [lang for _, lang in switches] != list(LINE_LANGUAGE_ORDER):
        return [f"language switches typed: {[lang for _, lang in switches]}"]
    if not timeline.voiced:
        return ["speech-dispatcher's log shows nothing (LogLevel 5 on this desktop?)"]
    if timeline.ours():
        problems.append(f"a voice of ours spoke beside Orca: {timeline.ours()[0].text[:60]!r}")
    bounds = [timeline.start, *(at for at, _ in switches), float("inf")]
    for language, since, until_ in zip(("en", *LINE_LANGUAGE_ORDER), bounds, bounds[1:]):
        # From the start (Orca may read the first line before the speech log notes it): Orca's own
        # words for the new terminal ("Terminal", "page tab") are in its voice, English, as is the first part.
        read = [h for h in timeline.orca() if since <= h.at < until_
                and not is_echo(h.text, timeline.typed) and words(h.text).strip("~> ")]
        # Only speech-dispatcher's lines of the same part: "Tabletalk 0.1.0" is the same in every language,
        # and one cut off (never synthesized) took the language of the next part's.
        spoken = [(h, _language_before(timeline, h, until_).split("-")[0]) for h in read]
        if not any(lang == language for _, lang in spoken):
            problems.append(f"{language}: Orca read no line in {language}: "
                            f"{[(words(h.text)[:30], lang) for h, lang in spoken][:4]}")
        if any("~" in words(h.text) for h in read):
            problems.append(f"{language}: a line went out with the '~' lead")
        # The typed line read back as Enter goes (before the answer) is still in the voice before it.
        problems += [f"{language}: Orca read {words(h.text)[:40]!r} as {lang!r}" for h, lang in spoken
                     if lang and lang != language and not h.text.strip().startswith(">")]
    return problems


def _cut_off(timeline: Timeline, news: list[Heard]) -> list[str]:
    """Return the utterances the reader cut short for the next one when no key asked for it.

    A reader stops what it says when new text comes: news that follows news
    before half of it could be said (at 175 words a minute) was not heard.
    """
    problems = []
    for one, two in zip(news, news[1:]):
        if any(one.at < at <= two.at for at, _ in timeline.presses):
            continue  # the player pressed a key: moving on is theirs
        if two.at - one.at < 0.5 * spoken_ms(words(one.text), 175) / 1000:
            problems.append(f"cut off after {two.at - one.at:.2f} s: {words(one.text)[:60]!r}")
    return problems


def _lines_heard_once(timeline: Timeline, heard: str) -> list[str]:
    """Line mode: each line printed is heard, in order, and nothing else but the prompt and echoes.

    Orca reads what a command printed as one utterance, so each announcement is
    looked for in order in all that was heard; what is left over must be the
    prompt and the echo of what was typed (a line heard twice would be left over).
    """
    problems = []
    at = 0
    for line in timeline.handed():
        said = words(line.text)
        found = heard.find(said, at)
        if found < 0:
            problems.append(f"not heard: {said[:80]!r}")
            continue
        heard = heard[:found] + " | " + heard[found + len(said):]
        at = found
    typed = timeline.typed.replace(" ", "")
    left = [w for w in re.findall(r"[^\s|>]+", heard) if CHARACTER_NAMES.get(w, w) not in typed]
    if left:
        problems.append(f"heard, but not said by Tabletalk: {' '.join(left)[:80]!r}")
    return problems


def play(desktop: Desktop, sitting: Sitting, home: Path | None = None, again: bool = True) -> Timeline:
    """Play one sitting in a new terminal and return its timeline.

    Orca that heard nothing at all of the new terminal (not the shell's prompt, not the command
    typed there) was not reading it, which says nothing of Tabletalk: it is started again and the
    sitting played once more (seen once in CI, on a loaded machine).
    """
    home = home or Path(tempfile.mkdtemp(prefix="tabletalk-sr-"))
    (home / "config").mkdir(parents=True, exist_ok=True)
    if not sitting.first_start:
        (home / "config" / "settings.toml").write_text('language = "en"\n')  # not a first start: no tour
    argv = [str(TABLETALK)] + (["--plain"] if sitting.front == "lines" else [])
    typed = " ".join(argv)
    start = desktop.mark()
    if sitting.api:
        desktop.start_orca_remote()
    desktop.open_terminal(argv, env={"TABLETALK_HOME": str(home)}, rows=sitting.rows)
    # Ready once Tabletalk's first words are handed over and the reader has said something after them.
    first = until(lambda: next((h for h in desktop.heard(start) if h.who in ("screen", "screenreader")), None), 30)
    if first is None and again and not any(h.who == "orca" for h in desktop.heard(start)):
        return replay(desktop, sitting, home)  # not even the command typed was heard: Orca was not reading
    if first is None:
        raise RuntimeError(f"{sitting.name}: Tabletalk said nothing; heard: {desktop.heard(start)}")
    if not until(lambda: any(h.who in ("orca", "orca-api") and h.at >= first.at for h in desktop.heard(start)), 10):
        if again and not any(h.who == "orca" for h in desktop.heard(start)):
            return replay(desktop, sitting, home)
    desktop.settle(quiet=1.0, timeout=20)
    presses = []
    for kind, what in sitting.steps:
        if kind == "wait":
            time.sleep(float(what))
            continue
        if kind == "call":
            what()  # something of the test's own, as the sitting goes (another player chats)
            continue
        if kind == "heard":
            desktop.wait_heard(str(what), presses[-1][0] if presses else start, timeout=20)
            continue
        if kind == "voiced":
            # Orca 49 takes 2-3 s to change its voice, longer on a loaded machine: not a fixed wait, but
            # until the new language is heard (the log is megabytes: looked at three times a second).
            since = presses[-1][0] if presses else start
            until(lambda: any(v.at >= since and v.language.split("-")[0] == what for v in desktop.voiced()),
                  30, step=0.3)
            continue
        if kind == "burst":
            presses += [(desktop.key(k), k) for k in str(what).split()]
        elif kind == "key":
            presses.append((desktop.key(str(what)), str(what)))
        else:
            presses.append((desktop.type(str(what)), f"typed {what!r}"))
            typed += " " + str(what)
            desktop.key("Return")
        desktop.settle(quiet=0.7, timeout=12)
    desktop.settle(quiet=1.0, timeout=12)  # what a wait let happen is heard out too
    # A line handed over just as the quiet ran out (a bot's move after the last wait) is read a moment
    # later: the sitting ends once the reader has said something after it (8 s at most; one never read
    # is still caught by the checks).
    until(lambda: _read_after_last_line(desktop.heard(start)), 8)
    heard = desktop.heard(start)
    desktop.close_terminal()
    desktop.stop_orca_remote()
    voiced = [v for v in desktop.voiced() if v.at >= start] if desktop.speechd_log else []
    return Timeline(sitting, start, presses, heard, typed, " ".join(argv), voiced)


def _read_after_last_line(heard: list[Heard]) -> bool:
    """True when the reader said something after the last line Tabletalk handed it (or none was handed):
    Orca, or the stand-in Orca 49 remote controller asked to present it."""
    last = max((h.at for h in heard if h.who in ("screen", "screenreader")), default=None)
    return last is None or any(h.who in ("orca", "orca-api") and h.at >= last for h in heard)


def replay(desktop: Desktop, sitting: Sitting, home: Path) -> Timeline:
    """Close the terminal, start Orca again and play the sitting once more (see ``play``)."""
    desktop.close_terminal()
    desktop.stop_orca_remote()
    desktop.restart_orca()
    return play(desktop, sitting, home, again=False)


def markdown(timeline: Timeline) -> str:
    """Return the timeline as a page: each key and each utterance, with its time."""
    s = timeline.sitting
    rows = [(at, "key", what) for at, what in timeline.presses]
    who = {"orca": "Orca", "screen": "(shown)", "screenreader": "(to the API)", "orca-api": "Orca 49, API"}
    rows += [(h.at, who.get(h.who, f"Tabletalk, {h.who}") + _in_language(timeline, h), h.text)
             for h in timeline.heard]
    rows.sort(key=lambda r: r[0])
    reader = ("A real Orca 49.7 gets \"(to the API)\" through its remote controller; \", in cs\": the language "
              "speech-dispatcher's own log shows for that sentence" if s.name == LANGUAGES_49.name
              else "A real Orca 49.7 reads the terminal, its voice set by Tabletalk through its remote controller; "
              "\"(shown)\" is what Tabletalk printed for it to read; \", in cs\": the language speech-dispatcher's "
              "own log shows for that sentence" if s.name == LINE_LANGUAGES_49.name
              else "Orca 43 reads the terminal; \"(shown)\" is what Tabletalk put on the screen for it to read")
    out = [f"# {s.title}", "", f"Front end: {'the Textual app' if s.front == 'screen' else 'line mode'}. "
           f"{reader}, \"key\" what the player pressed. Times in seconds from the start.", "",
           "| s | who | what |", "| ---: | --- | --- |"]
    for at, whom, text in rows:
        cell = words(text).replace("|", "\\|") or "(blank)"
        out.append(f"| {at - timeline.start:.2f} | {whom} | {cell} |")
    problems = (check_languages(timeline) if s.name == LANGUAGES.name else
                check_line_languages(timeline) if s.name == LINE_LANGUAGES.name else
                check_languages_api(timeline) if s.name == LANGUAGES_49.name else
                check_line_languages_api(timeline) if s.name == LINE_LANGUAGES_49.name else
                POINT_CHECKS[s.name](timeline) if s.name in POINT_CHECKS else check(timeline))
    ok = ("each sentence reached speech-dispatcher in a voice of its language (its own log, \"in cs\"); "
          "Orca read the screen in English only." if s.name == LANGUAGES.name
          else "in English Orca read each line; in the others each sentence reached speech-dispatcher in a "
          "voice of its language (its own log, \"in cs\"), and Orca read none of the lines, only its echo "
          "of the keys." if s.name == LINE_LANGUAGES.name
          else "Orca said each sentence handed to it, in a voice of its language (speech-dispatcher's own log, "
          "\"in cs\"), and read nothing of the terminal." if s.name == LANGUAGES_49.name
          else "Orca read each answer after a language command in a voice of that language (speech-dispatcher's "
          "own log, \"in cs\"), with no '~' lead and no voice of ours." if s.name == LINE_LANGUAGES_49.name
          else "each piece of news heard once, by one voice, no decoration.")
    if s.name in POINT_CHECKS:
        ok = POINT_HELD[s.name]
    out += ["", "Checks: " + (ok if not problems else "; ".join(problems))]
    delay = tour_delay(timeline) if s.first_start else None
    if delay:
        out += ["", f"Measured: Orca's first words {delay[0]:.2f} s after Enter at the prompt; the tour's, about "
                f"{delay[1]:.2f} s (not asserted: the machine is shared)."]
    return "\n".join(out) + "\n"


def _in_language(timeline: Timeline, heard: Heard) -> str:
    """", in cs" when speech-dispatcher's log says which language ``heard`` was spoken in."""
    if not timeline.voiced or heard.who not in ("orca", "speechd", "screenreader"):
        return ""
    language = timeline.language_of(heard)
    return f", in {language}" if language else ""
def typed_over(timeline: Timeline, key: str = "o", then: str = "Return") -> list[str]:
    """Return what is wrong with the news said while a line was typed (after ``key``, before ``then``):
    each piece must be heard whole, after the line is sent, not with the typed text nor cut by a key.
    News that comes later, on the empty line after the answer, must be heard without the prompt."""
    pressed = dict((what, at) for at, what in reversed(timeline.presses))
    start, sent = pressed[key], pressed[then]
    came = [h for h in timeline.handed() if start < h.at < sent]
    if not came:
        return [f"nothing came between {key} and {then}: the sitting did not test typing over news"]
    problems = []
    for news in came:
        said = words(news.text)
        heard = [h for h in timeline.orca() if said in words(h.text)]
        if len(heard) != 1:
            problems.append(f"heard {len(heard)} times: {said!r}")
            continue
        one = heard[0]
        if one.at < sent:
            problems.append(f"read while the line was typed: {words(one.text)!r}")
        if words(one.text).startswith(">") or " > " in words(one.text):
            problems.append(f"read with the prompt or the typed text: {words(one.text)!r}")
        if any(one.at < at < one.at + 0.5 * spoken_ms(said, 175) / 1000 for at, _ in timeline.presses):
            problems.append(f"cut off by a key: {said!r}")
    later = [h for h in timeline.handed() if h.at > sent + 1.0]
    if not later:
        problems.append("nothing came on the empty line after the answer")
    for news in later:
        heard = [h for h in timeline.orca() if words(news.text) in words(h.text)]
        if not heard or words(heard[0].text) != words(news.text):
            problems.append(f"not heard alone: {words(news.text)!r} as {[words(h.text) for h in heard]!r}")
    return problems


def focus_delays(timeline: Timeline) -> list[float]:
    """Seconds from each arrow key to Orca's first utterance after it (the focused item heard)."""
    delays = []
    for at, what in timeline.presses:
        if what in ("Up", "Down", "Left", "Right"):
            after = [h.at - at for h in timeline.orca() if h.at >= at and not is_echo(h.text, "")]
            if after:
                delays.append(after[0])
    return delays


def main(names: list[str] | None = None) -> int:
    """Play every sitting (or those named), write its page, print the checks; exit 1 if any failed."""
    OUT.mkdir(parents=True, exist_ok=True)
    failed = 0
    chosen = [s for s in SITTINGS + POINTS if not names or s.name in names]
    if chosen or "table-talk" in names:
        with Desktop() as desktop:
            for sitting in chosen:
                timeline = play(desktop, sitting)
                (OUT / f"{sitting.name}.md").write_text(markdown(timeline), encoding="utf-8")
                problems = POINT_CHECKS.get(sitting.name, check)(timeline)
                failed += bool(problems)
                print(f"{sitting.name}: " + ("ok" if not problems else "; ".join(problems)))
            if not names or "table-talk" in names:
                timeline = play_table_talk(desktop)
                (OUT / "table-talk.md").write_text(markdown(timeline), encoding="utf-8")
                problems = check_table_talk(timeline)
                failed += bool(problems)
                print("table-talk: " + ("ok" if not problems else "; ".join(problems)))
    real49 = [(s, c) for s, c in ((LANGUAGES_49, check_languages_api), (LINE_LANGUAGES_49, check_line_languages_api))
              if not names or s.name in names]
    if real49 and orca49_missing():
        print(f"{real49[0][0].name}: Orca 49 is not built ({orca49_missing()} missing; .ci/run builds it)")
        failed += 1
    elif real49:
        with Desktop(speechd_log=True, orca49=True) as desktop:
            for sitting, checked in real49:
                timeline = play(desktop, sitting)
                (OUT / f"{sitting.name}.md").write_text(markdown(timeline), encoding="utf-8")
                problems = checked(timeline)
                failed += bool(problems)
                print(f"{sitting.name}: " + ("ok" if not problems else "; ".join(problems)))
    spoken = [(s, c) for s, c in ((LANGUAGES, check_languages), (LINE_LANGUAGES, check_line_languages))
              if not names or s.name in names]
    if spoken:
        with Desktop(speechd_log=True) as desktop:
            for sitting, checked in spoken:
                timeline = play(desktop, sitting)
                (OUT / f"{sitting.name}.md").write_text(markdown(timeline), encoding="utf-8")
                problems = checked(timeline)
                failed += bool(problems)
                print(f"{sitting.name}: " + ("ok" if not problems else "; ".join(problems)))
    return 1 if failed else 0



@dataclass(frozen=True)
class KeyDelay:
    """One key and when it was heard (milliseconds; None: not heard, or not handed over)."""

    key: str
    #: From the key to Orca's first word after it (not its echo of the key).
    heard: float | None
    #: From the key to our line handed over (the speech log's "screen" note).
    handed: float | None


def key_delays(timeline: Timeline) -> list[KeyDelay]:
    """Each key (any key, not only arrows) and how soon Orca said something after it.

    Orca's first utterance after the key and before the next one counts, unless it is
    Orca's echo of the key itself ("down", a letter).
    """
    found = []
    presses = timeline.presses
    orca = timeline.orca()
    handed = timeline.handed()
    for (at, what), (nxt, _) in zip(presses, presses[1:] + [(float("inf"), "")]):
        said = next((h for h in orca if at <= h.at < nxt and not is_echo(h.text, "")
                     and words(h.text).lower() != what.lower()), None)
        shown = next((h for h in handed if at <= h.at and (said is None or h.at <= said.at)), None)
        found.append(KeyDelay(what, None if said is None else (said.at - at) * 1000,
                              None if shown is None or said is None else (shown.at - at) * 1000))
    return found
