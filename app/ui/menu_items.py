"""The main menu's items, their labels and its first sentence, without Textual.

``__main__`` says the first sentence as soon as the Session exists, before
Textual is loaded (about half of a start, docs/startup.md): the player hears
the menu before it is painted. MenuScreen shows and says the same words.
"""

from __future__ import annotations

from app.games import GAMES
from app.session import Session, game_title
from app.ui import words


def items() -> tuple[str, ...]:
    """Return the menu's keys, top to bottom: resume (shown only when a game was saved), the games, the rest."""
    return ("resume",) + tuple(GAMES) + ("join", "tour", "settings", "help", "quit")


def label(key: str, saved: dict | None) -> str:
    """Return a menu item's label in the current language ("" for resume with no saved game)."""
    if key == "resume":
        if saved is None:
            return ""
        return words.resume_item(game_title(saved["game_id"]), saved["deal"])
    if key in GAMES:
        return game_title(key)
    return words.menu_item(key)


def first_sentence(session: Session) -> str:
    """Return what the menu says when it first opens: every item, the first one focused.

    At the very first start only where the focus is: the tour of the keys comes right after it (within
    about 3 seconds, not after the 15 of the whole list), and the list after the tour.
    """
    saved = session.saved_game()
    labels = [label(key, saved) for key in items() if key != "resume" or saved is not None]
    if session.first_start:
        return words.first_start_opening(labels[0])
    return words.menu_intro(labels, labels[0])
