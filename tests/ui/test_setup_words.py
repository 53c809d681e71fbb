"""The table setup's words fit the game at hand: every game's setup (Textual and line mode) and its help
name no other game and none of another game's options, and say what this game's match counts."""

from __future__ import annotations

import io

import pytest

from app.games import GAMES
from app.plain.repl import PlainMode
from app.plain.table import table_games
from app.session import Session, game_title
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.ui import words
from ui_helpers import open_setup, screen_text

TABLE_GAMES = [g.id for g in table_games()]


def foreign_words(game_id: str) -> list[str]:
    """Return what only other games say: their names, and the names of their options this game lacks."""
    game = GAMES[game_id]
    own = {o.key for o in game.options}
    found = [game_title(g.id) for g in GAMES.values() if g.id != game_id]
    for other in table_games():
        if other.id == game_id:
            continue
        for option in other.options:
            if option.key not in own:
                found.append(other.text.TELLER.option_row(option.key, option.default).split(":")[0] + ":")
    return found


def match_unit(game_id: str) -> str:
    return "points" if GAMES[game_id].counts == "points" else "cards won"


@pytest.mark.parametrize("game_id", TABLE_GAMES)
async def test_the_setup_screen_and_its_help_speak_of_this_game_only(app, game_id):
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen = await open_setup(pilot, game_id)
        labels = [screen.label(key) for key in screen.rows()]
        help_text = [screen.help_name()] + [f"{head} {k} {what}" for head, entries in screen.help_sections()
                                            for k, what in entries]
        text = "\n".join([screen_text(app), screen.intro(), screen.where(), *labels, *help_text])
        for word in foreign_words(game_id):
            assert word not in text, (game_id, word)
        assert screen.help_name() == words.setup_title(game_title(game_id))  # "Zocken: the table"
        assert f"The match counts: {match_unit(game_id)}" in labels
        for option in GAMES[game_id].options:
            assert GAMES[game_id].text.TELLER.option_row(option.key, option.default) in labels


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_setup_in_a_line_mode_game_reads_its_own_table_one_thing_a_line(game_id):
    game = GAMES[game_id]
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    out = io.StringIO()
    mode = PlainMode(session, io.StringIO(""), out)
    players = max(2, game.players[0])
    for line in (f"players {players}", f"{game.words[0].split('|')[0]} 3"):
        mode.handle(line)
    assert mode.where == game_id
    said = len(out.getvalue().splitlines())
    mode.handle("setup")
    lines = out.getvalue().splitlines()[said:]
    text = "\n".join(lines)
    for word in foreign_words(game_id):
        assert word not in text, (game_id, word)
    assert lines[0].startswith("Players: ")
    rows = [game.text.TELLER.option_row(o.key, o.default) + "." for o in game.options]
    assert lines[1:1 + len(rows)] == rows  # each option on a line of its own
    assert lines[-2:] == ["A match has 1 game.", "A match is counted in points." if game.counts == "points"
                          else "A match is counted in cards."]
    assert all(len(line) < 120 for line in lines)


def test_table_in_the_menu_reads_each_game_s_variants_on_a_line_of_its_own():
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    out = io.StringIO()
    PlainMode(session, io.StringIO("table\n"), out).run()
    lines = out.getvalue().splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("Players: "))
    variants = [g for g in table_games() if g.options]
    table = lines[first:first + len(variants) + 3]
    assert len(table) == len(variants) + 3
    for game, line in zip(variants, table[1:]):
        others = [game_title(g.id) for g in variants if g.id != game.id]
        assert not any(name in line for name in others), line
    assert table[-1] == "A match adds up the scores of its games."
