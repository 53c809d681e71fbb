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
from tests.screenreader.desktop import Desktop, Heard, until

TABLETALK = Path(sys.executable).parent / "tabletalk"
#: The terminal's rows: line mode's longest answer (the menu's help) fits without scrolling.
ROWS = 40
OUT = Path(__file__).resolve().parents[2] / "docs" / "transcripts" / "orca"
#: Box drawing, block elements and the focus markers: decoration, never words.
DECORATION = re.compile(r"[\u2500-\u259f\u25b6\u25c0\u25ba\u25c4]")
#: Line mode's page end (printed only: the voice, if any, has said the whole answer).
MORE = re.compile(r"Press Enter for \d+ more lines?\.")
#: What Orca says of a key it echoes ("return", "escape") and of the terminal gaining focus.
ORCA_OWN = re.compile(r"^(return|escape|space|tab|left|right|up|down|backspace|shift|control|"
                      r"page up|page down|home|end|Terminal frame\.|\$)$", re.I)


@dataclass(frozen=True)
class Sitting:
    """A name, the front end ("screen": the Textual app, "lines": line mode), and its steps."""

    name: str
    title: str
    front: str
    #: ("key", xdotool name) or ("type", a line, typed then Enter) or ("wait", seconds).
    steps: list[tuple[str, str | float]] = field(default_factory=list)
    #: True: Orca 49's remote controller is there (a stand-in), so Tabletalk can speak through it.
    api: bool = False
    #: The terminal's rows.
    rows: int = ROWS


def keys(*names: str) -> list[tuple[str, str]]:
    return [("key", n) for n in names]


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
    Sitting("lines-settings", "Line mode: settings", "lines", lines("verbosity", "language svenska",
                                                                    "language english")),
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


def words(text: str) -> str:
    """Return ``text`` as a listener meets it: blanks (no-break spaces, line ends) are one space."""
    return " ".join(text.replace("\u00a0", " ").split())


def is_echo(text: str, typed: str) -> bool:
    """Return True for Orca's echo of a key or of typed text, or of the shell's line (prompt and command)."""
    said = words(text)
    if not said or ORCA_OWN.match(said):
        return True
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
    left = [w for w in re.findall(r"[^\s|>]+", heard) if w not in typed]
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
        if kind == "key":
            presses.append((desktop.key(str(what)), str(what)))
        else:
            presses.append((desktop.type(str(what)), f"typed {what!r}"))
            typed += " " + str(what)
            desktop.key("Return")
        desktop.settle(quiet=0.7, timeout=12)
    desktop.settle(quiet=1.0, timeout=12)  # what a wait let happen is heard out too
    heard = desktop.heard(start)
    desktop.close_terminal()
    desktop.stop_orca_remote()
    return Timeline(sitting, start, presses, heard, typed, " ".join(argv))


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
    rows += [(h.at, who.get(h.who, f"Tabletalk, {h.who}"), h.text) for h in timeline.heard]
    rows.sort(key=lambda r: r[0])
    out = [f"# {s.title}", "", f"Front end: {'the Textual app' if s.front == 'screen' else 'line mode'}. "
           "Orca 43 reads the terminal; \"(shown)\" is what Tabletalk put on the screen for it to read, "
           "\"key\" what the player pressed. Times in seconds from the start.", "",
           "| s | who | what |", "| ---: | --- | --- |"]
    for at, whom, text in rows:
        cell = words(text).replace("|", "\\|") or "(blank)"
        out.append(f"| {at - timeline.start:.2f} | {whom} | {cell} |")
    problems = check(timeline)
    out += ["", "Checks: " + ("each piece of news heard once, by one voice, no decoration." if not problems
                              else "; ".join(problems))]
    return "\n".join(out) + "\n"


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


def main() -> int:
    """Play every sitting, write its page, print the checks; exit 1 if any failed."""
    OUT.mkdir(parents=True, exist_ok=True)
    failed = 0
    with Desktop() as desktop:
        for sitting in SITTINGS:
            timeline = play(desktop, sitting)
            (OUT / f"{sitting.name}.md").write_text(markdown(timeline), encoding="utf-8")
            problems = check(timeline)
            failed += bool(problems)
            print(f"{sitting.name}: " + ("ok" if not problems else "; ".join(problems)))
    return 1 if failed else 0
