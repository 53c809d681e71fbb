"""Each player hears a shared table in their own language (issue 27, point 3): events go over the wire,
and each front end makes its own sentences of them."""

import random
import time

from app.bots import choose
from app.core.seats import Seat
from app.net import protocol as p
from app.net.client import events_of, match_from_view
from app.net.remote import RemoteTable
from app.net.server import TableRules
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import i18n
from app.text.telling import Told
from tests.net.players import ServerThread


def _sitting(url, code, lang):
    i18n.set_language(lang)
    session = Session(speaker=RecordingSpeaker(lang), settings=Settings(language=lang, speech="off"))
    session.join(RemoteTable(url, code, name={"cs": "Jana", "is": "Sigrún"}[lang]))
    return session


def _told(lang, message, seat):
    """Return the sentences a front end in ``lang`` makes of a piece of news, told to ``seat``."""
    i18n.set_language(lang)
    match = match_from_view(message.view)
    teller = __import__("app.games", fromlist=["GAMES"]).GAMES[match.game_id].text.TELLER
    return " ".join(t for t in (teller.event(e, Told(match, seat)) for e in events_of(message)) if t)


def test_a_czech_and_an_icelandic_player_hear_the_same_loker_move_each_in_their_language():
    host = ServerThread()
    try:
        seats = (Seat("", True), Seat("", True), Seat("Eva", False, "medium"))
        table = host.do(host.server.open_table, "loker", seats, None, 5, 1, "points",
                        TableRules(hold_s=30, bot_delay_s=0))
        cs, is_ = _sitting(host.url, table.code, "cs"), _sitting(host.url, table.code, "is")
        # Both play their turns; the bot (seat 2) plays on the server.
        for _ in range(400):
            for lang, session in (("cs", cs), ("is", is_)):
                i18n.set_language(lang)
                session.hear_table()
                match = session.match
                if not match.is_over() and session.my_turn():
                    session.act(choose(match.game_id, match.state, session.viewer, "easy", random.Random(1)))
            if cs.match.is_over() and is_.match.is_over():
                break
            time.sleep(0.01)
        assert cs.match.is_over() and is_.match.is_over()
        # The bot's first move, as each heard it: the sentences of their own language, from the same events.
        said_cs, said_is = cs.announcer.history, is_.announcer.history  # as shown (the voice says counts as words)
        news = [m for m in cs.remote.heard if isinstance(m, p.News) and m.actor == 2]
        assert news
        first = news[0]
        in_cs, in_is, in_en = _told("cs", first, 0), _told("is", first, 1), _told("en", first, 0)
        assert in_cs and in_is and len({in_cs, in_is, in_en}) == 3
        assert any(in_cs in s for s in said_cs)
        assert any(in_is in s for s in said_is)
        assert not any(in_is in s for s in said_cs) and not any(in_cs in s for s in said_is)
    finally:
        for s in (locals().get("cs"), locals().get("is_")):
            if s is not None:
                s.close()
        host.stop()
        i18n.set_language("en")
