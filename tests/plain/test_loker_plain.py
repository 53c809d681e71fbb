"""Numeramis Loker typed in line mode: a whole deal against two bots (NL)."""

from __future__ import annotations

from app.games.loker.hands import evaluate
from tests.plain.test_plain import my_turn_policy, play_plain


def loker_move(state) -> str:
    """Exchange the free cards once (by their numbers), then close with a figure or pass."""
    hand = state.hands[state.turn]
    v = evaluate(hand)
    if state.exchanged:
        return "close" if v.rank else "pass"
    if state.closer is not None:
        return "pass"
    if state.exchanges[state.turn] == 0:
        out = sorted(v.free)[:3] if v.rank else sorted(hand)[:3]
        if out:
            return "exchange " + " ".join(map(str, out))
    return "close" if v.rank else "pass"


def test_nl_plain_mode_plays_a_whole_loker_deal_with_two_bots():
    lines, mode = play_plain("players 3\nseat 3 hard\nloker 5\nhelp\n",
                             my_turn_policy(loker_move, ("counts", "cards", "where")))
    s = mode.session
    assert s.match.is_over()
    start = lines.index("Numeramis Loker, deal 5.")
    assert lines[start + 1].startswith("Your turn: exchange, pass or close; 2 exchanges left.")
    assert lines[start + 2].startswith("Your cards: ")
    assert "exchange N [N N]: exchange 1 to 3 cards" in lines
    assert any(line.startswith("You exchange ") for line in lines)
    assert any(line.startswith(("Eva ", "Aino ")) for line in lines)
    assert any("Game over" in line for line in lines)
    assert lines[-1].startswith("Numeramis Loker, deal 5. ")


def test_nl_plain_exchange_refuses_what_is_not_in_the_hand():
    def policy(mode):
        s = mode.session
        if s.match.is_over() or policy.done:
            return None
        policy.done = True
        missing = next(n for n in range(10) if n not in s.match.state.hands[0])
        return f"exchange {missing}"
    policy.done = False
    lines, _mode = play_plain("players 3\nloker 5\nexchange\nexchange 1 2 3 4\n", policy)
    assert lines.count("Type exchange and the numbers of 1 to 3 of your cards, for example exchange 7 5.") == 2
    assert any(line.startswith("You have no ") and line.endswith(" in your hand.") for line in lines)
