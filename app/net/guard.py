"""What keeps one address from spoiling a table server for everyone (issue 34).

- ``Gate``: how many connections each address has open that have not said
  hello yet. Past ``Limits.waiting_per_address`` a new one is closed at once
  (its socket freed before the handshake), so ~1,000 idle connections from
  one address cannot take every file the server may open.
- ``Codes``: wrong table codes from each address. At most 20 a second, then
  1 a second after 20 misses, then 1 every 10 seconds after 200; an address
  that is over is told ``slow_down`` before its code is even looked at
  (docs/online.md has the arithmetic).
- ``Throttle``: the same complaint logged once an interval, with how many
  were left out, never a traceback per connection (``quiet_logs``).
- ``raise_open_files``: the soft limit of open files raised to the hard one.
"""

from __future__ import annotations

import ipaddress
import logging
import time
from typing import Callable


def address_key(peer) -> str:
    """Return the key an address is counted under: the IPv4 address, or the /64 of an IPv6 one (a single
    machine is given a whole /64, and could take a new address from it for each try)."""
    host = peer[0] if isinstance(peer, (tuple, list)) and peer else str(peer or "")
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return host
    if ip.version == 6:
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class Gate:
    """Connections not yet past their hello, counted by address."""

    def __init__(self, per_address: int) -> None:
        self.per_address = per_address
        self.waiting: dict[str, int] = {}

    def admit(self, key: str) -> bool:
        """Count a new connection from ``key``; False when that address has too many waiting already."""
        count = self.waiting.get(key, 0)
        if count >= self.per_address:
            return False
        self.waiting[key] = count + 1
        return True

    def release(self, key: str) -> None:
        """A waiting connection said hello, or closed."""
        count = self.waiting.get(key, 0) - 1
        if count > 0:
            self.waiting[key] = count
        else:
            self.waiting.pop(key, None)


#: (misses at least, wrong codes a second from then on): the slower, the more an address has missed.
CODE_RATES = ((0, 20.0), (20, 1.0), (200, 0.1))
#: An address that misses no code for this long is forgotten.
FORGET_S = 600.0


class Codes:
    """Wrong table codes by address: a bucket of tries that fills more slowly the more an address missed."""

    def __init__(self, rates=CODE_RATES, burst: int = 20, clock: Callable[[], float] = time.monotonic) -> None:
        self.rates, self.burst, self.clock = rates, burst, clock
        #: key -> [tries left, when counted, misses, last miss]
        self.by_address: dict[str, list[float]] = {}

    def rate(self, misses: float) -> float:
        """Return the tries a second an address with ``misses`` gets."""
        return [rate for least, rate in self.rates if misses >= least][-1]

    def may_try(self, key: str) -> bool:
        """Return True when ``key`` may try a code now."""
        entry = self.by_address.get(key)
        if entry is None:
            return True
        now = self.clock()
        if now - entry[3] > FORGET_S:
            del self.by_address[key]
            return True
        entry[0] = min(self.burst, entry[0] + (now - entry[1]) * self.rate(entry[2]))
        entry[1] = now
        return entry[0] >= 1

    def missed(self, key: str) -> None:
        """``key`` tried a code no table has."""
        now = self.clock()
        entry = self.by_address.get(key)
        if entry is None:
            if len(self.by_address) > 100_000:  # many addresses: forget the quiet ones
                self.by_address = {k: e for k, e in self.by_address.items() if now - e[3] <= FORGET_S}
            entry = self.by_address[key] = [float(self.burst), now, 0, now]
        entry[0] -= 1
        entry[2] += 1
        entry[3] = now


class Throttle:
    """Logs each kind of complaint at most once an interval, saying how many like it were left out."""

    def __init__(self, log: Callable[[str], None], interval_s: float = 10.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.log, self.interval_s, self.clock = log, interval_s, clock
        self._last: dict[str, float] = {}
        self._skipped: dict[str, int] = {}

    def __call__(self, kind: str, text: str) -> bool:
        """Log ``text`` unless ``kind`` was logged within the interval; return True when logged."""
        now = self.clock()
        if now - self._last.get(kind, -1e18) < self.interval_s:
            self._skipped[kind] = self._skipped.get(kind, 0) + 1
            return False
        skipped = self._skipped.pop(kind, 0)
        self._last[kind] = now
        self.log(f"{text} (and {skipped} more like it)" if skipped else text)
        return True


class _OncePerInterval(logging.Filter):
    """A logging filter: each message once an interval, its traceback cut to the exception's one line."""

    def __init__(self, throttle: Throttle) -> None:
        super().__init__()
        self.throttle = throttle

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            text = f"{text}: {record.exc_info[1]!r:.200}"
        self.throttle(f"{record.name}:{record.msg}", f"{record.name}: {text}")
        return False  # said by the throttle, or left out


def quiet_logs(log: Callable[[str], None], interval_s: float = 10.0) -> Throttle:
    """Send the websockets library's complaints through a throttle to ``log``; return the throttle (for
    asyncio's own, see ``TableServer.start``)."""
    throttle = Throttle(log, interval_s)
    logger = logging.getLogger("websockets.server")  # a filter acts on its own logger's records only
    for old in [f for f in logger.filters if isinstance(f, _OncePerInterval)]:
        logger.removeFilter(old)
    logger.addFilter(_OncePerInterval(throttle))
    return throttle


def raise_open_files() -> tuple[int, int]:
    """Raise the soft limit of open files to the hard limit (each connection is a file); return them."""
    try:
        import resource
    except ImportError:  # not on this system
        return (0, 0)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard or hard == resource.RLIM_INFINITY and soft < 65536:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard if hard != resource.RLIM_INFINITY else 65536, hard))
        except (ValueError, OSError):
            pass
    return resource.getrlimit(resource.RLIMIT_NOFILE)
