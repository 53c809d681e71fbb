"""Golden plain-mode sittings: typed lines in, every printed line out.

Each script is played in a fresh TABLETALK_HOME; its transcript is kept in
``transcripts/NAME.txt`` and must stay the same word for word. Regenerate
only when a change of wording is meant: ``python -m tests.golden.scripts``.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
TRANSCRIPTS = HERE / "transcripts"

_SOLO = ["help", "solo 42", "table", "cards", "stock", "hint", "move 2 1 1", "move 9 9 9", "pile 1 2",
         "deal", "card 4 1", "where", "undo", "best", "frobnicate", "menu"]
_PAIRS = ["pairs 7", "help", "table", "score", "hint", "pairs 1 1", "take 1 1 1 2", "take 1 1 2 2 3 3 4 4",
          "take 9", "undo", "where", "menu"]
_EXPLORER = ["explore", "help", "right", "right", "right", "right", "up", "higher", "lower", "lower",
             "go red XL4", "go purple", "pairs", "lines", "card", "where", "menu"]
_MEMO = (["help", "players 3", "seat 2 easy", "seat 3 hard Bo", "option start 8", "option easy on",
          "option games 2", "option count wins", "table", "memo 11", "help", "where", "down", "table"]
         + [f"turn {r} {c}" for r in (1, 2) for c in (1, 2, 3, 4)] * 3
         + ["held", "mine", "stock", "rules", "card 1 1", "turn 9 9", "undo", "next", "where", "menu"])
_TIKO = (["players 3", "seat 2 medium", "seat 3 easy", "option games 1", "tiko 5", "help", "hand",
          "hand colour", "trick", "preview 1", "play purple X9", "play 9"]
         + ["play 1", "trick", "won"] * 16 + ["where", "table", "next", "menu"])
_HOTSEAT = (["players 2", "seat 2 human Olle", "tiko 8", "ready", "hand", "play 1", "hand", "ready", "play 1",
             "ready", "where", "menu"])

#: name -> (language, typed lines)
SCRIPTS = {
    "solo-en": ("en", _SOLO), "solo-cs": ("cs", _SOLO),
    "pairs-en": ("en", _PAIRS), "pairs-fi": ("fi", _PAIRS),
    "explorer-en": ("en", _EXPLORER), "explorer-is": ("is", _EXPLORER),
    "memo-en": ("en", _MEMO), "memo-sv": ("sv", _MEMO),
    "tiko-en": ("en", _TIKO), "tiko-nl": ("nl", _TIKO),
    "hotseat-en": ("en", _HOTSEAT),
    "resume-en": ("en", ["memo 4", "turn 1 1", "turn 1 2", "quit", "#restart", "resume", "where", "table"]),
}


@contextlib.contextmanager
def fresh_home():
    """Keep the files of a sitting in a new temporary TABLETALK_HOME, and English after it."""
    from app.text import i18n

    old = os.environ.get("TABLETALK_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETALK_HOME"] = home
        try:
            yield home
        finally:
            i18n.set_language("en")
            if old is None:
                os.environ.pop("TABLETALK_HOME", None)
            else:
                os.environ["TABLETALK_HOME"] = old


def play(name: str) -> str:
    """Return the transcript of one script, played in a fresh data folder."""
    from app.plain.repl import PlainMode
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings
    lang, lines = SCRIPTS[name]
    parts = [[]]
    for line in lines:
        if line == "#restart":
            parts.append([])
        else:
            parts[-1].append(line)
    out = io.StringIO()
    with fresh_home():
        for part in parts:
            session = Session(speaker=RecordingSpeaker(), settings=Settings(language=lang, speech="off"))
            PlainMode(session, io.StringIO("\n".join(part) + "\n"), out).run()
    return out.getvalue()


def main() -> None:
    TRANSCRIPTS.mkdir(exist_ok=True)
    for name in SCRIPTS:
        (TRANSCRIPTS / f"{name}.txt").write_text(play(name), encoding="utf-8")
        print("wrote", name)


if __name__ == "__main__":
    main()
