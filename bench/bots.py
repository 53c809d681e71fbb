"""Bots of Zoker Memo and Tiko: how long a player waits for a bot, and how strong each level is.

(a) Decision time per game and level, p50 and p99 over every decision of
seeded games. (b) Win rates over seeded games per pairing: each deal is
played twice with the seats swapped, so the first player's advantage and
the luck of the deal cancel. A game is won by the seat with the strictly
top score; equal top scores are a tie. Figures only; nothing is asserted
(tests/bots holds the small strength test).
"""

from __future__ import annotations

import random
import statistics
import time
from collections import defaultdict

from app.bots import choose
from app.games import REGISTRY

#: Games per pairing (pairs of games on one deal, seats swapped).
GAMES = 500
#: Games whose every decision is timed, per game and level.
TIMED_GAMES = 40
PAIRINGS = (("hard", "medium"), ("medium", "easy"), ("hard", "easy"))
#: Far above any real game's length.
MAX_STEPS = 20_000


def play(game_id: str, levels: tuple[str, ...], seed: int, options=None,
         times: dict | None = None) -> tuple[int, ...]:
    """Play one all-bot game from deal ``seed``; return the scores. Adds decision times per level to ``times``."""
    rules = REGISTRY[game_id]
    state = rules.new_game(len(levels), seed, options)
    rngs = [random.Random(seed * 10 + seat) for seat in range(len(levels))]
    for _ in range(MAX_STEPS):
        if rules.is_over(state):
            return rules.scores(state)
        seat = rules.to_act(state)[0]
        start = time.perf_counter()
        action = choose(game_id, state, seat, levels[seat], rngs[seat])
        if times is not None:
            times[levels[seat]].append(time.perf_counter() - start)
        state, _ = rules.apply(state, seat, action)
    raise RuntimeError(f"{game_id} deal {seed} did not end")


def percentile(values: list[float], p: float) -> float:
    """Return the value below which a fraction ``p`` of ``values`` lie."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def report_times(game_id: str, players: int) -> None:
    times: dict[str, list[float]] = defaultdict(list)
    for seed in range(1, TIMED_GAMES + 1):
        # Every level plays every seat over the games.
        levels = tuple(("easy", "medium", "hard")[(seed + s) % 3] for s in range(players))
        play(game_id, levels, seed, times=times)
    print(f"{game_id}, {players} seats: decision time ({TIMED_GAMES} games)")
    for level in ("easy", "medium", "hard"):
        t = times[level]
        print(f"  {level:6}  p50 {statistics.median(t) * 1000:7.3f} ms   p99 {percentile(t, 0.99) * 1000:7.3f} ms"
              f"   max {max(t) * 1000:7.2f} ms   ({len(t)} decisions)")


def duel(game_id: str, strong: str, weak: str, games: int = GAMES) -> dict:
    """Return wins/ties/losses of ``strong`` against ``weak`` and both average scores, 2 seats."""
    result = {"wins": 0, "ties": 0, "losses": 0, "strong": 0, "weak": 0}
    for game in range(games):
        seat = game % 2
        levels = (strong, weak) if seat == 0 else (weak, strong)
        scores = play(game_id, levels, game // 2 + 1)
        mine, theirs = scores[seat], scores[1 - seat]
        result["wins" if mine > theirs else "losses" if mine < theirs else "ties"] += 1
        result["strong"] += mine
        result["weak"] += theirs
    return result


def report_duels(game_id: str) -> None:
    print(f"{game_id}, 2 seats: {GAMES} games per pairing, seats alternating on each deal")
    for strong, weak in PAIRINGS:
        r = duel(game_id, strong, weak)
        decided = r["wins"] + r["losses"]
        rate = r["wins"] / decided if decided else 0.0
        print(f"  {strong:6} vs {weak:6}  won {r['wins']:3}  tied {r['ties']:3}  lost {r['losses']:3}"
              f"   win rate {rate:6.1%} of decided   avg score {r['strong'] / GAMES:5.2f} to {r['weak'] / GAMES:5.2f}")


def report_three(game_id: str, games: int = GAMES) -> None:
    """Easy, medium and hard at one table of three, the seats rotated game by game."""
    levels = ("easy", "medium", "hard")
    wins, score = dict.fromkeys(levels, 0), dict.fromkeys(levels, 0)
    ties = 0
    for game in range(games):
        rot = game % 3
        seated = levels[rot:] + levels[:rot]
        scores = play(game_id, seated, game // 3 + 1)
        for level, s in zip(seated, scores):
            score[level] += s
        best = max(scores)
        if scores.count(best) > 1:
            ties += 1
        else:
            wins[seated[scores.index(best)]] += 1
    print(f"{game_id}, 3 seats (easy, medium, hard rotated): {games} games")
    print("  " + "   ".join(f"{lv} won {wins[lv]:3} ({wins[lv] / games:5.1%}) avg {score[lv] / games:5.2f}"
                            for lv in levels) + f"   tied {ties}")


def bot_games() -> list:
    """Return the games that have bots, from the registry's descriptions."""
    from app.games import GAMES as REGISTERED

    return [g for g in REGISTERED.values() if g.has_bot]


def main() -> None:
    games = bot_games()
    for game in games:
        report_times(game.id, max(2, game.players[0]))
        # Secret hands: the most seats give hard the most unseen cards to imagine.
        if game.rules.info.secret_hands:
            for players in sorted({3, game.players[1]}):
                report_times(game.id, players)
    for game in games:
        report_duels(game.id)
    for game in games:
        if game.players[1] >= 3 and game.rules.info.secret_hands:
            report_three(game.id)


if __name__ == "__main__":
    main()
