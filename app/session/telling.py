"""What the game says, told to the viewer: events, the table, "where am I", results and standings.

A part of ``app.session.Session``: it asks the game's description and teller
(``app.text.telling.Teller``) and never reads the game's state itself.
"""

from __future__ import annotations

from app.core.match import Match
from app.core.rules import GAME_OVER, Event, RuleError
from app.games import GAMES
from app.session.common import SessionParts, game_title
from app.text import errors
from app.text import seats as seats_text
from app.text.i18n import _
from app.text.telling import Told


class Telling(SessionParts):
    """The game's sentences as this player hears them."""

    @property
    def game(self):
        """Return the description of the game in play (``app.core.game.Game``)."""
        assert self.match is not None, "asked of the game in play only"
        return GAMES[self.match.game_id]

    @property
    def teller(self):
        """Return the sentences of the game in play (``app.text.telling.Teller``)."""
        return self.game.text.TELLER

    def told(self, viewer: int | None | str = "viewer") -> Told:
        """Return what a sentence of the game in play is told from (the viewer's, unless another seat is given)."""
        return Told(self.match, self.viewer if isinstance(viewer, str) else viewer, self.full, self.keys)

    def rule_error(self, err: RuleError) -> str:
        """Return why an action was refused, in the game's own words where it has them."""
        return errors.rule_error(err, self.full, self.teller.errors if self.match is not None else None)

    def narrate(self, event: Event) -> str:
        """Return the sentence for one event of the current game, told to the viewer."""
        # Results name no one "you" when several humans share the keyboard.
        viewer = self.results_viewer() if event.kind == GAME_OVER else self.viewer
        return self.teller.event(event, self.told(viewer))

    def _you(self) -> int | None:
        """Return the one seat played at this keyboard, called "you" before its turn comes (None for several)."""
        humans = [i for i, s in enumerate(self.seats) if s.human]
        return humans[0] if len(humans) == 1 else None

    def results_viewer(self) -> int | None:
        """Return the seat called "you" in results: none when several humans share the keyboard."""
        return self.viewer if self.remote is not None or sum(s.human for s in self.seats) == 1 else None

    def holdings(self) -> str:
        """Return what each seat has won or taken so far (games for several seats)."""
        return self.teller.holdings(self.told())

    def whose_turn(self) -> str:
        """Return whose turn it is, as said by "where am I"."""
        if self.handoff is not None:
            return seats_text.pass_keyboard(self.seats, self.handoff)
        seat = self.seat_to_act()
        if seat is None:
            return _("The game is over.")
        if seat == self.viewer:
            return seats_text.your_turn()
        return seats_text.named_turn(self.seats, seat)

    def read_table(self) -> str:
        """Return the table of the game in play, as "read the table" says it."""
        return self.teller.read_table(self.told())

    def read_hand(self) -> str:
        """Return the viewer's own cards, as "read my cards" says them."""
        return self.teller.read_hand(self.told())

    def where(self) -> str:
        """Return "where am I": after the end, the result; else the game's own answer, or else
        game, deal, round, turn and holdings."""
        match = self.match
        assert match is not None, "asked in a game only (the teller below needs one too)"
        result = self.result()
        own = None if result else self.teller.where(self.told())
        table = self._table_at()
        if own is not None:
            return f"{own} {table}" if table else own
        head = _("{game}, deal {deal}.").format(game=game_title(match.game_id), deal=match.deal)
        several = match.rounds != 1 and len(match.seats) > 1
        if several:
            head = (_("{game}, game {number} of {rounds}, deal {deal}.") if match.rounds else
                    _("{game}, game {number}, deal {deal}.")).format(
                game=game_title(match.game_id), number=match.round_no, rounds=match.rounds, deal=match.deal)
        if not match.deal:  # a shared table keeps the deal number until the end: it would tell every card
            head = ((_("{game}, game {number} of {rounds}.") if match.rounds else _("{game}, game {number}."))
                    if several else _("{game}.")).format(game=game_title(match.game_id), number=match.round_no,
                                                          rounds=match.rounds)
        return " ".join(t for t in (head, result or self.whose_turn(), "" if result else self.holdings(), table) if t)

    def _table_at(self) -> str:
        """Return where a shared table is and its code, for "where am I" ("" at a game here): a newcomer
        who missed it, or a host whose friend asks again, hears it once more."""
        table = self.remote
        if table is None or not table.address:
            return ""
        from app.text import online

        return online.table_at(table.address, table.code)

    def result(self) -> str:
        """Return how the game in play ended, as it was said then, with the match's standings ("" before the end)."""
        match = self.match
        if match is None or match.ending is None or not match.is_over():
            return ""
        text = self.narrate(match.ending)
        if len(match.seats) > 1 and match.rounds != 1:
            text += " " + self._round_over(match)
        return text

    def _round_over(self, match: Match) -> str:
        """Return the match's standings after one of its games, in what the game's scores count."""
        points = match.count == "points"
        over = match.match_over()
        own = self.teller.match_over(self.told(self.results_viewer())) if over else None
        if own:
            return own  # the game's own words (Loker's chips winner, NL-13)
        # A match the rules ended (a target, a seat that cannot pay) is over, whatever games were set.
        return seats_text.round_over(match.seats, match.round_no, match.round_no if over else match.rounds,
                                     match.standings(),
                                     self.results_viewer(), self.game.counts if points else "wins",
                                     points and match.fewest_wins(), self.keys)
