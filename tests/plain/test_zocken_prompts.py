"""Zocken's prompts say what works and say enough (ZO-12, ZO-13, ZO-15): the bet prompt's own words
bet and pass in every language, the thrower's row and the payout at a bet, fields one way, the hint
plain when one choice is left, "To throw" once at the start, the names the game says typed back."""

from __future__ import annotations

import io

import pytest

from app.core.rules import Event
from app.core.seats import Seat
from app.games.zocken import odds
from app.games.zocken import plain as zp
from app.games.zocken import rules as zo
from app.games.zocken import text as zt
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import i18n
from test_plain import Typist, run_plain


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


def _plain(lang: str, policy) -> tuple[list[str], PlainMode]:
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language=lang, speech="off"))
    typist = Typist("players 2\nseat 2 hard\nzocken 21\n", policy)
    mode = PlainMode(session, typist, io.StringIO())
    typist.mode = mode
    mode.run()
    return mode.stdout.getvalue().splitlines(), mode


def _play_with(bet_word: str, pass_word: str):
    """A policy: my turns by English words; at Eva's first bet the language's bet word, then its pass."""
    answers = [bet_word, pass_word]

    def policy(mode: PlainMode):
        s = mode.session
        state = s.match.state
        if s.match.is_over() or not answers and state.asking is not None:
            return None
        if state.asking is not None:
            return answers.pop(0)
        if state.rolled is None:
            return "throw " + zo.COLOURS[state.in_hand()[0]]
        return "place " + str(zo.fitting(zo.values_of(state.fields), state.rolled.value)[0])
    return policy


#: The words each language's bet prompt names, as a player types them.
PROMPT_WORDS = {"en": ("bet", "pass"), "sv": ("satsa", "passa"), "fi": ("lyö vetoa", "passaa"),
                "nl": ("wed", "pas"), "is": ("veðja", "pass"), "cs": ("vsaď", "pas")}


@pytest.mark.parametrize("lang", sorted(PROMPT_WORDS))
def test_zo12_the_bet_prompts_words_bet_and_pass_in_every_language(lang):
    bet_word, pass_word = PROMPT_WORDS[lang]
    lines, mode = _plain(lang, _play_with(bet_word, pass_word))
    prompts = [line for line in lines if "50?" in line]
    assert len(prompts) >= 2, lines[-10:]
    # The prompt names both words (as typed, the first letter may be upper case).
    assert bet_word.split()[0] in prompts[0].lower() and pass_word in prompts[0].lower()
    mine = [action.yes for seat, action in mode.session.match.actions if seat == 0 and isinstance(action, zo.Bet)]
    assert mine == [True, False]


def test_zo13_the_bet_prompt_says_the_throwers_row_and_the_payout(language):
    state = zo.new_game(2, 5)
    for _ in range(zo.BET_AFTER):
        state, _ = zo.apply(state, 0, zo.Throw(state.in_hand()[0]))
        state, _ = zo.apply(state, 0, zo.Place(zo.fitting(zo.values_of(state.fields), state.rolled.value)[0])) \
            if state.rolled is not None else (state, [])
    assert state.asking == 1
    prompt = zt.turn_prompt(state, (Seat("Eva", human=False), Seat("", human=True)), 1)
    assert prompt.startswith("Your bet: will Eva score over 50? Bet or pass.")
    assert zt.row(state) in prompt  # "Row: field 1: red 3; ..."
    assert "half the turn's score" in prompt and "costs 20" in prompt


def test_zo15_the_bet_chance_says_it_assumes_the_best_play():
    state = zo.new_game(2, 5)
    for _ in range(zo.BET_AFTER):
        state, _ = zo.apply(state, 0, zo.Throw(state.in_hand()[0]))
        if state.rolled is not None:
            state, _ = zo.apply(state, 0, zo.Place(zo.fitting(zo.values_of(state.fields), state.rolled.value)[0]))
    assert "with the best play" in zt.hint(state, odds)


def test_zo15_the_hint_says_a_last_die_plainly_without_ranking_it():
    state = zo.new_game(1, 3)
    while len(state.in_hand()) > 1:
        state, _ = zo.apply(state, 0, zo.Throw(state.in_hand()[0]))
        if state.rolled is not None:
            state, _ = zo.apply(state, 0, zo.Place(zo.fitting(zo.values_of(state.fields), state.rolled.value)[0]))
    last = zt.colour_name(state.in_hand()[0])
    text = zt.hint(state, odds)
    assert text.startswith(f"Only {last} is left to throw: expected ")
    assert "Best" not in text


def test_fields_are_named_one_way_in_help_and_refusal():
    assert zt.RULE_ERRORS["zocken_no_such_field"]({}, False) == "There is no such field: 1 to 7, left or right."
    lines, _ = run_plain("players 1\nzocken 4\nhelp place\n")
    assert any("1 to 7, left or right" in line for line in lines)


def test_zo6_rules_turn_says_what_an_escape_field_and_out_cost():
    turn = dict(zt.TELLER.rules())["turn"]
    assert "escape field" in turn and "costs 10" in turn and "minus 20" in turn


@pytest.mark.parametrize("players", [1, 2])
def test_to_throw_is_said_once_at_the_start(players):
    lines, _ = run_plain(f"players {players}\nzocken 4\n")
    start = lines[lines.index(next(line for line in lines if line.startswith("Zocken, deal 4"))):]
    assert sum(line.count("To throw:") for line in start) == 1, start


@pytest.mark.parametrize("lang, typed, field", [
    ("nl", "veld 1", 1), ("nl", "het linker uitwijkveld", 0), ("fi", "kenttään 3", 3), ("cs", "pole 7", 7),
    ("sv", "fält 2", 2), ("is", "reit 4", 4), ("en", "field 5", 5), ("en", "right escape field", 8),
])
def test_a_field_named_as_the_game_says_it_is_read_typed_back(language, lang, typed, field):
    language(lang)
    state = zo.new_game(1, 3)
    assert zp.read_field(typed, state) == field
    # The hint's own name of the field is among the words read.
    assert zp.read_field(str(zt.field_name(field)), state) == field


@pytest.mark.parametrize("lang, expected", [("nl", "Gewed door jou en Eva."),
                                            ("fi", "Vedonlyöjät: sinä ja Eva."),
                                            ("en", "Bets by you and Eva.")])
def test_the_bettors_slot_takes_the_form_of_you_it_needs(language, lang, expected):
    language(lang)
    seats = (Seat("", human=True), Seat("Eva", human=False), Seat("Ola", human=False))
    said = zt.event(Event("bets_closed", None, {"bettors": (0, 1)}), zo.new_game(3, 1), seats, 0)
    assert said == expected


@pytest.mark.parametrize("lang", ["nl", "sv", "en"])
def test_a_lone_bettor_just_heard_is_not_named_again(language, lang):
    # "Eva wedt. Gewed door Eva." said one name twice (the Dutch review); a summary that adds nothing is left out.
    language(lang)
    seats = (Seat("", human=True), Seat("Eva", human=False), Seat("Ola", human=False))
    state = zo.new_game(3, 1)
    alone = zt.event(Event("bets_closed", 0, {"bettors": (1,), "last": 1}), state, seats, 0)
    assert alone == ""
    # An earlier bettor, or two, are still summed up.
    earlier = zt.event(Event("bets_closed", 0, {"bettors": (1,), "last": 2}), state, seats, 0)
    both = zt.event(Event("bets_closed", 0, {"bettors": (1, 2), "last": 2}), state, seats, 0)
    assert "Eva" in earlier and "Eva" in both and "Ola" in both


def test_a_two_seat_table_hears_the_lone_bet_once(language):
    # Played by the rules: the other seat bets on the thrower, and the bet is said once, the summary left out.
    language("nl")
    seats = (Seat("", human=True), Seat("Eva", human=False))
    state, said = zo.new_game(2, 1), []
    for _ in range(200):
        seat = zo.to_act(state)[0]
        state, events = zo.apply(state, seat, zo.legal_actions(state, seat)[0])  # the first bet choice is yes
        said += [zt.event(e, state, seats, 0) for e in events]
        if any(e.kind == "bets_closed" for e in events):
            break
    closing = [e for e in events if e.kind == "bets_closed"]
    assert closing and closing[0].data["bettors"] == (closing[0].data["last"],)
    heard = " ".join(s for s in said if s)
    assert heard.count("Gewed door") == 0 and ("Eva wedt." in heard or "Je wedt." in heard), heard
