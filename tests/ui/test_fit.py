"""Low vision (issue 24): every screen reflows from 40x12 to 200x60, and things are drawn in their colours.

Checked on the rendered screen (the compositor's lines), not on SVG baselines, so every game screen
and the menus are checked at every size in the three looks in a few seconds each: the focused item
is entire and on screen (the first and the last place of a grid: the body scrolls to it), nothing
focused is cut with "…", a shortened name is in the legend, and the live line keeps to its rows.
"""

from __future__ import annotations

import pytest
from textual.color import Color

from app.games import GAMES
from app.session import Session
from app.ui.app import make_app
from app.ui.theme import DEFAULT_BACKGROUND, DEFAULT_FOCUS_BACKGROUND, FOCUS_TONES, TONES
from app.ui.widgets import Item, Legend, LiveLine, Slot
from ui_helpers import DEAL, focus_region, open_deal, screen_text

SIZES = [(40, 12), (60, 20), (80, 24), (120, 40)]
LOOKS = {"default": {}, "high-contrast": {"high_contrast": True}, "large-print": {"large_print": True}}


def make(speaker, **settings):
    session = Session(speaker=speaker)
    session.settings.bot_pace = 0
    for name, value in settings.items():
        setattr(session.settings, name, value)
    return session, make_app(session)


async def open_game(app, pilot, game_id: str) -> None:
    await open_deal(pilot, game_id)


def widget_text(app, widget) -> list[str]:
    """Return the lines the screen shows where ``widget`` is."""
    return region_text(app, widget.region)


def region_text(app, region) -> list[str]:
    """Return the lines the screen shows in ``region``."""
    lines = screen_text(app).split("\n")
    return [line.ljust(region.right)[region.x:region.right] for line in lines[region.y:region.bottom]]


def seen_area(screen):
    """Return the region the focus may be in: the visible body, and what stays under it (Zocken's die,
    ``below_body``) down to the footer."""
    body, footer = screen.query_one("#body").region, screen.query_one("#footer").region
    return body.union(body.__class__(body.x, body.y, body.width, footer.y - body.y))


async def assert_focused_whole(app, pilot, where: str) -> None:
    """Fail unless the focused item lies entire inside the visible body, and is not cut with "…"."""
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    # The scroll to a grown (framed) focus comes after a refresh: on a loaded machine, a few.
    for _ in range(20):
        await pilot.pause()
        body, focused = seen_area(app.screen), focus_region(app.screen)
        if focused is not None and body.contains_region(focused):
            break
    screen = app.screen
    focused = focus_region(screen)
    assert focused is not None, where
    body = seen_area(screen)
    assert body.contains_region(focused), (where, screen.focused, focused, body)
    assert screen.region.contains_region(focused), (where, screen.focused)
    shown = region_text(app, focused)
    assert not any("…" in line for line in shown), (where, shown)
    live = screen.query_one(LiveLine)
    assert screen.region.contains_region(live.region) and live.region.height <= 3, (where, live.region)


#: Every size in every look, and the largest window (200x60) in the default look.
CASES = [(size, look) for size in SIZES for look in LOOKS] + [((200, 60), "default")]


@pytest.mark.parametrize("size, look", CASES, ids=[f"{w}x{h}-{look}" for (w, h), look in CASES])
async def test_every_screen_fits_or_scrolls_to_the_focus(home, speaker, size, look):
    session, app = make(speaker, **LOOKS[look])
    async with app.run_test(size=size) as pilot:
        await assert_focused_whole(app, pilot, "menu")
        await pilot.press(*["down"] * (len(app.screen.items()) - 1))
        await assert_focused_whole(app, pilot, "menu, last item")
        await pilot.press(*["up"] * (len(app.screen.items()) - 1))
        await assert_focused_whole(app, pilot, "menu, first item again")
        app.open_settings()
        await assert_focused_whole(app, pilot, "settings")
        items = [item for item in app.screen.query(Item) if item.display]
        await pilot.press(*["down"] * (len(items) - 1))
        await assert_focused_whole(app, pilot, "settings, last row")
        app.pop_screen()
        await pilot.pause()
        for game_id in GAMES:
            await open_game(app, pilot, game_id)
            screen = app.screen
            await assert_focused_whole(app, pilot, game_id)
            places = [s for s in screen.query(Slot) if s.display and s.parent.display]
            for place in places[-1:] + places[:1]:  # the last place (scrolled to), then back to the first
                screen.set_focus(place)
                await assert_focused_whole(app, pilot, f"{game_id} {place.id}")
            app.pop_screen()
            await pilot.pause()
    session.close()


async def test_a_small_window_scrolls_says_so_and_shortens_by_rule(home, speaker):
    """At 40x12, Pairs' five places a row shorten "orange" to "oran." and the legend says so."""
    session, app = make(speaker)
    async with app.run_test(size=(40, 12)) as pilot:
        app.open_game("zoker-pairs", DEAL)
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        legend = app.screen.query_one(Legend)
        assert legend.display and legend.entries, text
        for short, full in legend.entries.items():
            assert short.endswith(".") and full.startswith(short[:-1]), (short, full)
            assert f"{short} {full}" in text
        assert any("too small for the whole screen" in said for said in speaker.said), speaker.said
    session.close()


async def test_loker_hand_of_six_is_whole_at_40_columns(home, speaker):
    session, app = make(speaker)
    async with app.run_test(size=(40, 15)) as pilot:
        await open_game(app, pilot, "loker")
        hand = app.screen.hand()
        places = [s for s in app.screen.query(Slot) if s.display]
        assert len(places) == len(hand) == 6
        for place, value in zip(places, hand):
            assert app.screen.region.contains_region(place.region)
            assert str(value) in "".join(widget_text(app, place))
    session.close()


def luminance(colour: Color) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)


def contrast(a: Color, b: Color) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_tones_keep_4_5_to_1_and_red_darker_than_orange(home, speaker):
    """WCAG AA, from the theme the app uses: light tones on its background, dark ones on the focus;
    red and orange apart in lightness as well as hue (issue 35)."""
    session, app = make(speaker)
    variables = app.get_css_variables()
    background = Color.parse(variables["background"])
    focus = Color.parse(variables["tt-focus-background"])
    assert background == Color.parse(DEFAULT_BACKGROUND) and focus == Color.parse(DEFAULT_FOCUS_BACKGROUND)
    assert set(TONES) == set(FOCUS_TONES) >= {"red", "green", "blue", "orange", "yellow", "purple", "white"}
    for name in TONES:
        assert contrast(Color.parse(TONES[name]), background) >= 4.5, name
        assert contrast(Color.parse(FOCUS_TONES[name]), focus) >= 4.5, name
    for tones in (TONES, FOCUS_TONES):
        assert luminance(Color.parse(tones["orange"])) > 1.3 * luminance(Color.parse(tones["red"]))
    assert len(set(TONES.values())) == len(set(FOCUS_TONES.values())) == len(TONES)
    session.close()


def screen_colours(app) -> set:
    colours = set()
    for strip in app.screen._compositor.render_strips():
        for segment in strip:
            if segment.style is not None and segment.style.color is not None:
                colours.add(segment.style.color.triplet.hex.upper() if segment.style.color.triplet else None)
    return colours


@pytest.mark.parametrize("game_id", ["zoker-solo", "zipzap", "zocken"])
async def test_things_in_their_colours_and_none_in_high_contrast(home, speaker, game_id):
    for high in (False, True):
        session, app = make(speaker, high_contrast=high)
        async with app.run_test(size=(80, 24)) as pilot:
            await open_game(app, pilot, game_id)
            app.screen._on_timer_update()
            colours = screen_colours(app)
            tones = {t.upper() for t in list(TONES.values()) + list(FOCUS_TONES.values())} - {"#FFFFFF"}
            if high:
                assert colours <= {"#000000", "#FFFFFF", "#FFFF00", None}, colours
            else:
                assert len(colours & tones) >= 2, colours  # at least two colours of cards or dice
        session.close()


#: Zocken's own keys, and the table's that stay on its screen (no help, settings or rules in front).
ZOCKEN_KEYS = [str(n) for n in range(10)] + ["plus", "minus", "f", "x", "s", "h", "w", "t", "c", "r", "tab", "n"]


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large-print"])
@pytest.mark.parametrize("size", [(40, 12), (60, 20), (80, 24)], ids=["40x12", "60x20", "80x24"])
async def test_zocken_keeps_the_die_focused_and_in_view_after_every_key(home, speaker, size, large):
    """The focus is the die thrown (or the dice to throw), entire and on screen after each key of a seeded
    sequence: never the hidden pass-the-keyboard line, never a die scrolled off below the board."""
    import random

    session, app = make(speaker, large_print=large)
    rng = random.Random(24)
    async with app.run_test(size=size) as pilot:
        await open_game(app, pilot, "zocken")
        await assert_focused_whole(app, pilot, "zocken, opened")
        for at in range(40):
            key = rng.choice(ZOCKEN_KEYS)
            await pilot.press(key)
            await assert_focused_whole(app, pilot, f"zocken, key {at} {key}")
            assert app.screen.focused.id == "slot-0-0"
            # A long sentence takes the live line's three rows from the body: the die stays in view.
            app.screen.show_message(f"Key {at}: a long sentence. " * 12, "info")
            await assert_focused_whole(app, pilot, f"zocken, key {at} {key}, a long sentence after it")
        assert session.match.actions, "the keys played"
    session.close()


async def test_large_print_sets_the_menu_in_two_columns_in_a_wide_window_keeping_the_choice(home, speaker):
    """Large print turned on from Settings: the menu, one widget, is set in two columns side by side in a
    wide window (read down the first, then the second), a row after each item, the choice still on
    Settings and drawn there; turned off, one column again."""
    session, app = make(speaker)
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen
        await pilot.press(*["down"] * [item.key for item in menu.items()].index("settings"))
        settings_row = menu.menu().chosen_region()
        app.open_settings()
        await pilot.pause()
        session.settings.large_print = True
        app.apply_settings()
        await pilot.pause()
        app.pop_screen()
        await pilot.pause()
        keys = [item.key for item in menu.items()]
        assert keys[0] == "zoker-solo" and keys[-1] == "quit" and len(keys) == len(set(keys))
        assert "resume" not in keys and menu.current().key == "settings"
        lines = screen_text(app).split("\n")
        top = menu.menu().content_region.y
        first, second = lines[top], lines[top + 2]
        assert "Zoker Solo" in first and "Pairs and ladders" in second  # a row between items
        half = (len(keys) + 1) // 2
        right = menu.items()[half].label()
        assert right in first and first.index(right) > first.index("Zoker Solo") + 20  # side by side
        chosen = menu.menu().chosen_region()
        assert chosen.x > 40 and "Settings" in region_text(app, chosen)[0]
        cursor = menu.menu().cursor()  # where the terminal cursor goes for a reader without a reading line
        assert lines[cursor.y][cursor.x:].startswith("Settings ◀")
        session.settings.large_print = False
        app.apply_settings()
        await pilot.pause()
        assert menu.current().key == "settings" and menu.menu().chosen_region() == settings_row
        assert "▶ Settings ◀" in region_text(app, settings_row)[0]
        cursor = menu.menu().cursor()
        assert screen_text(app).split("\n")[cursor.y][cursor.x:].startswith("Settings ◀")
    session.close()


@pytest.mark.parametrize("look", [{}, {"high_contrast": True}, {"light": True}, {"light": True, "high_contrast": True}],
                         ids=["default", "high-contrast", "light", "light-high-contrast"])
async def test_scroll_bars_stand_3_to_1_from_their_track_and_the_ground(home, speaker, look):
    """WCAG 1.4.11 (non-text contrast): the thumb of a scrolling table 3:1 or more from its track and the
    screen's ground in every look (the default look's was Textual's dark blue on black, 1.55:1)."""
    session, app = make(speaker, **look)
    async with app.run_test(size=(40, 12)) as pilot:
        await open_game(app, pilot, "zoker-kubo")
        await pilot.pause()
        body = app.screen.query_one("#body")
        assert body.max_scroll_y > 0 and body.show_vertical_scrollbar, "the table fits: no scroll bar"
        thumb, track = body.styles.scrollbar_color, body.styles.scrollbar_background
        ground = Color.parse(app.get_css_variables()["background"])
        assert thumb.a == track.a == 1, (thumb, track)
        assert contrast(thumb, track) >= 3 and contrast(thumb, ground) >= 3, (thumb, track, ground)
        bar = body.vertical_scrollbar.render_lines(body.vertical_scrollbar.region.reset_offset)
        # A cell's ground as seen: its text colour where reversed (Textual draws the thumb so).
        drawn = {(segment.style.color if segment.style.reverse else segment.style.bgcolor).triplet.hex.upper()
                 for strip in bar for segment in strip if segment.style}
        assert {thumb.hex.upper(), track.hex.upper()} <= drawn, drawn  # the bar is drawn in them
    session.close()
