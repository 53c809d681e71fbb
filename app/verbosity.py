"""The verbosity toggle both front ends share: the v key on the screens, line mode's verbosity command."""

from __future__ import annotations

from app.text.i18n import _


def change_verbosity(session, level: str | None = None) -> str:
    """Set the verbosity to ``level`` ("brief" or "full"; None: the other one), keep it in the settings file,
    and return what is said: the news, the level, first ("Full descriptions.")."""
    settings = session.settings
    settings.verbosity = level or ("brief" if settings.verbosity == "full" else "full")
    session.save_settings()
    return _("Full descriptions.") if settings.verbosity == "full" else _("Brief descriptions.")
