"""Helpers for the UI tests: read the screen as text, move the focus by keys."""

from __future__ import annotations

import gettext

from textual.pilot import Pilot

#: A deal whose opening the tests know: red S2 at row 1, column 1; blue XL1 on pile 1.
DEAL = 7


def screen_text(app) -> str:
    """Return the screen in front as lines of plain text (styles dropped)."""
    # A key press waits for its handlers, not for the screen's next refresh (a timer):
    # apply a pending layout and repaint now, as Pilot.pause does, so no test races it.
    app.screen._on_timer_update()
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text.rstrip() for strip in strips)


async def until(pilot: Pilot, check, tries: int = 400) -> bool:
    """Let the app run until ``check()`` holds (bounded: a condition that never comes fails the test).

    Use it, not a fixed ``pilot.pause(N)``, wherever a test waits for something to happen: a fixed wait is
    too short on a loaded machine and too long on a quiet one."""
    for _ in range(tries):
        if check():
            return True
        await pilot.pause(0.01)
    return check()


def focus_region(screen):
    """Return where the focus is on ``screen``: the focused widget's region, or a list's chosen line (an ItemList,
    the main menu, is one widget)."""
    from app.ui.widgets import ItemList

    focused = screen.focused
    if focused is None:
        return None
    return focused.chosen_region() if isinstance(focused, ItemList) else focused.region


async def focus_to(pilot: Pilot, row: int, column: int) -> None:
    """Press arrows until the focused grid slot is (row, column)."""
    screen = pilot.app.screen
    at_row, at_column = screen.position()
    keys = (["down"] * (row - at_row) + ["up"] * (at_row - row)
            + ["right"] * (column - at_column) + ["left"] * (at_column - column))
    if keys:
        await pilot.press(*keys)
    assert screen.position() == (row, column)


class FakeCatalog(gettext.NullTranslations):
    """A tiny stand-in catalog: the msgids it knows, marked so a test can see them."""

    def __init__(self, messages: dict[str, str]) -> None:
        super().__init__()
        self.messages = messages

    def gettext(self, message: str) -> str:
        return self.messages.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.messages.get(singular if n == 1 else plural, singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return self.messages.get(message, message)


#: Main menu positions (presses of the down arrow from the first item, Zoker Solo).
#: Found by item id (the games in the registry's order), so a new game does not shift them by hand.
def _menu_downs() -> dict[str, int]:
    from app.games import GAMES
    from app.ui.menu_items import items

    keys = [k for k in items() if k != "resume"]
    short = {game_id: game.words[0].split("|")[0] if game.words else game_id for game_id, game in GAMES.items()}
    downs = {key: at for at, key in enumerate(keys)}
    downs.update({short[k]: at for at, k in enumerate(keys) if k in short})
    downs["explorer"] = downs.get("zoker-explorer", downs.get("explore", 0))
    return downs


MENU_DOWNS = _menu_downs()


async def open_setup(pilot: Pilot, game: str):
    """Choose Zoker Memo or Zoker Tiko in the main menu by keys; return the table setup screen."""
    from app.ui.screens.setup import SetupScreen

    await pilot.press(*["down"] * _menu_downs()[game], "enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, SetupScreen)
    return pilot.app.screen


async def open_deal(pilot: Pilot, game_id: str, options: dict | None = None) -> None:
    """Open deal DEAL of a game as the app does: through its table setup (with ``options``), or at once."""
    from app.games import GAMES
    from app.ui.table_setup import TableSetup

    app, game = pilot.app, GAMES[game_id]
    if game.table:
        setup = TableSetup.default(game_id)
        setup.deal = DEAL
        setup.options = {**setup.options, **(options or {})}
        app.open_setup(game_id)
        await pilot.pause()
        app.start_table(setup)
    elif not game.has_rules:
        app.open_chosen(game_id)
    else:
        app.open_game(game_id, DEAL)
    await pilot.pause()


async def setup_row(pilot: Pilot, key: str) -> None:
    """Press the arrows until the table setup's focused row is ``key``."""
    screen = pilot.app.screen
    keys = [item.key for item in screen.items()]
    at, target = keys.index(screen.current().key), keys.index(key)
    moves = ["down"] * (target - at) + ["up"] * (at - target)
    if moves:
        await pilot.press(*moves)
    assert screen.current().key == key


async def type_text(pilot: Pilot, text: str) -> None:
    """Type ``text`` into a prompt, a key for each character."""
    names = {" ": "space"}
    await pilot.press(*[names.get(ch, ch) for ch in text])
