"""What every game for several players says about its seats.

Whose turn it is, passing the keyboard between humans, the standings and
the winners. The seat at the keyboard (the *viewer*) is "you"; the others
are called by name. Games' own text modules use these for the people.
"""

from __future__ import annotations

from typing import Sequence

from app.core.seats import Seat
from app.text.forms import Name, pattern, word
from app.text.i18n import _, ngettext, npgettext, pgettext
from app.text.phrases import after_colon, list_words


def seat_name(seats: Sequence[Seat], seat: int) -> Name:
    """Return a seat's name with the forms a sentence may ask for ({name:gen}): its own, else "Player 2"
    (counted from 1)."""
    name = seats[seat].name
    if not name:
        # Translators: "Player 2" in the forms a sentence may ask for ("gen: hráče {number}"). See
        # docs/translating.md.
        return pattern(_("Player {number}"), pgettext("player number forms", "Player {number}"), number=seat + 1)
    return player_name(name)


def _bot_forms() -> dict[str, str]:
    """Return the forms entry of each bot's name (app.core.seats.BOT_NAMES), in the current language."""
    # Translators: a bot's name in the forms a sentence may ask for, as "mark: form" pairs, with its gender
    # ("gen: Evy; dat: Evě; gender: f"); a language that needs no form copies the name. See docs/translating.md.
    return {"Eva": pgettext("name forms", "Eva"), "Aino": pgettext("name forms", "Aino"),
            "Bram": pgettext("name forms", "Bram"), "Sigrún": pgettext("name forms", "Sigrún"),
            "Jana": pgettext("name forms", "Jana")}


def player_name(name: str) -> Name:
    """Return a player's name with its forms: a bot's name has its own (Czech "Evy", Finnish "Ainolla");
    a name the player typed cannot be declined, so a form puts it where it needs no case, after a word
    that takes the case instead (Czech "hráče Olga", Finnish "pelaajalla Olga")."""
    forms = _bot_forms().get(name)
    if forms is not None:
        return word(name, forms)
    # Translators: a name the player typed, which is never declined, in the forms a sentence may ask for: the
    # case goes on a word before it ("gen: hráče {name}"); a language that needs no form copies it.
    return pattern("{name}", pgettext("typed name forms", "{name}"), name=name)


def you() -> Name:
    """Return "you" for a slot that names the player at the keyboard among others, with the forms a
    sentence may ask for ({names:acc}: Dutch "jou", Swedish "dig"); the catalog's "you forms" gives them."""
    # Translators: the forms of "you" (the player at the keyboard) as "mark: form" pairs (Dutch "acc: jou"),
    # for sentences that put it in a slot with a form mark ({names:acc}). See docs/translating.md.
    return word(_("you"), pgettext("you forms", "you"))


def who(seats: Sequence[Seat], seat: int, viewer: int | None) -> Name | str:
    """Return a seat as a list of players names it: "you" (with its forms) for the viewer, else its name."""
    return you() if seat == viewer else seat_name(seats, seat)


def names(seats: Sequence[Seat], chosen: Sequence[int], viewer: int | None, style: str = "and") -> str:
    """Return seats as one list ("you and Eva"); a sentence may ask for a form ({names:acc}: Dutch
    "jou en Eva"), which "you" takes and a player's own name keeps as it is."""
    return list_words([who(seats, s, viewer) for s in chosen], style)


def seat_description(seats: Sequence[Seat], seat: int) -> str:
    """Return a seat with who plays it: "Eva, bot, hard" or "Anna, at this keyboard"."""
    s = seats[seat]
    if s.human:
        return _("{name}, at this keyboard").format(name=seat_name(seats, seat))
    return _("{name}, bot, {level}").format(name=seat_name(seats, seat), level=level_name(s.level))


def level_name(level: str) -> str:
    """Return a bot level's name."""
    return {"easy": _("easy"), "medium": _("medium"), "hard": _("hard")}[level]


def players_line(seats: Sequence[Seat]) -> str:
    """Return the seats in order, for the start of a game."""
    return _("Players: {seats}.").format(
        seats=_("; ").join(seat_description(seats, i) for i in range(len(seats))))


def your_turn() -> str:
    """Return the prompt when the turn comes back to the player at the keyboard."""
    return _("Your turn.")


def starts(seats: Sequence[Seat], seat: int, viewer: int | None) -> str:
    """Return who starts a game: "You start." or "Eva starts."."""
    if seat == viewer:
        return _("You start.")
    return _("{name} starts.").format(name=seat_name(seats, seat))


def named_turn(seats: Sequence[Seat], seat: int) -> str:
    """Return "Eva's turn." for a seat that is not at the keyboard."""
    return _("{name}'s turn.").format(name=seat_name(seats, seat))


def pass_keyboard(seats: Sequence[Seat], seat: int) -> str:
    """Return what is said when the keyboard must go to another human (hot seat)."""
    name = seat_name(seats, seat)
    return _("Pass the keyboard to {name}. {name}, press Enter when you are ready.").format(name=name)


def handed_over(seats: Sequence[Seat], seat: int, prompt: str) -> str:
    """Return the greeting when the next human has the keyboard: "Olle: your turn ..."."""
    # The prompt is a sentence of its own, now mid-line: small after the colon where the language wants it.
    names = [str(seat_name(seats, i)) for i in range(len(seats))]
    return _("{name}: {prompt}").format(name=seat_name(seats, seat), prompt=after_colon(prompt, names))


def cards_held(seats: Sequence[Seat], counts: Sequence[int], viewer: int | None) -> str:
    """Return how many cards each seat holds, in seat order: "you have 4 cards; Eva has 2 cards"."""
    parts = []
    for i, count in enumerate(counts):
        if i == viewer:
            parts.append(_("you have {amount}").format(amount=cards_count(count)))
        else:
            parts.append(_("{name} has {amount}").format(name=seat_name(seats, i), amount=cards_count(count)))
    return _("; ").join(parts)


def target_row(value: int) -> str:
    """Return the setup row of a match's target score (Loker's NL-12, Kubo's ZK-8): 0 is none."""
    if not value:
        return _("Target score: none")
    return ngettext("Target score: {count} point", "Target score: {count} points", value).format(count=value)


def points_count(n: int) -> Name:
    """Return "1 point" / "5 points"; a sentence may ask for its forms ({points:acc}: Finnish "saa 1 pisteen")."""
    # Translators: the count's forms for this plural form, as "mark: form" pairs ("acc: {count} pisteen"),
    # or the words as they are. See docs/translating.md.
    return pattern(ngettext("{count} point", "{count} points", abs(n)),
                   npgettext("count forms", "{count} point", "{count} points", abs(n)), count=n)


def standings(seats: Sequence[Seat], points: Sequence[int], viewer: int | None,
              unit: str = "cards", fewest: bool = False) -> str:
    """Return every seat's points, the best first: "Eva 20 cards; you 18 cards" (unit: cards, points or
    wins; fewest: the fewest points are the best)."""
    order = sorted(range(len(seats)), key=lambda i: (points[i] if fewest else -points[i], i))
    parts = []
    for i in order:
        amount = {"cards": cards_count, "points": points_count, "wins": wins_count}[unit](points[i])
        if i == viewer:
            parts.append(_("you {amount}").format(amount=amount))
        else:
            parts.append(_("{name} {amount}").format(name=seat_name(seats, i), amount=amount))
    return _("; ").join(parts)


def wins_count(n: int) -> str:
    """Return "1 game won" / "3 games won"."""
    return ngettext("{count} game won", "{count} games won", n).format(count=n)


def winners(seats: Sequence[Seat], points: Sequence[int], viewer: int | None, fewest: bool = False) -> str:
    """Return who won (the most points, or the fewest): "You win.", "Eva wins." or "A tie between you and Eva."."""
    best = min(points) if fewest else max(points)
    top = [i for i, p in enumerate(points) if p == best]
    if len(top) == 1:
        if top[0] == viewer:
            return _("You win.")
        return _("{name} wins.").format(name=seat_name(seats, top[0]))
    tied = [who(seats, i, viewer) for i in top]
    return _("A tie between {names}.").format(names=_(", ").join(str(n) for n in tied))


def game_over(seats: Sequence[Seat], points: Sequence[int], viewer: int | None) -> str:
    """Return the end of a game for several players: winner, then every score."""
    if len(seats) == 1:
        return _("Game over: {amount}.").format(amount=cards_count(points[0]))
    return _("Game over. {winners} Standings: {standings}.").format(
        winners=winners(seats, points, viewer), standings=standings(seats, points, viewer))


def round_over(seats: Sequence[Seat], round_no: int, rounds: int, totals: Sequence[int],
               viewer: int | None, unit: str, fewest: bool = False, keys: bool = True) -> str:
    """Return the match standings after a game of a match (fewest: the lowest total leads), and how to deal
    the next: the key on the screens (``keys``), the word to type in line mode."""
    table = standings(seats, totals, viewer, unit, fewest)
    if rounds and round_no >= rounds:
        return _("The match is over. {winners} Standings: {standings}.").format(
            winners=winners(seats, totals, viewer, fewest), standings=table)
    if keys:
        if rounds:
            return _("After game {number} of {rounds}: {standings}. Press n for the next game.").format(
                number=round_no, rounds=rounds, standings=table)
        return _("After game {number}: {standings}. Press n for the next game.").format(
            number=round_no, standings=table)
    # Line mode's word for the command, the one its help shows first (as app.plain.words.shown reads it).
    typed = next((w.strip() for w in pgettext("typed", "next").split("|") if w.strip()), "next")
    if rounds:
        return _("After game {number} of {rounds}: {standings}. Type {next} for the next game.").format(
            number=round_no, rounds=rounds, standings=table, next=typed)
    return _("After game {number}: {standings}. Type {next} for the next game.").format(
        number=round_no, standings=table, next=typed)


def cards_count(n: int) -> Name:
    """Return "1 card" / "5 cards" in the current language's plural form; a sentence may ask for its
    forms ({won:acc}: Finnish "1 kortin", Czech "1 kartu")."""
    # Translators: the count's forms for this plural form, as "mark: form" pairs ("acc: {count} kortin"),
    # or the words as they are. See docs/translating.md.
    return pattern(ngettext("{count} card", "{count} cards", n),
                   npgettext("count forms", "{count} card", "{count} cards", n), count=n)


def need_a_human() -> str:
    """Return why a table with no seat played at this keyboard is refused."""
    return _("At least one seat must be played at this keyboard.")
