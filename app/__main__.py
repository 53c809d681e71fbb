"""Start Tabletalk: the Textual table, or line mode with --plain."""

from __future__ import annotations

import gc
import sys
from types import SimpleNamespace
from typing import Any

#: What the options are when none are given: argparse (about 1 ms of the start) is imported only
#: when there are options to read.
NO_OPTIONS: dict[str, Any] = {"plain": False, "lang": None, "speech": None, "theme": None, "version": False, "join": []}


def option_parser():
    """Return the parser of the command line (argparse)."""
    import argparse

    parser = argparse.ArgumentParser(prog="tabletalk", description="Card and dice games to play by ear.")
    parser.add_argument("--plain", action="store_true", help="line mode: one announcement per line, typed commands")
    parser.add_argument("--lang", choices=["sv", "fi", "nl", "is", "cs", "en"], help="language for this run")
    parser.add_argument("--speech", choices=["auto", "screenreader", "pyttsx3", "espeak", "speechd", "off"],
                        help="speech backend for this run")
    parser.add_argument("--theme", choices=["dark", "light"],
                        help="light or dark ground for this run (the Settings keep the player's choice)")
    parser.add_argument("--version", action="store_true", help="print the version and stop")
    parser.add_argument("join", nargs="*", metavar="join ADDRESS CODE",
                        help="take a seat at a shared table (in line mode), or online ADDRESS: a public server's "
                             "lobby; tabletalk host --help hosts one, tabletalk serve --help runs a public one")
    return parser


def parse_args(argv: list[str] | None = None) -> SimpleNamespace:
    """Return the command-line options."""
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        return SimpleNamespace(**{**NO_OPTIONS, "join": []})  # a list of its own, as argparse gives
    return option_parser().parse_args(argv)


def reader_mode_for_run(settings, plain: bool, reader: bool | None = None) -> bool:
    """Turn screen reader mode on for this run when a screen reader runs; return True if it was turned on.

    Its player gets the mode from the first frame, so the reader never meets a
    screen of frames. Not when the player turned it off while a reader ran
    (``reader_mode_off``), and not in line mode, which is plain lines anyway.
    ``reader``: whether one runs, if already looked (None: look now).
    """
    if plain or settings.screen_reader or settings.reader_mode_off:
        return False
    if reader is None:
        from app.speech.readers import reader_running

        reader = reader_running()
    if not reader:
        return False
    settings.screen_reader = True
    return True


def own_ctrl_c() -> None:
    """Make Ctrl-C (SIGINT) raise KeyboardInterrupt, whatever the parent left: a parent that ignores
    SIGINT (a shell's background job, a launcher, a CI runner) hands that on, and Python then never
    sees Ctrl-C. Only the main thread may set a handler; elsewhere (a test's thread) nothing changes."""
    import signal

    try:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    except ValueError:  # not the main thread
        pass


def is_terminal(stream) -> bool:
    """Return True when ``stream`` is a terminal (False for a pipe, a file, or none at all)."""
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def main(argv: list[str] | None = None) -> int:
    """Run Tabletalk and return its exit status."""
    own_ctrl_c()
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["host"]:
        from app.net.server import main as host

        return host(argv[1:])  # a table server: it prints each table's address and code
    if argv[:1] == ["serve-order"]:
        from app.net.order import main as serve_order

        return serve_order(argv[1:])  # the operator bans or mutes a name or an address (app.net.order)
    if argv[:1] == ["serve"]:
        from app.net.public import main as serve

        return serve(argv[1:])  # a public server with a lobby (app.net.lobby)
    args = parse_args(argv)
    first = ""
    if args.join:
        if args.join[0] == "online" and len(args.join) == 2:
            pass  # a public server's lobby, in line mode (app.plain.online)
        elif args.join[0] != "join" or len(args.join) < 3:
            print("usage: tabletalk join ADDRESS CODE, or tabletalk online ADDRESS", file=sys.stderr)
            return 2
        args.plain, first = True, " ".join(args.join)
    # The full screen needs a terminal for its keys and its frames: through a pipe (`tabletalk | tee
    # log`) Textual found no size and redrew without end, growing the log by megabytes a second.
    not_terminal = not args.plain and not (is_terminal(sys.stdin) and is_terminal(sys.stdout))
    if not_terminal:
        args.plain = True
    if args.version:
        from app import version

        print(f"tabletalk {version()}")
        return 0
    # No garbage collection until the first frame is drawn (or line mode starts): the start makes
    # some 36,000 objects the collector follows, nearly all of them kept as long as the program
    # runs, and collecting among them took about a twentieth of the start. They are then frozen,
    # so later collections pass them over.
    gc.disable()

    def started(voice: bool = True) -> None:
        """Once the start is over: collect garbage again (what the start made is kept out of it), and
        let the voice's start go on with what it held back (``voice``; line mode does that itself,
        once its first line is written)."""
        gc.freeze()
        gc.enable()
        begin = getattr(speaker, "begin", None) if voice else None
        if begin is not None:
            begin()

    from app.store.settings import load_settings

    from app.store.settings import settings_path

    first_start = not settings_path().exists()
    settings, problems = load_settings()
    # --lang, --speech and --theme are for this run: the settings file keeps its own values.
    file_values = {}
    light = None if args.theme is None else args.theme == "light"
    for name, value in (("language", args.lang), ("speech", args.speech), ("light", light)):
        if value is not None:
            file_values[name] = getattr(settings, name)
            setattr(settings, name, value)
    from app.speech import start_speaker
    from app.speech.readers import reader_running

    reader = reader_running()  # one look at the running programs, for the mode and for braille
    if reader_mode_for_run(settings, args.plain, reader):
        file_values["screen_reader"] = False  # for this run: the file keeps the player's own choice

    # The voice starts on a thread of its own (loading libespeak-ng is C work
    # outside the GIL) while the rest is imported; what is said before it is
    # there waits for it. Nothing waits for the voice (issue 36), and what would
    # only compete with the start waits for its end (start_speaker's ``held``).
    speaker = start_speaker(settings.speech, settings.language, settings.rate, lines=args.plain, reader=reader,
                            held=args.plain)
    from app.session import Session
    from app.store.paths import cache_dir
    from app.speech.cues import make_cues

    session = Session(speaker=speaker, settings=settings, cues=make_cues(settings.cues, cache_dir() / "cues"))
    session.for_this_run(**file_values)
    session.first_start = first_start
    from app.speech.braille import open_braille

    if not reader:  # a screen reader brailles for itself: two clients would fight for the display
        session.use_braille(open_braille())  # BRLTTY's display, when it runs
    from app.text.errors import problem

    session.problems[:0] = [problem(p.msg_id, p.params) for p in problems]
    if not_terminal:
        from app.text.i18n import _

        session.problems.insert(0, _("Line mode: the full screen needs a terminal for its keys and its "
                                     "output, and one of them is not."))
    if args.plain:
        from app.plain.repl import run_plain

        started(voice=False)
        return run_plain(session, first)
    from app.ui.menu_items import first_sentence

    # The menu's first sentence is said before Textual is loaded (about half
    # of the start): the player hears the menu before it is painted.
    session.say(first_sentence(session), "info")
    from app.ui.app import make_app

    app = make_app(session, opening_said=True, drawn=started)
    app.run()
    session.close()
    # After a crash Textual shows the error and sets a return code: the exit status must say so too.
    return app.return_code or 0


if __name__ == "__main__":
    sys.exit(main())
