"""The one build step pyproject.toml cannot say: the catalogs go into the package.

Translators edit ``i18n/<lang>/LC_MESSAGES/tabletalk.po`` at the top of the
repository; a wheel carries a copy of each as ``app/locale/<lang>/LC_MESSAGES/
tabletalk.po``, where an installed Tabletalk reads them (app/text/i18n.py).
The sdist carries i18n/ (MANIFEST.in), so a wheel built from it gets them too.
An editable install reads i18n/ in place and needs no copy.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithCatalogs(build_py):
    """build_py, then a copy of every language's catalog into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        source = Path(__file__).resolve().parent / "i18n"
        catalogs = sorted(source.glob("*/LC_MESSAGES/tabletalk.po"))
        if not catalogs:
            raise SystemExit(f"no catalogs in {source}: the package would speak English only")
        for po in catalogs:
            target = Path(self.build_lib, "app", "locale", po.relative_to(source))
            self.mkpath(str(target.parent))
            self.copy_file(str(po), str(target))


setup(cmdclass={"build_py": BuildWithCatalogs})
