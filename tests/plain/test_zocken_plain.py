"""Zocken typed to the end in line mode (ZO-3, ZO-12, ZO-14): dice by colour, fields by number,
left/right or a circle's colour, bets, the row read back and the hint."""

from __future__ import annotations

from app.games.zocken import rules as zo
from test_plain import my_turn_policy, play_plain, run_plain


def zocken_move(state: zo.ZockenState) -> str:
    if state.asking is not None:
        return "bet" if state.turns % 2 else "pass"
    if state.rolled is None:
        return "throw " + zo.COLOURS[state.in_hand()[-1]]
    fits = zo.fitting(zo.values_of(state.fields), state.rolled.value)
    own = zo.matching_field(state.circles, state.rolled.colour)
    if own in fits:
        return "place " + zo.COLOURS[state.circles[own - 1]]  # by the circle's colour
    field = fits[len(fits) // 2]
    return "place " + {0: "left", 8: "right"}.get(field, str(field))


def test_zo_plain_mode_plays_a_whole_zocken_game_with_a_bot():
    lines, mode = play_plain("players 2\nseat 2 hard\nzocken 21\nrow\nhint\n",
                             my_turn_policy(zocken_move, ("where",)))
    s = mode.session
    assert s.match.is_over() and len(s.match.state.history) == 10
    assert any(line.startswith("Circles, left to right: red, orange") for line in lines)
    assert any(line.startswith("You throw ") for line in lines)
    assert any(line.startswith("Eva: ") and " on " in line for line in lines)
    assert any("Bets that Eva scores over 50" in line for line in lines)
    assert any("no valid sequence" in line for line in lines)  # deal 7: the throw makes no sequence
    assert any("Game over." in line for line in lines)


def test_zo_plain_refuses_a_place_that_breaks_the_sequence_and_says_where_it_fits():
    lines, _ = run_plain("players 1\nzocken 4\nthrow red\nplace 9\nfits\nrow\nhelp\n")
    assert any("fits" in line for line in lines)
    assert "throw COLOUR: throw a die" in lines
