"""Numeramis Loker (rules NL): the seats, and the six numbers of the player at the keyboard.

The hand is drawn grouped (larger groups first, as it is read), in large
print as big digits; the figure is named beside it. A card marked for the
exchange is drawn in brackets and said "marked", never shown by colour alone.
Keys: arrows move card by card, Space marks, e exchanges the marked cards,
p passes, x closes, a says the what-if (which figure each choice of cards to keep aims at).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal
from textual.widget import Widget

from app.games.loker import rules as nl
from app.games.loker import text as loker_text
from app.games.loker.hands import HAND, evaluate
from app.text.i18n import N_, _, pgettext
from app.ui import keys, words
from app.ui.glyphs import big_text, glyph_scale
from app.ui.screens.table import TableScreen
from app.ui.widgets import Line, Slot

#: The screen's own keys (the global ones are the app's).
KEYS: list[BindingType] = [
    keys.key("left", "move(0, -1)", N_("Move through your hand"), "loker.left", N_("left and right arrows")),
    keys.key("right", "move(0, 1)", N_("Move through your hand"), "loker.right", N_("left and right arrows")),
    keys.key("tab", "step(1)", N_("Move through your hand"), "loker.next", N_("Tab")),
    keys.key("shift+tab", "step(-1)", N_("Move through your hand"), "loker.previous", N_("Shift Tab")),
    keys.key("space", "choose", N_("Mark or unmark the focused card for the exchange"), "loker.mark",
             N_("Space")),
    keys.key("enter", "choose", N_("Mark or unmark the focused card for the exchange"), "loker.mark_enter",
             N_("Enter")),
    keys.key("e", "exchange", N_("Exchange the marked cards"), "loker.exchange"),
    keys.key("p", "pass_turn", N_("Pass: end your turn; on a last turn, lay your hand down"), "loker.pass"),
    keys.key("x", "close_hand", N_("Close: lay your hand down"), "loker.close"),
    keys.key("a", "what_if", N_("What if: the figure each choice of cards to keep aims at, and its chance"),
             "loker.what_if"),
] + keys.ONE_ROW + keys.TABLE


def marked_word() -> str:
    """Return what is said of a card marked for the exchange."""
    return pgettext("slot", "marked")


def loker_keys() -> str:
    """Return the Loker screen's short key line."""
    return _("Space mark  e exchange  p pass  x close  a what if  h counts")


def hand_label(name: str, figure: str) -> str:
    """Return the label over the hand: whose, and its figure."""
    return _("Hand of {name}: {figure}").format(name=name, figure=figure)


class LokerScreen(TableScreen):
    """The Loker table."""

    BINDINGS = KEYS
    GAME_ID = "loker"
    ROWS = 1
    COLUMNS = HAND

    def __init__(self) -> None:
        super().__init__()
        #: Positions in the drawn hand marked for the exchange.
        self.marked: set[int] = set()

    def hand(self) -> list[int]:
        """Return the viewer's hand as drawn, or nothing while the keyboard passes."""
        session = self.session
        if session.viewer is None or session.handoff is not None:
            return []
        return loker_text.sorted_hand(self.state.hands[session.viewer])

    # Drawing

    def game_keys(self) -> str:
        return loker_keys()

    def table_body(self) -> ComposeResult:
        yield Line(self.hand_label, id="hand-label", classes="row-label")
        with Horizontal(id="hand", classes="card-row"):
            for i in range(HAND):
                yield Slot(0, i, self.face, id=f"slot-0-{i}", classes="hand-card")

    def seats_text(self) -> str:
        state, to_play = self.state, self.session.seat_to_act()
        lines = []
        for seat in range(state.players):
            text = loker_text.exchanges_made(self.seat_label(seat), state.exchanges[seat])
            if state.chips:
                text += ", " + loker_text.chips_count(state.chips[seat])
            if state.laid[seat] and seat != self.session.viewer:
                text += " - " + loker_text.figure(evaluate(state.hands[seat]))
            lines.append(words.to_play(text) if seat == to_play else text)
        if state.chips:
            lines.append(loker_text.pot_line(state.pot))
        return "\n".join(lines)

    def hand_label(self) -> str:
        viewer = self.session.viewer
        if viewer is None or self.session.handoff is not None:
            return ""
        return hand_label(self.seat_label(viewer), loker_text.figure(evaluate(self.state.hands[viewer])))

    def face(self, slot: Slot) -> Text:
        """Draw one number: big digits in large print, in brackets when marked, underlined when focused."""
        hand = self.hand()
        if slot.column >= len(hand):
            return Text("")
        value, marked = hand[slot.column], slot.column in self.marked
        style = "bold" if slot.has_focus else ""
        if self.tt.large_print:
            # Solid block digits (glyphs.big_text), in brackets and with the word when marked.
            rows = [f"[{r}]" if marked else f" {r} " for r in big_text(str(value), glyph_scale(slot))]
            if marked:
                rows.append(marked_word())
            return Text("\n".join(rows), style="bold", no_wrap=True, overflow="ellipsis")
        return Text(f"[{value}]" if marked else f" {value} ", style=style)

    def sync_table(self) -> None:
        size = len(self.hand())
        for slot in self.query(Slot):
            slot.display = slot.column < size
            # The six cards share the row's width (40 columns hold them).
            slot.styles.width = "1fr"
        if self.tt.large_print:
            self.size_cards()

    def size_cards(self) -> None:
        """In large print give each card the width it draws: three rows of block digits and, when marked,
        the word "marked" under them, a column after it, and the focus's frame.

        A share of 40 columns left the focused card's digit cut (a 0 read as a C, issue 35); a row wider
        than the window scrolls by whole cards (widgets.Slot). Set in cells: Textual leaves a place's
        frame out of an auto width's sum, and the row would not scroll.
        """
        hand, grown = self.hand(), False
        for slot in self.query(Slot):
            if slot.column < len(hand):
                # As wide as its block digits (they grow with the window: glyphs.glyph_scale) in brackets.
                digits = len(big_text(str(hand[slot.column]), glyph_scale(slot))[0]) + 2
                drawn = max(digits, len(marked_word()) if slot.column in self.marked else 0)
                width = drawn + 1 + (2 if slot.has_focus else 0)
                slot.styles.height = "auto"
                slot.styles.padding = (0, 1, 0, 0)  # "marked" beside "marked" reads as two words
                grown |= slot.styles.width is None or slot.styles.width.value != width
                slot.styles.width = slot.styles.min_width = width
        focused = self.focused
        if grown and focused is not None:
            # The row's new widths are laid out at the next refresh: the focus is scrolled in after it.
            self.call_after_refresh(lambda: self.call_after_refresh(
                lambda: focused.scroll_visible(animate=False) if focused.is_attached else None))

    def on_descendant_focus(self, _event) -> None:
        if self.tt.large_print:
            self.size_cards()

    def on_resize(self) -> None:
        # The block digits grow with the window (the screen's classes, set by the base's handler after
        # this one): size the cards again once they are set.
        if self.tt.large_print:
            self.call_after_refresh(self.size_cards)

    def default_focus(self) -> Widget | None:
        if not self.hand():
            return None
        return self.slot(0, min(self.position()[1], HAND - 1))

    # Saying the hand when it is new to the player

    def shown(self, first: bool) -> None:
        super().shown(first)
        if first:
            self.say_new_hand()

    def new_table(self) -> None:
        self.marked = set()
        super().new_table()
        self.say_new_hand()

    def say_new_hand(self) -> None:
        if self.hand():
            self.say_news(lambda: loker_text.hand(self.hand()) if self.hand() else "")

    def handed_over(self) -> None:
        self.marked = set()
        self.say_new_hand()

    # Questions

    def read_table(self) -> str:
        session = self.session
        return loker_text.read_table(self.state, session.seats, session.viewer)

    def hand_text(self) -> str:
        if self.session.viewer is None:
            return words.no_cards()
        return loker_text.hand(self.hand())

    def echo(self, widget: Widget) -> str:
        hand = self.hand()
        if not isinstance(widget, Slot) or widget.column >= len(hand):
            return ""
        if widget.column in self.marked:
            return words.with_note(str(hand[widget.column]), marked_word())
        return str(hand[widget.column])

    # Keys

    def choose_focused(self) -> None:
        """Mark or unmark the focused card."""
        focused = self.focused
        if self.waiting() or not isinstance(focused, Slot) or focused.column >= len(self.hand()):
            return
        column = focused.column
        if column in self.marked:
            self.marked.discard(column)
        else:
            self.marked.add(column)
        self.update_view()
        self.session.say(self.echo(focused), "focus")

    def _act(self, action) -> None:
        self.session.act(action)
        self.marked = set()
        self.changed()

    def action_exchange(self) -> None:
        """Exchange the marked cards (1 to 3)."""
        if not self.can_act():
            return
        hand = self.hand()
        if not self.marked:
            self.session.say(_("Mark 1 to 3 cards with Space first, then press e."), "alert")
            return
        self._act(nl.Exchange(tuple(hand[i] for i in sorted(self.marked))))

    def action_pass_turn(self) -> None:
        if self.can_act():
            self._act(nl.Pass())

    def action_what_if(self) -> None:
        """Say the what-if for the hand at the keyboard (odds)."""
        if self.session.viewer is None or self.session.handoff is not None:
            self.session.say(words.no_cards(), "info")
            return
        self.session.say(loker_text.what_if(self.state, self.session.viewer, self.session.full), "info")

    def action_close_hand(self) -> None:
        if self.can_act():
            self._act(nl.Close())


#: The screen the table shows for this game.
SCREEN = LokerScreen
