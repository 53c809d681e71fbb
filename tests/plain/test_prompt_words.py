"""Every word a prompt tells the player to type works where it is said (issue 23, point 3).

Each game is played in line mode from a seeded deal, in all six languages: the bots play their
seats and the seat at the keyboard takes a random legal action (the same ones in every language,
so the k-th prompt of a sitting is the same prompt in each). Wherever the player may act, every
line said since their last action (the turn prompt, a question, the news) is read for the words
it offers: a word that line mode reads, in that language or in English, as a command of that
place that makes a move, or as a word that ends the program (quit). Each move word is then typed
there, on a copy of the game, and must be understood (no "Unknown command") and must not end the
program. Each command the English turn prompt offers must be offered by the prompt in every
language, by a word that types it there (Czech KONEC read as quit, Finnish "ohita", Icelandic
"lokaðu" fail this); a yes or a no a prompt asks for must work typed alone ("Bet yes or no").
``help`` is typed too: each command it lists must do something there (not "unknown", not a refusal
that the game has none of it, such as undo where the rules forbid it), and what ``help rules``
promises in the menu works. No word of a game is also a word that quits, in any language.
"""

from __future__ import annotations

import copy
import io
import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from app.core.rules import RuleError
from app.games import GAMES
from app.plain.repl import PlainMode, vocabulary
from app.plain.words import fold, shown, typed
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import i18n
from app.text.i18n import _

PROJECT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "sv", "fi", "nl", "is", "cs")

#: The words that end the program: never a word a game asks for.
LEAVING = ("quit", "exit")

#: game id -> (seats at the table, options typed before the start, seeds played); Zip Zap turn by turn
#: (a race's bots move by the clock, which no typed line moves here).
SITTINGS = {
    "zoker-solo": (1, {}, (3,)),
    "zoker-pairs": (1, {}, (3,)),
    "zoker-memo": (2, {"start": 8}, (3,)),
    "zoker-tiko": (3, {}, (3,)),
    "zoker-kubo": (3, {"scoring": "claim"}, (3,)),
    "zipzap": (3, {"mode": "turns"}, (3,)),
    "zocken": (2, {}, (3,)),
    "loker": (3, {}, (3, 5)),
}
STEPS = 40  # the player's decisions played in one sitting at most

_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


class Sitting:
    """One game in line mode in one language, with what was said kept by kind."""

    def __init__(self, game_id: str, lang: str) -> None:
        self.game = GAMES[game_id]
        self.lang = lang
        self.session = Session(speaker=RecordingSpeaker(), settings=Settings(language=lang, speech="off"))
        self.mode = PlainMode(self.session, io.StringIO(), io.StringIO())
        self.said: list[tuple[str, str]] = []
        self.session.announcer.listeners.append(lambda text, kind: self.said.append((text, kind)))

    def type(self, line: str) -> tuple[bool, list[tuple[str, str]]]:
        """Type one line as the player would; return whether the program goes on, and what was said."""
        mark = len(self.said)
        i18n.set_language(self.lang)
        going = self.mode.handle(line)
        return going, self.said[mark:]

    def probe(self, line: str) -> tuple[bool, list[tuple[str, str]]]:
        """Type a line on a copy of the game: the game as it was is put back afterwards."""
        s = self.session
        kept = s.table, s.viewer, s.handoff, copy.deepcopy(self.mode.memory), self.mode.where
        s.sit(s.local_table(_copy(s.match)) if s.match is not None else None)
        try:
            return self.type(line)
        finally:
            table, s.viewer, s.handoff, memory, self.mode.where = kept
            s.sit(table)
            self.mode.memory = memory
            self.mode.confirming = ""


def _copy(match):
    """Return a copy of a match that its next moves leave alone (its states are immutable)."""
    if match is None:
        return None
    kept = copy.copy(match)
    for name, value in vars(match).items():
        if isinstance(value, (list, dict)):
            setattr(kept, name, copy.copy(value))
    return kept


def start(game_id: str, lang: str, seed: int) -> Sitting:
    """Set the table in ``lang`` with the words that language types, and start the game."""
    seats, options, _seeds = SITTINGS[game_id]
    sit = Sitting(game_id, lang)
    i18n.set_language(lang)
    if sit.game.table:
        sit.type(f"{shown('players')} {seats}")
        for key, value in options.items():
            sit.type(f"{shown('option')} {key} {value}")
    else:
        for key, value in options.items():
            sit.type(f"option {key} {value}")
    line = f"{shown(sit.game.words[0])} {seed}"
    going, said = sit.type(line)
    if sit.session.match is None:
        going, said = sit.type(line)  # the last sitting's game is saved: typed twice, it is given up
    assert going and sit.session.match is not None, said
    return sit


def decisions(game_id: str, lang: str, seed: int):
    """Play a seeded sitting; at each decision yield the sitting, the lines said since the player's last
    action, and the turn prompt."""
    sit = start(game_id, lang, seed)
    s = sit.session
    rng = random.Random(f"{game_id}:{seed}")
    mark = 0
    for _step in range(STEPS):
        m = s.match
        if m is None or m.is_over() or not s.my_turn():
            break
        i18n.set_language(lang)
        lines = [text for text, kind in sit.said[mark:] if kind != "help"]
        yield sit, lines, s.teller.turn_prompt(s.told())
        mark = len(sit.said)
        actions = list(m.rules.legal_actions(m.state, s.viewer))
        s.act(rng.choice(actions))
        s.run_bots()


def place_words(game) -> tuple[set[str], set[str]]:
    """Return the canonical words of a game's place that make a move, and those that end the program."""
    commands = game.plain.COMMANDS
    verbs = vocabulary(game).canonical
    moving = {v for v in verbs if len(v) > 1 and commands.acts(v, [])}
    return moving, {v for v in verbs if v in LEAVING}


#: Answers a prompt may ask for that are no command of their own ("Bet yes or no"): typed alone, each must work.
ANSWERS = ("yes", "no")


def answers(text: str) -> list[str]:
    """Return the yes and the no a prompt asks for ("Bet yes or no"), inside a sentence (small letters).

    Only a prompt that names both asks for an answer: "no figure to close with" asks nothing.
    """
    forms = {word: {fold(w) for w in (word, *typed(word))} for word in ANSWERS}
    found = [w for w in _WORD.findall(text) if w.islower() and any(fold(w) in f for f in forms.values())]
    named = {word for word, f in forms.items() if any(fold(w) in f for w in found)}
    return found if named == set(ANSWERS) else []


def offered(game, text: str) -> dict[str, str]:
    """Return the words of ``text`` that line mode reads as a move or a leaving word there: word -> canonical."""
    moving, leaving = place_words(game)
    read = vocabulary(game).verb
    found = {}
    for word in _WORD.findall(text):
        canonical = read(word)
        if canonical in moving or canonical in leaving:
            found.setdefault(word, canonical)
    return found


def refusals(sit: Sitting) -> set[str]:
    """Return, in the sitting's language, the answers that say a typed command does nothing there."""
    i18n.set_language(sit.lang)
    s = sit.session
    return {s.rule_error(RuleError("undo_not_allowed"))}


def unknown(said: list[tuple[str, str]]) -> bool:
    """Return True when line mode said it does not know the command typed."""
    heads = {_("Unknown command {command}. Type help for the commands.").split("{")[0],
             _("No command {command} here. Type help for the list.").split("{")[0]}
    return any(text.startswith(tuple(h for h in heads if h)) for text, kind in said if kind == "alert")


def english_offers(game_id: str, seed: int) -> list[set[str]]:
    """Return, for each decision of the English sitting, the moves its turn prompt offers: the words that
    type a move there, as commands are written in English prompts (small letters, not after "to"); the
    shared "Your turn" names the turn, not Memo's turn command, and "Zap card" is a card."""
    game = GAMES[game_id]
    found = []
    for _sit, _lines, prompt in decisions(game_id, "en", seed):
        text = re.sub(r"(?i)your turn|'s turn|\bto \w+", " ", prompt)
        text = re.sub(r"(?<=[\w,:;] )[A-Z]\w*", " ", text)  # a name inside a sentence
        found.append({c for c in offered(game, text).values() if c not in LEAVING})
    return found


@pytest.mark.parametrize("game_id", list(SITTINGS))
def test_every_word_a_prompt_offers_works_there_in_every_language(game_id):
    game = GAMES[game_id]
    problems: dict[tuple, str] = {}  # one example of each fault
    for seed in SITTINGS[game_id][2]:
        expected = english_offers(game_id, seed)
        assert expected, f"{game_id} {seed}: the player never had a turn"
        for lang in LANGUAGES:
            tried: dict[tuple[str, str], int] = {}
            count = 0
            for k, (sit, lines, prompt) in enumerate(decisions(game_id, lang, seed)):
                count += 1
                words = offered(game, prompt)
                for canonical in sorted(expected[k] - set(words.values())):
                    leaving = [w for w, c in words.items() if c in LEAVING]
                    problems.setdefault((lang, canonical, "missing"), (
                        f"{lang}: the prompt offers {canonical!r} in English, but no word of it types that "
                        f"({shown(canonical)} would{'; ' + ', '.join(leaving) + ' ends the program' if leaving else ''})"
                        f": {prompt!r}"))
                for word in answers(prompt):
                    going, said = sit.probe(word)
                    if not going or unknown(said):
                        problems.setdefault((lang, fold(word), "answer"), (
                            f"{lang}: the prompt asks for {word!r}, which is no command there: {prompt!r}"))
                text = " ".join(lines + [prompt])
                for word, canonical in offered(game, text).items():
                    if canonical in LEAVING:
                        continue  # an ordinary word ("avsluta turen"); the prompt's own words are checked above
                    key = (fold(word), canonical)
                    tried[key] = tried.get(key, 0) + 1
                    if tried[key] > 2:
                        continue
                    going, said = sit.probe(word)
                    if not going:
                        problems.setdefault((lang, word, "quits"), f"{lang}: typing {word!r} ended the program: "
                                                                   f"{text!r}")
                    elif unknown(said):
                        problems.setdefault((lang, word, "unknown"), f"{lang}: {word!r} is unknown where it is "
                                                                     f"offered: {text!r}")
            assert count == len(expected), f"{game_id} {seed} {lang}: the sitting went otherwise than in English"
    assert not problems, "\n".join(problems.values())


@pytest.mark.parametrize("game_id", list(SITTINGS) + ["zoker-explorer"])
def test_help_lists_only_commands_that_do_something_there(game_id):
    """Each command help lists is typed where help was asked: understood, and no refusal that the place
    has none of it (undo where the rules allow none)."""
    game = GAMES[game_id]
    problems = []
    for lang in LANGUAGES:
        if game.has_rules:
            sit = start(game_id, lang, SITTINGS[game_id][2][0])
        else:
            sit = Sitting(game_id, lang)
            sit.type(shown(game.words[0]))
        _going, said = sit.type(shown("help"))
        lines = [text for text, kind in said if kind == "help"]
        assert len(lines) > 3, said
        nothing = refusals(sit)
        heading = {_("Anywhere:")}
        for line in lines[1:]:
            if line in heading:
                continue
            word = line.split(":")[0].split()[0].strip(",")
            going, answer = sit.probe(word)
            if not going:
                if vocabulary(game).verb(word) not in ("quit", "exit"):
                    problems.append(f"{lang}: help's {word!r} ended the program")
                continue
            if unknown(answer):
                problems.append(f"{lang}: help lists {word!r}, which is unknown there: {line!r}")
            if any(text in nothing for text, _kind in answer):
                problems.append(f"{lang}: help lists {word!r}, which is refused there: {answer}")
    assert not problems, "\n".join(problems)


def test_no_word_of_a_game_quits_in_any_language():
    """The words that quit (or go to the menu) are none of a game's own words in any language, so a
    rulebook's word (Czech KONEC, Loker's close) never ends the program."""
    problems = []
    for lang in LANGUAGES:
        i18n.set_language(lang)
        leaving = {fold(w) for word in LEAVING for w in (word, *typed(word))}
        for game in GAMES.values():
            commands = game.plain.COMMANDS
            own = list(commands.verbs) + [w for words in commands.keywords.values() for w in words]
            for word in own:
                for form in (word, *typed(word)):
                    if fold(form) in leaving:
                        problems.append(f"{lang}: {game.id}'s {word!r} is typed {form!r}, which also leaves")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_rules_in_the_menu_promises_only_what_works_there(lang):
    """help rules in the menu: naming a game reads its rules, then rules next and rules back step
    through them, as help says."""
    sit = Sitting("zoker-tiko", lang)
    _going, said = sit.type(f"{shown('help')} {shown('rules')}")
    detail = said[-1][0]
    i18n.set_language(lang)
    game_word = shown(GAMES["zoker-tiko"].words[0])
    steps = [f"{shown('rules')} {shown('next')}", f"{shown('rules')} {shown('back')}"]
    for step in steps:
        assert step.split()[1] in detail, (step, detail)
    _going, said = sit.type(f"{shown('rules')} {game_word}")
    first = said[-1][0]
    _going, said = sit.type(steps[0])
    assert said[-1][1] == "info" and said[-1][0] != first, said
    _going, said = sit.type(steps[1])
    assert said[-1][1] == "info" and first.endswith(said[-1][0]), (first, said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_option_names_and_values_are_typed_and_said_in_the_language(lang):
    """Each game's options are typed in the player's language (option mode turns is Icelandic
    stilling háttur skiptis) and the answer to a wrong value names them in that language."""
    problems = []
    sit = Sitting("zoker-tiko", lang)
    i18n.set_language(lang)
    with open(PROJECT / "i18n" / lang / "LC_MESSAGES" / "tabletalk.po", "rb") as f:
        catalog = read_po(f)
    for game in GAMES.values():
        for option in game.options:
            for word in (option.key, *(c for c in option.choices if isinstance(c, str))):
                entry = catalog.get(word, context="typed")
                if entry is None or not entry.string:
                    problems.append(f"{game.id}: the option word {word!r} has no typed words in {lang}")
        commands = game.plain.COMMANDS
        for option in game.options:
            i18n.set_language(lang)
            usage = commands.option_usage(option)
            words = {fold(w) for w in re.findall(r"\w+", usage)}
            if fold(shown(option.key)) not in words:
                problems.append(f"{game.id}: {usage!r} does not name {option.key!r} as typed: {shown(option.key)}")
            for value in option.choices:
                if not isinstance(value, str):
                    continue
                if fold(shown(value)) not in words:
                    problems.append(f"{game.id}: {usage!r} does not name {value!r} as typed: {shown(value)}")
                _going, said = sit.type(f"{shown('option')} {shown(option.key)} {shown(value)}")
                chosen = (sit.mode.table.values.get(option.key) if game.table
                          else sit.session.variants.get(game.id, {}).get(option.key))
                if chosen != value:
                    problems.append(f"{game.id}: {shown('option')} {shown(option.key)} {shown(value)} "
                                    f"does not set it: {said}")
    assert not problems, "\n".join(problems)
