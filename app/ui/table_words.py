"""The Textual UI's words for games of several seats: the table setup, and the table's heading and turns.

Part of ``app.ui.words`` (which imports every name here, so screens call ``words.seat_row`` as
before); kept apart because the table setup and the match's heading are one job of their own.
Every function translates when it is called.
"""

from __future__ import annotations

from app.text.forms import Name
from app.text.i18n import _, pgettext
from app.text import seats as seats_text
from app.text.phrases import setting_value

__all__ = [
    "setup_title", "setup_intro", "setup_keys", "players_row", "seat_row", "setup_help_title", "rounds_row",
    "count_row", "deal_row", "start_row", "press_enter_to_start", "need_a_human", "players_limit",
    "rename_needs_seat", "ask_name", "bad_name", "ask_table_deal", "typed_deleted", "you_seat", "to_play",
    "round_status", "turn_status", "your_turn_status", "waiting_status", "round_over_status",
    "match_over_status", "round_over_hint", "match_over_hint", "confirm_new_match",
    "handoff_view", "handoff_keys",
]


# The table setup (games for several seats)

def setup_title(game: str) -> str:
    """Return the table setup's heading."""
    return _("{game}: the table").format(game=game)


def setup_intro(game: str, item: str) -> str:
    """Return what is said when the table setup opens."""
    return _("Table for {game}. On {item}. Up and down arrows move, left and right arrows or Enter change, "
             "e renames a seat, s starts the game.").format(game=game, item=item)


def setup_keys() -> str:
    """Return the table setup's short key line."""
    return _("up/down move  left/right change  e rename  s start  h host")


def players_row(count: int) -> str:
    """Return the row with the number of players."""
    return _("Players: {count}").format(count=count)


def seat_row(number: int, seat: str) -> str:
    """Return a seat's row: "Seat 2: Eva, bot, medium"."""
    return _("Seat {number}: {seat}").format(number=number, seat=seat)


def setup_help_title() -> str:
    """Return the help heading of the table setup in the menu's help of every screen (each game's own
    setup's help is titled with its heading, "Zoker Tiko: the table")."""
    return _("Table setup")


def rounds_row(rounds: int) -> str:
    """Return the row with the games in a match."""
    value = str(rounds) if rounds else pgettext("rounds", "open-ended")
    return setting_value(_("Games in the match"), value)


def count_row(count: str, unit: str = "cards") -> str:
    """Return the row with what the match counts: games won, or the game's own scores in its ``unit``
    (Game.counts: "cards" or "points")."""
    if count == "wins":
        value = pgettext("count", "games won")
    elif unit == "points":
        value = pgettext("count", "points")
    else:
        value = pgettext("count", "cards won")
    return setting_value(_("The match counts"), value)


def deal_row(deal: int | None) -> str:
    """Return the row with the deal number to play."""
    return setting_value(_("Deal"), str(deal) if deal else pgettext("deal", "random"))


def start_row() -> str:
    """Return the row that starts the game."""
    return _("Start the game")


def press_enter_to_start() -> str:
    """Return what is said when left or right is pressed on the Start row."""
    return _("Press Enter to start the game.")


def need_a_human() -> str:
    """Return why a change that leaves no human at the table is refused."""
    return seats_text.need_a_human()


def players_limit(low: int, high: int) -> str:
    """Return why the number of players cannot change further."""
    return _("This game is for {low} to {high} players.").format(low=low, high=high)


def rename_needs_seat() -> str:
    """Return what is said when e is pressed away from a seat's row."""
    return _("Move to a seat's row to rename it.")


def ask_name(number: int, name: str) -> str:
    """Return the prompt for a seat's name."""
    return _("Type a name for seat {number}, then Enter. Enter alone gives the usual name. "
             "Escape keeps {name}.").format(number=number, name=name)


def bad_name() -> str:
    """Return what is said when a typed name cannot be used."""
    return _("A name is letters, digits and spaces, up to 20 characters. Type it again.")


def ask_table_deal(highest: int) -> str:
    """Return the prompt for the deal of a table game."""
    return _("Type a deal number from 1 to {highest}, then Enter. Enter alone: a random deal. "
             "Escape keeps the deal as it was.").format(highest=highest)


def typed_deleted() -> str:
    """Return the echo when a typed character is deleted and nothing is left."""
    return pgettext("prompt", "empty")


# Games for several seats

def you_seat(name: str) -> str:
    """Return a seat's name marked as the player at the keyboard: "Anna (you)"; a label that asks for a form
    of it ({name:gen}: Czech "Ruka hráče Anna (ty)") gets the name in that form, the mark after it."""
    marked = _("{name} (you)")
    return Name(marked.format(name=name),
                lambda mark: marked.format(name=name.form(mark) if isinstance(name, Name) else name))


def to_play(text: str) -> str:
    """Return a seat's line marked as the seat to play (in words, not only by colour)."""
    return _("{seat}  <- to play").format(seat=text)


def round_status(round_no: int, rounds: int, deal: int) -> str:
    """Return the game of the match and its deal, for the heading."""
    if rounds == 1:
        return _("Deal {deal}").format(deal=deal)
    if rounds:
        return _("Game {number} of {rounds}, deal {deal}").format(number=round_no, rounds=rounds, deal=deal)
    return _("Game {number}, deal {deal}").format(number=round_no, deal=deal)


def turn_status(name: str) -> str:
    """Return whose turn it is, for the heading."""
    return _("{name} to play").format(name=name)


def your_turn_status() -> str:
    """Return the heading's note when the player at the keyboard is to play."""
    return _("Your turn")


def waiting_status(name: str) -> str:
    """Return the heading's note while the keyboard passes to another player."""
    return _("Waiting for {name}").format(name=name)


def round_over_status() -> str:
    """Return the heading's note when a game of a match is over."""
    return _("Game over. n next game, q menu.")


def match_over_status() -> str:
    """Return the heading's note when the match is over."""
    return _("Match over. n new match, q menu.")


def round_over_hint() -> str:
    """Return what is said when a card is played after a game of a match ended."""
    return _("This game is over. Press n for the next game.")


def match_over_hint() -> str:
    """Return what is said when a card is played after the match ended."""
    return _("The match is over. Press n for a new match with the same table, or q for the menu.")


def confirm_new_match() -> str:
    """Return the question asked before a match in progress is given up."""
    return _("Press n again to give up this match and start a new one with the same table.")


def handoff_view(text: str) -> str:
    """Return the full-screen text shown while the keyboard passes to another player."""
    return _("{text}\n\nEvery card is hidden until then.").format(text=text)


def handoff_keys() -> str:
    """Return the key line while the keyboard passes to another player."""
    return _("Enter when you have the keyboard")
