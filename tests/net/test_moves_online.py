"""The move list at a shared table: each seat is sent its last moves, masked, and the screens' marks that read
them ("taken", "turned back", who played each card of the last trick) are those of a table at home.

Everything goes through a real server on the loopback.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import msgspec
import pytest

from app.core.match import Match
from app.core.seats import Seat
from app.core.seen import RECENT
from app.games.loker import rules as loker
from app.games.zipzap import rules as zipzap
from app.games.zoker.cards import HIDDEN
from app.games.zoker.memo import rules as memo
from app.games.zoker.memo import text as memo_text
from app.net import hosting, sitting
from app.net import protocol as p
from app.net.client import events_of, match_from_view
from app.net.remote import RemoteTable
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.table import LocalTable
from app.text import i18n
from app.ui.app import make_app
from app.ui.widgets import Face
from tests.net.players import open_table, play_out, start_server
from tests.net.test_play_online import GAMES


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    """A table hosted here listens on the loopback only, on a port the system picks."""
    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")
    monkeypatch.setattr(hosting, "PORT", 0)


# What each seat is sent


def _cards(data) -> list[str]:
    """Return the Zoker and Zip Zap cards in a JSON tree, each as its compact JSON."""
    found = []
    if isinstance(data, dict):
        if set(data) in ({"colour", "size", "shape"}, {"colour", "number"}):
            return [json.dumps(data, sort_keys=True)]
        for value in data.values():
            found += _cards(value)
    elif isinstance(data, list):
        for value in data:
            found += _cards(value)
    return found


#: The placeholders, as ``_cards`` finds them.
_HIDDEN = {json.dumps(msgspec.to_builtins(c), sort_keys=True) for c in (HIDDEN, zipzap.HIDDEN)}


@pytest.mark.parametrize("game_id,players", GAMES)
async def test_no_seat_is_sent_a_move_that_names_a_card_it_was_not_shown(game_id, players):
    """Whole games by bots as clients: every move a seat received names only cards its own masked states and
    events had shown it by then (a card played lies open), and another seat's Loker exchange names none."""
    server, url = await start_server()
    table = open_table(server, game_id, players, deal=13)
    bots = await play_out(server, url, table, players)
    named = hidden_exchanges = own_exchanges = 0
    for seat, bot in enumerate(bots):
        shown: set[str] = set()  # every card this seat's states and events have shown it so far
        hand: tuple = ()  # Loker: the seat's hand before the move
        for raw in bot.received:
            message = p.decode_server(raw)
            if not isinstance(message, (p.Welcome, p.News)):
                continue
            view = message.view
            shown.update(_cards(msgspec.json.decode(msgspec.json.encode(view.state))))
            if isinstance(message, p.News):
                shown.update(_cards(msgspec.to_builtins([e.data for e in events_of(message)])))
            match = match_from_view(view)
            assert len(match.actions) == min(view.moves, RECENT) and match.moves == view.moves
            for at, (actor, action) in enumerate(match.actions, 1 - len(match.actions)):
                for card in _cards(msgspec.to_builtins(action)):
                    if card not in _HIDDEN:
                        assert card in shown, (seat, actor, action)
                        named += 1
                if isinstance(action, loker.Exchange) and actor != seat:
                    assert set(action.cards) == {loker.HIDDEN}
                    hidden_exchanges += 1
                elif isinstance(action, loker.Exchange) and at == 0:  # its own move, just made
                    assert Counter(action.cards) <= Counter(hand), (hand, action)  # cards of its hand before
                    own_exchanges += 1
            if game_id == "loker":
                hand = match.state.hands[seat]
    if game_id in ("zoker-tiko", "zoker-kubo", "zipzap"):
        assert named > 0  # their moves name cards: some were checked
    if game_id == "loker":
        assert hidden_exchanges > 0 and own_exchanges > 0


# The marks on the screen


@pytest.fixture
def session(monkeypatch):
    """A Session in English that speaks into a recording speaker; bots move at once (bot pace 0)."""
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    s = Session(speaker=RecordingSpeaker())
    s.settings.bot_pace = 0
    yield s
    s.close()
    sitting.stop_hosting()
    i18n.set_language("en")


@pytest.fixture
def app(session):
    return make_app(session)


async def _host(pilot, session, game_id: str, seats, options=None):
    """Host a table of ``seats`` here (seat 1 is the session's), show its screen, and seat a second player
    elsewhere; return (the screen, the other player's RemoteTable, the server's table)."""
    assert sitting.host(session, game_id, seats, dict(options or {}), 1, "points", hold_s=5)
    code = session.remote.welcome.code
    pilot.app.push_screen(pilot.app.game_screen(game_id))
    await pilot.pause()
    other = RemoteTable(sitting.HOSTED.url, code, "Bo")
    return pilot.app.screen, other, sitting.HOSTED.server.tables[code]


async def _settle(pilot, session, other: RemoteTable, table) -> Match:
    """Wait until the server's bots have moved and this screen has the table's news of every move; return the
    table's match as a game at home holds it (every move, its states before them)."""
    for _ in range(500):
        other.news()
        moves, bots_turn = sitting.HOSTED.do(
            lambda: (table.match.moves, any(table.is_bot(s) for s in table.match.to_act())))
        if not bots_turn and session.match.moves == moves and other.match.moves == moves:
            return sitting.HOSTED.do(lambda: Match.from_json(table.match.to_json()))
        await pilot.pause(0.02)
    raise AssertionError("the table's news never came")


def _at_home(session, home: Match, read):
    """Return what ``read()`` finds on the screen with the table at home in place of the shared one."""
    shared = session.table
    session.sit(LocalTable(home, saves=False))
    try:
        return read()
    finally:
        session.sit(shared)


def _other_plays(other: RemoteTable, rng: random.Random, action=None) -> None:
    other.act(other.seat, action or rng.choice(other.match.legal_actions(other.seat)))


def _pair_move(state: memo.MemoState) -> memo.TurnUp | None:
    """Return the card to turn up that takes a pair this turn (the test peeks at the table), or None."""
    down = [i for i in memo.face_down(state) if i != state.up]
    if state.up is not None:
        return next((memo.TurnUp(b) for b in down if memo.is_pair(state.table[state.up], state.table[b])), None)
    return next((memo.TurnUp(a) for a, b in itertools.combinations(down, 2)
                 if memo.is_pair(state.table[a], state.table[b])), None)


async def test_memo_marks_the_turn_just_ended_at_a_shared_table_as_at_home(app, session):
    """The two cards of the turn just ended are drawn "taken" or "turned back" at a shared table, as at home:
    after each move, of either player, the marks from the seat's view are those a table at home shows."""
    rng = random.Random(3)
    seen = Counter()
    async with app.run_test(size=(100, 40)) as pilot:
        screen, other, table = await _host(pilot, session, "zoker-memo", (Seat("Ann", True), Seat("", True)),
                                           {"start": 12})
        try:
            for turn in itertools.count():
                home = await _settle(pilot, session, other, table)
                marks = screen.last_turn_marks()
                assert marks == _at_home(session, home, screen.last_turn_marks)
                seen.update(word for _card, word in marks.values())
                if home.is_over() or turn >= 40:
                    break
                # Every other turn takes a pair, so that both marks come; the others turn up cards at random.
                if home.state.up is None:
                    take = turn % 4 == 0
                action = _pair_move(home.state) if take else None
                if session.my_turn():
                    assert session.act(action or rng.choice(session.match.legal_actions(session.viewer)))
                    screen.changed()  # as the screen's Enter does
                    assert screen.reveal == screen.last_turn_marks()
                else:
                    _other_plays(other, rng, action)
        finally:
            other.close()
    assert seen[memo_text.taken_marker()] and seen[memo_text.turned_back_marker()]


async def test_tiko_names_who_played_each_card_of_the_last_trick_at_a_shared_table_as_at_home(app, session):
    """Each card of the last trick is drawn with the name of who played it at a shared table, as at home;
    at some look the trick was won by one seat with another seat's card in it (so the owners were read)."""
    rng = random.Random(4)
    read_owners = 0
    async with app.run_test(size=(100, 40)) as pilot:
        seats = (Seat("Ann", True), Seat("", True), Seat("Eva", False, "easy"))
        screen, other, table = await _host(pilot, session, "zoker-tiko", seats)

        def marks():
            faces = [screen.trick_face(face).plain for face in screen.query(Face)]
            return screen.shown_trick(), screen.trick_label(), faces

        try:
            for _ in range(200):
                home = await _settle(pilot, session, other, table)
                shared = marks()
                assert shared == _at_home(session, home, marks)
                trick, taker = shared[0]
                read_owners += taker is not None and any(seat != taker for seat, _card in trick)
                if home.is_over():
                    break
                if session.my_turn():
                    assert session.act(rng.choice(session.match.legal_actions(session.viewer)))
                    screen.changed()
                else:
                    _other_plays(other, rng)
            assert home.is_over()
        finally:
            other.close()
    assert read_owners > 0
