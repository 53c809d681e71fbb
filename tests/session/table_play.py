"""Playing a match of several seats through the Session to its end, for the Session tests."""

from __future__ import annotations

import random
from typing import Callable

from app.session import Session


def play(session: Session, seed: int, limit: int = 2000,
         before_move: Callable[[Session, random.Random], None] | None = None) -> None:
    """Play on by legal moves chosen at random for the humans, bots by themselves, to the end of the match.

    ``before_move`` is called before each human move (to ask the questions a player would).
    """
    rng = random.Random(seed)
    for _ in range(limit):
        match = session.match
        if session.handoff is not None:
            session.confirm_handoff()
        elif session.bot_step():
            pass
        elif match.is_over():
            if match.match_over() or not session.next_game():
                return
        else:
            seat = session.seat_to_act()
            assert seat == session.viewer
            if before_move is not None:
                before_move(session, rng)
            assert session.act(rng.choice(match.legal_actions(seat)))
    raise AssertionError("the match did not end")
