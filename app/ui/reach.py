"""How a screen reaches the Tabletalk app (``app.ui.app.TabletalkApp``) without importing it.

No screen imports the app, not even for its types: the app imports the screens, and the import graph
has no circle (tests/test_architecture.py). So the app is typed ``Any`` here, once, for every screen.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen


def tabletalk_app(screen: Screen) -> Any:
    """Return the Tabletalk app that shows ``screen``: its Session, settings and reading line."""
    return screen.app
