"""One generated scene of a pack, read through that pack's own deck folder."""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from recognition.deck import Deck
from recognition.evaluate import Tally
from recognition.recognize import recognize_array
from recognition.synthetic.scenes import load_faces, make_scene


def read_scene(folder: Path, seed: int, layout: str, photo: bool = False,
               deck: Path | None = None) -> tuple[Tally, dict[str, Any]]:
    """The scene of ``seed`` laid out with ``folder``'s faces, through JPEG
    as a screenshot comes, read through ``folder`` (or through ``deck``, a
    deck cut from a screenshot): its tally against the truth, and what was
    read."""
    scene = make_scene(load_faces(folder), random.Random(seed), layout=layout, photo=photo)
    rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
    found = recognize_array(rgb, Deck.load(deck or folder))
    tally = Tally()
    tally.add(scene.cards, found, 0.0)
    return tally, found
