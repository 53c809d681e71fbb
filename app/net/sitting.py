"""Taking a seat at a shared table from a front end: join one by address and code, or host one.

Both end the same way: the Session plays through a ``RemoteTable``
(``Session.join``); the host's own table runs on a server in this process.
"""

from __future__ import annotations

from websockets.exceptions import WebSocketException

from app.core.seats import Seat
from app.net import hosting
from app.net.client import Refusal, RemoteTable
from app.net.server import TableRules
from app.store import seats
from app.text import online
from app.text.i18n import _

#: The server this process hosts, if any (one a sitting).
HOSTED: hosting.ServerThread | None = None


def join(session, args: list[str]) -> bool:
    """Join the table ``args`` name (ADDRESS CODE, or CODE at the address joined last); say why not."""
    last = session.settings.last_table
    if len(args) == 1 and last:
        address, code = last, args[0]
    elif len(args) >= 2:
        address, code = args[0], "".join(args[1:])  # a code said apart ("K 7 M") may be typed apart
    else:
        session.say(_("Type: join ADDRESS CODE, for example join 192.168.1.20:4747 K7MQ2."), "alert")
        return False
    name = session.settings.player_name
    code = code.upper()
    try:
        # A seat held here before (a drop, a crash, a restart of Tabletalk) is taken back with its token.
        token = "" if session.guest else seats.token_for(address, code, name)
        remote = RemoteTable(address, code, name, token)
    except Refusal as refusal:
        session.say(online.closed(refusal.reason), "alert")
        return False
    except (OSError, TimeoutError, ValueError, WebSocketException):  # nobody answers, or not a table, or no address
        session.say(online.unreachable(address), "alert")
        return False
    if address != last:
        session.settings.last_table = address
        session.save_settings()
    if not session.guest:  # a second Tabletalk on this data folder keeps nothing in it
        seats.keep_token(address, code, name, remote.token)
    session.join(remote)
    return True


def host(session, game_id: str, seats: tuple[Seat, ...], options: dict, rounds: int, count: str,
         hold_s: float = 120.0) -> bool:
    """Open a table for the seats set (its humans beside the first are free for others to take) on a server
    in this process, say its address and code, and take its first human seat."""
    global HOSTED
    if HOSTED is None:
        HOSTED = hosting.ServerThread(host=hosting.LISTEN, port=hosting.PORT)
    seats = tuple(Seat(s.name if i == 0 else ("" if s.human else s.name), s.human, s.level)
                  for i, s in enumerate(seats))
    table = HOSTED.open_table(game_id, seats, options, None, rounds, count,
                              TableRules(hold_s=hold_s, bot_delay_s=session.settings.bot_pace / 1000))
    session.say(online.hosting(HOSTED.public_address(), table.code))
    remote = RemoteTable(HOSTED.url, table.code, session.settings.player_name)
    session.join(remote)
    return True


def stop_hosting() -> None:
    """Stop the server this process hosts, if any."""
    global HOSTED
    if HOSTED is not None:
        HOSTED.stop()
        HOSTED = None
