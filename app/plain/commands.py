"""What each game gives line mode: its commands, its help, what it says at a start.

Each game's ``plain`` module has ``COMMANDS``, an instance of a subclass of
``Commands``. Line mode (``app.plain.repl``) handles what every game shares
(help, undo, new, next, table, cards, the hot seat) and passes every other
line to the game. ``memory`` is the game's own dict for this sitting (how a
hand is grouped, where the explorer stands), kept while the program runs.
"""

from __future__ import annotations

from app.text.entries import Entry  # a game's plain module and its words build these (kept importable here)
from app.text.i18n import _


class Commands:
    """A game's line-mode commands; a game overrides what it has.

    ``verbs`` are the English words its ``command`` reads (short forms too), and ``keywords``
    the words that may follow one of them (``hand colour``): line mode turns what the player
    typed, in their language or in English, into these words before ``command`` sees the line
    (``app.plain.words``). Each word a language may type its own way is marked
    ``NP_("typed", word)``.
    """

    verbs: tuple[str, ...] = ()
    keywords: dict[str, tuple[str, ...]] = {}

    def entries(self) -> list[Entry]:
        """Return the game's own commands, for ``help`` during a game."""
        return []

    def menu_entry(self) -> Entry | None:
        """Return how the menu starts the game (None for games set up at a table)."""
        return None

    def command(self, session, memory: dict, verb: str, args: list[str]) -> bool:
        """Carry out one of the game's commands; return False when ``verb`` is not one."""
        return False

    def option_usage(self, option) -> str:
        """Return how to type a value of one of the game's variants (``app.core.game.Option``)."""
        return _("That choice of rules is not possible here.")

    def acts(self, verb: str, args: list[str]) -> bool:
        """Return True when the line makes a move (refused with a reason once the game is over)."""
        return False

    def opening(self, session, memory: dict) -> None:
        """Say what a player needs at a start, a next game or a resume."""
        session.say(session.read_table(), "info")

    def handed_over(self, session, memory: dict) -> None:
        """Say what the next player needs once they have the keyboard (hot seat)."""

    # A game with no rules (the cube explorer) is a view, entered and left.

    def enter(self, session, memory: dict) -> None:
        """Say what the view is and where the player stands in it."""

    def where(self, session, memory: dict) -> str:
        """Return "where am I" in a view with no rules."""
        return ""


def numbers(words: list[str], count: int) -> list[int] | None:
    """Return ``count`` whole numbers typed, or None when the words are not exactly that."""
    try:
        values = [int(w) for w in words]
    except ValueError:
        return None
    return values if len(values) == count else None


def no_viewer() -> str:
    """Return what is said when no seat is at the keyboard (every seat a bot)."""
    return _("No player at this keyboard plays in this game.")
