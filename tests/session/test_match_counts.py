"""A match of several games says its standings in what the game counts (cards, points or games won), and
ranks them the game's way: Zip Zap's hands are won by the fewest points (ZZ-12), its one-point variant
and every other game by the most."""

from __future__ import annotations

import pytest

from app.core.match import Match
from app.core.seats import Seat
from app.games import game
from app.text import seats as seats_text

SEATS = (Seat("Ann", True), Seat("Eva", False, "easy"), Seat("Olle", False, "easy"))


def test_zz12_a_match_of_zipzap_hands_is_won_by_the_fewest_points():
    match = Match.start("zipzap", 3, SEATS, {"mode": "turns", "speed": "normal", "scoring": "hands"}, rounds=2)
    assert match.fewest_wins()
    match.totals = (9, 2, 5)
    assert match.standings() == (9, 2, 5) and match.winners() == (1,)
    said = seats_text.round_over(SEATS, 2, 2, match.totals, 0, game("zipzap").counts, match.fewest_wins())
    assert said == "The match is over. Eva wins. Standings: Eva 2 points; Olle 5 points; you 9 points."


def test_zz12_the_one_point_variant_is_won_by_the_most():
    match = Match.start("zipzap", 3, SEATS, {"mode": "turns", "speed": "normal", "scoring": "one"}, rounds=2)
    match.totals = (9, 2, 5)
    assert not match.fewest_wins() and match.winners() == (0,)


def test_games_won_are_counted_the_fewest_points_way_round():
    match = Match.start("zipzap", 3, SEATS, {"mode": "turns", "speed": "normal", "scoring": "hands"},
                        rounds=3, count="wins")
    match.state = type(match.state)(**{**match.state.__dict__, "over": True, "totals": (4, 1, 1)})
    assert match.round_points() == (0, 1, 1)


def test_a_match_of_zocken_says_points_not_cards():
    assert game("zocken").counts == "points" and game("zoker-tiko").counts == "cards"
    said = seats_text.round_over(SEATS, 1, 3, (90, 120, 40), 0, game("zocken").counts)
    assert said == ("After game 1 of 3: Eva 120 points; you 90 points; Olle 40 points. "
                    "Press n for the next game.")


@pytest.mark.parametrize("lang, ending, word", [
    ("en", "Type next for the next game.", "next"),
    ("fi", "Kirjoita seuraava, niin seuraava peli alkaa.", "seuraava"),
    ("cs", "Další hru spustíš příkazem další.", "další"),
    ("nl", "Typ volgende voor het volgende spel.", "volgende"),
    ("sv", "Skriv nästa för nästa spel.", "nästa"),
    ("is", "Skrifaðu næsta fyrir næsta leik.", "næsta"),
])
def test_line_mode_says_the_word_to_type_for_the_next_game(lang, ending, word):
    from app.plain.words import fold, lookup
    from app.text import i18n

    i18n.set_language(lang)
    try:
        said = seats_text.round_over(SEATS, 1, 3, (90, 120, 40), 0, game("zocken").counts, keys=False)
        assert said.endswith(ending) and "Press n" not in said
        assert lookup(["next"])[fold(word)] == "next"  # the word said is one line mode takes
    finally:
        i18n.set_language("en")

