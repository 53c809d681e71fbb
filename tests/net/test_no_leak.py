"""What reaches each seat through the wire is what that seat may know, and nothing more (issue 27, point 2).

Whole games of every game for several players are played by bots as clients;
the server notes the full state and events behind each message it sends, and
each client keeps the bytes it received. For every message: its state, events
and last moves are exactly the seat's mask (``app.core.seen``), and no card
hidden from the seat (another hand's, the stock's) is anywhere in its bytes,
unless the seat may know an equal card. (That the last moves name only cards
the seat was shown is ``test_moves_online.py``'s.)
"""

import json

import msgspec
import pytest

from app.core.seen import seat_actions, seat_events, seat_state
from app.net import protocol as p
from tests.net.players import open_table, play_out, start_server
from tests.net.test_play_online import GAMES


def _leaves(full, masked, path=()):
    """Yield (path, full value) for each smallest part of ``full`` that the mask changed."""
    if type(full) is not type(masked) or (isinstance(full, list) and len(full) != len(masked)):
        yield path, full
    elif isinstance(full, dict) and set(full) == set(masked) and any(isinstance(v, (dict, list))
                                                                      for v in full.values()):
        for key in full:
            yield from _leaves(full[key], masked[key], path + (key,))
    elif isinstance(full, list):
        for i, (a, b) in enumerate(zip(full, masked)):
            yield from _leaves(a, b, path + (i,))
    elif full != masked:
        yield path, full


def _compact(value) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize("game_id,players", GAMES)
async def test_no_seat_receives_what_it_may_not_know(game_id, players):
    server, url = await start_server()
    table = open_table(server, game_id, players, deal=11)
    behind = []  # (seat, message, full state, the moves so far) for each message sent
    events_of = {}

    def sent(seat, message):
        behind.append((seat, message, table.match.state, list(table.match.actions)))

    original_news = table.news

    def news(actor, events, ref=0, asker=None):
        events_of[len(behind)] = events
        original_news(actor, events, ref, asker)

    table.sent_hook, table.news = sent, news
    bots = await play_out(server, url, table, players)
    rules = table.match.rules
    received = {i: [m for m in b.received] for i, b in enumerate(bots)}
    checked = 0
    for index, (seat, message, full, actions) in enumerate(behind):
        if not isinstance(message, (p.News, p.Welcome)):
            continue
        # The events this message was made from: those of the last ``news`` call at or before it.
        event_index = max((k for k in events_of if k <= index), default=None)
        masked_state = rules.state_to_json(seat_state(game_id, full, seat))
        full_state = rules.state_to_json(full)
        assert msgspec.json.decode(msgspec.json.encode(message.view.state)) == masked_state
        assert message.view.deal in (0, table.match.deal)
        if not table.match.is_over():
            assert message.view.deal == 0  # the deal's number is shown at the end only
        recent = [[actor, rules.action_to_json(a)] for actor, a in seat_actions(game_id, actions, seat)]
        assert msgspec.json.decode(msgspec.json.encode(message.view.recent)) == recent
        known = _compact(masked_state) + _compact(recent)
        if isinstance(message, p.News):
            full_events = events_of[event_index]
            masked = [p.pack(e) for e in seat_events(game_id, full_events, seat)]
            assert message.events == masked
            known += _compact(masked)
        # Every byte this seat received in this message:
        raw = next(r for r in received[seat] if _compact(msgspec.json.decode(r)) ==
                   _compact(msgspec.to_builtins(message)))
        text = raw.decode() if isinstance(raw, bytes) else raw
        for path, value in _leaves(full_state, masked_state):
            hidden = _compact(value)
            if isinstance(value, (dict, list)) and hidden not in known:
                # A hidden card (or pile) equal to nothing the seat may know is nowhere in its bytes.
                # (A card's fields up to its closing brace: "number":1} is not "number":10}.)
                assert (hidden[1:] if isinstance(value, dict) else hidden) not in text, (seat, path, value)
                checked += 1
    # Zocken hides nothing (its dice lie open); Loker's cards are bare numbers, which any byte may hold: for
    # these the message being exactly the seat's mask, above, is the check.
    assert (checked > 0) == (game_id not in ("zocken", "loker"))
