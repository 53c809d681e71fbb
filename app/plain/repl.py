"""The line-mode sitting: read a command, act through the Session, print sentences.

``PlainMode`` is one sitting. Its parts, one job each:

- ``app.plain.loop``: reading what is typed, writing the answers, the table's own time
  (bots at the bot pace, a race's plays; ``app.pacing``);
- ``app.plain.places``: the words line mode reads and the help it lists, where the player is;
- ``app.plain.playing``: the lines of the menu and of the games (start, set up, play, host, join);
- here: one line carried out, and the lines that work anywhere (help, where, rules, language, ...).
"""

from __future__ import annotations

import sys
import threading
from typing import TextIO

from app.core.game import Game
from app.games import GAMES
from app.pacing import BotPace
from app.plain import console
from app.plain.commands import Entry
from app.plain.live import LiveInput
from app.plain.loop import Loop
from app.plain.online import Online
from app.plain.places import (RULES_WORDS, VERBOSITY_WORDS, anywhere_entries, game_entries, game_for_word,
                              help_lines, menu_entries, plain_tour, vocabulary)
from app.plain.playing import Playing
from app.plain.table import TableSetup
from app.plain.words import fold, shown, typed
from app.session import Session, game_title
from app.text import i18n
from app.text import seats as seats_text
from app.text.i18n import _
from app.text.phrases import about, list_words
from app.text.telling import rules_intro, rules_section, section_name
from app.verbosity import change_verbosity


class PlainMode(Loop, Playing, Online):
    """One line-mode sitting."""

    def __init__(self, session: Session, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> None:
        self.session = session
        session.lines = True
        self.stdin, self.stdout = stdin, stdout
        #: "menu", or the id of the game in front.
        self.where = "menu"
        #: Each game's own memory for this sitting (how a hand is grouped, where the explorer stands).
        self.memory: dict[str, dict] = {}
        #: The seats and rules the games for several seats start with.
        self.table = TableSetup.default(session.settings.player_name)
        #: A line that must be typed again before a game in progress is given up ("" for none).
        self.confirming = ""
        self.confirmed = False
        #: The line being carried out: as typed, and as read (English words).
        self.line = self.read = ""
        #: What line mode reads where the player is (set for each line).
        self.vocabulary = vocabulary(None)
        #: The lines of the answer being made, written in one go with the prompt (None: write at once).
        self._answer: list[str] | None = None
        #: Typed lines and the table's events at once (None: a line at a time, the table moving between lines).
        self.live: LiveInput | None = None
        #: The rest of an answer taller than the terminal: Enter alone shows the next page of it.
        self._more = ""
        #: A line carried out at the start, before any typed (``tabletalk join``), or "".
        self.first = ""
        #: The waiting bot's pace (``app.pacing``, the same as the screens').
        self._pace = BotPace(session)
        #: Set once the voice's start has ended (None before run); the first line never waits for it.
        self._voice: threading.Event | None = None
        self._voice_told = False
        #: A line went out with "~" (kept from Orca, reader_voice.line_lead).
        self._led = False
        self._first_written = False
        session.announcer.listeners.append(self._print)

    def in_table_game(self) -> bool:
        """Return True while a game set up at a table (several seats) is in play."""
        return self.where != "menu" and GAMES[self.where].table and self.session.match is not None

    def game(self) -> Game:
        """Return the game in front."""
        return GAMES[self.where]

    def commands(self):
        """Return the line-mode commands of the game in front, and its memory."""
        return self.game().plain.COMMANDS, self.memory.setdefault(self.where, {})

    def handle(self, line: str) -> bool:
        """Carry out one typed line; return False to stop."""
        words = line.strip().split()
        s = self.session
        if self.in_table_game() and s.handoff is None:
            # The bots whose time came before this line go first (a race's; or all of them, without a pace).
            self._bots()
        if not words:
            # Hot seat: Enter on an empty line says the next player has the keyboard.
            if self.in_table_game() and s.handoff is not None:
                self._ready()
            return True
        # Read once, here: the verb and its keywords as English words, whatever language was typed.
        self.vocabulary = vocabulary(None if self.where == "menu" else self.game())
        verb, args = self.vocabulary.read(words)
        self.line = " ".join(words)
        # A line typed twice in a row confirms giving up a game in progress (see _ask_first).
        self.read = " ".join([verb] + args).lower()
        self.confirmed, self.confirming = self.confirming == self.read, ""
        if verb in ("quit", "exit"):
            s.say(s.farewell())
            return False
        if self._global(verb, args):
            return True
        if self.where == "menu":
            known = self._menu(verb, args)
        elif not self.game().has_rules:
            commands, memory = self.commands()
            known = commands.command(s, memory, verb, args)
        elif self.in_table_game():
            known = self._table_game(verb, args)
        else:
            known = self._game(verb, args)
        if not known:
            # A long line (a paste) is not read back whole.
            typed = words[0] if len(words[0]) <= 30 else words[0][:30] + "…"
            s.say(_("Unknown command {command}. Type help for the commands.").format(command=typed), "alert")
        return True

    def _global(self, verb: str, args: list[str]) -> bool:
        s = self.session
        if verb in ("help", "?"):
            self._help(args)
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
            code = i18n.language_for(" ".join(args)) if args else None
            if code is None:
                s.say(_("Type: language CODE, one of {codes}.").format(codes=", ".join(i18n.LANGUAGES)), "alert")
            else:
                s.set_language(code)
                s.say(_("Language: {name}.").format(name=i18n.LANGUAGES[code]))
        elif verb in ("verbosity", "v"):
            # "verbosity full" sets full (it toggled whatever was typed after it, the Swedish review found);
            # the word alone toggles.
            asked = {fold(w): level for level in VERBOSITY_WORDS for w in (level, *typed(level))}
            level = asked.get(fold(args[0])) if args else None
            if args and level is None:
                s.say(_("Type: {verb} {brief} or {verb} {full}.").format(
                    verb=shown("verbosity"), brief=shown("brief"), full=shown("full")), "alert")
                return True  # handled: the usage is the whole answer (None fell through to "Unknown command")
            s.say(change_verbosity(s, level))
        elif verb in ("menu", "q"):
            self.where = "menu"
            s.say(_("Main menu.") + " " + self.menu_line())
        elif verb in ("where", "w"):
            s.say(self._where(), "info")
        elif verb == "rules":
            self._rules(args)
        elif verb == "tour":
            s.say(plain_tour(), "info")
        elif verb in ("about", "version"):
            s.say(about(), "info")
        elif verb == "news":
            held = [line for text in (self.live.held_last if self.live is not None else []) for line in
                    text.splitlines()]
            s.say(" ".join(held) if held else _("Nothing came while you typed."), "info")
        else:
            return False
        return True

    def menu_line(self) -> str:
        """Return what the menu says after its name: the games to type, and how to get help."""
        words = [shown(g.words[0]) for g in GAMES.values()]
        return _("Type a game to play: {games}; help lists the commands.").format(games=list_words(words, "or"))

    def entries(self) -> tuple[str, list[Entry]]:
        """Return the heading and the commands of where the player is (the anywhere ones apart)."""
        if self.where == "menu":
            return _("Main menu commands:"), menu_entries(lobby=getattr(self, "lobby", None) is not None)
        s = self.session
        game = self.game()
        hot_seat = self.in_table_game() and sum(seat.human for seat in s.seats) > 1 and s.remote is None
        return (_("{game} commands:").format(game=game_title(game.id)),
                game_entries(game, self.in_table_game(), hot_seat, self.session.remote is not None))

    def _help(self, args: list[str]) -> None:
        """Say the commands, one a line (``help``), or one command in detail (``help WORD``)."""
        s = self.session
        heading, entries = self.entries()
        if args:
            # args[0] is read as an English word already; so is each name of each entry.
            word, read = args[0].lower(), self.vocabulary.verb
            entry = next((e for e in entries + anywhere_entries() if word in {read(n) for n in e.names()}), None)
            if entry is None:
                typed = self.line.split()[1]
                s.say(_("No command {command} here. Type help for the list.").format(command=typed[:30]), "alert")
            else:
                s.say(entry.told(), "help")
            return
        lines = help_lines(heading, entries)
        if self.in_table_game() and s.handoff is not None:
            lines.insert(0, seats_text.pass_keyboard(s.seats, s.handoff) + " " + _("Type ready, or press Enter."))
        # One announcement a line: a braille display shows each whole, and back and forward step through them.
        for i, line in enumerate(lines):
            s.say(line, "help", interrupt=i == 0)

    def _where(self) -> str:
        if self.where == "menu":
            return _("Main menu.")
        if not self.game().has_rules:
            commands, memory = self.commands()
            return commands.where(self.session, memory)
        return self.session.where()

    def _rules_options(self, game_id: str) -> dict:
        """Return the variants the rules are told for: the match's in play, else the table's."""
        match = self.session.match
        return dict(match.options) if match is not None and match.game_id == game_id else self.table.options(game_id)

    def _rules(self, args: list[str]) -> None:
        """Say a game's rules a section at a time: rules, rules next, rules back, rules NAME or NUMBER."""
        s = self.session
        game = self.game() if self.where != "menu" else (game_for_word(args[0]) if args else None)
        if self.where == "menu":
            if game is None and args and args[0] in RULES_WORDS and "rules" in self.memory.get("menu", {}):
                # rules next and rules back step through the rules last read in the menu, as help says.
                game = GAMES[self.memory["menu"]["rules"]]
            else:
                args = args[1:]
            if game is not None:
                self.memory.setdefault("menu", {})["rules"] = game.id
        rules = game.text.TELLER.rules_for(self._rules_options(game.id)) if game is not None and game.has_rules else []
        if not rules or game is None:  # (rules: always a game's)
            s.say(_("Type rules in a game, or rules and a game in the menu, for example rules tiko."), "alert")
            return
        memory = self.memory.setdefault(game.id, {})
        at, word = memory.get("rules_at", 0), " ".join(args).lower()
        names = [key for key, _text in rules]
        translated = [section_name(key).lower() for key in names]
        folded = [fold(name) for name in translated]
        if not word:
            at, head = 0, rules_intro(game_title(game.id)) + " "
        else:
            head = ""
            if word in ("next", "n"):
                at += 1
            elif word in ("back", "previous", "p"):
                at -= 1
            elif fold(word) in folded:
                at = folded.index(fold(word))
            elif word.split()[-1] in names:  # the English names too: "turn", "a turn", "the end"
                at = names.index(word.split()[-1])
            elif word.isdigit():
                at = int(word) - 1
            else:
                s.say(_("Type rules next, rules back, or a section: {sections}.").format(
                    sections=list_words(translated, "or")), "alert")
                return
        if not 0 <= at < len(rules):
            s.say(_("That was the last section.") if at >= len(rules) else _("That was the first section."), "info")
            at = min(max(at, 0), len(rules) - 1)
        memory["rules_at"] = at
        s.say(head + rules_section(rules, at), "info")


def run_plain(session: Session, first: str = "") -> int:
    """Run line mode on the process's stdin and stdout, whatever their encoding; ``first``: a line carried
    out before the first one typed (``tabletalk join ADDRESS CODE``)."""
    console.prepare(sys.stdin, sys.stdout)
    mode = PlainMode(session)
    mode.first = first
    return mode.run()


# What tests and the games import from here, beside PlainMode.
__all__ = ["PlainMode", "run_plain", "game_title", "vocabulary", "anywhere_entries", "game_entries", "menu_entries",
           "plain_tour"]
