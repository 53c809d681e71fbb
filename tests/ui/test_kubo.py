"""Zoker Kubo by keys alone: a whole game against two bots, levels, hand keys, claims (ZK)."""

from __future__ import annotations

from app.games.zoker.cards import parse_card
from app.games.zoker.kubo import rules as kubo
from app.games.zoker.kubo import text as kt
from app.games.zoker.kubo.screen import KuboScreen
from app.text.announcer import sentence_case
from ui_helpers import open_setup, screen_text, setup_row


async def start_kubo(pilot, players: int = 3) -> KuboScreen:
    """Set up you and bots for ``players`` seats and start, by keys."""
    await open_setup(pilot, "kubo")
    if players > 2:
        await pilot.press(*["right"] * (players - 2))
    await pilot.press("s")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, KuboScreen)
    return screen


async def test_whole_kubo_game_by_keys(app, session, speaker, fixed_deal):
    """ZK-1..ZK-8: you, Eva and Aino play a whole game; you go to a card's place by its digit and press Enter."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_kubo(pilot, 3)
        state = session.match.state
        assert state.cube == frozenset(kubo.starting_cards("colour"))
        assert any(sentence_case(kt.hand(state, 0)) == s for s in speaker.said), speaker.said[-4:]
        text = screen_text(app)
        assert "Level 1, blue: 4 of 16 placed" in text and "blue S1" in text and "open" in text
        turns, asked = 0, False
        while not session.match.is_over():
            assert session.my_turn(), speaker.said[-3:]
            state = session.match.state
            if state.phase == "draw":
                # The question names the keys of this screen (line mode names the words to type).
                assert kt.turn_prompt(state, 0, keys=True) in speaker.said
                assert "press d" in kt.turn_prompt(state, 0, keys=True)
                await pilot.press("f")
                assert len(session.match.state.hands[0]) == kubo.FILL
                continue
            if not asked:
                asked = True
                # Levels, the focus echo, the questions, once.
                await pilot.press("pageup")
                assert screen.level == 1 and speaker.last.startswith("Level 2, green: ")
                await pilot.press("pagedown", "pagedown")
                assert screen.level == 0 and speaker.last == "No level further that way."
                await pilot.press("k")
                assert speaker.last == sentence_case(kt.completions(state, 0))
                await pilot.press("a")
                assert speaker.last == kt.read_level(state, 0)
                await pilot.press("g")
                assert speaker.last.startswith("7 structures through blue S1.")
                await pilot.press("h")
                assert speaker.last == kt.holdings(state, session.seats, 0)
            hand = screen.hand()
            can = [i for i, c in enumerate(hand) if kubo.placeable(c, state.cube, state.face)]
            if can and can[0] < 9:
                await pilot.press(str(can[0] + 1))
                assert screen.focused_card() == hand[can[0]]
                assert speaker.last == kt.card_advice(state, hand[can[0]])
                await pilot.press("enter")
                assert hand[can[0]] in session.match.state.cube
            else:
                await pilot.press("e")
                turns += 1
            assert turns < 200
        said = speaker.said
        assert any(s.startswith("You place ") for s in said)
        assert any(s.startswith(("Eva: ", "Aino: ")) for s in said)
        assert any("the game is over." in s for s in said)


async def test_a_card_that_cannot_go_says_why(app, session, speaker, fixed_deal):
    """ZK-3: Enter on a place whose card is not in the hand, or has no neighbour, says so."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_kubo(pilot, 2)
        state = session.match.state
        await pilot.press("enter")  # blue S1, a starting corner
        assert speaker.last == "Blue S1 is already in the cube."
        blocked = [c for c in screen.hand() if not kubo.placeable(c, state.cube, state.face)]
        assert blocked  # deal 7 holds a card with no neighbour yet
        await pilot.press(str(screen.hand().index(blocked[0]) + 1), "enter")
        assert "needs a neighbour" in speaker.last
        assert session.match.state == state


async def test_claiming_by_marking_two_places(app, session, speaker, fixed_deal):
    """ZK-6: with claiming, x on two places of a completed structure claims it."""
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "kubo")
        await setup_row(pilot, "scoring")
        await pilot.press("right", "s")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, KuboScreen) and session.match.state.scoring == "claim"
        # A hand-made position: blue S2 and S3 placed, blue S1 to S4 complete and not yet claimed.
        state = session.match.state
        s2, s3 = parse_card("blue S2"), parse_card("blue S3")
        hands = list(state.hands)
        hands[0] = tuple(c for c in hands[0] if c not in (s2, s3)) + (s2, s3)
        others = [tuple(c for c in h if c not in (s2, s3)) for h in hands[1:]]
        stock = tuple(c for c in state.stock if c not in (s2, s3))
        session.match.state = state.__class__(**{**state.__dict__, "hands": (hands[0], *others), "stock": stock})
        screen.changed()
        for card in (s2, s3):
            await pilot.press(str(screen.hand().index(card) + 1), "enter")
        assert session.match.state.pending
        await pilot.press("1")   # the hand's first card: somewhere; go to blue S1 by keys instead
        screen.go_to(parse_card("blue S1"))
        await pilot.press("x")
        assert "marked" in speaker.last
        screen.go_to(parse_card("blue S4"))
        await pilot.press("x")
        assert speaker.last == "You score straight blue S1 to blue S4: 1 point."
        assert session.match.state.points[0] == 1


async def test_kubo_level_in_large_print_at_80x24_each_place_whole_when_focused(home, speaker):
    """Large print at 80x24: the level's places are block glyphs (issue 35), so the level scrolls with
    the focus, not sideways: each of its 16 places, focused, is whole in view, framed, with the cursor on it."""
    from app.session import Session
    from app.ui.app import make_app
    from app.ui.widgets import Slot
    from ui_helpers import until

    session = Session(speaker=speaker)
    session.settings.large_print, session.settings.bot_pace = True, 0
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_kubo(pilot, 2)
        slots = [w for w in screen.query(Slot) if w.display]
        assert len(slots) == 16
        assert screen.query_one("#body").max_scroll_x == 0
        for slot in slots:
            screen.set_focus(slot)

            def whole() -> bool:
                geometry = screen.find_widget(slot)
                return geometry.clip.contains_region(slot.region) and slot.region.contains(*app.cursor_position)
            assert await until(pilot, whole), (slot, slot.region, app.cursor_position)
    session.close()


async def test_zk9_the_rules_screen_tells_the_face_set_at_the_table(app, session, speaker):
    from app.ui.screens.rules import RulesScreen

    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "kubo")
        app.table_setups["zoker-kubo"].options["face"] = "shape"
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen.options["face"] == "shape"
        await pilot.press("down")
        assert speaker.last.startswith("Setup, 2 of 5: Four cards of four corners lie at the corners of the "
                                       "bottom level: blue S4; blue XL4; red S4; red XL4."), speaker.last
