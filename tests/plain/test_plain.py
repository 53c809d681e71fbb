"""Line mode (--plain): scripted games over a pipe, the table for Memo and Tiko, hot seat, and resuming after a kill."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time

from app.core.match import Match
from app.games.zoker.cards import parse_card
from app.games.zoker.memo import rules as memo
from app.games.zoker.pairs import rules as pairs
from app.games.zoker.solo import rules as solo
from app.games.zoker.solo import solver
from app.games.zoker.tiko import rules as tiko
from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.text.announcer import sentence_case
from app.store.settings import Settings
from app.games.zoker.tiko import text as tiko_text


def solo_commands(state) -> list[str]:
    """Return the typed commands that play a Solo deal to its end by following the hint."""
    commands = []
    while not solo.is_over(state):
        action = solver.hint(state)
        if isinstance(action, solo.MoveCard):
            commands.append(f"move {action.place // 4 + 1} {action.place % 4 + 1} {action.pile + 1}")
        elif isinstance(action, solo.MovePile):
            commands.append(f"pile {action.source + 1} {action.target + 1}")
        else:
            commands.append("deal")
        state, _events = solo.apply(state, 0, action)
    return commands, state


def run_plain(script: str, lang: str = "en") -> tuple[list[str], RecordingSpeaker]:
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language=lang, speech="off"))
    out = io.StringIO()
    PlainMode(session, io.StringIO(script), out).run()
    return out.getvalue().splitlines(), speaker


def test_zs_plain_mode_plays_a_whole_solo_deal_from_a_script():
    """A whole Zoker Solo deal typed line by line ends with the score the rules give (ZS-2, ZS-7)."""
    commands, end = solo_commands(solo.new_game(1, 42))
    lines, speaker = run_plain("solo 42\n" + "\n".join(commands) + "\n")
    assert lines[1].startswith("Zoker Solo, deal 42.")
    assert f"No move is left. Game over. Your score is {solo.score(end)}." in lines[-2]
    assert lines[-1] == "That is your best for deal 42."
    # Every line printed was also given to the speaker.
    assert speaker.said[-1] == lines[-1]


def test_plain_mode_gives_clear_answers_to_bad_input():
    lines, _ = run_plain("solo 3\nmove 9 9 9\nfrobnicate\nmove 1 1 1\n")
    assert any("Type: move ROW COLUMN PILE" in line for line in lines)
    assert "Unknown command frobnicate. Type help for the commands." in lines
    state = solo.new_game(1, 3)
    expected = solo.legal_actions(state)
    moved = solo.MoveCard(0, 0) in expected
    last = lines[-1]
    if not moved:
        assert "are not a pair" in last


def test_zp3_plain_mode_trainer_explains_a_wrong_pick_and_takes_a_pair():
    state = pairs.new_game(1, 8)
    take = next(a for a in pairs.legal_actions(state) if isinstance(a, pairs.TakePair))
    wrong = next((i, j) for i in range(20) for j in range(i + 1, 20)
                 if not pairs.compatible(state.table[i], state.table[j]))
    def place(p):
        return f"{p // 5 + 1} {p % 5 + 1}"

    lines, _ = run_plain(f"pairs 8\ntake {place(wrong[0])} {place(wrong[1])}\n"
                         f"take {place(take.first)} {place(take.second)}\nscore\n")
    assert any("are not a pair" in line for line in lines)
    assert any(line.startswith("Pair: ") for line in lines)
    assert lines[-1].startswith("Score 1: 1 pair, 0 ladders.")


def test_zc1_plain_mode_explorer_walks_the_cube():
    lines, _ = run_plain("explore\nlower\nhigher\nright\npairs\nlines\n")
    assert "Edge of the cube." in lines
    assert "Green S1, level 2" in lines  # a printed line starts with a capital, a focus echo too
    assert "Green M1, level 2" in lines
    assert any(line.startswith("Pairs of green M1.") for line in lines)
    assert any(line.startswith("Green M1 lies on 3 straights") for line in lines)


def test_plain_mode_switches_language_at_once():
    lines, speaker = run_plain("language cs\nhelp\n")
    assert speaker.languages[-1] == "cs"
    assert lines[-1] != run_plain("help\n")[0][-1]


def _start_plain(home) -> subprocess.Popen:
    env = dict(os.environ, TABLETALK_HOME=str(home))
    return subprocess.Popen([sys.executable, "-m", "app", "--plain", "--speech", "off", "--lang", "en"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)


def _read_until(proc: subprocess.Popen, needle: str) -> list[str]:
    lines = []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if needle in line:
            return lines
    raise AssertionError(f"never saw {needle!r}; got {lines}")


def test_killed_mid_deal_resumes_exactly(tabletalk_home):
    """Kill -9 during a Solo deal; the next start resumes the same deal, moves and undo history."""
    commands, _ = solo_commands(solo.new_game(1, 77))
    played = commands[:6]
    proc = _start_plain(tabletalk_home)
    proc.stdin.write("solo 77\n")
    for command in played:
        proc.stdin.write(command + "\n")
    proc.stdin.write("where\n")
    proc.stdin.flush()
    _read_until(proc, "moves made.")
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)

    # What was saved is exactly the position after those six moves.
    state = solo.new_game(1, 77)
    for _ in played:
        state, _events = solo.apply(state, 0, solver.hint(state))
    saved = json.loads((tabletalk_home / "data" / "autosave.json").read_text())
    resumed = Match.from_json(saved)
    assert resumed.state == state and len(resumed.history) == 6

    proc = _start_plain(tabletalk_home)
    out, err = proc.communicate("resume\nwhere\nundo\nwhere\n", timeout=60)
    lines = out.splitlines()
    assert "A saved game can be resumed: type resume." in lines
    assert "Zoker Solo, deal 77, resumed." in lines
    wheres = [line for line in lines if line.startswith("Zoker Solo, deal 77. Highest pile")]
    assert wheres[0].endswith("6 moves made.")
    assert wheres[1].endswith("5 moves made.")
    assert err == ""


# Games of several seats: the table set by typed commands, bots moving at once, hot seat.



class Typist:
    """A stdin for PlainMode that types each next line, computed from what the session holds now.

    ``script`` lines are typed first; then ``policy(mode)`` is asked for each line
    until it returns None (end of input). Everything still goes through the REPL as text.
    """

    def __init__(self, script: str, policy=None, limit: int = 3000) -> None:
        self.queue = [line for line in script.splitlines()]
        self.policy = policy
        self.limit = limit
        self.mode: PlainMode | None = None
        self.typed: list[str] = []

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        if self.queue:
            line = self.queue.pop(0)
        else:
            line = self.policy(self.mode) if self.policy is not None else None
            if line is None:
                return ""
        self.typed.append(line)
        assert len(self.typed) < self.limit, "the script never ended"
        return line + "\n"


def play_plain(script: str, policy=None) -> tuple[list[str], PlainMode]:
    speaker = RecordingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language="en", speech="off"))
    typist = Typist(script, policy)
    mode = PlainMode(session, typist, io.StringIO())
    typist.mode = mode
    mode.run()
    return mode.stdout.getvalue().splitlines(), mode


def output(mode: PlainMode) -> list[str]:
    return mode.stdout.getvalue().splitlines()


def memo_place(state: memo.MemoState, place: int, style: int = 0) -> str:
    row, column = divmod(place, state.columns)
    return (f"turn {row + 1} {column + 1}", f"t {row + 1} {column + 1}", f"{row + 1} {column + 1}")[style % 3]


def memo_move(state: memo.MemoState, style: int | None = None) -> str:
    """Return the command of a player who remembers every card: a pair when there is one, else the deal.

    The place is typed in one of three ways, changing with the turn unless ``style`` fixes it (see memo_place).
    """
    places = memo.face_down(state)
    if state.up is not None:
        first = state.table[state.up]
        partner = next((p for p in places if p != state.up and memo.is_pair(first, state.table[p], state.easy)),
                       next(p for p in places if p != state.up))
        return memo_place(state, partner, state.turn_no if style is None else style)
    pair = next(((a, b) for a in places for b in places if a < b
                 and memo.is_pair(state.table[a], state.table[b], state.easy)), None)
    if pair is None:
        return "deal"
    return memo_place(state, pair[0], state.turn_no + 1 if style is None else style)


def my_turn_policy(move, finish=("where",)):
    """Return a policy that plays ``move(state)`` on each of the player's turns, then types ``finish``."""
    tail = list(finish)

    def policy(mode: PlainMode):
        s = mode.session
        if s.match.is_over():
            return tail.pop(0) if tail else None
        # The bots have already moved: it is the keyboard's turn whenever a line is read.
        assert s.bot_to_act() is None and s.my_turn()
        return move(s.match.state)
    return policy


def test_zm_plain_mode_plays_a_whole_memo_game_against_a_bot():
    """You and Eva, deal 12, eight cards at the start: typed to the end; Eva's turns are told by name."""
    lines, mode = play_plain("option start 8\ntable\nmemo 12\nhelp\n",
                             my_turn_policy(memo_move, ("held", "mine", "where")))
    s = mode.session
    assert "turn ROW COLUMN: turn a card up" in lines
    assert "Zoker Memo starts with 8 cards face down. A pair shares exactly two attributes. "\
           "New cards are dealt when no pair is left." in lines
    assert "Zoker Memo, deal 12." in lines  # brief: the seats were just set, and where names them
    assert s.match.is_over() and s.match.deal == 12 and len(s.match.state.table) >= 8
    over = [line for line in lines if line.startswith("Game over.") or " Game over. " in line]
    mine, eva = s.match.scores()
    # Said once when the game ended, and again by "where" after it, with the game and deal first.
    assert len(over) == 2 and f"you {mine} cards" in over[0] and f"Eva {eva} cards" in over[0]
    assert over[1] == lines[-1] and over[1].startswith("Zoker Memo, deal 12. ")
    assert over[0].endswith(over[1][len("Zoker Memo, deal 12. "):])
    assert any(line.startswith("Eva: ") and ", row " in line for line in lines)
    assert any(line.startswith("You turn up row ") for line in lines)
    assert "Your turn." in lines
    assert lines[-3] == f"Cards taken: you have {mine} cards; Eva has {eva} cards. The stock is empty."
    assert lines[-2].startswith(f"You have taken {mine} cards: ")


def test_zm_plain_memo_with_asked_for_deals_and_easy_pairs_alone():
    """One seat, easy pairs, deals asked for by typing deal, to the end."""
    lines, mode = play_plain("players 1\noption easy on\noption refill manual\noption start 4\nmemo 5\n",
                             my_turn_policy(memo_move, ()))
    s = mode.session
    assert s.match.is_over() and len(s.seats) == 1
    assert any(line.startswith("You ask for the deal. New deal: ") for line in lines)
    assert lines[-2].endswith("Game over: 64 cards.")
    assert lines[-1] == "That is your best for deal 5."


def tiko_move(state: tiko.TikoState) -> str:
    """Play the weakest card by number (the hand is read strongest first), or by name every third trick."""
    hand = tiko_text.sorted_hand(state.hands[state.turn], "strength")
    if state.tricks % 3 == 0:
        return f"play {hand[-1]}"
    return f"p {len(hand)}"


def test_zt_plain_mode_plays_a_whole_tiko_game_with_two_bots():
    lines, mode = play_plain("players 3\nseat 3 hard\ntiko 21\n", my_turn_policy(tiko_move, ("won", "where")))
    s = mode.session
    start = lines.index("Zoker Tiko, deal 21.")
    assert lines[start + 1] == "Your turn to lead."
    assert lines[start + 2].startswith("Your cards, by strength: ")
    assert s.match.is_over()
    assert any(line.startswith(("Eva: ", "Eva leads ")) for line in lines)
    assert any(line.startswith(("Aino: ", "Aino leads ")) for line in lines)
    # 64 cards for three: five deals of twelve, four left undealt.
    over = next(line for line in lines if "Game over." in line)
    assert over.endswith("4 cards were left undealt.")
    won = s.match.scores()
    assert sum(won) == 60
    assert lines[-2].startswith(f"Cards won: you have {won[0]} cards; Eva has {won[1]} cards; Aino has {won[2]}")


def test_zt6_plain_tiko_match_of_two_games_counted_by_wins():
    finish = ["next", "where"]

    def policy(mode):
        s = mode.session
        if len(finish) < 2:
            return finish.pop(0) if finish else None
        if not s.match.is_over():
            return tiko_move(s.match.state)
        if not s.match.match_over():
            return "next"  # the word the standings say to type
        return finish.pop(0)

    lines, mode = play_plain("option games 2\noption count wins\ntiko 3\nnext\n", policy)
    s = mode.session
    assert "A match has 2 games." in lines and "A match is counted in games won." in lines
    assert "This game is not over yet." in lines
    after = [line for line in lines if line.startswith("After game 1 of 2: ")]
    assert len(after) == 1 and after[0].endswith("Type next for the next game.") and "game won" in after[0]
    assert "Game 2, deal 4. Eva starts." in lines
    ended = [line for line in lines if line.startswith("The match is over. ")]
    assert ended == ["The match is over. A tie between you, Eva. Standings: you 1 game won; Eva 1 game won."]
    # next after the last game starts a new match at the same table.
    assert s.match.round_no == 1 and s.match.rounds == 2 and s.match.count == "wins"
    assert lines[-1].startswith("Zoker Tiko, game 1 of 2, deal ")


def test_zt_plain_hot_seat_tells_a_hand_only_after_ready():
    """Anna and Olle share the keyboard: before ready no line holds the next hand; after it, it is read."""
    seen = {"handoffs": 0, "blocked": False, "start": 0}

    def policy(mode):
        s = mode.session
        lines = output(mode)
        if s.match.is_over():
            return None
        if s.handoff is not None:
            hand = s.match.state.hands[s.handoff]
            assert mode.prompt() == f"Keyboard to {s.seat_name(s.handoff)}; type ready: "
            # Since the last player took the keyboard, nothing has named this player's cards.
            for line in lines[seen["start"]:]:
                assert not any(str(card) in line for card in hand), line
            if seen.get("helped") == "just now":
                # The help starts with whose keyboard it is, then lists the commands.
                seen["helped"] = "done"
                first = next(i for i in range(len(lines) - 1, 0, -1) if lines[i] == "Zoker Tiko commands:")
                assert lines[first - 1].startswith(f"Pass the keyboard to {s.seat_name(s.handoff)}. ")
                assert lines[first - 1].endswith("Type ready, or press Enter.")
            else:
                assert lines[-1].startswith(f"Pass the keyboard to {s.seat_name(s.handoff)}. "
                                            f"{s.seat_name(s.handoff)}, press Enter when you are ready.")
            if "held" in seen:
                # Acting before ready did nothing but say whose keyboard it is.
                assert s.match.state == seen.pop("held")
                assert lines[-2].startswith(f"Pass the keyboard to {s.seat_name(s.handoff)}. ")
            elif not seen["blocked"] and seen["handoffs"] == 3:
                seen["blocked"] = True
                seen["held"] = s.match.state
                return "play 1"
            elif seen["handoffs"] == 5 and "helped" not in seen:
                seen["helped"] = "just now"
                return "help"
            seen["handoffs"] += 1
            seen["start"] = len(lines)
            seen["expect"] = (s.handoff, hand)
            return "ready" if seen["handoffs"] % 2 else ""
        seat, hand = seen.pop("expect", (None, None))
        if seat is not None:
            assert s.viewer == seat and mode.prompt() == f"{s.seat_name(seat)}> "
            assert tiko_text.hand(hand, "strength") in lines[seen["start"]:]
        return tiko_move(s.match.state)

    lines, mode = play_plain("seat 1 human Anna\nseat 2 human Olle\ntiko 9\n", policy)
    s = mode.session
    assert seen["blocked"] and seen["handoffs"] > 20
    assert "Zoker Tiko, deal 9." in lines
    assert any(line.startswith("Olle: Your turn. On top: ") for line in lines)
    assert any(line.startswith("Anna: Your turn to lead.") for line in lines)
    assert s.match.is_over()
    assert any("Game over. " in line and "you" not in line for line in lines)
    assert any(line.startswith("Pass the keyboard to ") and line.endswith("Type ready, or press Enter.")
               and following == "Zoker Tiko commands:" for line, following in zip(lines, lines[1:]))


def test_plain_table_games_answer_bad_input_clearly_and_keep_the_game():
    state_before = {}
    done = []

    def policy(mode):
        s = mode.session
        state = s.match.state
        if s.match.is_over():
            return None
        if not done and state.up is None and None in state.table:
            empty = state.table.index(None)
            state_before["state"] = state
            done.append(memo_place(state, empty))
            return done[-1]
        if len(done) == 1:
            assert s.match.state == state_before["state"]
            done.append("checked")
        return memo_move(state)

    script = ("players 0\nplayers 11\nplayers two\nseat 3 easy\nseat 1 wizard\nseat\n"
              "option start 1\noption start 65\noption easy maybe\noption refill sometimes\n"
              "option games -1\noption games many\noption count goals\noption colour red\n"
              "memo 0\nmemo 7\nturn 9 9\nturn 0 1\nturn x\nturn\n3 1\nplayers 3\nnext\nfrobnicate\n"
              "menu\nplayers 1\ntiko\nresume\n")
    lines, mode = play_plain(script, policy)
    expected = [
        "Type players and a number from 1 to 10, for example players 3. Zoker Memo: 1 to 5 players. "
        "Zoker Tiko: 2 to 5 players. Zoker Kubo: 2 to 5 players. Zip Zap: 2 to 6 players. Zocken: 1 to 8 players. "
        "Numeramis Loker: 1 to 10 players.",
        "There is no seat 3: the table has 2 seats. Type players and a number to add seats.",
        "Type seat, a seat number from 1 to 2, then human, easy, medium or hard, and a name if you like: "
        "for example seat 2 hard Eva.",
        "Type option start and a number of cards from 2 to 64, for example option start 24.",
        "Type option easy on for easy pairs, or option easy off.",
        "Type option refill auto to have cards dealt automatically, or option refill manual to ask for the deal.",
        "Type option games and a number from 1 to 99, or 0 for as many games as you like.",
        "Type option count cards to add up the cards, or option count wins to count the games won.",
        "There is no option colour. The options are fill, start, easy, refill, face, scoring, target, mode, speed, "
        "board, after_two, chips, winner, games and count, "
        "for example option games 3.",
        "A deal number is a whole number from 1.",
        "Row 9, column 9 is not on the table: rows go from 1 to 4, columns from 1 to 4.",
        "Row 0, column 1 is not on the table: rows go from 1 to 4, columns from 1 to 4.",
        "Type: turn ROW COLUMN, for example turn 2 3, or t 2 3.",
        "The table is set in the menu: type menu, change it there, then memo, tiko, kubo, zipzap, zocken or loker to start; "
        "resume comes back to this game.",
        "This game is not over yet.",
        "Unknown command frobnicate. Type help for the commands.",
        "Zoker Tiko is for 2 to 5 players, and the table has 1 seat. Type players and a number to change it.",
        "Zoker Memo, deal 7, resumed.",
        "That place is empty.",
    ]
    for line in expected:
        assert line in lines
    assert lines.count("Type: turn ROW COLUMN, for example turn 2 3, or t 2 3.") == 2
    assert done[-1] == "checked"
    assert any(line.startswith("You turn up row 3, column 1: ") for line in lines)
    # The game typed before the menu went on from where it was, with the same seats, to its end.
    s = mode.session
    assert s.match.is_over() and s.match.deal == 7 and len(s.seats) == 2
    assert any("Game over." in line for line in lines)


def test_plain_tiko_cards_by_name_number_and_grouping():
    session_lines, mode = play_plain("tiko 2\nplay purple X9\nplay 9\nplay\nhand size\nhand colour\n"
                                     "preview 1\nhelp\n")
    s = mode.session
    hand = s.match.state.hands[0]
    assert "Purple X9 is not a card. Name a card by colour and code, like green M2 (colours: blue, "\
           "green, orange or red; sizes S, M, L, XL; corners 1 to 4), or give its number in your hand." in session_lines
    assert "Your hand has 4 cards: type a number from 1 to 4, or name a card like green M2." in session_lines
    assert tiko_text.hand(hand, "colour") in session_lines
    at = session_lines.index("Zoker Tiko commands:")
    assert session_lines[at - 1] == sentence_case(tiko_text.preview(tiko_text.sorted_hand(hand, "colour")[0], s.match.state))
    assert session_lines[at + 1] == "play CARD: play a card"
    # The grouping is remembered: "play 2" is the second card as last read.
    other = tiko.new_game(2, 2).hands[1][0]
    second = tiko_text.sorted_hand(hand, "colour")[1]
    more = s.match.state
    mode.handle(f"play {other}\n")
    assert output(mode)[-1] == sentence_case(f"{other} is not in your hand.")
    assert s.match.state == more
    mode.handle("play 2\n")
    assert f"You lead {second}." in output(mode)
    assert s.my_turn()


def test_the_first_back_gives_the_message_before_the_one_just_heard():
    lines, _ = run_plain("solo 7\nwhere\nback\nback\n")
    where = next(line for line in lines if line.startswith("Zoker Solo, deal 7. Highest pile"))
    at = lines.index(where)
    assert lines[at + 1].startswith("Row 1: ")  # the table, said before "where"
    assert lines[at + 2] == "Zoker Solo, deal 7."


def test_a_game_in_progress_is_given_up_only_when_asked_twice():
    lines, mode = play_plain("tiko 3\nplay 1\nmenu\nsolo 4\nresume\nnew\nnew\n")
    asked = "A game of Zoker Tiko is in progress and saved. Type {} again to give it up, or resume to go on with it."
    assert asked.format("solo 4") in lines
    assert "Zoker Tiko, deal 3, resumed." in lines  # the game was kept
    assert asked.format("new") in lines
    assert lines.count("Zoker Solo, deal 4.") == 0
    assert mode.session.match.game_id == "zoker-tiko" and not mode.session.match.actions  # a new match after two


def test_a_table_with_no_seat_at_this_keyboard_is_refused():
    lines, mode = play_plain("seat 1 easy\nmemo 3\n")
    assert "At least one seat must be played at this keyboard. Type seat 1 human to take a seat." in lines
    assert mode.session.match is None


def test_find_says_where_a_card_is_and_never_tells_a_face_down_memo_card():
    state = solo.new_game(1, 5)
    on_table, in_stock, on_pile = state.upper[1], state.stock[0], state.piles[2][0]
    lines, _ = run_plain(f"solo 5\nfind {on_table}\nfind {in_stock}\nfind {on_pile}\nfind\nfind purple\n")
    assert f"{on_table}: row 1, column 2.".capitalize() in [line.capitalize() for line in lines]
    assert sentence_case(f"{in_stock}: in the stock, not seen yet.") in lines
    assert sentence_case(f"{on_pile}: pile 3, on top.") in lines
    assert "Type find and a card, for example find green M2." in lines
    memo_state = memo.new_game(2, 4)
    hidden = memo_state.table[0]
    lines, _ = run_plain(f"memo 4\nfind {hidden}\n")
    assert lines[-1] == sentence_case(f"{hidden}: not seen yet.")  # a memory game keeps its secrets
    hand = tiko.new_game(2, 6).hands[0]
    lines, _ = run_plain(f"tiko 6\nfind {hand[0]}\n")
    assert lines[-1] == sentence_case(f"{hand[0]}: in your hand.")


def test_language_takes_a_code_in_any_case_or_the_languages_own_name():
    from app.text.i18n import language_for

    assert [language_for(w) for w in ("SV", "svenska", "Suomi", "islenska", "Íslenska", "čeština", "cestina",
                                      "Nederlands", "Czech", "en", "klingon")] == [
        "sv", "sv", "fi", "is", "is", "cs", "cs", "nl", "cs", "en", None]
    lines, _ = run_plain("language svenska\nlanguage FI\n")
    assert lines[-2:] == ["Språk: Svenska.", "Kieli: Suomi."]


def test_rules_are_read_a_section_at_a_time_in_every_game():
    lines, _ = run_plain("rules tiko\nrules tiko next\nsolo 4\nrules\nrules next\nrules a turn\nrules 5\nrules next\n"
                         "rules back\nrules frob\n")
    assert lines[1].startswith("Rules of Zoker Tiko. Goal, 1 of 5: Win the most cards")
    assert lines[2].startswith("Setup, 2 of 5: Everyone gets four cards")
    at = lines.index("Rules of Zoker Solo. Goal, 1 of 5: Build one pile on the bottom row as high as you can.")
    assert lines[at + 1].startswith("Setup, 2 of 5: ")
    assert lines[at + 2].startswith("A turn, 3 of 5: Put a card from rows 1 to 3")
    assert lines[at + 3].startswith("The end, 5 of 5: ")
    assert lines[at + 4] == "That was the last section."
    assert lines[at + 6].startswith("Scoring, 4 of 5: ")
    assert lines[-1] == "Type rules next, rules back, or a section: goal, setup, a turn, scoring or the end."


def test_runs_of_empty_places_are_counted_not_read_one_by_one():
    from app.games.zoker.words import row_list

    red, blue = parse_card("red S2"), parse_card("blue M3")
    assert row_list([red, None, None, None]) == "red S2; columns 2 to 4 empty"
    assert row_list([red, None, None, red]) == "red S2; columns 2 and 3 empty; red S2"  # two are not a range
    assert row_list([None, red, None, blue]) == "column 1 empty; red S2; column 3 empty; blue M3"
    assert row_list([None] * 4) == "all empty"


def test_undo_says_which_move_it_took_back():
    state = solo.new_game(1, 5)
    action = next(a for a in solo.legal_actions(state) if isinstance(a, solo.MoveCard))
    move = f"move {action.place // 4 + 1} {action.place % 4 + 1} {action.pile + 1}"
    lines, _ = run_plain(f"solo 5\n{move}\nundo\nundo\n")
    said = lines[lines.index(next(line for line in lines if line.startswith("Row 1:"))) + 1]
    card = said.split(" to pile ")[0]
    # The card taken back, where it is again, and its pile's height now (not the height the move had made).
    assert lines[-2] == (f"Undone. {card} back at row {action.place // 4 + 1}, column {action.place % 4 + 1}; "
                         f"pile {action.pile + 1}, height {len(state.piles[action.pile])}.")
    assert lines[-1] == "There is nothing to undo."


def test_row_and_column_read_one_line_of_the_table():
    state = solo.new_game(1, 5)
    lines, _ = run_plain("solo 5\nrow 2\ncolumn 3\nrow 9\n")
    assert sentence_case(f"Row 2: {'; '.join(str(c) for c in state.upper[4:8])}.") in lines
    column = [state.upper[2], state.upper[6], state.upper[10], state.piles[2][-1]]
    assert sentence_case(f"Column 3: {'; '.join(str(c) for c in column)}.") in lines
    assert lines[-1] == "Type row and a number from 1 to 4, or column and a number from 1 to 4."
