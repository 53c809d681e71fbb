"""The line-mode loop: read a command, act through the Session, print sentences.

Works with a pipe as well as a terminal, so a whole game can be scripted:
every announcement is one line on stdout; the prompt is shown only to a
terminal. End of input leaves the game autosaved.
"""

from __future__ import annotations

import sys
from typing import TextIO

from app.core.rules import RuleError
from app.games.zoker.explorer import cube as explorer
from app.plain import games
from app.plain.table import SETUP_VERBS, TABLE_GAMES, TableSetup
from app.session import Session, game_title
from app.text import errors, i18n
from app.games.zoker.memo import text as memo_text
from app.games.zoker.pairs import text as pairs_text
from app.text import seats as seats_text
from app.games.zoker.solo import text as solo_text
from app.games.zoker.tiko import text as tiko_text
from app.text.i18n import _

GAME_WORDS = {"solo": "zoker-solo", "pairs": "zoker-pairs"}


def help_text(where: str) -> str:
    """Return the commands that work now, in the current language."""
    common = _("Anywhere: help; repeat; back and forward step through the messages; where; "
               "language CODE (sv, fi, nl, is, cs, en); verbosity; menu; quit.")
    texts = {
        "menu": _("Commands: solo [DEAL] starts Zoker Solo; pairs [DEAL] the pairs and ladders trainer; "
                  "explore the cube explorer; resume the saved game."),
        "zoker-solo": _("Zoker Solo: move ROW COLUMN PILE moves a card from rows 1 to 3 onto a bottom-row pile; "
                        "pile FROM TO moves a pile; deal; undo; hint; best; stock; card ROW COLUMN; "
                        "table; cards reads the bottom row; new starts another deal."),
        "zoker-pairs": _("Pairs and ladders: take ROW COLUMN ROW COLUMN takes a pair, with four places a ladder; "
                         "pairs ROW COLUMN names a card's pairs on the table; hint; undo; score; table; new."),
        "explorer": _("Cube explorer: left and right change the size, up and down the shape, higher and lower "
                      "the level (colour); go COLOUR CODE; pairs; lines; card."),
        "zoker-memo": _("Zoker Memo: turn ROW COLUMN turns a card up, also t 2 3 or just 2 3; down lists the "
                        "places still face down; card ROW COLUMN says what lies there; deal asks for new cards "
                        "when the deal is asked for; held says how many cards each player has taken; mine names "
                        "the cards you have taken; table; stock; rules; next, or n, the next game; new a new "
                        "match at this table; setup says the table."),
        "zoker-tiko": _("Zoker Tiko: play CARD plays a card, named like green M2 or by its number in your hand "
                        "as read, for example play 2; hand reads your hand, and hand colour, size, shape or "
                        "strength groups it; trick; preview CARD says if it would go on top; won says the cards "
                        "each player has won; table; next, or n, the next game; new a new match at this table; "
                        "setup says the table."),
    }
    text = texts[where]
    if where == "menu":
        text += " " + _("Zoker Memo and Zoker Tiko: memo [DEAL] or tiko [DEAL] starts one at the table you "
                        "set: players N sets how many play; seat K human, easy, medium or hard, then a name if "
                        "you like, says who plays seat K; option start, easy, refill, games or count, then a "
                        "value, sets the rules; table says the table.")
    return text + " " + common


class PlainMode:
    """One line-mode sitting."""

    def __init__(self, session: Session, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> None:
        self.session = session
        self.stdin, self.stdout = stdin, stdout
        self.where = "menu"
        self.explorer = {"card": explorer.START}
        #: The seats and rules Memo and Tiko start with.
        self.table = TableSetup.default(session.settings.player_name)
        #: How the Tiko hand is read and numbered for "play 2" (remembered).
        self.tiko = {"group": "strength"}
        session.announcer.listeners.append(self._print)

    def _print(self, text: str, kind: str) -> None:
        if kind == "clear":
            # Hot seat: the last player's cards must not stay on a terminal's screen.
            if self.stdout.isatty():
                self.stdout.write("\033[2J\033[3J\033[H")
            print("-" * 20, file=self.stdout, flush=True)
            return
        print(text, file=self.stdout, flush=True)

    def run(self) -> int:
        """Read commands until quit or end of input; return the exit status."""
        s = self.session
        for problem in s.problems:
            s.say(problem, "alert")
        notice = s.speech_notice()
        if notice:
            s.say(notice, "alert")
        s.say(_("Tabletalk, line mode.") + " " + help_text("menu"))
        if s.saved_game() is not None:
            s.say(_("A saved game can be resumed: type resume."), "info")
        interactive = self.stdin.isatty()
        while True:
            if interactive:
                print(self.prompt(), end="", file=self.stdout, flush=True)
            line = self.stdin.readline()
            if not line:
                break
            if not self.handle(line):
                break
        s.close()
        return 0

    def prompt(self) -> str:
        """Return the prompt shown to a terminal: whose keyboard it is when several humans share it."""
        s = self.session
        if self.where not in TABLE_GAMES.values() or s.match is None:
            return "> "
        if s.handoff is not None:
            return _("Keyboard to {name}; type ready:").format(name=s.seat_name(s.handoff)) + " "
        if s.viewer is not None and sum(seat.human for seat in s.seats) > 1:
            return f"{s.seat_name(s.viewer)}> "
        return "> "

    def in_table_game(self) -> bool:
        """Return True while a game of several seats (Memo, Tiko) is in play."""
        return self.where in TABLE_GAMES.values() and self.session.match is not None

    def handle(self, line: str) -> bool:
        """Carry out one typed line; return False to stop."""
        words = line.strip().split()
        s = self.session
        if not words:
            # Hot seat: Enter on an empty line says the next player has the keyboard.
            if self.in_table_game() and s.handoff is not None:
                self._ready()
            return True
        verb, args = words[0].lower(), words[1:]
        if verb in ("quit", "exit"):
            s.say(_("Goodbye. Your game is saved."))
            return False
        if self._global(verb, args):
            return True
        if self.where == "menu":
            known = self._menu(verb, args)
        elif self.where == "explorer":
            known = games.explorer_command(s, self.explorer, verb, args)
        elif self.in_table_game():
            known = self._table_game(verb, args)
        else:
            known = self._game(verb, args)
        if not known:
            s.say(_("Unknown command {command}. Type help for the commands.").format(command=verb), "alert")
        return True

    def _global(self, verb: str, args: list[str]) -> bool:
        s = self.session
        if verb in ("help", "?"):
            text = help_text(self.where)
            if self.in_table_game() and s.handoff is not None:
                text = " ".join((seats_text.pass_keyboard(s.seats, s.handoff),
                                 _("Type ready, or press Enter."), text))
            s.say(text, "info")
        elif verb in ("repeat", "r"):
            if not s.announcer.repeat():
                s.say(_("Nothing has been said yet."), "info")
        elif verb in ("back", "["):
            text, edge = s.announcer.back()
            if edge:
                s.say(_("That was the oldest message."), "info")
        elif verb in ("forward", "]"):
            text, edge = s.announcer.forward()
            if edge:
                s.say(_("That was the newest message."), "info")
        elif verb in ("language", "lang"):
            if len(args) != 1 or args[0] not in i18n.LANGUAGES:
                s.say(_("Type: language CODE, one of {codes}.").format(codes=", ".join(i18n.LANGUAGES)), "alert")
            else:
                s.set_language(args[0])
                s.say(_("Language: {name}.").format(name=i18n.LANGUAGES[args[0]]))
        elif verb in ("verbosity", "v"):
            s.settings.verbosity = "brief" if s.full else "full"
            s.save_settings()
            s.say(_("Full descriptions.") if s.full else _("Brief descriptions."))
        elif verb in ("menu", "q"):
            self.where = "menu"
            s.say(_("Main menu.") + " " + help_text("menu"))
        elif verb in ("where", "w"):
            s.say(self._where(), "info")
        else:
            return False
        return True

    def _where(self) -> str:
        s = self.session
        if self.where == "menu":
            return _("Main menu.")
        if self.where == "explorer":
            return pairs_text.explorer_title() + ". " + pairs_text.cube_focus(self.explorer["card"], s.full)
        m = s.match
        if m.game_id in TABLE_GAMES.values():
            return s.where()
        if m.game_id == "zoker-solo":
            return solo_text.where(m.state, m.deal, len(m.actions))
        return pairs_text.where(m.state, m.deal)

    def _menu(self, verb: str, args: list[str]) -> bool:
        s = self.session
        if verb in GAME_WORDS:
            deal = None
            if args:
                if not args[0].isdigit() or int(args[0]) < 1:
                    s.say(_("A deal number is a whole number from 1."), "alert")
                    return True
                deal = int(args[0])
            s.start(GAME_WORDS[verb], deal)
            self.where = GAME_WORDS[verb]
            self._game("table", [])
        elif verb in TABLE_GAMES:
            deal = self._deal_number(args)
            if deal is not False:
                self._start_table_game(TABLE_GAMES[verb], deal)
        elif verb in ("explore", "explorer"):
            self.where = "explorer"
            s.say(pairs_text.explorer_title() + ". " + pairs_text.cube_focus(self.explorer["card"], s.full))
        elif verb == "resume":
            if s.resume():
                self.where = s.match.game_id
                if self.in_table_game():
                    self.table.take_from(s.match)
                    self._opening()
        else:
            return self.table.command(s, verb, args)
        return True

    def _deal_number(self, args: list[str]) -> int | None | bool:
        """Return the deal number typed, None for a random one, or False after saying it is no number."""
        if not args:
            return None
        if len(args) > 1 or not args[0].isdigit() or int(args[0]) < 1:
            self.session.say(_("A deal number is a whole number from 1."), "alert")
            return False
        return int(args[0])

    # Games of several seats: Zoker Memo and Zoker Tiko

    def _start_table_game(self, game_id: str, deal: int | None, seats=None, options=None,
                          rounds: int | None = None, count: str | None = None) -> None:
        """Start a match at the table set (or the one given), read the start, and let the bots move."""
        s, t = self.session, self.table
        if seats is None:
            problem = t.check(game_id)
            if problem:
                s.say(problem, "alert")
                return
        try:
            s.start(game_id, deal, seats=tuple(t.seats) if seats is None else seats,
                    options=t.options(game_id) if options is None else options,
                    rounds=t.rounds if rounds is None else rounds, count=t.count if count is None else count)
        except RuleError as err:
            s.say(errors.rule_error(err, s.full), "alert")
            return
        self.where = game_id
        self._opening()

    def _opening(self) -> None:
        """At a start, a next game or a resume: say the table or the hand, then let the bots move."""
        s = self.session
        state = s.match.state
        if s.match.game_id == "zoker-memo":
            s.say(memo_text.rules_line(state) + " " + memo_text.read_table(state, s.full), "info")
        elif s.viewer is not None and s.handoff is None:
            s.say(tiko_text.hand(state.hands[s.viewer], self.tiko["group"], s.full), "info")
        s.run_bots()

    def _ready(self) -> None:
        """The next player has the keyboard: greet them, read their hand, go on."""
        s = self.session
        if not s.confirm_handoff():
            s.say(_("Nobody needs to take the keyboard now."), "info")
            return
        if s.match.game_id == "zoker-tiko" and s.viewer is not None:
            s.say(tiko_text.hand(s.match.state.hands[s.viewer], self.tiko["group"], s.full), "info")
        s.run_bots()

    def _table_game(self, verb: str, args: list[str]) -> bool:
        s = self.session
        m = s.match
        if verb == "ready":
            self._ready()
            return True
        if s.handoff is not None:
            # Nothing is done and no card told until the next player says they have the keyboard.
            s.say(seats_text.pass_keyboard(s.seats, s.handoff), "alert")
            return True
        if verb == "setup":
            s.say(self.table.describe(), "info")
        elif verb in SETUP_VERBS:
            s.say(_("The table is set in the menu: type menu, change it there, then memo or tiko to start; "
                    "resume comes back to this game."), "alert")
        elif verb in ("next", "n"):
            self._next()
        elif verb == "new":
            deal = self._deal_number(args)
            if deal is not False:
                self._start_table_game(m.game_id, deal, m.seats, m.options, m.rounds, m.count)
        elif verb in ("undo", "u"):
            s.undo()
        elif m.is_over() and (verb in ("turn", "play", "p", "deal", "d") or verb == "t" and args
                              or verb[:1].isdigit()):
            s.say(_("The game is over. Type next to play on, new for a new match at this table, or menu."),
                  "alert")
        else:
            if m.game_id == "zoker-memo":
                known = games.memo_command(s, verb, args)
            else:
                known = games.tiko_command(s, self.tiko, verb, args)
            if known:
                s.run_bots()
            return known
        return True

    def _next(self) -> None:
        """Deal the next game of the match; once the match is over, start a new one at the same table."""
        s = self.session
        m = s.match
        if m.is_over() and m.match_over():
            self._start_table_game(m.game_id, None, m.seats, m.options, m.rounds, m.count)
        elif s.next_game():
            self._opening()

    def _game(self, verb: str, args: list[str]) -> bool:
        s = self.session
        m = s.match
        if verb in ("undo", "u"):
            s.undo()
        elif verb in ("table", "t"):
            text = (solo_text.read_table(m.state, s.full) if m.game_id == "zoker-solo"
                    else pairs_text.read_table(m.state, s.full))
            s.say(text, "info")
        elif verb in ("cards", "c"):
            text = (solo_text.read_piles(m.state, s.full) if m.game_id == "zoker-solo"
                    else pairs_text.read_table(m.state, s.full))
            s.say(text, "info")
        elif verb == "new":
            s.start(m.game_id)
            self._game("table", [])
        elif m.is_over():
            s.say(_("The game is over. Type new for another deal, or menu."), "alert")
        elif m.game_id == "zoker-solo":
            return games.solo_command(s, verb, args)
        else:
            return games.pairs_command(s, verb, args)
        return True


def run_plain(session: Session) -> int:
    """Run line mode on the process's stdin and stdout."""
    return PlainMode(session).run()


__all__ = ["PlainMode", "run_plain", "game_title"]
