"""Whole games of Memo and Tiko in every language: nothing of the English is heard in another.

The same match (same deal, same moves, bots seeded by the position) is
played once in English and once in each other language, with every
question a player can ask along the way. The two transcripts must line up
sentence by sentence, and no sentence of three words or more may come out
the same as its English one.
"""

from __future__ import annotations

import random
import re

import pytest

from app.core.seats import Seat
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store.settings import Settings
from app.text import i18n
from app.games.zoker.memo import text as memo_text
from app.games.zoker.tiko import text as tiko_text
from table_play import play

#: Names and codes are the same in every language; the rest must not be.
SAME_EVERYWHERE = re.compile(r"\b(Anna|Olle|Eva|Aino|Zoker|Memo|Tiko|[SML]|XL)\b")


def ask_everything(session: Session, rng: random.Random) -> None:
    """Ask what a player can ask before a move: holdings, where, and the game's own questions."""
    state, viewer = session.match.state, session.viewer
    session.say(session.whose_turn())
    session.say(session.holdings())
    session.say(session.where())
    if session.match.game_id == "zoker-tiko":
        session.say(tiko_text.trick(state, session.seats, viewer))
        hand = state.hands[viewer]
        session.say(tiko_text.hand(hand, rng.choice(tiko_text.GROUPINGS)))
        session.say(tiko_text.preview(hand[0], state))
    else:
        session.say(memo_text.face_down(state))
        session.say(memo_text.read_table(state))


def transcript(lang: str, game_id: str, seed: int) -> list[str]:
    """Return everything said in a match of ``game_id`` in ``lang``, questions included."""
    i18n.set_language(lang)
    session = Session(speaker=RecordingSpeaker(), settings=Settings(language=lang, speech="off"))
    try:
        seats = (Seat("Anna"), Seat("Eva", False, "hard"), Seat("Olle"))
        session.start(game_id, seed, seats=seats, rounds=2)
        play(session, seed, before_move=ask_everything)
        assert session.match.match_over()
        return list(session.speaker.said)
    finally:
        session.close()
        i18n.set_language("en")


def words(sentence: str) -> list[str]:
    return re.findall(r"[^\W\d_]{2,}", SAME_EVERYWHERE.sub("", sentence))


@pytest.mark.parametrize("game_id", ["zoker-memo", "zoker-tiko"])
def test_a_whole_match_is_heard_in_each_language_without_english(game_id):
    english = transcript("en", game_id, 11)
    assert len(english) > 100
    for lang in [code for code in i18n.LANGUAGES if code != "en"]:
        said = transcript(lang, game_id, 11)
        assert len(said) == len(english), lang
        left_in_english = [en for en, other in zip(english, said) if other == en and len(words(en)) >= 3]
        assert left_in_english == [], (lang, left_in_english[:3])
        # No English word of the game's own sentences slips into a translated one.
        for word in ("turn", "cards", "trick", "face", "pair", "takes", "game", "deal"):
            heard = [s for s in said if re.search(rf"\b{word}\b", s)]
            assert heard == [], (lang, word, heard[:2])
