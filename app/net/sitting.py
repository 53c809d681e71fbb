"""Taking a seat at a shared table from a front end: join one by address and code, or host one.

Both end the same way: the Session plays through a ``RemoteTable``
(``Session.join``); the host's own table runs on a server in this process.
"""

from __future__ import annotations

import re

from websockets.exceptions import WebSocketException

from app.core.seats import Seat
from app.net import hosting, names
from app.net.client import Refusal
from app.net.remote import RemoteTable
from app.net.server import TableRules
from app.store import seats
from app.text import online
from app.text.i18n import _

#: The server this process hosts, if any (one a sitting).
HOSTED: hosting.ServerThread | None = None


#: An address as typed or said: ``host:port``, ``[v6]:port`` or anything after ``ws://`` / ``wss://``.
_ADDRESS = re.compile(r"^(wss?://\S+|\[[0-9A-Fa-f:.]+\]:\d+|[A-Za-z0-9.-]+:\d+)$")
#: The characters of a table code (``server.CODE_LETTERS``), and how long a code is.
_CODE = re.compile(r"^[A-Za-z0-9]+$")
CODE_LENGTH = 5


def parse_join(words: list[str], last: str = "") -> tuple[str, str, str] | None:
    """Return (address, code, certificate file) from what a player typed to join: ``ADDRESS CODE``, the code
    with spaces as it is said ("K 7 M Q 2"), ``join`` in front, the whole sentence the host was told
    ("Your table is open at ... Others type: join 192.168.1.20:4747 K 7 M Q 2"), or ``CODE`` alone at the
    address joined last; ``--ca FILE`` names a certificate to trust. None when no code is found."""
    words, cafile = list(words), ""
    if "--ca" in words:
        at = words.index("--ca")
        cafile = words[at + 1] if at + 1 < len(words) else ""
        del words[at:at + 2]
    words = [w.strip(",.;:!?()\"'") if not _ADDRESS.match(w) else w for w in words]
    words = [w.rstrip(",.;") for w in words if w]
    found = [i for i, w in enumerate(words) if _ADDRESS.match(w)]
    if found:  # the last address said: in the host's sentence, the one in what others type
        at = found[-1]
        address, rest = words[at], words[at + 1:]
    else:
        rest = [w for w in words if w.lower() != "join"]
        if len(rest) >= 2 and not _CODE.match(rest[0]) or len(rest) >= 2 and len("".join(rest)) > CODE_LENGTH:
            address, rest = rest[0], rest[1:]  # a name without a port: the port is the usual one
        elif last:
            address = last
        else:
            return None
    code = ""
    for word in rest:  # the code's pieces, until it is whole
        if len(code) >= CODE_LENGTH or not _CODE.match(word):
            break
        code += word
    return (address, code.upper(), cafile) if code else None


def join(session, args: list[str]) -> bool:
    """Join the table ``args`` name (see ``parse_join``); say why not."""
    last = session.settings.last_table
    parsed = parse_join(args, last)
    if parsed is None:
        session.say(_("Type: join ADDRESS CODE, for example join 192.168.1.20:4747 K7MQ2."), "alert")
        return False
    address, code, cafile = parsed
    name = session.settings.player_name
    try:
        # A seat held here before (a drop, a crash, a restart of Tabletalk) is taken back with its token.
        token = "" if session.guest else seats.token_for(address, code, name)
        remote = RemoteTable(address, code, name, token, cafile=cafile or None, proof=name_proof(session, address))
    except Refusal as refusal:
        session.say(online.closed(refusal.reason), "alert")
        return False
    except (OSError, ValueError) as error:  # nobody answers, no such name, TLS refused
        if cafile and not _readable_certificate(cafile):
            session.say(online.no_certificate(cafile), "alert")
            return False
        problem = _tls_problem(address, error)
        session.say(online.closed(problem) if problem else online.unreachable(address), "alert")
        return False
    except WebSocketException as error:  # not a table (or a plain connection to a TLS one)
        problem = _tls_problem(address, error)
        session.say(online.closed(problem) if problem else online.unreachable(address), "alert")
        return False
    if address != last:
        session.settings.last_table = address
        session.save_settings()
    if not session.guest:  # a second Tabletalk on this data folder keeps nothing in it
        seats.keep_token(address, code, name, remote.token)
    session.join(remote)
    return True


def name_proof(session, address: str) -> str:
    """Return the proof of the player's name for the server at ``address`` (``app.net.names``), made from
    the key in the data folder; a key made (again) is said first. "" (no name claimed) when there is no
    name, or the key can be neither read nor made, or in a guest window that finds none to read."""
    if not session.settings.player_name:
        return ""
    if session.guest and not names.key_path().exists():
        return ""  # the other window's data folder: nothing is made in it
    try:
        key, made = names.own_key()
    except OSError:
        return ""
    # Said when a key was lost: one that could not be read, or none where tables were joined before (the
    # first key, made at the first join, is no news).
    if made == "remade" or made == "made" and seats.any_held():
        session.say(online.name_key(made), "alert")
    return names.proof_for(key, address)


def _readable_certificate(path: str) -> bool:
    """Return True when ``path`` holds certificates TLS can trust."""
    import ssl

    try:
        ssl.create_default_context().load_verify_locations(path)
    except (OSError, ValueError):
        return False
    return True


def _tls_problem(address: str, error: BaseException) -> str:
    """Return the TLS reason a failed join had ("" for none): an untrusted certificate, or the wrong scheme."""
    import asyncio

    from app.net.client import diagnose, url_for

    from concurrent.futures import ThreadPoolExecutor

    # On a thread of its own: the full screen calls this from inside its running event loop.
    with ThreadPoolExecutor(1, thread_name_prefix="tabletalk-diagnose") as pool:
        try:
            return pool.submit(asyncio.run, diagnose(url_for(address), error)).result(10)
        except Exception:  # noqa: BLE001 - no diagnosis is no worse than before: "no table answers"
            return ""


def host(session, game_id: str, seats: tuple[Seat, ...], options: dict, rounds: int, count: str,
         hold_s: float = 120.0) -> bool:
    """Open a table for the seats set (its humans beside the first are free for others to take) on a server
    in this process, say its address and code, and take its first human seat."""
    global HOSTED
    if HOSTED is None:
        HOSTED = hosting.ServerThread(host=hosting.LISTEN, port=hosting.PORT)
    seats = tuple(Seat(s.name if i == 0 else ("" if s.human else s.name), s.human, s.level)
                  for i, s in enumerate(seats))
    # The host sits at the first human seat, and may remove others from the table (app.net.order).
    owner = next((i for i, s in enumerate(seats) if s.human), None)
    table = HOSTED.open_table(game_id, seats, options, None, rounds, count,
                              TableRules(hold_s=hold_s, bot_delay_s=session.settings.bot_pace / 1000), owner)
    address, name = HOSTED.public_address()
    session.say(online.hosting(address, name, table.code))
    remote = RemoteTable(HOSTED.url, table.code, session.settings.player_name,
                         proof=name_proof(session, HOSTED.url))
    remote.address = address  # what the others type, not this machine's loopback
    session.join(remote)
    return True


def stop_hosting() -> None:
    """Stop the server this process hosts, if any."""
    global HOSTED
    if HOSTED is not None:
        HOSTED.stop()
        HOSTED = None
