"""Zip Zap's race through the Session with a fake clock (ZZ-10, ZZ-13): bots react only after the news
has been heard, the first card down counts, and nothing ever sleeps."""

from __future__ import annotations

import dataclasses

from app.core.seats import Seat
from app.games.zipzap import bot as zbot
from app.games.zipzap import rules as zz
from app.session import Session
from app.speech.base import spoken_ms
from app.speech.cues import RecordingCues
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings


class FakeClock:
    """A clock the test moves by hand (ms)."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        return self.now


def race(deal: int = 3, speed="normal", levels=("medium",), clock=None):
    clock = clock or FakeClock()
    speaker, cues = RecordingSpeaker(), RecordingCues()
    session = Session(speaker=speaker, settings=Settings(language="en", speech="off"), cues=cues, clock=clock)
    seats = (Seat("Ann", True),) + tuple(Seat(n, False, lv) for n, lv in zip(("Eva", "Aino"), levels))
    session.start("zipzap", deal, seats=seats, options={"mode": "race", "speed": speed, "scoring": "hands"})
    return session, clock, speaker, cues


def bot_race(**kw):
    """Return a race where a bot can act at the start."""
    for deal in range(1, 100):
        found = race(deal, **kw)
        if found[0].next_due() is not None:
            return found
    raise AssertionError("no deal where a bot can play")


def test_zz13_no_bot_acts_before_the_news_is_heard_plus_its_reaction():
    session, clock, speaker, _ = bot_race()
    assert session.racing()
    news = speaker.said[-1]
    heard = spoken_ms(news, session.settings.rate)
    due = session.next_due()
    assert due is not None and due >= heard + zbot.base_ms("normal") * (1 - zbot.SPREAD)
    moves_before = len(session.match.actions)
    assert session.advance(due - 1) == 0 and len(session.match.actions) == moves_before
    assert session.advance(due) >= 1 and len(session.match.actions) > moves_before


def test_zz13_a_voice_still_speaking_holds_the_bots_until_it_is_silent():
    session, clock, speaker, _ = bot_race()
    due = session.next_due()
    speaker.busy = True
    assert session.advance(due) == 0
    clock.now = due + 5000
    assert session.advance(due + 5000) == 0  # still speaking: nobody moves
    speaker.busy = False
    reaction = min(session.table.reactions.values())
    silent = due + 6000
    assert session.advance(silent) == 0  # heard out now: the reaction counts from here
    assert session.advance(silent + reaction - 1) == 0
    assert session.advance(silent + reaction) == 1


def test_zz13_the_speed_sets_the_reaction():
    deal = bot_race()[0].match.deal
    slow, _, _, _ = race(deal, speed="relaxed")
    fast, _, _, _ = race(deal, speed="fast")
    seconds, _, _, _ = race(deal, speed=5)
    assert fast.next_due() < slow.next_due() < seconds.next_due()


def test_zz10_a_bot_due_before_the_key_goes_first_and_the_player_hears_too_late():
    for deal in range(1, 60):
        session, clock, speaker, cues = race(deal)
        state = session.match.state
        mine = zz.fitting(state, state.hands[0])
        due = session.next_due()
        if not mine or due is None or state.leader >= 0:
            continue
        clock.now = due + 1  # the key comes just after a bot's time
        before = len(session.match.actions)
        session.act(zz.Play(mine[0]))
        first_seat, _first = session.match.actions[before]
        assert first_seat != 0  # the bot's card came down first
        if len(session.match.actions) == before + 1:
            assert speaker.said[-1].startswith("Too late: ") and speaker.said[-1].endswith(" came down first.")
            assert cues.played[-2:] == ["bot", "refused"]
        return
    raise AssertionError("no deal let the player race a bot")


def test_zz13_the_players_key_is_stamped_with_the_clock_and_cued_at_once():
    for deal in range(1, 60):
        session, clock, speaker, cues = race(deal)
        state = session.match.state
        mine = zz.fitting(state, state.hands[0])
        if not mine or state.leader >= 0:
            continue
        clock.now = 10  # long before any bot
        assert session.act(zz.Play(mine[0]))
        seat, action = session.match.actions[-1]
        assert seat == 0 and action.at == 10 and cues.played[-1] in ("played", "game_over")
        return
    raise AssertionError("no deal gave the player a fitting card")


def test_zz13_a_whole_race_is_the_same_game_on_the_same_clock():
    def play(deal):
        session, clock, speaker, _ = race(deal, levels=("easy", "hard"))
        steps = 0
        while not session.match.is_over():
            steps += 1
            assert steps < 5000
            state = session.match.state
            mine = zz.fitting(state, state.hands[0]) if state.leader < 0 else \
                [c for c in state.hands[0] if not c.is_zap] if state.leader == 0 else []
            due = session.next_due()
            if mine and (due is None or clock.now + 900 < due):
                clock.now += 900  # the player's reaction
                session.act(zz.Play(mine[0]))
            elif state.leader == 0:
                session.act(zz.Zap())
            else:
                clock.now = due
                session.advance()
        return session.match.scores(), list(speaker.said)

    assert play(8) == play(8)


def test_zz14_friends_at_one_keyboard_play_turn_by_turn_and_hear_so():
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"),
                      clock=FakeClock())
    seats = (Seat("Ann", True), Seat("Bo", True), Seat("Eva", False, "hard"))
    session.start("zipzap", 4, seats=seats, options={"mode": "race", "speed": "normal", "scoring": "hands"})
    assert session.match.options["mode"] == "turns" and not session.racing()
    assert "Zip Zap: turn by turn" in session.speaker.said[0]


def test_zz13_a_race_resumes_on_the_same_state_after_a_restart():
    session, clock, speaker, _ = bot_race()
    clock.now = session.next_due()
    session.advance()
    state, deal = session.match.state, session.match.deal
    again = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"), clock=FakeClock())
    assert again.resume()
    assert again.match.state == state and again.match.deal == deal and again.racing()


def test_zz14_the_hot_seat_hides_each_hand_until_the_next_player_is_ready():
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    session.start("zipzap", 4, seats=(Seat("Ann", True), Seat("Bo", True)),
                  options={"mode": "turns", "speed": "normal", "scoring": "hands"})
    for _ in range(40):
        if session.handoff is not None:
            break
        seat = session.viewer
        assert session.my_turn()
        session.act(zz.Pass() if zz.Pass() in session.match.legal_actions(seat) else
                    session.match.legal_actions(seat)[0])
    assert session.handoff is not None and session.viewer is None
    assert session.read_hand() == ""  # nobody's cards while the keyboard passes
    bo = session.handoff
    assert session.confirm_handoff() and session.viewer == bo
    assert "Your turn" in session.speaker.said[-1]


def test_going_out_is_cued_as_a_win():
    cues = RecordingCues()
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"), cues=cues)
    session.start("zipzap", 2, seats=(Seat("Ann", True), Seat("Eva", False, "easy")),
                  options={"mode": "turns", "speed": "normal", "scoring": "hands"})
    state = session.match.state
    hands = list(state.hands)
    hands[0] = (zz.Card("red", 6),)
    session.match.state = dataclasses.replace(state, hands=tuple(hands), pile=(zz.Card("red", 5),), owners=(-1,),
                                              leader=-1, turn=0)
    session.act(zz.Play(zz.Card("red", 6)))
    assert session.match.state.round_no == 2 and cues.played[-1] == "won"
