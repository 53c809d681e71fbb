"""Worked examples in the guide and the rule sheets, taken from real seeded games.

Each example sits in a document between ``<!-- example: NAME -->`` and
``<!-- /example -->``; its text is made here by playing a numbered deal
through the rules and the sentence layer (English), so no hand-written
example can teach a wrong rule. ``python -m tests.golden.examples`` writes
them; a test fails when a document and its examples differ.
"""

from __future__ import annotations

import random
import re

from app import PROJECT_ROOT
from app.core.seats import Seat

MARK = re.compile(r"(<!-- example: ([a-z-]+) -->\n)(.*?)(<!-- /example -->)", re.S)
DOCUMENTS = [PROJECT_ROOT / "docs" / "players-guide.md"] + sorted((PROJECT_ROOT / "seeds").glob("*.md"))


def _sitting(game_id: str, deal: int, seats, options=None) -> list[str]:
    """Return every sentence said in a whole seeded game, every seat played by the medium bot."""
    from app.bots import choose
    from app.session import Session
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import Settings
    from app.text import i18n

    i18n.set_language("en")
    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    s.results.record = lambda *args, **kwargs: []  # examples leave no results behind
    s.start(game_id, deal, seats=seats, options=options)
    while not s.match.is_over():
        seat = s.match.to_act()[0]
        if s.seats[seat].human:
            rng = random.Random(len(s.match.actions))
            s.act(choose(game_id, s.match.state, seat, "medium", rng), seat)
        else:
            s.bot_step()
    said = list(s.speaker.said)
    s.close()
    return said


def _quote(text: str) -> str:
    return f'"{text}"'


def _first(said: list[str], test) -> str:
    return next(line for line in said if test(line))


def _from(said: list[str], phrase: str) -> str:
    """Return the first sentence said that holds ``phrase``, from the phrase on."""
    line = _first(said, lambda t: phrase in t)
    return line[line.index(phrase):]


def memo_heard() -> str:
    said = _sitting("zoker-memo", 11, (Seat("", True), Seat("Eva", False)))
    picks = [
        _first(said, lambda t: t.startswith("You turn up") and "pair" not in t),
        _first(said, lambda t: t.startswith("You turn up") and "You take the pair" in t),
        _first(said, lambda t: t.startswith("Eva: ") and "Not a pair" in t),
        _from(said, "No pair left."),
    ]
    return "\n".join([f"- {_quote(p)}" for p in picks] + [f"- At the end: {_quote(_from(said, 'Game over.'))}"])


def tiko_heard() -> str:
    said = _sitting("zoker-tiko", 7, (Seat("", True), Seat("Eva", False), Seat("Aino", False)))
    lines = [f"- At the start: {_quote(said[0])} Then your hand, for example: "
             f"{_quote(_first(said, lambda t: t.startswith('Your cards')))}" if any(
                 t.startswith("Your cards") for t in said) else f"- At the start: {_quote(said[0])}"]
    lines.append(f"- {_quote(_first(said, lambda t: t.startswith('You lead')))}")
    lines.append(f"- {_quote(_first(said, lambda t: t.endswith(', under.') and not t.startswith('You ')))}")
    lines.append(f"- {_quote(_first(said, lambda t: ', on top.' in t and 'takes the trick' in t))}")
    lines.append(f"- {_quote(_first(said, lambda t: t.startswith('Your turn. On top:')))} "
                 f"or {_quote('Your turn to lead.')}")
    lines.append(f"- {_quote(_from(said, 'New deal').split('. ')[0].rstrip('.') + '.')} Your new hand is one key away "
                 f"(`c`).")
    lines.append(f"- At the end: {_quote(_from(said, 'Game over.'))}")
    return "\n".join(lines)


def _why(a, b) -> str:
    """Return why card ``a`` beats card ``b``, or does not, in the words of ZT-1."""
    from app.games.zoker.cards import beats

    names = ("colour", "size", "shape")
    stronger = [n for n, x, y in zip(names, a.values, b.values) if x > y]
    weaker = [n for n, x, y in zip(names, a.values, b.values) if x < y]
    verdict = "beats" if beats(a, b) else "does not beat"
    return verdict, _reason(stronger, weaker, names)


def _reason(stronger, weaker, names) -> str:
    if not weaker:
        return f"stronger in {' and '.join(stronger)}"
    if not stronger:
        return f"weaker in {' and '.join(weaker)}"
    if len(stronger) == 2 or len(weaker) == 2:
        return f"stronger in {' and '.join(stronger)}, weaker in {' and '.join(weaker)}"
    first = stronger[0] if names.index(stronger[0]) < names.index(weaker[0]) else weaker[0]
    return f"stronger in {stronger[0]}, weaker in {weaker[0]}, and {first} counts first"


#: A deal whose first trick shows a card going on top and one going under.
TRICK_DEAL = 3


def tiko_trick() -> str:
    """Return the first trick of a game between Anna, Bo and Cay, with why each card went where it did."""
    from app.games import REGISTRY

    rules = REGISTRY["zoker-tiko"]
    seats = (Seat("Anna", False, "medium"), Seat("Bo", False, "medium"), Seat("Cay", False, "medium"))
    from app.bots import choose

    state = rules.new_game(3, TRICK_DEAL)
    lines, step = [], 1
    while True:
        seat = rules.to_act(state)[0]
        action = choose("zoker-tiko", state, seat, "medium", random.Random(step))
        top = state.top
        state, events = rules.apply(state, seat, action)
        card = action.card
        name = seats[seat].name
        if top is None:
            lines.append(f"{step}. {name} leads {card}.")
        else:
            played = next(e for e in events if e.kind == "played")
            where = "goes on top" if played["on_top"] else "goes directly under it"
            verdict, reason = _why(card, top[1])
            lines.append(f"{step}. {name} plays {card}. It {verdict} {top[1]} ({reason}), so it {where}.")
        step += 1
        won = next((e for e in events if e.kind == "trick_won"), None)
        if won is not None:
            lines.append("")
            lines.append(f"Everyone has played: {seats[won.seat].name} has the top card, takes the "
                         f"{len(won['cards'])} cards and leads the next trick.")
            return "\n".join(lines)


EXAMPLES = {"memo-heard": memo_heard, "tiko-heard": tiko_heard, "tiko-trick": tiko_trick}


def render(text: str) -> str:
    """Return a document with every example block made anew."""
    return MARK.sub(lambda m: m.group(1) + EXAMPLES[m.group(2)]() + "\n" + m.group(4), text)


def main() -> None:
    for path in DOCUMENTS:
        text = path.read_text(encoding="utf-8")
        new = render(text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            print("wrote", path.relative_to(PROJECT_ROOT))


if __name__ == "__main__":
    main()
