"""Zoker Tiko by keys alone: a whole game against two bots, the hand keys, the hot seat (ZT)."""

from __future__ import annotations

from app.text.announcer import sentence_case

from app.games.zoker.tiko import text as tiko_text
from app.games.zoker.words import card_name
from app.games.zoker.tiko.screen import TikoScreen
from ui_helpers import open_setup, screen_text, setup_row, type_text


async def start_tiko(pilot, players: int = 3) -> TikoScreen:
    """Set up you and bots for ``players`` seats and start, by keys."""
    await open_setup(pilot, "tiko")
    if players > 2:
        await pilot.press(*["right"] * (players - 2))
    await pilot.press("s")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, TikoScreen)
    return screen


async def test_whole_tiko_game_by_keys(app, session, speaker, fixed_deal):
    """ZT-1..ZT-6: you, Eva and Aino play a whole game; you play the focused card each turn."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_tiko(pilot, 3)
        assert [s.human for s in session.match.seats] == [True, False, False]
        hand = session.match.state.hands[0]
        assert speaker.last == tiko_text.hand(hand)  # the hand is said when the game starts
        assert all(card_name(c) in screen_text(app) for c in hand)
        turns = 0
        while not session.match.is_over():
            assert session.my_turn(), speaker.said[-3:]
            state = session.match.state
            card = screen.focused_card()
            assert card in state.hands[0]
            if turns == 0:
                # The focus, the preview, the sort and the questions, once.
                await pilot.press("right")
                card = screen.focused_card()
                assert speaker.last == tiko_text.focus(card, state)
                await pilot.press("p")
                assert speaker.last == sentence_case(tiko_text.preview(card, state))
                await pilot.press("g")
                assert speaker.last.startswith("Your cards, by colour:")
                assert screen.focused_card() == card
                assert screen.hand() == tiko_text.sorted_hand(state.hands[0], "colour")
                await pilot.press("c")
                assert speaker.last == tiko_text.hand(state.hands[0], "colour")
                await pilot.press("t", "h")
                assert speaker.said[-2:] == [tiko_text.trick(state, session.seats, 0),
                                             tiko_text.holdings(state, session.seats, 0)]
                await pilot.press("4")
                assert screen.position() == (0, 3)
            await pilot.press("enter")
            assert session.match.state != state
            turns += 1
            assert turns < 40
        said = speaker.said
        for bot in ("Eva", "Aino"):  # each bot both leads a trick and plays onto one
            assert any(s.startswith(f"{bot}: ") for s in said) and any(s.startswith(f"{bot} leads ") for s in said)
        assert any("New deal: " in s for s in said)  # with the player's new cards
        assert any("Game over. " in s for s in said)
        assert turns == 20  # five deals of four cards
        text = screen_text(app)
        assert "Match over" in text and "Last trick, taken by" in text
        await pilot.press("enter")
        assert speaker.last.startswith("The match is over.")


async def test_a_match_of_three_games_goes_on_with_n(app, session, speaker, fixed_deal):
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "tiko")
        await setup_row(pilot, "rounds")
        await pilot.press("right", "s")
        await pilot.pause()
        while not session.match.is_over():
            await pilot.press("enter")
        assert "Press n for the next game." in speaker.said[-1]
        assert "Game over. n next game" in screen_text(app)
        await pilot.press("n")
        assert session.match.round_no == 2 and not session.match.is_over()
        assert any(s.startswith("Game 2, deal ") and s.endswith("Eva starts.") for s in speaker.said[-4:])
        assert "Game 2 of 3" in screen_text(app)
        # Now n during the game asks first, then starts a new match at game 1.
        await pilot.press("n")
        assert speaker.last.startswith("Press n again")
        await pilot.press("n")
        assert session.match.round_no == 1 and session.match.rounds == 3


async def test_hot_seat_hides_every_hand_until_enter(app, session, speaker, fixed_deal):
    """Two humans at one keyboard: each hand is drawn and said only after its player presses Enter."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "tiko")
        await pilot.press("down", "e")
        await pilot.pause()
        await type_text(pilot, "Anna")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("down", "left", "left")  # Eva, a medium bot -> easy -> at this keyboard
        await pilot.press("e")
        await pilot.pause()
        await type_text(pilot, "Olle")
        await pilot.press("enter")
        await pilot.pause()
        assert speaker.last == "Seat 2: Olle, at this keyboard"
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        state = session.match.state
        anna, olle = state.hands

        async def text_now() -> str:
            await pilot.pause()
            return screen_text(app)

        async def shown(cards) -> list[str]:
            text = await text_now()
            return [card_name(c) for c in cards if card_name(c) in text]

        # Anna must say she has the keyboard first.
        assert session.handoff == 0
        assert speaker.last == "Pass the keyboard to Anna. Anna, press Enter when you are ready."
        assert await shown(anna + olle) == [] and "Pass the keyboard to Anna" in screen_text(app)
        assert not screen.query_one("#table").display
        await pilot.press("enter")
        assert session.viewer == 0 and session.handoff is None
        assert set(await shown(anna)) == {card_name(c) for c in anna}
        assert speaker.said[-2:] == ["Anna: Your turn to lead.", tiko_text.hand(anna)]
        # Anna plays; the keyboard passes to Olle and every card is hidden.
        card = screen.focused_card()
        await pilot.press("enter")
        passing = len(speaker.said)
        assert session.handoff == 1 and session.viewer is None
        assert speaker.last == "Pass the keyboard to Olle. Olle, press Enter when you are ready."
        assert await shown(anna + olle) == [] and "Pass the keyboard to Olle" in screen_text(app)
        # Game keys are refused with the same hint; read my cards tells nothing.
        for key in ("c", "p", "g", "right", "3", "h", "s", "n"):
            await pilot.press(key)
            assert speaker.last == "Pass the keyboard to Olle. Olle, press Enter when you are ready.", key
        assert await shown(olle) == []
        assert not any(card_name(c) in s for s in speaker.said[passing:] for c in olle)
        assert session.announcer.history == [speaker.said[passing - 1]] + speaker.said[passing:]
        await pilot.press("enter")
        assert session.viewer == 1
        assert set(await shown(olle)) == {card_name(c) for c in olle}
        assert speaker.said[-2] == f"Olle: Your turn. On top: {card_name(card)}, Anna."
        assert speaker.last == tiko_text.hand(olle)
        assert card_name(card) in await text_now()  # the trick is public


async def test_leave_and_resume_a_match(app, session, speaker, fixed_deal):
    """q keeps the match; the menu offers it, and Enter goes back to the same table and hand."""
    from app.ui.screens.menu import MenuScreen

    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiko(pilot, 3)
        await pilot.press("enter")
        state = session.match.state
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert f"Resume Zoker Tiko, deal {fixed_deal}" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TikoScreen)
        assert session.match.state == state and session.my_turn()
        assert f"Zoker Tiko, deal {fixed_deal}, resumed." in speaker.said
        assert set(app.screen.hand()) == set(state.hands[0])


async def test_up_and_down_on_the_one_row_hand_say_the_edge_and_the_card(app, session, speaker, fixed_deal):
    """Issue 33, 4: Up and Down (which a player tries on any table) said nothing on a hand of one row."""
    from app.ui import keys

    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_tiko(pilot, 3)
        await pilot.press("right")
        card = screen.focused_card()
        for key in ("down", "up"):
            said = len(speaker.said)
            await pilot.press(key)
            assert speaker.said[said:] == [f"Edge. {sentence_case(tiko_text.focus(card, session.match.state))}"]
            assert screen.focused_card() == card
        # Not in the help: they move nothing.
        assert all("up" not in k and "down" not in k for k, _ in keys.help_entries(screen.BINDINGS))
