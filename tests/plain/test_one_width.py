"""Issue 38, 2: one width: line mode's editor and screen reader mode's rows measure with Rich's cell_len."""

from __future__ import annotations

from app.ui.terminal_text import ShownRows, visible_width


def test_a_row_is_measured_in_cells_not_characters():
    # A wide letter fills two cells; a combining mark none; a colour none.
    assert visible_width("\x1b[1m漢\x1b[0m") == 2 and visible_width("e\u0301") == 1 and visible_width("čeština") == 7


def test_a_whole_row_with_a_wide_letter_is_known_as_whole():
    # Four cells wide: "漢ab" fills a row of four. Counted in characters (3) it was a piece of a row,
    # and a frame that repeated it was sent again.
    rows = ShownRows()
    frame = "\x1b[1;1H\x1b[1m漢ab\x1b[0m"
    assert rows.changed_only(frame, (4, 2)) == frame
    assert rows.changed_only(frame, (4, 2)) == ""

