"""The line-mode loop: read a command, act through the Session, print sentences.

Works with a pipe as well as a terminal, so a whole game can be scripted:
every announcement is one line on stdout; the prompt is shown only to a
terminal. End of input leaves the game autosaved.

The table lives in real time (``app.plain.live``): while the player types or
waits, a race's plays land when their time comes (``Session.next_due`` and
``advance``) and, on a terminal, the bots move one at a time once the voice
has been quiet for the bot pace; each is printed and spoken when it happens,
above the line being typed. Through a pipe the bots move at once after each
line, so a script reads their moves before its next line.
"""

from __future__ import annotations

import sys
import threading
from typing import TextIO

from app.core.game import Game
from app.core.rules import RuleError
from app.games import GAMES
from app.pacing import BotPace, paced, table_wait
from app.plain import console
from app.plain.commands import Entry
from app.plain.live import LiveInput, TerminalInput, live_input
from app.plain.table import SETUP_VERBS, TableSetup, setup_keywords, table_games
from app.plain.words import Vocabulary, fold, shown, typed
from app.session import Session, game_title
from app.speech.reader_voice import line_lead
from app.speech.starting import START_TIMEOUT, when_started
from app.text import i18n
from app.text import seats as seats_text
from app.text.announcer import sentence_case
from app.text.i18n import NP_, _, ngettext, pgettext
from app.text.phrases import about, list_words
from app.text.telling import Teller, rules_intro, rules_section, section_name
from app.verbosity import change_verbosity


# The words line mode reads, in English (app.plain.words turns what the player typed into them).
# Translators: context "typed": the words a player types for this command word, separated by |, the
# one help shows first (diacritics and case are ignored when typed; English works too).
ANYWHERE_VERBS = (NP_("typed", "help"), "?", NP_("typed", "repeat"), "r", NP_("typed", "back"), "[",
                  NP_("typed", "forward"), "]", NP_("typed", "where"), "w", NP_("typed", "rules"),
                  NP_("typed", "language"), "lang", NP_("typed", "verbosity"), "v", NP_("typed", "tour"),
                  NP_("typed", "about"), "version", NP_("typed", "news"), NP_("typed", "menu"), "q",
                  NP_("typed", "quit"), "exit")
#: What may follow verbosity (alone it toggles).
VERBOSITY_WORDS = (NP_("typed", "brief"), NP_("typed", "full"))
#: What may follow rules: a step through the sections (or, in the menu, a game).
RULES_WORDS = (NP_("typed", "next"), "n", NP_("typed", "back"), NP_("typed", "previous"), "p")
MENU_VERBS = (NP_("typed", "resume"), NP_("typed", "table"), NP_("typed", "setup"), NP_("typed", "host"),
              NP_("typed", "join")) + SETUP_VERBS
#: What every game with rules reads beside its own commands; then those of a game at a table, or not.
GAME_VERBS = (NP_("typed", "undo"), "u", NP_("typed", "table"), "t", NP_("typed", "cards"), "c",
              NP_("typed", "counts"), NP_("typed", "score"), NP_("typed", "new"))
TABLE_VERBS = (NP_("typed", "next"), "n", NP_("typed", "setup"), NP_("typed", "ready"), NP_("typed", "say"),
               NP_("typed", "chat")) + SETUP_VERBS
ALONE_VERBS = ("option", "options")
#: How often line mode looks whether the voice's start has ended (to say why it is silent), in seconds.
VOICE_LOOK_S = 0.05


def vocabulary(game: Game | None) -> Vocabulary:
    """Return what line mode reads in the menu (``None``) or in a game: its verbs, then the words after some."""
    if game is None:
        games = list(GAMES.values())
        verbs = [w for g in games for w in g.words] + list(MENU_VERBS)
        keywords = {**setup_keywords(games), "rules": RULES_WORDS + tuple(w for g in games for w in g.words),
                    "host": tuple(w for g in games for w in g.words)}
    else:
        commands = game.plain.COMMANDS
        verbs = list(commands.verbs)
        if game.has_rules:
            verbs += GAME_VERBS + (TABLE_VERBS if game.table else ALONE_VERBS)
        keywords = {**setup_keywords([game]), "rules": RULES_WORDS, **commands.keywords}
    verbs += ANYWHERE_VERBS
    return Vocabulary(verbs, {**keywords, "help": verbs})


def game_for_word(word: str) -> Game | None:
    """Return the game a word typed in the menu opens, if any (the word as line mode reads it)."""
    return next((g for g in GAMES.values() if word in g.words), None)


def anywhere_entries() -> list[Entry]:
    """Return the commands that work everywhere."""
    return [
        Entry(pgettext("command", "help [COMMAND]"), _("the commands, or one"),
              _("help lists the commands that work where you are, one a line; help and a command says more "
                "about it, for example help rules."), ("?",)),
        Entry(pgettext("command", "repeat"), _("the last message again"), aliases=("r",)),
        Entry(pgettext("command", "back, forward"), _("step through the messages"),
              _("back gives the message before, forward the one after; also [ and ]."),
              ("forward", "[", "]")),
        Entry(pgettext("command", "where"), _("where you are"), aliases=("w",)),
        Entry(pgettext("command", "rules [SECTION]"), _("a game's rules"),
              _("rules reads the rules of the game a section at a time: rules next and rules back step "
                "through them, rules and a section's name goes to it. In the menu, name the game: rules tiko.")),
        Entry(pgettext("command", "language NAME"), _("change the language"),
              _("language and a language's name or code changes the language of everything: sv, fi, nl, is, "
                "cs or en."), ("lang",)),
        Entry(pgettext("command", "verbosity"), _("brief or full sentences"), aliases=("v",)),
        Entry(pgettext("command", "tour"), _("a short tour for newcomers")),
        Entry(pgettext("command", "about"), _("the version of Tabletalk"), aliases=("version",)),
        Entry(pgettext("command", "news"), _("what came while you typed"),
              _("news says again what happened at the table while you typed your last line: it waits "
                "until you press Enter, and the bell rings when it comes.")),
        Entry(pgettext("command", "menu"), _("back to the main menu"), aliases=("q",)),
        Entry(pgettext("command", "quit"), _("stop; your game is saved"), aliases=("exit",)),
    ]


def menu_entries() -> list[Entry]:
    """Return the commands of the main menu: the games, resume, and the table for games of several seats."""
    entries = [e for e in (g.plain.COMMANDS.menu_entry() for g in GAMES.values() if not g.table) if e]
    tables = table_games()
    for game in tables:
        word = shown(game.words[0])
        usage = pgettext("command", "{word} [DEAL]").format(word=word)
        short = _("{game} at your table").format(game=game_title(game.id))
        if len(usage) + len(short) + 2 > 40:  # a 40-cell braille line: a long name says only the name
            short = game_title(game.id)
        entries.append(Entry(usage, short,
                             _("{word} starts {game} at the table you set; a number after it plays that deal, "
                               "for example {word} 5.").format(word=word, game=game_title(game.id))))
    entries.append(Entry(pgettext("command", "resume"), _("go on with the saved game")))
    if tables:
        options = list(dict.fromkeys([o.key for g in tables for o in g.options] + ["games", "count"]))
        entries += [
            Entry(pgettext("command", "players N"), _("how many play at the table")),
            Entry(pgettext("command", "seat K WHO"), _("who plays seat K"),
                  _("seat, a seat's number, then human, easy, medium or hard, and a name if you like, says who "
                    "plays that seat, for example seat 2 hard Eva.")),
            Entry(pgettext("command", "option NAME VALUE"), _("the table's rules"),
                  _("option, then {options}, then a value, sets the rules of the games at the table, for "
                    "example option games 3.").format(options=list_words([shown(o) for o in options], "or")),
                  ("options",)),
            Entry(pgettext("command", "table"), _("the table as it is set")),
            Entry(pgettext("command", "host GAME"), _("open your table to others"),
                  _("host and a game opens the table you set to players on other computers: the others "
                    "take its human seats. You hear the address and the code they type to join.")),
        ]
    entries.append(Entry(pgettext("command", "join ADDRESS CODE"), _("sit at a shared table"),
                         _("join, the address and the code of a table someone hosts, takes a seat at it; "
                           "with the code alone, the address you joined last.")))
    return entries


def game_entries(game: Game, table: bool, hot_seat: bool, online: bool = False) -> list[Entry]:
    """Return the commands of a game in play: its own, then those every game has (its own win a clash)."""
    own = game.plain.COMMANDS.entries()
    if not game.has_rules:
        return own
    # Undo is listed only where the game's rules allow it (GameInfo.undo); elsewhere it is refused.
    shared = [Entry(pgettext("command", "undo"), _("take back a move"), aliases=("u",))]
    if not game.rules.info.undo:
        shared = []
    shared.append(Entry(pgettext("command", "table"), _("read the table"), aliases=("t",)))
    if type(game.text.TELLER).read_hand is not Teller.read_hand:
        shared.append(Entry(pgettext("command", "cards"), _("read your cards"), aliases=("c",)))
    shared.append(Entry(pgettext("command", "counts"), _("scores and what is left")))
    if table:
        shared += [Entry(pgettext("command", "next"), _("the next game"), aliases=("n",)),
                   Entry(pgettext("command", "new [DEAL]"), _("a new match at this table")),
                   Entry(pgettext("command", "setup"), _("who sits where"))]
        if hot_seat:
            shared.append(Entry(pgettext("command", "ready"), _("you have the keyboard")))
        if online:
            shared += [Entry(pgettext("command", "say TEXT"), _("talk to the table")),
                       Entry(pgettext("command", "chat on, off"), _("hear or mute chat"))]
    else:
        shared.append(Entry(pgettext("command", "new [DEAL]"), _("another deal")))
    names = set().union(*(e.names() for e in own)) if own else set()
    return own + [e for e in shared if not e.names() & names]


def help_lines(heading: str, entries: list[Entry]) -> list[str]:
    """Return a help list: its heading, one command a line, then the commands that work anywhere."""
    return [heading] + [e.line() for e in entries] + [_("Anywhere:")] + [e.line() for e in anywhere_entries()]


def plain_tour() -> str:
    """Return the first start's tour of line mode."""
    return _("First time here? Each line you type is a command, and every answer is one line. Type help for "
             "the commands where you are, rules for a game's rules, where for where you are, language and a "
             "name to change the language, and quit to stop; your game is saved. Type tour to hear this again.")


class PlainMode:
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

    def _print(self, text: str, kind: str) -> None:
        if kind == "clear":
            # Hot seat: the last player's cards must not stay on a terminal's screen.
            if self.live is not None and self._answer is None:
                self.live.clear_screen()
                return
            self._write(("\033[2J\033[3J\033[H" if self.stdout.isatty() else "") + "-" * 20 + "\n")
            return
        # Every printed line is read as a line of text, a focus echo too (a help line starts
        # with a command as it is typed, and keeps its small letter).
        text = text if kind == "help" else sentence_case(text)
        if self.live is not None and self._answer is None:
            self.live.print_above(text)  # on its own line, what is being typed shown again below it
        else:
            self._write(text + "\n")

    def _write(self, text: str) -> None:
        if self._answer is not None:
            self._answer.append(text)
        else:
            self.stdout.write(text)
            self.stdout.flush()

    def _answered(self) -> str:
        """Return the answer made since ``_answer`` was started, and write at once again."""
        lines, self._answer = self._answer or [], None
        return "".join(lines)

    def _answer_then(self, prompt: str) -> None:
        """Write the answer and the prompt in one go: a screen reader reading the terminal reads
        text that comes in pieces as separate utterances, each cutting off the one before."""
        self.stdout.write(self._answered() + prompt)
        self.stdout.flush()
        self._written()

    def _written(self) -> None:
        """The first line is written: the voice's start may go on."""
        if not self._first_written:
            self._first_written = True
            begin = getattr(self.session.speaker, "begin", None)
            if begin is not None:
                begin()  # the voice's start waited for the first line (start_speaker's ``held``)

    def run(self) -> int:
        """Read commands until quit or end of input; return the exit status."""
        s = self.session
        self._answer = []
        for problem in s.problems:
            s.say(problem, "alert")
        self._voice = threading.Event()
        when_started(s.speaker, self._voice.set)
        self._speech_news()  # said now if the voice has started already, else when its start ends
        s.say(_("Tabletalk, line mode.") + " " + self.menu_line())
        if s.saved_game() is not None:
            s.say(_("A saved game can be resumed: type resume."), "info")
        if s.first_start:
            s.first_start = False
            s.say(plain_tour(), "info")  # once, at the first start; tour says it again
            s.save_settings()
        if self.first:
            self.handle(self.first)
        live = live_input(self.stdin, self.stdout)
        if live is not None:
            # The first lines go with the prompt, in one write (see _answer_then): written apart, while the
            # voice's thread started, Orca read the prompt twice; and with Orca kept from the lines, the
            # prompt's "~" is what keeps it from the first ones (reader_voice.py).
            self._run_live(live, self._answered())
        else:
            interactive = self.stdin.isatty()
            try:
                while True:
                    self._answer_then(self.prompt() if interactive else "")
                    line = self.stdin.readline()
                    if not line:
                        break
                    self._answer = []
                    self._speech_news(wait=not interactive)
                    if not self.handle(line):
                        break
            except KeyboardInterrupt:
                # Ctrl-C: stop, as quit does (the game is saved), and close: Orca 49 gets its voice back.
                self._answer = []
                s.say(s.farewell())
        # The last words (the farewell) with a "~" on the line below while Orca is kept from the lines
        # (the shell's prompt is written over it).
        kept = isinstance(live, TerminalInput) and self._lead()
        last = self._answer
        self._answer_then(kept + "\r" if last and kept else "")
        s.close()
        return 0

    def _lead(self) -> str:
        """Return what the prompt starts with: "~" while Orca is kept from the lines (reader_voice.py)."""
        lead = line_lead(self.session.speaker, self.session.settings.language)
        self._led = self._led or bool(lead)
        return lead

    def _run_live(self, live: LiveInput, first: str = "") -> None:
        """Read lines as they are typed, and let the table move in between, when its time comes
        (``first``: the first lines, not yet written, to go with the prompt)."""
        self.live = live
        if isinstance(live, TerminalInput):
            live.lead = self._lead
        try:
            with live:
                live.show_prompt(self.prompt(), first)
                self._written()
                while True:
                    lines = live.read(self._wake())
                    if lines is None:
                        break
                    # What came while the line was typed waited for it (see live.TerminalInput): it goes
                    # first, and the news command says it again.
                    held = live.take_held() if lines else ""
                    # What the lines and the table's time bring is written in one go (see _answer_then).
                    self._answer = []
                    # A script's lines wait for the voice's start, so why it is silent comes before
                    # their first answer, always at the same place; a player's never do.
                    self._speech_news(wait=bool(lines) and not self.stdin.isatty())
                    for line in lines:
                        self._pace.restart()  # the bot pace counts from the player's line
                        more, self._more = self._more, ""
                        if more and not line.strip():
                            self._write(more)  # Enter alone after a page: the next page
                            continue
                        if not self.handle(line):
                            live.leave_line()
                            return
                    self._tick()
                    news = self._answered()
                    if lines:
                        live.answer(self._paged(held + news), self.prompt())
                    else:
                        if news:
                            live.print_above(news.rstrip("\n"))
                        live.set_prompt(self.prompt())
        except KeyboardInterrupt:
            live.leave_line()
            self.session.say(self.session.farewell())  # Ctrl-C: stop, as quit does; the game is saved
        finally:
            self.live = None

    def _paged(self, news: str) -> str:
        """Return the first page of an answer taller than the terminal, with how to hear on; keep the rest.

        The whole answer was spoken already; the page is for the eye, a braille display, and a screen
        reader that reads the terminal (it reads a scrolled answer from its first line still shown).
        """
        page, rest = self.live.page(news) if self.live is not None else (news, "")
        if not rest:
            return news
        self._more = rest
        count = len(rest.splitlines())
        return page + ngettext("Press Enter for {count} more line.", "Press Enter for {count} more lines.",
                               count).format(count=count) + "\n"

    # The table's own time: bots at the bot pace, a race's plays when they land

    def _paced(self) -> bool:
        """Return True when bots wait for the bot pace between moves (on a terminal: a pipe gets them at once,
        so a script reads them before its next line)."""
        return isinstance(self.live, TerminalInput) and paced(self.session)

    def _speech_news(self, wait: bool = False) -> None:
        """Say why speech is off (if it is) once the voice's start has ended, once; ``wait``: wait for
        that start first (at most START_TIMEOUT seconds)."""
        if self._voice_told or self._voice is None:
            return
        if wait:
            self._voice.wait(START_TIMEOUT)
        if not self._voice.is_set():
            return
        self._voice_told = True
        notice = self.session.speech_notice()
        if notice:
            self.session.say(notice, "alert", interrupt=False)
        if self._led and not self._lead():
            # The first lines went out with "~", kept from Orca for a voice of ours that did not start
            # (speech-dispatcher missing): Orca heard none of them, so the opening is written again for it.
            self.session.say(_("Tabletalk, line mode.") + " " + self.menu_line(), interrupt=False)

    def _wake(self) -> float | None:
        """Return in how many seconds there is something to do (None: nothing until a line is typed)."""
        wake = self._table_wake()
        if self._voice is not None and not self._voice_told:
            return VOICE_LOOK_S if wake is None else min(wake, VOICE_LOOK_S)  # the voice's news
        return wake

    def _table_wake(self) -> float | None:
        """Return in how many seconds the table has something to do (None: nothing until a line is typed)."""
        s = self.session
        if s.remote is None and (not self.in_table_game() or s.handoff is not None):
            return None
        return table_wait(s, self._paced())

    def _tick(self) -> None:
        """Let the table do what its time has come for: a race's due plays, or one bot move at the bot pace."""
        s = self.session
        if s.remote is not None:
            s.hear_table()
            return
        if not self.in_table_game() or s.handoff is not None:
            return
        if s.racing():
            s.advance()
            return
        if not self._paced() or s.bot_to_act() is None:
            self._pace.restart()
            return
        if self._pace.look():  # the voice quiet for the bot pace (app.pacing)
            s.bot_step()

    def _bots(self) -> None:
        """After a line: let the bots move now, unless they keep the bot pace (then ``_tick`` moves them)."""
        s = self.session
        if s.racing() or not self._paced():
            s.run_bots()

    def prompt(self) -> str:
        """Return the prompt shown to a terminal: whose keyboard it is when several humans share it."""
        s = self.session
        if not self.in_table_game():
            return "> "
        if s.handoff is not None:
            return _("Keyboard to {name}; type ready:").format(name=s.seat_name(s.handoff)) + " "
        if s.viewer is not None and s.remote is None and sum(seat.human for seat in s.seats) > 1:
            # Hot seat: whose keyboard it is. At a shared table each player has a keyboard of their own,
            # and a name before the prompt was read after every piece of news ("Olle says: hello Anna>").
            return f"{s.seat_name(s.viewer)}> "
        return "> "

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
            return _("Main menu commands:"), menu_entries()
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
        if not rules:
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

    def _menu(self, verb: str, args: list[str]) -> bool:
        s = self.session
        game = game_for_word(verb)
        if game is None:
            if verb in ("host", "join"):
                return self._shared_table(verb, args)
            if verb == "resume":
                if s.resume():
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
        game = game_title(match.game_id if match is not None else saved["game_id"])
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
        elif verb in ("say", "chat"):
            self._talk(verb, args)
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
                s.start(m.game_id)
                self._opening()
        elif verb in ("option", "options"):
            self.table.command(s, verb, args)
        else:
            commands, memory = self.commands()
            if m.is_over() and commands.acts(verb, args):
                s.say(_("The game is over. Type new for another deal, or menu."), "alert")
                return True
            return commands.command(s, memory, verb, args)
        return True


def run_plain(session: Session, first: str = "") -> int:
    """Run line mode on the process's stdin and stdout, whatever their encoding; ``first``: a line carried
    out before the first one typed (``tabletalk join ADDRESS CODE``)."""
    console.prepare(sys.stdin, sys.stdout)
    mode = PlainMode(session)
    mode.first = first
    return mode.run()


__all__ = ["PlainMode", "run_plain", "game_title"]
