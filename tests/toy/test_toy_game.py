"""A game from outside the package plays through every layer (issue "One game, one folder").

The toy (``tests/toy/higher``) is one folder and one ``register`` call:
nothing under ``app/`` knows it. It is played to its end through the
Session, through line mode by typed commands, and through the Textual app
by keys, then saved and resumed after a restart.
"""

from __future__ import annotations

import io
import subprocess

import pytest

from app.games import GAMES, REGISTRY, register, unregister
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from tests.toy.higher import GAME


@pytest.fixture
def toy():
    register(GAME)
    yield GAME
    unregister(GAME.id)


def session(lang: str = "en") -> tuple[Session, RecordingSpeaker]:
    speaker = RecordingSpeaker()
    s = Session(speaker=speaker, settings=Settings(language=lang, speech="off"))
    s.settings.bot_pace = 0
    return s, speaker


def test_nothing_under_app_names_the_toy():
    found = subprocess.run(["grep", "-rniE", "toy|higher or lower", "app", "--include=*.py"],
                           capture_output=True, text=True).stdout
    assert found == ""


def test_registered_toy_is_in_the_registry_and_its_rules_load_on_use(toy):
    assert "toy-higher" in REGISTRY and GAMES["toy-higher"] is toy
    assert REGISTRY["toy-higher"].info.min_players == 2


def test_toy_plays_to_its_end_through_the_session(toy):
    s, speaker = session()
    s.start("toy-higher", 5)
    assert speaker.said[0] == "Higher or lower, deal 5."
    while not s.match.is_over():
        if s.my_turn():
            assert s.act(REGISTRY["toy-higher"].legal_actions(s.match.state, 0)[0])
        else:
            assert s.bot_step()
    said = " ".join(speaker.said)
    assert "You said higher:" in said and "Eva said " in said
    # After the end, "where" gives the result as it was said, and the match's standings.
    assert s.where().startswith("Higher or lower, game 1, deal 5. Game over. ")
    assert s.where().endswith(" Type next for the next game.")  # typed: this session has no keys
    s.close()


def test_toy_plays_to_its_end_in_line_mode_and_resumes_after_a_restart(toy):
    s, _ = session()
    out = io.StringIO()
    PlainMode(s, io.StringIO("help\nhigher 5\nhelp\nup\ndown\nfrobnicate\nquit\n"), out).run()
    first = out.getvalue().splitlines()
    assert "higher" in first[0]
    assert "higher [DEAL]: Higher or lower" in first  # the name alone: a 40-cell braille line
    at = first.index("Higher or lower commands:")
    assert first[at + 1:at + 3] == ["up: the next card is higher", "down: the next card is lower"]
    assert any(line.startswith("You said higher: ") for line in first)
    assert "Unknown command frobnicate. Type help for the commands." in first

    # A restart: a new sitting finds the saved toy game and plays it to the end.
    s, _ = session()
    out = io.StringIO()
    PlainMode(s, io.StringIO("resume\nwhere\n" + "up\n" * 10 + "where\n"), out).run()
    lines = out.getvalue().splitlines()
    assert "Higher or lower, deal 5, resumed." in lines
    assert any(line.startswith("The game is over.") for line in lines[-4:])
    assert lines[-1].startswith("Higher or lower, deal 5. Game over. ")
    assert s.saved_game() is None  # a finished game is not offered again


async def test_toy_plays_to_its_end_in_the_textual_app_by_keys(toy, tmp_path):
    from app.ui.app import make_app
    from app.ui.screens.setup import SetupScreen

    s, speaker = session()
    app = make_app(s)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*["down"] * 9, "enter")  # Solo, Pairs, Memo, Tiko, Kubo, Zip Zap, Zocken, Loker, Explorer, then the toy
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("s")
        await pilot.pause()
        assert type(app.screen).__name__ == "HigherScreen"
        presses = 0
        while not s.match.is_over():
            await pilot.press("up")
            await pilot.pause()
            presses += 1
            assert presses < 20
        assert "Higher or lower" in speaker.said[0]
        assert any(t.startswith("You said higher: ") for t in speaker.said)
        assert any("Eva said" in t for t in speaker.said)
    s.close()


def test_the_rules_are_loaded_once_and_follow_the_registry(toy):
    """The registry keeps a game's rules once loaded (a table server asks for them at every move), but a
    game taken off the table, or put back under its id with other rules, is not answered from that; nor
    is the check that a game's rules say what each seat may know."""
    from dataclasses import replace

    from app.core.seen import seat_state

    rules = REGISTRY[toy.id]
    assert REGISTRY[toy.id] is rules and toy.id in REGISTRY
    with pytest.raises(NotImplementedError):  # the toy does not say what each seat may know
        seat_state(toy.id, rules.new_game(2, 7), 0)
    other = replace(toy, package="app.games.zipzap")  # another game's rules under the toy's id
    register(other)
    assert REGISTRY[toy.id] is other.rules is not rules
    masked = seat_state(toy.id, other.rules.new_game(2, 7), 0)
    assert masked.seed == 0 and masked.hands[0]
    unregister(toy.id)
    with pytest.raises(KeyError):
        REGISTRY[toy.id]
    register(toy)
    assert REGISTRY[toy.id] is rules
    with pytest.raises(NotImplementedError):
        seat_state(toy.id, rules.new_game(2, 7), 0)
