"""Line mode (--plain): scripted games over a pipe, and resuming after a kill."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time

from app.core.match import Match
from app.games.zoker import pairs, solo, solver
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings


def solo_commands(state) -> list[str]:
    """Return the typed commands that play a Solo deal to its end by following the hint."""
    commands = []
    while not solo.is_over(state):
        action = solver.hint(state)
        if isinstance(action, solo.MoveCard):
            commands.append(f"move {action.place // 4 + 1} {action.place % 4 + 1} {action.pile + 1}")
        elif isinstance(action, solo.MovePile):
            commands.append(f"pile {action.source + 1} {action.target + 1}")
        else:
            commands.append("deal")
        state, _events = solo.apply(state, 0, action)
    return commands, state


def run_plain(script: str, lang: str = "en") -> tuple[list[str], RecordingSpeaker]:
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language=lang, speech="off"))
    out = io.StringIO()
    PlainMode(session, io.StringIO(script), out).run()
    return out.getvalue().splitlines(), speaker


def test_zs_plain_mode_plays_a_whole_solo_deal_from_a_script():
    """A whole Zoker Solo deal typed line by line ends with the score the rules give (ZS-2, ZS-7)."""
    commands, end = solo_commands(solo.new_game(1, 42))
    lines, speaker = run_plain("solo 42\n" + "\n".join(commands) + "\n")
    assert lines[1].startswith("Zoker Solo, deal 42.")
    assert f"No move is left. Game over. Your score is {solo.score(end)}." in lines[-2]
    assert lines[-1] == "That is your best for deal 42."
    # Every line printed was also given to the speaker.
    assert speaker.said[-1] == lines[-1]


def test_plain_mode_gives_clear_answers_to_bad_input():
    lines, _ = run_plain("solo 3\nmove 9 9 9\nfrobnicate\nmove 1 1 1\n")
    assert any("Type: move ROW COLUMN PILE" in line for line in lines)
    assert "Unknown command frobnicate. Type help for the commands." in lines
    state = solo.new_game(1, 3)
    expected = solo.legal_actions(state)
    moved = solo.MoveCard(0, 0) in expected
    last = lines[-1]
    if not moved:
        assert "are not a pair" in last or "is empty" in last


def test_zp3_plain_mode_trainer_explains_a_wrong_pick_and_takes_a_pair():
    state = pairs.new_game(1, 8)
    take = next(a for a in pairs.legal_actions(state) if isinstance(a, pairs.TakePair))
    wrong = next((i, j) for i in range(20) for j in range(i + 1, 20)
                 if not pairs.compatible(state.table[i], state.table[j]))
    place = lambda p: f"{p // 5 + 1} {p % 5 + 1}"
    lines, _ = run_plain(f"pairs 8\ntake {place(wrong[0])} {place(wrong[1])}\n"
                         f"take {place(take.first)} {place(take.second)}\nscore\n")
    assert any("are not a pair" in line for line in lines)
    assert any(line.startswith("Pair: ") for line in lines)
    assert lines[-1].startswith("Score 1: 1 pair, 0 ladders.")


def test_zc1_plain_mode_explorer_walks_the_cube():
    lines, _ = run_plain("explore\nlower\nhigher\nright\npairs\nlines\n")
    assert "Edge of the cube." in lines
    assert "green S1, level 2" in lines
    assert "green M1, level 2" in lines
    assert any(line.startswith("Pairs of green M1.") for line in lines)
    assert any(line.startswith("green M1 lies on 3 straights") for line in lines)


def test_plain_mode_switches_language_at_once():
    lines, speaker = run_plain("language cs\nhelp\n")
    assert speaker.languages[-1] == "cs"
    assert lines[-1] != run_plain("help\n")[0][-1]


def _start_plain(home) -> subprocess.Popen:
    env = dict(os.environ, TABLETALK_HOME=str(home))
    return subprocess.Popen([sys.executable, "-m", "app", "--plain", "--speech", "off", "--lang", "en"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)


def _read_until(proc: subprocess.Popen, needle: str) -> list[str]:
    lines = []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if needle in line:
            return lines
    raise AssertionError(f"never saw {needle!r}; got {lines}")


def test_killed_mid_deal_resumes_exactly(tabletalk_home):
    """Kill -9 during a Solo deal; the next start resumes the same deal, moves and undo history."""
    commands, _ = solo_commands(solo.new_game(1, 77))
    played = commands[:6]
    proc = _start_plain(tabletalk_home)
    proc.stdin.write("solo 77\n")
    for command in played:
        proc.stdin.write(command + "\n")
    proc.stdin.write("where\n")
    proc.stdin.flush()
    _read_until(proc, "moves made.")
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)

    # What was saved is exactly the position after those six moves.
    state = solo.new_game(1, 77)
    for _ in played:
        state, _events = solo.apply(state, 0, solver.hint(state))
    saved = json.loads((tabletalk_home / "data" / "autosave.json").read_text())
    resumed = Match.from_json(saved)
    assert resumed.state == state and len(resumed.history) == 6

    proc = _start_plain(tabletalk_home)
    out, err = proc.communicate("resume\nwhere\nundo\nwhere\n", timeout=60)
    lines = out.splitlines()
    assert "A saved game can be resumed: type resume." in lines
    assert "Zoker Solo, deal 77, resumed." in lines
    wheres = [line for line in lines if line.startswith("Zoker Solo, deal 77. Highest pile")]
    assert wheres[0].endswith("6 moves made.")
    assert wheres[1].endswith("5 moves made.")
    assert err == ""
