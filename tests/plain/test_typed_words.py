"""Commands in every language (issue 12, point 1): each command has a word in each catalog, typed
with or without diacritics, English always understood too; help lists the language's words; no
word names two commands in one place; a whole short game of each kind typed in each language."""

from __future__ import annotations

import io

import pytest

from app.games import GAMES
from app.games.zoker.cards import parse_card
from app.games.zoker.explorer import cube
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.solo import rules as solo
from app.games.zoker.tiko import text as tiko_text
from app.plain.repl import PlainMode, vocabulary
from app.plain.words import clashes, fold, typed
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import i18n
from test_plain import Typist, memo_move, solo_commands

LANGUAGES = ("sv", "fi", "nl", "is", "cs")

#: What a player of each language types, written out here (not read from the catalogs) so that a
#: word lost from a catalog fails a test. English -> the word help shows in that language.
WORDS = {
    "sv": {"help": "hjälp", "where": "var", "menu": "meny", "solo": "solo", "pairs": "par", "memo": "memo",
           "tiko": "tiko", "explore": "utforska", "players": "spelare", "seat": "plats", "option": "alternativ",
           "human": "människa", "hard": "svår", "easy": "lätt", "on": "på", "start": "start", "games": "spel",
           "count": "räkna", "wins": "vinster", "move": "flytta", "pile": "hög", "deal": "ge", "take": "ta",
           "score": "poäng", "turn": "vänd", "held": "tagna", "mine": "mina", "play": "spela", "hand": "hand",
           "colour": "färg", "strength": "styrka", "won": "vunna", "left": "vänster", "right": "höger",
           "up": "upp", "down": "ner", "higher": "högre", "lower": "lägre", "go": "gå", "lines": "linjer",
           "card": "kort"},
    "fi": {"help": "ohje", "where": "missä", "menu": "valikko", "solo": "solo", "pairs": "parit", "memo": "memo",
           "tiko": "tiko", "explore": "tutki", "players": "pelaajat", "seat": "paikka", "option": "asetus",
           "human": "ihminen", "hard": "vaikea", "easy": "helppo", "on": "päälle", "start": "alku",
           "games": "pelit", "count": "laske", "wins": "voitot", "move": "siirrä", "pile": "pino", "deal": "jaa",
           "take": "ota", "score": "pisteet", "turn": "käännä", "held": "otetut", "mine": "omat", "play": "pelaa",
           "hand": "käsi", "colour": "väri", "strength": "vahvuus", "won": "voitetut", "left": "vasen",
           "right": "oikea", "up": "ylös", "down": "alas", "higher": "ylemmäs", "lower": "alemmas", "go": "mene",
           "lines": "linjat", "card": "kortti"},
    "nl": {"help": "help", "where": "waar", "menu": "menu", "solo": "solo", "pairs": "paren", "memo": "memo",
           "tiko": "tiko", "explore": "verken", "players": "spelers", "seat": "plaats", "option": "optie",
           "human": "mens", "hard": "moeilijk", "easy": "makkelijk", "on": "aan", "start": "start",
           "games": "spellen", "count": "telling", "wins": "winst", "move": "zet", "pile": "stapel",
           "deal": "deel", "take": "pak", "score": "punten", "turn": "draai", "held": "genomen", "mine": "mijn",
           "play": "speel", "hand": "hand", "colour": "kleur", "strength": "sterkte", "won": "gewonnen",
           "left": "links", "right": "rechts", "up": "omhoog", "down": "omlaag", "higher": "hoger",
           "lower": "lager", "go": "ga", "lines": "lijnen", "card": "kaart"},
    "is": {"help": "hjálp", "where": "hvar", "menu": "valmynd", "solo": "solo", "pairs": "pör", "memo": "memo",
           "tiko": "tiko", "explore": "kanna", "players": "leikmenn", "seat": "sæti", "option": "stilling",
           "human": "manneskja", "hard": "erfitt", "easy": "létt", "on": "á", "start": "byrjun", "games": "leikir",
           "count": "talning", "wins": "sigrar", "move": "færa", "pile": "bunki", "deal": "gefa", "take": "taka",
           "score": "stig", "turn": "snúa", "held": "tekin", "mine": "mín", "play": "spila", "hand": "hönd",
           "colour": "litur", "strength": "styrkur", "won": "unnin", "left": "vinstri", "right": "hægri",
           "up": "upp", "down": "niður", "higher": "hærra", "lower": "lægra", "go": "fara", "lines": "línur",
           "card": "spil"},
    "cs": {"help": "nápověda", "where": "kde", "menu": "menu", "solo": "solo", "pairs": "páry", "memo": "memo",
           "tiko": "tiko", "explore": "prozkoumej", "players": "hráči", "seat": "místo", "option": "volba",
           "human": "člověk", "hard": "těžký", "easy": "snadný", "on": "zap", "start": "začátek", "games": "hry",
           "count": "počítej", "wins": "výhry", "move": "přesuň", "pile": "stoh", "deal": "rozdej",
           "take": "vezmi", "score": "skóre", "turn": "otoč", "held": "vzaté", "mine": "moje", "play": "hraj",
           "hand": "ruka", "colour": "barva", "strength": "síla", "won": "vyhrané", "left": "vlevo",
           "right": "vpravo", "up": "nahoru", "down": "dolů", "higher": "výš", "lower": "níž", "go": "jdi",
           "lines": "linie", "card": "karta"},
}
#: How the lines are typed: the language's words as help shows them, the same without diacritics
#: and in capitals (a keyboard without the letters), or the English words.
STYLES = ("local", "plain", "english")


def say(lang: str, style: str, line: str) -> str:
    """Return an English line as a player of ``lang`` types it in ``style``."""
    if style == "english":
        return line
    local = WORDS[lang]
    return " ".join((fold(local[w]).upper() if style == "plain" else local[w]) if w in local else w
                    for w in line.split())


def play(lang: str, script: list[str], policy=None) -> tuple[list[str], PlainMode]:
    """Type ``script``, then ``policy(mode)`` line by line, in a sitting in ``lang``."""
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language=lang, speech="off"))
    typist = Typist("\n".join(script), policy)
    mode = PlainMode(session, typist, io.StringIO())
    typist.mode = mode
    mode.run()
    said = mode.stdout.getvalue().splitlines()
    prefix = i18n._("Unknown command {command}. Type help for the commands.").split("{command}")[0]
    assert not [line for line in said if line.startswith(prefix)], typist.typed
    i18n.set_language("en")
    return said, mode


def test_what_is_typed_is_matched_without_case_or_diacritics():
    assert fold("Hjälp") == fold("hjalp") == "hjalp"
    assert fold("VÝPIS") == "vypis" and fold("přesuň") == "presun"
    assert fold("Þú") == "thu" and fold("færa") == "faera" and fold("niður") == "nidur"


@pytest.mark.parametrize("lang", ("en",) + LANGUAGES)
def test_no_typed_word_names_two_commands_in_one_place(lang):
    """In the menu and in every game, each word (English or the language's, folded) names one command,
    and each word after a command (seat 2 hard, option easy on, hand colour, rules next) one word."""
    i18n.set_language(lang)
    for game in [None] + list(GAMES.values()):
        where = game.id if game else "menu"
        v = vocabulary(game)
        assert not clashes(v.canonical), (where, clashes(v.canonical))
        for verb, words in v.canonical_keywords.items():
            assert not clashes(words), (where, verb, clashes(words))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_word_has_the_languages_own_word(lang):
    """Each word written in WORDS is the one the catalog gives first (the one help shows)."""
    i18n.set_language(lang)
    assert {word: typed(word)[0] for word in WORDS[lang]} == WORDS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_and_the_menu_say_the_languages_words(lang):
    lines, _mode = play(lang, [say(lang, "local", "solo 42"), say(lang, "local", "help")])
    w = WORDS[lang]
    assert all(w[game] in lines[0] for game in ("solo", "pairs", "memo", "tiko", "explore"))
    assert any(line.startswith(w["move"] + " ") for line in lines)
    assert any(line.startswith(w["pile"] + " ") for line in lines)
    # help WORD finds the entry by the language's word, without diacritics too, and by English.
    lines, _mode = play(lang, ["solo 42", f"help {w['move']}", f"help {fold(w['move'])}", "help move"])
    assert lines[-1].startswith(w["move"] + " ") and lines[-1] == lines[-2] == lines[-3]


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_solo_deal_typed_in_the_language(lang, style):
    commands, end = solo_commands(solo.new_game(1, 42))
    _lines, mode = play(lang, [say(lang, style, line) for line in ["solo 42"] + commands])
    state = mode.session.match.state
    assert solo.is_over(state) and solo.score(state) == solo.score(end) and state == end


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_pairs_trainer_deal_typed_in_the_language(lang, style):
    def policy(mode):
        state = mode.session.match.state
        if pairs.is_over(state):
            return None
        take = next(a for a in pairs.legal_actions(state) if isinstance(a, pairs.TakePair))
        places = " ".join(f"{p // pairs.COLUMNS + 1} {p % pairs.COLUMNS + 1}" for p in (take.first, take.second))
        return say(lang, style, f"take {places}")

    _lines, mode = play(lang, [say(lang, style, "pairs 8")], policy)
    state = mode.session.match.state
    assert mode.where == "zoker-pairs" and pairs.is_over(state) and state.pairs >= 4


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_memo_game_against_a_bot_typed_in_the_language(lang, style):
    finish = ["held", "mine", "where"]

    def policy(mode):
        s = mode.session
        if s.match.is_over():
            return say(lang, style, finish.pop(0)) if finish else None
        assert s.bot_to_act() is None and s.my_turn()
        return say(lang, style, memo_move(s.match.state, style=0))

    script = ["players 2", "seat 2 hard Bo", "option start 8", "option easy on", "option games 1",
              "option count wins", "memo 12"]
    _lines, mode = play(lang, [say(lang, style, line) for line in script], policy)
    s, t = mode.session, mode.table
    assert t.seats[1].name == "Bo" and t.seats[1].level == "hard" and not t.seats[1].human
    assert t.values == {"start": 8, "easy": True} and t.rounds == 1 and t.count == "wins"
    assert s.match.is_over() and s.match.deal == 12 and s.match.state.easy and len(s.seats) == 2


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_tiko_game_against_a_bot_typed_in_the_language(lang, style):
    steps, finish = [], ["won", "where"]

    def policy(mode):
        s = mode.session
        group = mode.memory["zoker-tiko"]["group"]
        if len(steps) < 2:
            steps.append(group)  # after "hand colour" the hand is kept by colour; then by strength again
            if len(steps) == 1:
                return say(lang, style, "hand strength")
        if s.match.is_over():
            return say(lang, style, finish.pop(0)) if finish else None
        hand = tiko_text.sorted_hand(s.match.state.hands[s.match.state.turn], group)
        return say(lang, style, f"play {len(hand)}")  # the weakest card, by its number in the hand

    _lines, mode = play(lang, [say(lang, style, line) for line in ("tiko 21", "hand colour")], policy)
    s = mode.session
    assert steps == ["colour", "strength"]
    assert s.match.is_over() and len(s.seats) == 2 and sum(s.match.scores()) > 0


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cube_explorer_walked_in_the_language(lang, style):
    walk = ["right", "right", "up", "higher", "lower", "higher", "left", "down", "up"]
    script = ["explore"] + walk + ["pairs", "lines", "card", "where"]
    _lines, mode = play(lang, [say(lang, style, line) for line in script])
    card = cube.START
    for word in walk:
        card = cube.step(card, *{"right": ("size", 1), "left": ("size", -1), "up": ("shape", 1),
                                 "down": ("shape", -1), "higher": ("colour", 1), "lower": ("colour", -1)}[word])
    assert mode.where == "zoker-explorer" and mode.memory["zoker-explorer"]["card"] == card
    _lines, mode = play(lang, [say(lang, style, line) for line in ("explore", "go red XL4", "menu")])
    assert mode.memory["zoker-explorer"]["card"] == parse_card("red XL4") and mode.where == "menu"


def test_finnish_short_forms_are_finnish_words():
    """Issue 37 (fi review): the short forms the Finnish help gives are Finnish: "si" (siirrä) moves a Solo
    card, as "m" (move) does in English; Kubo's "a" is aseta and Loker's "va" vaihda (their help says so)."""
    from test_plain import run_plain

    state = solo.new_game(1, 5)
    action = next(a for a in solo.legal_actions(state) if isinstance(a, solo.MoveCard))
    lines, _ = run_plain(f"solo 5\nsi {action.place // 4 + 1} {action.place % 4 + 1} {action.pile + 1}\n", "fi")
    assert any(line.endswith(f"pinoon {action.pile + 1}, korkeus 2.") for line in lines)
    i18n.set_language("fi")
    helps = {m: i18n._(m) for m in (
        "place and a card's name puts it at its place in the cube, for example place green M2; its number in "
        "your hand as read does too: place 2; also p.",
        "exchange and the numbers of 1 to 3 of your cards exchanges them, for example exchange 7 5 gives away a "
        "7 and a 5; exchange 2 2 gives away two 2s; also e.")}
    assert [h.endswith(("myös a.", "myös va.")) for h in helps.values()] == [True, True]
    assert vocabulary(GAMES["zoker-kubo"]).verb("a") == "place"
    assert vocabulary(GAMES["loker"]).verb("va") == "exchange"
