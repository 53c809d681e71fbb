"""What each seat may know (``app.core.seen``), seen: every game's Textual screen draws a masked state as it
draws the full one, for the seat at the keyboard, along a random game (the screens name no hidden card)."""

from __future__ import annotations

import random

import pytest

from app.core.seats import Seat
from app.core.seen import seat_state
from app.games import REGISTRY
from ui_helpers import screen_text

#: Seats per game, and how many moves to play between two looks.
PLAYERS = {"zoker-tiko": 3, "zoker-memo": 2, "zoker-kubo": 3, "zipzap": 3, "loker": 4, "zocken": 2,
           "zoker-solo": 1, "zoker-pairs": 1}
LOOKS, MOVES = 6, 4


def test_every_game_with_rules_is_drawn_here():
    assert set(PLAYERS) == set(REGISTRY)


async def drawn(pilot, session, state, seat) -> str:
    """Return the screen as it is drawn for ``seat`` with ``state`` on the table."""
    session.match.state, session.viewer, session.handoff = state, seat, None
    pilot.app.screen.update_view()
    await pilot.pause()
    return screen_text(pilot.app)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
async def test_a_screen_draws_a_masked_state_as_the_full_one(app, session, game_id):
    players = PLAYERS[game_id]
    seats = tuple(Seat(name) for name in ("Ann", "Ben", "Cid", "Dee")[:players])  # all human: no bot moves
    rng = random.Random(5)
    async with app.run_test(size=(100, 40)) as pilot:
        session.start(game_id, 700_004, seats, rounds=1)
        app.push_screen(app.game_screen(game_id))
        await pilot.pause()
        match = session.match
        for _ in range(LOOKS):
            state = match.state
            for seat in range(players):
                full = await drawn(pilot, session, state, seat)
                masked = await drawn(pilot, session, seat_state(game_id, state, seat), seat)
                assert masked == full, (seat, full, masked)
            session.match.state = state
            for _ in range(MOVES):
                if match.is_over():
                    break
                seat = rng.choice(match.to_act())
                match.act(seat, rng.choice(list(match.legal_actions(seat))))
            if match.is_over():
                break


async def test_the_screen_shows_the_seat_its_own_cards_from_a_masked_state(app, session):
    """The comparison above is not of two empty screens: a masked Tiko state still shows the seat its hand."""
    from app.games.zoker.words import card_name

    seats = (Seat("Ann"), Seat("Ben"), Seat("Cid"))
    async with app.run_test(size=(100, 40)) as pilot:
        session.start("zoker-tiko", 700_004, seats, rounds=1)
        app.push_screen(app.game_screen("zoker-tiko"))
        await pilot.pause()
        state = session.match.state
        for seat in range(3):
            text = await drawn(pilot, session, seat_state("zoker-tiko", state, seat), seat)
            assert all(str(card_name(c)) in text for c in state.hands[seat]), text
            others = [c for i, h in enumerate(state.hands) if i != seat for c in h]
            assert not any(str(card_name(c)) in text for c in others)
