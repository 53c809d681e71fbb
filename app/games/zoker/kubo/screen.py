"""Zoker Kubo (rules ZK): the cube one level at a time, the seats' counts, the hand.

One level of the cube is drawn as a 4x4 grid (its rows and columns are the
two attributes that are not the level's), with the level's name over it;
Page Up and Page Down (or + and -) change the level, the arrows move within
it. Each place shows its card, or in words whether it is open or dead, and
whether its card is in the player's hand: nothing is told by colour alone.
In large print each placed card is its name over its code in block glyphs,
as the other Zoker cards are drawn (larger as the window grows), and the
focus is framed. From 80x20 to under 120x40 the hand is drawn so too, under
the level, its cards numbered as the digits reach them; in a smaller window
the focused place of a card of the hand draws that card so. The rows scroll
by whole places, each row's name over it in a window under 80 columns. In a window of 120x40 or more the focused place is
drawn again in larger glyphs beside the level, with the hand a card a line.
Enter places the card of the focused place from the hand; the digits
go to the places of the hand's cards; ``k`` says what the hand can complete.
"""

from __future__ import annotations

from functools import partial
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from app.games.zoker import table_keys
from app.games.zoker.cards import COLOURS, LINES, Card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo import text as kt
from app.games.zoker.words import card_name, colour_name
from app.text.announcer import sentence_case
from app.text.i18n import N_, _
from app.ui import keys, words
from app.ui.glyphs import big_text, glyph_scale, marker, tint
from app.ui.screens.table import TableScreen
from app.ui.widgets import Face, Line, Slot, fit_label, grid_width, plain_colours

#: Cards of the hand drawn in large print (the rest, if a hand ever grows so large, are in its words).
HAND_FACES = 12

#: The screen's own keys (the global ones are the app's).
KEYS: list[BindingType] = keys.GRID_MOVES + [
    keys.key("pageup", "level(1)", N_("Level up or down"), "kubo.level_up", N_("Page Up")),
    keys.key("pagedown", "level(-1)", N_("Level up or down"), "kubo.level_down", N_("Page Down")),
    keys.key("plus", "level(1)", N_("Level up or down"), "kubo.level_up_plus", "+"),
    keys.key("minus", "level(-1)", N_("Level up or down"), "kubo.level_down_minus", "-"),
    keys.key("enter", "choose", N_("Place the card of the focused place from your hand"), "kubo.place",
             N_("Enter")),
    keys.key("space", "choose", N_("Place the card of the focused place from your hand"), "kubo.place_space",
             N_("Space")),
    keys.key("e", "end_turn", N_("End your turn; after another's turn, call no Point"), "kubo.done"),
    keys.key("d", "draw(False)", N_("Draw one card (when you may fill up)"), "kubo.draw"),
    keys.key("f", "draw(True)", N_("Fill your hand to five (when you may)"), "kubo.fill"),
    keys.key("x", "claim", N_("Claim: mark a place of the structure, then another"), "kubo.claim"),
    keys.key("k", "complete", N_("What can I complete?"), "kubo.complete"),
    keys.key("g", "structures", N_("The structures through the focused place"), "kubo.structures"),
    keys.key("a", "level_read", N_("Read the whole level"), "kubo.level_read"),
    *[keys.key(str(n), f"hand_card({n - 1})", N_("Go to the place of card 1 to 9 of your hand"), f"kubo.card{n}",
               str(n)) for n in range(1, 10)],
    table_keys.FIND,
] + table_keys.LINES + keys.TABLE


class KuboScreen(table_keys.CardQuestions, TableScreen):
    """The Kubo table: one level of the cube, and the hand."""

    BINDINGS = KEYS
    GAME_ID = "zoker-kubo"

    def __init__(self) -> None:
        super().__init__()
        #: The level drawn, 0 (the starting face) to 3.
        self.level = 0
        #: The place marked by the first ``x`` of a claim.
        self.marked: Card | None = None

    @property
    def face_key(self) -> str:
        """Return the face the cube grows from."""
        return self.state.face

    def card_of(self, slot: Slot) -> Card:
        """Return the card whose place a cell of the current level is."""
        return kt.card_at(self.face_key, self.level, slot.row, slot.column)

    def focused_card(self) -> Card | None:
        """Return the card of the focused place."""
        focused = self.focused
        return self.card_of(focused) if isinstance(focused, Slot) else None

    def hand(self) -> list[Card]:
        """Return the viewer's hand in reading order, or nothing while the keyboard passes."""
        session = self.session
        if session.viewer is None or session.handoff is not None:
            return []
        return kt.sorted_hand(self.state.hands[session.viewer], self.state)

    # Drawing

    def game_keys(self) -> str:
        return _("Enter place  e end  x claim  k complete  PgUp PgDn level  1-9 hand")

    def table_body(self) -> ComposeResult:
        yield Line(self.level_label, id="kubo-level", classes="row-label")
        # The level, then the focused place large and the hand: under it, or beside it where large print
        # needs the rows (a wide window, tcss), so the level and the hand fit 80x24 whole.
        with Horizontal(id="kubo-main"):
            with Vertical(id="kubo-grid"):
                with Horizontal(classes="cube-header"):
                    yield Line(lambda: "", classes="cube-corner")
                    for column in range(kt.SIDE):
                        yield Line(partial(self.axis_label, 2, column), classes="cube-column")
                for row in range(kt.SIDE):
                    # The row's name over it where the row scrolls sideways (large print under 80 columns,
                    # tcss): it stays in the view as Solo's rows' names do, never cut ("mall").
                    yield Line(partial(self.axis_label, 1, row, over=True), classes="row-label kubo-row-name")
                    with Horizontal(classes="cube-row"):
                        yield Line(partial(self.axis_label, 1, row), classes="cube-shape")
                        for column in range(kt.SIDE):
                            yield Slot(row, column, self.face, id=f"slot-{row}-{column}", classes="cube-cell")
            with Vertical(id="kubo-side"):
                yield Line(self.focus_big, id="kubo-big", classes="whole")
                yield Line(self.hand_line, id="kubo-hand")

    def below_body(self) -> ComposeResult:
        # Large print from 80x20 to under 120x40: the hand's cards in block glyphs, as the level's are drawn,
        # under the scrolling level, so they stay in view wherever the focus is (they take no focus). A
        # smaller window keeps its rows for the framed focus: there the hand is its words under the level.
        with Vertical(id="kubo-hand-cards"):
            for index in range(HAND_FACES):
                yield Face(index, self.hand_face, classes="kubo-hand-card")

    def axis_label(self, which: int, value: int, over: bool = False) -> str:
        """Return a row's (``which`` 1) or column's (2) heading: the value of its attribute (``over``: a row's
        name on a line of its own over the row, never shortened)."""
        axis = kt.axes(self.face_key)[which]
        name = str(kt.value_name(axis, value))
        if over:
            return name
        headings = self.query(".cube-column" if which == 2 else ".cube-shape")
        width = min((w.content_size.width for w in headings if w.content_size.width), default=0)
        # A column's heading keeps one column free, so two headings never run together.
        return fit_label(headings.first(), name, width - (which == 2)) if headings and width else name

    def level_label(self) -> str:
        state = self.state
        count = sum(1 for c in state.cube if kubo.level_of(c, state.face) == self.level)
        return sentence_case(_("{level}: {count} of 16 placed").format(level=kt.level_name(state.face, self.level),
                                                                        count=count))

    def seats_text(self) -> str:
        state, to_play = self.state, self.session.seat_to_act()
        parts = []
        for seat in range(state.players):
            text = _("{name}: {points}, {count} in hand").format(
                name=self.seat_label(seat), points=kt.points_count(state.points[seat]), count=len(state.hands[seat]))
            parts.append(words.to_play(text) if seat == to_play else text)
        n = len(state.stock)
        return words.titled(_("; ").join(parts), _("stock {count}").format(count=n))

    def face(self, slot: Slot) -> Text:
        """Draw one place: its card, or "open", "dead" or a dot; "hand" when its card is in the hand."""
        state = self.state
        card = self.card_of(slot)
        placed = card in state.cube
        if placed:
            text = str(card_name(card))
        else:
            text = kt.marker(state, card) or "·"
            if card in self.hand():
                text = _("{state}, hand").format(state=text)
        if card == self.marked:
            text = _("{place} (marked)").format(place=text)
        width = grid_width(slot)
        # The arrows go first when the place is narrow (its double frame still shows the focus),
        # then the words are shortened by rule, as the legend says.
        text = marker(slot.has_focus, text) if len(marker(True, text)) <= width or not width else fit_label(
            slot, text, width)
        style = "bold" if self.tt.large_print else ""
        # In a window too small for the hand's cards beside or under the level (below 80x20), the focused
        # place of a card in the hand draws that card large, under its words ("open, hand"): the digits
        # go there, so the hand is seen a card at a time (docs/accessibility.md says why).
        big = placed or (slot.has_focus and self.hand_card_in_place() and card in self.hand())
        if big and self.tt.large_print:
            # In large print (issue 35, point 6) a placed card's code in block glyphs under its name, as the
            # other Zoker cards are drawn; as large as the places' width holds (point 8: ``place_scale``).
            text = "\n".join([text] + ["  " + row for row in big_text(card.code, self.place_scale())])
        out = tint(text, COLOURS[card.colour] if big else "", slot.has_focus, plain_colours(slot), style)
        out.no_wrap, out.overflow = True, "ellipsis"
        return out

    def place_scale(self) -> int:
        """Return how large the level's block glyphs are: as large as the window's (``glyph_scale``: 3 rows,
        5 from 120x40, 8 from 160x56) where the widest code ("XL4") and the focus's frame fit a place, else
        smaller: at 120x40 the big copy of the focus beside the level leaves a place 20 columns, so 3 rows;
        5 at 160x56, 8 at 200x60 (issue 35, point 8). Reckoned from the window's width and the style
        sheet's widths, not from the places as laid out, so every place draws the same size at once and
        a scroll bar that comes or goes cannot make the glyphs shrink and grow by turns."""
        scale = glyph_scale(self)
        if scale == 1:
            return 1
        side = self.query_one("#kubo-side").styles.width
        heading = self.query_one(".cube-shape").styles.width
        if side is None or heading is None or side.cells is None or heading.cells is None:
            return 1
        # Four places beside the rows' names, a column left for a vertical scroll bar, the frame in each.
        room = (self.size.width - side.cells - heading.cells - 2) // kt.SIDE - 2
        return next((n for n in range(scale, 1, -1) if len(big_text("XL4", n)[0]) + 2 <= room), 1)

    def focus_big(self) -> Text | str:
        """Return the focused place's code in block letters (large print only), with its colour in words,
        drawn in the card's colour (none in high contrast)."""
        card = self.focused_card()
        if not self.tt.large_print or card is None:
            return ""
        return tint("\n".join([kt.place_text(self.state, card, self.session.seats, self.session.viewer)]
                              + ["  " + row for row in big_text(card.code, glyph_scale(self))]),
                    COLOURS[card.colour], plain=plain_colours(self), style="bold")

    def hand_face(self, face: Face) -> Text:
        """Draw card ``face.index`` of the hand in large print: its number (the digit that goes to its place)
        and colour over its code in block glyphs, in its colour (none in high contrast)."""
        hand = self.hand()
        if face.index >= len(hand):
            return Text("")
        card = hand[face.index]
        head = f"{face.index + 1} {str(colour_name(card.colour)).upper()}"
        out = tint("\n".join([head] + ["  " + row for row in big_text(card.code)]), COLOURS[card.colour],
                   plain=plain_colours(face), style="bold")
        out.no_wrap, out.overflow = True, "ellipsis"
        return out

    def hand_cards_shown(self) -> bool:
        """Return True when the hand is drawn as cards (large print, 80x20 to under 120x40; tcss shows them)."""
        return (self.tt.large_print and self.has_class("wide") and not self.has_class("short")
                and not self.has_class("tall"))

    def hand_card_in_place(self) -> bool:
        """Return True when the focused place draws its card large if the card is in the hand: in large
        print below 80x20, where neither the hand's cards under the level nor the big copy of the focus
        beside it fit (at 40x12 the framed focus and its row's name take 7 of the body's 7 or 8 rows)."""
        return self.tt.large_print and not self.hand_cards_shown() and not self.has_class("tall")

    def hand_line(self) -> str:
        """Return the hand, numbered as the digits reach it: one line, or a card a line beside the level."""
        hand = self.hand()
        if self.session.viewer is None or self.session.handoff is not None:
            return ""
        if not hand:
            return _("Your hand is empty.")
        if self.hand_cards_shown() and len(hand) <= HAND_FACES:
            return ""  # the cards under the level say it (tcss hides the line)
        items = [f"{i + 1} {card_name(c)}" for i, c in enumerate(hand)]
        if self.tt.large_print and self.has_class("wide"):  # beside the level: a card a line
            return _("Hand: {cards}").format(cards="\n" + "\n".join(items))
        return _("Hand: {cards}").format(cards="  ".join(items))

    def sync_table(self) -> None:
        for slot in self.slots():
            slot.set_class(self.card_of(slot) == self.marked, "marked")
        count = len(self.hand())
        for face in self.query(".kubo-hand-card").results(Face):
            face.display = face.index < count

    def default_focus(self) -> Widget | None:
        return self.slot(*self.position())

    # Saying the hand when it is new to the player

    def shown(self, first: bool) -> None:
        super().shown(first)
        if first:
            self.say_hand()

    def new_table(self) -> None:
        self.level, self.marked = 0, None
        super().new_table()
        self.say_hand()

    def say_hand(self) -> None:
        """Say the hand of the player at the keyboard after the sentence before it."""
        if self.hand():
            self.say_news(lambda: kt.hand(self.state, self.player_seat, self.session.full) if self.hand() else "")

    def handed_over(self) -> None:
        self.say_hand()

    # Questions

    def read_table(self) -> str:
        return kt.read_level(self.state, self.level, self.session.full) + " " + kt.cube_summary(self.state)

    def hand_text(self) -> str:
        if self.session.viewer is None:
            return words.no_cards()
        return kt.hand(self.state, self.session.viewer, self.session.full)

    def echo(self, widget: Widget) -> str:
        if not isinstance(widget, Slot):
            return ""
        session = self.session
        return kt.place_text(self.state, self.card_of(widget), session.seats, session.viewer, session.full)

    def find_text(self, card) -> str:
        session = self.session
        return kt.find(self.state, card, session.seats, session.viewer, session.full)

    def line_text(self, kind: str, row: int, column: int) -> str:
        face = self.face_key
        if kind == "row":
            cards = [kt.card_at(face, self.level, row, c) for c in range(kt.SIDE)]
            head = _("Row {row}").format(row=row + 1)
        else:
            cards = [kt.card_at(face, self.level, r, column) for r in range(kt.SIDE)]
            head = _("Column {column}").format(column=column + 1)
        line = next(i for i, ln in enumerate(LINES) if set(ln.cards) == set(cards))
        return head + ". " + kt.read_structure(self.state, line, self.session.seats, self.session.viewer,
                                               self.session.full)

    # Keys

    def go_to(self, card: Card) -> None:
        """Show the level of a card's place and focus it."""
        level, row, column = kt.place_of(card, self.face_key)
        self.level = level
        self.update_view()
        self.focus_slot(row, column)

    def action_level(self, delta: int) -> None:
        """Go one level up or down, keeping the row and column; at the top or bottom, say so."""
        if self.waiting():
            return
        level = self.level + delta
        if not 0 <= level < kt.SIDE:
            self.session.say(_("No level further that way."), "focus")
            return
        self.level = level
        self.update_view()
        row, column = self.position()
        self.session.say(self.level_label() + ". " + self.echo(self.slot(row, column)), "focus")
        self.set_focus(self.slot(row, column))

    def action_level_read(self) -> None:
        """Read the whole level shown, row by row."""
        if not self.waiting():
            self.session.say(kt.read_level(self.state, self.level, self.session.full), "info")

    def action_hand_card(self, index: int) -> None:
        """Go to the place of card ``index`` of the hand and say what it can do."""
        if self.waiting():
            return
        hand = self.hand()
        if index >= len(hand):
            self.session.say(_("There is no card {number} in your hand.").format(number=index + 1), "focus")
            return
        card = hand[index]
        level, row, column = kt.place_of(card, self.face_key)
        self.level = level
        self.update_view()
        self.set_focus(self.slot(row, column))
        self.session.say(kt.card_advice(self.state, card, self.session.full), "focus")

    def choose_focused(self) -> None:
        """Place the focused place's card from the hand; say why not when it cannot go."""
        if not self.can_act():
            return
        card = self.focused_card()
        if card is None:
            return
        state, session = self.state, self.session
        if state.phase == "draw":
            session.say(_("First press d to draw one card, or f to fill your hand to five."), "alert")
            return
        if card in state.cube:
            session.say(kt.ERRORS["already_placed"]({"card": card}, session.full), "alert")
            return
        if card not in state.hands[session.viewer]:
            session.say(_("{card} is not in your hand.").format(card=card_name(card, session.full)), "alert")
            return
        session.act(kubo.Place(card))
        self.changed()

    def action_end_turn(self) -> None:
        """End the turn (or let the chance to call Point pass)."""
        if self.can_act():
            self.marked = None
            self.session.act(kubo.EndTurn())
            self.changed()

    def action_draw(self, fill: bool) -> None:
        """Draw one card, or fill the hand to five."""
        if self.can_act():
            self.session.act(kubo.Draw(fill))
            self.changed()

    def action_complete(self) -> None:
        """Say which cards of the hand would complete a structure now."""
        if self.waiting():
            return
        if self.session.viewer is None:
            self.session.say(words.no_cards(), "info")
            return
        self.session.say(kt.completions(self.state, self.session.viewer, self.session.full), "info")

    def action_structures(self) -> None:
        """Say every structure through the focused place."""
        card = self.focused_card()
        if self.waiting() or card is None:
            return
        session = self.session
        session.say(kt.lines_through(self.state, card, session.seats, session.viewer, session.full), "info")

    def action_claim(self) -> None:
        """Mark a place of a structure; on a second place, claim the structure through both."""
        if not self.can_act():
            return
        card = self.focused_card()
        session = self.session
        if card is None:
            return
        if self.marked is None or self.marked == card:
            self.marked = None if self.marked == card else card
            self.update_view()
            if self.marked is None:
                session.say(_("Mark taken away."), "focus")
            else:
                session.say(_("{card} marked: now x on another place of the structure.").format(
                    card=card_name(card, session.full)), "focus")
            return
        first, self.marked = self.marked, None
        line = next((i for i, ln in enumerate(LINES) if first in ln.cards and card in ln.cards), None)
        if line is None:
            session.say(kt.ERRORS["no_such_line"]({}, session.full), "alert")
            self.update_view()
            return
        session.act(kubo.Claim(line))
        self.changed()


#: The screen the table shows for this game.
SCREEN = KuboScreen
