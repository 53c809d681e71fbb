"""What line mode reads and lists where the player is: the words of the menu, of a game and of everywhere,
and the help's entries for each.

The words are English, as line mode reads them whatever the language typed (``app.plain.words``).
"""

from __future__ import annotations

from app.core.game import Game
from app.games import GAMES
from app.plain.commands import Entry
from app.plain.table import SETUP_VERBS, setup_keywords, table_games
from app.plain.words import Vocabulary, shown
from app.session import game_title
from app.text.i18n import NP_, _, pgettext
from app.text.phrases import list_words
from app.text.telling import Teller


# The words line mode reads, in English (app.plain.words turns what the player typed into them).
# Translators: context "typed": the words a player types for this command word, separated by |, the
# one help shows first (diacritics and case are ignored when typed; English works too).
ANYWHERE_VERBS = (NP_("typed", "help"), "?", NP_("typed", "repeat"), "r", NP_("typed", "back"), "[",
                  NP_("typed", "forward"), "]", NP_("typed", "where"), "w", NP_("typed", "rules"),
                  NP_("typed", "language"), "lang", NP_("typed", "verbosity"), "v", NP_("typed", "tour"),
                  NP_("typed", "about"), "version", NP_("typed", "news"), NP_("typed", "menu"), "q",
                  NP_("typed", "quit"), "exit")
#: What may follow verbosity (alone it toggles).
VERBOSITY_WORDS = (NP_("typed", "brief"), NP_("typed", "full"))
#: What may follow rules: a step through the sections (or, in the menu, a game).
RULES_WORDS = (NP_("typed", "next"), "n", NP_("typed", "back"), NP_("typed", "previous"), "p")
MENU_VERBS = (NP_("typed", "resume"), NP_("typed", "table"), NP_("typed", "setup"), NP_("typed", "host"),
              NP_("typed", "join"), NP_("typed", "online"), NP_("typed", "tables"), NP_("typed", "create"),
              NP_("typed", "say"), NP_("typed", "lobby"), NP_("typed", "watch")) + SETUP_VERBS
#: What every game with rules reads beside its own commands; then those of a game at a table, or not.
GAME_VERBS = (NP_("typed", "undo"), "u", NP_("typed", "table"), "t", NP_("typed", "cards"), "c",
              NP_("typed", "counts"), NP_("typed", "score"), NP_("typed", "new"))
TABLE_VERBS = (NP_("typed", "next"), "n", NP_("typed", "setup"), NP_("typed", "ready"), NP_("typed", "say"),
               NP_("typed", "chat"), NP_("typed", "remove"), NP_("typed", "lobby")) + SETUP_VERBS
ALONE_VERBS = ("option", "options")


def vocabulary(game: Game | None) -> Vocabulary:
    """Return what line mode reads in the menu (``None``) or in a game: its verbs, then the words after some."""
    if game is None:
        games = list(GAMES.values())
        verbs = [w for g in games for w in g.words] + list(MENU_VERBS)
        keywords = {**setup_keywords(games), "rules": RULES_WORDS + tuple(w for g in games for w in g.words),
                    "host": tuple(w for g in games for w in g.words),
                    "create": tuple(w for g in games for w in g.words)}
    else:
        commands = game.plain.COMMANDS
        verbs = list(commands.verbs)
        if game.has_rules:
            verbs += GAME_VERBS + (TABLE_VERBS if game.table else ALONE_VERBS)
        keywords = {**setup_keywords([game]), "rules": RULES_WORDS, **commands.keywords}
    verbs += ANYWHERE_VERBS
    return Vocabulary(verbs, {**keywords, "help": verbs})


def game_for_word(word: str) -> Game | None:
    """Return the game a word typed in the menu opens, if any (the word as line mode reads it)."""
    return next((g for g in GAMES.values() if word in g.words), None)


def anywhere_entries() -> list[Entry]:
    """Return the commands that work everywhere."""
    return [
        Entry(pgettext("command", "help [COMMAND]"), _("the commands, or one"),
              _("help lists the commands that work where you are, one a line; help and a command says more "
                "about it, for example help rules."), ("?",)),
        Entry(pgettext("command", "repeat"), _("the last message again"), aliases=("r",)),
        Entry(pgettext("command", "back, forward"), _("step through the messages"),
              _("back gives the message before, forward the one after; also [ and ]."),
              ("forward", "[", "]")),
        Entry(pgettext("command", "where"), _("where you are"), aliases=("w",)),
        Entry(pgettext("command", "rules [SECTION]"), _("a game's rules"),
              _("rules reads the rules of the game a section at a time: rules next and rules back step "
                "through them, rules and a section's name goes to it. In the menu, name the game: rules tiko.")),
        Entry(pgettext("command", "language NAME"), _("change the language"),
              _("language and a language's name or code changes the language of everything: sv, fi, nl, is, "
                "cs or en."), ("lang",)),
        Entry(pgettext("command", "verbosity"), _("brief or full sentences"), aliases=("v",)),
        Entry(pgettext("command", "tour"), _("a short tour for newcomers")),
        Entry(pgettext("command", "about"), _("the version of Tabletalk"), aliases=("version",)),
        Entry(pgettext("command", "news"), _("what came while you typed"),
              _("news says again what happened at the table while you typed your last line: it waits "
                "until you press Enter, and the bell rings when it comes.")),
        Entry(pgettext("command", "menu"), _("back to the main menu"), aliases=("q",)),
        Entry(pgettext("command", "quit"), _("stop; your game is saved"), aliases=("exit",)),
    ]


def menu_entries(lobby: bool = False) -> list[Entry]:
    """Return the commands of the main menu: the games, resume, and the table for games of several seats;
    with ``lobby``, a public server's lobby's too (said only there: elsewhere they do nothing)."""
    entries = [e for e in (g.plain.COMMANDS.menu_entry() for g in GAMES.values() if not g.table) if e]
    tables = table_games()
    for game in tables:
        word = shown(game.words[0])
        usage = pgettext("command", "{word} [DEAL]").format(word=word)
        short = _("{game} at your table").format(game=game_title(game.id))
        if len(usage) + len(short) + 2 > 40:  # a 40-cell braille line: a long name says only the name
            short = game_title(game.id)
        entries.append(Entry(usage, short,
                             _("{word} starts {game} at the table you set; a number after it plays that deal, "
                               "for example {word} 5.").format(word=word, game=game_title(game.id))))
    entries.append(Entry(pgettext("command", "resume"), _("go on with the saved game")))
    if tables:
        options = list(dict.fromkeys([o.key for g in tables for o in g.options] + ["games", "count"]))
        entries += [
            Entry(pgettext("command", "players N"), _("how many play at the table")),
            Entry(pgettext("command", "seat K WHO"), _("who plays seat K"),
                  _("seat, a seat's number, then human, easy, medium or hard, and a name if you like, says who "
                    "plays that seat, for example seat 2 hard Eva.")),
            Entry(pgettext("command", "option NAME VALUE"), _("the table's rules"),
                  _("option, then {options}, then a value, sets the rules of the games at the table, for "
                    "example option games 3.").format(options=list_words([shown(o) for o in options], "or")),
                  ("options",)),
            Entry(pgettext("command", "table"), _("the table as it is set")),
            Entry(pgettext("command", "host GAME"), _("open your table to others"),
                  _("host and a game opens the table you set to players on other computers: the others "
                    "take its human seats. You hear the address and the code they type to join.")),
        ]
    entries.append(Entry(pgettext("command", "join ADDRESS CODE"), _("sit at a shared table"),
                         _("join, the address and the code of a table someone hosts, takes a seat at it; "
                           "with the code alone, the address you joined last.")))
    entries.append(Entry(pgettext("command", "online ADDRESS"), _("a public server's lobby"),
                         _("online and the address of a public server comes into its lobby: you hear who is "
                           "there and the open tables, one a line, then what changes.")))
    if lobby:
        entries += [
            Entry(pgettext("command", "tables"), _("the lobby's tables again")),
            Entry(pgettext("command", "create GAME"), _("open a table in the lobby"),
                  _("create and a game opens a table in the lobby, set as you set it here (players, seat, option), "
                    "and you sit at it; the others hear it and may join.")),
            Entry(pgettext("command", "join N"), _("sit at the lobby's table N")),
            Entry(pgettext("command", "watch N"), _("watch the lobby's table N"),
                  _("watch and a table's number says its moves as they come, with nobody's cards; lobby stops.")),
            Entry(pgettext("command", "say TEXT"), _("talk to the lobby")),
        ]
    return entries


def game_entries(game: Game, table: bool, hot_seat: bool, online: bool = False) -> list[Entry]:
    """Return the commands of a game in play: its own, then those every game has (its own win a clash)."""
    own = game.plain.COMMANDS.entries()
    if not game.has_rules:
        return own
    # Undo is listed only where the game's rules allow it (GameInfo.undo); elsewhere it is refused.
    shared = [Entry(pgettext("command", "undo"), _("take back a move"), aliases=("u",))]
    if not game.rules.info.undo:
        shared = []
    shared.append(Entry(pgettext("command", "table"), _("read the table"), aliases=("t",)))
    if type(game.text.TELLER).read_hand is not Teller.read_hand:
        shared.append(Entry(pgettext("command", "cards"), _("read your cards"), aliases=("c",)))
    shared.append(Entry(pgettext("command", "counts"), _("scores and what is left")))
    if table:
        shared += [Entry(pgettext("command", "next"), _("the next game"), aliases=("n",)),
                   Entry(pgettext("command", "new [DEAL]"), _("a new match at this table")),
                   Entry(pgettext("command", "setup"), _("who sits where"))]
        if hot_seat:
            shared.append(Entry(pgettext("command", "ready"), _("you have the keyboard")))
        if online:
            shared += [Entry(pgettext("command", "say TEXT"), _("talk to the table")),
                       Entry(pgettext("command", "chat on, off"), _("hear or mute chat")),
                       Entry(pgettext("command", "remove NAME"), _("the host removes a player")),
                       Entry(pgettext("command", "lobby"), _("leave the seat, back to the lobby"))]
    else:
        shared.append(Entry(pgettext("command", "new [DEAL]"), _("another deal")))
    names = set().union(*(e.names() for e in own)) if own else set()
    return own + [e for e in shared if not e.names() & names]


def help_lines(heading: str, entries: list[Entry]) -> list[str]:
    """Return a help list: its heading, one command a line, then the commands that work anywhere."""
    return [heading] + [e.line() for e in entries] + [_("Anywhere:")] + [e.line() for e in anywhere_entries()]


def plain_tour() -> str:
    """Return the first start's tour of line mode."""
    return _("First time here? Each line you type is a command, and every answer is one line. Type help for "
             "the commands where you are, rules for a game's rules, where for where you are, language and a "
             "name to change the language, and quit to stop; your game is saved. Type tour to hear this again.")
