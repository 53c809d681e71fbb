"""The one build step pyproject.toml cannot say: the catalogs, compiled, go into the package.

Translators edit ``i18n/<lang>/LC_MESSAGES/tabletalk.po`` at the top of the
repository; a wheel carries each compiled, as ``app/locale/<lang>/LC_MESSAGES/
tabletalk.mo``, which an installed Tabletalk reads with the standard library's
gettext (app/text/i18n.py). Babel compiles them here: it is a build requirement
(pyproject.toml), not one of the program's. The sdist carries i18n/
(MANIFEST.in), so a wheel built from it gets them too. An editable install
reads i18n/ in place, where ``make`` and ``python -m app.text.catalogs compile``
write the .mo beside each .po.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithCatalogs(build_py):
    """build_py, then every language's catalog compiled into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        source = Path(__file__).resolve().parent / "i18n"
        catalogs = sorted(source.glob("*/LC_MESSAGES/tabletalk.po"))
        if not catalogs:
            raise SystemExit(f"no catalogs in {source}: the package would speak English only")
        for po in catalogs:
            target = Path(self.build_lib, "app", "locale", po.relative_to(source)).with_suffix(".mo")
            self.mkpath(str(target.parent))
            with open(po, "rb") as f:
                catalog = read_po(f, locale=po.parent.parent.name)
            with open(target, "wb") as f:  # fuzzy entries left out, as app.text.catalogs compiles them
                write_mo(f, catalog)


setup(cmdclass={"build_py": BuildWithCatalogs})
