"""The Textual UI's own words: labels, prompts and echoes that are not game narration.

Game sentences (moves, the table, hints) come from ``app.text``; what is
here only makes sense in the full-screen UI: menu items, settings labels,
"picked up", edges of a grid. Every function translates when it is called,
so a screen that calls them again after a language switch is re-rendered.
"""

from __future__ import annotations

from app.text.i18n import _, ngettext, pgettext


# Putting translated pieces together (so translators can reorder them)

def with_note(text: str, note: str) -> str:
    """Return a thing and a note about it: "red S2, picked up"."""
    return _("{text}, {note}").format(text=text, note=note)


def titled(title: str, text: str) -> str:
    """Return a heading line: a title, then the state beside it."""
    return _("{title}   {text}").format(title=title, text=text)


def two_sentences(first: str, second: str) -> str:
    """Return two sentences said as one announcement."""
    return _("{first}. {second}").format(first=first, second=second)


# Menus and screens

def app_title() -> str:
    """Return the program's name."""
    return _("Tabletalk")


def menu_title() -> str:
    """Return the main menu's heading."""
    return _("Main menu")


def menu_intro(items: list[str], focused: str) -> str:
    """Return what is said when the main menu opens."""
    return _("Main menu: {items}. On {focused}. Up and down arrows move, Enter chooses, "
             "question mark gives help.").format(items=_(", ").join(items), focused=focused)


def menu_where(item: str, index: int, count: int) -> str:
    """Return "where am I" in a menu."""
    return _("{item}, {index} of {count}.").format(item=item, index=index, count=count)


def menu_item(key: str) -> str:
    """Return a fixed main menu item's label."""
    return {
        "settings": _("Settings"),
        "help": _("Help"),
        "quit": _("Quit"),
    }[key]


def resume_item(game: str, deal: int) -> str:
    """Return the menu item that resumes a saved game."""
    return _("Resume {game}, deal {deal}").format(game=game, deal=deal)


def settings_title() -> str:
    """Return the settings screen's heading."""
    return _("Settings")


def settings_intro(item: str) -> str:
    """Return what is said when the settings open."""
    return _("Settings. On {item}. Up and down arrows move, left and right arrows or Enter change, "
             "q goes back.").format(item=item)


def help_title(screen: str) -> str:
    """Return the help screen's heading."""
    return _("Keys: {screen}").format(screen=screen)


def help_spoken(screen: str, entries: list[tuple[str, str]]) -> str:
    """Return the help for a screen as one sentence to speak."""
    listed = _("; ").join(_("{keys}: {action}").format(keys=k, action=a) for k, a in entries)
    return _("Keys for {screen}. {keys}. Escape closes the help.").format(screen=screen, keys=listed)


def help_close_hint() -> str:
    """Return the line under the help."""
    return _("Escape, q or question mark closes the help; up and down arrows scroll.")


def global_keys_title() -> str:
    """Return the heading of the keys every screen has."""
    return _("Every screen")


def hint_line(screen_keys: str) -> str:
    """Return the short key line at the bottom of a screen."""
    return _("{keys}   ? help  q back").format(keys=screen_keys)


def menu_keys() -> str:
    """Return the menu's short key line."""
    return _("up/down move  Enter choose")


def settings_keys() -> str:
    """Return the settings' short key line."""
    return _("up/down move  left/right or Enter change")


# Settings

def setting_label(key: str) -> str:
    """Return a setting's label."""
    return {
        "language": _("Language"),
        "speech": _("Speech"),
        "rate": _("Speech rate"),
        "verbosity": _("Verbosity"),
        "large_print": _("Large print"),
        "high_contrast": _("High contrast"),
        "screen_reader": _("Screen reader mode"),
    }[key]


def on_off(value: bool) -> str:
    """Return "on" or "off"."""
    return pgettext("setting", "on") if value else pgettext("setting", "off")


def verbosity_name(value: str) -> str:
    """Return a verbosity's name."""
    return {"brief": pgettext("verbosity", "brief"), "full": pgettext("verbosity", "full")}[value]


def speech_name(value: str) -> str:
    """Return a speech backend's name."""
    return {
        "auto": pgettext("speech", "automatic"),
        "pyttsx3": "pyttsx3",
        "espeak": "eSpeak NG",
        "speechd": "Speech Dispatcher",
        "off": pgettext("speech", "off, text only"),
    }[value]


def rate_value(rate: int) -> str:
    """Return a speech rate with its unit."""
    return _("{rate} words a minute").format(rate=rate)


def setting_value(label: str, value: str) -> str:
    """Return a setting and its value: "Large print: on"."""
    return _("{setting}: {value}").format(setting=label, value=value)


def verbosity_now(value: str) -> str:
    """Return what is said when the verbosity changes."""
    return _("Verbosity: {value}.").format(value=verbosity_name(value))


# Messages and history

def oldest_message(text: str) -> str:
    """Return what is said when the history is stepped back past its start."""
    return _("Oldest message: {text}").format(text=text)


def newest_message(text: str) -> str:
    """Return what is said when the history is stepped forward past its end."""
    return _("Newest message: {text}").format(text=text)


def no_messages() -> str:
    """Return what is said when there is nothing in the history."""
    return _("No messages yet.")


def no_table() -> str:
    """Return what "read the table" says where there is no table."""
    return _("There is no table here. Choose a game first.")


def no_cards() -> str:
    """Return what "read my cards" says where there are no cards."""
    return _("You have no cards here. Choose a game first.")


def edge_of_table() -> str:
    """Return the word said when the focus cannot move further."""
    return _("Edge of the table.")


def edge_of_list() -> str:
    """Return the word said at the end of a list."""
    return _("End of the list.")


# Zoker Solo

def picked_up(thing: str) -> str:
    """Return what is said when a card or pile is picked up."""
    return _("Picked up {thing}. Choose a pile with the arrows and Enter, or press 1 to 4; "
             "Escape puts it back.").format(thing=thing)


def put_back() -> str:
    """Return what is said when the pick-up is cancelled."""
    return _("Put back.")


def nothing_picked() -> str:
    """Return what is said when a pile number is pressed with nothing picked up."""
    return _("Nothing is picked up.")


def picked_marker() -> str:
    """Return the word shown on a picked-up slot."""
    return pgettext("slot", "picked up")


def marked_marker() -> str:
    """Return the word shown on a marked card."""
    return pgettext("slot", "marked")


def searching_best() -> str:
    """Return what is said while the best score is being searched."""
    return _("Looking for the best score, one moment.")


def best_outdated() -> str:
    """Return what is said when a search finished after the table changed."""
    return _("The table changed during the search; press b again.")


def solo_status(stock: int, score: int, deal: int) -> str:
    """Return the status line of the Solo screen."""
    return _("Deal {deal}   {stock}   Highest pile {score}").format(
        deal=deal, score=score,
        stock=ngettext("Stock {count} card", "Stock {count} cards", stock).format(count=stock))


def bottom_row() -> str:
    """Return the label over the piles."""
    return _("Bottom row: piles 1 to 4")


def confirm_new_deal() -> str:
    """Return the question asked before a game in progress is given up for a new deal."""
    return _("Press n again to give up this deal and start a new one.")


def game_over_line(score: int) -> str:
    """Return the status shown when a game is over."""
    return _("Game over, score {score}. n new deal, q menu.").format(score=score)


def solo_keys() -> str:
    """Return the Solo screen's short key line."""
    return _("Enter pick/put  1-4 pile  d deal  u undo  h hint  b best")


# Pairs trainer

def mark_needs(count: int) -> str:
    """Return the explanation when x is pressed with a wrong number of marks."""
    return ngettext(
        "{count} card is marked. Mark two cards for a pair or four for a ladder, then press x.",
        "{count} cards are marked. Mark two cards for a pair or four for a ladder, then press x.",
        count).format(count=count)


def marks_cleared() -> str:
    """Return what is said when every mark is taken off."""
    return _("Marks cleared.")


def unmarked(item: str) -> str:
    """Return the echo when a mark is taken off."""
    return _("{item}, unmarked").format(item=item)


def marked_cards(cards: str, count: int) -> str:
    """Return what "read my cards" says in the trainer."""
    if not count:
        return _("No card is marked.")
    return ngettext("{count} card marked: {cards}.", "{count} cards marked: {cards}.", count).format(count=count, cards=cards)


def pairs_keys() -> str:
    """Return the trainer's short key line."""
    return _("Enter mark  x take  p partners  h hint  u undo")


def pairs_status(score: str, deal: int) -> str:
    """Return the trainer's status line."""
    return _("Deal {deal}   {score}").format(deal=deal, score=score)


# Cube explorer

def explorer_intro() -> str:
    """Return how the explorer is used."""
    return _("Left and right change the size, up and down the shape, Page Up and Page Down the level. "
             "p pairs, n lines, Enter the full name.")


def explorer_keys() -> str:
    """Return the explorer's short key line."""
    return _("arrows size/shape  PgUp/PgDn +/- level  p pairs  n lines")


def explorer_row(shape: str, cards: str) -> str:
    """Return one row of a level: the cards of one shape."""
    return _("{shape}: {cards}.").format(shape=shape, cards=cards)


def language_now(name: str) -> str:
    """Return what is said after the language changed."""
    return _("Language: {name}.").format(name=name)


def ask_deal_number(highest: int) -> str:
    """Return the prompt for a deal number."""
    return _("Type a deal number from 1 to {highest}, then Enter. Escape keeps this game.").format(
        highest=highest)


def bad_deal_number(highest: int) -> str:
    """Return what is said when the typed text is not a deal number."""
    return _("A deal number is a whole number from 1 to {highest}. Type it again.").format(highest=highest)
