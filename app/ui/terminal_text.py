"""Screen reader mode: what the terminal is sent, so a reader finds words and no runs of blanks.

Textual writes every cell of a row, blanks as spaces. A terminal keeps
written spaces as text, and a screen reader that reads the terminal is told
the changed text with them: "Zoker Memo" and eighty spaces. The same row
written as the words and then "erase to the end of the line" looks the same
(the erase paints the background colour) and leaves no blank text behind.
A piece of a row (one widget's part, the menu item in the middle) ends in
"erase these N cells" instead, and the cursor is moved past them as the
blanks would have: blanks written on an empty row are text the reader is
told was inserted before its caret, and it reads the caret's line again
(the item before, heard a second time).

And a row is sent only when it changed (``ShownRows``): the terminal may
take a frame in pieces, and a reader that reads in between meets rows half
new.
"""

from __future__ import annotations

import re

from rich.cells import cell_len

#: A cursor move to row;column, which starts each row Textual writes.
_MOVE = re.compile(r"\x1b\[(\d+);(\d+)H")
#: Any control sequence (colours, cursor moves).
_SEQUENCE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
ERASE_TO_END = "\x1b[K"
#: A colour (SGR), as each row Textual writes starts with.
_COLOUR = re.compile(r"\x1b\[[0-9;]*m")
#: What leaves the terminal's rows other than the frame says (a cleared or another screen, a reset).
_NEW_SCREEN = re.compile(r"\x1b\[[0-3]?J|\x1b\[\?(?:1049|47|1047)[hl]|\x1bc")


def erase_cells(count: int) -> str:
    """Return "erase ``count`` cells here, then move past them" (ECH and CUF)."""
    return f"\x1b[{count}X\x1b[{count}C"


def visible_width(text: str) -> int:
    """Return how many cells ``text`` fills (Rich's measure, as Textual drew it; control sequences fill none)."""
    return cell_len(_SEQUENCE.sub("", text))


def trim_row(row: str, to_row_end: bool = True) -> str:
    """Return ``row`` (one row's sequences and text) with its trailing blanks replaced by an erase.

    ``to_row_end``: the blanks end the terminal's row, and "erase to the end of the line" takes
    them; else exactly that many cells are erased. The erase comes after the colour that was in
    force where the blanks began, so it paints the same background the blanks had.
    """
    tokens = [t for t in re.split(f"({_SEQUENCE.pattern})", row) if t]
    cut, blanks = len(tokens), 0
    for at in range(len(tokens) - 1, -1, -1):
        token = tokens[at]
        if token.startswith("\x1b"):
            continue
        kept = token.rstrip(" ")
        blanks += len(token) - len(kept)
        if kept:
            if kept == token and cut == len(tokens):
                return row  # the row ends in words
            tokens[at] = kept
            cut = at + 1
            break
        cut = at
    else:
        cut = 0
    if not blanks:
        return row
    colour = next((t for t in reversed(tokens[:cut]) if t.startswith("\x1b[") and t.endswith("m")), "")
    blank_colour = next((t for t in tokens[cut:] if t.startswith("\x1b[") and t.endswith("m") and t != "\x1b[0m"),
                        colour)
    erase = ERASE_TO_END if to_row_end else erase_cells(blanks)
    return "".join(tokens[:cut]) + blank_colour + erase + "\x1b[0m"


def _moves(data: str) -> list[tuple[str, int, int, str]]:
    """Return what follows each cursor move, as Textual wrote it: (the move, row, column, what is written)."""
    moves = list(_MOVE.finditer(data))
    return [(move.group(0), int(move.group(1)), int(move.group(2)),
             data[move.end():moves[i + 1].start() if i + 1 < len(moves) else len(data)])
            for i, move in enumerate(moves)]


def _pieces(data: str) -> list[tuple[str, int, int, str]]:
    """Return what follows each cursor move as (the move, row, column, what is written there).

    Textual writes a row that changed in part as several pieces, each after its own
    move; pieces that follow on from each other on one row are joined into one.
    """
    pieces: list[list] = []
    for move, row, column, body in _moves(data):
        last = pieces[-1] if pieces else None
        if last and last[1] == row and not last[3].endswith("\n") and last[2] + visible_width(last[3]) == column:
            last[3] += body
        else:
            pieces.append([move, row, column, body])
    return [tuple(p) for p in pieces]


def trim_blank_ends(data: str, width: int) -> str:
    """Return what Textual writes with the blank end of every piece of a row as one erase."""
    if " " not in data or width <= 0:
        return data
    first = _MOVE.search(data)
    if first is None:
        return data
    out = [data[:first.start()]]
    for move, _row, column, chunk in _pieces(data):
        body = chunk.rstrip("\r\n")
        ending = chunk[len(body):]
        if body:
            body = trim_row(body, to_row_end=column - 1 + visible_width(body) >= width)
        out.append(move + body + ending)
    return "".join(out)


class ShownRows:
    """What the terminal shows on each row, as last written whole; a frame leaves out rows that show it already.

    Textual repaints every row a refreshed widget covers, and the reading line covers the
    screen: a new screen comes as some ten frames of forty rows (2 KB each) within a second,
    all but one the same. A terminal takes what it is sent in pieces when it falls behind
    (of a frame sent in two parts, Orca read each part alone), and a reader that reads
    between two pieces meets a row half new: Orca in CI heard "... purple and white. starts
    the game.", the new sentence with the end of the old one still there. Sent only when
    they change, frames are a few hundred bytes, and the terminal does not fall behind.
    """

    def __init__(self) -> None:
        self._rows: dict[int, str] = {}
        self._size: tuple[int, int] | None = None

    def forget(self) -> None:
        """Forget what was shown: the next frame is sent whole (the terminal was written another way)."""
        self._rows.clear()

    def changed_only(self, data: str, size: tuple[int, int]) -> str:
        """Return ``data`` (what Textual writes) without the whole rows the terminal shows already.

        A whole row is one piece from the first column to the last, in its own colours (it starts
        with a colour and ends with a reset), so leaving it out changes nothing else. A piece of a
        row (or a cleared screen, or a new size) makes that row (or every row) unknown again.
        """
        if size != self._size:
            self._size = size
            self._rows.clear()
        cleared = None
        for cleared in _NEW_SCREEN.finditer(data):
            pass
        head = ""
        if cleared is not None:  # only the rows written after the last clear are known
            self._rows.clear()
            head, data = data[:cleared.end()], data[cleared.end():]
        first = _MOVE.search(data)
        if first is None:
            return head + data
        width = size[0]
        out = [head, data[:first.start()]]
        for move, row, column, chunk in _moves(data):
            body = chunk.rstrip("\r\n")
            whole = (column == 1 and visible_width(body) == width and "\n" not in body
                     and _COLOUR.match(body) is not None and body.endswith("\x1b[0m"))
            if whole:
                if self._rows.get(row) == body:
                    continue
                self._rows[row] = body
            elif "\n" in body:
                self._rows.clear()  # text that runs on past its row
            elif visible_width(body) or re.search(r"\x1b\[\d*[KXJP@LM]", body):
                self._rows.pop(row, None)  # part of the row is written or erased
            out.append(move + chunk)
        return "".join(out)
