"""A name of one's own on a table server: the player's key, the proof sent to a server, the server's claims.

The player's side: Tabletalk makes a secret key once (32 random bytes) and keeps it in the data folder
(``name.key``, mode 0600); a missing or broken file is made again, and the front end says so. The key
itself never leaves the machine. To a server it sends a *proof* made for that server alone:
HMAC-SHA256 of the key and the server's address as the player reached it (``server_id``: host and port,
lowercased). A server learns only its own proof, which is worth nothing at another address: a bad server
cannot take the name elsewhere. Why an HMAC of the address and not a signature of a server nonce: the
standard library has HMAC and no Ed25519 (no new dependency), and a challenge signed for a server id the
server gives could be relayed by a bad server to the real one; the address is the one thing a bad server
cannot choose for the player. Its price: the same server reached by another address (its IP address
instead of its name) is another server to the key.

The server's side (``Claims``): name -> a hash of its proof, kept in the saves folder (``names.claims``,
written whole and atomically by a thread of its own). The first hello with a name and a proof claims that
name; a later hello with that name and no proof or another proof is refused (``name_taken``). A hello
without a proof (an older Tabletalk) may sit under a name nobody claimed.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import time
import unicodedata
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from app.store.atomic import move_aside, write_atomic

#: The player's key, in the data folder.
KEY_FILE = "name.key"
#: The server's claims, in its saves folder.
#: Not ".json": the server reads every .json file of its saves folder as a table.
CLAIMS_FILE = "names.claims"
CLAIMS_FORMAT = 1
#: New claims one address may make in an hour (one abuser cannot fill the file), and the most names kept.
CLAIMS_PER_HOUR = 20
MOST_NAMES = 100_000
#: What a proof is: 64 hex digits (an HMAC-SHA256).
PROOF_LENGTH = 64


def key_path() -> Path:
    """Return where the player's key is kept."""
    from app.store.paths import data_dir

    return data_dir() / KEY_FILE


def own_key(path: Path | None = None) -> tuple[bytes, str]:
    """Return the player's key, and what happened to its file: "" (read), "made" (there was none) or
    "remade" (it could not be read: a new key, and the names claimed with the old one are lost).

    Raises:
        OSError: when no key can be read or written (the player then claims no name).
    """
    path = path or key_path()
    problem = "made"
    try:
        text = path.read_text(encoding="ascii").strip()
        key = bytes.fromhex(text)
        if len(key) == 32:
            if os.name == "posix" and path.stat().st_mode & 0o077:
                os.chmod(path, 0o600)  # a copy that others could read: only its owner from now on
            return key, ""
        problem = "remade"
    except FileNotFoundError:
        pass
    except (OSError, ValueError, UnicodeDecodeError):
        problem = "remade"
    if problem == "remade" and path.exists():
        try:
            move_aside(path)  # kept beside, for a player who wants to look
        except OSError:
            pass
    key = secrets.token_bytes(32)
    write_atomic(path, key.hex() + "\n")  # a temporary file of mode 0600 renamed into place
    if os.name == "posix":
        os.chmod(path, 0o600)
    return key, problem


def server_id(address: str) -> str:
    """Return a server as the key knows it: the host and port the player reached it at, lowercased."""
    from urllib.parse import urlsplit

    from app.net.client import url_for

    parts = urlsplit(url_for(address))
    host = (parts.hostname or "").lower()
    try:
        port = parts.port or 4747
    except ValueError:
        port = 4747
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def proof_for(key: bytes, address: str) -> str:
    """Return the proof of the player's name for the server at ``address`` (useless at any other)."""
    return hmac.new(key, b"tabletalk name\0" + server_id(address).encode(), hashlib.sha256).hexdigest()


def folded(name: str) -> str:
    """Return a name as claims compare it: the same letters however typed (case, width, composed)."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def digest(proof: str) -> str:
    """Return what a server keeps of a proof (a hash: its files, if read by others, let them take no name)."""
    return hashlib.sha256(proof.encode("ascii", "replace")).hexdigest()


def _well_formed(proof: str) -> bool:
    return len(proof) == PROOF_LENGTH and all(ch in "0123456789abcdef" for ch in proof)


class Claims:
    """The names claimed on one server: folded name -> the hash of its proof, kept in ``path``."""

    def __init__(self, path: Path | None, log: Callable[[str], None] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.path = path
        self.log = log or (lambda text: None)
        self.clock = clock
        self.names: dict[str, str] = {}
        #: address key -> (the hour's start, new claims in it).
        self._made: dict[str, tuple[float, int]] = {}
        self._writer: ThreadPoolExecutor | None = None
        if path is not None:
            self._load(path)

    def _load(self, path: Path) -> None:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != CLAIMS_FORMAT or not isinstance(data.get("names"), dict):
                raise ValueError("another format")
            self.names = {str(k): str(v) for k, v in data["names"].items()}
        except FileNotFoundError:
            return
        except (OSError, ValueError, AttributeError) as exc:
            self.log(f"{path.name} could not be read ({exc!r:.120}): moved aside, no name is claimed")
            try:
                move_aside(path)
            except OSError:
                pass
            self.names = {}

    def allowed(self, name: str, proof: str) -> bool:
        """Return False when ``name`` is claimed and ``proof`` is not its proof."""
        held = self.names.get(folded(name))
        if held is None:
            return True
        return bool(proof) and hmac.compare_digest(held, digest(proof))

    def claim(self, name: str, proof: str, key: str = "") -> bool:
        """Claim ``name`` with ``proof`` if nobody has (at most ``CLAIMS_PER_HOUR`` new ones from the address
        ``key``); return True when the name is this proof's now."""
        name = folded(name)
        if not name or not _well_formed(proof):
            return False
        if name in self.names:
            return hmac.compare_digest(self.names[name], digest(proof))
        now = self.clock()
        start, count = self._made.get(key, (now, 0))
        if now - start >= 3600:
            start, count = now, 0
        if count >= CLAIMS_PER_HOUR or len(self.names) >= MOST_NAMES:
            return False  # the player still sits, under a name not claimed
        self._made[key] = (start, count + 1)
        self.names[name] = digest(proof)
        self._save()
        return True

    def _save(self) -> None:
        """Have the claims written whole, as they are now, by a thread of their own: a file written and
        fsynced took 16 ms on this machine's disk, which the server's loop does not wait for. One thread
        writes them in order, so the last file is the newest claims."""
        if self.path is None:
            return
        if self._writer is None:
            self._writer = ThreadPoolExecutor(1, thread_name_prefix="tabletalk-names")
        self._writer.submit(self._write, self.path, dict(self.names))  # a copy: the loop claims on meanwhile

    def _write(self, path: Path, claimed: dict[str, str]) -> None:
        try:
            write_atomic(path, json.dumps({"format": CLAIMS_FORMAT, "names": claimed}))
        except OSError as exc:
            self.log(f"{path.name} could not be written: {exc!r:.120}")

    def close(self) -> None:
        """Wait until every claim made is on the disk (the server stops)."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None
