"""A match's start, resume and finish: dealing, the autosave to resume from, the results kept.

A part of ``app.session.Session``.
"""

from __future__ import annotations

from typing import Sequence

from app.core.match import Match
from app.core.rng import random_deal
from app.core.rules import RuleError
from app.core.seats import Seat, default_seats
from app.games import GAMES, REGISTRY
from app.session.common import SessionParts, default_players, game_title
from app.store import autosave
from app.text import seats as seats_text
from app.text.i18n import _


class Starting(SessionParts):
    """Start a match here, deal its next game, resume the saved one, and keep each game's result."""

    def start(self, game_id: str, deal: int | None = None, seats: Sequence[Seat] | None = None,
              options: dict | None = None, rounds: int = 0, count: str = "points", follows: Match | None = None) -> Match:
        """Start a numbered deal of a game (one human and bots unless ``seats`` says) and announce it;
        ``follows``: the finished match it plays on from (``Match.start``)."""
        self._leave_table()
        deal = deal or random_deal()
        if options is None:
            options = {**GAMES[game_id].default_options(), **self.variants.get(game_id, {})}
        if seats is None:
            seats = default_seats(default_players(game_id), self.settings.player_name)
        # A game may set variants for players sharing one keyboard (Zip Zap: its race is for one).
        shared = getattr(GAMES[game_id].rules, "shared_keyboard", None)
        changed = bool(shared and sum(s.human for s in seats) > 1
                       and any(options.get(k) != v for k, v in shared.items()))
        if changed and shared:  # (changed: shared is set)
            options = {**options, **shared}
        table = self.local_table(Match.start(game_id, deal, tuple(seats), options, rounds=rounds, count=count,
                                             follows=follows))
        self.sit(table)
        table.save()
        match = table.match  # the Session's match from now on
        self.viewer, self.handoff = None, None
        opening = _("{game}, deal {deal}.").format(game=game_title(game_id), deal=deal)
        if len(match.seats) > 1 and self.full:
            # Brief: the seats were just set at the table, and "where" names them.
            opening += " " + seats_text.players_line(match.seats)
        if changed:
            opening += " " + self.teller.options_line(options)
        own = self.teller.deal_opening(self.told(self._you()), True)
        self.say(opening + (" " + own if own else ""))
        self._next_turn(actor=None)
        return table.match

    def next_game(self) -> bool:
        """Deal the next game of the match, once this one is over; say why not otherwise."""
        if self.match is None or self.table is None:  # (a match: always a table)
            return False
        try:
            self.table.next_round()
        except RuleError as err:
            self.say(self.rule_error(err), "alert")
            return False
        text = _("Game {number}, deal {deal}.").format(number=self.match.round_no, deal=self.match.deal)
        if self.match.rules.info.rotates_start:
            # The deal moves round: say who starts this game.
            text += " " + seats_text.starts(self.seats, self.match.first_seat(), self.results_viewer())
        own = self.teller.deal_opening(self.told(self._you()), False)
        self.say(text + (" " + own if own else ""))
        self._next_turn(actor=None)
        return True

    def saved_game(self) -> dict | None:
        """Return the autosaved match data, if a game can be resumed (never for a guest)."""
        if self.guest:
            return None  # the saved game is the other window's: not even read
        data, found = autosave.load_match()
        self.report(found)
        if data is None:
            return None
        deal = data.get("deal")
        if data.get("game_id") not in REGISTRY or not isinstance(deal, int) or isinstance(deal, bool):
            # A game this version does not have, or no deal to name: say so and move it aside.
            self.report(autosave.reject_match())
            return None
        return data

    def resume(self) -> bool:
        """Resume the autosaved match; say why not when it cannot be."""
        if self.guest:
            self.say(_("This window cannot resume a game: Tabletalk is already open in another window."),
                     "alert")
            return False
        data = self.saved_game()
        if data is None:
            self.say(_("There is no saved game to resume."), "alert")
            return False
        self._leave_table()
        try:
            table = self.local_table(Match.from_json(data))
        except ValueError:
            self.report(autosave.reject_match())
            return False
        self.sit(table)
        self.viewer, self.handoff = None, None
        self.say(_("{game}, deal {deal}, resumed.").format(
            game=game_title(table.match.game_id), deal=table.match.deal))
        self._next_turn(actor=None)
        return True

    def results_key(self) -> str:
        """Return the name this match's results are kept under (its game and scored variants)."""
        assert self.match is not None, "asked of the match in play only"
        return self.game.results_key(self.match.options)

    def best_for_deal(self) -> int | None:
        """Return the player's best score for this game, variant and deal, if any."""
        assert self.match is not None, "asked of the match in play only"
        return self.results.best_for_deal(self.results_key(), self.match.deal)

    def _finish(self) -> None:
        match = self.match
        assert match is not None, "called when the match in play is over"
        names = [self.seat_name(i) for i in range(len(match.seats))]
        if len(match.seats) > 1:
            self.report(self.results.record(self.results_key(), match.deal, names, list(match.scores()),
                                            match.moves))
            if match.rounds != 1:
                self.say(self._round_over(match), interrupt=False)
            return
        before = self.best_for_deal()
        score = match.scores()[0]
        self.report(self.results.record(self.results_key(), match.deal, names,
                                        list(match.scores()), match.moves))
        # Said after the game-over sentence, without cutting it off.
        if before is None or score > before:
            self.say(_("That is your best for deal {deal}.").format(deal=match.deal), interrupt=False)
        else:
            self.say(_("Your best for deal {deal} is {best}.").format(deal=match.deal, best=before),
                     interrupt=False)
