"""Numeramis Loker's own sound cues (the teller's ``cues``): an exchange swishes, a close knocks, the
show-down has the game-over cue; each beside its sentence, whoever acts."""

from __future__ import annotations

from app.core.seats import Seat
from app.games.loker import rules as nl
from app.session import Session
from app.speech.cues import RecordingCues
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings


def _deal(deal: int) -> list[str]:
    """Play a deal against two medium bots (exchange once, then close when allowed); return the cues."""
    cues = RecordingCues()
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"), cues=cues)
    session.start("loker", deal, seats=(Seat("Ann", True), Seat("Eva", False, "medium"),
                                                  Seat("Aino", False, "medium")))
    exchanged = False
    for _ in range(20):
        session.run_bots()
        if session.match.is_over():
            break
        legal = nl.legal_actions(session.match.state, 0)
        if not exchanged:
            assert session.act(nl.Exchange(session.match.state.hands[0][:1]))
            assert cues.played[-1] == "swap"
            exchanged = True
        elif nl.Close() in legal:
            assert session.act(nl.Close())
            assert "close" in cues.played
        else:
            assert session.act(nl.Pass())
    assert session.match.is_over() and cues.played[-1] == "game_over"
    return cues.played


def test_nl_exchange_close_and_show_down_play_their_cues():
    played = [_deal(deal) for deal in range(1, 9)]
    assert all("swap" in cues for cues in played)
    assert any("close" in cues for cues in played)
