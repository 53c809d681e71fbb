"""The table server's command line (``tabletalk host``), and the address others type to join.

The server itself is in modules of one job each:

- ``app.net.table_server``: ``TableServer``, tables by short code, the connections to them, the saving;
- ``app.net.server_table``: ``Table``, one table: the one true match of its game, its seats, what each
  seat is sent, its bots and race clock (through ``app.bots.table``, the core a game here uses too);
- ``app.net.connection``: one connection: its hello, its seat, its messages.

Their names are importable from here as before (``from app.net.server import TableServer``).

Run ``python -m app.net.server --help`` (or ``tabletalk host``).
"""

from __future__ import annotations

import asyncio
import signal
import socket
from pathlib import Path

from app.core.seats import LEVELS, Seat
from app.games import GAMES, REGISTRY
from app.net.collector import Freezer, Trimmer
from app.net.guard import quiet_logs, raise_open_files
from app.net.server_table import TABLE_FORMAT, Table, TableRules, printable
from app.net.table_server import Limits, TableServer, new_code

__all__ = ["TABLE_FORMAT", "Limits", "Table", "TableRules", "TableServer", "add_order_option", "joinable",
           "keep_serving", "main", "new_code", "order_file", "parse_args", "printable", "run", "seats_from", "serve",
           "tls_context"]


def add_order_option(parser) -> None:
    """Give a server's command line (``host`` and ``serve``) the operator's file of bans and mutes."""
    parser.add_argument("--order", default="",
                        help="the operator's file of bans and mutes, read again when it changes "
                             "(default: order.txt in the data folder; tabletalk serve-order edits it)")


def order_file(args) -> Path:
    """Return the order file the command line named, or the data folder's."""
    from app.net.order import default_path

    return Path(args.order) if getattr(args, "order", "") else default_path()


def seats_from(spec: list[str], players: int) -> tuple[Seat, ...]:
    """Return the seats a host asked for: ``spec`` lists each seat's kind (human, easy, medium, hard)."""
    from app.core.seats import BOT_NAMES

    kinds = (spec + ["human"] * players)[:max(players, len(spec))]
    seats = []
    for i, kind in enumerate(kinds):
        if kind == "human":
            seats.append(Seat("", human=True))
        elif kind in LEVELS:
            seats.append(Seat(BOT_NAMES[i % len(BOT_NAMES)], human=False, level=kind))
        else:
            raise ValueError(f"unknown seat kind {kind!r}")
    return tuple(seats)


def tls_context(cert: str | None, key: str | None):
    """Return a server TLS context for a certificate (and key) file, or None without one."""
    if not cert:
        return None
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key or None)
    return context


def parse_args(argv: list[str] | None = None):
    """Return the server's command-line options."""
    import argparse

    parser = argparse.ArgumentParser(prog="tabletalk host", description="Host a Tabletalk table.")
    parser.add_argument("--game", default=next(g.id for g in GAMES.values() if g.table), choices=sorted(REGISTRY))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seats", default="", help="each seat's kind, comma separated: human,hard,human")
    parser.add_argument("--deal", type=int, default=0)
    parser.add_argument("--games", type=int, default=1, help="games in the match (0: as many as you like)")
    parser.add_argument("--host", default="", help="address to listen on (default: every address)")
    parser.add_argument("--port", type=int, default=4747)
    parser.add_argument("--saves", default="", help="folder of the tables' files (default: the data folder)")
    parser.add_argument("--hold", type=float, default=120.0, help="seconds a dropped player's seat is kept")
    parser.add_argument("--bot-delay", type=float, default=1.0)
    parser.add_argument("--takeover", default="medium", choices=LEVELS)
    parser.add_argument("--cert", default="", help="TLS certificate (PEM); with it the table is wss://")
    parser.add_argument("--key", default="")
    parser.add_argument("--resume-only", action="store_true", help="open no new table, only the saved ones")
    parser.add_argument("--tables", type=int, default=1, help="how many such tables to open")
    parser.add_argument("--waiting", type=int, default=Limits.waiting_per_address,
                        help="connections one address may have open before their hello")
    add_order_option(parser)
    parser.add_argument("--no-trim", action="store_true", help=argparse.SUPPRESS)  # the flood bench's comparison
    return parser.parse_args(argv)


async def serve(args, ready=None) -> None:
    """Run a server as ``args`` say until cancelled; ``ready(server, host, port)`` is called once it listens."""
    from app.store.paths import data_dir

    saves = Path(args.saves) if args.saves else data_dir() / "tables"
    raise_open_files()  # each connection is a file: the soft limit would refuse players long before the hard one
    server = TableServer(saves, Limits(waiting_per_address=max(1, args.waiting)),
                         log=lambda text: print(text, flush=True), order=order_file(args))
    quiet_logs(server.log)
    server.resume_tables()
    if not server.tables and not args.resume_only:
        seats = seats_from([s for s in args.seats.split(",") if s], args.players)
        for _ in range(max(1, args.tables)):
            server.open_table(args.game, seats, deal=args.deal or None, rounds=args.games,
                              rules=TableRules(args.hold, args.bot_delay, args.takeover))
    host, port = await server.start(args.host or None, args.port, tls_context(args.cert, args.key))
    await keep_serving(server, host, port, ready, trim=not getattr(args, "no_trim", False))


async def keep_serving(server, host: str, port: int, ready=None, trim: bool = True) -> None:
    """Serve until cancelled (Ctrl-C) or SIGTERM, then stop: every seat told, every table's file written
    (``host`` and ``serve``). ``ready(server, host, port)`` is called first."""
    freezer = Freezer()  # the tables just opened, and later what lasts, are left out of the collections
    freezer.start()
    trimmer = Trimmer(lambda: server.open_connections, freezer)  # after a flood, the memory comes back
    server.on_connection = trimmer.note
    if trim:
        trimmer.start()
    if ready is not None:
        ready(server, host, port)
    stopped = asyncio.get_running_loop().create_future()
    on_sigterm = stop_on_sigterm(stopped)
    try:
        await stopped
    finally:
        if on_sigterm:
            asyncio.get_running_loop().remove_signal_handler(signal.SIGTERM)
        trimmer.stop()
        freezer.stop()
        await server.stop()


def stop_on_sigterm(stopped: asyncio.Future) -> bool:
    """Make SIGTERM end ``stopped``, so the server stops as after Ctrl-C: every seat told, every table's
    file written whole. SIGTERM is how a service manager stops it (systemd, ``podman stop``); by default
    it ended the process at once, leaving the journal for the next start to fold in. Return False where
    the loop cannot take signals (Windows, a thread other than the main one): nothing changes there."""
    def stop() -> None:
        if not stopped.done():
            stopped.set_result(None)

    try:
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop)
    except (NotImplementedError, RuntimeError, ValueError):
        return False
    return True


def joinable(host: str | None, port: int, scheme: str = "ws") -> tuple[str, str]:
    """Return the address others type to join a server listening on ``host``, and this machine's name to
    say beside it ("" when the address is that name). Where it listens on every address, the address is
    this machine's own IP address on its network (a name others' computers often cannot look up), else
    the address it listens on (a loopback one: only this machine can join). A TLS table's address begins
    with ``wss://``: a plain connection gets nowhere there."""
    name = ""
    if host in (None, "", "0.0.0.0", "::"):
        host, name = outward_address(), socket.gethostname()
    address = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    return (f"wss://{address}" if scheme == "wss" else address), (name if name != host else "")


def outward_address() -> str:
    """Return this machine's IP address on its network: the one a connection out would come from (a UDP
    socket is only pointed at a documentation address, TEST-NET-1; nothing is sent), else the name's."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            return probe.getsockname()[0]
    except OSError:
        pass
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"


def main(argv: list[str] | None = None) -> int:
    """Host tables until interrupted; print each table's address and code (one line each, for scripts)."""
    args = parse_args(argv)
    scheme = "wss" if args.cert else "ws"
    from app.store.settings import load_settings
    from app.text import i18n

    i18n.set_language(load_settings()[0].language)  # the host reads the table's address in their language

    def ready(server, host, port):
        shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
        from app.text import online

        for code in server.tables:
            print(online.hosting(*joinable(host, port, scheme), code), flush=True)
            print(f"table {code} {scheme}://{shown}:{port}", flush=True)  # for scripts: one line a table

    return run(serve(args, ready), args.port)


def run(serving, port: int) -> int:
    """Run a server's coroutine until Ctrl-C (or SIGTERM: ``stop_on_sigterm``); return the exit status, 1
    after saying in a sentence, not a traceback, that ``port`` is in use."""
    try:
        asyncio.run(serving)
    except KeyboardInterrupt:
        pass
    except OSError as error:
        import errno

        if error.errno != errno.EADDRINUSE:
            raise
        from app.text import online

        print(online.port_taken(port), flush=True)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
