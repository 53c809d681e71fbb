"""Start Debian's Orca 43 launcher (/usr/bin/orca) without its look for other Orcas of this user.

    /usr/bin/python3 orca43.py [orca args...]

The launcher refuses to start while any process named ``orca`` of the same
user runs anywhere on the machine, and ``--replace`` kills every one of them
(issue 33: it killed someone else's Orca mid-sitting). The harness has a
display, a D-Bus session and an AT-SPI bus of its own, so another Orca is
no concern of its Orca: this runs the launcher unmodified except that its
``otherOrcas`` finds none. The process still names itself ``orca``.
"""

import sys

LAUNCHER = "/usr/bin/orca"

source = open(LAUNCHER, encoding="utf-8").read()
names = {"__name__": "orca_launcher", "__file__": LAUNCHER}
exec(compile(source, LAUNCHER, "exec"), names)
names["otherOrcas"] = lambda: []
sys.argv = [LAUNCHER] + sys.argv[1:]
sys.exit(names["main"]())
