"""Zip Zap (rules ZZ) on the screen: the top card drawn large, each seat's cards and points, the hand.

Keys (ZZ-15): p plays the only fitting card (or passes, turn by turn, when
nothing fits); 1 to 9 play the first to ninth fitting card as f reads them;
the arrows move through the hand and Enter plays the card in focus (the way
to lead); z calls Zap, x passes (turn by turn), f says what fits. A card
that fits is marked "*" (and "fits" when the focus reaches it); the focus
has its own border; in large print a frame, and seven cards a row at 80
columns, each its colour's word over its number in block glyphs, the top
card's number beside its name.
In the race the bots act on the Session's clock (``TableScreen`` keeps a
timer for the next one); nothing here waits.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Container, Horizontal
from textual.widget import Widget

from app.games.zipzap import rules as zz
from app.games.zipzap import text as zt
from app.games.zipzap.rules import Card
from app.text.i18n import N_
from app.ui import glyphs, keys, words
from app.ui.screens.table import TableScreen
from app.ui.widgets import Line, Slot, fit_label, grid_width, plain_colours

#: Most cards a hand can hold (ZZ-4: 12 and the Zap card).
MOST = 13
_PICK = N_("Play the first to ninth card that fits, as f reads them")

KEYS: list[BindingType] = [
    keys.key("left", "move(0, -1)", N_("Move through your hand"), "zipzap.left", N_("left and right arrows")),
    keys.key("right", "move(0, 1)", N_("Move through your hand"), "zipzap.right", N_("left and right arrows")),
    keys.key("tab", "step(1)", N_("Move through your hand"), "zipzap.next", N_("Tab")),
    keys.key("shift+tab", "step(-1)", N_("Move through your hand"), "zipzap.previous", N_("Shift Tab")),
    keys.key("enter", "choose", N_("Play the focused card; when asked, say you have the keyboard"),
             "zipzap.play", N_("Enter")),
    keys.key("space", "choose", N_("Play the focused card; when asked, say you have the keyboard"),
             "zipzap.play_space", N_("Space")),
    keys.key("p", "fitting", N_("Play the only card that fits; turn by turn, pass when none does"),
             "zipzap.fitting"),
    keys.key("z", "zap", N_("Call Zap right after your own number card"), "zipzap.zap"),
    keys.key("x", "pass", N_("Pass: end your turn (turn by turn)"), "zipzap.pass"),
    keys.key("f", "fits", N_("What in your hand fits the top card"), "zipzap.fits"),
    keys.key("F", "find", N_("Find a card by its name: where it is"), "zipzap.find", N_("Shift F")),
] + [keys.key(str(n), f"pick({n - 1})", _PICK, f"zipzap.pick{n}", "1-9") for n in range(1, 10)] + keys.ONE_ROW + keys.TABLE


class ZipZapScreen(TableScreen):
    """The Zip Zap table."""

    BINDINGS = KEYS
    GAME_ID = "zipzap"
    ROWS = 1
    DEFAULT_CSS = """
    #zipzap-hand { layout: grid; grid-size: 7; grid-gutter: 0; height: auto; }
    #zipzap-hand Slot { width: 1fr; height: auto; border: round $foreground-muted; text-wrap: nowrap; }
    #zipzap-hand Slot:focus { border: double $border; }
    #zipzap-top { height: auto; text-style: bold; padding: 0 1; }
    #zipzap-top-words { width: auto; }
    #zipzap-top-big { width: auto; padding: 0 0 0 3; }
    """

    @property
    def COLUMNS(self) -> int:  # type: ignore[override]
        return len(self.hand())

    def _here(self) -> bool:
        match = self.session.match
        return match is not None and match.game_id == self.GAME_ID

    def hand(self) -> list[Card]:
        """Return the viewer's hand as shown, or nothing while the keyboard passes."""
        session = self.session
        if not self._here() or session.viewer is None or session.handoff is not None:
            return []
        return zt.sorted_hand(self.state.hands[session.viewer])

    def fitting(self) -> list[Card]:
        """Return the viewer's cards that fit now, in hand order."""
        return zz.fitting(self.state, tuple(self.hand())) if self.hand() else []

    def focused_card(self) -> Card | None:
        """Return the card under the focus."""
        hand, focused = self.hand(), self.focused
        if isinstance(focused, Slot) and focused.column < len(hand):
            return hand[focused.column]
        return None

    # Drawing

    def game_keys(self) -> str:
        return zt.keys_line()

    def table_body(self) -> ComposeResult:
        with Horizontal(id="zipzap-top"):
            yield Line(self.top_text, id="zipzap-top-words")
            yield Line(self.top_big, id="zipzap-top-big", classes="whole")
        yield Line(self.hand_label, id="hand-label", classes="row-label")
        with Container(id="zipzap-hand"):
            for i in range(MOST):
                yield Slot(0, i, self.face, id=f"slot-0-{i}")

    def top_text(self) -> Text | str:
        """Return the top card in words, with who leads."""
        if not self._here():
            return ""
        session, state = self.session, self.state
        text = Text(zt.top_label() + "\n")
        text.append_text(glyphs.tint(f"[ {zt.card_name(state.top, session.full)} ]", state.top.colour,
                                     plain=plain_colours(self)))
        leader = zt.leader_line(state, session.seats, session.viewer)
        if leader:
            text.append("\n" + leader)
        return text

    def top_big(self) -> Text | str:
        """Return the top card's number in block glyphs, beside its name (large print only)."""
        if not self._here() or not self.tt.large_print or self.state.top.is_zap:
            return ""
        top = self.state.top
        return glyphs.tint("\n".join(glyphs.big_text(str(top.number), glyphs.glyph_scale(self))), top.colour, plain=plain_colours(self))

    def turn_status(self) -> str:
        session = self.session
        if self._here() and session.racing():
            return zt.leader_line(self.state, session.seats, session.viewer) or zt.race_status()
        return super().turn_status()

    def seats_text(self) -> str:
        if not self._here():
            return ""
        state, acting = self.state, self.match.to_act()
        lines = []
        for seat in range(state.players):
            text = zt.seat_line(self.seat_label(seat), len(state.hands[seat]), state.totals[seat])
            lines.append(words.to_play(text) if state.mode == "turns" and seat in acting else text)
        return "\n".join(lines)

    def hand_label(self) -> str:
        viewer = self.session.viewer
        if not self.hand() or viewer is None:
            return ""
        return zt.hand_label(self.seat_label(viewer))

    def face(self, slot: Slot) -> Text:
        """Draw one card of the hand, marked "fits" when it may be played on the top card.

        In large print the card is its colour's word over its number in block glyphs (a joker's word,
        or the Zap card's name), narrow enough for seven cards a row at 80 columns.
        """
        hand = self.hand()
        if slot.column >= len(hand):
            return Text("")
        card = hand[slot.column]
        sign = "* " if zz.fits(card, self.state.top) else ""  # fits: marked by a sign, never by colour alone
        width, large = grid_width(slot), self.tt.large_print
        # In large print the frame marks the focus (no arrows: they would push the word off its number).
        name = str(zt.card_word(card) if large else zt.card_name(card))
        name = sign + fit_label(slot, name, width - len(sign))
        text = glyphs.tint(name, card.colour, slot.has_focus, plain_colours(slot),
                           "bold" if slot.has_focus or large else "")
        if large and not card.is_zap:
            # The cards the player acts on are large too: the number in block glyphs under the word.
            big = glyphs.tint("\n" + "\n".join(glyphs.big_text(str(card.number), glyphs.glyph_scale(slot))),
                              card.colour, slot.has_focus, plain_colours(slot), "bold")
            text.append_text(big)
        text.no_wrap, text.overflow = True, "ellipsis"
        return text

    def sync_table(self) -> None:
        size = len(self.hand())
        for slot in self.slots():
            slot.display = slot.column < size
        # As many cards a row as fit with their names whole (13 columns a card; 11 in large print, so a
        # hand of 13 is two rows at 80 columns); the hand scrolls with the focus when taller than the window.
        width = self.size.width or 80
        grid = self.query_one("#zipzap-hand")
        grid.styles.grid_size_columns = max(2, min(7, width // (11 if self.tt.large_print else 13)))
        grid.styles.grid_size_rows = 0

    def default_focus(self) -> Widget | None:
        size = len(self.hand())
        if not size:
            return None
        return self.slot(0, min(self.position()[1], size - 1))

    def shown(self, first: bool) -> None:
        super().shown(first)
        if first and self.hand() and not self.session.racing():
            self.say_news(lambda: zt.opening_hand(self.state, self.player_seat, self.session.full)
                          if self.hand() else "")

    def handed_over(self) -> None:
        if self.hand():
            self.say_news(lambda: zt.hand(self.hand(), self.session.full) if self.hand() else "")

    # Questions

    def read_table(self) -> str:
        return self.session.read_table()

    def hand_text(self) -> str:
        if self.session.viewer is None:
            return words.no_cards()
        return zt.hand(self.hand(), self.session.full)

    def echo(self, widget: Widget) -> str:
        hand = self.hand()
        if not isinstance(widget, Slot) or widget.column >= len(hand):
            return ""
        card = hand[widget.column]
        name = zt.card_name(card, self.session.full)
        return words.with_note(name, zt.fits_note()) if zz.fits(card, self.state.top) else str(name)

    # Keys

    def can_act(self) -> bool:
        """In a race, any key may try (the rules say why not: too late, does not fit); else turn by turn."""
        session = self.session
        if self._here() and session.racing():
            return not self.waiting() and session.viewer is not None
        return super().can_act()

    def _act(self, action) -> None:
        if self.session.act(action):
            self.changed()
        else:
            self.update_view()

    def choose_focused(self) -> None:
        """Play the focused card (any card when leading)."""
        if not self.can_act():
            return
        card = self.focused_card()
        if card is None:
            self.session.say(self.hand_text(), "alert")
            return
        self._act(zz.Zap() if card.is_zap else zz.Play(card))

    def action_fitting(self) -> None:
        """Play the only fitting card (ZZ-15); turn by turn, pass when none fits; else say the choice."""
        if not self.can_act():
            return
        state, cards = self.state, self.fitting()
        if zt.only_zap(state, self.session.viewer) and zz.can_zap(state, self.player_seat):
            self._act(zz.Zap())  # the only card left is the Zap card: the one key calls Zap (ZZ-9, ZZ-15)
        elif state.leader == self.session.viewer:
            self.session.say(zt.fitting_line(state, self.session.viewer, self.session.full), "alert")
        elif len(cards) == 1:
            self._act(zz.Play(cards[0]))
        elif not cards and state.mode == "turns":
            self._act(zz.Pass())
        else:
            self.session.say(zt.choose_line(cards, self.session.full) if cards else
                             zt.fitting_line(state, self.session.viewer, self.session.full), "alert")

    def action_pick(self, index: int) -> None:
        """Play the index-th fitting card."""
        if not self.can_act():
            return
        cards = self.fitting()
        if index >= len(cards):
            self.session.say(zt.fitting_line(self.state, self.session.viewer, self.session.full), "alert")
            return
        self._act(zz.Play(cards[index]))

    def action_zap(self) -> None:
        """Call Zap."""
        if self.can_act():
            self._act(zz.Zap())

    def action_pass(self) -> None:
        """Pass (turn by turn)."""
        if self.can_act():
            self._act(zz.Pass())

    def action_find(self) -> None:
        """Ask for a card's name, then say where it is, as far as the player may know; Escape cancels."""
        if self.waiting() or not self._here():
            return
        self.ask(zt.find_question(), self._find_problem, self._find_answered, 30)

    @staticmethod
    def _find_problem(text: str) -> str | None:
        return None if len(zt.read_card(text, zt.every_card())) == 1 else zt.find_problem()

    def _find_answered(self, text: str | None) -> None:
        if text is None:
            self.session.say(zt.find_cancelled(), "info")
            return
        card = zt.read_card(text, zt.every_card())[0]
        session = self.session
        session.say(zt.find(self.state, card, session.seats, session.viewer, session.full), "info")

    def action_fits(self) -> None:
        """Say what fits."""
        if self._here():
            self.session.say(zt.fitting_line(self.state, self.session.viewer, self.session.full)
                             or words.no_cards(), "info")


SCREEN = ZipZapScreen
