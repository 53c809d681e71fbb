"""Tabletalk: card and dice games to play by ear in a terminal."""

from pathlib import Path

#: The project's top folder (holds i18n/ with the gettext catalogs).
PROJECT_ROOT = Path(__file__).resolve().parent.parent
