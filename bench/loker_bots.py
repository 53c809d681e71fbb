"""Loker bots (NL): mean place per level and decision times over 1,000 seeded deals; brief words heard.

Each deal is played three times, the three levels seated in turn around the
table (the level of seat i is (i + deal + shift) mod 3), so seat order and the
luck of the deal spread evenly. A place is 1 for the best hand; a seat with no
hand takes the last place; void deals (NL-9) rank nobody and are left out.
Figures only; tests/bots/test_bots_loker.py holds the small strength test.
"""

from __future__ import annotations

import random
import statistics
import time

from app.games.loker import bot
from app.games.loker import rules as nl

DEALS = 1000
COUNTS = (2, 4, 6, 10)
LEVELS = ("easy", "medium", "hard")


def play(players: int, deal: int, levels: list[str], times: dict[str, list[float]] | None = None) -> nl.LokerState:
    """Play one seeded deal with a level at every seat; record each decision's time."""
    state, rng = nl.new_game(players, deal), random.Random(deal)
    while not state.over:
        seat = state.turn
        t0 = time.perf_counter()
        action = bot.choose(state, seat, levels[seat], rng)
        if times is not None:
            times[levels[seat]].append(time.perf_counter() - t0)
        state, _ = nl.apply(state, seat, action)
    return state


def mean_places(players: int, deals: int, times: dict[str, list[float]] | None = None) -> dict[str, float]:
    """Return each level's mean place over ``deals`` seeded deals, each played with the levels rotated."""
    places: dict[str, list[int]] = {lv: [] for lv in LEVELS}
    for deal in range(deals):
        for shift in range(len(LEVELS)):
            levels = [LEVELS[(i + deal + shift) % len(LEVELS)] for i in range(players)]
            state = play(players, deal, levels, times)
            if state.void:
                continue
            for seat, _value, place, _points in nl.ranking(state):
                places[levels[seat]].append(place if place is not None else players)
    return {lv: statistics.mean(v) for lv, v in places.items() if v}


def brief_words(deals: int = 200) -> dict[str, list[int]]:
    """Return the words of each brief sentence a listener at seat 0 hears of the others' turns, by kind."""
    from app.core.seats import Seat
    from app.games.loker import text as loker_text

    seats = tuple(Seat(name, False, "medium") for name in ("Eva", "Aino", "Bram", "Sigrun"))
    counts: dict[str, list[int]] = {}
    for deal in range(deals):
        state, rng = nl.new_game(4, deal), random.Random(deal)
        while not state.over:
            seat = state.turn
            before = state
            state, events = nl.apply(state, seat, bot.choose(state, seat, "medium", rng))
            for ev in events:
                if ev.seat is not None and ev.seat != 0:
                    said = loker_text.event(ev, state if ev.kind != "exchanged" else before, seats, 0)
                    if said:
                        counts.setdefault(ev.kind, []).append(len(said.split()))
    return counts


def main(deals: int = DEALS) -> None:
    from app.games.loker import odds

    odds.rank_table(), odds.place_table()  # built once, on first use (about 0.3 s)
    times: dict[str, list[float]] = {lv: [] for lv in LEVELS}
    print(f"{'players':>7} " + " ".join(f"{lv:>7}" for lv in LEVELS) + f"   (mean place, 1 is best; {deals} deals x 3)")
    for players in COUNTS:
        mean = mean_places(players, deals, times)
        print(f"{players:>7} " + " ".join(f"{mean.get(lv, 0):7.3f}" for lv in LEVELS))
    for level in LEVELS:
        ts = sorted(times[level])
        p50, p99 = ts[len(ts) // 2] * 1000, ts[int(len(ts) * 0.99)] * 1000
        print(f"{level:>7}: decision p50 {p50:.2f} ms, p99 {p99:.2f} ms over {len(ts)} decisions")
    print("brief words of another player's turn, as heard at seat 0 (200 deals, 4 players):")
    for kind, words in sorted(brief_words().items()):
        print(f"{kind:>10}: mean {statistics.mean(words):.1f}, max {max(words)} over {len(words)} sentences")


if __name__ == "__main__":
    main()
