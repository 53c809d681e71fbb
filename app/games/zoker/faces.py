"""Card faces as text: one or two lines normally, block glyphs in large print.

Nothing here depends on colour: a card's colour is always written out, the
focus is marked with arrows (and brackets in the explorer), a picked-up or
marked card with a word.
"""

from __future__ import annotations

from rich.text import Text

from app.games.zoker.cards import Card
from app.games.zoker.words import card_name, colour_name, shape_name
from app.ui.glyphs import big_text, marker

def card_lines(card: Card | None, large: bool, focused: bool, note: str = "",
               code_only: bool = False, compact: bool = False) -> Text:
    """Return a card's face.

    Args:
        card: the card, or None for an empty place.
        large: draw the code in block glyphs (large print).
        focused: add the focus marks.
        note: a word or two shown under (or beside, in large print) the name:
            a pile's height, "marked", "picked up".
        code_only: show only the code (the explorer, where one level is one colour).
        compact: a narrow place (Memo's grids of 6 to 8 a row): the code, then the colour;
            the note is left to the border and the sentences.
    """
    if card is None:
        head = card_name(None)
        body = ["  " + note] if note else []
        return _face([marker(focused, head)] + body)
    if large:
        head = card.code if code_only else colour_name(card.colour).upper()
        if note:
            head = f"{head} {note}"
        lines = [marker(focused, head)] + ["  " + row for row in big_text(card.code)]
        return _face(lines, style="bold")
    if compact:
        return _face([marker(focused, card.code), "  " + colour_name(card.colour)])
    head = card.code if code_only else card_name(card)
    second = shape_name(card.shape) if not note else note
    if code_only:
        return _face([marker(focused, f"[{head}]" if focused else head)])
    return _face([marker(focused, head), "  " + second])


#: The back of a card: a hatch pattern, so a face-down card differs from an empty place without colour.
BACK = "▒▒▒▒▒▒"


def face_down_lines(large: bool, focused: bool, word: str, compact: bool = False) -> Text:
    """Return the back of a card, with ``word`` ("face down") so it is told in words too.

    In a narrow place (``compact``) the hatch fills both lines instead of the word.
    """
    if large:
        return _face([marker(focused, word.upper())] + ["  " + BACK] * 3, style="bold")
    if compact:
        return _face([marker(focused, BACK[:4]), "  " + BACK[:4]])
    return _face([marker(focused, BACK), "  " + word])


def _face(lines: list[str], style: str = "") -> Text:
    # A slot has a fixed height: a long word (in some language) is cut with "…", never wrapped.
    return Text("\n".join(lines), style=style, no_wrap=True, overflow="ellipsis")
