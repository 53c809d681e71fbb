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
from textual.binding import BindingType

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

KEYS: list[BindingType] = [keys.key(str(n), f"digit({n})", _DIGIT, f"zocken.digit{n}", str(n)) for n in range(10)] + [
    keys.key("plus", "bet(True)", N_("Bet that the turn scores over 50"), "zocken.bet", "+"),
    keys.key("minus", "bet(False)", N_("Do not bet"), "zocken.pass", "-"),
    keys.key("f", "fits", N_("Where the thrown die may go"), "zocken.fits"),
    keys.key("x", "hint", N_("Expected score of each choice"), "zocken.hint"),
    # In a small window the board is taller than the screen, and the die is the only focus (issue 35).
    keys.key("up", "move(-1, 0)", N_("Scroll the board up or down"), "zocken.up", N_("up and down arrows")),
    keys.key("down", "move(1, 0)", N_("Scroll the board up or down"), "zocken.down", N_("up and down arrows")),
] + keys.ONE_COLUMN + keys.TABLE


def board_lines(state: zo.ZockenState, plain: bool = True, large: bool = False, scale: int = 1,
                room: int = 0) -> Text:
    """Return the board drawn in text: one line a field, its circle by letter and name, its die, then OUT.

    Each circle and die is drawn in its own colour beside its letter and name (``plain``: none, high contrast).
    In large print (``large``) each field is drawn large: ``large_field``.
    """
    if large:
        return large_board(state, plain, scale, room)
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


def large_field(state: zo.ZockenState, f: int, plain: bool, scale: int = 1, width: int = 12) -> list[Text]:
    """Return one field in large print (issue 35), its rows all as wide: its number in block digits, its
    circle's letter and name beside it (an escape field's name wrapped to ``width``), the die on it named
    under them, and its value in block digits in the die's colour at the right (a placed die had been only
    the small glyph "⚄", too small to read)."""
    import textwrap

    number = big_text(str(f), scale)
    d = state.fields[f]
    if f in zo.ROW:
        c = state.circles[f - 1]
        words = [tint(f"({zt.LETTERS[c]}) {zt.colour_name(c)}", zo.COLOURS[c], plain=plain)]
        mark = " *" if d is not None and d.colour == c else ""
    else:
        words, mark = [Text(line) for line in textwrap.wrap(str(zt.field_name(f)), width)], ""
    words.append(Text("-") if d is None else tint(
        f"{zt.LETTERS[d.colour]} {d.value} {zt.colour_name(d.colour)}{mark}", zo.COLOURS[d.colour], plain=plain))
    value = big_text(str(d.value), scale) if d is not None else []
    digits = len(number[0])
    rows = []
    for row in range(max(len(number), len(words))):
        line = Text(number[row] if row < len(number) else " " * digits)
        line.append("  ")
        said = words[row] if row < len(words) else Text()
        line.append_text(said)
        line.append(" " * (width - len(said.plain) + 2))
        glyph = value[row] if row < len(value) else " " * digits
        line.append_text(tint(glyph, zo.COLOURS[d.colour], plain=plain) if d is not None else Text(glyph))
        rows.append(line)
    return rows


def large_board(state: zo.ZockenState, plain: bool = True, scale: int = 1, room: int = 0) -> Text:
    """Return the board in large print: each field ``large_field``, three to a row when ``room`` columns
    hold them (so the board fits 80x24 with the die under it), else one a row; then OUT as in the small look."""
    width = max(len(f"(X) {zt.colour_name(c)} *") for c in range(zo.DICE)) + 2  # a die's words: "O 5 orange *"
    fields = [large_field(state, f, plain, scale, width) for f in range(zo.FIELDS)]
    across = 3 if 3 * len(fields[0][0].plain) + 2 * 3 <= room else 1
    text = Text()
    for first in range(0, zo.FIELDS, across):
        group = fields[first:first + across]
        for row in range(max(len(field) for field in group)):
            line = Text()
            for at, field in enumerate(group):
                line.append("   " if at else "")
                line.append_text(field[row] if row < len(field) else Text(" " * len(field[0].plain)))
            line.rstrip()
            text.append_text(line)
            text.append("\n")
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
        board = Line(lambda: board_lines(self.state, plain_colours(self), self.tt.large_print, glyph_scale(board),
                                                 board.size.width)
                     if self._here() else "", id="zocken-board")
        yield board
        yield Line(lambda: self.session.holdings() if self._here() else "", id="zocken-totals")

    def below_body(self) -> ComposeResult:
        # The die is under the scrolling body, not in it: Up and Down scroll the board alone, and the die,
        # the focus, stays in view with the terminal cursor on it (a magnifier follows the cursor; issue 35).
        yield Slot(0, 0, self.die_face, id="slot-0-0", classes="zocken-die")

    def update_view(self) -> None:
        if self._here():
            self.slot(0, 0).display = self.session.handoff is None  # nothing of the table during a handoff
        super().update_view()

    def die_face(self, slot: Slot) -> Text:
        """Draw the die thrown large, or say the dice still to throw."""
        if not self._here():
            return Text("")
        face = rolled_lines(self.state, self.tt.large_print, plain_colours(self))
        if isinstance(face, str) and self.tt.large_print:
            # The dice to throw are the focus too: in large print's heavy frame, as the die thrown is.
            import textwrap

            inner = max(slot.content_size.width - 4, 10)
            lines = textwrap.wrap(face, inner) or [""]
            width = max(len(line) for line in lines)
            face = "\n".join(["┏" + "━" * (width + 2) + "┓", *(f"┃ {line:<{width}} ┃" for line in lines),
                              "┗" + "━" * (width + 2) + "┛"])
        return face if isinstance(face, Text) else Text(face)

    def default_focus(self) -> Slot:
        return self.slot(0, 0)

    def action_move(self, rows: int, columns: int) -> None:
        """Up and Down scroll the board, half a window a key, when the window is too small for it: the
        die thrown is the only focus, so in a small window (40x12 in large print) fields 0 to 3 were
        out of reach (issue 35). The die stays the focus; at the board's end the edge is said."""
        body = self.query_one("#body")
        if rows and self.session.handoff is None and not self.session.settings.words_only:
            # Half a window, but at least a large-print field (3 rows) when the window holds one: at 40x12
            # the board's view is 3 rows, and a row a key took some 30 keys over the board.
            height = body.scrollable_content_region.height
            step = max(1, height // 2, min(3, height))
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
        action: zo.Bet | zo.Throw | zo.Place
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
