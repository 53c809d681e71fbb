"""Line mode's loop: read what is typed, let the table's time pass in between, write the answers.

Works with a pipe as well as a terminal, so a whole game can be scripted:
every announcement is one line on stdout; the prompt is shown only to a
terminal. End of input leaves the game autosaved.

The table lives in real time (``app.plain.live``): while the player types or
waits, a race's plays land when their time comes (``Session.next_due`` and
``advance``) and, on a terminal, the bots move one at a time once the voice
has been quiet for the bot pace (``app.pacing``, the screens' pace too); each
is printed and spoken when it happens, above the line being typed. Through a
pipe the bots move at once after each line, so a script reads their moves
before its next line.

``Loop`` is the part of ``PlainMode`` (``app.plain.repl``) that reads and
writes; what a line does is the rest of it.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Callable, TextIO

from app.pacing import BotPace, paced, table_wait
from app.plain.live import LiveInput, TerminalInput, live_input
from app.plain.places import plain_tour
from app.speech.reader_voice import line_lead
from app.speech.starting import START_TIMEOUT, when_started
from app.text.announcer import sentence_case
from app.text.i18n import _, ngettext

if TYPE_CHECKING:
    from app.session import Session

#: How often line mode looks whether the voice's start has ended (to say why it is silent), in seconds.
VOICE_LOOK_S = 0.05


class Loop:
    """The reading and writing of a line-mode sitting, and the table's own time (a part of ``PlainMode``,
    which sets these attributes and carries out each line: ``handle``, ``in_table_game``, ``menu_line``)."""

    session: Session
    stdin: TextIO
    stdout: TextIO
    live: LiveInput | None
    first: str
    _answer: list[str] | None
    _more: str
    _pace: BotPace
    _voice: threading.Event | None
    _voice_told: bool
    _led: bool
    _first_written: bool
    handle: Callable[[str], bool]
    in_table_game: Callable[[], bool]
    menu_line: Callable[[], str]
    lobby_wait: Callable[[], float | None]
    hear_lobby: Callable[[], None]

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
        lobby = self.lobby_wait()  # a public server's lobby: its news between lines (app.plain.online)
        if s.remote is None and (not self.in_table_game() or s.handoff is not None):
            return lobby
        wait = table_wait(s, self._paced())
        return lobby if wait is None else wait if lobby is None else min(wait, lobby)

    def _tick(self) -> None:
        """Let the table do what its time has come for: a race's due plays, or one bot move at the bot pace."""
        s = self.session
        self.hear_lobby()
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
