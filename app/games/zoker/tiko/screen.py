"""Zoker Tiko (rules ZT): the trick, each seat's counts, and the hand of the player at the keyboard.

Only the viewer's hand is ever drawn, sorted the way the player chose (``g``)
and echoed with "on top" or "under" while a trick is open; during a handoff
nothing is drawn at all. The trick is drawn top first with whose each card
is; once taken it stays drawn, as the last trick, until the next lead.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal
from textual.widget import Widget

from app.games.zoker.tiko import rules as tiko
from app.games.zoker.cards import Card
from app.games.zoker.tiko import text as tiko_text
from app.text.i18n import N_, _
from app.ui import keys, words
from app.games.zoker import table_keys
from app.games.zoker.faces import card_lines
from app.ui.screens.table import TableScreen
from app.ui.table_setup import MAX_SEATS
from app.ui.widgets import Face, Line, Slot


#: The screen's own keys (the global ones are the app's).
KEYS: list[BindingType] = [
    keys.key("left", "move(0, -1)", N_("Move through your hand"), "tiko.left", N_("left and right arrows")),
    keys.key("right", "move(0, 1)", N_("Move through your hand"), "tiko.right", N_("left and right arrows")),
    keys.key("tab", "step(1)", N_("Move through your hand"), "tiko.next", N_("Tab")),
    keys.key("shift+tab", "step(-1)", N_("Move through your hand"), "tiko.previous", N_("Shift Tab")),
    keys.key("1", "card(0)", N_("Go to card 1 to 4 of your hand"), "tiko.card1", "1"),
    keys.key("2", "card(1)", N_("Go to card 1 to 4 of your hand"), "tiko.card2", "2"),
    keys.key("3", "card(2)", N_("Go to card 1 to 4 of your hand"), "tiko.card3", "3"),
    keys.key("4", "card(3)", N_("Go to card 1 to 4 of your hand"), "tiko.card4", "4"),
    keys.key("enter", "choose", N_("Play the focused card; when asked, say you have the keyboard"),
        "tiko.play", N_("Enter")),
    keys.key("space", "choose", N_("Play the focused card; when asked, say you have the keyboard"),
        "tiko.play_space", N_("Space")),
    keys.key("p", "preview", N_("Where the focused card would go: on top or under"), "tiko.preview"),
    keys.key("g", "grouping", N_("Sort the hand another way: strength, colour, size, shape"), "tiko.grouping"),
    table_keys.FIND,
] + keys.ONE_ROW + keys.TABLE


class TikoScreen(table_keys.CardQuestions, TableScreen):
    """The Tiko table."""

    BINDINGS = KEYS
    GAME_ID = "zoker-tiko"
    ROWS = 1

    def __init__(self) -> None:
        super().__init__()
        #: How the hand is sorted: one of tiko_text.GROUPINGS.
        self.grouping = tiko_text.GROUPINGS[0]

    @property
    def COLUMNS(self) -> int:  # type: ignore[override]
        return len(self.hand())

    def hand(self) -> list[Card]:
        """Return the viewer's hand as drawn, or nothing while the keyboard passes."""
        session = self.session
        if session.viewer is None or session.handoff is not None:
            return []
        return tiko_text.sorted_hand(self.state.hands[session.viewer], self.grouping)

    def focused_card(self) -> Card | None:
        """Return the card under the focus, if any."""
        hand = self.hand()
        focused = self.focused
        if isinstance(focused, Slot) and focused.column < len(hand):
            return hand[focused.column]
        return None

    # Drawing

    def game_keys(self) -> str:
        return tiko_text.tiko_keys()

    def table_body(self) -> ComposeResult:
        yield Line(self.trick_label, id="trick-label", classes="row-label")
        with Horizontal(id="trick", classes="card-row"):
            for i in range(MAX_SEATS):
                yield Face(i, self.trick_face, id=f"trick-{i}", classes="trick-card")
        yield Line(self.hand_label, id="hand-label", classes="row-label")
        with Horizontal(id="hand", classes="card-row"):
            for i in range(tiko.HAND):
                yield Slot(0, i, self.face, id=f"slot-0-{i}", classes="hand-card")

    def seats_text(self) -> str:
        state, to_play = self.state, self.session.seat_to_act()
        lines = []
        for seat in range(state.players):
            text = tiko_text.tiko_seat(self.seat_label(seat), len(state.hands[seat]), len(state.won[seat]))
            lines.append(words.to_play(text) if seat == to_play else text)
        return "\n".join(lines)

    def shown_trick(self) -> tuple[list[tuple[int, Card]], int | None]:
        """Return the trick to draw, top first as (seat, card), and its taker once it is taken."""
        state, match = self.state, self.match
        if state.trick:
            return list(reversed(state.trick)), None
        n = state.players
        if state.tricks and len(match.actions) >= n:
            # The last n plays were the last trick; its cards went to the leader of the next one.
            taker = state.leader
            owners = {action.card: seat for seat, action in match.actions[-n:]}
            return [(owners.get(c, taker), c) for c in reversed(state.won[taker][-n:])], taker
        return [], None

    def trick_label(self) -> str:
        trick, taker = self.shown_trick()
        if taker is not None:
            return tiko_text.last_trick_label(self.owner(taker))
        return tiko_text.trick_label(len(trick))

    def owner(self, seat: int) -> str:
        """Return whose a card is: "you" or the seat's name."""
        return _("you") if seat == self.session.viewer else self.session.seat_name(seat)

    def trick_face(self, face: Face) -> Text:
        """Draw one card of the trick with its owner; the first one is on top."""
        trick, _taker = self.shown_trick()
        if face.index >= len(trick):
            return Text("")
        seat, card = trick[face.index]
        note = self.owner(seat)
        if face.index == 0:
            note = words.with_note(note, tiko_text.on_top_marker())
        return card_lines(card, self.tt.large_print, False, note, place=face)

    def hand_label(self) -> str:
        viewer = self.session.viewer
        if viewer is None or self.session.handoff is not None:
            return ""
        return tiko_text.hand_label(self.seat_label(viewer), tiko_text.grouping_name(self.grouping))

    def face(self, slot: Slot) -> Text:
        """Draw a card of the hand, with "on top" or "under" while a trick is open."""
        hand = self.hand()
        if slot.column >= len(hand):
            return Text("")
        card, state = hand[slot.column], self.state
        note = ""
        if state.trick:
            note = tiko_text.on_top_marker() if tiko.lands_on_top(card, state) else tiko_text.under_marker()
        return card_lines(card, self.tt.large_print, slot.has_focus, note, place=slot)

    def sync_table(self) -> None:
        trick, _taker = self.shown_trick()
        for face in self.query(Face):
            face.display = face.index < len(trick)
        size = len(self.hand())
        for slot in self.slots():
            slot.display = slot.column < size

    def default_focus(self) -> Widget | None:
        size = len(self.hand())
        if not size:
            return None
        return self.slot(0, min(self.position()[1], size - 1))

    # Saying the hand when it is new to the player

    def shown(self, first: bool) -> None:
        super().shown(first)
        if first:
            self.say_new_hand()

    def new_table(self) -> None:
        super().new_table()
        self.say_new_hand()

    def say_new_hand(self) -> None:
        """Say the hand of the player at the keyboard after the sentence before it (none during a handoff)."""
        if self.hand():
            self.say_news(lambda: tiko_text.hand(self.hand(), self.grouping, self.session.full) if self.hand() else "")

    def handed_over(self) -> None:
        self.say_new_hand()

    # Questions

    def read_table(self) -> str:
        session = self.session
        return tiko_text.trick(self.state, session.seats, session.viewer, session.full)

    def hand_text(self) -> str:
        if self.session.viewer is None:
            return words.no_cards()
        return tiko_text.hand(self.hand(), self.grouping, self.session.full)

    def echo(self, widget: Widget) -> str:
        hand = self.hand()
        if not isinstance(widget, Slot) or widget.column >= len(hand):
            return ""
        return tiko_text.focus(hand[widget.column], self.state, self.session.full)

    def find_text(self, card) -> str:
        session = self.session
        return tiko_text.find(self.state, card, session.seats, session.viewer, session.full)

    # Keys

    def choose_focused(self) -> None:
        """Play the focused card."""
        if not self.can_act():
            return
        card = self.focused_card()
        if card is None:
            self.session.say(tiko_text.hand(self.hand()), "alert")
            return
        self.session.act(tiko.Play(card))
        self.changed()

    def action_card(self, index: int) -> None:
        """Go to card 1 to 4 of the hand."""
        if self.waiting():
            return
        if index >= len(self.hand()):
            self.session.say(tiko_text.no_such_card(index + 1), "focus")
            return
        self.focus_slot(0, index)

    def action_preview(self) -> None:
        """Say where the focused card would go if played now."""
        if self.waiting():
            return
        card = self.focused_card()
        if card is None:
            self.session.say(tiko_text.hand(self.hand()), "info")
            return
        self.session.say(tiko_text.preview(card, self.state, self.session.full), "info")

    def action_grouping(self) -> None:
        """Sort the hand the next way, keep the focus on the same card, and read the hand so."""
        if self.waiting():
            return
        card = self.focused_card()
        groupings = tiko_text.GROUPINGS
        self.grouping = groupings[(groupings.index(self.grouping) + 1) % len(groupings)]
        self.update_view()
        hand = self.hand()
        if card is not None:
            self.set_focus(self.slot(0, hand.index(card)))
        self.session.say(tiko_text.hand(hand, self.grouping, self.session.full), "info")


#: The screen the table shows for this game.
SCREEN = TikoScreen
