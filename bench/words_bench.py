"""Words per announcement, per game and kind of event, in brief and full verbosity.

Seeded games of every registered game with rules are played through the
Session (every seat a medium bot but seat 1, played by the same bot for
the player); each event's sentence is counted as it is told to the player.
Prints the median and the largest word count per kind: a bot's turn should
stay at about eight words in brief verbosity (DESIGN.md, Accessibility).
"""

from __future__ import annotations

import random
import statistics
from collections import defaultdict

GAMES_EACH = 6


def play_out(s) -> None:
    """Play the Session's match to its end: the bots as bots, the player's seats by the medium bot."""
    from app.bots import choose

    game_id = s.match.game_id
    while not s.match.is_over():
        seat = s.match.to_act()[0]
        if s.racing() and not s.seats[seat].human:
            s.advance(s.next_due())  # a race (Zip Zap): the bots act by the clock
        elif s.seats[seat].human:
            s.act(choose(game_id, s.match.state, seat, "medium", random.Random(len(s.match.actions))), seat)
        else:
            s.bot_step()


def count_words(game_id: str, verbosity: str, deals: range) -> dict[str, list[int]]:
    from app.core.seats import default_seats
    from app.games import GAMES
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    game = GAMES[game_id]
    teller = game.text.TELLER
    counts: dict[str, list[int]] = defaultdict(list)
    original = type(teller).event

    def counted(self, ev, told):
        text = original(self, ev, told)
        if text:
            who = "bot" if ev.seat is not None and ev.seat != told.viewer else "you" if ev.seat is not None else "table"
            counts[f"{ev.kind} ({who})"].append(len(text.split()))
        return text

    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off", verbosity=verbosity))
    s.results.record = lambda *args, **kwargs: []
    teller.event = counted.__get__(teller)
    try:
        for deal in deals:
            players = max(game.players[0], min(game.players[1], 3))
            s.start(game_id, deal, seats=default_seats(players))
            play_out(s)
    finally:
        del teller.event
        s.close()
    return counts


def main() -> None:
    from app.games import GAMES

    print(f"words per announcement ({GAMES_EACH} seeded games each; median / largest)")
    for game in GAMES.values():
        if not game.has_rules:
            continue
        rows = {v: count_words(game.id, v, range(1, GAMES_EACH + 1)) for v in ("brief", "full")}
        print(f"  {game.id}")
        for kind in sorted(set(rows["brief"]) | set(rows["full"])):
            cells = []
            for v in ("brief", "full"):
                values = rows[v].get(kind, [])
                cells.append(f"{v} {statistics.median(values):5.1f} / {max(values):3d}" if values else f"{v}   -")
            print(f"    {kind:28s} {cells[0]}   {cells[1]}")


if __name__ == "__main__":
    main()
