"""How the saves in this folder were made: run once with the code before saves were read by msgspec (3816aad).

    git archive 3816aad | tar -x -C /tmp/base && cd /tmp/base && PYTHONPATH=. python <this file> <this folder>

Each game's seeded match played by medium bots and saved as the autosave wrote ``Match.to_json``: 30 moves
into its first game (``<game>-first.json``), and 5 moves into its second (``<game>.json``: totals kept).
"""

import random
import sys
from pathlib import Path

from app.bots import choose
from app.core.match import Match
from app.core.seats import Seat
from app.games import GAMES, REGISTRY


def play(match: Match, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if match.is_over():
            return
        seat = match.to_act()[0]
        match.act(seat, choose(match.game_id, match.state, seat, "medium", rng))


def main(folder: Path) -> None:
    for game_id in sorted(REGISTRY):
        low = GAMES[game_id].players[0]
        players = max(low, 2) if GAMES[game_id].players[1] >= 2 else low
        seats = (Seat("Ana", True),) + tuple(Seat(f"Bot {i}", False, "medium") for i in range(1, players))
        match = Match.start(game_id, 7, seats, GAMES[game_id].default_options(), rounds=3)
        rng = random.Random(7)
        play(match, 30, rng)
        save(match, folder / f"{game_id}-first.json")
        play(match, 400, rng)  # a whole game where it ends soon enough
        if match.is_over() and not match.match_over():
            match.next_round()
            play(match, 5, rng)
        save(match, folder / f"{game_id}.json")


def save(match: Match, path: Path) -> None:
    import json

    text = json.dumps(match.to_json(), ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
