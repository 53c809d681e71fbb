"""``python -m tests.screenreader [NAME ...]`` (``make sr-check``): every sitting (or those named) with a real Orca."""

import sys

from tests.screenreader.sittings import main

sys.exit(main(sys.argv[1:]))
