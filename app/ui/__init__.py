"""The Textual UI: the app, its screens, key map, theme and widgets."""

from __future__ import annotations


def make_app(session):
    """Return the Textual app for a Session (see ``app.ui.app.make_app``)."""
    from app.ui.app import make_app as _make_app  # noqa

    return _make_app(session)
