"""Transcripts of short whole games as a listener hears them, in brief verbosity (docs/transcripts/).

Each game is played in line mode by typed commands that a simple player
chooses (the hint in Solo and the trainer, the medium bot's choice in Memo
and Tiko), so every line is what Tabletalk really says. ``make transcripts``
writes them; a test fails when a transcript and the program differ.
"""

from __future__ import annotations

import io
import random

from app import PROJECT_ROOT
from tests.golden.scripts import fresh_home

FOLDER = PROJECT_ROOT / "docs" / "transcripts"


def _solo(state) -> str:
    from app.games.zoker.solo import rules as solo, solver

    action = solver.hint(state)
    if isinstance(action, solo.MoveCard):
        return f"move {action.place // 4 + 1} {action.place % 4 + 1} {action.pile + 1}"
    if isinstance(action, solo.MovePile):
        return f"pile {action.source + 1} {action.target + 1}"
    return "deal"


def _pairs(state) -> str:
    from app.games.zoker.pairs import rules as pairs

    action = next(a for a in pairs.legal_actions(state) if isinstance(a, pairs.TakePair))
    place = lambda p: f"{p // pairs.COLUMNS + 1} {p % pairs.COLUMNS + 1}"  # noqa: E731
    return f"take {place(action.first)} {place(action.second)}"


def _by_bot(game_id: str, command):
    def choose(state, session) -> str:
        from app.bots import choose as bot

        action = bot(game_id, state, session.viewer, "medium", random.Random(len(session.match.actions)))
        return command(state, action)
    return choose


def _zocken_line(action) -> str:
    from app.games.zocken import rules as zocken

    if isinstance(action, zocken.Throw):
        return f"throw {zocken.COLOURS[action.colour]}"
    if isinstance(action, zocken.Place):
        return f"place {action.field}"
    return "bet" if action.yes else "pass"


def _loker_command(state, action) -> str:
    from app.games.loker import rules as nl

    if isinstance(action, nl.Exchange):
        return "exchange " + " ".join(str(c) for c in action.cards)
    return "close" if isinstance(action, nl.Close) else "pass"


def _zipzap_command(state, action) -> str:
    from app.games.zipzap import rules as zz

    if isinstance(action, zz.Zap):
        return "zap"
    if isinstance(action, zz.Pass):
        return "pass"
    card = action.card
    return f"play joker {card.number}" if card.is_joker else f"play {card.colour} {card.number}"


def _kubo_command(state, action) -> str:
    from app.games.zoker.cards import LINES
    from app.games.zoker.kubo import rules as kubo

    if isinstance(action, kubo.Place):
        return f"place {action.card}"
    if isinstance(action, kubo.Draw):
        return "fill" if action.fill else "draw"
    if isinstance(action, kubo.Claim):
        line = LINES[action.line]
        return f"claim {line.cards[0]} {line.cards[-1]}"
    return "done"


#: game -> (title, the lines typed first, the chooser of the next line, most lines)
GAMES = {
    "zoker-solo": ("Zoker Solo, deal 5", ["solo 5"], lambda st, s: _solo(st), 200),
    "zoker-pairs": ("Pairs and ladders, deal 5", ["pairs 5"], lambda st, s: _pairs(st), 60),
    "zoker-memo": ("Zoker Memo, deal 5: you and Eva, 8 cards at the start",
                   ["option start 8", "memo 5"],
                   _by_bot("zoker-memo", lambda st, a: f"turn {a.place // st.columns + 1} {a.place % st.columns + 1}"
                           if hasattr(a, "place") else "deal"), 200),
    "zoker-tiko": ("Zoker Tiko, deal 5: you and Eva", ["tiko 5"],
                   _by_bot("zoker-tiko", lambda st, a: f"play {a.card}"), 200),
    "zoker-kubo": ("Zoker Kubo, deal 5: you and Eva", ["kubo 5"],
                   _by_bot("zoker-kubo", _kubo_command), 300),
    "zipzap": ("Zip Zap, deal 5: you and Eva, turn by turn", ["option mode turns", "zipzap 5"],
               _by_bot("zipzap", _zipzap_command), 400),
    "zocken": ("Zocken, deal 5: you and Eva", ["players 2", "zocken 5"],
               _by_bot("zocken", lambda st, a: _zocken_line(a)), 200),
    "loker": ("Numeramis Loker, deal 5: you and Eva", ["loker 5", "hint"], _by_bot("loker", _loker_command), 60),
}


def transcript(game_id: str) -> str:
    """Return the whole game as typed and heard, in English and brief verbosity."""
    from app.plain.repl import PlainMode
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings
    title, opening, choose, most = GAMES[game_id]
    with fresh_home():
        out = io.StringIO()
        session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
        mode = PlainMode(session, io.StringIO(""), out)
        lines = []
        typed_lines = list(opening)
        for step in range(len(opening) + most):
            if step >= len(opening):
                if session.match is None or session.match.is_over():
                    break
                typed_lines.append(choose(session.match.state, session))
            typed = typed_lines[step]
            lines.append(f"> {typed}")
            mode.handle(typed)
            lines += out.getvalue().splitlines()
            out.seek(0), out.truncate()
        session.close()
    body = "\n".join(lines)
    return (f"# {title}\n\nA whole game in line mode, brief verbosity, as a listener hears it. Lines that "
            f"start with `>` are typed; every other line is one announcement.\n\n```\n{body}\n```\n")


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for game_id in GAMES:
        path = FOLDER / f"{game_id}.md"
        path.write_text(transcript(game_id), encoding="utf-8")
        print("wrote", path.relative_to(PROJECT_ROOT))


if __name__ == "__main__":
    main()
