"""A public table server's command line (``tabletalk serve``): a lobby where players create, join and watch
tables (``app.net.lobby``), on the same ``TableServer`` as ``tabletalk host``.

Run ``python -m app.net.public --help`` (or ``tabletalk serve --help``).
"""

from __future__ import annotations

from pathlib import Path

from app.core.seats import LEVELS
from app.net.guard import quiet_logs, raise_open_files
from app.net.lobby import Lobby
from app.net.server import add_order_option, joinable, keep_serving, order_file, run, tls_context
from app.net.server_table import TableRules
from app.net.table_server import Limits, TableServer


def parse_args(argv: list[str] | None = None):
    """Return the public server's command-line options."""
    import argparse

    parser = argparse.ArgumentParser(prog="tabletalk serve",
                                     description="Run a public Tabletalk server: a lobby of tables to create, "
                                                 "join and watch.")
    parser.add_argument("--host", default="", help="address to listen on (default: every address)")
    parser.add_argument("--port", type=int, default=4747)
    parser.add_argument("--saves", default="", help="folder of the tables' files (default: the data folder)")
    parser.add_argument("--cert", default="", help="TLS certificate (PEM); with it the server is wss://")
    parser.add_argument("--key", default="")
    parser.add_argument("--idle", type=float, default=1800.0,
                        help="seconds after which a table with no move and nobody sitting down closes (0: never)")
    parser.add_argument("--max-tables", type=int, default=500, help="tables open at once, at most")
    parser.add_argument("--per-player", type=int, default=3, help="tables one lobby player may have open")
    parser.add_argument("--hold", type=float, default=120.0, help="seconds a dropped player's seat is kept")
    parser.add_argument("--bot-delay", type=float, default=1.0)
    parser.add_argument("--takeover", default="medium", choices=LEVELS)
    parser.add_argument("--waiting", type=int, default=Limits.waiting_per_address,
                        help="connections one address may have open before their hello")
    add_order_option(parser)
    return parser.parse_args(argv)


async def serve(args, ready=None) -> None:
    """Run a public server as ``args`` say until cancelled; ``ready(server, host, port)`` once it listens."""
    from app.store.paths import data_dir

    saves = Path(args.saves) if args.saves else data_dir() / "tables"
    raise_open_files()
    server = TableServer(saves, Limits(waiting_per_address=max(1, args.waiting)),
                         log=lambda text: print(text, flush=True), order=order_file(args))
    quiet_logs(server.log)
    lobby = Lobby(server, TableRules(args.hold, args.bot_delay, args.takeover), idle_s=max(0.0, args.idle),
                  max_tables=max(1, args.max_tables), per_player=max(1, args.per_player))
    server.resume_tables()  # the tables of a server killed or stopped: their players come back by themselves
    host, port = await server.start(args.host or None, args.port, tls_context(args.cert, args.key))
    lobby.start()
    await keep_serving(server, host, port, ready)


def main(argv: list[str] | None = None) -> int:
    """Serve until interrupted; print where players connect (a sentence, and one line for scripts)."""
    args = parse_args(argv)
    scheme = "wss" if args.cert else "ws"
    from app.store.settings import load_settings
    from app.text import i18n

    i18n.set_language(load_settings()[0].language)

    def ready(server, host, port):
        import app.text.lobby as words

        shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
        print(words.serving(*joinable(host, port, scheme)), flush=True)
        print(f"lobby {scheme}://{shown}:{port}", flush=True)  # for scripts

    return run(serve(args, ready), args.port)


if __name__ == "__main__":
    raise SystemExit(main())
