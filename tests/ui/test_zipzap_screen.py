"""Zip Zap by keys (ZZ-6 to ZZ-15): a whole turn-by-turn game to the end, and the race on a fake clock
whose bots wait for the screen's timer."""

from __future__ import annotations

from app.games.zipzap import rules as zz
from app.games.zipzap import text as zt
from app.games.zipzap.screen import ZipZapScreen
from ui_helpers import open_setup, screen_text, setup_row


class FakeClock:
    """A clock the test moves by hand (ms)."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        return self.now


async def start(pilot, mode: str) -> ZipZapScreen:
    """Set up you and one bot, the mode chosen, and start by keys."""
    await open_setup(pilot, "zipzap")
    if mode == "turns":
        await setup_row(pilot, "mode")
        await pilot.press("right")  # race -> turn by turn
    await pilot.press("s")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ZipZapScreen)
    return screen


async def test_whole_turn_by_turn_game_by_keys(app, session, speaker, fixed_deal):
    """ZZ-14, ZZ-15: p plays the one fitting card or passes, 1 picks among several, z calls Zap,
    Enter leads the focused card; four rounds with two players, to the end."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot, "turns")
        assert session.match.options["mode"] == "turns"
        state = session.match.state
        assert zt.card_name(state.top) in screen_text(app)
        presses = 0
        asked = False
        while not session.match.is_over():
            presses += 1
            assert presses < 3000
            assert session.my_turn(), speaker.said[-3:]
            state = session.match.state
            if not asked:
                asked = True
                await pilot.press("f")
                assert speaker.last == zt.fitting_line(state, 0) and speaker.last.startswith("Fits")
                await pilot.press("t")
                assert speaker.last.startswith("On top: ")
                await pilot.press("h")
                assert "In hand: you have" in speaker.last
                await pilot.press("F")
                await pilot.press(*"joker 7", "enter")
                await pilot.pause()
                assert speaker.last.startswith("Joker 7: ")
                await pilot.press("F", "escape")
                await pilot.pause()
                assert speaker.last == "Find cancelled."
            if zz.can_zap(state, 0):
                await pilot.press("z")
            elif state.leader == 0:
                card = screen.focused_card()
                assert card is not None and not card.is_zap
                await pilot.press("enter")
            elif len(zz.fitting(state, state.hands[0])) > 1:
                await pilot.press("1")
            else:
                await pilot.press("p")
            assert session.match.state != state
        said = speaker.said
        assert any("Zip Zap! " in s for s in said)
        assert any("Eva passes." in s for s in said) and any(", Eva." in s for s in said)
        assert any("Game over. " in s and "Fewest points wins." in s for s in said)
        assert session.match.state.round_no == 4


async def test_the_race_waits_for_the_news_then_the_timer_lets_a_bot_play(app, session, speaker, fixed_deal):
    """ZZ-13: no bot moves while the clock stands still; at its time the screen's timer lets it play,
    and the new top card is said with its cue; the player's key plays at once."""
    clock = FakeClock()
    session.clock = clock
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot, "race")
        assert session.racing()
        for _ in range(60):
            state = session.match.state
            due = session.next_due()
            mine = zz.fitting(state, state.hands[0])
            if due is not None:
                assert screen._race_timer is not None  # the screen waits for it
                before = len(session.match.actions)
                await pilot.pause(0.05)  # fixed on purpose: nothing may happen while the clock stands still
                assert len(session.match.actions) == before  # the fake clock stood still
                clock.now = due
                screen._race_tick()
                await pilot.pause()
                assert len(session.match.actions) > before
                seat, action = session.match.actions[before]
                assert seat == 1 and action.at == due
                assert speaker.said[-1] and speaker.said[-2]
            elif state.leader == 0 or mine:
                clock.now += 700
                await pilot.press("z" if zz.can_zap(state, 0) else "enter" if state.leader == 0 else "1")
                seat, action = session.match.actions[-1]
                assert seat == 0 and action.at == clock.now
            if session.match.is_over():
                break
        for heard in (", Eva.", "led by Eva", "Eva: Zap!"):
            assert any(heard in s for s in speaker.said), heard


async def test_a_bot_already_due_when_its_timer_is_set_plays_and_nothing_breaks(app, session, speaker, fixed_deal):
    """On a loaded machine the race's next bot can be due before its timer is set: a timer of 0 seconds
    that starts late made Textual divide by zero, and the app stopped (seen in a full test run)."""
    clock = FakeClock()
    session.clock = clock
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot, "race")
        for _ in range(20):
            due = session.next_due()
            if due is not None:
                break
            await pilot.press("z" if zz.can_zap(session.match.state, 0) else "enter")
        assert due is not None
        before = len(session.match.actions)
        clock.now = due + 500  # late: the bot's time went by before the screen looked
        screen._schedule_race()
        for _ in range(20):
            await pilot.pause(0.01)
            if len(session.match.actions) > before:
                break
        assert len(session.match.actions) > before and app.is_running
        assert session.match.actions[before][0] == 1


async def test_zipzap_fits_80x24_in_large_print(home, speaker):
    """Large print at 80x24: every card of a full hand is in view, without scrolling."""
    from app.session import Session
    from app.ui.app import make_app
    from app.ui.widgets import Slot

    session = Session(speaker=speaker)
    session.settings.large_print, session.settings.bot_pace = True, 0
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot, "turns")
        hand = session.match.state.hands[0]
        slots = [w for w in screen.query(Slot) if w.display]
        assert len(slots) >= len(hand) > 8
        for slot in slots[:len(hand)]:
            assert screen.region.contains_region(slot.region), (slot.column, slot.region)
    session.close()
