"""Playing together over the network: the table protocol, the table server and the client.

``protocol`` holds the messages; ``server`` runs tables (rules, match, bots, clock, saves) and
sends each seat only what it may know (``app.core.seen``); ``client`` keeps one seat's view and
hands it to a front end through the same table interface a local game uses (``app.table``).
"""
