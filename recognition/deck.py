"""A pack learnt from its deck folder: one face image per card, ``<code>.png``.

The faces are turned into small, blurred colour templates, upright and
upside down, kept in memory and cached on disk beside nothing the user owns
(a ``.npz`` in the system's cache folder, keyed by the folder's files and
their times), so learning a pack takes well under a few seconds.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from typing import Any
from pathlib import Path

import cv2
import numpy as np

from recognition.errors import RecognitionError
from recognition.images import ImageError, load_image

#: Templates are this tall; wide enough to keep a card's index legible.
TEMPLATE_HEIGHT = 96
#: The index corner is compared at this card height, for close calls.
INDEX_HEIGHT = 200
#: The index corner: this share of a card's height and width, from its top-left.
INDEX_BOX = (0.2, 0.36)
CACHE_VERSION = 6
#: The deck cache keeps the decks of this many folders, the last used.
CACHE_KEEP = 12


class DeckError(RecognitionError):
    """A deck folder that cannot be used."""


def index_box(height: int, width: int) -> tuple[int, int]:
    """Height and width of the index corner of a card of this size."""
    return max(4, round(height * INDEX_BOX[0])), max(4, round(width * INDEX_BOX[1]))


def prepare(rgb: np.ndarray, height: int, width: int) -> np.ndarray:
    """A region or face as a matching template: resized, blurred, float32."""
    small = cv2.resize(rgb, (width, height), interpolation=cv2.INTER_AREA)
    return cv2.GaussianBlur(small, (0, 0), 1.0).astype(np.float32)


@dataclass
class Deck:
    """Templates of every face of a pack."""

    folder: Path
    codes: list[str]
    aspect: float                 # width / height of a face
    upright: np.ndarray           # (n, H, W, 3) float32
    flipped: np.ndarray           # the same faces turned 180°
    index_upright: np.ndarray     # (n, h, w, 3) float32: the index corner at INDEX_HEIGHT
    index_flipped: np.ndarray     # the index corner of the face turned 180°
    #: (n, INDEX_HEIGHT, w, 3) float32: whole faces at the index corner's
    #: scale, for telling apart cards that differ only in a detail (a
    #: club's pips from a spade's) where the templates blur it away.
    fine: np.ndarray
    #: What is derived from the templates once per deck (strips, normalised
    #: faces per visible width), not once per region.
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def width(self) -> int:
        return int(self.upright.shape[2])

    @classmethod
    def load(cls, folder: str | Path) -> "Deck":
        folder = Path(folder)
        if not folder.is_dir():
            raise DeckError("recognition.deck.missing", path=str(folder))
        files = sorted(folder.glob("*.png"))
        if not files:
            raise DeckError("recognition.deck.empty", path=str(folder))
        key = hashlib.sha1(f"{CACHE_VERSION}|{folder.resolve()}".encode())
        for f in files:
            stat = f.stat()
            key.update(f"{f.name}:{stat.st_size}:{stat.st_mtime_ns}".encode())
        cache = Path(os.environ.get("TRUNFU_CACHE", Path(tempfile.gettempdir()) / "trunfu-cache"))
        cached = cache / f"deck-{key.hexdigest()[:20]}.npz"
        if cached.exists():
            try:
                # The most recently used decks are the ones kept; a cache
                # that cannot be dated (another user's) is still read.
                os.utime(cached)
            except OSError:
                pass
            try:
                data = np.load(cached)
                return cls(folder, [str(c) for c in data["codes"]], float(data["aspect"]),
                           data["upright"], data["flipped"], data["index_upright"], data["index_flipped"],
                           data["fine"])
            except (OSError, ValueError, KeyError):
                pass
        faces = []
        for f in files:
            try:
                faces.append(load_image(f, clear_as_paper=True))
            except ImageError as error:
                # The face's own sentence (it names the file), raised as a
                # DeckError so that callers catch one kind of error.
                raise DeckError(error.key, **error.params) from None
        aspect = float(np.median([face.shape[1] / face.shape[0] for face in faces]))
        width = max(8, round(TEMPLATE_HEIGHT * aspect))
        upright = np.stack([prepare(face, TEMPLATE_HEIGHT, width) for face in faces])
        flipped = upright[:, ::-1, ::-1, :].copy()
        index_width = max(8, round(INDEX_HEIGHT * aspect))
        fine = np.stack([prepare(face, INDEX_HEIGHT, index_width) for face in faces])
        ih, iw = index_box(INDEX_HEIGHT, index_width)
        index_upright = np.ascontiguousarray(fine[:, :ih, :iw])
        index_flipped = np.ascontiguousarray(fine[:, ::-1, ::-1][:, :ih, :iw])
        deck = cls(folder, [f.stem for f in files], aspect, upright, flipped, index_upright, index_flipped, fine)
        try:
            cache.mkdir(parents=True, exist_ok=True)
            tmp = cached.with_suffix(".tmp.npz")
            np.savez(tmp, codes=np.array(deck.codes), aspect=aspect, upright=upright, flipped=flipped,
                     index_upright=index_upright, index_flipped=index_flipped, fine=fine)
            os.replace(tmp, cached)
        except OSError:
            pass  # a cache that cannot be written only costs time
        _prune(cache)
        return deck


def _prune(cache: Path) -> None:
    """Leave only the ``CACHE_KEEP`` decks last used in ``cache``.

    Every deck folder gets its own file, about 25 MB, and a deck cut into a
    new temporary folder is a new deck: unpruned, the benchmarks and tests
    had filled the temporary folder with 75 GB of them (2,971 decks) and
    the disk with it.  A file another process is writing or removing is
    left to it."""
    dated: list[tuple[float, Path]] = []
    for path in cache.glob("deck-*.npz"):
        if path.name.endswith(".tmp.npz"):
            continue
        try:
            dated.append((path.stat().st_mtime, path))
        except OSError:
            continue
    for _, path in sorted(dated, reverse=True)[CACHE_KEEP:]:
        try:
            path.unlink()
        except OSError:
            pass
