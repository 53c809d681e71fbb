"""Issue 33, 2, in the Session that line mode and the screens share: the turn's news a key cuts off
before it was heard is said again after the key's answer, as it then stands; news heard is not."""

from __future__ import annotations

from app.core.seats import Seat
from app.session import Session
from app.speech.base import spoken_ms
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings

SEATS = (Seat("Ann", True), Seat("Eva", False, "medium"))


class FakeClock:
    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        return self.now


def sitting(home, monkeypatch, game_id="zoker-memo"):
    monkeypatch.setenv("TABLETALK_HOME", str(home))
    clock, speaker = FakeClock(), RecordingSpeaker()
    speaker.busy = True  # the voice still speaks, unless a test says it is done
    session = Session(speaker=speaker, settings=Settings(language="en", speech="off"), clock=clock)
    session.start(game_id, 7, seats=SEATS)
    session.run_bots()
    return session, clock, speaker


def test_a_keys_answer_is_followed_by_the_news_it_cut_off(tmp_path, monkeypatch):
    session, clock, speaker = sitting(tmp_path, monkeypatch)
    news = session.unheard_news()
    assert news and news[-1] == session.teller.turn_prompt(session.told())
    speaker.busy = True
    session.say("Face-down card 2, row 1.", "focus")
    assert speaker.log[-len(news) - 1:] == [("say", "Face-down card 2, row 1.", True)] + [
        ("say", text, False) for text in news]


def test_news_the_voice_has_said_is_not_said_again(tmp_path, monkeypatch):
    session, clock, speaker = sitting(tmp_path, monkeypatch)
    speaker.busy = True
    clock.now += sum(spoken_ms(t, session.settings.rate) for t in speaker.said) + 1  # long enough to say it all
    session.say("Face-down card 2, row 1.", "focus")
    assert speaker.said[-1] == "Face-down card 2, row 1."
    assert session.unheard_news() == []


def test_a_quiet_voice_has_said_everything(tmp_path, monkeypatch):
    session, clock, speaker = sitting(tmp_path, monkeypatch)
    speaker.busy = False
    session.say("Face-down card 2, row 1.", "focus")
    assert speaker.said[-1] == "Face-down card 2, row 1."


def test_a_move_makes_the_old_news_stale(tmp_path, monkeypatch):
    """The turn's prompt is of the position before the move: a move's answer is not followed by it."""
    session, clock, speaker = sitting(tmp_path, monkeypatch, "zoker-tiko")
    old = session.unheard_news()
    speaker.busy = True
    hand = session.match.state.hands[0]
    from app.games.zoker.tiko.rules import Play

    before = len(speaker.said)
    assert session.act(Play(hand[0]))
    assert not set(old) & set(speaker.said[before:])


def test_in_line_mode_under_a_reader_of_the_lines_nothing_is_said_again(tmp_path, monkeypatch):
    """Line mode's lines stay on the screen for the reader; news said again would reach no one (the
    reader reads printed lines only), and the real-Orca sittings logged it twice and heard it once."""
    session, clock, speaker = sitting(tmp_path, monkeypatch)
    assert session.unheard_news()
    session.lines = True
    monkeypatch.setattr(session, "reader_reads_screen", lambda: True)
    before = len(speaker.log)
    session.say("Face-down card 2, row 1.", "focus")
    assert speaker.log[before:] == [("say", "Face-down card 2, row 1.", True)]
