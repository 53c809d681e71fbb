"""Low vision with a magnifier (issue 35): the help at 40x12, and no text cut without a mark."""

from __future__ import annotations

import pytest

from textual.errors import NoWidget

from app.ui.screens.help import HelpScreen
from app.ui.widgets import Item, LiveLine
from ui_helpers import screen_text


async def test_help_fills_a_small_window_with_several_entries(app, session):
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        box = app.screen.query_one("#help-box")
        assert box.styles.border_top[0] in ("", "none")  # no frame: its rows go to the entries
        shown = [item for item in app.screen.query(Item) if app.screen.region.contains_region(item.region)]
        assert len(shown) >= 3, [item.region for item in app.screen.query(Item)]
        hint = screen_text(app).split("\n")[app.screen.query_one("#help-hint").region.y]
        assert hint.rstrip().endswith("Escape close") and "…" in hint  # whole entries, then "…" and the last


async def test_a_long_sentence_on_the_live_line_ends_in_an_ellipsis(app, session):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session.say("Main menu: " + ", ".join(["Zoker Solo, Pairs and ladders, Zoker Memo"] * 8), "info")
        await pilot.pause()
        line = app.screen.query_one(LiveLine)
        rows = [row for row in screen_text(app).split("\n")[line.content_region.y:] if row.strip()]
        assert len(rows) == 2 and rows[-1].rstrip().endswith("…"), rows


async def test_a_heading_too_long_for_40_columns_ends_in_an_ellipsis(app, session):
    from ui_helpers import open_deal

    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "zoker-pairs")  # "Pairs and ladders   Deal 7   Score 0: 0 pairs, 0 ladders."
        await pilot.pause()
        heading = app.screen.query_one("#heading")
        row = screen_text(app).split("\n")[heading.region.y].rstrip()
        assert row.startswith(" Pairs and ladders") and row.endswith("…") and len(row) <= 40, row



async def test_a_setting_too_long_for_40_columns_wraps_whole(app, session):
    async with app.run_test(size=(40, 12)) as pilot:
        app.open_setup("zoker-kubo")
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        item = app.screen.focused
        assert isinstance(item, Item) and len("▶ " + item.label() + " ◀") > item.content_region.width
        rows = screen_text(app).split("\n")[item.region.y:item.region.bottom]
        assert item.region.height >= 2 and " ".join(" ".join(rows).split()).find(item.label()) >= 0, rows


async def test_screen_reader_mode_can_show_the_table_for_a_magnifier(home, speaker):
    """Reader and magnifier together (issue 35): the table is drawn, the cursor on the focus, and
    the voice is screen reader mode's own."""
    from app.session import Session
    from app.ui.app import make_app
    from app.ui.widgets import ReadingLine
    from ui_helpers import open_deal

    session = Session(speaker=speaker)
    session.settings.screen_reader = session.settings.reader_table = True
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_deal(pilot, "zoker-solo")
        await pilot.press("right")
        await pilot.pause()
        await pilot.pause()
        assert not app.screen.query_one(ReadingLine).display
        assert "╔" in screen_text(app) and "▶" in screen_text(app)  # the cards, the focus framed
        focused = app.screen.focused
        assert app.cursor_position == focused.content_region.offset
        assert speaker.last.startswith(("red", "orange", "green", "blue", "yellow")), speaker.last
        session.settings.reader_table = False  # the mode's own screen: the words alone
        app.apply_settings()
        await pilot.pause()
        assert app.screen.query_one(ReadingLine).display and "╔" not in screen_text(app)
    session.close()


async def test_the_table_drawn_blank_under_the_reading_line_is_drawn_when_shown(home, speaker):
    """Words only, the widgets under the reading line are drawn blank (issue 33, 8: a new screen's first
    frame waits for no cards); asked to show the table, every card is drawn, the focus framed."""
    from app.session import Session
    from app.ui.app import make_app
    from app.ui.widgets import ReadingLine, Slot
    from ui_helpers import open_deal

    session = Session(speaker=speaker)
    session.settings.screen_reader = True
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_deal(pilot, "zoker-solo")
        await pilot.press("right")
        await pilot.pause()
        assert app.screen.query_one(ReadingLine).display and "╔" not in screen_text(app)
        assert all(slot.covered() for slot in app.screen.query(Slot))
        session.settings.reader_table = True
        app.apply_settings()
        await pilot.pause()
        await pilot.pause()
        assert not app.screen.query_one(ReadingLine).display
        assert "╔" in screen_text(app) and "▶" in screen_text(app)
    session.close()


async def test_zockens_focus_is_seen(app, session):
    from ui_helpers import open_deal

    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "zocken")
        await pilot.pause()
        die = app.screen.focused
        assert die is not None and "zocken-die" in die.classes
        rows = screen_text(app).split("\n")
        edge = [rows[y][die.region.x] for y in range(die.region.y, min(die.region.bottom, len(rows)))]
        assert edge and set(edge) <= {"█", "▌", "▐"}, edge  # a bar down its left edge


#: Every game with cards, dice or numbers in a row (issue 35, point 5).
WHOLE_GAMES = ["zoker-solo", "zoker-pairs", "zoker-memo", "zoker-tiko", "zoker-kubo", "zipzap", "loker",
               "zoker-explorer"]


def cut_things(app) -> list:
    """Return what is drawn only in part: a card, a row's or a column's name partly in its scrolling
    area's view with something of it on the screen (the focus aside: it is scrolled in whole)."""
    import re

    screen = app.screen
    rows = screen_text(app).split("\n")
    cut = []
    for thing in screen.query("Slot, Face, .row-label, .cube-shape, .cube-column, .whole"):
        if not thing.display or thing.has_focus:
            continue
        try:
            geometry = screen.find_widget(thing)
        except (KeyError, NoWidget):
            continue  # not laid out: a part of the screen its look hides (Kubo's hand cards at 40x12)
        seen = geometry.region.intersection(geometry.clip)
        if not seen or geometry.clip.contains_region(geometry.region):
            continue
        text = "".join(rows[y][seen.x:seen.right] for y in range(seen.y, seen.bottom) if y < len(rows))
        if re.sub(r"[\s▁▂▃▄▅▆▇█▏▎▍▌▋▊▉]", "", text) or text.count("█") > 1:  # a scrollbar's cells aside
            cut.append((thing, geometry.region, geometry.clip, text))
    return cut


@pytest.mark.parametrize("game", WHOLE_GAMES)
async def test_a_card_is_whole_or_not_at_all_in_large_print_at_40x12(app, session, game):
    from ui_helpers import open_deal, until

    def focus_whole() -> bool:
        focused = app.screen.focused
        if focused is None or "zocken-die" in focused.classes:
            return True
        region, clip = app.screen.find_widget(focused).region, app.screen.find_widget(focused).clip
        if clip.contains_region(region):
            return True
        # Taller than its view (a picked card's note takes a row, the live line two when it wraps): a part
        # is better than nothing (widgets.Whole), so it fills the view from top to bottom, whole across.
        return (region.height > clip.height and region.y <= clip.y and region.bottom >= clip.bottom
                and clip.x <= region.x and region.right <= clip.right)

    session.settings.large_print = True
    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, game)
        await pilot.pause()
        for key in ["right", "right", "right", "down", "left", "space", "left", "left"]:
            await pilot.press(key)
            # The focus is scrolled into view after the key's own frame (a card grown by its mark first).
            await until(pilot, lambda: focus_whole() and not cut_things(app))
            assert not cut_things(app), (key, cut_things(app), screen_text(app))
            assert focus_whole(), (key, app.screen.focused, screen_text(app))


async def test_a_shortened_word_keeps_its_comma_out_of_the_legend(app, session):
    """Kubo's "open, hand" in a narrow place: "o., h." and a legend with no double comma ("open,, trian.")."""
    from app.ui.widgets import Legend, fit_label
    from ui_helpers import open_deal

    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "zoker-kubo")
        await pilot.pause()
        slot = app.screen.focused
        assert fit_label(slot, "open, hand", 6) == "o., h."
        legend = str(app.screen.query_one(Legend).render())
        assert "o. open" in legend and "h. hand" in legend and ",," not in legend, legend


async def test_the_cursor_follows_the_focus_when_the_table_scrolls(app, session):
    """The terminal cursor (a magnifier follows it) goes with the focused place whenever the table
    scrolls, whichever scroll came last (Kubo at 40x12 left it on the row above, seen in the
    screenshots)."""
    from ui_helpers import open_deal

    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "zoker-kubo")
        await pilot.pause()
        body = app.screen.query_one("#body")
        assert body.max_scroll_y > 0, "the table fits: nothing to scroll"
        for y in (body.max_scroll_y, 0):
            body.scroll_to(y=y, animate=False)
            focused = app.screen.focused
            for _ in range(50):  # a bounded wait: the screen may scroll the focus back into view first
                await pilot.pause()
                if focused.region.contains(*app.cursor_position):
                    break
            assert focused.region.contains(*app.cursor_position), (y, app.cursor_position, focused.region)


async def test_every_zocken_field_is_reached_by_the_arrows_at_40x12(app, session):
    """The die thrown is Zocken's only focus: Up and Down scroll the board, so fields 0 to 3 are seen too, while
    the die stays in view under it with the cursor on it (it had been scrolled off with the cursor)."""
    from ui_helpers import open_deal

    session.settings.large_print = True
    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "zocken")
        await pilot.press("1")  # a die thrown, drawn large: the board no longer fits
        await pilot.pause()
        assert "OUT" not in screen_text(app), screen_text(app)
        die = app.screen.focused

        async def scroll(key: str, until: str) -> str:
            seen = screen_text(app)
            for _ in range(40):
                if until in screen_text(app):
                    break
                await pilot.press(key)
                await pilot.pause()
                seen += screen_text(app)
                # The die stays the focus, whole in the window, with the cursor on it (a magnifier follows it).
                assert app.screen.focused is die and die.region.bottom <= 12 - 2, die.region
                assert "┏ red" in screen_text(app).split("\n")[die.region.y], screen_text(app)
                assert die.region.contains(*app.cursor_position), (app.cursor_position, die.region)
            assert until in screen_text(app), screen_text(app)
            return seen

        seen = await scroll("down", "OUT")
        seen += await scroll("up", "left escape")
        for name in ["(R) red", "(O) orange", "(Y) yellow", "(G) green", "(B) blue", "(P) purple", "(W) white",
                     "right escape"]:
            assert name in seen, (name, seen)  # every field passed by on the way
        assert "Scroll the board up or down" in [text for _keys, text in app.screen.help_sections()[0][1]]


@pytest.mark.parametrize("high_contrast", [False, True], ids=["default", "high-contrast"])
async def test_zockens_fields_and_placed_dice_are_large_in_large_print(app, session, high_contrast):
    """Issue 35: in large print each field's number and the die on it are block digits (a placed die was
    the small glyph "⚄"), the die's letter, value and colour named beside it; the die thrown is framed
    heavily, its name in the frame, and so are the dice to throw. From 80 columns the fields are three a row, so the board fits 80x24."""
    from ui_helpers import open_deal

    session.settings.large_print = True
    session.settings.high_contrast = high_contrast
    async with app.run_test(size=(80, 40)) as pilot:
        await open_deal(pilot, "zocken")
        await pilot.press("1")
        await pilot.pause()
        rows = screen_text(app).split("\n")
        assert any("┏ red 5 (R) " in row for row in rows), rows
        await pilot.press("1")  # red 5 on field 1, its own colour's circle
        await pilot.pause()
        await pilot.pause()
        rows = screen_text(app).split("\n")
        at = next(y for y, row in enumerate(rows) if "(R) red" in row)
        field = rows[at:at + 3]
        assert all(set("▀▄█") & set(row[:4]) for row in field), field  # the field's number, 3 rows high
        assert "R 5 red *" in field[1], field
        x = field[0].index("(R) red") + len("(X) orange *  ")  # the dice's digits in a column after the words
        assert all(set("▀▄█") & set(row[x:x + 3]) for row in field), field  # the die's value, 3 rows high
        assert "⚄" not in screen_text(app)
        die = app.screen.focused  # now the dice to throw: framed too
        rows = screen_text(app).split("\n")
        assert "┏━" in rows[die.region.y] and "┃ To throw:" in rows[die.region.y + 1], rows


@pytest.mark.parametrize("high_contrast", [False, True], ids=["default", "high-contrast"])
async def test_kubos_big_copy_of_the_focus_is_drawn_in_its_colour(app, session, high_contrast):
    from rich.style import Style

    from ui_helpers import open_deal

    session.settings.large_print = True
    session.settings.high_contrast = high_contrast
    async with app.run_test(size=(80, 24)) as pilot:
        await open_deal(pilot, "zoker-kubo")
        await pilot.pause()
        big = app.screen.query_one("#kubo-big").render()
        assert set("▀▄█") & set(big.plain), big.plain
        coloured = Style.parse(str(big.style)).color is not None
        assert coloured != high_contrast, big.style  # high contrast: the names say the colours


@pytest.mark.parametrize("size,rows", [((80, 24), 3), ((120, 40), 5), ((200, 60), 8)],
                         ids=["80x24", "120x40", "200x60"])
async def test_large_print_grows_with_the_window(app, session, size, rows):
    """Issue 35, point 8: the block glyphs 3, 5 and 8 rows high as the window grows, each card whole,
    and a 200x60 window's table reaching below its middle (it sat in the top third)."""
    from app.ui.widgets import Slot
    from ui_helpers import open_deal

    session.settings.large_print = True
    async with app.run_test(size=size) as pilot:
        await open_deal(pilot, "zoker-solo")
        await pilot.pause()
        await pilot.pause()
        card = next(slot for slot in app.screen.query(Slot) if not slot.has_focus and slot.display)
        lines = screen_text(app).split("\n")[card.region.y:card.region.bottom]
        glyph_rows = [line for line in lines if set("▀▄█") & set(line[card.region.x:card.region.right])]
        assert len(glyph_rows) == rows, lines
        assert not cut_things(app), cut_things(app)
        if size == (200, 60):
            shown = [y for y, line in enumerate(screen_text(app).split("\n")[:-3]) if set("▀▄█") & set(line)]
            assert max(shown) > 30, screen_text(app)


@pytest.mark.parametrize("game", ["loker", "zipzap", "zoker-kubo"])
@pytest.mark.parametrize("size,rows", [((80, 24), 3), ((120, 40), 5), ((200, 60), 8)],
                         ids=["80x24", "120x40", "200x60"])
async def test_large_print_grows_with_the_window_in_every_game(app, session, game, size, rows):
    """Issue 35: Loker's numbers, Zip Zap's cards and Kubo's big copy of the focus grow with the window as
    the Zoker cards do (they stayed 3 rows high), each whole; under 120x40 Kubo's hand is cards in block
    glyphs instead (the big copy gives its rows to the level, whose places are glyphs too)."""
    from app.ui.widgets import Slot
    from ui_helpers import open_deal

    session.settings.large_print = True
    async with app.run_test(size=size) as pilot:
        await open_deal(pilot, game, {"mode": "turns"} if game == "zipzap" else None)
        await pilot.pause()
        await pilot.pause()
        if game == "zoker-kubo" and size == (80, 24):
            assert not app.screen.query_one("#kubo-big").display
            card = next(face for face in app.screen.query(".kubo-hand-card"))
            lines = screen_text(app).split("\n")[card.region.y:card.region.bottom]
            glyph_rows = [line for line in lines if set("▀▄█") & set(line[card.region.x:card.region.right])]
            assert len(glyph_rows) == rows, lines
        elif game == "zoker-kubo":
            big = app.screen.query_one("#kubo-big")
            glyphs = [line for line in big.render().plain.split("\n") if set("▀▄█") & set(line)]
            assert len(glyphs) == rows, glyphs
            assert max(len(line) for line in big.render().plain.split("\n")) <= big.content_region.width
        else:
            card = next(slot for slot in app.screen.query(Slot)
                        if not slot.has_focus and slot.display and set("▀▄█") & set(slot.render().plain))
            lines = screen_text(app).split("\n")[card.region.y:card.region.bottom]
            glyph_rows = [line for line in lines if set("▀▄█") & set(line[card.region.x:card.region.right])]
            assert len(glyph_rows) == rows, lines
        assert not cut_things(app), cut_things(app)


@pytest.mark.parametrize("size,glyphs", [((40, 12), 3), ((80, 24), 3), ((120, 40), 3), ((160, 56), 5),
                                         ((200, 60), 8)],
                         ids=["40x12", "80x24", "120x40", "160x56", "200x60"])
async def test_kubos_placed_cards_are_block_glyphs_in_large_print(app, session, size, glyphs):
    """Issue 35, point 6: in large print Kubo's placed cards were words only (from 120x40 glyphs); now each
    is its name over its code in block glyphs at every size, every place whole. Point 8: they grow with the
    window as the other games' do (they stayed 3 rows from 120x40 up): 3 rows up to 120x40, where the big
    copy of the focus beside the level leaves the places too narrow for more, 5 at 160x56, 8 at 200x60,
    every placed card alike."""
    from ui_helpers import open_deal

    session.settings.large_print = True
    async with app.run_test(size=size) as pilot:
        await open_deal(pilot, "zoker-kubo")
        await pilot.pause()
        await pilot.pause()
        state = session.match.state
        placed = [slot for slot in app.screen.query("Slot.cube-cell")
                  if not slot.has_focus and app.screen.card_of(slot) in state.cube]
        assert placed
        for slot in placed:
            drawn = [line for line in slot.render().plain.split("\n") if set("▀▄█") & set(line)]
            assert len(drawn) == glyphs, (slot, slot.render().plain)
        assert not cut_things(app), cut_things(app)
        rows = screen_text(app).split("\n")
        assert any(row.startswith(" small") for row in rows), rows  # the focused row's name, whole


async def test_a_long_row_name_ends_in_an_ellipsis_in_large_print_at_40x12(app, session, monkeypatch):
    """Issue 35, point 7: the table is wider than the window in large print; a row's name keeps to the
    window and ends in "…", not past the edge ("straight of")."""
    from app.games.loker.screen import LokerScreen
    from ui_helpers import open_deal

    monkeypatch.setattr(LokerScreen, "hand_label",
                        lambda self: "Hand of Player 1 (you): straight of five, 3 to 7, and more words")
    session.settings.large_print = True
    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "loker")
        await pilot.pause()
        await pilot.press(*["space", "right"] * 6, *["left"] * 6)  # all marked: the row wider than the window
        await pilot.pause()
        await pilot.pause()
        assert app.screen.query_one("#body").max_scroll_x > 0
        label = app.screen.query_one("#hand-label")
        body = app.screen.query_one("#body")
        assert label.region.width <= body.scrollable_content_region.width
        row = screen_text(app).split("\n")[label.region.y]
        row = row.rstrip(" ▁▂▃▄▅▆▇█")  # the scrollbar aside
        assert row.strip().startswith("Hand of Player 1") and row.endswith("…"), screen_text(app)


async def test_the_seats_and_a_rows_name_stay_in_view_when_the_table_scrolls_sideways(app, session, monkeypatch):
    """Issue 35: in large print at 40x12 Loker's marked numbers are wider than the window; scrolled to the
    last, the seats line and the hand's name had scrolled away with the cards (cut at the left or blank):
    they stay in the view, a long one ending in "…" there."""
    from app.games.loker.screen import LokerScreen
    from ui_helpers import open_deal, until

    monkeypatch.setattr(LokerScreen, "hand_label",
                        lambda self: "Hand of Player 1 (you): straight of five, 3 to 7, and more words")
    session.settings.large_print = True
    async with app.run_test(size=(40, 12)) as pilot:
        await open_deal(pilot, "loker")
        await pilot.pause()
        await pilot.press(*["space", "right"] * 6)  # all marked, the focus on the last: scrolled sideways
        await pilot.pause()
        await pilot.pause()
        body = app.screen.query_one("#body")
        assert body.scroll_x > 0, screen_text(app)
        label = app.screen.query_one("#hand-label")

        def label_row() -> str:
            return screen_text(app).split("\n")[label.region.y].rstrip(" ▁▂▃▄▅▆▇█")  # the scrollbar aside

        # The lines follow the sideways scroll at the next refresh: a bounded wait for it.
        await until(pilot, lambda: label_row().startswith(" Hand of Player 1"))
        rows = screen_text(app).split("\n")
        assert label_row().startswith(" Hand of Player 1") and label_row().endswith("…"), rows
        seats = app.screen.query_one("#seats")
        seen = [rows[y] for y in range(seats.region.y, seats.region.bottom) if body.region.y <= y < body.region.bottom]
        assert seen and all(line.startswith((" Player 1", " Eva")) for line in seen), rows


@pytest.mark.parametrize("size", [(40, 12), (60, 20), (70, 24), (79, 24)], ids=["40x12", "60x20", "70x24", "79x24"])
async def test_kubos_row_names_are_whole_in_large_print(app, session, size):
    """Issue 35, point 6: Kubo's rows scroll sideways by whole places in large print under 80 columns, and
    each row's name stands over its row, in view however far the row scrolls (it had been cut: "mall",
    "edium"); the focus framed and whole, on the rightmost place too."""
    from ui_helpers import open_deal, until

    session.settings.large_print = True
    async with app.run_test(size=size) as pilot:
        await open_deal(pilot, "zoker-kubo")
        await pilot.press("down", "right", "right", "right")
        # The focus is scrolled in after the key's own frame: polled, as each part may come a frame later.
        await until(pilot, lambda: not cut_things(app) and app.screen.query_one("#body").scroll_x > 0
                    and app.screen.find_widget(app.screen.focused).clip.contains_region(app.screen.focused.region)
                    and app.screen.focused.region.contains(*app.cursor_position))
        rows = screen_text(app).split("\n")
        focused = app.screen.focused
        assert rows[focused.region.y - 1].rstrip(" ▁▂▃▄▅▆▇█") == " medium", rows  # the row's name over it
        assert app.screen.find_widget(focused).clip.contains_region(focused.region)
        assert rows[focused.region.y][focused.region.x] == "┏", rows  # the heavy frame of large print
        assert not cut_things(app), cut_things(app)
        assert focused.region.contains(*app.cursor_position), (app.cursor_position, focused.region)


        body = app.screen.query_one("#body")
        assert body.max_scroll_y > 0, "the table fits: nothing to scroll"
        for y in (body.max_scroll_y, 0):
            body.scroll_to(y=y, animate=False)
            focused = app.screen.focused
            for _ in range(50):  # a bounded wait: the screen may scroll the focus back into view first
                await pilot.pause()
                if focused.region.contains(*app.cursor_position):
                    break
            assert focused.region.contains(*app.cursor_position), (y, app.cursor_position, focused.region)


KUBO_LOOKS = {"default": {}, "high-contrast": {"high_contrast": True}, "light": {"light": True},
              "light-high-contrast": {"light": True, "high_contrast": True}}


@pytest.mark.parametrize("size", [(40, 12), (80, 24)], ids=["40x12", "80x24"])
@pytest.mark.parametrize("look", list(KUBO_LOOKS))
async def test_kubo_in_large_print_with_its_focus_framed_in_every_look(app, session, size, look):
    """Issue 35, point 6, Kubo in large print at 80x24 and 40x12, in every look: the placed cards in block
    glyphs, the focus framed, whole in view and under the cursor after every move (the rows scroll by
    whole places), no place cut; at 80x24 the hand's cards in block glyphs stay in view under the level; at
    40x12, where they and the framed focus cannot both be in view, the place a digit goes to draws that card
    of the hand in block glyphs in its frame."""
    from ui_helpers import open_deal, until

    session.settings.large_print = True
    for name, value in KUBO_LOOKS[look].items():
        setattr(session.settings, name, value)
    async with app.run_test(size=size) as pilot:
        await open_deal(pilot, "zoker-kubo")
        await pilot.pause()
        hand = app.screen.hand()
        assert hand

        def framed_in_view() -> bool:
            focused = app.screen.focused
            geometry = app.screen.find_widget(focused)
            rows = screen_text(app).split("\n")
            return (geometry.clip.contains_region(focused.region) and rows[focused.region.y][focused.region.x] == "┏"
                    and focused.region.contains(*app.cursor_position) and not cut_things(app))

        for key in ["right", "right", "right", "down", "down", "down", "left", "left", "left", "pageup", "pagedown"]:
            await pilot.press(key)
            assert await until(pilot, framed_in_view), (key, app.cursor_position, cut_things(app), screen_text(app))
            if size == (80, 24):
                shown = screen_text(app)
                for at, card in enumerate(hand):  # each card numbered, its colour named, its code large
                    face = app.screen.query(".kubo-hand-card")[at]
                    assert app.screen.find_widget(face).clip.contains_region(face.region), (key, face.region)
                    assert face.render().plain.split("\n")[0].startswith(f"{at + 1} ") and "▀" in face.render().plain
                assert "Hand:" not in shown, shown
        glyph_places = [slot for slot in app.screen.query("Slot.cube-cell") if set("▀▄█") & set(slot.render().plain)]
        assert glyph_places, "no placed card in block glyphs"
        if size == (40, 12):
            # The hand's cards under the level would leave the framed focus no room: each digit goes to the
            # place of a card of the hand, and that place draws the card in block glyphs in its frame.
            from app.ui.glyphs import big_text

            assert not app.screen.query_one("#kubo-hand-cards").display
            for at, card in enumerate(hand):
                await pilot.press(str(at + 1))
                assert await until(pilot, lambda: app.screen.card_of(app.screen.focused) == card and framed_in_view()), (
                    at, card, screen_text(app))
                focused = app.screen.focused
                rows = screen_text(app).split("\n")[focused.region.y + 1:focused.region.bottom - 1]
                inside = [row[focused.region.x + 1:focused.region.right - 1] for row in rows]
                assert "hand" in inside[0], inside  # the place's words say whose card it is
                for row, glyphs in zip(inside[1:], big_text(card.code), strict=True):
                    assert glyphs.strip() in row, (card, inside)


@pytest.mark.parametrize("scale", [1, 2, 3])
def test_a_16_colour_chip_holds_its_glyphs_inside_it(scale):
    """16 colours: a large card is one rectangle of its chip (every line as wide), no glyph in its last
    column or last row, so a black glyph never meets the black screen around the chip ("L2" read as
    "LE"); the card grows no wider, and a glyph row alone (a part of Zocken's line) is left as it is."""
    from app.ui.glyphs import big_text, chip_block

    for head in ("GREEN", "▶ blue XL4 ◀", "2"):
        text = "\n".join([head] + ["  " + row for row in big_text("L2", scale)])
        lines = chip_block(text).split("\n")
        width = max(len(line) for line in text.split("\n"))
        assert {len(line) for line in lines} == {width}, lines
        assert not set("▀▄█") & {line[-1] for line in lines}, lines  # a column of the chip right of them
        assert not set("▄█") & set(lines[-1]), lines  # and under them, at least a half row
    row = big_text("5", scale)[0]
    assert chip_block(row) == row
