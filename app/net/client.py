"""A seat at a remote table: the connection, the seat's view, and the way back after a drop.

``TableClient`` is the asyncio part: it says hello, keeps the seat's view
(a ``Match`` around the masked state the server sent), sends actions and
reconnects by itself with the seat's token when the connection drops or the
server restarts. ``app.net.remote.RemoteTable`` runs one on a thread of its
own and gives a front end the same table interface a local game has
(``app.table.Table``).
"""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import dataclass
from typing import Any, Callable

import websockets

from app.core.match import Match
from app.core.rules import Event
from app.core.seats import Seat
from app.net import protocol as p

#: Reasons after which the client does not come back by itself.
FINAL = frozenset(p.REASONS) - {"server_stopping"}
#: Seconds between tries to reconnect, the last one repeated until ``give_up_s``.
BACKOFF = (0.1, 0.2, 0.5, 1.0, 2.0)


class Refusal(ConnectionError):
    """The server closed the connection for ``reason`` (one of ``protocol.REASONS``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def match_from_view(view: p.View) -> Match:
    """Return a Match around the state a seat was sent, for the text layer and the screens to read."""
    from app.games import REGISTRY

    rules = REGISTRY[view.game_id]
    seats = tuple(Seat(s.name, s.human, s.level) for s in view.seats)
    # From the wire the state is its JSON; a view made in this process (the server's own) holds the state.
    state = state_from_json(rules, view.state) if isinstance(view.state, dict) else view.state
    # The last moves only, as the seat may know them; ``earlier`` counts the rest, so ``Match.moves`` is right.
    actions = [(seat, action_from_json(rules, action)) for seat, action in view.recent]
    return Match(view.game_id, view.deal, seats, dict(view.options), state, actions=actions,
                 round_no=view.round_no, totals=tuple(view.totals), rounds=view.rounds, count=view.count,
                 carried=dict(view.carried), first=view.first, earlier=max(0, view.moves - len(actions)))


def state_from_json(rules, data: dict) -> Any:
    """Return the state a view's JSON holds, read as a save's is (the rules' ``state_from_json``: msgspec,
    ``app.core.serial``); raise ProtocolError if it is not one."""
    try:
        return rules.state_from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise p.ProtocolError("not_protocol", str(exc)[:200]) from None


def action_from_json(rules, data: dict) -> Any:
    """Return the action a view's JSON holds (``protocol.action_json``), read as a save's is (the rules'
    ``action_from_json``); raise ProtocolError if it is not one."""
    try:
        return rules.action_from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise p.ProtocolError("not_protocol", str(exc)[:200]) from None


def events_of(news: p.News) -> list[Event]:
    """Return the events of a piece of news."""
    return [p.unpack(e) for e in news.events]


def url_for(address: str) -> str:
    """Return a WebSocket address from what a player typed ("host:4747", "ws://host:4747")."""
    address = address.strip()
    if "://" not in address:
        address = "ws://" + address
    if address.count(":") < 2 and not address.endswith("]"):
        address += ":4747"
    return address


def tls_for(url: str, cafile: str | None = None):
    """Return the TLS context for a ``wss://`` address (None for ``ws://``): the certificate is checked
    against the system's store (and ``SSL_CERT_FILE``, which OpenSSL reads), and ``cafile``, a certificate
    the player names (a host's own, self-signed one)."""
    if not url.startswith("wss://"):
        return None
    import ssl

    context = ssl.create_default_context()
    if cafile:
        context.load_verify_locations(cafile)
    return context


async def diagnose(url: str, error: BaseException, timeout: float = 3.0) -> str:
    """Return what a failed connection to ``url`` says about TLS, as a reason ``online.closed`` says:
    "untrusted" (the certificate is not one this machine trusts), "secure" (``ws://`` to a table that
    speaks only TLS), "not_secure" (``wss://`` to a plain table), or "" (none of these)."""
    import ssl

    if isinstance(error, ssl.SSLCertVerificationError):
        return "untrusted"
    if not isinstance(error, (OSError, websockets.InvalidHandshake, asyncio.TimeoutError)):
        return ""
    answer = await _answers_tls(url, timeout)
    if url.startswith("ws://") and answer is True:
        return "secure"
    if url.startswith("wss://") and answer is False:
        return "not_secure"
    return ""


async def _answers_tls(url: str, timeout: float) -> bool | None:
    """Return whether the server at ``url`` completes a TLS handshake (None: nothing answers there)."""
    import ssl
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    host, port = parts.hostname, parts.port or 4747
    context = ssl.create_default_context()
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE  # only: does it speak TLS at all?
    try:
        _, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    except (OSError, asyncio.TimeoutError):
        return None
    writer.close()
    try:
        _, writer = await asyncio.wait_for(asyncio.open_connection(host, port, ssl=context), timeout)
    except (OSError, asyncio.TimeoutError):
        return False
    writer.close()
    return True


@dataclass
class Seen:
    """What one connection has seen of its table: its seat, token and view."""

    seat: int = -1
    token: str = ""
    view: p.View | None = None
    present: tuple[bool, ...] = ()


class TableClient:
    """One seat at a table on a server; ``on_message`` gets every server message as it arrives."""

    def __init__(self, url: str, code: str, name: str = "", token: str = "", ssl=None,
                 on_message: Callable[[Any], None] | None = None, reconnect: bool = True,
                 give_up_s: float = 60.0, cafile: str | None = None, proof: str = "") -> None:
        self.url, self.code, self.name = url_for(url), code.strip().upper(), name
        #: The proof of the player's name on this server (``app.net.names.proof_for``; "" claims none).
        self.proof = proof
        # A wss:// table is checked with the system's store (and a certificate file the player named).
        self.ssl = ssl if ssl is not None else tls_for(self.url, cafile)
        self.seen = Seen(token=token)
        self.on_message = on_message or (lambda message: None)
        self.reconnect, self.give_up_s = reconnect, give_up_s
        #: Seconds the opening handshake may take.
        self.open_timeout = 5.0
        #: Called with the bytes of every frame received (tests read exactly what reached the seat).
        self.on_raw = None
        #: The reason the server gave when it closed us for good, else "".
        self.closed = ""
        #: The open connection (websockets' ClientConnection), once welcomed.
        self._conn: Any = None
        self._refs = itertools.count(1)
        self._waiting: dict[int, asyncio.Future] = {}
        self._connected = asyncio.Event()
        #: A fair deal's check (``app.net.fair``): game number -> [the promise first seen, the state before
        #: any move (None: joined later), checked yet].
        self._games: dict[int, list] = {}

    def _saw(self, view: p.View) -> None:
        """Keep what a fair deal is checked against at its end; check it once the seed is shown, and say how
        it went (``Notice("fair")``, ``Notice("unfair", text=what failed)``), or that the host chose the deal."""
        game = self._games.get(view.round_no)
        if game is None:
            for old in [n for n in self._games if n < view.round_no]:
                del self._games[old]
            game = self._games[view.round_no] = [view.promise, view.state if view.moves == 0 else None, False]
            if view.chosen:
                self.on_message(p.Notice("chosen"))
        if game[2] or not view.seed or view.chosen:
            return
        game[2] = True
        from app.net import fair

        failed = fair.check(view, self.seat, game[0], game[1], action_from_json) if game[0] else "promise"
        self.on_message(p.Notice("unfair", text=failed) if failed else p.Notice("fair"))

    @property
    def seat(self) -> int:
        """Return the seat held."""
        return self.seen.seat

    @property
    def token(self) -> str:
        """Return the token that takes the seat back."""
        return self.seen.token

    async def connect(self) -> p.Welcome:
        """Say hello and return the welcome; raise Refusal with the server's reason."""
        conn = await websockets.connect(self.url, ssl=self.ssl, max_size=p.MAX_SERVER_MESSAGE, compression=None,
                                        open_timeout=self.open_timeout)
        await conn.send(p.encode(p.Hello(p.VERSION, self.code, self.name, self.seen.token, self.proof)).decode())
        try:
            raw = await conn.recv()
            if self.on_raw is not None:
                self.on_raw(raw)
            message = p.decode_server(raw)
        except websockets.ConnectionClosed as exc:
            raise Refusal(_reason(exc)) from None
        except p.ProtocolError:
            await conn.close()
            raise Refusal("not_protocol") from None
        if isinstance(message, p.Closing):
            await conn.close()
            raise Refusal(message.reason)
        if not isinstance(message, p.Welcome):
            await conn.close()
            raise Refusal("not_protocol")
        self._conn = conn
        self.seen.seat, self.seen.token, self.seen.view = message.seat, message.token, message.view
        self._connected.set()
        self._saw(message.view)
        return message

    async def run(self) -> None:
        """Receive until closed for good: each message goes to ``on_message``; a drop is followed by
        tries to reconnect with the seat's token (a ``Notice("reconnected")`` says it worked)."""
        while True:
            try:
                await self._receive()
            except websockets.ConnectionClosed as exc:
                self._connected.clear()
                self._fail_waiting(Refusal("dropped"))  # the answer may never come: ask again once back
                reason = _reason(exc)
                if reason in FINAL or not self.reconnect:
                    self._end(reason or "closed")
                    return
            if self.closed:
                return
            self.on_message(p.Notice("dropped"))
            if not await self._come_back():
                return

    async def _receive(self) -> None:
        async for raw in self._conn:
            if self.on_raw is not None:
                self.on_raw(raw)
            try:
                message = p.decode_server(raw)
                if isinstance(message, p.News):
                    events_of(message)  # events that cannot be read end the connection here, not in a screen
            except p.ProtocolError:
                await self._conn.close()
                self._end("not_protocol")
                return
            if isinstance(message, p.Closing):
                if message.reason in FINAL:
                    self.closed = message.reason
                continue
            if isinstance(message, p.News):
                self.seen.view = message.view
            ref = getattr(message, "ref", 0)
            self.on_message(message)
            if isinstance(message, p.News):
                self._saw(message.view)
            if ref and ref in self._waiting:
                self._waiting.pop(ref).set_result(message)
        if self.closed:
            self._end(self.closed)

    async def _come_back(self) -> bool:
        loop = asyncio.get_running_loop()
        end = loop.time() + self.give_up_s
        for wait in itertools.chain(BACKOFF, itertools.repeat(BACKOFF[-1])):
            await asyncio.sleep(wait)
            try:
                welcome = await self.connect()
            except Refusal as refusal:
                if refusal.reason in FINAL:
                    self._end(refusal.reason)
                    return False
            except (OSError, asyncio.TimeoutError, websockets.InvalidHandshake, websockets.ConnectionClosed):
                pass
            else:
                self.on_message(p.Notice("reconnected"))
                self.on_message(welcome)
                return True
            if loop.time() > end:
                self._end("gone")
                return False
        return False

    def _end(self, reason: str) -> None:
        self.closed = reason
        self._fail_waiting(Refusal(reason))
        self.on_message(p.Closing(reason))

    def _fail_waiting(self, error: Exception) -> None:
        for future in self._waiting.values():
            if not future.done():
                future.set_exception(error)
        self._waiting.clear()

    async def send(self, message) -> None:
        """Send one message (waiting while a reconnect is under way)."""
        if not self._connected.is_set():  # wait_for runs its waiting as a task: a turn of the loop or two
            await asyncio.wait_for(self._connected.wait(), self.give_up_s)
        try:
            await self._conn.send(p.encode(message).decode())
        except websockets.ConnectionClosed:
            raise Refusal("dropped") from None  # the receiver reconnects; ask again once back

    async def request(self, message) -> Any:
        """Send an ``Act``, ``NextGame`` or ``Remove`` and return the server's answer to it (News, a Notice, or
        Refused)."""
        message.ref = next(self._refs)
        future = asyncio.get_running_loop().create_future()
        self._waiting[message.ref] = future
        try:
            await self.send(message)
        except Refusal:
            self._waiting.pop(message.ref, None)
            raise
        return await future

    async def act(self, action_json: dict) -> Any:
        """Play an action (as the game's ``action_to_json`` writes it); return the answer."""
        return await self.request(p.Act(action_json))

    async def close(self, leave: bool = False) -> None:
        """Close the connection; ``leave``: give the seat up at once (a bot takes it)."""
        self.reconnect = False
        if self._conn is None:
            return
        try:
            if leave:
                await self._conn.send(p.encode(p.Leave()).decode())
            await self._conn.close()
        except websockets.ConnectionClosed:
            pass


def _reason(exc: websockets.ConnectionClosed) -> str:
    """Return the protocol reason a close frame carries ("" for none of ours)."""
    frame = exc.rcvd
    if frame is not None and frame.reason in p.REASONS:
        return frame.reason
    if frame is not None and frame.code == 1009:
        return "too_large"
    return ""
