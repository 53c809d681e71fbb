"""Card faces as text: one or two lines normally, block glyphs in large print.

Nothing here depends on colour: a card's colour is always written out, the
focus is marked with arrows (and brackets in the explorer), a picked-up or
marked card with a word.
"""

from __future__ import annotations

from rich.text import Text

from textual.widget import Widget

from app.games.zoker.cards import COLOURS, Card
from app.games.zoker.words import card_name, colour_name, shape_name
from app.ui.glyphs import big_text, glyph_scale, marker, shorten, tint
from app.ui.widgets import Legend, grid_width, plain_colours

def card_lines(card: Card | None, large: bool, focused: bool, note: str = "",
               code_only: bool = False, compact: bool = False, place: Widget | None = None) -> Text:
    """Return a card's face, its name in the card's colour (none in high contrast).

    Args:
        card: the card, or None for an empty place.
        large: draw the code in block glyphs (large print).
        focused: add the focus marks.
        note: a word or two shown under (or beside, in large print) the name:
            a pile's height, "marked", "picked up".
        code_only: show only the code (the explorer, where one level is one colour).
        compact: a narrow place (Memo's grids of 6 to 8 a row): the code, then the colour;
            the note is left to the border and the sentences.
        place: the widget drawn in; the face fits its width: first the arrows go (its frame
            still shows the focus), then the code comes first and the colour under it, and last
            the colour is shortened by rule (``glyphs.shorten``, said in the screen's legend).
    """
    width = grid_width(place)
    plain = plain_colours(place)
    head: str
    if card is None:
        head = card_name(None)
        body = ["  " + note] if note else []
        level = _fit_level(_choices(widest_card(), focused, note, compact, None, width), width)
        return _face([marker(focused, head)] + body if level == 0 else [head] + [note] * bool(note))
    colour = COLOURS[card.colour]
    if large:
        name = card.code if code_only else colour_name(card.colour).upper()
        head = f"{name} {note}" if note else name
        lines = _fit([[marker(focused, head)], [head], [_fit_note(place, name, note, width)]], width)
        return _face(lines + ["  " + row for row in big_text(card.code, glyph_scale(place))], "bold", colour, focused,
                     plain)
    if code_only:
        return _face(_fit([[marker(focused, f"[{card.code}]" if focused else card.code)],
                           [f"[{card.code}]" if focused else card.code]], width), "", colour, focused, plain)
    # Every place of a grid takes the same layout: the one the widest card fits.
    level = _fit_level(_choices(widest_card(), focused, note, compact, None, width), width)
    return _face(_choices(card, focused, note, compact, place, width)[level], "", colour, focused, plain)


def widest_card() -> Card:
    """Return a card whose brief name is the widest in the current language (the grids' measure)."""
    colour = max(range(4), key=lambda i: len(str(colour_name(i))))
    shape = max(range(4), key=lambda i: len(str(shape_name(i))))
    return Card(colour, 3, shape)


def _choices(card: Card, focused: bool, note: str, compact: bool, place: Widget | None, width: int) -> list[list[str]]:
    """Return a card's faces, richest first: name and shape (with arrows, then without), code and colour."""
    name, colour_word = str(card_name(card)), str(colour_name(card.colour))
    second = str(shape_name(card.shape)) if not note else note
    choices = [] if compact else [[marker(focused, name), "  " + second], [name, second]]
    choices += [[marker(focused, card.code), "  " + colour_word], [card.code, colour_word],
                [card.code, _short(place, colour_word, width)]]
    return choices


def _fit_level(choices: list[list[str]], width: int) -> int:
    """Return the index of the first face (richest first) whose lines fit ``width`` (0 for any width)."""
    for at, lines in enumerate(choices):
        if not width or max(len(line) for line in lines) <= width:
            return at
    return len(choices) - 1


def _fit(choices: list[list[str]], width: int) -> list[str]:
    """Return the first of the faces (richest first) whose lines fit ``width`` (any, for 0)."""
    for lines in choices:
        if not width or max(len(line) for line in lines) <= width:
            return lines
    return choices[-1]


def _fit_note(place: Widget | None, name: str, note: str, width: int) -> str:
    """Return a large card's name and note fitted to ``width``: the note's words shortened by rule from
    its last (the name stays whole: "GREEN pic. up", not "GREEN picked."), noted in the legend."""
    parts = note.split(" ") if note else []
    for at in reversed(range(len(parts))):
        if len(" ".join([name] + parts)) <= width:
            break
        rest = len(" ".join([name] + parts)) - len(parts[at])
        parts[at] = _short(place, parts[at], max(width - rest, 2))
    return " ".join([name] + parts)


def _short(place: Widget | None, word: str, width: int) -> str:
    """Return ``word`` shortened to ``width`` by rule, noted in the screen's legend."""
    if not width or len(word) <= width:
        return word
    short = shorten(word, width)
    if place is not None:
        Legend.note(place, short, word)
    return short


#: The back of a card: a hatch pattern, so a face-down card differs from an empty place without colour.
BACK = "▒▒▒▒▒▒"


def face_down_lines(large: bool, focused: bool, word: str, compact: bool = False,
                    place: Widget | None = None) -> Text:
    """Return the back of a card, with ``word`` ("face down") so it is told in words too.

    In a narrow place (``compact``, or too narrow for the word) the hatch fills both lines instead.
    """
    if large:
        rows = len(big_text("S", glyph_scale(place)))  # as high as a face's glyphs
        return _face([marker(focused, word.upper())] + ["  " + BACK * glyph_scale(place)] * rows, style="bold")
    choices = [] if compact else [[marker(focused, BACK), "  " + word], [BACK, word]]
    choices += [[marker(focused, BACK[:4]), "  " + BACK[:4]], [BACK[:4], BACK[:4]]]
    return _face(choices[_fit_level(choices, grid_width(place))])


def _face(lines: list[str], style: str = "", colour: str = "", focused: bool = False, plain: bool = True) -> Text:
    # A slot has a fixed height: a long word (in some language) is cut with "…", never wrapped.
    text = tint("\n".join(lines), colour, focused, plain, style)
    text.no_wrap, text.overflow = True, "ellipsis"
    return text
