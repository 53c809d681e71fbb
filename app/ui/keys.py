"""Every key of the Textual UI, in one place.

Each Binding has an ``id`` (so a player whose screen reader owns a key can
remap it with ``App.set_keymap``), a description and a key label that are
msgids (translated when the help is shown), and ``show=False``: the screens
draw their own key line instead of a Footer. Only letters, digits,
punctuation, arrows, Enter, Space, Escape and Page Up/Down are used: no
function keys (screen readers and terminals take many of them) and no mouse.
"""

from __future__ import annotations

from textual.binding import Binding, BindingType

from app.text.i18n import N_, _


def key(keys: str, action: str, description: str, id: str, label: str | None = None,
        priority: bool = False) -> Binding:
    """Return a Binding whose description and key label are msgids."""
    return Binding(keys, action, description, show=False, key_display=label or keys,
                   id=id, priority=priority)


#: Keys every screen has; the App holds them and asks the screen in front.
GLOBAL: list[BindingType] = [
    key("question_mark", "app.help", N_("Help for this screen, spoken and shown"), "global.help", "?"),
    key("r", "app.repeat", N_("Repeat the last message"), "global.repeat"),
    key("left_square_bracket", "app.history_back", N_("Previous message in the history"),
        "global.history_back", "["),
    key("right_square_bracket", "app.history_forward", N_("Next message in the history"),
        "global.history_forward", "]"),
    key("w", "app.where", N_("Where am I"), "global.where"),
    key("t", "app.read_table", N_("Read the table"), "global.read_table"),
    key("c", "app.read_hand", N_("Read my cards"), "global.read_hand"),
    key("o", "app.settings", N_("Settings"), "global.settings"),
    key("i", "app.rules", N_("The rules of the game, in short sections"), "global.rules"),
    key("l", "app.next_language", N_("Next language"), "global.language"),
    key("v", "app.toggle_verbosity", N_("Brief or full descriptions"), "global.verbosity"),
    key("q", "app.back", N_("Back; in the main menu, quit"), "global.back"),
    key("home", "app.first_last(0)", N_("First or last place"), "global.first", N_("Home")),
    key("end", "app.first_last(-1)", N_("First or last place"), "global.last", N_("End")),
    key("ctrl+q", "app.quit", N_("Quit Tabletalk"), "global.quit", N_("Control Q"), priority=True),
]

#: Focus keys of a grid of cards (Solo, trainer).
GRID_MOVES: list[BindingType] = [
    key("up", "move(-1, 0)", N_("Move the focus"), "grid.up", N_("arrows")),
    key("down", "move(1, 0)", N_("Move the focus"), "grid.down", N_("arrows")),
    key("left", "move(0, -1)", N_("Move the focus"), "grid.left", N_("arrows")),
    key("right", "move(0, 1)", N_("Move the focus"), "grid.right", N_("arrows")),
    key("tab", "step(1)", N_("Next or previous place"), "grid.next", N_("Tab")),
    key("shift+tab", "step(-1)", N_("Next or previous place"), "grid.previous", N_("Shift Tab")),
]

MENU: list[BindingType] = [
    key("up", "move(-1)", N_("Move through the menu"), "menu.up", N_("up and down arrows")),
    key("down", "move(1)", N_("Move through the menu"), "menu.down", N_("up and down arrows")),
    key("tab", "move(1)", N_("Move through the menu"), "menu.next", N_("Tab")),
    key("shift+tab", "move(-1)", N_("Move through the menu"), "menu.previous", N_("Shift Tab")),
    key("enter", "choose", N_("Choose"), "menu.choose", N_("Enter")),
    key("space", "choose", N_("Choose"), "menu.choose_space", N_("Space")),
    key("escape", "escape", N_("Nothing to go back to: says so, and that q quits"), "menu.escape",
        N_("Escape")),
]

SETTINGS: list[BindingType] = [
    key("up", "move(-1)", N_("Move through the settings"), "settings.up", N_("up and down arrows")),
    key("down", "move(1)", N_("Move through the settings"), "settings.down", N_("up and down arrows")),
    key("tab", "move(1)", N_("Move through the settings"), "settings.next", N_("Tab")),
    key("shift+tab", "move(-1)", N_("Move through the settings"), "settings.previous", N_("Shift Tab")),
    key("left", "change(-1)", N_("Change the setting"), "settings.left", N_("left and right arrows")),
    key("right", "change(1)", N_("Change the setting"), "settings.right", N_("left and right arrows")),
    key("enter", "change(1)", N_("Change the setting"), "settings.enter", N_("Enter")),
    key("space", "change(1)", N_("Change the setting"), "settings.space", N_("Space")),
    key("escape", "app.back", N_("Back to where you were"), "settings.back", N_("Escape")),
]


SETUP: list[BindingType] = [
    key("up", "move(-1)", N_("Move through the table setup"), "setup.up", N_("up and down arrows")),
    key("down", "move(1)", N_("Move through the table setup"), "setup.down", N_("up and down arrows")),
    key("tab", "move(1)", N_("Move through the table setup"), "setup.next", N_("Tab")),
    key("shift+tab", "move(-1)", N_("Move through the table setup"), "setup.previous", N_("Shift Tab")),
    key("left", "change(-1)", N_("Change the focused row"), "setup.left", N_("left and right arrows")),
    key("right", "change(1)", N_("Change the focused row"), "setup.right", N_("left and right arrows")),
    key("enter", "choose", N_("Change the focused row; on Start, start"), "setup.enter", N_("Enter")),
    key("space", "choose", N_("Change the focused row; on Start, start"), "setup.space", N_("Space")),
    key("e", "rename", N_("Rename the focused seat"), "setup.rename"),
    key("s", "start", N_("Start the game"), "setup.start"),
    key("h", "host", N_("Host: open this table to players on other computers"), "setup.host"),
    key("escape", "app.back", N_("Back to the menu"), "setup.back", N_("Escape")),
]

#: Keys every game for several seats has (after the game's own keys).
TABLE: list[BindingType] = [
    key("h", "holdings", N_("Cards each player has"), "table.holdings"),
    key("s", "skip", N_("Skip to your turn: the bots move at once"), "table.skip"),
    key("n", "new_game", N_("Next game; after the match, or twice during one, a new match"), "table.new"),
    key("apostrophe", "chat", N_("Say something to the others at a shared table"), "table.chat", "'"),
    key("escape", "app.back", N_("Back to the menu (the match is kept)"), "table.back", N_("Escape")),
]

#: Up and down at a table whose hand is one row (Tiko, Loker, Zip Zap): "Edge" and the card in focus, as at
#: a grid's edge (issue 33, 4: a key a player tries answers; they said nothing). Left out of the help (no
#: description): they move nothing.
ONE_ROW = [Binding("up", "move(-1, 0)", "", show=False, id="hand.up"),
           Binding("down", "move(1, 0)", "", show=False, id="hand.down")]
#: Left and right where the only focus is one place (Zocken's die): "Edge" and the place, the same way.
ONE_COLUMN = [Binding("left", "move(0, -1)", "", show=False, id="place.left"),
              Binding("right", "move(0, 1)", "", show=False, id="place.right")]


RULES: list[BindingType] = [
    key("up", "move(-1)", N_("Previous or next section"), "rules.up", N_("up and down arrows")),
    key("down", "move(1)", N_("Previous or next section"), "rules.down", N_("up and down arrows")),
    key("home", "go(0)", N_("First or last section"), "rules.first", N_("Home")),
    key("end", "go(-1)", N_("First or last section"), "rules.last", N_("End")),
    key("enter", "read", N_("Read the section again"), "rules.read", N_("Enter")),
    key("escape", "app.back", N_("Close the rules"), "rules.back", N_("Escape")),
]

PROMPT: list[BindingType] = [key("escape", "cancel", N_("Close the prompt and keep what was there"), "prompt.cancel",
              N_("Escape"))]

HELP: list[BindingType] = [
    key("escape", "close", N_("Close the help"), "help.close", N_("Escape")),
    key("q", "close", N_("Close the help"), "help.close_q"),
    key("question_mark", "close", N_("Close the help"), "help.close_question", "?"),
    key("up", "move(-1)", N_("Previous or next entry"), "help.up", N_("up and down arrows")),
    key("down", "move(1)", N_("Previous or next entry"), "help.down", N_("up and down arrows")),
    key("tab", "move(1)", N_("Previous or next entry"), "help.next", N_("Tab")),
    key("shift+tab", "move(-1)", N_("Previous or next entry"), "help.previous", N_("Shift Tab")),
    key("home", "go(0)", N_("First or last entry"), "help.first", N_("Home")),
    key("end", "go(-1)", N_("First or last entry"), "help.last", N_("End")),
    key("pageup", "section(-1)", N_("Previous or next section"), "help.section_up", N_("Page Up")),
    key("pagedown", "section(1)", N_("Previous or next section"), "help.section_down", N_("Page Down")),
]


def help_entries(bindings: list[BindingType]) -> list[tuple[str, str]]:
    """Return (keys, what they do) for a list of bindings, translated, one entry per action."""
    entries: dict[str, list[str]] = {}
    for b in Binding.make_bindings(bindings):
        if not b.description:
            continue  # a key that only answers (``ONE_ROW``), not one to learn
        labels = entries.setdefault(b.description, [])
        label = _(b.key_display or b.key)
        if label not in labels:
            labels.append(label)
    return [(_(", ").join(labels), _(description)) for description, labels in entries.items()]
