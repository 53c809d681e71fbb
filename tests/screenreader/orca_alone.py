"""Start an Orca launcher (Debian's Orca 43, or Orca 49 built from source) without its look for other Orcas.

    /usr/bin/python3 orca_alone.py LAUNCHER [orca args...]

Both launchers refuse to start while any process named ``orca`` of the same
user runs anywhere on the machine, and ``--replace`` kills every one of them
(issue 33: it killed someone else's Orca mid-sitting). The harness has a
display, a D-Bus session and an AT-SPI bus of its own, so another Orca is
no concern of its Orca: this runs the launcher unmodified except that its
look for other Orcas (``otherOrcas`` in 43, ``other_orcas`` in 49) finds
none. The process still names itself ``orca``.
"""

import sys

launcher = sys.argv[1]
source = open(launcher, encoding="utf-8").read()
names = {"__name__": "orca_launcher", "__file__": launcher}
exec(compile(source, launcher, "exec"), names)
for look in ("otherOrcas", "other_orcas"):
    if look in names:
        names[look] = lambda: []
sys.argv = [launcher] + sys.argv[2:]
sys.exit(names["main"]())
