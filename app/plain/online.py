"""Line mode in a public server's lobby (``tabletalk online ADDRESS``, or ``online ADDRESS`` in the menu).

``Online`` is the part of ``PlainMode`` (``app.plain.repl``) that carries out the lobby's lines: ``online
ADDRESS`` comes in, ``tables`` says who is there and the open tables (counts first, then one line a table),
``create GAME`` opens a table set with players, seat and option as for ``host`` and sits at it, ``join N``
sits at table N, ``watch N`` watches it (its moves told as to nobody's seat: a spectator is sent no hand),
``say TEXT`` talks to the lobby, and ``lobby`` at a lobby's table gives the seat up and comes back to the
lobby (in the menu it stops watching, and says the lobby again). What the lobby hears meanwhile (a player came, a table opened or closed, chat)
is said between lines, as a table's news is (``hear_lobby``, from the loop's tick).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from app.games import GAMES
from app.net.client import Refusal
from app.net.sitting import name_proof
from app.plain.places import game_for_word
from app.plain.table import TableSetup
from app.plain.words import shown
from app.text import lobby as words
from app.text import online as online_text
from app.text.i18n import _

if TYPE_CHECKING:
    from app.net.lobby_client import LobbyLink, Spectator
    from app.session import Session

#: Seconds ``create`` waits for the server's answer before it goes on (the answer is said when it comes).
ANSWER_S = 10.0
#: Seconds between looks at the lobby's news while the loop waits for a line.
LOOK_S = 0.1


class Online:
    """The lobby's lines (a part of ``PlainMode``, which sets ``session``, ``table`` and ``where``)."""

    session: Session
    table: TableSetup
    where: str
    line: str
    #: The lobby this sitting is in (None: none), and the table watched (None: none).
    lobby: LobbyLink | None = None
    watching: Spectator | None = None

    def lobby_verb(self, verb: str, args: list[str]) -> bool:
        """Carry out a lobby line in the menu; return False when ``verb`` is none of the lobby's here."""
        s = self.session
        if verb == "online":
            self._enter(args)
            return True
        if verb == "join" and self.lobby is not None and len(args) == 1 and args[0].isdigit():
            self._sit(int(args[0]))
            return True
        if verb == "watch" and self.lobby is not None and len(args) == 1 and args[0].isdigit():
            self._watch(int(args[0]))
            return True
        if verb not in ("tables", "create", "say", "lobby", "watch"):
            return False
        if self.lobby is None:
            s.say(_("You are in no lobby: type online and a server's address, for example online "
                    "192.168.1.20:4747."), "alert")
            return True
        if verb == "watch":
            s.say(_("Type: watch and a table's number, for example watch 1."), "alert")
        elif verb in ("tables", "lobby"):
            if verb == "lobby":
                self.stop_watching()
            self.hear_lobby()
            self._say_lines(words.summary(self.lobby.listed(), self.lobby.players))
        elif verb == "create":
            self._create(args)
        elif not args:
            s.say(_("Type: say and what to say."), "alert")
        else:
            text = " ".join(self.line.split()[1:])
            self._send(_chat(text))
            s.say(online_text.own_chat(text))
        return True

    def _enter(self, args: list[str]) -> None:
        from app.net.lobby_client import LobbyLink

        s = self.session
        if len(args) != 1:
            s.say(_("Type: online and a server's address, for example online 192.168.1.20:4747."), "alert")
            return
        self.leave_lobby()
        try:
            link = LobbyLink(args[0], s.settings.player_name, s.settings.language, proof=name_proof(s, args[0]))
        except Refusal as refusal:
            s.say(online_text.closed(refusal.reason), "alert")
            return
        except Exception:  # noqa: BLE001 - nobody answers there, or not a server: said, never a traceback
            s.say(online_text.unreachable(args[0]), "alert")
            return
        self.lobby = link
        s.say(words.entered(args[0], link.name))
        self._say_lines(words.summary(link.listed(), link.players))
        s.say(_("Type create and a game to open a table, join and a table's number to sit at it, say to talk, "
                "tables to hear the list again."), "info")

    def _say_lines(self, lines: list[str]) -> None:
        """Say lines one announcement each (a braille display shows each whole)."""
        for line in lines:
            self.session.say(line, "info")

    def _send(self, message) -> bool:
        assert self.lobby is not None, "called in a lobby"
        try:
            self.lobby.send(message)
        except Refusal as refusal:
            self.session.say(online_text.closed(refusal.reason), "alert")
            self.leave_lobby()
            return False
        return True

    def _create(self, args: list[str]) -> None:
        """Open a table of the game typed, set as ``host`` sets one (players, seat, option), and sit at it."""
        s, link = self.session, self.lobby
        assert link is not None, "called in a lobby"
        game = game_for_word(args[0]) if args else None
        if game is None or not game.table:
            s.say(_("Type: create and a game, for example create {word}.").format(
                word=shown(next(g for g in _table_games()).words[0])), "alert")
            return
        problem = self.table.check(game.id)
        if problem:
            s.say(problem, "alert")
            return
        seats = ["human" if seat.human else seat.level for seat in self.table.seats]
        try:
            ref = link.create(game.id, seats, self.table.options(game.id), self.table.rounds)
        except Refusal as refusal:
            s.say(online_text.closed(refusal.reason), "alert")
            self.leave_lobby()
            return
        end = time.monotonic() + ANSWER_S
        while time.monotonic() < end:  # the answer, so that a script reads it before its next line
            for message, number in link.news():
                if getattr(message, "ref", 0) == ref and message.kind == "created":
                    self._sit(number, code=message.code)
                    return
                self._say_news(message, number)
                if getattr(message, "ref", 0) == ref or link.closed:
                    return
            time.sleep(0.02)

    def _sit(self, number: int, code: str = "") -> None:
        from app.net import sitting

        s, link = self.session, self.lobby
        assert link is not None, "called in a lobby"
        code = code or link.code(number)
        if not code:
            s.say(_("There is no table {number}: type tables for the list.").format(number=number), "alert")
            return
        self.stop_watching()
        if sitting.join(s, [link.url, code]):
            assert s.match is not None, "joined: there is a match"
            self.where = s.match.game_id

    def to_lobby(self) -> bool:
        """At a lobby's table (``lobby``): give the seat up and come back to the lobby; False when not in one."""
        if self.lobby is None:
            return False
        self.session._leave_table()
        self.where = "menu"
        self.hear_lobby()
        self._say_lines(words.summary(self.lobby.listed(), self.lobby.players))
        return True

    def _watch(self, number: int) -> None:
        """Watch the lobby's table ``number``: its moves and notices are said as they come."""
        from app.net.lobby_client import Spectator

        s, link = self.session, self.lobby
        assert link is not None, "called in a lobby"
        code = link.code(number)
        if not code:
            s.say(_("There is no table {number}: type tables for the list.").format(number=number), "alert")
            return
        self.stop_watching()
        try:
            self.watching = Spectator(link.url, code, link.name)
        except Refusal as refusal:
            s.say(online_text.closed(refusal.reason), "alert")
            return
        except Exception:  # noqa: BLE001 - the server went meanwhile: said, never a traceback
            s.say(online_text.unreachable(link.address), "alert")
            return
        s.say(words.watching(number, self.watching.view.game_id))

    def stop_watching(self) -> None:
        """Stop watching a table, if one is watched."""
        watched, self.watching = self.watching, None
        if watched is not None:
            watched.close()

    def hear_lobby(self) -> None:
        """Say what the lobby heard since the last look, and what happened at the table watched."""
        if self.watching is not None:
            self._hear_watched()
        if self.lobby is None:
            return
        for message, number in self.lobby.news():
            self._say_news(message, number)

    def _hear_watched(self) -> None:
        from app.net import protocol as p
        from app.net.client import events_of, match_from_view
        from app.text.telling import Told

        s, watched = self.session, self.watching
        assert watched is not None, "called while watching"
        for message in watched.news():
            if isinstance(message, p.Closing):
                s.say(online_text.closed(message.reason), "alert")
                self.stop_watching()
                return
            match = match_from_view(watched.view if isinstance(message, p.Notice) else message.view)
            if isinstance(message, p.News):
                told = Told(match, None, s.full)  # nobody's seat: a spectator is sent no hand
                teller = GAMES[match.game_id].text.TELLER
                text = " ".join(t for t in (teller.event(e, told) for e in events_of(message)) if t)
            elif message.kind != "chat" or s.settings.chat:
                text = online_text.notice(message.kind, match.seats, message.seat, message.name, message.text,
                                          message.hold)
            else:
                text = ""
            if text:
                s.say(text, "info")

    def _say_news(self, message, number: int) -> None:
        if not hasattr(message, "kind"):  # the lobby's connection closed (a Closing with its reason)
            self.session.say(online_text.closed(message.reason), "alert")
            self.leave_lobby()
            return
        text = words.news(message, number)
        if text and (message.kind != "chat" or self.session.settings.chat):
            self.session.say(text, "alert" if message.kind == "refused" else "info")

    def lobby_wait(self) -> float | None:
        """Return in how many seconds to look at the lobby's news again (None: in no lobby)."""
        return LOOK_S if self.lobby is not None or self.watching is not None else None

    def leave_lobby(self) -> None:
        """Leave the lobby (and the table watched), if in one."""
        self.stop_watching()
        link, self.lobby = self.lobby, None
        if link is not None:
            link.close()


def _chat(text: str):
    from app.net import protocol as p

    return p.Chat(text)


def _table_games():
    from app.plain.table import table_games

    return table_games()
