"""Numeramis Loker typed in line mode: a whole deal against two bots (NL)."""

from __future__ import annotations

from app.games.loker import rules as nl
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
    start = lines.index("Numeramis Loker, deal 5. Aino deals. You start.")
    assert lines[start + 1] == "Your turn: exchange, pass or close; 2 exchanges left."
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


def czech_move(state) -> str:
    """loker_move typed in Czech, in the rulebook's words: vyměň, PAS, KONEC."""
    return (loker_move(state).replace("exchange", "vyměň").replace("close", "konec")
            .replace("pass", "pas"))


def test_nl_a_whole_deal_typed_in_czech_is_heard_in_the_rulebook_terms():
    """NL-5 to NL-10 in Czech: the hand grouped, the exchange, KONEC, the last turn, the show-down."""
    lines, mode = play_plain("language cs\nloker 5\nruka\n", my_turn_policy(czech_move, ("kde",)))
    assert mode.session.match.is_over()
    start = lines.index("Numeramis Loker, rozdání 5. Rozdává Eva. Začínáš ty.")
    assert lines[start + 1] == "Jsi na tahu: vyměň, nebo PAS; zbývají 2 výměny; figuru na KONEC nemáš."
    assert lines[start + 2] == "Tvé karty: 2 pětky, šestka, čtyřka, dvojka a jednička. Žádná figura."
    text = "\n".join(lines)
    assert "Měníš 1, 2 a 4 a dostáváš 7, 2 a 5." in text
    assert "Trojice pětek, volné karty 7, 6 a 2. Zbývá 1 výměna." in text
    assert "Hlásíš KONEC: trojice pětek, volné karty 7, 6 a 2. Ještě jeden tah: Eva." in text
    assert "místo 1: ty, trojice pětek" in text and "dvě dvojice devítek a nul" in text


def test_nl_hint_says_the_best_choices_to_keep_before_the_exchange():
    """The what-if: each choice's aimed figure and its chance with two exchanges left (NL-6, NL-7)."""
    lines, _mode = play_plain("loker 5\nhint\nverbosity\nhint\n", lambda mode: None)
    brief = next(line for line in lines if line.startswith("Keep "))
    assert brief.startswith("Keep 5 5 2: three of a kind, 45 percent; ") and brief.count("; keep ") == 2
    full = [line for line in lines if line.startswith("Keep ")][-1]
    assert full.endswith("Counted with 2 exchanges left, keeping the same cards.")


def test_nl6_konec_typed_in_a_czech_turn_closes_and_the_program_goes_on():
    """Issue 23: the rulebook's KONEC closes (NL-6); it is not the Czech word for quitting."""
    lines, mode = play_plain("language cs\nloker 5\nvyměň 1 2 4\nkonec\nkde\n", lambda mode: None)
    text = "\n".join(lines)
    assert "Hlásíš KONEC: trojice pětek" in text
    assert mode.session.match.state.closer == 0
    assert not any(line.startswith("Na shledanou") for line in lines)
    assert lines[-1].startswith("Numeramis Loker, rozdání 5.")  # the answer to kde: still playing


def test_no_word_loker_asks_for_quits_the_program_in_any_language():
    """Issue 23: in every language, none of Loker's typed words (those its prompts name) is a word for quit."""
    from app.games import GAMES
    from app.plain.repl import vocabulary
    from app.plain.words import fold, typed
    from app.text import i18n

    try:
        for lang in ("en",) + tuple(code for code in i18n.LANGUAGES if code != "en"):
            i18n.set_language(lang)
            v = vocabulary(GAMES["loker"])
            for verb in GAMES["loker"].plain.COMMANDS.verbs:
                for word in {verb, *typed(verb)}:
                    assert v.verb(word) == verb and v.verb(fold(word)) == verb, (lang, word)
            quits = {fold(w) for verb in ("quit", "exit") for w in (verb, *typed(verb))}
            ours = {fold(w) for verb in GAMES["loker"].plain.COMMANDS.verbs for w in (verb, *typed(verb))}
            assert not quits & ours, (lang, quits & ours)
    finally:
        i18n.set_language("en")


def test_nl12_next_at_the_default_table_passes_the_deal_to_the_left():
    """Issue 23: at a table of one game, next plays on with the next dealer (NL-5, NL-12), and says so."""
    lines, mode = play_plain("loker 5\npass\npass\nnext\n", lambda mode: None)
    first = lines.index("Numeramis Loker, deal 5. Eva deals. You start.")
    assert any("Game over" in line for line in lines[first:])
    assert [line for line in lines[first + 1:] if line.endswith("You deal. Eva starts.")]
    assert mode.session.match.state.dealer == 0 and mode.session.match.first == 1


def test_every_loker_prompt_names_commands_that_work_there_in_every_language():
    """Issue 23: each turn prompt names, in the player's language, words that line mode reads as the
    commands that work at that moment (and only those), in all six languages."""
    import re

    from app.games import GAMES
    from app.games.loker import rules as nl
    from app.games.loker import text as loker_text
    from app.plain.repl import vocabulary
    from app.plain.words import fold
    from app.text import i18n

    base = nl.new_game(2, 5)
    seat = base.turn
    figure = tuple((5, 5, 5, 2, 1, 0))
    nothing = tuple((9, 7, 5, 3, 2, 0))

    def at(**changes):
        return nl.LokerState(**{**base.__dict__, **changes})

    def hands(h):
        return tuple(h if i == seat else x for i, x in enumerate(base.hands))

    other = 1 - seat
    spent = tuple(2 if i == seat else 0 for i in range(2))
    cases = [
        (at(hands=hands(figure)), {"exchange", "pass", "close"}),
        (at(hands=hands(nothing)), {"exchange", "pass"}),
        (at(exchanges=spent, hands=hands(figure)), {"pass", "close"}),
        (at(exchanges=spent, hands=hands(nothing)), {"pass"}),
        (at(exchanged=True, hands=hands(figure)), {"pass", "close"}),
        (at(exchanged=True, hands=hands(nothing)), {"pass"}),
        (at(closer=other, last=(seat,), laid=tuple(i == other for i in range(2))), {"exchange", "pass"}),
        (at(closer=other, last=(seat,), laid=tuple(i == other for i in range(2)),
            exchanges=tuple(2 if i == seat else 0 for i in range(2))), {"pass"}),
    ]
    try:
        for lang in ("en",) + tuple(code for code in i18n.LANGUAGES if code != "en"):
            i18n.set_language(lang)
            v = vocabulary(GAMES["loker"])
            for state, wanted in cases:
                prompt = loker_text.turn_prompt(state, seat)
                named = {v.verb(w) for w in re.findall(r"\w+", prompt)} & {"exchange", "pass", "close"}
                assert wanted <= named, (lang, prompt, named, wanted)
                # What the prompt names is what the rules take there.
                for verb in wanted:
                    action = {"exchange": nl.Exchange((state.hands[seat][0],)), "pass": nl.Pass(),
                              "close": nl.Close()}[verb]
                    nl.apply(state, seat, action)  # raises RuleError if refused
                assert "quit" not in {v.verb(fold(w)) for w in re.findall(r"\w+", prompt)}, (lang, prompt)
            # Without a figure, close is not offered: the prompt differs from the one with a figure.
            for with_figure, without in ((0, 1), (2, 3), (4, 5)):
                assert (loker_text.turn_prompt(cases[with_figure][0], seat)
                        != loker_text.turn_prompt(cases[without][0], seat)), lang
    finally:
        i18n.set_language("en")


def test_nl12_new_after_a_finished_match_moves_the_dealer_and_keeps_the_chips():
    """Issue 37: new after the last game of a match plays on as the full screen's n does (NL-12, NL-13):
    the dealer one to the left, the chips and pot carried (test_loker_keys has the full screen)."""
    ended = []

    def policy(mode):
        m = mode.session.match
        if ended:
            return None
        if not m.is_over():
            return loker_move(m.state)
        if not m.match_over():
            return "next"
        ended.append(m)
        return "new"

    lines, mode = play_plain("players 2\noption chips 20\noption target 10\nloker 1\n", policy)
    old, new = ended[0], mode.session.match
    assert not nl.cannot_pay(old.state)  # the target ended the match: the chips carry (NL-12)
    assert new is not old and new.round_no == 1 and new.totals == (0, 0)
    assert new.carried == {"chips_held": list(old.state.chips), "pot": old.state.pot}
    assert new.state.dealer == (old.state.dealer + 1) % 2
    # Each seat has what it held less what it paid since (a fresh pile of 20 would be more for one).
    assert all(n <= o - 1 for n, o in zip(new.state.chips, old.state.chips)) and min(old.state.chips) < 19
    dealer = "You deal." if new.state.dealer == 0 else "Eva deals."
    assert any(line.startswith("Numeramis Loker, deal ") and dealer in line for line in lines[-6:]), lines[-6:]
