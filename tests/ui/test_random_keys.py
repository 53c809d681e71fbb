"""No key crashes a game's screen: seeded random keys over every game's screen, under Pilot.

Each screen gets about a thousand keys, seeded, from the keys a player may press there: the
digits, every letter (the table's h s n, the global w t c r i l v ...), Enter, Space, Escape,
``q``, the arrows, Tab, + and -, the brackets and ``?``. They come as a terminal read gives them,
up to 40 at once (so keys that arrive together are tried too: Enter, Enter on a prompt once closed
the game's screen under it), each burst ending at a key that may leave the game (``q``, Escape),
since a ``q`` in the menu would quit on purpose. Whatever screen is in front takes the
key: a help screen, the rules, a prompt (a seat's move asked for by name, a deal number) is
answered by the same random keys, typed letters and digits, Enter or Escape. When a key leaves
the game for the menu, the game is resumed from its autosave (or dealt again once it is over),
as a player would. The settings are left at once (Escape), so the voice and the bot pace stay
the test's. At the end the app is still running, the screen in front is the game's, and the
match is intact: its autosave gives back the very same state and legal moves.
"""

from __future__ import annotations

import random

import pytest
from textual import events

from app.core.match import Match
from app.games import GAMES
from app.ui.screens.menu import MenuScreen
from app.ui.screens.settings import SettingsScreen
from app.ui.table_setup import TableSetup

#: Keys per screen: about a thousand keeps the nine screens near a minute of CPU on two cores.
KEYS_PER_SCREEN = 1000

#: The keys a player may press on a game's screen (ctrl+q, which quits on purpose, is left out).
KEYS = ([str(d) for d in range(10)] + [chr(c) for c in range(ord("a"), ord("z") + 1)]
        + ["enter", "space", "escape", "up", "down", "left", "right", "tab", "shift+tab",
           "plus", "minus", "question_mark", "left_square_bracket", "right_square_bracket",
           "home", "end", "pageup", "pagedown", "backspace"])

#: Keys pressed more often: the ones that end or start a game, and the moves (q and Escape are in KEYS).
OFTEN = ["n", "n", "enter", "enter", "space", "s", "up", "down", "left", "right",
         "plus", "minus"] + [str(d) for d in range(10)]


#: Keys that may bring the menu in front (where the next q would quit): a burst ends with one.
LEAVING = {"q", "escape"}

#: The character a key types (letters and digits type themselves).
CHARACTERS = {"space": " ", "plus": "+", "minus": "-", "question_mark": "?", "left_square_bracket": "[",
              "right_square_bracket": "]", "enter": "\r", "tab": "\t", "escape": "\x1b"}


def _start(app, game_id: str, deal: int) -> None:
    """Deal a game at its default table (you and bots) and show its screen, as the menu does."""
    game = GAMES[game_id]
    if not game.has_rules:
        app.push_screen(game.screen())
        return
    if game.table:
        setup = TableSetup.default(game_id, app.session.settings.player_name)
        app.session.start(game_id, deal, setup.seats(), dict(setup.options), rounds=setup.rounds,
                          count=setup.count)
    else:
        app.session.start(game_id, deal)
    app.push_screen(app.game_screen(game_id))


def _intact(session, game_id: str) -> None:
    """The match is this game's, and its autosave (when kept) replays to the very same state."""
    match = session.match
    assert match is not None and match.game_id == game_id
    rules = match.rules
    if not match.is_over():
        seats = rules.to_act(match.state)
        assert seats and all(rules.legal_actions(match.state, seat) for seat in seats)
    data = session.saved_game()
    if data is not None:
        again = Match.from_json(data)
        assert again.state == match.state and again.actions == match.actions


async def _back_to_game(pilot, game_id: str, rng: random.Random) -> None:
    """Bring the game's screen back when a key left it: leave the settings, resume from the menu."""
    app = pilot.app
    if isinstance(app.screen, SettingsScreen):
        await pilot.press("escape")
    if not isinstance(app.screen, MenuScreen):
        return
    if GAMES[game_id].has_rules:
        _intact(app.session, game_id)
        if app.session.saved_game() is not None:
            # Random keys may have moved the menu's choice (Home, End): go on with the saved game by its item.
            app.screen.menu().choose("resume")
            await pilot.press("enter")
        else:
            _start(app, game_id, rng.randint(1, 10_000))
    else:
        _start(app, game_id, 0)
    await pilot.pause()


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_random_keys_never_crash_a_game_screen(app, session, game_id):
    screen_class = type(GAMES[game_id].screen())
    rng = random.Random(f"keys-{game_id}")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        _start(app, game_id, rng.randint(1, 10_000))
        await pilot.pause()
        pressed: list[str] = []
        while len(pressed) < KEYS_PER_SCREEN:
            # Keys come as a terminal gives them, several in one read, up to one that may leave the game.
            burst = []
            while len(burst) < 40:
                key = rng.choice(OFTEN) if rng.random() < 0.4 else rng.choice(KEYS)
                burst.append(key)
                if key in LEAVING:
                    break
            pressed += burst
            for key in burst:
                app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))
            await pilot.pause()
            assert app.is_running, f"{game_id}: the app stopped after {pressed[-20:]}"
            await _back_to_game(pilot, game_id, rng)
        await pilot.pause()
        assert app.is_running
        for _ in range(5):  # a prompt, the help or the rules may be in front: close them
            if type(app.screen) is screen_class:
                break
            await pilot.press("escape")
            await _back_to_game(pilot, game_id, rng)
        assert type(app.screen) is screen_class
        if GAMES[game_id].has_rules:
            _intact(session, game_id)
