"""Numbered deals stay the same: rng_for against values made by the old code
(hashlib and secrets imported at the top), and random_deal as secrets.randbelow."""

from __future__ import annotations

import random
import secrets
import subprocess
import sys

import pytest

from app.core.rng import MAX_DEAL, random_deal, rng_for

# Computed with app/core/rng.py as of 4d25a04: for each (game id, deal), the
# shuffle of range(52) rng_for gives, then its next getrandbits(64).
OLD = {
    ("zoker-solo", 1): (11593222679649869786, [
        0, 36, 48, 38, 10, 21, 41, 34, 3, 18, 47, 26, 43, 40, 20, 5, 23, 14, 4, 44, 17, 2, 28, 46, 39, 50,
        12, 42, 29, 8, 37, 19, 24, 25, 6, 16, 30, 15, 35, 33, 45, 1, 27, 51, 13, 11, 32, 31, 7, 22, 9, 49]),
    ("zoker-memo", 999999): (8265603098062039927, [
        38, 47, 34, 45, 19, 25, 39, 13, 11, 28, 18, 35, 48, 30, 10, 9, 4, 14, 43, 27, 16, 23, 32, 42, 41, 12,
        8, 46, 22, 50, 29, 2, 17, 40, 15, 1, 44, 0, 31, 21, 33, 51, 5, 49, 36, 3, 26, 7, 37, 24, 20, 6]),
    ("zoker-tiko", 4242): (12288849865525200640, [
        15, 45, 40, 6, 32, 10, 1, 8, 34, 25, 36, 3, 16, 35, 24, 19, 0, 42, 21, 27, 20, 13, 48, 5, 37, 38,
        12, 4, 50, 51, 28, 39, 33, 14, 26, 7, 9, 18, 23, 22, 11, 30, 49, 47, 2, 44, 41, 29, 31, 17, 46, 43]),
    ("zoker-pairs", 77): (1000655543111281545, [
        45, 13, 38, 28, 10, 48, 1, 35, 26, 25, 31, 12, 6, 4, 33, 5, 34, 50, 15, 3, 24, 32, 44, 29, 11, 42,
        21, 51, 14, 23, 9, 16, 18, 41, 46, 37, 49, 8, 20, 39, 40, 17, 7, 47, 2, 0, 22, 43, 30, 27, 36, 19]),
    ("x", 0): (10932402481713421312, [
        23, 31, 24, 34, 38, 39, 28, 19, 47, 45, 41, 11, 18, 15, 20, 13, 49, 51, 30, 29, 36, 22, 50, 12, 5, 43,
        2, 35, 25, 37, 32, 27, 42, 6, 40, 4, 8, 44, 48, 3, 33, 10, 46, 21, 7, 17, 26, 14, 1, 16, 0, 9]),
}


@pytest.mark.parametrize("key", sorted(OLD))
def test_rng_for_gives_the_old_deals(key: tuple[str, int]) -> None:
    bits, cards = OLD[key]
    rng = rng_for(*key)
    shuffled = list(range(52))
    rng.shuffle(shuffled)
    assert shuffled == cards
    assert rng.getrandbits(64) == bits


def test_random_deal_draws_as_secrets_randbelow(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the same bits from the system, random_deal() == secrets.randbelow(MAX_DEAL) + 1."""
    stream = random.Random(5)
    draws = [stream.getrandbits(20) for _ in range(200)]

    def replay() -> None:
        it = iter(draws)
        monkeypatch.setattr(random.SystemRandom, "getrandbits", lambda self, k: next(it) >> (20 - k))

    replay()
    new = [random_deal() for _ in range(50)]
    replay()
    old = [secrets.randbelow(MAX_DEAL) + 1 for _ in range(50)]
    assert new == old
    assert all(1 <= d <= MAX_DEAL for d in new)


def test_random_deal_range() -> None:
    assert all(1 <= random_deal() <= MAX_DEAL for _ in range(1000))


def test_rng_import_leaves_hashlib_and_secrets_alone() -> None:
    code = "import sys, app.core.rng; print(sorted({'hashlib', 'secrets'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
