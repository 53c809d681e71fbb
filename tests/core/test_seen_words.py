"""What each seat may know (``app.core.seen``), heard: the same words from a masked state as from the full one.

A front end tells its seat the game from the masked state and events it receives, with the same
sentences as today. Over random games of every game, for every seat and a watcher, in brief and full
verbosity: the table, the hand, the counts, "where am I", whose turn, the turn prompt, every event of
the move just made, and line mode's reading commands (``find`` a card hidden from the seat included)
come out word for word the same from the masked match as from the full one.
"""

from __future__ import annotations

import copy
import io
import random

import pytest

from app.core.match import Match
from app.core.seats import Seat
from app.core.seen import seat_events, seat_state
from app.games import REGISTRY
from app.games.zoker.cards import Card
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.table import LocalTable

DEAL = 700_003


def zoker_name(card: Card) -> str:
    return str(card)


def zipzap_name(card) -> str:
    if card.is_zap:
        return "zap"
    return f"joker {card.number}" if card.is_joker else f"{card.colour} {card.number}"


def others_and_stock(state, seat) -> list:
    """Return the cards of the other seats' hands, then the stock's: what ``seat`` may not know."""
    return [c for i, h in enumerate(state.hands) if i != seat for c in h] + list(state.stock)


def face_down_and_stock(state, seat) -> list:
    """Return Memo's cards never turned up, then the stock's (ZM-1, ZM-2)."""
    return [c for i, c in enumerate(state.table) if c is not None and state.seen[i] < 0] + list(state.stock)


def nothing(state, seat) -> list:
    return []


#: Per game: seats, options, its line-mode reading commands, the cards hidden from a seat (to ``find`` two
#: of them by name) and how a card is typed; ``every``: check every n-th position only where a game has
#: very many.
GAMES = {
    "zoker-tiko": dict(players=3, options={}, readings=("hand", "trick", "won", "hand colour"),
                       hidden=nothing, name=None, every=1),
    "zoker-memo": dict(players=3, options={"start": 12}, readings=("down", "held", "mine", "stock", "variant",
                                                                   "card 1 1", "card 2 3"),
                       hidden=face_down_and_stock, name=zoker_name, every=10),
    "zoker-kubo": dict(players=3, options={"scoring": "claim"}, readings=("hand", "complete", "score", "level 2",
                                                                           "lines blue S1"),
                       hidden=others_and_stock, name=zoker_name, every=4),
    "zipzap": dict(players=3, options={}, readings=("top", "fits", "hand", "counts"),
                   hidden=others_and_stock, name=zipzap_name, every=3),
    "loker": dict(players=4, options={"chips": 6}, readings=("hand", "hint"), hidden=nothing, name=None, every=1),
    "zocken": dict(players=2, options={}, readings=("row", "fits", "circles", "hint"), hidden=nothing, name=None,
                   every=3),
    "zoker-solo": dict(players=1, options={}, readings=("stock", "cards", "card 1 1", "card 3 4"),
                       hidden=lambda state, seat: list(state.stock), name=zoker_name, every=1),
    "zoker-pairs": dict(players=1, options={}, readings=("score", "pairs 1 2"), hidden=nothing, name=zoker_name,
                        every=1),
}


def test_every_game_with_rules_is_heard_here():
    assert set(GAMES) == set(REGISTRY)


def sitting(game_id: str):
    """Return a Session in line mode at a match of every seat human (so no bot moves behind the test's back)."""
    spec = GAMES[game_id]
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    seats = tuple(Seat(name) for name in ("Ann", "Ben", "Cid", "Dee", "Eve")[:spec["players"]])
    match = Match.start(game_id, DEAL, seats, spec["options"], rounds=1)
    session.sit(LocalTable(match, saves=False))
    mode = PlainMode(session, io.StringIO(""), io.StringIO())
    mode.where = game_id
    return session, mode, match


def heard(session: Session, mode: PlainMode, match: Match, events, seat, readings) -> list[str]:
    """Return what ``seat`` is told of ``match`` and of the events that led to it."""
    session.sit(LocalTable(match, saves=False))  # the session's match is its table's
    session.viewer, session.handoff = seat, None
    mode.memory.clear()  # a reading command may remember a choice ("hand colour"): each telling starts afresh
    rules = match.rules
    said = [session.read_table(), session.holdings(), session.where()]
    if seat is not None:
        said.append(session.read_hand())
    if not session.racing():
        said.append(session.whose_turn())
    if seat is not None and seat in rules.to_act(match.state):
        said.append(session.teller.turn_prompt(session.told()))
    said += [session.narrate(e) for e in events]
    for line in ("table", "cards", "counts", "score", "where") + tuple(readings):
        mode.stdout = io.StringIO()
        mode.handle(line)
        said.append(f"{line}: {mode.stdout.getvalue()}")
    assert match.state is session.match.state, "a reading command changed the game"
    return said


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_seat_hears_the_same_from_what_it_may_know(game_id):
    spec = GAMES[game_id]
    session, mode, match = sitting(game_id)
    rules = match.rules
    rng = random.Random(DEAL)
    state, events, at = match.state, [], 0
    told = 0
    while True:
        if at % spec["every"] == 0 or rules.is_over(state):
            full = copy.copy(match)
            full.state = state
            full.ending = next((e for e in events if e.kind == "game_over"), None)
            for seat in list(range(len(match.seats))) + [None]:
                # Two cards hidden from the seat, asked for by name: "not seen yet", wherever they lie.
                finds = [f"find {spec['name'](c)}" for c in spec["hidden"](state, seat)[:2]] if spec["name"] else []
                masked = copy.copy(match)
                masked.state = seat_state(game_id, state, seat)
                told_events = seat_events(game_id, events, seat)
                masked.ending = next((e for e in told_events if e.kind == "game_over"), None)
                for verbosity in ("brief", "full"):
                    session.settings.verbosity = verbosity
                    truth = heard(session, mode, full, events, seat, spec["readings"] + tuple(finds))
                    said = heard(session, mode, masked, told_events, seat, spec["readings"] + tuple(finds))
                    assert said == truth, (seat, verbosity)
                    told += 1
        if rules.is_over(state):
            break
        seat = rng.choice(rules.to_act(state))
        state, events = rules.apply(state, seat, rng.choice(list(rules.legal_actions(state, seat))))
        at += 1
    assert told > 2
