"""The line-mode loop: read a command, act through the Session, print sentences.

Works with a pipe as well as a terminal, so a whole game can be scripted:
every announcement is one line on stdout; the prompt is shown only to a
terminal. End of input leaves the game autosaved.
"""

from __future__ import annotations

import sys
from typing import TextIO

from app.games.zoker import explorer
from app.plain import games
from app.session import Session, game_title
from app.text import i18n
from app.text import pairs as pairs_text
from app.text import solo as solo_text
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
    }
    return texts[where] + " " + common


class PlainMode:
    """One line-mode sitting."""

    def __init__(self, session: Session, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> None:
        self.session = session
        self.stdin, self.stdout = stdin, stdout
        self.where = "menu"
        self.explorer = {"card": explorer.START}
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
                print("> ", end="", file=self.stdout, flush=True)
            line = self.stdin.readline()
            if not line:
                break
            if not self.handle(line):
                break
        s.close()
        return 0

    def handle(self, line: str) -> bool:
        """Carry out one typed line; return False to stop."""
        words = line.strip().split()
        if not words:
            return True
        verb, args = words[0].lower(), words[1:]
        s = self.session
        if verb in ("quit", "exit"):
            s.say(_("Goodbye. Your game is saved."))
            return False
        if self._global(verb, args):
            return True
        if self.where == "menu":
            known = self._menu(verb, args)
        elif self.where == "explorer":
            known = games.explorer_command(s, self.explorer, verb, args)
        else:
            known = self._game(verb, args)
        if not known:
            s.say(_("Unknown command {command}. Type help for the commands.").format(command=verb), "alert")
        return True

    def _global(self, verb: str, args: list[str]) -> bool:
        s = self.session
        if verb in ("help", "?"):
            s.say(help_text(self.where), "info")
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
        elif verb in ("explore", "explorer"):
            self.where = "explorer"
            s.say(pairs_text.explorer_title() + ". " + pairs_text.cube_focus(self.explorer["card"], s.full))
        elif verb == "resume":
            if s.resume():
                self.where = s.match.game_id
        else:
            return False
        return True

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
