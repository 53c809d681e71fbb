"""What a player hears about a public server's lobby: who is there, the open tables, what changed.

The server sends the lobby as data (``app.net.protocol``: ``LobbyWelcome``, ``LobbyNews``, ``TableInfo``);
each front end says it here, in its own language, for the ear: counts first, then one line a table.
"""

from __future__ import annotations

from typing import Sequence

from app.games import GAMES
from app.text.i18n import LANGUAGES, _, ngettext
from app.text.seats import player_name


def game_name(game_id: str) -> str:
    """Return a game's name in the player's language (a game this Tabletalk does not have: its id)."""
    game = GAMES.get(game_id)
    return _(game.title) if game is not None else game_id


def counts(tables: int, players: int) -> str:
    """Return the lobby's counts, said first: "3 tables, 5 players."."""
    return _("{tables}, {players}.").format(
        tables=ngettext("{count} table", "{count} tables", tables).format(count=tables),
        players=ngettext("{count} player", "{count} players", players).format(count=players))


def table_line(number: int, info) -> str:
    """Return one table as the lobby lists it: "Table 1: Zip Zap, 2 of 4 seats free, Svenska, opened by Eva."."""
    seats = len(info.seats)
    parts = [ngettext("{free} of {count} seat free", "{free} of {count} seats free", seats).format(
        free=info.free, count=seats)]
    if info.over:
        parts.append(_("over"))
    if info.language:
        parts.append(LANGUAGES.get(info.language, info.language))
    if info.host:
        parts.append(_("opened by {name}").format(name=player_name(info.host)))
    if info.watchers:
        parts.append(ngettext("{count} watching", "{count} watching", len(info.watchers)).format(
            count=len(info.watchers)))
    return _("Table {number}: {game}, {details}.").format(number=number, game=game_name(info.game_id),
                                                         details=", ".join(parts))


def summary(tables: Sequence[tuple[int, object]], players: Sequence[str]) -> list[str]:
    """Return the lobby as lines: the counts and who is there, then one line a table."""
    from app.text.phrases import list_words

    head = counts(len(tables), len(players))
    if players:
        head += " " + _("Here: {names}.").format(names=list_words([player_name(n) for n in players]))
    return [head] + [table_line(number, info) for number, info in tables]


def news(message, number: int) -> str:
    """Return the sentence for a piece of lobby news (``number``: its table's number here, 0 for none);
    "" for news not said (a change of a table that the list says anyway)."""
    kind = message.kind
    name = player_name(message.name) if message.name else ""
    if kind == "came":
        return _("{name} came to the lobby.").format(name=name)
    if kind == "went":
        return _("{name} left the lobby.").format(name=name)
    if kind == "chat":
        return _("{name} says: {text}").format(name=name, text=message.text)
    if kind == "opened" and message.table is not None:
        return _("A new table. {line}").format(line=table_line(number, message.table))
    if kind == "changed" and message.table is not None:  # its free seats changed (LobbyLink says only those)
        return table_line(number, message.table)
    if kind == "ended":
        return _("Table {number} closed.").format(number=number)
    if kind == "refused":
        return refused(message.text)
    if kind == "muted":
        from app.text.online import notice

        return notice("muted", (), None)
    return ""


def refused(why: str) -> str:
    """Return why the server did not open a table a player asked for."""
    return {
        "bad_game": _("That game cannot be played at a shared table."),
        "bad_seats": _("The table needs as many seats as the game takes, and one human seat at least."),
        "too_many_tables": _("The server has as many tables open as it allows, or you have: wait until one "
                             "closes."),
    }.get(why, _("The server could not open that table."))


def entered(address: str, name: str) -> str:
    """Return what a player hears on coming into a lobby."""
    return _("You are in the lobby at {address} as {name}.").format(address=address, name=player_name(name))


def watching(number: int, game_id: str) -> str:
    """Return what a player hears on starting to watch a table."""
    return _("You watch table {number}: {game}. Type lobby to stop.").format(number=number, game=game_name(game_id))


def serving(address: str, name: str) -> str:
    """Return what the operator hears once the server listens: where players connect."""
    if name:
        return _("The lobby is open at {address} (the computer {name}). Players type: online {address}").format(
            address=address, name=name)
    return _("The lobby is open at {address}. Players type: online {address}").format(address=address)
