"""Keep the gettext catalogs: extract, update, fill English, check, compile.

Run ``python -m app.text.catalogs update`` after adding sentences (``make
i18n``, which also compiles), translate the new entries in each i18n/<lang>/LC_MESSAGES/tabletalk.po,
and ``python -m app.text.catalogs check`` (the tests do) to find what is
missing, fuzzy, or has placeholders that differ from the English. A
translation may add a form mark to a placeholder the English has
("{card:acc}", see app/text/forms.py); an unknown mark is an error, and so is
a forms entry ("colour forms", "pile forms" ...) that is not "mark: form" pairs.
``python -m app.text.catalogs compile`` writes each .po's .mo beside it, which
the game reads (app/text/i18n.py); this module and compiling.py are the only
ones of the program that import Babel (setup.py compiles a wheel's copy the
same way).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from app import PROJECT_ROOT
from app.text import forms
from app.text.compiling import compile_po
from app.text.i18n import DOMAIN, LANGUAGES

KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3), "N_": None,
            "NP_": ((1, "c"), 2)}
#: Where translators keep the catalogs: this tool writes there, never into an installed copy
#: (a wheel's app/locale/ is copied from here when it is built, see setup.py).
SOURCE_DIR = PROJECT_ROOT / "i18n"
TEMPLATE = SOURCE_DIR / f"{DOMAIN}.pot"
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
#: A placeholder as a translation may write it: "{card}", or "{card:acc}" naming the form its slot needs.
MARKED_PLACEHOLDER = re.compile(r"\{([a-z_]+)(?::([^{}]*))?\}")


def po_path(lang: str) -> Path:
    """Return the path of a language's .po file in i18n/."""
    return SOURCE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract() -> Catalog:
    """Return a template of every message marked in app/."""
    template = Catalog(project="tabletalk", msgid_bugs_address="", fuzzy=False)
    root = PROJECT_ROOT / "app"
    for filename, lineno, message, comments, context in extract_from_dir(
            root, method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("Translators:",)):
        template.add(message, None, [(f"app/{filename}", lineno)], auto_comments=comments, context=context)
    return template


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        write_po(f, catalog, width=100, omit_header=False, sort_output=False, include_previous=False)


def update() -> None:
    """Write the template and bring every language's catalog up to date with it."""
    template = extract()
    _write(template, TEMPLATE)
    for lang in LANGUAGES:
        path = po_path(lang)
        if path.exists():
            with open(path, "rb") as f:
                catalog = read_po(f, locale=lang)
        else:
            catalog = Catalog(locale=lang, project="tabletalk", fuzzy=False)
        catalog.update(template, no_fuzzy_matching=True)
        if lang == "en":
            fill_english(catalog)
        catalog.obsolete.clear()
        _write(catalog, path)


def fill_english(catalog: Catalog) -> None:
    """Make every English entry say its msgid (English speakers hear the source text)."""
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, (tuple, list)):
            message.string = (message.id[0], message.id[1])
        else:
            message.string = message.id
        message.flags.discard("fuzzy")


def placeholders(text: str) -> set[str]:
    """Return the {name} placeholders in a text, a form mark taken off ("{card:acc}" is "{card}")."""
    return {"{" + name + "}" for name, _mark in MARKED_PLACEHOLDER.findall(text)}


def mark_problems(text: str) -> list[str]:
    """Return the form marks of a text's placeholders that are no mark the text layer knows."""
    return [f"{{{name}:{mark}}}" for name, mark in MARKED_PLACEHOLDER.findall(text)
            if mark and not forms.is_mark(mark)]


def forms_problems(message_id: str, string: str) -> list[str]:
    """Return what is wrong with a forms entry's translation ("acc: červenou; m: červený")."""
    try:
        pairs = forms.parse_forms(string)
    except ValueError as e:
        return [str(e)]
    wanted = placeholders(message_id)
    problems = []
    for mark, form in pairs.items():
        if mark != forms.GENDER_KEY and not placeholders(form) <= wanted:
            problems.append(f"form {mark!r} has placeholders {sorted(placeholders(form))}, not {sorted(wanted)}")
        problems += [f"unknown mark {m} in form {mark!r}" for m in mark_problems(form)]
    return problems


def check(lang: str) -> list[str]:
    """Return every problem of a language's catalog against the template, as lines."""
    problems = []
    with open(po_path(lang), "rb") as f:
        catalog = read_po(f, locale=lang)
    template_ids = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in extract() if m.id}
    present = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}
    for key in sorted(template_ids - present, key=str):
        problems.append(f"{lang}: missing {key[0]!r}")
    for m in catalog:
        if not m.id:
            continue
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        strings = [m.string] if isinstance(m.string, str) else list(m.string or ())
        label = ids[0]
        if m.fuzzy:
            problems.append(f"{lang}: fuzzy {label!r}")
        if not all(strings):
            problems.append(f"{lang}: untranslated {label!r}")
            continue
        if m.context and m.context.endswith(" forms"):
            for s in strings:
                problems += [f"{lang}: {p} in forms of {label!r}" for p in forms_problems(ids[0], s)]
            continue
        wanted = set().union(*(placeholders(i) for i in ids))
        for s in strings:
            if placeholders(s) != wanted:
                problems.append(f"{lang}: placeholders {sorted(placeholders(s))} != {sorted(wanted)} in {label!r}")
            problems += [f"{lang}: unknown form mark {p} in {label!r}" for p in mark_problems(s)]
        if len(ids) > 1 and len(strings) != catalog.num_plurals:
            problems.append(f"{lang}: {len(strings)} plural forms, {catalog.num_plurals} wanted, {label!r}")
    return problems


def compile_catalog(lang: str, folder: Path | None = None) -> Path:
    """Compile a language's .po in ``folder`` (i18n/) into the .mo beside it; return the .mo's path."""
    return compile_po((folder or SOURCE_DIR) / lang / "LC_MESSAGES" / f"{DOMAIN}.po", lang)


def compile_all() -> list[Path]:
    """Compile every language's catalog; return the .mo files written."""
    return [compile_catalog(lang) for lang in LANGUAGES]


def main(argv: list[str]) -> int:
    """Run ``update``, ``check`` or ``compile`` from the command line."""
    if argv[:1] == ["update"]:
        update()
        compile_all()
        return 0
    if argv[:1] == ["compile"]:
        compile_all()
        return 0
    if argv[:1] == ["check"]:
        found = [p for lang in LANGUAGES for p in check(lang)]
        print("\n".join(found) or "all catalogs complete")
        return 1 if found else 0
    print("usage: python -m app.text.catalogs update|check|compile")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
