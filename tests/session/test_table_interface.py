"""The one table interface (``app.table.Table``, issue 38): both tables have all of it, the Session keeps no
match of its own, and a shared table's news reaches the Session as plain data, each move told from its match."""

from __future__ import annotations

import copy
import inspect

from app.core.match import Match
from app.core.seats import Seat
from app.net.remote import RemoteTable
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.table import Back, Closed, LocalTable, Moved, NewGame, Notice, SharedTable, Table
from app.text import i18n

DEAL = 7


def _members(protocol) -> tuple[set[str], set[str]]:
    """Return a protocol's data members and its methods, its own and those of the protocols it extends."""
    data, methods = set(), set()
    for cls in protocol.__mro__:
        if cls in (object,) or not getattr(cls, "_is_protocol", False) or cls.__name__ == "Protocol":
            continue
        data |= set(getattr(cls, "__annotations__", {}))
        methods |= {n for n, v in vars(cls).items() if inspect.isfunction(v) and not n.startswith("_")}
    return data, methods


def _sets(cls, name: str) -> bool:
    """Return True when ``cls`` has ``name`` or its ``__init__`` sets it."""
    return hasattr(cls, name) or f"self.{name} = " in inspect.getsource(cls.__init__)


def test_both_tables_have_the_whole_interface():
    for cls, protocol in ((LocalTable, Table), (RemoteTable, SharedTable)):
        data, methods = _members(protocol)
        assert {"match", "remote", "runs_bots", "act", "news", "close"} <= data | methods
        for name in data:
            assert _sets(cls, name), (cls.__name__, name)
        for name in methods:
            theirs = inspect.signature(getattr(cls, name)).parameters
            assert list(theirs) == list(inspect.signature(getattr(protocol, name)).parameters), (cls.__name__, name)


def _session() -> Session:
    i18n.set_language("en")
    return Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))


def test_the_session_reads_its_match_from_its_table():
    session = _session()
    try:
        assert session.table is None and session.match is None
        session.start("zoker-memo", DEAL)
        table = session.table
        assert isinstance(table, LocalTable) and session.match is table.match
        seat = session.viewer
        session.act(session.match.legal_actions(seat)[0])
        assert session.match is table.match and len(table.match.actions) == 1
        session.sit(None)
        assert session.match is None and session.remote is None
    finally:
        session.close()


class FakeShared:
    """A shared table in this process: the news it hands over is what the test puts in ``waiting``."""

    remote = True
    runs_bots = True
    save_error = ""
    code = "K7MQ2"
    address = ""
    resumed = False

    def __init__(self, match: Match, seat: int) -> None:
        self.match, self.seat, self.waiting, self.chats = match, seat, [], []

    def news(self):
        found, self.waiting = self.waiting, []
        if found and isinstance(found[-1], (Moved, NewGame, Back)):
            self.match = found[-1].match  # the table's match follows its news
        return found

    def chat(self, text: str) -> None:
        self.chats.append(text)

    def close(self, leave: bool = False) -> None:
        pass

    def bot_to_act(self):
        return None

    def next_reaction(self):
        return None


def _moved(match: Match, seat: int) -> Moved:
    """Return another seat's move at ``match`` as the table hands it over (with a match of its own)."""
    after = copy.deepcopy(match)
    events = after.act(seat, after.legal_actions(seat)[0])
    return Moved(seat, events, after)


def test_a_shared_tables_news_is_heard_each_move_from_its_own_match():
    session = _session()
    seats = (Seat("Ann", True), Seat("Bo", True))
    start = Match.start("zoker-memo", DEAL, seats, rounds=2)
    table = FakeShared(start, seat=1)  # Ann (seat 0) opens: her moves come as news
    try:
        session.join(table)
        assert session.remote is table and session.match is start
        first = _moved(start, 0)
        second = _moved(first.match, 0) if 0 in first.match.to_act() else _moved(first.match, 1)
        told_from = []
        narrate = session.narrate
        session.narrate = lambda event: told_from.append(session.match) or narrate(event)
        table.waiting = [first, second]
        said = len(session.speaker.said)
        assert session.hear_table() == 2
        assert {id(m) for m in told_from} == {id(first.match), id(second.match)}
        assert told_from.index(first.match) < told_from.index(second.match)
        assert session.match is table.match is second.match  # one match: the table's, after its news
        assert len(session.speaker.said) > said
    finally:
        session.close()


def test_the_notices_of_a_shared_table_are_heard_in_words():
    session = _session()
    seats = (Seat("Ann", True), Seat("Bo", True))
    table = FakeShared(Match.start("zoker-memo", DEAL, seats), seat=0)
    try:
        session.join(table)
        session.settings.chat = True
        table.waiting = [Notice("chat", seat=1, name="Bo", text="hello"), Closed("server_stopping")]
        mark = len(session.speaker.said)
        assert session.hear_table() == 2
        heard = " ".join(session.speaker.said[mark:])
        assert "Bo, seat 2, says: hello" in heard and "The table server stopped." in heard
        assert session.say_to_table("hi") and table.chats == ["hi"]
    finally:
        session.close()
