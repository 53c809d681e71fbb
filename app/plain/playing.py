"""What line mode's lines do in the menu and in a game: start one, set the table, play, host or join.

``Playing`` is the part of ``PlainMode`` (``app.plain.repl``) that carries out the lines of the
menu and of the games with rules; the lines that work anywhere are ``PlainMode``'s own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.core.rules import RuleError
from app.plain.places import game_for_word
from app.plain.table import SETUP_VERBS, TableSetup, table_games
from app.plain.words import shown
from app.session import game_title
from app.text import seats as seats_text
from app.text.i18n import _
from app.text.phrases import list_words

if TYPE_CHECKING:
    from app.core.game import Game
    from app.session import Session


class Playing:
    """The menu's and the games' lines (a part of ``PlainMode``, which sets these attributes; ``_bots`` is
    its loop's, ``commands``, ``game`` and ``in_table_game`` its own)."""

    session: Session
    table: TableSetup
    where: str
    line: str
    read: str
    confirming: str
    confirmed: bool

    if TYPE_CHECKING:
        # PlainMode's (and its loop's): declared for the type checker only, defined there.
        def in_table_game(self) -> bool: ...
        def game(self) -> Game: ...
        def commands(self) -> tuple[Any, dict]: ...
        def _bots(self) -> None: ...
        def lobby_verb(self, verb: str, args: list[str]) -> bool: ...
        def to_lobby(self) -> bool: ...

    def _menu(self, verb: str, args: list[str]) -> bool:
        s = self.session
        if self.lobby_verb(verb, args):  # a public server's lobby (app.plain.online)
            return True
        game = game_for_word(verb)
        if game is None:
            if verb in ("host", "join"):
                return self._shared_table(verb, args)
            if verb == "resume":
                if s.resume():
                    assert s.match is not None, "resumed: there is a match"
                    self.where = s.match.game_id
                    if self.in_table_game():
                        self.table.take_from(s.match)
                    self._opening()
                return True
            return self.table.command(s, verb, args)
        if not game.has_rules:
            self.where = game.id
            commands, memory = self.commands()
            commands.enter(s, memory)
            return True
        deal = self._deal_number(args)
        if deal is False:
            return True
        problem = self.table.check(game.id) if game.table else ""
        if problem:
            s.say(problem, "alert")  # said before anything is given up
            return True
        if not self._ask_first():
            return True
        if game.table:
            self._start_table_game(game.id, deal)
        else:
            s.start(game.id, deal)
            self.where = game.id
            self._opening()
        return True

    def _ask_first(self) -> bool:
        """Return True when no game is in progress, or the player typed the line twice to give it up."""
        s = self.session
        match = s.match
        saved = s.saved_game() if match is None else None
        # A shared table's game is kept by its server (join takes the seat back): only a game here is asked for.
        in_progress = (match is not None and s.remote is None and not match.is_over() and bool(match.actions)) or (
            saved is not None and (bool(saved.get("actions")) or saved.get("round_no") != 1))
        if not in_progress or self.confirmed:
            return True
        self.confirming = self.read
        if match is not None:
            game_id = match.game_id
        else:
            assert saved is not None, "in progress: a match here or a saved one"
            game_id = saved["game_id"]
        game = game_title(game_id)
        s.say(_("A game of {game} is in progress and saved. Type {line} again to give it up, "
                "or resume to go on with it.").format(game=game, line=self.line), "alert")
        return False

    def _deal_number(self, args: list[str]) -> int | None | bool:
        """Return the deal number typed, None for a random one, or False after saying it is no number."""
        if not args:
            return None
        if len(args) > 1 or not args[0].isdigit() or int(args[0]) < 1:
            self.session.say(_("A deal number is a whole number from 1."), "alert")
            return False
        return int(args[0])

    # Games of several seats, set up at a table

    def _start_table_game(self, game_id: str, deal: int | None, seats=None, options=None,
                          rounds: int | None = None, count: str | None = None, follows=None) -> None:
        """Start a match at the table set (or the one given), read the start, and let the bots move;
        ``follows``: the finished match it plays on from (the start goes round the table, chips carry)."""
        s, t = self.session, self.table
        if seats is None:
            problem = t.check(game_id)
            if problem:
                s.say(problem, "alert")
                return
        try:
            s.start(game_id, deal, seats=tuple(t.seats) if seats is None else seats,
                    options=t.options(game_id) if options is None else options,
                    rounds=t.rounds if rounds is None else rounds, count=t.count if count is None else count,
                    follows=follows)
        except RuleError as err:
            s.say(s.rule_error(err), "alert")
            return
        self.where = game_id
        self._opening()

    def _opening(self) -> None:
        """At a start, a next game or a resume: say what the game needs said, then let the bots move."""
        commands, memory = self.commands()
        commands.opening(self.session, memory)
        self._bots()

    def _ready(self) -> None:
        """The next player has the keyboard: greet them, tell them their cards, go on."""
        s = self.session
        if not s.confirm_handoff():
            s.say(_("Nobody needs to take the keyboard now."), "info")
            return
        commands, memory = self.commands()
        commands.handed_over(s, memory)
        self._bots()

    def _table_game(self, verb: str, args: list[str]) -> bool:
        s = self.session
        m = s.match
        assert m is not None, "called in_table_game(): there is a match"
        if verb == "ready":
            self._ready()
            return True
        if s.handoff is not None:
            # Nothing is done and no card told until the next player says they have the keyboard.
            s.say(seats_text.pass_keyboard(s.seats, s.handoff), "alert")
            return True
        if verb == "setup":
            self.table.say_lines(s, self.game())
        elif verb in SETUP_VERBS:
            s.say(_("The table is set in the menu: type menu, change it there, then {commands} to start; "
                    "resume comes back to this game.").format(
                commands=list_words([shown(g.words[0]) for g in table_games()], "or")), "alert")
        elif verb in ("next", "n"):
            self._next()
        elif verb == "new":
            deal = self._deal_number(args)
            if deal is not False and self._ask_first():
                self._start_table_game(m.game_id, deal, m.seats, m.options, m.rounds, m.count,
                                       follows=m.played_on())
        elif verb in ("undo", "u"):
            s.undo()
        elif verb == "lobby" and self.to_lobby():  # back to a public server's lobby (app.plain.online)
            pass
        elif verb in ("say", "chat"):
            self._talk(verb, args)
        elif verb == "remove":
            self._remove(args)
        elif self._reading(verb, args):
            pass
        else:
            commands, memory = self.commands()
            if m.is_over() and commands.acts(verb, args):
                s.say(_("The game is over. Type next to play on, new for a new match at this table, or menu."),
                      "alert")
                return True
            known = commands.command(s, memory, verb, args)
            if known:
                self._bots()
            return known
        return True

    # A shared table: host one, join one, talk at it

    def _shared_table(self, verb: str, args: list[str]) -> bool:
        """Host the table set here (``host [GAME]``) or join one (``join ADDRESS CODE``)."""
        from app.net import sitting

        s = self.session
        if not self._ask_first():
            return True
        if verb == "host":
            game = game_for_word(args[0]) if args else None
            if game is None or not game.table:
                s.say(_("Type: host and a game, for example host {word}.").format(
                    word=shown(table_games()[0].words[0])), "alert")
                return True
            problem = self.table.check(game.id)
            if problem:
                s.say(problem, "alert")
                return True
            joined = sitting.host(s, game.id, tuple(self.table.seats), self.table.options(game.id),
                                  self.table.rounds, self.table.count)
        else:
            joined = sitting.join(s, args)
        if joined:
            assert s.match is not None, "joined: there is a match"
            self.where = s.match.game_id
        return True

    def _talk(self, verb: str, args: list[str]) -> None:
        """Say a line to the others at a shared table (``say TEXT``), or mute or hear their chat (``chat on``)."""
        s = self.session
        if verb == "chat":
            on = (args[0] in ("on", "yes", "true", "1")) if args else not s.settings.chat
            s.settings.chat = on
            s.save_settings()
            s.say(_("Chat is said.") if on else _("Chat is muted."))
        elif s.remote is None:
            s.say(_("Chat is for a shared table: type host or join in the menu."), "alert")
        elif not args:
            s.say(_("Type: say and what to say."), "alert")
        else:
            s.say_to_table(" ".join(self.line.split()[1:]))

    def _remove(self, args: list[str]) -> None:
        """The table's host removes a player from a shared table (``remove NAME`` or ``remove SEAT``)."""
        s = self.session
        if s.remote is None:
            s.say(_("Only a shared table's host removes players: type host in the menu."), "alert")
        elif not args:
            s.say(_("Type: remove and a player's name or seat number."), "alert")
        else:
            s.remove_player(" ".join(self.line.split()[1:]))

    def _reading(self, verb: str, args: list[str]) -> bool:
        """Read the table or the player's cards, if the line asks for it; return True when it did."""
        s = self.session
        if verb == "table" or verb == "t" and not args:
            s.say(s.read_table(), "info")
        elif verb in ("cards", "c"):
            s.say(s.read_hand(), "info")
        elif verb == "score" and s.result():
            s.say(s.result(), "info")  # after the end: the final result, in every game
        elif verb == "counts":
            s.say(s.holdings() or s.where(), "info")
        else:
            return False
        return True

    def _next(self) -> None:
        """Deal the next game of the match; once the match is over, start a new one at the same table."""
        s = self.session
        m = s.match
        assert m is not None, "called by _table_game only: there is a match"
        if s.remote is not None:
            s.next_game()  # a shared table deals its next game for everyone, or says why not
        elif m.played_on() is not None:
            self._start_table_game(m.game_id, None, m.seats, m.options, m.rounds, m.count, follows=m.played_on())
        elif s.next_game():
            self._opening()

    def _game(self, verb: str, args: list[str]) -> bool:
        """Carry out a line in a game for one player, started from the menu."""
        s = self.session
        m = s.match
        if verb in ("undo", "u"):
            s.undo()
        elif self._reading(verb, args):
            pass
        elif verb == "new":
            if self._ask_first():
                assert m is not None, "a game with rules in front: there is a match"
                s.start(m.game_id)
                self._opening()
        elif verb in ("option", "options"):
            self.table.command(s, verb, args)
        else:
            commands, memory = self.commands()
            assert m is not None, "a game with rules in front: there is a match"
            if m.is_over() and commands.acts(verb, args):
                s.say(_("The game is over. Type new for another deal, or menu."), "alert")
                return True
            return commands.command(s, memory, verb, args)
        return True
