"""Higher or lower in line mode: one command, up or down."""

from __future__ import annotations

from app.plain.commands import Commands, Entry
from tests.toy.higher.rules import Guess


class HigherCommands(Commands):
    def entries(self) -> list[Entry]:
        return [Entry("up", "the next card is higher", "up says the next card is higher."),
                Entry("down", "the next card is lower", "down says the next card is lower.")]

    def acts(self, verb, args) -> bool:
        return verb in ("up", "down")

    def command(self, session, memory, verb, args) -> bool:
        if verb not in ("up", "down"):
            return False
        session.act(Guess(verb == "up"))
        return True


COMMANDS = HigherCommands()
