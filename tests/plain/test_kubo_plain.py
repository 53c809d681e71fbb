"""Zoker Kubo in line mode: a whole game by typed commands, bad input answered, claims and Point! (ZK)."""

from __future__ import annotations

from app.games.zoker.cards import LINES, parse_card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo import text as kt
from app.text.announcer import sentence_case
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
    assert any(line.startswith("Level 1, blue: 4 of 16 placed. Row 1: blue S1; columns 2 to 3 empty; blue S4.")
               for line in lines)
    assert any(line.startswith("7 structures through blue S1. Straight blue S1 to blue S4: ") for line in lines)
    assert any(line.startswith("Points: you 0 points; Eva 0 points; Aino 0 points.") for line in lines)
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
    assert said[3] in ("Red XL4 is not in your hand.",) or "red XL4" in said[3].lower()
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
    assert any(line.startswith("You score ") for line in lines) or all(
        seat != 0 for _i, seat in s.match.state.scored)


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
