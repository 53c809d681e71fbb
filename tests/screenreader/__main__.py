"""``python -m tests.screenreader`` (``make sr-check``): every sitting with a real Orca."""

import sys

from tests.screenreader.sittings import main

sys.exit(main())
