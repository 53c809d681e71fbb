"""Zocken on the screen: the nine fields with their circles (each named and lettered, never colour
alone), the dice on them, the thrown die drawn large, OUT, the bets and the totals.

Keys: before a throw, 1 to 7 throw a die (red 1, orange 2 ... white 7, as listed); with a die
thrown, 1 to 7 place it on a row field, 0 and 8 on the left and right escape fields; + bets and - passes when asked; f says where
the die fits, x gives the expected scores (the hint). The die thrown (or the dice to throw) is the
screen's one focused place, so a small window scrolls to it.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult

from app.games import dice
from app.games.zocken import rules as zo
from app.games.zocken import text as zt
from app.text.i18n import N_, _
from app.ui import keys
from app.ui.screens.table import TableScreen
from app.ui.glyphs import big_text, glyph_scale, tint
from app.ui.widgets import Line, Slot, plain_colours

# Fields are named one way everywhere, 1 to 7, left or right: the keys 0 and 8 are the escape fields.
_DIGIT = N_("Throw die 1 to 7 (red to white); with a die thrown, place it on field 1 to 7, or 0 and 8 for "
            "the left and right escape fields")

KEYS = [keys.key(str(n), f"digit({n})", _DIGIT, f"zocken.digit{n}", str(n)) for n in range(10)] + [
    keys.key("plus", "bet(True)", N_("Bet that the turn scores over 50"), "zocken.bet", "+"),
    keys.key("minus", "bet(False)", N_("Do not bet"), "zocken.pass", "-"),
    keys.key("f", "fits", N_("Where the thrown die may go"), "zocken.fits"),
    keys.key("x", "hint", N_("Expected score of each choice"), "zocken.hint"),
    # In a small window the board is taller than the screen, and the die is the only focus (issue 35).
    keys.key("up", "move(-1, 0)", N_("Scroll the board up or down"), "zocken.up", N_("up and down arrows")),
    keys.key("down", "move(1, 0)", N_("Scroll the board up or down"), "zocken.down", N_("up and down arrows")),
] + keys.TABLE


def board_lines(state: zo.ZockenState, plain: bool = True, large: bool = False, scale: int = 1) -> Text:
    """Return the board drawn in text: one line a field, its circle by letter and name, its die, then OUT.

    Each circle and die is drawn in its own colour beside its letter and name (``plain``: none, high contrast).
    In large print (``large``) each field is drawn large: ``large_field``.
    """
    if large:
        return large_board(state, plain, scale)
    text = Text()
    for f in range(zo.FIELDS):
        d = state.fields[f]
        die = Text("-") if d is None else tint(
            f"{zt.LETTERS[d.colour]} {d.value} {dice.GLYPHS[d.value]} {zt.colour_name(d.colour)}",
            zo.COLOURS[d.colour], plain=plain)
        if f in zo.ROW:
            c = state.circles[f - 1]
            mark = " *" if d is not None and d.colour == c else ""
            text.append(f"{f}  ")
            text.append_text(tint(f"({zt.LETTERS[c]}) {zt.colour_name(c):<8} ", zo.COLOURS[c], plain=plain))
            text.append_text(die)
            text.append(mark + "\n")
        else:
            text.append(f"{f}  {zt.field_name(f)}: ")
            text.append_text(die)
            text.append("\n")
    text.append("OUT: ")
    for at, d in enumerate(state.out):
        text.append(", " if at else "")
        text.append_text(tint(f"{zt.LETTERS[d.colour]} {d.value}", zo.COLOURS[d.colour], plain=plain))
    if not state.out:
        text.append("-")
    return text


def large_field(state: zo.ZockenState, f: int, plain: bool, scale: int = 1, width: int = 8) -> Text:
    """Return one field in large print (issue 35): its number in block digits, its circle's letter and name
    beside it, and the die on it as its value in block digits in the die's colour, its letter, value and
    colour named under the circle (a placed die had been only the small glyph "⚄", too small to read)."""
    number = big_text(str(f), scale)
    d = state.fields[f]
    value = big_text(str(d.value), scale) if d is not None else [""] * len(number)
    if f in zo.ROW:
        c = state.circles[f - 1]
        circle = tint(f"({zt.LETTERS[c]}) {zt.colour_name(c)}", zo.COLOURS[c], plain=plain)
        mark = " *" if d is not None and d.colour == c else ""
    else:
        circle, mark = Text(str(zt.field_name(f))), ""
    words = [circle, Text("-") if d is None else tint(
        f"{zt.LETTERS[d.colour]} {d.value} {zt.colour_name(d.colour)}{mark}", zo.COLOURS[d.colour], plain=plain)]
    width = max(len(circle.plain), len(words[1].plain), width)
    text = Text()
    for row, digits in enumerate(number):
        text.append(digits + "  ")
        said = words[row] if row < len(words) else Text()
        text.append_text(said)
        text.append(" " * (width - len(said.plain) + 2))
        if d is not None:
            text.append_text(tint(value[row], zo.COLOURS[d.colour], plain=plain))
        text.rstrip()
        text.append("\n")
    return text


def large_board(state: zo.ZockenState, plain: bool = True, scale: int = 1) -> Text:
    """Return the board in large print: each field ``large_field``, then OUT as in the small look."""
    # The dice's digits in one column: as far right as the longest words of any field.
    width = max([len(str(zt.field_name(f))) for f in range(zo.FIELDS) if f not in zo.ROW]
                + [len(f"(X) {zt.colour_name(c)}") + 2 for c in range(zo.DICE)])
    text = Text()
    for f in range(zo.FIELDS):
        text.append_text(large_field(state, f, plain, scale, width))
    text.append_text(board_lines(state, plain).split("\n")[-1])
    return text


def rolled_lines(state: zo.ZockenState, large: bool = False, plain: bool = True) -> Text | str:
    """Return the thrown die drawn large (its pips solid blocks in large print), or the dice still to throw."""
    d = state.rolled
    if d is None:
        return zt.in_hand(state)
    rows = [" ".join(row) for row in dice.face_lines(d.value)] if not large else list(dice.face_lines(d.value, True))
    if large:
        # The heavy frame of large print's focus, the die's name in its top edge (one row less).
        name = f" {zt.die_name(d.colour, d.value)} ({zt.LETTERS[d.colour]}) "
        inner = max(len(rows[0]) + 2, len(name) + 1)
        return tint("\n".join(["┏" + name + "━" * (inner - len(name)) + "┓",
                               *(f"┃ {row:<{inner - 2}} ┃" for row in rows), "┗" + "━" * inner + "┛"]),
                    zo.COLOURS[d.colour], plain=plain)
    edge = "+" + "-" * (len(rows[0]) + 2) + "+"
    return tint("\n".join([f"{zt.die_name(d.colour, d.value)} ({zt.LETTERS[d.colour]})", edge,
                           *(f"| {row} |" for row in rows), edge]), zo.COLOURS[d.colour], plain=plain)


class ZockenScreen(TableScreen):
    """The Zocken table."""

    BINDINGS = KEYS
    GAME_ID = "zocken"
    ROWS = COLUMNS = 1

    def table_body(self) -> ComposeResult:
        board = Line(lambda: board_lines(self.state, plain_colours(self), self.tt.large_print, glyph_scale(board))
                     if self._here() else "", id="zocken-board")
        yield board
        yield Slot(0, 0, self.die_face, id="slot-0-0", classes="zocken-die")
        yield Line(lambda: self.session.holdings() if self._here() else "", id="zocken-totals")

    def die_face(self, slot: Slot) -> Text:
        """Draw the die thrown large, or say the dice still to throw."""
        if not self._here():
            return Text("")
        face = rolled_lines(self.state, self.tt.large_print, plain_colours(self))
        return face if isinstance(face, Text) else Text(face)

    def default_focus(self) -> Slot:
        return self.slot(0, 0)

    def action_move(self, rows: int, columns: int) -> None:
        """Up and Down scroll the board, half a window a key, when the window is too small for it: the
        die thrown is the only focus, so in a small window (40x12 in large print) fields 0 to 3 were
        out of reach (issue 35). The die stays the focus; at the board's end the edge is said."""
        body = self.query_one("#body")
        if rows and self.session.handoff is None and not self.session.settings.words_only:
            step = max(1, body.scrollable_content_region.height // 2)
            target = min(max(body.scroll_y + rows * step, 0), body.max_scroll_y)
            if target != body.scroll_y:
                body.scroll_to(y=target, animate=False, immediate=True)
                return
        super().action_move(rows, columns)

    def _here(self) -> bool:
        match = self.session.match
        return match is not None and match.game_id == self.GAME_ID

    def seats_text(self) -> str:
        if not self._here():
            return ""
        state = self.state
        text = _("Turn of {name}").format(name=self.seat_label(state.active))
        if not state.bettors:
            return text
        return text + " | " + _("Bets by {names}.").format(
            names=zt.bettors_list(self.session.seats, state.bettors, self.session.viewer))

    def read_table(self) -> str:
        return self.session.read_table()

    def echo(self, widget) -> str:
        """The one place of the table: the die thrown, or the dice still to throw (w names it)."""
        if not isinstance(widget, Slot) or not self._here() or self.session.handoff is not None:
            return ""
        rolled = self.state.rolled
        return str(zt.die_name(rolled.colour, rolled.value)) if rolled is not None else zt.in_hand(self.state)

    def game_keys(self) -> str:
        return _("1-7 throw  0-8 place  + bet  - pass  f fits  x hint")

    def action_digit(self, n: int) -> None:
        if not self.can_act():
            return
        state = self.state
        if state.asking is not None:
            action = zo.Bet(n != 0)
        elif state.rolled is None:
            if not 1 <= n <= zo.DICE:
                self.session.say(zt.in_hand(state), "alert")
                return
            action = zo.Throw(n - 1)
        else:
            action = zo.Place(n)
        if self.session.act(action):
            self.changed()

    def action_bet(self, yes: bool) -> None:
        if self.can_act() and self.session.act(zo.Bet(yes)):
            self.changed()

    def action_fits(self) -> None:
        if self._here():
            self.session.say(zt.where_it_goes(self.state) or zt.in_hand(self.state), "info")

    def action_hint(self) -> None:
        if self._here():
            from app.games.zocken import odds

            self.session.say(zt.hint(self.state, odds) or _("No hint now."), "info")


SCREEN = ZockenScreen
