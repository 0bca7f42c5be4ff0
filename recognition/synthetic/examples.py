"""The example screenshots of every pack: which scenes, and writing them.

``samples/make_screenshots.py`` writes those of the packs the project may
ship (its own pack, ``samples/deck``, and the same cards drawn in another
style, ``samples/deck-alt``); the tests write those of photo-dev (GPL
photographs, never committed) into a temporary folder the same way.  Each
example is a JPEG for ``trunfu recognize`` and a truth file beside the
folder (``<name>.truth.json`` in a ``*-truth`` folder), so that
``trunfu recognize FOLDER/*`` finds only images.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from recognition.synthetic.scenes import load_faces, make_scene

#: name → make_scene options; the seed is BASE_SEED + position in the list.
EXAMPLES: list[tuple[str, dict[str, Any]]] = [
    ("grid-1920x1080", dict(layout="grid", screen=(1920, 1080), card_height=220)),
    ("rows-1920x1080", dict(layout="rows", screen=(1920, 1080), card_height=200)),
    ("rows-small-cards-2560x1440", dict(layout="rows", screen=(2560, 1440), card_height=110)),
    ("grid-upside-down-1366x768", dict(layout="grid", screen=(1366, 768), card_height=160, upside_down_rate=0.5)),
    ("hand-area-1600x900", dict(layout="rows", screen=(1600, 900), card_height=170, hand_area=True)),
]
BASE_SEED = 9000

#: Examples of a pack other than the project's own: a grid, overlapping
#: rows, rows nearly touching, the hand area, one with a photographic look.
OTHER_PACK_EXAMPLES: list[tuple[str, dict[str, Any]]] = [
    ("grid-1920x1080", dict(layout="grid", screen=(1920, 1080), card_height=200)),
    ("rows-1920x1080", dict(layout="rows", screen=(1920, 1080), card_height=190, hand_area=False)),
    ("tight-rows-1600x900", dict(layout="tight", screen=(1600, 900), card_height=150)),
    ("hand-area-photo-1920x1080", dict(layout="hand", screen=(1920, 1080), card_height=180, photo=True)),
]
OTHER_PACK_SEED = 9100


def write_examples(deck: Path, shots: Path, truth: Path, examples: list[tuple[str, dict[str, Any]]],
                   seed: int) -> list[Path]:
    """Write each example of the pack in ``deck`` (JPEG in ``shots``, truth
    in ``truth``); returns the JPEGs."""
    faces = load_faces(deck)
    shots.mkdir(parents=True, exist_ok=True)
    truth.mkdir(parents=True, exist_ok=True)
    written = []
    for i, (name, options) in enumerate(examples):
        scene = make_scene(faces, random.Random(seed + i), **options)
        path = shots / f"{name}.jpg"
        scene.save(path, truth=truth / f"{name}.truth.json")
        written.append(path)
    return written
