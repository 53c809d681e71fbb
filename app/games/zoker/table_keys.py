"""Keys the Zoker screens share: find a card by its name, read the focused place's row or column.

Shift F opens a prompt for a card's name (read in the current language, as
line mode reads it: ``read_card``; a name that fits several cards has them
read back and the prompt stays open) and says where the card is, in the
same sentence as line mode's ``find``; Shift R and Shift C read the row and
the column of the focused place, as line mode's ``row N`` and ``column N``.
A game's screen mixes ``CardQuestions`` in before its ``GameScreen`` and
fills in ``find_text`` (and, for a grid, ``line_text``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from textual.binding import BindingType

from app.games.zoker.cards import Card
from app.games.zoker.words import card_problem, find_cancelled, find_question, read_card
from app.text.i18n import N_
from app.ui import keys

if TYPE_CHECKING:
    from app.session import Session

#: The longest card name the find prompt takes ("appelsínugult, mjög stórt, þríhyrningur" has 39 characters).
FIND_MAX = 60

FIND = keys.key("F", "find", N_("Find a card by its name: where it is"), "zoker.find", N_("Shift F"))
ROW = keys.key("R", "read_line('row')", N_("Read the row of the focused place"), "zoker.row", N_("Shift R"))
COLUMN = keys.key("C", "read_line('column')", N_("Read the column of the focused place"), "zoker.column",
                  N_("Shift C"))
#: The row and column keys of a grid.
LINES: list[BindingType] = [ROW, COLUMN]


class CardQuestions:
    """Find and line reading for a Zoker game screen (mixed in before ``GameScreen``)."""

    if TYPE_CHECKING:  # what the mixin uses of ``GameScreen`` (app.ui.screens.base)
        @property
        def session(self) -> Session: ...
        def waiting(self) -> bool: ...
        def position(self) -> tuple[int, int]: ...
        def ask(self, question: str, check: Callable[[str], str | None], answered: Callable[[str | None], None],
                max_length: int = 20) -> None: ...

    def find_text(self, card: Card) -> str:
        """Return where ``card`` is, as far as the player at the keyboard may know."""
        raise NotImplementedError

    def line_text(self, kind: str, row: int, column: int) -> str:
        """Return the row (``kind`` "row") or column through the place at (row, column), counted from 0."""
        raise NotImplementedError

    def action_find(self) -> None:
        """Ask for a card's name, then say where that card is; Escape cancels."""
        if self.waiting():
            return
        self.ask(find_question(), self._card_problem, self._find_answered, FIND_MAX)

    @staticmethod
    def _card_problem(text: str) -> str | None:
        return find_question() if not text else card_problem(text)

    def _find_answered(self, text: str | None) -> None:
        if text is None:
            self.session.say(find_cancelled(), "info")
            return
        card = read_card(text).found
        assert card is not None, "the check lets only a card's name through"
        self.session.say(self.find_text(card), "info")

    def action_read_line(self, kind: str) -> None:
        """Read the row or the column of the focused place."""
        if self.waiting():
            return
        self.session.say(self.line_text(kind, *self.position()), "info")
