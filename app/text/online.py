"""What a player hears about a shared table: who came and went, chat, the connection, and why it closed.

The server sends notices and reasons as data (``app.net.protocol``); each
front end says them here, in its own language.
"""

from __future__ import annotations

from typing import Sequence

from app.core.seats import Seat
from app.text.i18n import _, ngettext
from app.text.seats import player_name, seat_name


def joined(seats: Sequence[Seat], seat: int, code: str, title: str) -> str:
    """Return what a player hears on taking a seat at a shared table."""
    return _("{game} at table {code}: you sit at seat {number}.").format(game=title, code=spelled(code),
                                                                       number=seat + 1)


def own_chat(text: str) -> str:
    """Return the echo of a player's own chat line, as the others hear it with the player's name."""
    return _("You say: {text}").format(text=text)


def spelled(code: str) -> str:
    """Return a table code with its characters apart, so a voice says each one ("K 7 M Q 2")."""
    return " ".join(code)


def notice(kind: str, seats: Sequence[Seat], seat: int | None, name: str = "", text: str = "",
           hold: int = 0) -> str:
    """Return the sentence for a notice about the table ("" for one not said)."""
    who = player_name(name) if name else (seat_name(seats, seat) if seat is not None and seat < len(seats) else "")
    if kind == "joined":
        return _("{name} sits down at seat {number}.").format(name=who, number=(seat or 0) + 1)
    if kind == "back":
        return _("{name} is back at the table.").format(name=who)
    if kind == "left":
        return ngettext("{name} dropped out; the seat is kept for {count} second.",
                        "{name} dropped out; the seat is kept for {count} seconds.", hold).format(
            name=who, count=hold)
    if kind == "bot":
        return _("A bot plays for {name} now.").format(name=who)
    if kind == "chat":
        if seat is not None:
            return _("{name}, seat {number}, says: {text}").format(name=who, number=seat + 1, text=text)
        return _("{name} says: {text}").format(name=who, text=text)
    if kind == "dropped":
        return _("The connection to the table was lost; trying again.")
    if kind == "reconnected":
        return _("Back at the table.")
    if kind == "server_stopping":  # said before the connection goes: why it went, then the tries to come back
        return closed(kind)
    if kind == "fair":
        return _("The deal was checked: fair.")
    if kind == "unfair":
        return _("Warning: the deal is not the one the table promised. The host may have cheated.")
    if kind == "watches":
        return _("{name} watches.").format(name=who)
    if kind == "unwatches":
        return _("{name} stopped watching.").format(name=who)
    if kind == "chosen":
        return _("The host chose this deal's number, so the host can know every card.")
    if kind == "removed":
        return _("The host removed {name} from the table; a bot plays the seat.").format(name=who)
    if kind == "muted":
        return _("The server's operator has muted you: nobody hears your chat.")
    return ""


def closed(reason: str) -> str:
    """Return why the table closed this player's connection."""
    return {
        "wrong_code": _("There is no table with that code."),
        "table_full": _("That table is full."),
        "version": _("That table runs another version of Tabletalk."),
        "too_large": _("The table refused a message that was too long."),
        "too_many": _("The table refused messages sent too fast."),
        "not_protocol": _("The table did not understand what was sent."),
        "not_hello": _("The table did not understand what was sent."),
        "replaced": _("Your seat was taken back from another window."),
        "server_stopping": _("The table server stopped."),
        "left": _("You left the table."),
        "untrusted": _("The table's certificate is not trusted here. If the host gave you the certificate "
                       "file, type it after the code: --ca FILE."),
        "secure": _("That table takes only secure connections: type wss:// before its address."),
        "not_secure": _("That table takes no secure connections: type its address without wss://."),
        "slow_down": _("Too many wrong codes from your address: wait a minute, then try again."),
        "name_taken": _("That name is someone else's on this server. Choose another name in the settings."),
        "banned": _("The server's operator does not let you in."),
        "removed": _("The table's host removed you from the table."),
        "table_closed": _("The table was closed: its match is over, or nobody played for a long time."),
        "no_lobby": _("That server has no lobby: join a table there with its code."),
    }.get(reason, _("The connection to the table is closed."))


def unreachable(address: str) -> str:
    """Return what a player hears when no table server answers at an address."""
    return _("No table answers at {address}.").format(address=address)


def no_certificate(path: str) -> str:
    """Return what a player hears when the certificate file they named cannot be read."""
    return _("No certificate can be read from {path}.").format(path=path)


def table_at(address: str, code: str) -> str:
    """Return where a shared table is, as others type it to join (said again by "where am I")."""
    return _("Table at {address}, code {code}.").format(address=address, code=spelled(code))


def port_taken(port: int) -> str:
    """Return what a host hears when the port asked for is in use already."""
    return _("Port {port} is in use already, perhaps by another table. Choose another with --port, "
             "or --port 0 for any free one.").format(port=port)


def hosting(address: str, name: str, code: str) -> str:
    """Return what the host hears once the table is open: where others join (with the machine's name
    beside its address, when it has one), and the code; what others type comes last, whole, so that they
    can type it, or paste the whole sentence into their join."""
    if name:
        return _("Your table is open at {address} (the computer {name}), code {code}. "
                 "Others type: join {address} {code}").format(address=address, name=name, code=spelled(code))
    return _("Your table is open at {address}, code {code}. Others type: join {address} {code}").format(
        address=address, code=spelled(code))


def you_removed(seats: Sequence[Seat], seat: int) -> str:
    """Return what the table's creator hears once they removed a player (``seats``: as they were)."""
    return _("You removed {name} from the table; a bot plays seat {number}.").format(
        name=seat_name(seats, seat), number=seat + 1)


def no_such_player(who: str) -> str:
    """Return what a player hears who named nobody at the table to remove."""
    return _("Nobody at this table is called {who}. Type remove and a player's name or seat number.").format(
        who=who)


def name_key(made: str) -> str:
    """Return what a player hears when their name key was made ("made") or made again ("remade")."""
    if made == "remade":
        return _("Your name key could not be read, so a new one was made: a name you claimed on a server "
                 "with the old one is no longer yours there.")
    return _("Your name key was missing, so a new one was made: a name you claimed on a server with the old "
             "one is no longer yours there.")
