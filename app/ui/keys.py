"""Every key of the Textual UI, in one place.

Each Binding has an ``id`` (so a player whose screen reader owns a key can
remap it with ``App.set_keymap``), a description and a key label that are
msgids (translated when the help is shown), and ``show=False``: the screens
draw their own key line instead of a Footer. Only letters, digits,
punctuation, arrows, Enter, Space, Escape and Page Up/Down are used: no
function keys (screen readers and terminals take many of them) and no mouse.
"""

from __future__ import annotations

from textual.binding import Binding

from app.text.i18n import N_, _


def key(keys: str, action: str, description: str, id: str, label: str | None = None,
        priority: bool = False) -> Binding:
    """Return a Binding whose description and key label are msgids."""
    return Binding(keys, action, description, show=False, key_display=label or keys,
                   id=id, priority=priority)


#: Keys every screen has; the App holds them and asks the screen in front.
GLOBAL = [
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
    key("l", "app.next_language", N_("Next language"), "global.language"),
    key("v", "app.toggle_verbosity", N_("Brief or full descriptions"), "global.verbosity"),
    key("q", "app.back", N_("Back; in the main menu, quit"), "global.back"),
    key("ctrl+q", "app.quit", N_("Quit Tabletalk"), "global.quit", N_("Control Q"), priority=True),
]

#: Focus keys of a grid of cards (Solo, trainer).
GRID_MOVES = [
    key("up", "move(-1, 0)", N_("Move the focus"), "grid.up", N_("arrows")),
    key("down", "move(1, 0)", N_("Move the focus"), "grid.down", N_("arrows")),
    key("left", "move(0, -1)", N_("Move the focus"), "grid.left", N_("arrows")),
    key("right", "move(0, 1)", N_("Move the focus"), "grid.right", N_("arrows")),
    key("tab", "step(1)", N_("Next or previous place"), "grid.next", N_("Tab")),
    key("shift+tab", "step(-1)", N_("Next or previous place"), "grid.previous", N_("Shift Tab")),
]

MENU = [
    key("up", "move(-1)", N_("Move through the menu"), "menu.up", N_("up and down arrows")),
    key("down", "move(1)", N_("Move through the menu"), "menu.down", N_("up and down arrows")),
    key("tab", "move(1)", N_("Move through the menu"), "menu.next", N_("Tab")),
    key("shift+tab", "move(-1)", N_("Move through the menu"), "menu.previous", N_("Shift Tab")),
    key("enter", "choose", N_("Choose"), "menu.choose", N_("Enter")),
    key("space", "choose", N_("Choose"), "menu.choose_space", N_("Space")),
]

SETTINGS = [
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

SOLO = GRID_MOVES + [
    key("enter", "pick", N_("Pick up the focused card or pile; on a pile, put it there"), "solo.pick",
        N_("Enter")),
    key("space", "pick", N_("Pick up the focused card or pile; on a pile, put it there"), "solo.pick_space",
        N_("Space")),
    key("1", "to_pile(0)", N_("Put what is picked up on pile 1 to 4"), "solo.pile1", "1"),
    key("2", "to_pile(1)", N_("Put what is picked up on pile 1 to 4"), "solo.pile2", "2"),
    key("3", "to_pile(2)", N_("Put what is picked up on pile 1 to 4"), "solo.pile3", "3"),
    key("4", "to_pile(3)", N_("Put what is picked up on pile 1 to 4"), "solo.pile4", "4"),
    key("escape", "cancel", N_("Put back what is picked up; else back to the menu"), "solo.cancel",
        N_("Escape")),
    key("d", "deal", N_("Deal from the stock"), "solo.deal"),
    key("u", "undo", N_("Undo"), "solo.undo"),
    key("h", "hint", N_("Hint"), "solo.hint"),
    key("b", "best", N_("Best score still reachable"), "solo.best"),
    key("s", "stock", N_("Cards in the stock"), "solo.stock"),
    key("n", "new_deal", N_("New deal (twice while a game is under way)"), "solo.new"),
    key("g", "choose_deal", N_("Play a deal by its number"), "solo.choose_deal"),
]

PAIRS = GRID_MOVES + [
    key("enter", "mark", N_("Mark or unmark the focused card"), "pairs.mark", N_("Enter")),
    key("space", "mark", N_("Mark or unmark the focused card"), "pairs.mark_space", N_("Space")),
    key("x", "take", N_("Take the marked cards: two for a pair, four for a ladder"), "pairs.take"),
    key("p", "partners", N_("Cards on the table that pair with the focused one"), "pairs.partners"),
    key("escape", "cancel", N_("Clear the marks; else back to the menu"), "pairs.cancel", N_("Escape")),
    key("h", "hint", N_("Hint"), "pairs.hint"),
    key("u", "undo", N_("Undo"), "pairs.undo"),
    key("s", "score", N_("Score"), "pairs.score"),
    key("n", "new_deal", N_("New deal (twice while a game is under way)"), "pairs.new"),
    key("g", "choose_deal", N_("Play a deal by its number"), "pairs.choose_deal"),
]

EXPLORER = [
    key("left", "step('size', -1)", N_("Smaller or larger size"), "explorer.smaller", N_("left and right arrows")),
    key("right", "step('size', 1)", N_("Smaller or larger size"), "explorer.larger", N_("left and right arrows")),
    key("up", "step('shape', -1)", N_("Fewer or more corners"), "explorer.fewer", N_("up and down arrows")),
    key("down", "step('shape', 1)", N_("Fewer or more corners"), "explorer.more", N_("up and down arrows")),
    key("pageup", "step('colour', 1)", N_("Level up or down (the colour)"), "explorer.level_up", N_("Page Up")),
    key("pagedown", "step('colour', -1)", N_("Level up or down (the colour)"), "explorer.level_down",
        N_("Page Down")),
    key("plus", "step('colour', 1)", N_("Level up or down (the colour)"), "explorer.level_up_plus", "+"),
    key("minus", "step('colour', -1)", N_("Level up or down (the colour)"), "explorer.level_down_minus", "-"),
    key("enter", "name", N_("Full name of the card"), "explorer.name", N_("Enter")),
    key("p", "pairs", N_("The nine cards that pair with it"), "explorer.pairs"),
    key("n", "lines", N_("The lines through it"), "explorer.lines"),
    key("escape", "app.back", N_("Back to the menu"), "explorer.back", N_("Escape")),
]

SETUP = [
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
    key("escape", "app.back", N_("Back to the menu"), "setup.back", N_("Escape")),
]

#: Keys every game for several seats has (after the game's own keys).
TABLE = [
    key("h", "holdings", N_("Cards each player has"), "table.holdings"),
    key("s", "skip", N_("Skip to your turn: the bots move at once"), "table.skip"),
    key("n", "new_game", N_("Next game; after the match, or twice during one, a new match"), "table.new"),
    key("escape", "app.back", N_("Back to the menu (the match is kept)"), "table.back", N_("Escape")),
]

MEMO = GRID_MOVES + [
    key("enter", "choose", N_("Turn up the focused card"), "memo.turn_up", N_("Enter")),
    key("space", "choose", N_("Turn up the focused card"), "memo.turn_up_space", N_("Space")),
    key("d", "ask_deal", N_("Ask for the deal (when the deal is asked for)"), "memo.deal"),
    key("f", "face_down", N_("The places still face down"), "memo.face_down"),
] + TABLE

TIKO = [
    key("left", "move(0, -1)", N_("Move through your hand"), "tiko.left", N_("left and right arrows")),
    key("right", "move(0, 1)", N_("Move through your hand"), "tiko.right", N_("left and right arrows")),
    key("tab", "step(1)", N_("Move through your hand"), "tiko.next", N_("Tab")),
    key("shift+tab", "step(-1)", N_("Move through your hand"), "tiko.previous", N_("Shift Tab")),
    key("1", "card(0)", N_("Go to card 1 to 4 of your hand"), "tiko.card1", "1"),
    key("2", "card(1)", N_("Go to card 1 to 4 of your hand"), "tiko.card2", "2"),
    key("3", "card(2)", N_("Go to card 1 to 4 of your hand"), "tiko.card3", "3"),
    key("4", "card(3)", N_("Go to card 1 to 4 of your hand"), "tiko.card4", "4"),
    key("enter", "choose", N_("Play the focused card; when asked, say you have the keyboard"),
        "tiko.play", N_("Enter")),
    key("space", "choose", N_("Play the focused card; when asked, say you have the keyboard"),
        "tiko.play_space", N_("Space")),
    key("p", "preview", N_("Where the focused card would go: on top or under"), "tiko.preview"),
    key("g", "grouping", N_("Sort the hand another way: strength, colour, size, shape"), "tiko.grouping"),
] + TABLE

PROMPT = [key("escape", "cancel", N_("Close the prompt and keep what was there"), "prompt.cancel",
              N_("Escape"))]

HELP = [
    key("escape", "close", N_("Close the help"), "help.close", N_("Escape")),
    key("q", "close", N_("Close the help"), "help.close_q"),
    key("question_mark", "close", N_("Close the help"), "help.close_question", "?"),
    key("up", "scroll(-1)", N_("Scroll"), "help.up", N_("up and down arrows")),
    key("down", "scroll(1)", N_("Scroll"), "help.down", N_("up and down arrows")),
]


def help_entries(bindings: list[Binding]) -> list[tuple[str, str]]:
    """Return (keys, what they do) for a list of bindings, translated, one entry per action."""
    entries: dict[str, list[str]] = {}
    for b in bindings:
        labels = entries.setdefault(b.description, [])
        label = _(b.key_display or b.key)
        if label not in labels:
            labels.append(label)
    return [(_(", ").join(labels), _(description)) for description, labels in entries.items()]
