"""Zoker Kubo in line mode: a whole game by typed commands, bad input answered, claims and Point! (ZK)."""

from __future__ import annotations

import re

import pytest

from app.games.zoker.cards import LINES, parse_card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo import text as kt
from app.text import i18n
from app.text.announcer import sentence_case
from app.text.i18n import LANGUAGES
from test_plain import play_plain


def kubo_move(mode) -> str | None:
    """Type the next line for the player at the keyboard: fill, place the first card that can go
    (by name, or by its number in the hand as read), claim what is pending, or done."""
    s = mode.session
    if s.match is None or s.match.is_over():
        return None
    state = s.match.state
    if s.viewer is None or kubo.to_act(state) != (s.viewer,):
        return None
    if state.phase == "draw":
        return "fill"
    if state.pending:
        line = LINES[state.pending[0]]
        return f"claim {line.cards[0]} {line.cards[-1]}"
    if state.phase == "steal":
        return "pass"
    hand = kt.sorted_hand(state.hands[s.viewer], state)
    for i, card in enumerate(hand):
        if kubo.placeable(card, state.cube, state.face):
            return f"place {card}" if i % 2 else f"p {i + 1}"
    return "done"


def test_zk_plain_mode_plays_a_whole_kubo_game_with_two_bots():
    lines, mode = play_plain("players 3\nseat 3 hard\nkubo 4\nlevel 1\nlines blue S1\ncomplete\nscore\n", kubo_move)
    s = mode.session
    assert s.match.is_over()
    start = lines.index("Zoker Kubo, deal 4.")
    assert lines[start + 1].startswith("Your turn: ")
    assert lines[start + 2].startswith("Your cards: ")
    assert any(line.startswith("Level 1, blue: 4 of 16 placed. Row 1: blue S1; columns 2 and 3 empty; blue S4.")
               for line in lines)
    assert any(line.startswith("7 structures through blue S1. Straight blue S1 to blue S4: ") for line in lines)
    assert any(line.startswith("Points: you 0; Eva 0; Aino 0.") for line in lines)
    assert any(line.startswith("You place ") for line in lines)
    assert any(line.startswith("Eva: ") for line in lines) and any(line.startswith("Aino: ") for line in lines)
    assert any("the game is over." in line for line in lines)


def test_zk3_plain_bad_input_is_answered_and_the_game_goes_on():
    lines, mode = play_plain("players 2\nkubo 4\nplace purple X9\nplace 9\nplace\nplace red XL4\nclaim blue S1\n"
                             "claim blue S1 green M3\nclaim blue S1 blue S4\nlevel 7\nlines\ndraw\n")
    s = mode.session
    state = s.match.state
    assert not s.match.is_over() and state.placed == tuple((-1, c) for c in kubo.starting_cards("colour"))
    said = lines[lines.index("Zoker Kubo, deal 4.") + 3:]
    assert said[0].startswith("Purple X9 is not a card.")
    assert said[1] == "Your hand has 5 cards: type a number from 1 to 5, or name a card like green M2."
    assert said[2].startswith("Type: place CARD")
    assert said[3] == "Red XL4 is not in your hand."
    assert said[4] == "Type claim and two cards of the structure, for example claim blue S1 blue S4."
    assert said[5] == "Those cards are not on one structure."
    assert said[6] == "This table scores every structure automatically: nothing to claim."
    assert said[7] == "Type level and a number from 1 to 4, for example level 2."
    assert said[8] == "Type lines and a card, for example lines green M2."
    assert said[9] == "You have drawn already this turn."


def test_zk3_plain_a_card_under_another_explains_itself():
    lines, mode = play_plain("players 2\nkubo 4\n")
    s = mode.session
    state = s.match.state
    # A hand-made position: green S2 lies, so blue S2 (in the player's hand) can never go.
    blue, green = parse_card("blue S2"), parse_card("green S2")
    hands = [tuple(c for c in h if c not in (blue, green)) for h in state.hands]
    hands[0] += (blue,)
    s.match.state = state.__class__(**{**state.__dict__, "hands": tuple(hands),
                                       "stock": tuple(c for c in state.stock if c not in (blue, green)),
                                       "placed": state.placed + ((1, green),)})
    mode.handle("place blue S2")
    mode.handle("find blue S2")
    out = mode.stdout.getvalue().splitlines()
    assert out[-2] == "Blue S2 cannot go under green S2: a card never goes under another."
    assert out[-1] == "Blue S2: in your hand. Blue S2: dead, under green S2."


def test_zk6_plain_claiming_and_the_turn_prompt_for_point():
    lines, mode = play_plain("players 2\noption scoring claim\nkubo 4\n", kubo_move)
    s = mode.session
    assert s.match.is_over() and s.match.state.scoring == "claim"
    assert any(line.startswith("You score ") for line in lines)  # deal 4: the player claims a point


def test_zk9_plain_option_face_starts_from_another_face():
    lines, mode = play_plain("players 2\noption face shape\nkubo 4\nlevel 1\n")
    state = mode.session.match.state
    assert state.face == "shape"
    assert state.cube == frozenset(kubo.starting_cards("shape"))
    assert any(line.startswith("Level 1, square: 4 of 16 placed.") for line in lines)
    assert sentence_case(kt.read_level(state, 0)) in lines


def test_zk5_a_structure_you_complete_plays_the_won_cue():
    """Sound cues through the shared cue player: a structure scored by the player, a refusal, the end."""
    from app.core.seats import default_seats
    from app.session import Session
    from app.speech.cues import RecordingCues
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"), cues=RecordingCues())
    s.start("zoker-kubo", 4, seats=default_seats(2))
    state = s.match.state
    s2, s3 = parse_card("blue S2"), parse_card("blue S3")
    hands = [tuple(c for c in h if c not in (s2, s3)) for h in state.hands]
    hands[0] += (s2, s3)
    s.match.state = state.__class__(**{**state.__dict__, "hands": tuple(hands),
                                       "stock": tuple(c for c in state.stock if c not in (s2, s3))})
    s.act(kubo.Place(parse_card("blue M3")))  # not in the hand, or in it with no neighbour: refused either way
    assert s.cues.played[-1] == "refused"
    s.act(kubo.Place(s2))
    s.act(kubo.Place(s3))  # completes blue S1 to blue S4
    assert s.cues.played[-1] == "won"
    s.close()


def _sitting(lang: str):
    """Return a line-mode sitting in ``lang`` at a Kubo game of two, deal 4, the player at seat 0."""
    import dataclasses
    import io

    from app.plain.repl import PlainMode
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    session = Session(speaker=RecordingSpeaker(), settings=Settings(language=lang, speech="off"))
    mode = PlainMode(session, io.StringIO("players 2\nkubo 4\n"), io.StringIO())
    mode.run()
    return mode, dataclasses.replace


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_zk2_the_draw_or_fill_question_names_words_that_work_there(lang):
    """The ZK-2 choice says the exact words to type; typed back, each does what it says, in every language."""
    mode, replace = _sitting(lang)
    s = mode.session
    start = s.match.state
    for word, held in (("draw", 4), ("fill", 5)):
        state = start
        s.match.state = replace(state, hands=(state.hands[0][:3],) + state.hands[1:], phase="draw",
                                placed_before=(2, 0))
        question = kt.turn_prompt(s.match.state, 0)
        said = kt.typed_word(word)
        assert re.search(rf"(?<!\w){re.escape(said)}(?!\w)", question), (lang, question)
        assert mode.handle(said.upper()) is not False           # never quits the program
        assert s.match.state.phase == "place" and len(s.match.state.hands[0]) == held, (lang, word)
    i18n.set_language("en")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_zk6_the_point_question_names_words_that_work_there(lang):
    from app.plain.repl import vocabulary

    mode, replace = _sitting(lang)
    question = kt.point_question()
    for word in ("claim", "pass"):
        said = kt.typed_word(word)
        assert re.search(rf"(?<!\w){re.escape(said)}(?!\w)", question), (lang, question)
        assert vocabulary(mode.game()).verb(said.upper()) == word, (lang, word)
    assert mode.handle(kt.typed_word("pass")) is not False
    i18n.set_language("en")


def test_zk3_plain_the_smallest_case_is_refused_naming_the_card_two_levels_up():
    # Green S1, orange S1, orange S2 placed; blue S2 has a neighbour and green S2 is empty, yet it is refused.
    lines, mode = play_plain("players 2\nkubo 4\n")
    s = mode.session
    state = s.match.state
    names = ("green S1", "orange S1", "orange S2", "blue S2")
    cards = [parse_card(n) for n in names]
    hands = [tuple(c for c in h if c not in cards) for h in state.hands]
    hands[0] += (cards[3],)
    s.match.state = state.__class__(**{**state.__dict__, "hands": tuple(hands),
                                       "stock": tuple(c for c in state.stock if c not in cards),
                                       "placed": state.placed + tuple((1, c) for c in cards[:3])})
    mode.handle("place blue S2")
    mode.handle("find blue S2")
    out = mode.stdout.getvalue().splitlines()
    assert out[-2] == "Blue S2 cannot go under orange S2: a card never goes under another."
    assert out[-1] == "Blue S2: in your hand. Blue S2: dead, under orange S2."
    assert s.match.state.hands[0][-1] == cards[3]


def test_level_n_says_the_empty_rows_it_passes():
    state = kubo.new_game(2, 4)
    text = kt.read_level(state, 0)
    assert "Row 1: blue S1; columns 2 and 3 empty; blue S4. Rows 2 and 3 empty. Row 4: blue XL1;" in text
    green = state.__class__(**{**state.__dict__, "placed": state.placed + ((0, parse_card("green M2")),)})
    assert "Level 2, green: 1 of 16 placed. Row 1 empty. Row 2: column 1 empty; green M2; columns 3 and 4 " \
           "empty. Rows 3 and 4 empty." in kt.read_level(green, 1)
    assert "All empty." in kt.read_level(state, 2)


@pytest.mark.parametrize("face, corners, dead", [
    ("colour", "blue S1; blue S4; blue XL1; blue XL4", "once green S2 or orange S2 lies, blue S2 is dead"),
    ("size", "blue S1; blue S4; red S1; red S4", "once blue M2 or blue L2 lies, blue S2 is dead"),
    ("shape", "blue S4; blue XL4; red S4; red XL4", "once blue M3 or blue M2 lies, blue M4 is dead"),
])
def test_zk9_the_rules_describe_the_face_in_play(face, corners, dead):
    rules = dict(kt.TELLER.rules_for({"face": face}))
    assert corners in rules["setup"]
    assert dead in rules["turn"]
    others = {"colour": "blue XL1", "size": "red S1", "shape": "blue XL4"}
    for other, card in others.items():
        if card not in corners:
            assert card not in rules["setup"]
    assert kt.TELLER.rules() == kt.TELLER.rules_for({"face": "colour"})


def test_zk9_plain_rules_follow_the_table_face_and_the_game_in_play():
    lines, mode = play_plain("players 2\noption face size\nrules kubo setup\nkubo 4\nrules setup\n")
    setups = [line for line in lines if line.startswith("Setup, 2 of 5: ")]
    assert len(setups) == 2 and all("blue S1; blue S4; red S1; red S4" in line for line in setups)


def test_zk6_a_lost_line_is_not_called_scored():
    line = LINES[0]
    text = kt.ERRORS["line_lost"]({"line": 0}, False)
    assert text == f"Straight {line.cards[0]} to {line.cards[-1]} is lost: nobody claimed it in time."


def test_swedish_claims_with_the_rulebooks_anmala_and_still_understands_krav():
    from app.games import GAMES
    from app.plain.repl import vocabulary

    i18n.set_language("sv")
    try:
        words = vocabulary(GAMES["zoker-kubo"])
        for typed in ("anmäl", "anmala", "kräv", "krav"):
            assert words.verb(typed) == "claim", typed
        assert kt.typed_word("claim") == "anmäl"
        assert "anmäl" in kt.point_question() and "kräv" not in kt.point_question().lower()
    finally:
        i18n.set_language("en")


def test_finnish_names_the_placed_card_in_the_object_case():
    from app.core.rules import Event
    from app.core.seats import default_seats

    state = kubo.new_game(2, 4)
    seats = default_seats(2)
    i18n.set_language("fi")
    try:
        placed = Event("placed", 0, {"card": parse_card("green XL1"), "completes": (), "left": 3})
        assert kt.event(placed, state, seats, 0) == "Asetat vihreän kortin XL1."
        error = kt.ERRORS["card_would_go_under"]({"card": parse_card("blue S2"), "above": parse_card("orange S2")},
                                                 False)
        assert error.startswith("sinistä korttia S2 ei voi asettaa oranssin kortin S2 alle")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_no_kubo_word_quits_the_program(lang):
    """Every word Kubo's commands take, in every language, reads as that command in a Kubo game, never quit."""
    from app.games import GAMES
    from app.plain.repl import vocabulary
    from app.plain.words import typed

    i18n.set_language(lang)
    try:
        words = vocabulary(GAMES["zoker-kubo"])
        for verb in GAMES["zoker-kubo"].plain.COMMANDS.verbs:
            for word in typed(verb):
                assert words.verb(word) not in ("quit", "exit"), (lang, verb, word)
                assert words.verb(word) == verb, (lang, verb, word, words.verb(word))
    finally:
        i18n.set_language("en")


def test_zk4_hints_and_hand_call_a_card_under_a_card_two_levels_up_dead():
    state = kubo.new_game(2, 4)
    placed = [parse_card(n) for n in ("green S1", "orange S1", "orange S2")]
    blue = parse_card("blue S2")
    hands = [tuple(x for x in h if x not in placed + [blue]) for h in state.hands]
    hands[0] = (blue,)
    state = state.__class__(**{**state.__dict__, "hands": tuple(hands),
                               "stock": tuple(x for x in state.stock if x not in placed + [blue]),
                               "placed": state.placed + tuple((1, x) for x in placed)})
    assert kt.hand(state, 0) == "Your cards: blue S2: dead, under orange S2."
    assert kt.completions(state, 0) == "No card of yours can go now."
    assert kt.place_state(state, blue) == "dead" and kt.place_state(state, parse_card("green S2")) == "dead"
    assert kt.turn_prompt(state, 0) == "Your turn: 0 cards of 1 can go."
