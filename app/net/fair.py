"""Provably fair deals at a shared table: a fresh secret seed each game, promised at the start, shown at the end.

A numbered deal (1 to 999,999) could be found from one's own hand by trying
them all, and the next game's number followed from the last. So a shared
table deals each game from a seed of 128 secret bits (``secrets``), drawn
anew for every game: nothing a seat is sent, and nothing of the game before,
tells it. At the start of a game every seat is sent the *promise*, the
SHA-256 of the seed and a salt; the seed stays on the server. When the game
is over the seed, the salt and every move are sent, and each player's
Tabletalk checks them (``check``): the promise it kept from the start is the
hash of that seed and salt, the seed deals the very cards the seat was
dealt, and the moves, played from that deal, reach the very end the seat
was shown. A host who chose the deal number (``--deal``) can know every
card: the table says so to everyone, and makes no promise.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

import msgspec

from app.core.rng import SEED_FLOOR

#: Secret bits in a shared table's seed.
SEED_BITS = 128


def fresh_seed() -> int:
    """Return a new secret seed: 128 bits from ``secrets``, above every numbered deal (``rng.SEED_FLOOR``)."""
    return (SEED_FLOOR << SEED_BITS) | secrets.randbits(SEED_BITS)


def new_salt() -> str:
    """Return a new salt for a promise (so that equal seeds never give equal promises)."""
    return secrets.token_hex(16)


def promise(seed: int, salt: str) -> str:
    """Return the promise of a seed: the SHA-256 of the seed and the salt, in hex."""
    return hashlib.sha256(f"{seed}:{salt}".encode()).hexdigest()


def plain(value: Any) -> Any:
    """Return ``value`` as JSON reads it back (tuples as lists, enums as values), for comparing states."""
    return msgspec.json.decode(msgspec.json.encode(value))


def check(view, seat: int, promised: str, first_state: Any | None, read_action) -> str:
    """Check a finished game's shown seed against what the seat kept and was shown; return "" when fair,
    else what failed: "promise" (not the seed promised), "deal" (not the cards dealt), "moves" (a move the
    rules refuse) or "end" (the moves do not reach the end shown).

    ``view`` is the seat's view after the end (``protocol.View``, with ``seed``, ``salt``, ``played``);
    ``promised`` the promise kept from the game's first view; ``first_state`` the state (as JSON) the seat
    was shown before any move, or None when it joined later; ``read_action(rules, json)`` the client's reader
    of an action's JSON (``client.action_from_json``: the client imports this module, not the other way).
    """
    from app.core.match import Match
    from app.core.rules import RuleError
    from app.core.seats import Seat
    from app.core.seen import seat_state
    from app.net import protocol as p

    if not secrets.compare_digest(promise(view.seed, view.salt), promised):
        return "promise"
    seats = tuple(Seat(s.name, s.human, s.level) for s in view.seats)
    match = Match(view.game_id, view.seed, seats, dict(view.options), round_no=view.round_no, rounds=view.rounds,
                  count=view.count, carried=dict(view.carried), first=view.first)
    rules = match.rules
    try:
        match.state = match._dealt()
        if first_state is not None and plain(p.state_json(rules, seat_state(view.game_id, match.state, seat))) \
                != plain(first_state):
            return "deal"
        for actor, action in view.played:
            match.act(int(actor), read_action(rules, action))
    except (RuleError, p.ProtocolError, KeyError, TypeError, ValueError, IndexError, AttributeError):
        return "moves"
    shown = plain(view.state)
    if not match.is_over() or plain(p.state_json(rules, seat_state(view.game_id, match.state, seat))) != shown:
        return "end"
    return ""
