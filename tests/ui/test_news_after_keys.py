"""Issue 33, 2: a key pressed before the turn's news was heard hears it after the key's own answer.

The voice is held "speaking" (RecordingSpeaker.busy) and the table's clock stopped, so the news said
at the start is still unheard when the key comes, however slow the machine.
"""

from __future__ import annotations

import pytest

from app.text.announcer import sentence_case
from ui_helpers import open_deal

GAMES = ["zoker-tiko", "zoker-memo", "zoker-kubo", "loker", "zipzap"]


async def start_speaking(pilot, session, speaker, game_id: str) -> list[str]:
    """Open deal DEAL of a game with the voice busy; return the turn's news still unheard."""
    session.clock = lambda: 1_000
    speaker.busy = True
    await open_deal(pilot, game_id)
    news = session.unheard_news()
    assert news, speaker.said[-3:]
    return news


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_move_of_the_focus_is_followed_by_the_news_it_cut_off(app, session, speaker, game_id):
    async with app.run_test(size=(100, 30)) as pilot:
        news = await start_speaking(pilot, session, speaker, game_id)
        before = len(speaker.log)
        await pilot.press("right")
        said = [entry for entry in speaker.log[before:] if entry[0] == "say"]
        # The key's answer cuts the voice off, then the news comes again, in order, queued behind it.
        assert said[0][2] is True and said[0][1] not in news
        assert [text for _say, text, _cut in said[1:]] == news
        assert all(cut is False for _say, _text, cut in said[1:])
        assert all(sentence_case(text) in session.announcer.history for text in news)


@pytest.mark.parametrize("game_id", GAMES)
async def test_the_news_is_said_again_once_not_after_every_key_of_a_run(app, session, speaker, game_id):
    """Arrows over the hand while the news plays: the first arrow's answer is followed by the news, the
    next ones are not (each arrow followed by the whole hand was noise); the news stays in the history."""
    async with app.run_test(size=(100, 30)) as pilot:
        news = await start_speaking(pilot, session, speaker, game_id)
        await pilot.press("right")
        before = len(speaker.log)
        await pilot.press("left")
        said = [text for entry, text, _cut in (e for e in speaker.log[before:] if e[0] == "say")]
        assert said and not any(text in news for text in said), said
        assert session.unheard_news() == []
        assert all(sentence_case(text) in session.announcer.history for text in news)


@pytest.mark.parametrize("game_id", GAMES)
async def test_news_heard_out_is_not_said_again(app, session, speaker, game_id):
    async with app.run_test(size=(100, 30)) as pilot:
        await start_speaking(pilot, session, speaker, game_id)
        speaker.busy = False  # the voice has said it all
        before = len(speaker.said)
        await pilot.press("right")
        assert len(speaker.said) == before + 1
        assert session.unheard_news() == []


async def test_an_early_enter_in_tiko_plays_and_then_says_the_hand_as_it_now_is(app, session, speaker):
    """The issue's case: Enter before the hand was heard plays the card, and the hand is said after."""
    from app.games.zoker.tiko import text as tiko_text

    async with app.run_test(size=(100, 30)) as pilot:
        news = await start_speaking(pilot, session, speaker, "zoker-tiko")
        assert news[-1] == tiko_text.hand(screen_hand(pilot), "strength")
        assert session.my_turn()
        screen = pilot.app.screen
        card = screen.focused_card()
        before = len(speaker.log)
        await pilot.press("enter")
        assert card not in session.match.state.hands[0]
        said = [text for kind, *rest in speaker.log[before:] if kind == "say" for text in rest[:1]]
        hand_now = tiko_text.hand(screen.hand(), screen.grouping)
        assert hand_now in said
        # The play's own answer first; the hand the player holds now after it (never the old one).
        assert said.index(hand_now) > 0
        assert news[-1] not in said


def screen_hand(pilot):
    return pilot.app.screen.hand()


async def test_leaving_the_table_drops_its_news(app, session, speaker):
    async with app.run_test(size=(100, 30)) as pilot:
        news = await start_speaking(pilot, session, speaker, "zoker-kubo")
        before = len(speaker.said)
        await pilot.press("escape")
        await pilot.pause()
        assert not any(text in speaker.said[before:] for text in news)


@pytest.mark.parametrize("game_id", ["zoker-tiko", "zoker-memo"])
async def test_a_later_turns_news_comes_after_a_key_too(app, session, speaker, game_id):
    """Not only the first turn: after the player's move and the bots', the new turn's news is kept."""
    async with app.run_test(size=(100, 30)) as pilot:
        await start_speaking(pilot, session, speaker, game_id)
        moves = len(session.match.actions)
        for _ in range(40):  # the player's moves until a bot has moved and the turn is the player's again
            if any(seat != 0 for seat, _action in session.match.actions[moves:]) and session.my_turn():
                break
            await pilot.press("tab", "enter")  # the next place (Memo's turned-up card is refused), played
            await pilot.pause()
        news = session.unheard_news()
        assert news and session.teller.turn_prompt(session.told()) in news
        before = len(speaker.log)
        await pilot.press("right")
        said = [text for kind, text, *_ in speaker.log[before:] if kind == "say"]
        assert said[1:] == news
