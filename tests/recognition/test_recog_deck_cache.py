"""The deck cache keeps the decks last used and no more (it had filled the
disk: every temporary deck folder gets its own file)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from recognition import deck as deck_module
from recognition.deck import Deck
from shared_paths import ROOT


def _folder(tmp_path: Path, name: str) -> Path:
    """A small deck folder of two of samples/deck's faces."""
    folder = tmp_path / name
    folder.mkdir()
    for code in ("KO", "T1"):
        shutil.copy(ROOT / "samples" / "deck" / f"{code}.png", folder / f"{code}.png")
    return folder


def test_the_deck_cache_keeps_the_decks_last_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("TRUNFU_CACHE", str(cache))
    monkeypatch.setattr(deck_module, "CACHE_KEEP", 2)
    a, b, c = (_folder(tmp_path, name) for name in "abc")
    # The file system dates a file to the kernel's tick (a few ms): loads
    # closer than that would tie.
    tick = 0.05

    Deck.load(a)
    (a_file,) = set(cache.glob("deck-*.npz"))
    time.sleep(tick)
    Deck.load(b)
    (b_file,) = set(cache.glob("deck-*.npz")) - {a_file}
    time.sleep(tick)
    Deck.load(a)                      # used again: now the last used
    time.sleep(tick)
    Deck.load(c)                      # a third deck: the least recently used goes
    kept = set(cache.glob("deck-*.npz"))
    assert len(kept) == 2
    assert a_file in kept and b_file not in kept
    assert Deck.load(a).codes == ["KO", "T1"]


def test_a_cached_deck_that_cannot_be_dated_is_still_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Dating a hit (``os.utime``) fails on a cache file another user owns:
    the deck is read from the cache all the same, not built again."""
    monkeypatch.setenv("TRUNFU_CACHE", str(tmp_path / "cache"))
    folder = _folder(tmp_path, "a")
    Deck.load(folder)

    def refused(*args: object, **kwargs: object) -> None:
        raise PermissionError("not yours")

    def built_again(*args: object, **kwargs: object) -> None:
        raise AssertionError("the deck was built again instead of read from the cache")

    monkeypatch.setattr(deck_module.os, "utime", refused)
    monkeypatch.setattr(deck_module, "load_image", built_again)
    assert Deck.load(folder).codes == ["KO", "T1"]
