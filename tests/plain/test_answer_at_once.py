"""Every move typed is answered at once, before any bot moves (issue 33, 5).

Loker's pass after an exchange said nothing until the next bot's move, 12.7 s
later at the bot pace. Each game is played here by random legal moves of the
player at the keyboard, bots in the other seats: every move the rules take
must say something before the bots are let move.
"""

from __future__ import annotations

import random

import pytest

from app.core.seats import Seat
from app.games import GAMES
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings

GAMES_WITH_RULES = [g for g in GAMES.values() if g.has_rules]
#: The options that change which moves there are (Zip Zap's turn-by-turn mode has pass).
VARIANTS = [(g.id, {}) for g in GAMES_WITH_RULES] + [("zipzap", {"mode": "turns"})]


def _session() -> Session:
    return Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off", bot_pace=0))


@pytest.mark.parametrize("game_id,options", VARIANTS, ids=[f"{g}-{o.get('mode', '')}".rstrip("-")
                                                            for g, o in VARIANTS])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_move_of_the_player_is_answered_before_the_bots_move(game_id, options, seed):
    game = GAMES[game_id]
    s = _session()
    said: list[str] = []
    s.announcer.listeners.append(lambda text, kind: said.append(text))
    seats = (Seat("", True),) + tuple(Seat(n, False, "easy") for n in ("Eva", "Bram")) if game.table else None
    if game.table:
        table = {o.key: o.default for o in game.options}
        table.update(options)
        s.start(game_id, seed, seats=seats, options=table, rounds=1, count="points")
    else:
        s.start(game_id, seed)
    rng = random.Random(seed)
    silent = []
    for _step in range(400):
        if s.match.is_over():
            break
        s.run_bots()
        if s.match.is_over():
            break
        if not s.my_turn():
            if s.racing():
                s.advance(s.clock() + 60_000)  # the race's bots, their time come
                continue
            break
        actions = list(s.match.rules.legal_actions(s.match.state, s.viewer))
        if not actions:
            break
        action = rng.choice(actions)
        before = len(said)
        if s.act(action):
            if not any(text.strip() for text in said[before:]):
                silent.append(type(action).__name__)
    assert not silent, f"moves answered with nothing: {sorted(set(silent))}"
