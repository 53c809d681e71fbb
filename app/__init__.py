"""Tabletalk: card and dice games to play by ear in a terminal."""

from pathlib import Path

#: The project's top folder (in a source checkout it holds i18n/ with the gettext catalogs).
PROJECT_ROOT = Path(__file__).resolve().parent.parent


def version() -> str:
    """Return Tabletalk's version: the installed package's metadata, else pyproject.toml of a source checkout.

    Returns "?" when neither can be read (a copy of app/ without either).
    """
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version

    try:
        return installed_version("tabletalk")
    except PackageNotFoundError:
        return source_version()


def source_version() -> str:
    """Return the version pyproject.toml of the source checkout names, or "?"."""
    import tomllib

    try:
        with open(PROJECT_ROOT / "pyproject.toml", "rb") as f:
            project = tomllib.load(f)["project"]
    except (OSError, ValueError, KeyError):
        return "?"
    return str(project.get("version", "?")) if project.get("name") == "tabletalk" else "?"
