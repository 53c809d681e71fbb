"""Numeramis Loker by ear: hands grouped, figures with free cards, each seat's action, the show-down (NL)."""

from __future__ import annotations

from app.core.rules import Event
from app.core.seats import Seat
from app.games.loker import rules as nl
from app.games.loker import text as lt
from app.games.loker.hands import evaluate
from app.games.loker.text import TELLER
from app.text.i18n import set_language

SEATS = (Seat("Player 1", True), Seat("Eva", False), Seat("Aino", False), Seat("Olle", False))


def setup_module():
    set_language("en")


def test_nl1_hand_is_sorted_and_grouped_with_its_figure():
    assert lt.hand_words((5, 7, 2, 7, 4, 7)) == "3 sevens, a 5, a 4 and a 2"
    assert lt.hand((5, 7, 2, 7, 4, 7)) == "Your cards: 3 sevens, a 5, a 4 and a 2. " \
                                          "Three of a kind, sevens, free 5, 4 and 2."
    assert lt.figure(evaluate((8, 2, 5, 8, 3, 2))) == "two pairs, eights and twos, free 5 and 3"
    assert lt.sorted_hand((5, 7, 2, 7, 4, 7)) == [7, 7, 7, 5, 4, 2]


def test_nl1_every_figure_is_named():
    cases = {
        (2, 3, 4, 5, 6, 9): "straight of five, 2 to 6, free 9",
        (3, 3, 5, 5, 7, 7): "three pairs, sevens, fives and threes",
        (4, 5, 6, 7, 8, 9): "straight of six, 4 to 9",
        (8, 8, 8, 2, 2, 1): "three and two, eights and twos, free 1",
        (9, 9, 9, 8, 8, 8): "two threes, nines and eights",
        (9, 9, 9, 9, 1, 2): "four of a kind, nines, free 2 and 1",
        (8, 8, 8, 8, 3, 3): "four and two, eights and threes",
        (7, 7, 7, 7, 7, 9): "Loker, sevens, free 9",
        (0, 0, 0, 0, 0, 0): "King Loker, zeros",
        (0, 1, 3, 5, 7, 9): "no hand",
    }
    for cards, said in cases.items():
        assert lt.figure(evaluate(cards)) == said


def test_nl6_each_action_in_a_few_words():
    state = nl.new_game(3, 4)
    assert lt.event(Event("exchanged", 1, {"out": (1, 2), "in": (3, 4), "count": 2, "left": 1,
                                           "last_turn": False}), state, SEATS, 0) == "Eva exchanges 2 cards."
    assert lt.event(Event("passed", 1, {}), state, SEATS, 0) == "Eva passes."
    text = lt.event(Event("closed", 1, {"hand": (8, 8, 2, 2, 5, 3), "last": (2, 0)}), state, SEATS, 0)
    assert text == "Eva closes: two pairs, eights and twos, free 5 and 3. Last turns: Aino and you."
    # After the player's own exchange the turn goes on (NL-6): the hand, the exchanges left, what to type.
    after = nl.LokerState(**{**state.__dict__, "turn": 0, "exchanges": (1, 0, 0), "exchanged": True,
                             "hands": ((6, 6, 5, 3, 2, 7),) + state.hands[1:]})
    mine = lt.event(Event("exchanged", 0, {"out": (1,), "in": (7,), "count": 1, "left": 1, "last_turn": False}),
                    after, SEATS, 0)
    assert mine == ("You exchange 1 and get 7. Your cards: 2 sixes, a 7, a 5, a 3 and a 2. No hand. "
                    "1 exchange left. No figure to close with: pass to end your turn.")
    # In the last round (NL-9) no exchange is left after it, whatever NL-7 allows.
    late = lt.event(Event("exchanged", 0, {"out": (1,), "in": (7,), "count": 1, "left": 1, "last_turn": False}),
                    nl.LokerState(**{**after.__dict__, "round": 1, "hands": ((6, 6, 5, 5, 2, 7),) + state.hands[1:]}),
                    SEATS, 0)
    assert late.endswith("No exchange left. Close, or pass to end your turn.")


def test_nl11_show_down_of_the_rulebook_with_places_and_points():
    hands = ((0,) * 6, (7, 7, 7, 7, 7, 9), (2, 2, 2, 2, 2, 6), (8, 7, 6, 5, 4, 5))
    state = nl.LokerState(seed=1, dealer=3, hands=hands, stock=(), exchanges=(0,) * 4, laid=(True,) * 4)
    ranked = tuple((s, hands[s], p, pts) for s, _v, p, pts in nl.ranking(state))
    said = lt.show_down({"ranked": ranked}, SEATS, 0)
    assert said == ("Show-down: place 1: you, King Loker, zeros, 4 points; place 2: Eva, Loker, sevens, free 9, "
                    "3 points; place 3: Aino, Loker, twos, free 6, 2 points; place 4: Olle, straight of five, "
                    "4 to 8, free 5, 1 point.")


def test_nl4_shared_places_are_named():
    hands = ((3, 3, 5, 5, 7, 7), (7, 7, 5, 5, 3, 3), (0, 1, 3, 5, 7, 9))
    state = nl.LokerState(seed=1, dealer=2, hands=hands, stock=(), exchanges=(0,) * 3, laid=(True,) * 3)
    ranked = tuple((s, hands[s], p, pts) for s, _v, p, pts in nl.ranking(state))
    said = lt.show_down({"ranked": ranked}, SEATS, 1)
    assert "shared place 1: Player 1, three pairs, sevens, fives and threes, 3 points" in said
    assert "shared place 1: you, three pairs" in said
    assert said.endswith("Aino: no hand, 0 points.")
    assert lt.final(SEATS[:3], (3, 3, 0), 1) == "Game over. A tie between Player 1, you. " \
                                                 "Points: Player 1 3; you 3; Aino 0."


def test_every_rule_error_the_rules_raise_has_a_sentence():
    import re
    from pathlib import Path

    from app.text.errors import RULE_ERRORS

    source = Path(nl.__file__).read_text()
    raised = set(re.findall(r'RuleError\("([a-z_]+)"', source))
    assert raised <= set(TELLER.errors) | set(RULE_ERRORS)
    for msg_id, sentence in TELLER.errors.items():
        assert sentence({"low": 1, "high": 3, "count": 2, "card": 5}, False)


def test_rules_have_the_five_sections():
    assert [k for k, _t in TELLER.rules()] == ["goal", "setup", "turn", "scoring", "end"]


def test_counts_in_lokers_czech_and_icelandic_sentences_reach_the_voice_in_their_gender():
    """Issue 23: exchanges and chips written as digits are said in the noun's gender and case."""
    from app.text import i18n
    from app.text.spoken import for_voice

    state = nl.new_game(3, 2, {"chips": 10, "dealer": 1})
    try:
        heard = {}
        for lang in ("cs", "is", "fi"):
            i18n.set_language(lang)
            heard[lang] = [for_voice(lt.exchanges_left(n), lang) for n in (1, 2)] + [
                for_voice(lt.paid(state, SEATS, 0, n, 0), lang) for n in (1, 2)]
    finally:
        i18n.set_language("en")
    assert heard["cs"][:2] == ["zbývá jedna výměna", "zbývají dvě výměny"]
    assert heard["is"][:2] == ["eitt skipti eftir", "tvö skipti eftir"]
    assert heard["is"][2].startswith("Þú borgar einn spilapening") and heard["is"][3].startswith("Þú borgar tvo spilapeninga")
    assert heard["fi"][2].startswith("Maksat yhden pelimerkin")


def test_nl13_the_pot_is_taken_by_you_eva_or_both():
    """The pot goes to the best hand (NL-13): "You take the pot.", never "you takes"."""
    ranked = ((0, (0,) * 6, 1, 4), (1, (7, 7, 7, 7, 7, 9), 2, 3))
    assert lt.show_down({"ranked": ranked, "pot_to": (0,)}, SEATS, 0).endswith(" You take the pot.")
    assert lt.show_down({"ranked": ranked, "pot_to": (0,)}, SEATS, 1).endswith(" Player 1 takes the pot.")
    assert lt.show_down({"ranked": ranked, "pot_to": (0, 1)}, SEATS, 1).endswith(" Player 1 and you take the pot.")
