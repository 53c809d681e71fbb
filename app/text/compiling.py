"""Compile one .po into the .mo beside it, with Babel: the catalog tool's step (app/text/catalogs.py), which a
source checkout's start takes too when a .mo is missing or stale (app/text/i18n.py). Nothing else of the
program imports Babel; an installed copy never gets here (its .mo come compiled, see setup.py)."""

from __future__ import annotations

import os
from pathlib import Path


def compile_po(po: Path, lang: str) -> Path:
    """Write ``po`` compiled as the .mo beside it (fuzzy entries left out, as gettext's msgfmt does); return
    the .mo's path. Written whole or not at all: two processes may compile at once."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    mo = po.with_suffix(".mo")
    with open(po, "rb") as f:
        catalog = read_po(f, locale=lang)
    temp = mo.with_name(f".{mo.name}.{os.getpid()}.tmp")
    try:
        with open(temp, "wb") as f:
            write_mo(f, catalog)
        os.replace(temp, mo)
    finally:
        temp.unlink(missing_ok=True)
    return mo
