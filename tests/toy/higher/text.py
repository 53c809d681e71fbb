"""What Higher or lower says (plain English: a toy needs no catalog)."""

from __future__ import annotations

from app.text.seats import game_over, seat_name
from app.text.telling import Teller, Told


class HigherTeller(Teller):
    errors = {"toy_only": lambda p, f: "Only in the toy."}

    def event(self, ev, told: Told) -> str:
        if ev.kind == "guessed":
            who = "You" if ev.seat == told.viewer else seat_name(told.seats, ev.seat)
            guess = "higher" if ev["higher"] else "lower"
            return f"{who} said {guess}: {ev['card']}, {'right' if ev['right'] else 'wrong'}."
        if ev.kind == "game_over":
            return game_over(told.seats, ev["scores"], told.viewer)
        return ""

    def read_table(self, told: Told) -> str:
        return f"Shown: {told.state.shown}. {len(told.state.deck)} cards to come."

    def holdings(self, told: Told) -> str:
        return "Points: " + ", ".join(f"{seat_name(told.seats, i)} {p}" for i, p in enumerate(told.state.points)) + "."


TELLER = HigherTeller()
