"""Every language is complete: no missing, fuzzy or mismatched entry, right plurals."""

from __future__ import annotations

import re

import pytest

from app import PROJECT_ROOT
from app.store.problems import PROBLEM_IDS
from app.text import catalogs, errors, i18n
from app.text.i18n import LANGUAGES, ngettext


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_catalog_is_complete_and_placeholders_match(lang):
    assert catalogs.check(lang) == []


def test_template_is_up_to_date():
    """The committed .pot lists exactly the messages in the code (run `make i18n`)."""
    from babel.messages.pofile import read_po

    with open(catalogs.TEMPLATE, "rb") as f:
        committed = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in read_po(f) if m.id}
    current = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalogs.extract() if m.id}
    assert committed == current


@pytest.mark.parametrize("lang, n, expected_form", [
    ("cs", 1, 0), ("cs", 3, 1), ("cs", 5, 2), ("cs", 22, 2), ("cs", 11, 2),
    ("is", 1, 0), ("is", 21, 0), ("is", 11, 1), ("is", 2, 1),
    ("sv", 1, 0), ("sv", 2, 1), ("fi", 0, 1), ("nl", 1, 0),
])
def test_plural_forms_follow_the_language(lang, n, expected_form):
    """Czech has three forms (1; 2-4; the rest, 22 included); Icelandic uses the singular for 21."""
    from babel.messages.pofile import read_po

    with open(i18n.po_path(lang), "rb") as f:
        catalog = read_po(f, locale=lang)
    message = catalog.get(("{count} card", "{count} cards"))
    i18n.set_language(lang)
    assert ngettext("{count} card", "{count} cards", n) == message.string[expected_form]


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != "en"])
def test_no_english_is_heard_in_other_languages(lang):
    """Sentences long enough to be language are translated, not left in English."""
    from babel.messages.pofile import read_po

    with open(i18n.po_path(lang), "rb") as f:
        catalog = read_po(f, locale=lang)
    def words(text: str) -> list[str]:
        return re.findall(r"[^\W\d_]{2,}", re.sub(r"\{[a-z_]+\}", "", text))

    # Commands as typed ("command" context) stay English until typed commands are translated.
    same = [m.id for m in catalog if m.id and isinstance(m.id, str) and m.string == m.id
            and len(words(m.id)) >= 3 and m.context != "command"]
    assert same == []


def test_every_rule_error_has_a_sentence():
    """Each game's refusals are said by its own teller or by the shared sentences."""
    from app.games import GAMES

    shared = set(errors.RULE_ERRORS)
    for game in GAMES.values():
        if not game.has_rules:
            continue
        folder = PROJECT_ROOT / game.package.replace(".", "/")
        raised = set()
        for path in folder.rglob("*.py"):
            raised |= set(re.findall(r'RuleError\("([a-z_]+)"', path.read_text()))
        assert raised <= shared | set(game.text.TELLER.errors), game.id
    outside = set()
    for path in (PROJECT_ROOT / "app").rglob("*.py"):
        if "games" not in path.parts:
            outside |= set(re.findall(r'RuleError\("([a-z_]+)"', path.read_text()))
    assert outside <= shared


def test_every_store_problem_has_a_sentence():
    assert set(PROBLEM_IDS) <= set(errors.PROBLEMS)
    for msg_id, names in PROBLEM_IDS.items():
        sentence = errors.problem(msg_id, {n: f"<{n}>" for n in names})
        assert "Something went wrong" not in sentence
