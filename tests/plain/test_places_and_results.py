"""Line mode takes a card's name where it takes a place (issue 11, point 4), and after the end
``where`` and ``score`` give the final result (point 8)."""

from __future__ import annotations

from app.games.zoker.solo import rules as solo
from test_plain import run_plain, solo_commands


def test_solo_move_takes_the_card_name_the_player_heard():
    # Deal 42: row 3 holds green M1 at column 4; pile 1 is green M2 (see the golden Solo transcript).
    lines, _ = run_plain("solo 42\nmove green M1 1\n")
    assert lines[-1] == "Green M1 to pile 1, height 2."


def test_solo_move_of_a_card_not_in_rows_1_to_3_says_where_it_is():
    lines, _ = run_plain("solo 42\nmove green M2 1\nmove purple M2 1\n")
    assert lines[-2] == "Green M2: pile 1, on top."
    assert lines[-1].startswith("Type: move ROW COLUMN PILE, for example move 2 3 1, or move green M2 1")


def test_solo_pile_takes_the_name_of_the_card_on_top():
    lines, _ = run_plain("solo 42\npile green XL2 green M2\n")
    assert lines[-1] == "Pile 2 onto pile 1: 1 card moved, height 2."


def test_pairs_take_and_pairs_take_card_names_mixed_with_places():
    # Deal 7: blue XL3 at row 1, column 1 and blue XL4 at row 1, column 3 are a pair.
    lines, _ = run_plain("pairs 7\npairs blue XL3\ntake blue XL3 1 3\ntake blue XL3 blue XL4\n")
    assert lines[-3].startswith("Blue XL3 pairs with: blue XL4 at row 1, column 3;")
    assert lines[-2].startswith("Pair: blue XL3 and blue XL4")
    assert lines[-1] == "Blue XL3: not on the table."


def test_solo_where_and_score_after_the_end_give_the_result():
    commands, end = solo_commands(solo.new_game(1, 42))
    lines, _ = run_plain("solo 42\n" + "\n".join(commands) + "\nwhere\nscore\nmove 1 1 1\n")
    result = f"No move is left. Game over. Your score is {solo.score(end)}."
    assert lines[-3] == f"Zoker Solo, deal 42. {result}"
    assert lines[-2] == result
    assert lines[-1] == "The game is over. Type new for another deal, or menu."


def test_tiko_where_and_score_after_the_end_give_the_winner_and_standings():
    import io

    from app.core.seats import default_seats
    from app.plain.repl import PlainMode
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings

    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language="en", speech="off", bot_pace=0))
    mode = PlainMode(session, io.StringIO(""), io.StringIO())
    session.start("zoker-tiko", 5, default_seats(2), rounds=1)
    mode.where = "zoker-tiko"
    session.run_bots()
    while not session.match.is_over():
        assert session.act(session.match.legal_actions(0)[0])
        session.run_bots()
    ending = [s for s in speaker.said if "Game over." in s][-1]
    result = ending[ending.index("Game over."):]
    mode.handle("where")
    assert speaker.said[-1] == f"Zoker Tiko, deal 5. {result}"
    mode.handle("score")
    assert speaker.said[-1] == result
    mode.handle("play 1")
    assert speaker.said[-1].startswith("The game is over.")
    session.close()
