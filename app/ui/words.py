"""The Textual UI's own words: labels, prompts and echoes that are not game narration.

Game sentences (moves, the table, hints) come from ``app.text``; what is
here only makes sense in the full-screen UI: menu items, settings labels,
"picked up", edges of a grid. Every function translates when it is called,
so a screen that calls them again after a language switch is re-rendered.
"""

from __future__ import annotations

from app.text.i18n import _, ngettext, pgettext
from app.text.phrases import on_off, setting_value  # noqa: F401 - the settings screen calls them as words.…
# The table setup's and a match's words (table_words.py), which screens call as ``words.…`` too.
from app.ui.table_words import *  # noqa: F401,F403


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


def first_start_opening(focused: str) -> str:
    """Return the menu's first words at the very first start, short: the tour follows them."""
    return _("Welcome to Tabletalk. Main menu, on {focused}.").format(focused=focused)


def menu_escape() -> str:
    """Return what Escape says in the main menu, where there is nothing to go back to."""
    return _("Main menu: nothing to go back to; q quits.")


def menu_where(item: str, index: int, count: int) -> str:
    """Return "where am I" in a menu."""
    return _("{item}, {index} of {count}.").format(item=item, index=index, count=count)


def menu_item(key: str) -> str:
    """Return a fixed main menu item's label."""
    return {
        "join": _("Join a shared table"),
        "tour": _("Tour of the keys"),
        "settings": _("Settings"),
        "help": _("Help"),
        "quit": _("Quit"),
    }[key]


def join_question() -> str:
    """Return the question of the join prompt: a shared table's address and code."""
    return _("Address and code of the table, for example myhost:4747 K7MQ2; Enter joins, Escape goes back.")


def chat_question() -> str:
    """Return the question of the chat prompt at a shared table."""
    return _("Say to the table; Enter sends, Escape goes back.")


def removing(text: str) -> str | None:
    """Return whom a chat line removes ("/remove Anna", the command word in the player's language or in
    English): the name or seat number, "" when none follows; None for a line to say."""
    from app.text.folding import fold

    first, _space, rest = text.strip().partition(" ")
    if not first.startswith("/"):
        return None
    if fold(first[1:]) not in {fold(w) for w in pgettext("typed", "remove").split("|") + ["remove"]}:
        return None
    return " ".join(rest.split())


def remove_hint() -> str:
    """Return how the table's host removes a player from the chat line."""
    return _("Type a slash, remove and a player's name or seat number: /remove Anna.")


def chat_elsewhere() -> str:
    """Return why chat does nothing at a table of this computer."""
    return _("Chat is for a shared table: choose Join a shared table in the menu.")


def tour() -> str:
    """Return the spoken tour of the keys, said at the first start and from the menu's Tour item."""
    # Each key follows a word: a letter key must not start a sentence (the announcer capitalises those).
    return _("A short tour; any key stops it. Keys: up and down arrows move, Enter chooses, Escape goes back; "
             "question mark, the keys of the screen you are on; i, the rules of a game; r repeats the last "
             "message, and the square brackets step through the messages before it; o, the settings; "
             "l, the language; v, brief or full descriptions; q goes back, and in the main menu quits, "
             "with your game saved.")


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


def help_opening(screen: str, count: int, entry: str) -> str:
    """Return what is said when the help opens: its title, its size, the keys that move, the focused entry."""
    # The entry is not at a sentence's start: the announcer would capitalise a letter key ("R").
    return ngettext("Keys for {screen}, {count} entry. Up and down arrows move, Page Up and Page Down "
                    "jump by section, Escape closes. On {entry}.",
                    "Keys for {screen}, {count} entries. Up and down arrows move, Page Up and Page Down "
                    "jump by section, Escape closes. On {entry}.",
                    count).format(screen=screen, count=count, entry=entry)


def help_entry(keys: str, action: str) -> str:
    """Return one entry of the help, as shown and said: "r: Repeat the last message"."""
    return _("{keys}: {action}").format(keys=keys, action=action)


def help_first_entry(section: str, keys: str, action: str) -> str:
    """Return the first entry of a help section as said, with the section's name."""
    return _("{section}: {keys}, {action}").format(section=section, keys=keys, action=action)


def help_keys() -> str:
    """Return the help's short key line."""
    return _("up/down move  PgUp/PgDn sections  Home/End  Escape close")


def global_keys_title() -> str:
    """Return the heading of the keys every screen has."""
    return _("Every screen")


def hint_line(screen_keys: str) -> str:
    """Return the short key line at the bottom of a screen."""
    return _("{keys}   ? help  q back").format(keys=screen_keys)


def shortened_legend(entries: list[str]) -> str:
    """Return the legend of the names a narrow window shortened ("gre. green")."""
    return _("Shortened: {entries}").format(entries=", ".join(entries))


def screen_scrolls() -> str:
    """Return what is said when the window is too small for the whole screen."""
    return _("The window is too small for the whole screen: it scrolls with the focus.")


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
        "light": _("Light background"),
        "screen_reader": _("Screen reader mode"),
        "reader_table": _("Table shown in screen reader mode"),
        "bot_pace": _("Bot pace"),
        "cues": _("Sound cues"),
        "about": _("About"),
    }[key]


def cues_value(volume: int) -> str:
    """Return the sound cues' loudness: "off" or "60 %"."""
    if volume <= 0:
        return pgettext("setting", "off")
    return _("{volume} %").format(volume=volume)


def verbosity_name(value: str) -> str:
    """Return a verbosity's name."""
    return {"brief": pgettext("verbosity", "brief"), "full": pgettext("verbosity", "full")}[value]


def speech_cannot(setting: str, reason: str) -> str:
    """Return what a speech choice that cannot speak here says, in the voice that goes on speaking."""
    return _("{setting}. It cannot speak here: {reason}. The voice you hear goes on speaking.").format(
        setting=setting, reason=reason)


def speech_name(value: str) -> str:
    """Return a speech backend's name."""
    return {
        "auto": pgettext("speech", "automatic"),
        "screenreader": pgettext("speech", "your screen reader"),
        "pyttsx3": "pyttsx3",
        "espeak": "eSpeak NG",
        "speechd": "Speech Dispatcher",
        "off": pgettext("speech", "off, text only"),
    }[value]


def speech_in_use(choice: str, engine: str) -> str:
    """Return the speech setting with the voice that speaks now: "automatic, through NVDA"."""
    return _("{choice}, through {engine}").format(choice=choice, engine=engine)


def speech_read_by(choice: str, reader: str) -> str:
    """Return the speech setting when the screen reader reads the screen: "automatic, Orca reads the screen"."""
    return _("{choice}, {reader} reads the screen").format(choice=choice, reader=reader)


def rate_value(rate: int) -> str:
    """Return a speech rate with its unit."""
    return _("{rate} words a minute").format(rate=rate)


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


def capital(text: str) -> str:
    """Return ``text`` with a capital first letter (a label said after a sentence)."""
    return text[:1].upper() + text[1:]


def edge_at(place: str) -> str:
    """Return what an arrow past the table's edge says: the edge, then the place the focus stays on
    (after a burst of keys the last thing heard names where the player is)."""
    if not place:
        return edge_of_table()
    return _("Edge. {place}").format(place=capital(place))


def list_end_at(item: str) -> str:
    """Return what an arrow past a list's end says: the end, then the item the focus stays on."""
    if not item:
        return edge_of_list()
    # As it is: an item is a label with its capital already, a help entry starts with its key ("r: ...").
    return _("End of the list. {item}").format(item=item)


def focus_first(place: str, where: str) -> str:
    """Return "where am I" on a table: the focused place first, then where the game stands."""
    return _("Focus: {place}. {where}").format(place=place, where=where)


# Picking up and dealing


def nothing_picked() -> str:
    """Return what is said when a pile number is pressed with nothing picked up."""
    return _("Nothing is picked up.")


def rules_keys() -> str:
    """Return the rules screen's short key line."""
    return _("up/down sections  Enter again  Escape close")


def no_game_for_rules() -> str:
    """Return what the rules key says where no game is chosen."""
    return _("Rules are told for a game: move to one in the menu, or open one, and press i.")


def confirm_replace(game: str) -> str:
    """Return the question asked before a new game replaces the saved one."""
    return _("A game of {game} is saved. Press Enter again to give it up and start this one, "
             "or choose Resume.").format(game=game)


def confirm_new_deal() -> str:
    """Return the question asked before a game in progress is given up for a new deal."""
    return _("Press n again to give up this deal and start a new one.")


# Language and deal numbers


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


# Bot pace (a setting)

def pace_value(ms: int) -> str:
    """Return the bot pace as said: "at once", "1 second", "1.5 seconds" (decimal mark of the language)."""
    from app.text.phrases import decimal

    if ms <= 0:
        return pgettext("pace", "at once")
    seconds = decimal(ms / 1000, 3)
    # Whole seconds take their own plural form; a fraction takes the form of 2 (Czech "1,5 sekundy").
    count = ms // 1000 if ms % 1000 == 0 else 2
    return ngettext("{seconds} second", "{seconds} seconds", count).format(seconds=seconds)


# The skip key of a table (games for several seats)

def no_bot_to_skip(turn: str) -> str:
    """Return what the skip key says when no bot is to move."""
    return two_sentences(_("No bot is to move"), turn)
